import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { FONT_FAMILIES, type FontFamily, fontFileName } from '../common/fonts/families';

// Reads the bundled fonts' real advance widths out of their npm packages and writes them as data
// (common/fonts/metrics.generated.ts) with the @font-face rules the app serves
// (app/fonts.generated.css). `npm run fonts` writes both; common/fonts/generated.test.ts checks
// that the committed files are what the installed packages give.

const require = createRequire(import.meta.url);

/** The tables of a WOFF 1.0 file (zlib per table; the fontsource packages ship one beside each woff2). */
function woffTables(file: Buffer): Map<string, Buffer> {
  if (file.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const count = file.readUInt16BE(12);
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const tag = file.toString('latin1', at, at + 4);
    const offset = file.readUInt32BE(at + 4);
    const compressed = file.readUInt32BE(at + 8);
    const length = file.readUInt32BE(at + 12);
    const data = file.subarray(offset, offset + compressed);
    tables.set(tag, compressed < length ? inflateSync(data) : data);
  }
  return tables;
}

/** Code point → glyph id, from the best Unicode cmap subtable (format 12, else format 4). */
function cmapOf(cmap: Buffer): Map<number, number> {
  const count = cmap.readUInt16BE(2);
  const subtables: Array<{ format: number; offset: number }> = [];
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const offset = cmap.readUInt32BE(8 + i * 8);
    if (platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))
      subtables.push({ format: cmap.readUInt16BE(offset), offset });
  }
  const chosen = subtables.find((s) => s.format === 12) ?? subtables.find((s) => s.format === 4);
  if (!chosen) throw new Error('no Unicode cmap');
  const map = new Map<number, number>();
  const o = chosen.offset;
  if (chosen.format === 12) {
    const groups = cmap.readUInt32BE(o + 12);
    for (let g = 0; g < groups; g++) {
      const start = cmap.readUInt32BE(o + 16 + g * 12);
      const end = cmap.readUInt32BE(o + 20 + g * 12);
      const glyph = cmap.readUInt32BE(o + 24 + g * 12);
      for (let c = start; c <= end; c++) map.set(c, glyph + c - start);
    }
    return map;
  }
  const segments = cmap.readUInt16BE(o + 6) / 2;
  const ends = o + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const ranges = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = cmap.readUInt16BE(ends + s * 2);
    const start = cmap.readUInt16BE(starts + s * 2);
    const delta = cmap.readInt16BE(deltas + s * 2);
    const rangeOffset = cmap.readUInt16BE(ranges + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const at = ranges + s * 2 + rangeOffset + (c - start) * 2;
        glyph = cmap.readUInt16BE(at);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(c, glyph);
    }
  }
  return map;
}

function advancesOf(file: Buffer) {
  const t = woffTables(file);
  const head = t.get('head')!;
  const hhea = t.get('hhea')!;
  const hmtx = t.get('hmtx')!;
  const unitsPerEm = head.readUInt16BE(18);
  const metrics = hhea.readUInt16BE(34);
  const advance = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, metrics - 1) * 4);
  const widths = new Map<number, number>();
  for (const [codePoint, glyph] of cmapOf(t.get('cmap')!)) widths.set(codePoint, advance(glyph));
  return { unitsPerEm, widths };
}

const packageDir = (f: FontFamily) => path.dirname(require.resolve(`${f.npm}/package.json`));

/** `unicode-range` of each subset, as the package's own CSS gives it. */
function unicodeRanges(f: FontFamily, weight: number): Map<string, string> {
  const css = readFileSync(path.join(packageDir(f), `${weight}.css`), 'utf8');
  const ranges = new Map<string, string>();
  // Blocks as fontsource writes them: "/* inter-cyrillic-ext-400-normal */ @font-face {…
  // unicode-range: U+0460-052F, …; }", read by position rather than by a backtracking pattern.
  for (const block of css.split('/* ').slice(1)) {
    const name = block.slice(0, block.indexOf(' */'));
    const suffix = `-${weight}-normal`;
    const rangeAt = block.indexOf('unicode-range:');
    if (!name.endsWith(suffix) || rangeAt < 0) continue;
    if (!name.startsWith(`${f.prefix}-`)) continue;
    const subset = name.slice(f.prefix.length + 1, -suffix.length);
    const rangeEnd = block.indexOf(';', rangeAt);
    ranges.set(subset, block.slice(rangeAt + 'unicode-range:'.length, rangeEnd).trim());
  }
  return ranges;
}

