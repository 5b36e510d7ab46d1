import iconv from 'iconv-lite';
import { describe, expect, test } from 'vitest';
import { decodeText } from './charset';
import { isPageNumber } from './pdf/running';
import { fixMarks, normalizeForms, repairCyrillic, resolveHyphens } from './prose';
import { rubyBaseText } from './word';

describe('text helpers', () => {
  test('ligatures and presentation forms become letters; ² and ™ stay as written', () => {
    expect(normalizeForms('ﬁnance ﬂow ² ™ ＡＢＣ')).toBe('finance flow ² ™ ABC');
    expect(normalizeForms('\ufef3\ufe8e')).toBe('\u064a\u0627');
  });

  test('Arabic vowel marks placed before their letters go back after them', () => {
    expect(fixMarks('َدَجاَجُة', true)).toBe('دَجَاجَةُ');
    expect(fixMarks('دَجَاجَةُ', true)).toBe('دَجَاجَةُ');
  });

  test('a paragraph of a legacy Cyrillic font is read back through Windows-1251; French is left alone', () => {
    expect(repairCyrillic('Ïðåäèñëîâèå ê ðóññêîìó èçäàíèþ')).toBe('Предисловие к русскому изданию');
    expect(repairCyrillic('Crème brûlée à São Paulo, déjà vu')).toBe('Crème brûlée à São Paulo, déjà vu');
  });

  test('charsets: CP866 and Windows-1251 Russian, Shift_JIS Japanese are detected', () => {
    const ru =
      'Пакет предназначен для верстки дипломов, диссертаций и авторефератов в соответствии с требованиями.';
    expect(decodeText(iconv.encode(ru, 'cp866'))).toBe(ru);
    expect(decodeText(iconv.encode(ru, 'windows-1251'))).toBe(ru);
    const ja = 'この冊子はフリーです。再配布することも修正することもできます。';
    expect(decodeText(iconv.encode(ja, 'shift_jis'))).toBe(ja);
  });

  test('page numbers in their usual forms', () => {
    for (const t of ['12', 'xiv', 'Page 3', '3 of 10', '- 4 -', '3/10'])
      expect(isPageNumber(t), t).toBe(true);
    for (const t of ['Chapter 3', '2010 results', 'Index']) expect(isPageNumber(t), t).toBe(false);
  });

  test('line-end hyphens resolve by the document’s own words', () => {
    expect(resolveHyphens('reorgani\u00adzation and well\u00adknown, a well-known case')).toBe(
      'reorganization and well-known, a well-known case',
    );
  });

  test('a Word phonetic guide (ruby) keeps its base text', () => {
    const xml =
      '<w:r><w:ruby><w:rubyPr/><w:rt><w:r><w:t>かんじ</w:t></w:r></w:rt><w:rubyBase><w:r><w:t>漢字</w:t></w:r></w:rubyBase></w:ruby></w:r>';
    expect(rubyBaseText(xml)).toBe('<w:r><w:t xml:space="preserve">漢字</w:t></w:r>');
  });
});
