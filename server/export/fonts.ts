import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { FONT_FAMILIES, type FontFamily, SLIDE_FONT } from '../../common/fonts/families';
import { FONT_FILES } from '../../common/fonts/metrics.generated';

const require = createRequire(import.meta.url);

type FontFile = (typeof FONT_FILES)[number];

/** Where a bundled font file is on disk, or undefined for a name that is not one of ours. */
export function bundledFontPath(file: string): string | undefined {
  const entry = FONT_FILES.find((f) => f.file === file);
  const family = entry && FONT_FAMILIES.find((f) => f.family === entry.family);
  if (!family) return undefined;
  return packageFontPath(family, entry.file);
}

/** A file of a bundled family's npm package (its `files/` folder, fontsource layout). */
export const packageFontPath = (family: FontFamily, file: string) =>
  path.join(path.dirname(require.resolve(`${family.npm}/package.json`)), 'files', file);

const ranges = new Map<string, Array<[number, number]>>();
function rangesOf(f: FontFile): Array<[number, number]> {
  let r = ranges.get(f.file);
  if (!r) {
    r = f.unicodeRange.split(',').map((part) => {
      const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
      const lo = Number.parseInt(a!, 16);
      return [lo, b ? Number.parseInt(b, 16) : lo] as [number, number];
    });
    ranges.set(f.file, r);
  }
  return r;
}

const base64 = new Map<string, string>();
function dataUrl(f: FontFile): string {
  let b = base64.get(f.file);
  if (b === undefined) {
    b = readFileSync(bundledFontPath(f.file)!).toString('base64');
    base64.set(f.file, b);
  }
  return `data:font/woff2;base64,${b}`;
}

/**
 * The bundled fonts as @font-face rules with the files inlined, for an exported document that
 * loads nothing (the HTML file, the page Chromium prints to PDF). Only the subsets that hold a
 * character of `text` go in: an English deck carries the Latin files alone (about 160 KB). Only the
 * `families` named go in: the slide font, and a themed deck's heading and body families.
 */
export function inlineFontCss(text: string, families: readonly string[] = [SLIDE_FONT.family]): string {
  const used = new Set<number>();
  for (const ch of text) used.add(ch.codePointAt(0)!);
  // Digits and punctuation of the labels the renderers add ("FOR", "$600,000", "1 / 9").
  for (let c = 0x20; c < 0x7f; c++) used.add(c);
  const wanted = FONT_FILES.filter(
    (f) =>
      families.includes(f.family) &&
      rangesOf(f).some(([lo, hi]) => [...used].some((c) => c >= lo && c <= hi)),
  );
  return wanted
    .map(
      (f) =>
        `@font-face{font-family:'${f.family}';font-style:normal;font-weight:${f.weight};font-display:block;src:url(${dataUrl(f)}) format('woff2');unicode-range:${f.unicodeRange}}`,
    )
    .join('\n');
}
