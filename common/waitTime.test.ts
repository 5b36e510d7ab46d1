import { describe, expect, test } from 'vitest';
import { waitInWords } from './waitTime';

describe('waitInWords', () => {
  test.each([
    [1, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [1751, '30 minutes'],
    [89 * 60, '89 minutes'],
    [90 * 60, '2 hours'],
    [24 * 60 * 60, '24 hours'],
  ])('%i s reads as %s', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});
