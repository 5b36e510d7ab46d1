import { describe, expect, test } from 'vitest';
import type { ChecklistItem } from '../../../../common/schemas/presentations';
import { draftText } from '../../../../tests/briefs/briefFile';
import { LOCALES } from './locales';
import { runningOrderAt } from './runningOrder';

/**
 * Issue 34: a brief's running order, said any way ("running order from Dan's email:", "Orden q
 * quiere Marta:"), is the deck's outline: its items are the sections asked for, in its order, each
 * filled with the brief's lines that speak of it, or by the kind of matter its name asks for.
 * Briefs written for these tests, not the blind sets'.
 */
type Deck = ReturnType<typeof draftText>;
const titles = (d: Deck) => d.slides.map((s) => s.title);
const shown = (d: Deck) => JSON.stringify(d.slides.map((s) => [s.title, s.content]));
const list = (...items: string[]): ChecklistItem[] =>
  items.map((text, k) => ({ id: `c${k + 1}`, text, completed: false }));

describe('a running order read from its lead and list', () => {
  const en = LOCALES.en.read.runningOrder;
  test.each([
    [
      "running order from Dan's email:",
      ['1. title', '2. results', '3. cost', '4. the ask'],
      ['results', 'cost', 'the ask'],
    ],
    [
      'Structure we agreed:',
      ['- who we are', '- the problem (fares)', '- our plan'],
      ['who we are', 'the problem', 'our plan'],
    ],
    [
      'the sections Tom wants, in this order –',
      ['1. Who we are', '2. Budget', '3. The decision'],
      ['Who we are', 'Budget', 'The decision'],
    ],
  ])('%s', (lead, items, sections) => {
    expect(runningOrderAt([lead, ...items, ''], 0, en)).toMatchObject({ lines: items.length + 1, sections });
  });

  test('a list of figures or of sentences under a heading is matter, not an order', () => {
    expect(
      runningOrderAt(['Order volumes:', '- 42,000 in May', '- 51,000 in June', '- 60,000 in July'], 0, en),
    ).toBe(undefined);
    expect(runningOrderAt(['Structure:', '- a', '- b'], 0, en)).toBe(undefined);
    const long = '- we will make sure that every single member of staff knows what to do on day one';
    expect(runningOrderAt(['Story:', long, long, long], 0, en)).toBe(undefined);
  });

  test('in Spanish, with "1-" marks and the cover left out', () => {
    const es = LOCALES.es.read.runningOrder;
    expect(
      runningOrderAt(['Orden q quiere Marta:', '1- portada', '2- quienes somos', '3- la petición'], 0, es),
    ).toMatchObject({
      lines: 4,
      sections: ['quienes somos', 'la petición'],
    });
  });
});

const CHAT = `**Ana Ruiz**  [09:10]
deck for Harbourline Ferries' board, 7 slides max
running order from Ben's notes:
1. title
2. results
3. what passengers say
4. cost
5. the ask
6. contacts

**Ana Ruiz**  [09:12]
numbers (2025, Harbourline's own):
• 1.2M passengers carried
• 96% sailings on time
• 31 routes
price for the new route is £14 per crossing, currently £16.50
don't put the old £16.50 fare on the slides, just the new one

**Ana Ruiz**  [09:15]
quote for the passengers slide, from a commuter on the Ryde route: "The boat is now the calm part of my day."

**Ana Ruiz**  [09:20]
the ask: approve the Ryde–Portsmouth night route by 12 March 2027

**Ana Ruiz**  [09:21]
contacts for last slide: Ben Osei, CEO, ben@harbourline.example, 01632 960 123`;

describe('a chat with a running order', () => {
  const d = draftText(CHAT, [], 'Harbourline night route');

  test('its sections are the deck, in its order, the ask before the contacts', () => {
    const t = titles(d).map((x) => x.toLowerCase());
    const at = (s: string) => t.findIndex((x) => x.includes(s));
    expect(at('results'), titles(d).join(' | ')).toBeGreaterThan(0);
    expect(at('cost')).toBeGreaterThan(at('results'));
    expect(at('ask')).toBeGreaterThan(at('cost'));
    expect(at('contact')).toBe(t.length - 1);
  });

  test('"results" takes the client\'s figures and "cost" its price, without the fare kept off the slides', () => {
    const results = d.slides.find((s) => /results/i.test(s.title))!;
    expect(JSON.stringify(results.content)).toMatch(/1\.2M/);
    const cost = d.slides.find((s) => /cost/i.test(s.title))!;
    expect(JSON.stringify(cost.content)).toContain('£14');
    expect(shown(d)).not.toContain('16.50');
  });

  test('the quote is said with whom it is from, not with its lead to the team', () => {
    const quote = d.slides.find((s) => s.content.text?.includes('calm part of my day'));
    expect(quote?.content.text).toBe('The boat is now the calm part of my day.');
    expect(quote?.content.author).toBe('Commuter on the Ryde route');
    expect(shown(d)).not.toMatch(/quote for the passengers slide|running order/i);
  });
});

describe('a running order and a checklist naming the same sections', () => {
  const brief = `Hi team, 6 slides max for the Fenwick Mills board.

Structure we agreed:
1. Mills today
2. Options
3. The decision

Numbers:
- Installs by year: 2023 410, 2024 520, 2025 640

Options:
- A) refit the old mill, £1.2M
- B) lease a new unit, £0.4M a year

We need the board to approve option B by 30 March 2027.`;
  const d = draftText(
    brief,
    list('Where Fenwick Mills is today (installs)', 'The decision we need from the board'),
    'Fenwick',
  );

  test('each section is made once, under the checklist’s fuller name, and the reply names no gap', () => {
    expect(titles(d).filter((t) => /decision/i.test(t))).toHaveLength(1);
    expect(titles(d)).toContain('The decision we need from the board');
    expect(d.summary).not.toMatch(/says nothing about/);
  });
});

describe('a running order’s section the plan cannot place', () => {
  test('is not claimed to be missing from the brief, which may say it under another name', () => {
    const d = draftText(
      `Structure we agreed:\n1. Our history\n2. Results\n3. The ask\n\nResults: 41 stores, 12% growth in 2025.\n\nThe ask: approve £2M for three stores by March 2027.`,
      [],
      'Orrin Stores',
    );
    expect(d.summary).not.toMatch(/says nothing about/);
  });
});
