import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { GENERATED, generateFontData } from '../../scripts/fontData';
import { FONT_FAMILIES, SLIDE_FONT } from './families';
import { FONT_METRICS } from './metrics.generated';

describe('the bundled fonts’ generated data', () => {
  test('is what the installed font packages give (run `npm run fonts` after changing one)', () => {
    const { ts, css } = generateFontData();
    expect(readFileSync(GENERATED.ts, 'utf8')).toBe(ts);
    expect(readFileSync(GENERATED.css, 'utf8')).toBe(css);
  });

  test('every family has widths for every weight it ships, Latin included', () => {
    for (const f of FONT_FAMILIES) {
      const m = FONT_METRICS[f.family]!;
      expect(m.unitsPerEm).toBeGreaterThan(0);
      // Latin and its extension at least (Lato's two subsets hold about 240 characters).
      for (const w of f.weights) expect(m.widths[w]!.length, `${f.family} ${w}`).toBeGreaterThan(3 * 200);
      // Every printable ASCII character has its own width in every weight.
      const index = new Map<number, number>();
      for (let r = 0, i = 0; r < m.runs.length; r += 2)
        for (let k = 0; k < m.runs[r + 1]!; k++, i++) index.set(m.runs[r]! + k, i);
      for (const w of f.weights)
        for (let c = 0x21; c < 0x7f; c++) {
          const i = index.get(c);
          expect(i, `${f.family} U+${c.toString(16)}`).toBeDefined();
          expect(
            Number.parseInt(m.widths[w]!.slice(i! * 3, i! * 3 + 3), 36),
            `${f.family} ${w} U+${c.toString(16)}`,
          ).toBeGreaterThan(0);
        }
    }
    expect(FONT_METRICS[SLIDE_FONT.family]!.runs[0]).toBe(0);
  });
});
