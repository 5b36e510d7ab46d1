import { describe, expect, test } from 'vitest';
import { Cursor } from './cursor';
import { parseMessage } from './index';
import type { Intent } from './intents';
import { MORE, type Row, readRows, type Slots, TARGET, TEXT } from './patterns';
import { normalise } from './spelling';
import { tokenize } from './tokenizer';

const slide = (n: number) => ({ kind: 'numbers', numbers: [n] });

// Phrasings of issue 28 read by pattern rows (or the frames before them): each gives this intent.
test.each([
  [
    'on the challenges slide change Slow onboarding to Fast onboarding',
    {
      kind: 'replace_text',
      find: 'Slow onboarding',
      replacement: 'Fast onboarding',
      target: { kind: 'named', name: 'challenges' },
    },
  ],
  [
    "move 'Next steps' to the top of the agenda",
    {
      kind: 'move_item',
      target: { kind: 'named', name: 'agenda' },
      which: { text: 'Next steps' },
      to: { kind: 'start' },
    },
  ],
  ['rename slide 3 to Pricing', { kind: 'rename', target: slide(3), title: 'Pricing' }],
  ['swap slides 2 and 4', { kind: 'swap', a: slide(2), b: slide(4) }],
  [
    'put the team slide after pricing',
    {
      kind: 'move',
      target: { kind: 'named', name: 'team' },
      position: { kind: 'after', target: { kind: 'named', name: 'pricing' } },
    },
  ],
  // New rows: bare numbers are slides' numbers, and "switch" swaps two slides.
  ['swap 2 and 4', { kind: 'swap', a: slide(2), b: slide(4) }],
  ['switch slides 2 and 4', { kind: 'swap', a: slide(2), b: slide(4) }],
  ['switch slide 2 with slide 4', { kind: 'swap', a: slide(2), b: slide(4) }],
  // Misses of issue 28: no comma after the slide, "on" for "of", and "times" as the spelling reads it.
  [
    'on challenges change Slow onboarding to Fast onboarding',
    {
      kind: 'replace_text',
      find: 'Slow onboarding',
      replacement: 'Fast onboarding',
      target: { kind: 'named', name: 'challenges' },
    },
  ],
  [
    'on next steps slide replace Hire with Recruit',
    {
      kind: 'replace_text',
      find: 'Hire',
      replacement: 'Recruit',
      target: { kind: 'named', name: 'next steps' },
    },
  ],
  [
    'on the pricing remove bullet 2',
    { kind: 'remove_item', target: { kind: 'named', name: 'pricing' }, which: { index: 2 } },
  ],
  // "in the end" is not a slide: the edit is the selected slide's, never "X on the end slide".
  ['in the end change the title to Outcomes', { kind: 'rename', target: { kind: 'it' }, title: 'Outcomes' }],
  [
    "move 'Next steps' to the top on the agenda",
    {
      kind: 'move_item',
      target: { kind: 'named', name: 'agenda' },
      which: { text: 'Next steps' },
      to: { kind: 'start' },
    },
  ],
  [
    "move 'Next steps' to the bottom in the agenda",
    {
      kind: 'move_item',
      target: { kind: 'named', name: 'agenda' },
      which: { text: 'Next steps' },
      to: { kind: 'end' },
    },
  ],
  ['duplicate slide 2 three times', { kind: 'duplicate', target: slide(2), times: 3 }],
  ['duplicate it 4 times', { kind: 'duplicate', target: { kind: 'it' }, times: 4 }],
])('%s', (say, intent) => {
  expect(parseMessage(say)).toEqual({ intents: [intent] });
});

describe('the pattern reader', () => {
  const cursor = (text: string) => {
    const tokens = normalise(tokenize(text));
    return new Cursor(text, tokens);
  };
  const said = (c: Cursor, s: Slots): Intent => ({ kind: 'brief', mode: 'add', text: c.text(...s.words!) });
  const rows: Row[] = [
    // A cut: once "never" is read, no later row is tried even though this one fails.
    { say: ['never', '!', 'mind'], make: () => ({ kind: 'help' }) },
    { say: ['note', TEXT, 'on', TARGET, '.'], make: said },
    { say: ['=note', 'note', 'please?', TEXT, '.'], make: said },
    { say: [TEXT, '.'], make: () => ({ kind: 'list_slides' }) },
  ];

  test('free words are as few as let the rest of the row match, to the end', () => {
    const c = cursor('note call Ana on slide 3');
    expect(readRows(c, rows)).toEqual({ kind: 'brief', mode: 'add', text: 'call Ana' });
    expect(readRows(cursor('note please call Ana'), rows)).toEqual({
      kind: 'brief',
      mode: 'add',
      text: 'call Ana',
    });
  });

  test('a cut stops the table; a row that fails otherwise leaves the cursor where it was', () => {
    expect(readRows(cursor('never again'), rows)).toBeUndefined();
    expect(readRows(cursor('anything else'), rows)).toEqual({ kind: 'list_slides' });
    const c = cursor('note');
    expect(readRows(c, rows.slice(1, 2))).toBeUndefined();
    expect(c.i).toBe(0);
  });

  test('free words are never none, and MORE is a second run of them', () => {
    const pair = (c: Cursor, s: Slots): Intent => ({
      kind: 'replace_text',
      find: c.text(...s.words!),
      replacement: c.text(...s.more!),
    });
    const change: Row[] = [{ say: [TEXT, 'to', MORE, '.'], make: pair }];
    // The first "to" splits, but never before one word: "to X" is what is found.
    expect(readRows(cursor('to X to Y to Z'), change)).toEqual({
      kind: 'replace_text',
      find: 'to X',
      replacement: 'Y to Z',
    });
    expect(readRows(cursor('X to'), change)).toBeUndefined();
  });

  test('a test step looks at what is here and reads nothing', () => {
    const quoted: Row[] = [
      { say: [(c) => c.peek()?.kind === 'quoted', TEXT, '.'], make: said },
      { say: [TEXT, '.'], make: () => ({ kind: 'help' }) },
    ];
    expect(readRows(cursor('"Call Ana" now'), quoted)).toEqual({
      kind: 'brief',
      mode: 'add',
      text: '"Call Ana" now',
    });
    expect(readRows(cursor('Call Ana now'), quoted)).toEqual({ kind: 'help' });
  });
});
