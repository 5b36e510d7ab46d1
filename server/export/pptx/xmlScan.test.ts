import { describe, expect, test, vi } from 'vitest';
import { SCRIPT_FALLBACKS } from '../../../common/fonts/families';
import { fontSlots } from './text';
import { replaceEmptyElement, spansOf } from './xmlScan';

const run = (text: string) =>
  `<a:r><a:rPr lang="en-US" sz="2400"><a:latin typeface="Inter"/><a:ea typeface="Inter" pitchFamily="34"/><a:cs typeface="Inter"/></a:rPr><a:t>${text}</a:t></a:r>`;

describe('linear XML scans for the PowerPoint file', () => {
  test('spans in order, none when unclosed', () => {
    const xml = '<p:sp>a</p:sp><x/><p:sp>b</p:sp><p:sp>open';
    expect([...spansOf(xml, '<p:sp>', '</p:sp>')].map(([s, e]) => xml.slice(s, e))).toEqual([
      '<p:sp>a</p:sp>',
      '<p:sp>b</p:sp>',
    ]);
  });

  test('an empty element is replaced with its extra attributes; a malformed one is left alone', () => {
    expect(
      replaceEmptyElement(
        '<a:ea typeface="Inter" pitchFamily="34"/>x',
        '<a:ea typeface="',
        '<a:ea typeface="N"/>',
      ),
    ).toBe('<a:ea typeface="N"/>x');
    expect(replaceEmptyElement('<a:ea typeface="Inter">', '<a:ea typeface="', '<a:ea/>')).toBe(
      '<a:ea typeface="Inter">',
    );
  });

  test('each run names the CJK fallback for East Asian text and Hebrew or Arabic for complex scripts', () => {
    const xml = `<p:txBody>${run('Tom &amp; Jerry')}${run('שלום')}${run('مرحبا')}</p:txBody>`;
    const out = fontSlots(xml);
    expect(out.match(new RegExp(`<a:ea typeface="${SCRIPT_FALLBACKS.cjk}"/>`, 'g'))).toHaveLength(3);
    expect(out).toContain(`<a:cs typeface="${SCRIPT_FALLBACKS.hebrew}"/></a:rPr><a:t>שלום`);
    expect(out).toContain(`<a:cs typeface="${SCRIPT_FALLBACKS.arabic}"/></a:rPr><a:t>مرحبا`);
    expect(out).toContain('<a:latin typeface="Inter"/>');
    expect(out).toContain('<a:t>Tom &amp; Jerry</a:t>');
  });

  test('a long run of openers is scanned in linear time: twice the input, twice the characters read', () => {
    // Every scan here is String.prototype.indexOf: count the characters each call passes over.
    const indexOf = String.prototype.indexOf;
    let read = 0;
    const spy = vi.spyOn(String.prototype, 'indexOf').mockImplementation(function (
      this: string,
      search: string,
      from?: number,
    ) {
      const at = indexOf.call(this, search, from);
      read += (at < 0 ? this.length : at + search.length) - Math.max(0, from ?? 0);
      return at;
    });
    const charactersRead = (n: number) => {
      const hostile = '<a:r><a:rPr>'.repeat(n);
      read = 0;
      expect(fontSlots(hostile)).toBe(hostile);
      return read;
    };
    try {
      const once = charactersRead(20_000);
      expect(charactersRead(40_000)).toBeLessThanOrEqual(2.1 * once);
    } finally {
      spy.mockRestore();
    }
  });
});
