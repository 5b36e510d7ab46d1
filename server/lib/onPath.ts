import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The first of these programs on PATH, or undefined. */
export function onPath(...names: string[]): string | undefined {
  for (const name of names) {
    try {
      const found = execFileSync('sh', ['-c', 'command -v "$1"', 'sh', name], { encoding: 'utf8' }).trim();
      if (found && existsSync(found)) return found;
    } catch {
      // not on PATH; try the next name
    }
  }
  return undefined;
}
