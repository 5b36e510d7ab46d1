import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ENGLISH_CASES } from '../../../../tests/helpers/englishBriefs';
import { draftDeck } from './drafter';

// English drafts pinned byte for byte, so that teaching the drafter another language cannot move
// them. A deliberate change to English drafting rewrites the file (each change reviewed in its diff).
const GOLDEN: Record<string, unknown> = JSON.parse(
  readFileSync(new URL('./fixtures/english.golden.json', import.meta.url), 'utf8'),
);

test('the golden file covers every English case', () => {
  expect(Object.keys(GOLDEN).sort()).toEqual(Object.keys(ENGLISH_CASES).sort());
});

test.each(Object.keys(ENGLISH_CASES))('the English draft “%s” is byte-identical to before', (name) => {
  expect(JSON.stringify(draftDeck(ENGLISH_CASES[name]!))).toBe(JSON.stringify(GOLDEN[name]));
});
