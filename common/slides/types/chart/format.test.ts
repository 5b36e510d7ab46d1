import { describe, expect, test } from 'vitest';
import { formatValue } from './format';

// The formatted values are kept by value and unit: values that print alike in JavaScript but
// not in Intl (0 and -0) and the same value in other units stay apart.
describe('chart values as labelled', () => {
  test('the same value in other units, asked twice', () => {
    for (let k = 0; k < 2; k++) {
      expect(formatValue(7.9, '€M')).toBe('€7.9M');
      expect(formatValue(7.9, '%')).toBe('7.9%');
      expect(formatValue(7.9, 'users')).toBe('7.9 users');
      expect(formatValue(1200)).toBe('1,200');
      expect(formatValue(-4.5, '$')).toBe('-$4.5');
    }
  });

  test('0 and -0 as Intl writes each', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    expect(formatValue(0)).toBe(intl.format(0));
    expect(formatValue(-0)).toBe(intl.format(-0));
    expect(formatValue(0)).toBe(intl.format(0));
  });
});
