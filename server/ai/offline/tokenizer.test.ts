import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { baseState } from '../../../tests/phrasings/engine';
import { applyOperations, parseOperations } from '../../deck';
import { interpretCommand } from './index';
import { correct, normalise } from './spelling';
import { tokenize } from './tokenizer';
import { VOCABULARY } from './vocabulary';

const kinds = (text: string) => tokenize(text).map((t) => `${t.kind}:${t.kind === 'quoted' ? t.value : t.w}`);

describe('tokenizer', () => {
  test('figures keep their currency and unit; ordinals are numbers', () => {
    const t = tokenize('revenue $3.2M, 45 % growth, €1.2bn, 1,200 users, the 3rd slide');
    const numbers = t
      .filter((x) => x.kind === 'number')
      .map((x) => [x.w, x.num, x.unit, x.currency, x.ordinal]);
    expect(numbers).toEqual([
      ['$3.2m', 3.2, 'm', '$', undefined],
      ['45 %', 45, '%', undefined, undefined],
      ['€1.2bn', 1.2, 'b', '€', undefined],
      ['1,200', 1200, undefined, undefined, undefined],
      ['3rd', 3, undefined, undefined, true],
    ]);
  });

  test('quotes of every kind are one token; apostrophes inside words are not quotes', () => {
    expect(kinds(`call it "Vision 2030" or “Plan B” or 'Next steps', it's fine`)).toEqual([
      'word:call',
      'word:it',
      'quoted:Vision 2030',
      'word:or',
      'quoted:Plan B',
      'word:or',
      'quoted:Next steps',
      'punct:,',
      "word:it's",
      'word:fine',
    ]);
  });

  test('hex colours, hyphenated words and list markers', () => {
    expect(kinds('#FF8800 in-house #12\n- one\n2. two')).toEqual([
      'hex:#ff8800',
      'word:in-house',
      'punct:#',
      'number:12',
      'newline:\n',
      'word:one',
      'newline:\n',
      'word:two',
    ]);
  });

  test('every token lies within the text, in order, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        let at = 0;
        for (const t of tokenize(text)) {
          expect(t.start).toBeGreaterThanOrEqual(at);
          expect(t.end).toBeGreaterThan(t.start);
          expect(t.end).toBeLessThanOrEqual(text.length);
          at = t.end;
        }
      }),
    );
  });
});

describe('spelling', () => {
  test.each([
    ['sldie', 'slide'],
    ['metrcis', 'metrics'],
    ['renmae', 'rename'],
    ['backgroud', 'background'],
    ['dupliacte', 'duplicate'],
    ['mvoe', 'move'],
    ['begining', 'beginning'],
    ['checklst', 'checklist'],
    ['spekaer', 'speaker'],
    ['teh', 'the'],
  ])('%s is read as %s', (typo, word) => {
    expect(correct(typo)).toBe(word);
  });

  test.each([
    'team',
    'side',
    'sign',
    'market',
    'launch',
    'hiring',
    'contract',
    'pricing',
    'sprint',
    'results',
  ])('the ordinary word “%s” is left alone', (word) => {
    expect(correct(word)).toBeUndefined();
  });

  test('British spellings and verb forms read as one word', () => {
    const words = normalise(tokenize('Summarise the colours, adding grey')).map((t) => t.w);
    expect(words).toEqual(
      ['summarize', 'the', 'colors', 'punct', 'add', 'gray'].map((w) => (w === 'punct' ? ',' : w)),
    );
  });

  test('words that every object has ("constructor", "toString") are words like any other', () => {
    const names = ['constructor', 'tostring', 'valueof', 'hasownproperty', 'prototype'];
    expect(normalise(tokenize(names.join(' '))).map((t) => t.w)).toEqual(names);
    expect(interpretCommand('add constructor slides', baseState()).operations).toEqual([
      { op: 'add_slide', type: 'content', title: 'Constructor', content: {} },
    ]);
  });

  test('every vocabulary word is its own spelling', () => {
    for (const w of VOCABULARY) expect(correct(w)).toBeUndefined();
  });
});

describe('whatever is typed, the engine answers or proposes valid operations', () => {
  const words = [
    ...VOCABULARY,
    'slide',
    '2',
    '3',
    '9',
    'Results',
    '"Plan"',
    ',',
    ':',
    'and',
    '#123456',
    '45%',
    '$3M',
    '\n- ',
  ];
  const phrase = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 14 }).map((w) => w.join(' '));

  test.each([
    ['random text', fc.string({ maxLength: 300 })],
    ['random commands of its own words', phrase],
  ])('%s', (_name, arbitrary) => {
    fc.assert(
      fc.property(arbitrary, fc.constantFrom(undefined, 's1', 's3'), (command, selected) => {
        const result = interpretCommand(command, baseState(), selected);
        if (result.draft) return;
        if (!result.operations.length) {
          expect(result.notUnderstood).toBeTruthy();
          return;
        }
        const parsed = parseOperations(result.operations);
        expect(parsed.ok).toBe(true);
        applyOperations(
          baseState(),
          result.operations,
          () => 'x',
          () => 1,
        );
      }),
      { numRuns: 400 },
    );
  });
});
