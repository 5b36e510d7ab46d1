import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isCjk, isLetter, vocabulary } from '../prose';
import { termsOf } from './rank';

// termsOf and vocabulary read a book's every character, so they slice runs of the text instead of
// building words a character at a time (issue: drafting a book was mostly garbage collection).
// They must still say exactly what the plain character-by-character reading says: these are that
// reading, as it was, and both are compared on text of every kind, surrogate pairs included.

const STOP = new Set(['the', 'and', 'и', 'der']);

function termsByCharacter(sentence: string, stop: Set<string>): string[] {
  const terms: string[] = [];
  let word = '';
  let previousCjk = '';
  const flush = () => {
    if (word.length > 1 && !stop.has(word)) terms.push(word);
    word = '';
  };
  for (const ch of sentence.toLowerCase()) {
    if (/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3000-\u303f\uff00-\uffef]/u.test(ch)) {
      flush();
      if (previousCjk) terms.push(previousCjk + ch);
      previousCjk = ch;
      continue;
    }
    previousCjk = '';
    if (/\p{L}/u.test(ch) || (ch >= '0' && ch <= '9')) word += ch;
    else flush();
  }
  flush();
  return terms;
}

function vocabularyByCharacter(text: string) {
  const words = new Set<string>();
  const compounds = new Set<string>();
  let word = '';
  let compound = '';
  const flush = () => {
    if (word) words.add(word);
    if (compound.includes('-')) compounds.add(compound);
    word = '';
    compound = '';
  };
  for (const ch of text.toLowerCase()) {
    if (/\p{L}/u.test(ch)) {
      word += ch;
      compound += ch;
    } else if (ch === '-' && word) {
      words.add(word);
      word = '';
      compound += '-';
    } else flush();
  }
  flush();
  return { words, compounds };
}

// Letters of several scripts, CJK, digits, hyphens, spaces, punctuation, an astral letter (𝐀),
// an astral CJK ideograph (𠀋) and lone surrogates.
const PIECES = [
  'a',
  'B',
  'é',
  'ж',
  'Я',
  'ש',
  'ع',
  '日',
  '本',
  'か',
  'ア',
  '한',
  '7',
  '-',
  ' ',
  '.',
  '\n',
  '𝐀',
  '𠀋',
  '\ud800',
  '\udc00',
  'the',
  'and',
  '—',
  'İ',
];
const texts = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((p) => p.join(''));

describe('reading a text by runs says what reading it by characters says', () => {
  test('termsOf', () => {
    fc.assert(
      fc.property(texts, (text) => {
        // STOPWORDS of rank.ts hold these three, so the reference leaves them out too.
        expect(termsOf(text)).toEqual(termsByCharacter(text, STOP));
      }),
      { numRuns: 2000 },
    );
  });

  test('vocabulary', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const fast = vocabulary(text);
        const plain = vocabularyByCharacter(text);
        expect([...fast.words]).toEqual([...plain.words]);
        expect([...fast.compounds]).toEqual([...plain.compounds]);
      }),
      { numRuns: 2000 },
    );
  });

  test('the remembered character classes answer as the regexes do', () => {
    for (const ch of ['a', 'é', '日', 'ア', '1', ' ', '-', '𝐀', '𠀋', '\ud800', '', undefined]) {
      expect(isLetter(ch)).toBe(ch !== undefined && /\p{L}/u.test(ch));
      expect(isCjk(ch)).toBe(
        ch !== undefined && /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3000-\u303f\uff00-\uffef]/u.test(ch),
      );
    }
    // Asked twice, the remembered answer is the same.
    expect(isLetter('ж')).toBe(true);
    expect(isLetter('ж')).toBe(true);
  });
});
