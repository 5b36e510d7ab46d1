import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { draftBriefFile, parseBriefFile } from '../../../../tests/briefs/briefFile';
import { draftDeck } from './drafter';
import { readBrief } from './reading';
import { bullet, splitTitleOf, withoutLeadingLabel } from './text';

/**
 * A brief that sets out the deck's story ("Story we want: 1. … 6."), the occasion said off the
 * slides, and a cover that never shows the template's name alone (issue 34, blind round 3 re-read).
 * Briefs written for these tests.
 */
function draft(brief: string, lang?: string) {
  const d = draftDeck({ request: {}, title: '', brief, metadata: {}, documents: [], checklist: [] });
  if ('say' in d) throw new Error(d.say);
  void lang;
  return d;
}
const shown = (d: ReturnType<typeof draft>) =>
  d.slides.map((s) => [s.title, JSON.stringify(s.content)].join(' ')).join('\n');

const STORY = `Ashgrove Teas – deck for the Corvane Stores buyer meeting
(notes from Sam, account lead)

Who: Ashgrove Teas, family-run blender in Bristol since 1994, 48 staff.
Buyer review meeting 12 February 2026.

Numbers:
- Turnover 2024: £6.2M
- Rate of sale at Corvane: 3.1 units per store per week for the breakfast blend

Story we want:
1. Ashgrove today – who we are, Bristol blending room
2. How our teas sell at Corvane
3. What shoppers want: caffeine-free, loose leaf, compostable bags
4. The 3 new blends: Rooibos Chai, Ginger Lift, Nettle & Mint (all £3.80 RRP, launch June 2026)
5. Support: £40k launch budget, tastings in 60 stores
6. The ask: keep the 4 listed blends and list the 2 new ones from June 2026`;

