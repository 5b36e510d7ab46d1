import { expect, test } from 'vitest';
import { fr } from './fr';
import { LOCALES } from './index';
import type { Locale } from './types';

test('every locale names every section of every kind of deck', () => {
  for (const [lang, l] of Object.entries(LOCALES))
    for (const [kind, words] of Object.entries(l.kinds)) {
      expect(words.label, `${lang} ${kind}`).not.toBe('');
      for (const s of Object.values(words.sections) as { title: string }[]) expect(s.title).not.toBe('');
    }
});

test('a locale missing a section does not compile', () => {
  const { goals: _dropped, ...sections } = fr.kinds.proposal.sections;
  const broken: Locale = {
    ...fr,
    // @ts-expect-error: the proposal's "goals" section has no words.
    kinds: { ...fr.kinds, proposal: { label: 'Proposition', sections } },
  };
  expect(Object.keys(broken.kinds.proposal.sections)).not.toContain('goals');
});
