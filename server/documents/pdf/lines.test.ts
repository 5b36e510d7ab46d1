import { expect, test } from 'vitest';
import { glyphsOf, lineOf } from './lines';

const item = (str: string, x: number, width: number) => ({
  str,
  transform: [10, 0, 0, 10, x, 700],
  width,
  height: 10,
  fontName: str.trim() ? 'F1' : 'F2',
});

test('a space item in a narrow font still parts the words around it', () => {
  // As pdf.js reads maint-guide.pdf: a space of 1.5 pt between two runs (under the 2.2 pt a gap needs).
  const items = [
    item('such as the', 0, 50),
    item(' ', 50, 1.5),
    item('lsdiff,', 51.5, 30),
    item('interdiff', 81.5, 40),
  ];
  expect(lineOf(glyphsOf(items)).text).toBe('such as the lsdiff,interdiff');
});

test('right to left, the space sits before the piece read first', () => {
  // Visual order on the page, left to right: "عالم", a space, "مرحبا" (read right to left).
  const items = [item('عالم', 0, 20), item(' ', 20, 1.5), item('مرحبا', 21.5, 25)];
  expect(lineOf(glyphsOf(items)).text).toBe('مرحبا عالم');
});