describe('a story the brief sets out', () => {
  test('each of its parts is a slide, titled by its label, in its order', () => {
    const titles = draft(STORY).slides.map((s) => s.title);
    const parts = [
      'Ashgrove today',
      'How our teas sell at Corvane',
      'What shoppers want',
      'The 3 new blends',
      'Support',
    ];
    const at = parts.map((p) => titles.indexOf(p));
    expect(at.every((k) => k > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // The ask comes last before the closing slide.
    expect(titles.at(-2)).toMatch(/ask/i);
  });

  test("the brief's other matter goes to the part it speaks of", () => {
    const d = draft(STORY);
    const sell = d.slides.find((s) => s.title === 'How our teas sell at Corvane');
    expect(JSON.stringify(sell?.content)).toContain('3.1 units per store');
    const today = d.slides.find((s) => s.title === 'Ashgrove today');
    expect(JSON.stringify(today?.content)).toContain('family-run blender in Bristol');
  });

  test('a list item inside brackets is never split: "(all £3.80 RRP, launch June 2026)"', () => {
    const blends = draft(STORY).slides.find((s) => s.title === 'The 3 new blends');
    expect(blends?.content.items).toContain('Nettle & Mint (all £3.80 RRP, launch June 2026)');
  });

  test('an item that tells the team what to show is titled by what it is about', () => {
    const brief = `Pitch to Harlow Homes

What the deck must do
- Show Fenbrook understands Harlow's goals (lower bills, fewer damp complaints)
- Our approach: one liaison officer per 50 homes, 1-day installs
- Proof: 1,200 installs since 2018
- The ask: appoint Fenbrook for the 400 homes`;
    const titles = draft(brief).slides.map((s) => s.title);
    expect(titles).toContain("Fenbrook understands Harlow's goals");
    expect(titles).toContain('Our approach');
  });

  test("another organisation's case stays off the client's parts", () => {
    const brief = `Pitch to Harlow Homes

Their case study, not ours:
CASE STUDY: Voltra x Bay Homes (2023)
Voltra retrofitted 220 homes. The project was delivered £140,000 under budget.

What the deck must do
- Our approach: one liaison officer per 50 homes, 1-day installs, smart-meter monitoring
- Proof: 1,200 installs since 2018
- Delivery: surveys in March, installs from May
- The ask: appoint Fenbrook for the 400 homes`;
    const d = draft(brief);
    const approach = d.slides.find((s) => s.title === 'Our approach');
    expect(JSON.stringify(approach?.content)).not.toContain('£140,000');
  });
});

describe('the occasion', () => {
  test('"Meeting is Thursday 4 December" is on no slide but the cover', () => {
    const brief = `Hi all,

Can someone turn this into a deck for the partners? Meeting is Thursday 4 December.

The problem: our recall rate fell from 71% in 2023 to 61% in 2025 across 12 clinics.
We want an SMS reminder journey that replaces the postcards, and online booking from every reminder.
Budget: the partners approved up to €48,000 for year one.`;
    const d = draft(brief);
    const reading = readBrief(brief);
    expect(reading.occasion).toBe('Meeting is Thursday 4 December');
    expect(d.slides[0]!.content.subtitle).toBe('Meeting is Thursday 4 December');
    expect(
      d.slides
        .slice(1)
        .map((s) => JSON.stringify(s.content))
        .join(' '),
    ).not.toContain('Thursday');
  });

  test('a next step, or a meeting with a measure in it, is matter, not the occasion', () => {
    const next = readBrief(
      'Partners meeting is Thursday 4 December.\n\nNEXT STEPS\n- Series B process kicks off March 2026\n- Next board meeting 12 March 2026',
    );
    expect(next.occasion).toBe('Partners meeting is Thursday 4 December');
    expect(next.text).toContain('Next board meeting 12 March 2026');
    const measure = readBrief('The pitch on 4 December is for a £2.4M contract over three years.');
    expect(measure.occasion).toBeUndefined();
    expect(measure.text).toContain('£2.4M contract');
  });
});

describe('the cover', () => {
  test("without a title, client or occasion the subtitle is never the template's name", () => {
    const brief = `We want a proposal for a new booking system.
Today 80% of bookings come by phone and the queue at 9am is 40 minutes long.
We propose online booking from every reminder and a callback service.
Budget is up to €48,000 for year one.`;
    const d = draft(brief);
    const cover = d.slides[0]!;
    expect(cover.content.subtitle ?? '').not.toMatch(/^(?:proposal|pitch|report|quarterly review)$/i);
    expect(shown(d)).not.toContain('"subtitle":"Proposal"');
  });

  test('"Brief: Acme – pitch to Contoso" gives the deck its title', () => {
    const reading = readBrief(
      'Brief: Fenbrook Energy – pitch to Harlow Homes\nFrom: Ruth (Account Manager)\n\nContext\nFenbrook installs heat pumps.',
    );
    expect(reading.title).toBe('Fenbrook Energy – pitch to Harlow Homes');
  });
});

describe("another organisation's case and the team's notes", () => {
  const brief = `Pitch to Harlow Homes

Below is the Voltra case study Harlow sent round to all bidders.
Voltra is a competitor, NOT us.

    ----- pasted -----
    CASE STUDY: Voltra x Bay Homes (2023)
    Voltra retrofitted 220 homes. The project was delivered £140,000 under budget.
    ----- end -----

What the deck must do
- Who we are: Fenbrook, 1,200 installs since 2018 – confirmed from the annual accounts
- Our approach: one liaison officer per 50 homes, 1-day installs, smart-meter monitoring
- Proof: tenant saving £410 a year (measured on 120 homes, confirmed)
- The ask: appoint Fenbrook for the 400 homes`;

  test('the case is titled by its own heading; who owns it and where it was pasted are off the slides', () => {
    const d = draft(brief);
    const text = shown(d);
    expect(d.slides.map((s) => s.title)).toContain('Case study: Voltra x Bay Homes (2023)');
    expect(text).not.toMatch(/NOT us|Below is/);
  });

  test('how a figure was checked is no slide text', () => {
    const text = shown(draft(brief));
    expect(text).toContain('1,200 installs since 2018');
    expect(text).toContain('measured on 120 homes');
    expect(text).not.toMatch(/confirmed/);
  });
});

describe('a long section split to keep the length asked for', () => {
  test('the second slide takes the label its first point opens on, never "(continued)"', () => {
    const b = parseBriefFile(
      readFileSync(
        new URL('../../../../tests/briefs/blind/05-nonprofit-impact-lantern-trust.md', import.meta.url),
        'utf8',
      ),
    );
    const d = draftBriefFile(b);
    if ('say' in d) throw new Error(d.say);
    const titles = d.slides.map((s) => s.title);
    expect(titles).toContain('A story');
    expect(titles.join(' ')).not.toMatch(/continued/);
  });

  test('rows that each open on a label give no title: "South West: 22%", "Scotland: 25%"', () => {
    expect(splitTitleOf(['A story: Amira, Year 5', 'Her mum said so'])).toBe('A story');
    expect(splitTitleOf(['South West: 22%', 'Scotland: 25%'])).toBeUndefined();
    expect(withoutLeadingLabel('A story: Amira, Year 5')).toBe('Amira, Year 5');
  });
});

describe('a long point said shorter', () => {
  test('a lead-in sentence before a colon gives way to its matter; a short label stays', () => {
    const ask =
      'What we need the partners to decide on the 4th: approve a 3-clinic pilot (Rathmines, Swords and Bray) starting January, then roll out to all clinics from April if recall in the pilot clinics improves';
    expect(bullet(ask)).toBe('Approve a 3-clinic pilot starting January');
    const risk =
      'Older members feel excluded: mitigation - the card stays for good, in writing, and stores get app helpers for the launch weeks in every branch';
    expect(bullet(risk)).toMatch(/^Older members feel excluded/);
  });
});
