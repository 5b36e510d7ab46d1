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

/**
 * A chat export whose message headers set the name in bold with the time in brackets
 * ("**Aoife Byrne**  [10:02]"): the time was read as a prompt and went first, and the name alone
 * then headed the message's matter as a section of its own.
 */
test('bold chat headers are speakers: no slide is titled by a name, the matter stays', () => {
  const brief = [
    '#harbourline-pitch  (exported 3 Dec 2026)',
    '',
    '**Aoife Byrne**  [10:02]',
    'Harbourline present to the county council transport board on 12 March. 8 slides max.',
    '',
    '**Aoife Byrne**  [10:04]',
    'order they want:',
    '1. cover',
    '2. where we are',
    '3. results',
    '4. the ask',
    '',
    '**Tomás Reid**  [10:05]',
    'numbers from their annual report, 2025/26:',
    '• 41 ferries a day on the estuary route',
    '• 1.3M passengers, up from 1.1M in 2024/25',
    '• 96% of sailings on time',
    '',
    '**Aoife Byrne**  [10:09]',
    'The ask: £2.4M towards two electric ferries, decided at the 12 March meeting',
  ].join('\n');
  const d = draftDeck({ request: {}, title: 'Harbourline', brief, metadata: {}, documents: [] });
  if ('say' in d) throw new Error(d.say);
  const titles = d.slides.map((s) => s.title).join(' | ');
  expect(titles).not.toMatch(/Aoife|Tomás/);
  const shown = JSON.stringify(d.slides.map((s) => s.content));
  expect(shown).not.toMatch(/Aoife|Tomás|\*\*/);
  expect(shown).toMatch(/1\.3M/);
  expect(shown).toMatch(/96%/);
});
