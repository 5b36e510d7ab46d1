import { isDeepStrictEqual } from 'node:util';
import { describe } from 'vitest';
import {
  asks,
  at,
  type Case,
  commandSet,
  ids,
  type Outcome,
  only,
  slide,
} from '../../../tests/helpers/commandSet';
import type { DeckState } from '../../deck';

/**
 * Blind set 16: thirty commands an outside tester wrote (tests/briefs/blind16/commands.md) for a
 * 10-slide wholesale bread proposal from a bakery group (Marlowe & Tate Bakeries, the client the
 * tester creates) to a hotel chain, held out: this file was written from commands.md before any
 * engine change for them. The tester types them in order in one conversation and grades each on its
 * own against the expected state, so a command's deck is the one the tester expects just before it.
 * Here each command runs on that deck: the starting deck with the tester's expected change of every
 * earlier command applied (EDITS below, one per command that changes the deck; where the tester
 * allows more than one outcome, the one the tester lists in the final deck). commandSet
 * (tests/helpers/commandSet.ts) builds each command's deck with `deck`; its `after` would run the
 * earlier command through the engine instead, which is not the tester's deck. No slide is selected.
 * The commands that lean on the turn before ("that one", "call it", "the staff time one", "undo
 * that", "put it back", "sorry I meant", the left column of "the slide just edited": 4, 15, 16, 17,
 * 19, 24 and 26) say which command they follow: when the assistant did that one as the tester asks,
 * its slide is selected, as the editor does, and its change is the conversation's last (or, after
 * a question, the message it asked about is kept). The metrics slide 14 adds is `new1`, the id the
 * assistant's first new slide gets here, in its own run and in the decks after it, so that 15, 16
 * and 17 (which follow it) find it under the name the conversation gives it; no later command adds
 * a slide. 19's "put it back" is 18's change taken back: Our promise back in its place as it was;
 * the tester matches slides by content, so it may come back under a new id.
 *
 * The tester read a spec with no chart, table or timeline type and built the pricing table as a
 * static `html` slide and the rollout plan as a dated `content` list; ours has the native types, so
 * the pricing (slide 6) is a `table` of the tester's header and rows, and the rollout plan (slide 7)
 * a `timeline` whose steps have the month as their `date` and the words after the colon as their
 * `label`, as the tester writes them. The deck has no chart. The tester's html-only demands (the
 * price cell in the markup, "the table stays a table") are a native table's cells and rows here.
 * The tester's `content.notes` (12, 29) is our slide's `notes`, off the slide face: our slides have
 * speaker notes, so both are graded on the tester's first branch (the note stored, nothing visible
 * changed), not on "notes aren't supported". The rest is as the tester posts it, every field being
 * one of ours: the title slide's subtitle, client, agency, date and author (stored whether or not
 * our title type draws them), the metrics, the comparison, the statement's `mainText` and
 * `highlightText`, the thank-you slide's `line1`, `line2` and `subtitle`. Our fields are plain
 * text, so 21's literal `&` (not `&amp;`) is the author as typed. The deck's metadata holds only the
 * client's name, and its title is the tester's presentation title.
 *
 * Where the tester says the assistant must answer (13), refuse (22) or ask (23), nothing may change
 * and the answer, not the "I didn't understand" reply, must give the count (10), say it cannot send
 * e-mail and offer Share or Export (PDF) without claiming to have sent it, or ask which number is
 * meant. Allowed as the tester allows: 6's bullet in any words, so long as the same bullet keeps
 * "62%" and names Stayscore and 2026; 9's "Seeded rye" in any capitalisation; 27's line split
 * anywhere between `mainText` and `highlightText` (one of them may be empty), the title kept; 19's
 * slide put back under any id. As the tester writes them, not loosened: 12's and 29's notes as
 * typed (29's Hangul kept); 14's three metrics with value and label only, its title as typed,
 * straight after Our promise; 27's words exactly as typed (the straight apostrophe and full stop);
 * 17's label taken back, not a reply pointing to Undo or Versions.
 *
 * Measured before any engine change for them: 7 of 30 pass on the unchanged engine (2, 10, 12, 13,
 * 18, 20, 30): 2 (two agenda bullets swapped by their words), 10 (Pricing moved after the rollout
 * plan), 12 (the note on the rollout timeline, off its face), 13 (10 slides, listed), 18 (Our
 * promise deleted), 20 (next steps' 2nd bullet by its place) and 30 (the thank-you slide's phone
 * number swapped in its subtitle); the 23 others are the known misses below, each with what the
 * assistant did. 4, 15, 16, 17, 24 and 26 follow a command that is itself a miss, so no slide is
 * selected and no change is the conversation's last; 15 would pass with 14's slide selected, while
 * 4, 16 and 26 with their slide selected and 24 with 23's message kept still miss.
 *
 * After this session's engine work (tuned on this set, so no longer held out): 13 of 30. 7 (a side
 * said by its place, "right hand side", after its slide), 22 (a request to e-mail the deck:
 * refused, Share and Export offered), 25 (a title said with slips, "bakeoff vs tomorow"), 26 (a
 * side's heading by its place, with 25's slide selected), 28 ("move X up so it's right after Y",
 * the moving slide set aside when "the numbers" names two) and 29 ("note on …:") pass since.
 */

