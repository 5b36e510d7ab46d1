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
      for (const w of f.weights) expect(m.widths[w]!.length).toBeGreaterThan(3 * 600);
    }
    expect(FONT_METRICS[SLIDE_FONT.family]!.runs[0]).toBe(0);
  });
});