const B36 = 3; // widths below 36³ = 46656 units take three base-36 digits

export function generateFontData() {
  const metrics: string[] = [];
  const files: string[] = [];
  const css: string[] = [
    '/* Generated by `npm run fonts` from common/fonts/families.ts: do not edit. */',
    '/* The bundled slide fonts, served by the app at /fonts/ (server/routes/fonts.ts). */',
  ];
  for (const f of FONT_FAMILIES) {
    let unitsPerEm = 0;
    const byWeight = new Map<number, Map<number, number>>();
    for (const weight of f.weights) {
      const widths = new Map<number, number>();
      const ranges = unicodeRanges(f, weight);
      const served = f.serveAllSubsets ? [...new Set([...f.subsets, ...ranges.keys()])] : f.subsets;
      for (const subset of served) {
        const file = fontFileName(f, subset, weight, 'woff2');
        if (f.subsets.includes(subset)) {
          const read = advancesOf(
            readFileSync(path.join(packageDir(f), 'files', fontFileName(f, subset, weight, 'woff'))),
          );
          unitsPerEm = read.unitsPerEm;
          for (const [c, w] of read.widths) if (!widths.has(c)) widths.set(c, w);
        }
        const range = ranges.get(subset);
        if (!range) throw new Error(`${f.npm} ${weight}: no unicode-range for ${subset}`);
        files.push(
          `  { family: '${f.family}', weight: ${weight}, subset: '${subset}', file: '${file}', unicodeRange: '${range}' },`,
        );
        css.push(
          `@font-face{font-family:'${f.family}';font-style:normal;font-weight:${weight};font-display:block;src:url(/fonts/${file}) format('woff2');unicode-range:${range}}`,
        );
      }
      byWeight.set(weight, widths);
    }
    // One sorted list of code points for all weights (runs of consecutive ones), widths per weight.
    const points = [...new Set([...byWeight.values()].flatMap((m) => [...m.keys()]))].sort((a, b) => a - b);
    const runs: Array<[number, number]> = [];
    for (const c of points) {
      const last = runs.at(-1);
      if (last && last[0] + last[1] === c) last[1]++;
      else runs.push([c, 1]);
    }
    const weights = f.weights.map((w) => {
      const m = byWeight.get(w)!;
      const packed = points.map((c) => (m.get(c) ?? 0).toString(36).padStart(B36, '0')).join('');
      return `    ${w}: '${packed}',`;
    });
    metrics.push(
      `  '${f.family}': {`,
      `    unitsPerEm: ${unitsPerEm},`,
      `    runs: [${runs.map(([s, n]) => `${s},${n}`).join(',')}],`,
      '    widths: {',
      ...weights.map((l) => `  ${l}`),
      '    },',
      '  },',
    );
  }
  const ts = [
    '// Generated by `npm run fonts` (scripts/fontData.ts) from the font packages named in',
    '// ./families.ts: do not edit. Advance widths in font units; `runs` are [first code point,',
    '// count] pairs, and each weight lists its widths in that order as three base-36 digits.',
    '',
    'export const FONT_METRICS: Record<',
    '  string,',
    '  { unitsPerEm: number; runs: readonly number[]; widths: Readonly<Record<number, string>> }',
    '> = {',
    ...metrics,
    '};',
    '',
    '/** Every bundled font file with the characters it holds (CSS unicode-range syntax). */',
    'export const FONT_FILES = [',
    ...files,
    '] as const;',
    '',
  ].join('\n');
  return { ts, css: `${css.join('\n')}\n` };
}

export const GENERATED = {
  ts: path.resolve('common/fonts/metrics.generated.ts'),
  css: path.resolve('app/fonts.generated.css'),
};

/** Where a bundled font file is on disk (the server serves and inlines it from there). */
export function fontFilePath(npm: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${npm}/package.json`)), 'files', file);
}