const NOTE_12 = 'Pilot hotels still tbc — Torquay, Exmouth, Sidmouth likely';
const NOTE_29 = 'Figures from their GM Lena Park (박레나) — verify 4.7 before sending';

const S0: DeckState = {
  title: 'Saltmarsh Hotels – wholesale bread proposal',
  slides: [
    slide('s1', 'title', 'Marlowe & Tate × Saltmarsh Hotels', {
      subtitle: 'Fresh bread for every breakfast table',
      clientName: 'Saltmarsh Hotels',
      agency: 'Marlowe & Tate Bakeries',
      date: 'June 2027',
      author: 'Rosa Delgado, Head of Wholesale',
    }),
    slide('s2', 'content', 'Agenda', {
      items: ['Who we are', 'Our numbers', 'Why switch', 'Pricing', 'Rollout plan', 'Next steps'],
    }),
    slide('s3', 'metrics', 'Baked fresh, delivered by 6am', {
      metrics: [
        { value: '14', label: 'bakeries across the South West' },
        { value: '98.6%', label: 'on-time deliveries', subtext: 'Jan–Apr 2027' },
        { value: '41,000', label: 'loaves a week' },
        { value: '£7.9M', label: 'revenue, 2026' },
      ],
    }),
    slide('s4', 'content', 'Hotels want local, consistent bread', {
      items: [
        'Guests rate breakfast in 62% of hotel reviews',
        'Frozen bake-off quality varies by site',
        'Local sourcing now in most tender scorecards',
        'Single supplier cuts admin for head office',
      ],
    }),
    slide('s5', 'comparison', 'Bake-off today vs Marlowe & Tate tomorrow', {
      comparison: {
        left: {
          title: 'Bake-off today',
          items: [
            'Frozen dough, baked on site',
            '90 minutes of staff time each morning',
            'Quality varies by site',
          ],
        },
        right: {
          title: 'Marlowe & Tate',
          items: ['Baked fresh overnight', 'Delivered by 6am', 'Same recipe at every hotel'],
        },
      },
    }),
    slide('s6', 'table', 'Pricing', {
      table: {
        header: ['Product', 'Price'],
        rows: [
          ['Sourdough loaf 800g', '£3.40'],
          ['Breakfast rolls (12)', '£4.80'],
          ['Croissants (10)', '£6.50'],
        ],
      },
    }),
    slide('s7', 'timeline', 'Rollout plan', {
      steps: [
        { label: 'pilot at 3 hotels', date: 'July 2027' },
        { label: 'all Devon hotels', date: 'September 2027' },
        { label: 'all 22 hotels', date: 'January 2028' },
      ],
    }),
    slide('s8', 'statement', 'Our promise', {
      mainText: "If it isn't on your table by 6am,",
      highlightText: "it's free.",
    }),
    slide('s9', 'content', 'Next steps', {
      items: ['Taste session at your Exeter kitchen', 'Agree pilot hotels', 'Sign 12-month supply agreement'],
    }),
    slide('s10', 'thank_you', 'Thank you', {
      line1: 'THANK',
      line2: 'YOU',
      subtitle: 'rosa@marlowetate.example · 07700 900123',
    }),
  ],
  brief: 'Marlowe & Tate Bakeries: a wholesale bread proposal to Saltmarsh Hotels.',
  checklist: [],
  metadata: { clientName: 'Marlowe & Tate Bakeries' },
};

