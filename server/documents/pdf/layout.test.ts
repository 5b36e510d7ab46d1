import { describe, expect, test } from 'vitest';
import { readingOrder } from './columns';
import { pagesToText } from './extract';
import type { Line } from './lines';

// Two layouts the corpus showed read wrong: a paper's three columns under a title and abstract set
// across them, read as a table (multicol.pdf); and a cover's title that the later pages repeat as
// their running header, dropped with the headers (gnuplot.pdf: "gnuplot 5.4").

const line = (text: string, x0: number, x1: number, y: number, size = 10, font = 'body'): Line => ({
  text,
  x0,
  x1,
  y,
  size,
  font,
  rtl: false,
});

describe('a page of three columns under a title and abstract set across them', () => {
  const wide = [
    'A Title Over Everything',
    'An abstract line one',
    'abstract line two',
    'abstract line three',
    'abstract line four',
    'abstract line five',
  ].map((t, i) => line(t, 0, 460, 800 - i * 12));
  const column = (name: string, x0: number, x1: number) =>
    Array.from({ length: 11 }, (_, i) =>
      line(`${name} line ${i + 1} of its column text`, x0, x1, 700 - i * 12),
    );
  // A justified line of few words, cut into pieces at its wide spaces.
  const justified = [line('a', 0, 5, 568), line('normal', 25, 60, 568), line('page', 85, 140, 568)];
  const lines = [
    ...wide,
    ...column('left', 0, 140),
    ...justified,
    ...column('middle', 160, 300),
    ...column('right', 320, 460),
  ];

  test('reads each column top to bottom, one after the other', () => {
    const texts = readingOrder(lines, 10).map((l) => l.text);
    expect(texts.slice(0, 6)).toEqual(wide.map((l) => l.text));
    const at = (t: string) => texts.indexOf(t);
    expect(at('left line 11 of its column text')).toBeLessThan(at('middle line 1 of its column text'));
    expect(at('middle line 11 of its column text')).toBeLessThan(at('right line 1 of its column text'));
  });

  test("joins a justified line's pieces back into one line", () => {
    const texts = readingOrder(lines, 10).map((l) => l.text);
    expect(texts).toContain('a normal page');
    expect(pagesToText([lines])).not.toContain('|');
  });
});

describe("a cover's title repeated as the running header", () => {
  test('stays on the cover, as its title, and goes from the other pages', () => {
    const body = (page: number) =>
      Array.from({ length: 6 }, (_, i) =>
        line(`Body text of page ${page}, line ${i + 1}, set as prose is.`, 72, 500, 600 - i * 14),
      );
    const pages = [
      [
        line('gnuplot 5.4', 250, 360, 700, 20, 'title'),
        line('An Interactive Plotting Program', 200, 410, 670, 14, 'title'),
        ...body(1),
      ],
      ...[2, 3, 4].map((n) => [line('gnuplot 5.4', 280, 330, 760), line(String(n), 72, 78, 760), ...body(n)]),
    ];
    const text = pagesToText(pages);
    expect(text.split('\n')).toContain('# gnuplot 5.4');
    expect(text.split('gnuplot 5.4').length - 1).toBe(1);
  });
});

describe('a line in another face', () => {
  test('that runs on into the next line is prose, not a heading', () => {
    const body = Array.from({ length: 8 }, (_, i) =>
      line(`Body text line ${i + 1} set in the regular face of the document.`, 72, 300, 700 - i * 12),
    );
    const code = { ...line('\\maxbalancingoverflow which', 72, 240, 600), font: 'tt' };
    const next = line('defaults to 12pt). This ensures that we cut', 72, 300, 588);
    const text = pagesToText([[...body, code, next]]);
    expect(text).not.toContain('#');
    expect(text).toContain('\\maxbalancingoverflow which defaults to 12pt)');
  });
});
