import { describe, expect, test } from 'vitest';
import { selfCorrection } from './corrections';

describe('a figure corrected in the sentence that says it', () => {
  test.each([
    [
      'Swims per season have gone 22,900 in 2023, 27,600 in 2024 and 31,400 in 2025 – no sorry thats wrong its 34,100 in 2025 i always swap them round.',
      '31,400',
      '34,100',
      'Swims per season have gone 22,900 in 2023, 27,600 in 2024 and 34,100 in 2025.',
    ],
    [
      'Umsatz 2026: 4,3 Mio. € – Moment, Korrektur von Frau Lindqvist: 4,6 Mio. €',
      '4,3 Mio. €',
      '4,6 Mio. €',
      'Umsatz 2026: 4,6 Mio. €',
    ],
    [
      'the launch is the 2nd of March — no, sorry, it moved, it’s the 16th of March 2026',
      '2nd',
      '16th',
      'the launch is the 16th of March 2026',
    ],
    [
      'In 2025 telden we 410.000 stallingen, nee wacht, 380.000 stallingen (410.000 was inclusief de weekendactie).',
      '410.000',
      '380.000',
      'In 2025 telden we 380.000 stallingen.',
    ],
    ['The hall opened in 1936 – sorry, 1937, my bad.', '1936', '1937', 'The hall opened in 1937.'],
  ])('%s', (sentence, old, fresh, text) => {
    expect(selfCorrection(sentence)).toEqual({ old, fresh, text });
  });

  test('a year never stands for a count: nothing to correct when only a year comes before', () => {
    expect(selfCorrection('In 2025 – sorry, we had 3,400 members')).toBeUndefined();
  });
});
