import { describe, expect, test } from 'vitest';
import { toHex } from './colors';
import { blend } from './pptx/shapes';

describe('CSS colours as PowerPoint hex', () => {
  test('hex, rgb() and names; anything else is the fallback, never an object property', () => {
    expect(toHex('#abc', '000000')).toBe('AABBCC');
    expect(toHex('#003366ff', '000000')).toBe('003366');
    expect(toHex('rgb(1, 2, 300)', '000000')).toBe('0102FF');
    expect(toHex('Navy', '000000')).toBe('000080');
    for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'hsl(10, 50%, 50%)'])
      expect(toHex(word, '123456'), word).toBe('123456');
    // What the drawings do with it: blending needs six hex digits.
    expect(blend(toHex('constructor', 'FFFFFF'), '000000', 0.5)).toBe('808080');
  });
});
