import { describe, expect, test } from 'vitest';
import { type Draft, draftDeck } from './drafter';

/**
 * Briefs as people type them: one paragraph without a full stop, and an email wrapped by its mail
 * program with abbreviations ("approx.", "J. Okafor") at the ends of its lines. Both are read into
 * sentences, not lost at the lack of full stops or cut at the line ends.
 */
const draft = (brief: string, title: string): Draft => {
  const d = draftDeck({ request: {}, title, brief, metadata: {}, documents: [] });
  if ('say' in d) throw new Error(`no draft: ${d.say}`);
  return d;
};
const slideText = (d: Draft) =>
  d.slides.map((s) => [s.title, JSON.stringify(s.content)].join(' ')).join('\n');

describe('a brief of run-on prose', () => {
  const brief =
    'right so the deck is for Harbourline Ferries who run the island routes out of Ardrossan and they ' +
    'want to pitch to the port authority on the 9th of March for the new Brodick summer route and the ' +
    'way they see it the route would carry 80,000 passengers in its first summer with fares held at ' +
    '£7.50 for islanders and Harbourline already run four boats with 96% of sailings on time last year ' +
    'and their crew turnover is 3% which is the lowest on the Clyde and the ask is for the authority to ' +
    'fund £420,000 of new berth works at Brodick pier with Harbourline paying for the boat itself and ' +
    'they would like about 7 slides and please keep it plain it is a public body and oh they also won ' +
    'the Scottish Transport award in 2023 so mention that somewhere';

  test('is drafted, with its figures on the slides', () => {
    expect(brief).not.toMatch(/[.!?](?:\s|$)/);
    const d = draft(brief, 'Brodick summer route');
    const text = slideText(d);
    for (const figure of ['80,000', '£7.50', '96%', '£420,000']) expect(text).toContain(figure);
    expect(d.slides.length).toBeGreaterThanOrEqual(5);
  });

  test('its instructions to the team are on no slide', () => {
    const text = slideText(draft(brief, 'Brodick summer route')).toLowerCase();
    expect(text).not.toContain('7 slides');
    expect(text).not.toContain('keep it plain');
  });
});

describe('a hard-wrapped email with abbreviations at its line ends', () => {
  const brief = [
    'Hi both,',
    '',
    'Can you put together the bid deck for the Kelso depot tender? The contract is worth approx.',
    '£3.2M over four years and the buyer is the council, contact J. Okafor, Head of Fleet Services at',
    'the council. Our pitch: we cut fuel use across our other depots by 14% since 2023 and we have',
    'kept every vehicle inspection on time for the last 36 months running, with no exceptions at all.',
    '',
    'Thanks,',
    'Mara',
  ].join('\n');

  test('keeps each sentence whole: the figure after "approx." and the name after an initial', () => {
    const text = slideText(draft(brief, 'Kelso depot bid'));
    expect(text).not.toMatch(/approx\.?"/);
    expect(text).not.toMatch(/J\."/);
    for (const s of draft(brief, 'Kelso depot bid').slides)
      for (const item of s.content.items ?? []) {
        // No bullet ends where a line of the email ended.
        expect(item, item).not.toMatch(/(?:approx\.?|Services at|by 14% since 2023 and we have)$/);
      }
    expect(text).toContain('£3.2M');
  });
});

describe('a brief pasted in Markdown', () => {
  const brief = [
    '## Context',
    '',
    'Fairweather Bakes runs **14 shops** in the north-west and sold [£6.2M](https://example.org/accounts) last year.',
    '',
    '## Goals',
    '',
    '- Open _three_ new shops in Cumbria by **June 2027**',
    '- Lift online orders to 18% of sales',
  ].join('\n');

  test('is read without its inline marks', () => {
    const text = slideText(draft(brief, 'Fairweather growth plan'));
    for (const mark of ['**', '](', 'https://', '_three_']) expect(text).not.toContain(mark);
    expect(text).toContain('14 shops');
    expect(text).toContain('June 2027');
  });
});
