import { expect, test } from 'vitest';
import { draftDeck } from './drafter';

/**
 * A chat's speakers, whatever their script: the name never reaches a slide, their matter does. (A
 * name that opens two messages or more is a speaker; once, it may be a label: "Costs: …".)
 */
test.each([
  ['Inès', 'Inès : le chiffre d’affaires 2026 atteint 3,4 M€, en hausse de 12 %.'],
  ['Σοφία Παππά', 'Σοφία Παππά: survey 2025 found 64% of visitors are aged 18–34.'],
  ['Łukasz', 'Łukasz: we shipped 41,250 orders in July 2026.'],
])('“%s:” leaves the slide, the figures stay', (name, line) => {
  const brief = [
    line,
    `${name}: the warehouse opened in 2019.`,
    'Zoë: the board meets on 12 March to decide on the new warehouse.',
    'Zoë: costs are £1.2M for the fit-out and £300,000 for racking.',
  ].join('\n');
  const d = draftDeck({ request: {}, title: 'Review', brief, metadata: {}, documents: [] });
  if ('say' in d) throw new Error(d.say);
  const shown = d.slides
    .flatMap((s) => [
      s.title,
      s.content.subtitle ?? '',
      s.content.text ?? '',
      ...(s.content.items ?? []),
      ...(s.content.metrics ?? []).flatMap((m) => [m.value, m.label, m.subtext ?? '']),
    ])
    .join('\n');
  expect(shown).not.toContain(`${name}`);
  expect(shown).not.toContain('Zoë');
  expect(shown).toMatch(/3,4|64%|41,250/);
});