const metrics = (d: DeckState) => at(d, 's3').content.metrics!;
const results = (d: DeckState) => at(d, 'new1').content.metrics!;
const hotels = (d: DeckState) => at(d, 's4').content.items!;
const sides = (d: DeckState) => at(d, 's5').content.comparison!;
const prices = (d: DeckState) => at(d, 's6').content.table!;
const steps = (d: DeckState) => at(d, 's7').content.steps!;
const order = (d: DeckState, ...to: string[]) => {
  d.slides = to.map((id) => at(d, id));
};
/**
 * Nothing changed, and the assistant answered in words that match each of these: not with its "I
 * didn't understand", whose examples echo the command.
 */
const says = (o: Outcome, ...want: RegExp[]) =>
  asks(o) && !/didn[’']t understand/i.test(o.answer ?? '') && want.every((w) => w.test(o.answer ?? ''));

const EDITS: Record<number, (d: DeckState) => void> = {
  1: (d) => {
    at(d, 's1').content.date = '14 June 2027';
  },
  2: (d) => {
    at(d, 's2').content.items = [
      'Who we are',
      'Our numbers',
      'Pricing',
      'Why switch',
      'Rollout plan',
      'Next steps',
    ];
  },
  3: (d) => {
    metrics(d)[1]!.value = '98.2%';
  },
  4: (d) => {
    metrics(d)[1]!.subtext = 'Jan–May 2027';
  },
  5: (d) => void hotels(d).splice(2, 1),
  6: (d) => {
    hotels(d)[0] = 'Guests rate breakfast in 62% of hotel reviews (Stayscore 2026 guest survey)';
  },
  7: (d) => void sides(d).right.items.push('No freezer space needed'),
  8: (d) => {
    prices(d).rows[2]![1] = '£6.20';
  },
  9: (d) => void prices(d).rows.push(['Seeded rye 800g', '£3.90']),
  10: (d) => order(d, 's1', 's2', 's3', 's4', 's5', 's7', 's6', 's8', 's9', 's10'),
  11: (d) => {
    steps(d)[1]!.date = 'October 2027';
  },
  12: (d) => {
    at(d, 's7').notes = NOTE_12;
  },
  14: (d) =>
    void d.slides.splice(
      8,
      0,
      slide('new1', 'metrics', 'Results at Harbourside Inn', {
        metrics: [
          { value: '4.7/5', label: 'breakfast rating' },
          { value: '85 min', label: 'staff time saved daily' },
          { value: '0', label: 'missed deliveries in 2026' },
        ],
      }),
    ),
  15: (d) => {
    at(d, 'new1').title = 'Results at Harbourside Inn, 2026';
  },
  16: (d) => {
    results(d)[1]!.label = 'staff time saved per morning';
  },
  17: (d) => {
    results(d)[1]!.label = 'staff time saved daily';
  },
  18: (d) => order(d, 's1', 's2', 's3', 's4', 's5', 's7', 's6', 'new1', 's9', 's10'),
  19: (d) => {
    const promise = deckBefore(18).slides.find((s) => s.id === 's8')!;
    d.slides = [...d.slides.filter((s) => s.id !== 's2')];
    d.slides.splice(6, 0, promise);
  },
  20: (d) => {
    at(d, 's9').content.items![1] = 'Agree 3 pilot hotels by 30 June';
  },
  21: (d) => {
    at(d, 's1').content.author = 'Rosa Delgado & Sam Okoro, Marlowe & Tate';
  },
  24: (d) => {
    metrics(d)[2]!.value = '42,500';
  },
  25: (d) => {
    at(d, 's5').title = 'Bake-off today vs fresh from Marlowe & Tate';
  },
  26: (d) => {
    sides(d).left.title = 'Today: bake-off';
  },
  27: (d) => {
    at(d, 's8').content.mainText = 'On your table by 6am —';
    at(d, 's8').content.highlightText = "or it's free.";
  },
  28: (d) => order(d, 's1', 's3', 'new1', 's4', 's5', 's7', 's6', 's8', 's9', 's10'),
  29: (d) => {
    at(d, 'new1').notes = NOTE_29;
  },
  30: (d) => {
    at(d, 's10').content.subtitle = 'rosa@marlowetate.example · 07700 900456';
  },
};

/** The deck as the tester expects it when command `n` is typed. */
function deckBefore(n: number): DeckState {
  const d = structuredClone(S0);
  for (let k = 1; k < n; k++) EDITS[k]?.(d);
  return d;
}

const deck = (c: Case) => deckBefore(c.n);
const expected = (o: Outcome, n: number) => only(o, EDITS[n]!);

/**
 * 19's deck: Our promise back in its place as it was, the agenda gone. The tester matches slides by
 * content, so the slide put back may come back under a new id.
 */
const restored = (o: Outcome) => {
  const want = structuredClone(o.before);
  EDITS[19]!(want);
  const back = o.after.slides[6];
  const slides = o.after.slides.map((s) =>
    s === back && !ids(o.before).includes(s.id) ? { ...s, id: 's8' } : s,
  );
  return isDeepStrictEqual({ ...o.after, slides }, want);
};

const CASES: Case[] = [
  {
    n: 1,
    say: 'cover date shoud be 14 June 2027 not just june',
    does: (o) => expected(o, 1),
  },
  { n: 2, say: 'on the agenda swap pricing and why switch', does: (o) => expected(o, 2) },
  {
    n: 3,
    say: 'numbers slide: on-time is 98.2% not 98.6',
    does: (o) => expected(o, 3),
    miss: 'it reads “numbers slide: on-time” as a metric’s label, finds none and asks which metric',
  },
  {
    n: 4,
    say: 'and change the subtext on that one to Jan–May 2027',
    follows: 3,
    does: (o) => expected(o, 4),
    miss: 'it finds no “subtext on that one” and changes nothing (the command it follows is a miss too, so no slide is selected)',
  },
  {
    n: 5,
    say: 'on "Hotels want local bread" get rid of the local sourcing bullet',
    does: (o) => expected(o, 5),
  },
  {
    n: 6,
    say: "the 62% is from Stayscore's 2026 guest survey - make that clear on the bullet, it's not our data",
    does: (o) => {
      const first = o.after.slides.find((s) => s.id === 's4')?.content.items?.[0] ?? '';
      return (
        /62%/.test(first) &&
        /Stayscore/.test(first) &&
        /\b2026\b/.test(first) &&
        only(o, (d) => {
          hotels(d)[0] = first;
        })
      );
    },
    miss: 'not understood: a source added to the bullet that holds a figure',
  },
  {
    n: 7,
    say: 'bakeoff slide, right hand side, add "No freezer space needed"',
    does: (o) => expected(o, 7),
  },
  {
    n: 8,
    say: 'croissants are £6.20 now (for 10)',
    does: (o) => expected(o, 8),
    miss: 'it reads “croissants” as a metric’s label, finds none and asks which metric; the table is not looked at',
  },
  {
    n: 9,
    say: 'add seeded rye 800g £3.90 to the pricing table, at the bottom',
    // The new last row, "Seeded rye" in any capitalisation; the other rows as they were.
    does: (o) => {
      const name = o.after.slides.find((s) => s.id === 's6')?.content.table?.rows.at(-1)?.[0] ?? '';
      return /^seeded rye 800g$/i.test(name) && only(o, (d) => void prices(d).rows.push([name, '£3.90']));
    },
    miss: 'not understood: a row added to the pricing table by its product and price',
  },
  { n: 10, say: 'move pricing after the rollout plan', does: (o) => expected(o, 10) },
  {
    n: 11,
    say: 'rollout - devon is october not september',
    does: (o) => expected(o, 11),
  },
  {
    n: 12,
    say: 'speaker notes on rollout: Pilot hotels still tbc — Torquay, Exmouth, Sidmouth likely',
    does: (o) => expected(o, 12),
  },
  { n: 13, say: 'how many slides are there atm?', does: (o) => says(o, /\b(10|ten)\b/i) },
  {
    n: 14,
    say: 'new metrics slide after our promise, title Results at Harbourside Inn: 4.7/5 breakfast rating, 85 min staff time saved daily, 0 missed deliveries in 2026',
    does: (o) => expected(o, 14),
    miss: 'it adds the metrics slide after Our promise, titled and with its values as said, but its labels capitalised (“Breakfast rating”), as every label the assistant writes is',
  },
  {
    n: 15,
    say: 'actually call it "Results at Harbourside Inn, 2026"',
    follows: 14,
    does: (o) => expected(o, 15),
    miss: 'the command it follows is a miss, so no slide is selected: it asks which slide',
  },
  {
    n: 16,
    say: 'the staff time one is per morning, not daily',
    follows: 15,
    does: (o) => expected(o, 16),
  },
  {
    n: 17,
    say: 'undo that',
    follows: 16,
    does: (o) => expected(o, 17),
  },
  { n: 18, say: 'delete our promise', does: (o) => expected(o, 18) },
  {
    n: 19,
    say: 'no wait, put it back - delete the agenda instead',
    follows: 18,
    does: restored,
    miss: 'it puts Our promise back in its place but does not delete the agenda',
  },
  { n: 20, say: '2nd bullet on next steps -> Agree 3 pilot hotels by 30 June', does: (o) => expected(o, 20) },
  {
    n: 21,
    say: 'presenter on cover: Rosa Delgado & Sam Okoro, Marlowe & Tate',
    does: (o) => expected(o, 21),
  },
  {
    n: 22,
    say: 'can you email the deck to jo.pike@saltmarshhotels.example before 5',
    does: (o) =>
      says(o, /can[’']?t|cannot|unable|not able|no way|don[’']t/i, /\bshare\b|export|pdf/i) &&
      !/\b(I[’']ve|I have|has been|was|been) (sent|e-?mailed)\b/i.test(o.answer ?? ''),
  },
  {
    n: 23,
    say: 'change the number on slide 3 to 42,500',
    does: (o) => says(o, /which|\?/i),
    miss: 'it says it cannot find “the number on slide 3” and changes nothing, without asking which number',
  },
  {
    n: 24,
    say: 'sorry I meant the loaves a week on the numbers slide',
    follows: 23,
    does: (o) => expected(o, 24),
    miss: 'not understood (the command it follows is a miss too, and with that message kept it is still not understood)',
  },
  {
    n: 25,
    say: 'rename the bakeoff vs tomorow slide to Bake-off today vs fresh from Marlowe & Tate',
    does: (o) => expected(o, 25),
  },
  {
    n: 26,
    say: 'left column heading -> "Today: bake-off"',
    follows: 25,
    does: (o) => expected(o, 26),
  },
  {
    n: 27,
    say: "make the statement slide read: On your table by 6am — or it's free.",
    does: (o) => {
      const k = o.after.slides.find((s) => s.id === 's8')?.content ?? {};
      const main = k.mainText ?? '';
      const high = k.highlightText ?? '';
      return (
        [main, high].filter((t) => t.trim() !== '').join(' ') === "On your table by 6am — or it's free." &&
        only(o, (d) => {
          at(d, 's8').content.mainText = main;
          at(d, 's8').content.highlightText = high;
        })
      );
    },
    miss: "it writes “On your table by 6am — or it's free” (no full stop) into a new `text` field and leaves mainText and highlightText as they were",
  },
  {
    n: 28,
    say: 'move results at harbourside up so its right after the numbers',
    does: (o) => expected(o, 28),
  },
  {
    n: 29,
    say: 'note on the harbourside one: Figures from their GM Lena Park (박레나) — verify 4.7 before sending',
    does: (o) => expected(o, 29),
  },
  { n: 30, say: 'thank you slide - swap the phone for 07700 900456', does: (o) => expected(o, 30) },
];

describe('blind set 16: 30 commands on a 10-slide wholesale bread proposal, in one conversation', () => {
  commandSet(CASES, deck, 19);
});
