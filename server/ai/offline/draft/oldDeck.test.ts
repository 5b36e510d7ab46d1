import { expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { plainOldDeck } from './oldDeck';

/** Last year's deck from PowerPoint's outline view, this year's changes marked (blind14's 03). */
const OUTLINE = `hi — here's last year's deck, my changes are marked >> NEW.

Slide 1 – Partner Day 2026
   Colm Reilly, Chief Partner Officer · 5 March 2026
   >> NEW: 2027 edition, Nadia presenting.

Slide 2 – Agenda
   • Our year  • Roadmap
   >> NEW: DELETE. Nadia hates agenda slides.

Slide 3 – 2025 in numbers
   • 9,400 partner practices
   • 61,000 small businesses through partners
   Notes: Pause after the 61,000.
   >> NEW (2026 figures): 11,800 partner practices · 78,500 small businesses through partners

Slide 4 – Customers keep growing
   [chart]  2023: 34,100 · 2024: 47,300 · 2025: 61,000
   >> NEW: add 2026: 78,500. Keep it as a chart.

Slide 5 – Pricing 2026
   Starter £12 · Standard £26
   >> NEW: DELETE.

Slide 6 – Roadmap 2026
   Q1 bank rules · Q2 mobile receipts
   >> NEW: replace with the 2027 roadmap:
      Q1 2027 – bulk client onboarding
      Q2 2027 – practice dashboard v2
      Q3 2027 – open API for partners

Slide 7 – Thank you
   partners@tallyframe.example · Colm Reilly

Other bits:
- No clip art, no exclamation marks.
- Please send v1 by 15 Jan. Thanks!! Josh`;

test('the slides kept are sections in this year’s words; the slides marked to go, and the notes, are not', () => {
  const plain = plainOldDeck(OUTLINE);
  expect(plain).toMatch(
    /## 2026 in numbers\n11,800 partner practices\n78,500 small businesses through partners/,
  );
  expect(plain).toMatch(
    /## Customers keep growing\n2023: 34,100 · 2024: 47,300 · 2025: 61,000 · 2026: 78,500/,
  );
  expect(plain).toMatch(/## Roadmap 2027\nQ1 2027 – bulk client onboarding\nQ2 2027 – practice dashboard v2/);
  expect(plain).not.toMatch(/## Agenda|## Pricing|Starter £12|Q1 bank rules|## Thank you|5 March 2026/);
  // The changes and the old notes are said to the team, with what went.
  const told = plain.slice(plain.indexOf('## Read this first'));
  for (const line of ['Pause after the 61,000.', 'No agenda slide.', 'No pricing slide.'])
    expect(told).toContain(line);
  expect(told).not.toMatch(/^DELETE\.$/m);
  // A brief that is no old deck is as it was.
  expect(plainOldDeck('Slide 1 – Intro\n  hello')).toBe('Slide 1 – Intro\n  hello');
});

test('drafted, the deck has this year’s figures, chart point and roadmap, and no agenda or old prices', () => {
  const d = draftText(OUTLINE, [], 'Tallyframe');
  const shown = JSON.stringify(d.slides.map((s) => [s.title, s.content]));
  expect(d.slides.map((s) => s.type)).not.toContain('agenda');
  expect(d.slides.map((s) => s.title)).not.toContain('Agenda');
  expect(shown).not.toMatch(/£12|bank rules|9,400|Colm Reilly/);
  expect(shown).toMatch(/11,800/);
  expect(d.slides.find((s) => s.content.chart)?.content.chart?.categories).toContain('2026');
  expect(d.slides.find((s) => s.content.steps)?.title).toBe('Roadmap 2027');
  // "Other bits:" after the old deck is the team's.
  expect(shown).not.toMatch(/"Other|Josh|clip art/);
});
