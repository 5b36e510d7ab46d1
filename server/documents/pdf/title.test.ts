import { describe, expect, test } from 'vitest';
import { isByline, metadataTitle, realTitle, withTitle } from './title';

describe("a PDF's metadata title", () => {
  test('is kept when it is a title', () => {
    expect(realTitle('  The CJHebrew   manual ')).toBe('The CJHebrew manual');
    expect(metadataTitle({ Title: 'Debian New Maintainers’ Guide' }, undefined)).toBe(
      'Debian New Maintainers’ Guide',
    );
    // XMP's dc:title when the information dictionary has none.
    expect(metadataTitle({ Title: '' }, 'Quarterly review')).toBe('Quarterly review');
  });

  test.each([
    [''],
    ['   '],
    ['Untitled'],
    ['untitled document'],
    ['Microsoft Word - q3 report.docx'],
    ['Microsoft PowerPoint - Pitch'],
    ['report-final.pdf'],
    ['q3_report_final'],
    ['Doc1'],
    ['C:\\Users\\ann\\report'],
    ['1234'],
  ])('is not a title: “%s”', (value) => {
    expect(realTitle(value)).toBeUndefined();
  });

  test('is not a string: none', () => {
    expect(metadataTitle({ Title: 42 }, { text: 'x' })).toBeUndefined();
    expect(metadataTitle(undefined, undefined)).toBeUndefined();
  });
});

describe('a byline on a cover page', () => {
  test.each([
    ['Josip Rodin and Osamu Aoki', undefined, undefined],
    ['Christian Justen', undefined, 'mail@christian-justen.de'],
    ['Christian Justen', undefined, undefined],
    ['Thomas Williams & Colin Kelley', undefined, undefined],
    ['March 6th, 2017 – Version 0.2a', undefined, undefined],
    ['June 2017', undefined, undefined],
    // A script without capitals: the e-mail address under it says it is a name.
    ['נדב הראל', undefined, 'nadav@harel.org.il'],
    ['Prepared by Ann Lee', 'Ann Lee', undefined],
  ])('“%s” is one', (line, author, next) => {
    expect(isByline(line, author, next)).toBe(true);
  });

  test.each([
    'An Interactive Plotting Program',
    'Annual Report 2023',
    'The Debian GNU/Linux FAQ',
    'Overview',
    'סוגיות בכתיב חסר הניקוד',
    'How we grew revenue by a third in 2023 across Europe',
  ])('“%s” is not', (line) => {
    expect(isByline(line, undefined, 'The first paragraph of the document.')).toBe(false);
  });
});

describe("the extracted text with the metadata's title", () => {
  test('takes the title before a byline heading, which stays as a line', () => {
    const text =
      '--- page 1 ---\n\n### Josip Rodin and Osamu Aoki\n\n--- page 2 ---\n\n# Getting started\n\nText.';
    expect(withTitle(text, "Debian New Maintainers' Guide", 'Josip Rodin and Osamu Aoki')).toBe(
      "--- page 1 ---\n\n# Debian New Maintainers' Guide\n\nJosip Rodin and Osamu Aoki\n\n--- page 2 ---\n\n# Getting started\n\nText.",
    );
  });

  test('works on a one-page text without page markers', () => {
    expect(withTitle('## June 2017\n\nSome text.', 'Budget', undefined)).toBe(
      '# Budget\n\nJune 2017\n\nSome text.',
    );
  });

  test('leaves a real heading, the same title, or no title alone', () => {
    const titled =
      '--- page 1 ---\n\n## An Interactive Plotting Program\n\n### Thomas Williams & Colin Kelley';
    expect(withTitle(titled, 'gnuplot documentation', 'gnuplot')).toBe(titled);
    const same = '# The Debian GNU/Linux FAQ\n\nJune 2017';
    expect(withTitle(same, 'The Debian GNU/Linux FAQ', undefined)).toBe(same);
    const byline = '## Christian Justen\n\nText.';
    expect(withTitle(byline, undefined, 'Christian Justen')).toBe(byline);
  });

  test('only looks at the first page', () => {
    const text = '--- page 1 ---\n\nA cover without headings.\n\n--- page 2 ---\n\n## Ann Lee and Bo Chen';
    expect(withTitle(text, 'Field guide', undefined)).toBe(text);
  });
});
