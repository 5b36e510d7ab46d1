import { describe, expect, test } from 'vitest';
import { FALLBACK_EM, lineWidth, textWidth } from './measure';

// Text is measured by code point, as a string's iterator reads it: a surrogate pair is one
// character, a lone surrogate one of its own (measure.ts reads the string without the iterator).
describe('text measured by code point', () => {
  const exact = { size: 100, weight: 400, guess: true };

  test('an emoji written as a surrogate pair is one emoji wide', () => {
    expect(textWidth('🚀', exact)).toBeCloseTo(100 * FALLBACK_EM.emoji, 9);
    expect(textWidth('🚀🚀', exact)).toBeCloseTo(200 * FALLBACK_EM.emoji, 9);
  });

  test('a lone surrogate counts as one character the font lacks', () => {
    expect(textWidth('\ud83d', exact)).toBeCloseTo(100 * FALLBACK_EM.other, 9);
    expect(textWidth('\ude80\ud83d', exact)).toBeCloseTo(200 * FALLBACK_EM.other, 9);
  });

  test('the same paragraph measures the same however often it is asked (its pieces are kept)', () => {
    const style = { size: 37, weight: 700 };
    const first = lineWidth('Launch 東京 day — עברית', style);
    expect(lineWidth('Launch 東京 day — עברית', style)).toBe(first);
    expect(lineWidth('Launch 東京 day — עברית', { ...style, size: 20 })).toBeLessThan(first);
  });
});
