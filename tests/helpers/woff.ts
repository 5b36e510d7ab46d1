import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sfntOfWoff } from '../../server/export/sfnt';

/**
 * Puts the Latin faces of bundled @fontsource families (by package name) into `home`/.fonts as
 * TrueType, for a LibreOffice run with that HOME: a font for that one test, not for the machine.
 */
export function fontsForHome(home: string, packages: string[]): void {
  const dir = path.join(home, '.fonts');
  mkdirSync(dir, { recursive: true });
  for (const pkg of packages) {
    const files = path.join('node_modules', '@fontsource', pkg, 'files');
    for (const f of readdirSync(files).filter((n) => /-latin-\d+-normal\.woff$/.test(n)))
      writeFileSync(
        path.join(dir, f.replace(/\.woff$/, '.ttf')),
        sfntOfWoff(readFileSync(path.join(files, f))),
      );
  }
}
