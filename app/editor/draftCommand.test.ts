import { expect, test } from 'vitest';
import { draftCommand } from './draftCommand';

test('the draft command draws on the brief, else on the title, else asks', () => {
  expect(draftCommand({ title: 'Acme', brief: 'Win the Acme migration.' })).toBe(
    'Draft the deck from the brief',
  );
  expect(draftCommand({ title: 'Acme "cloud" plan', brief: '  ' })).toBe(
    'Draft the deck about “Acme cloud plan”',
  );
  expect(draftCommand({ title: 'Untitled', brief: '' })).toBe('Draft the deck');
  expect(draftCommand({ title: '', brief: '' })).toBe('Draft the deck');
});
