import { describe } from 'vitest';
import {
  asks,
  at,
  type Case,
  commandSet,
  ids,
  type Outcome,
  only,
  othersKept,
  slide,
} from '../../../tests/helpers/commandSet';
import type { DeckState } from '../../deck';

/**
 * Blind set 12: thirty commands an outside tester wrote (tests/briefs/blind12/commands.md) for a
 * 10-slide veterinary group's annual review, held out: no engine change was made for them. The
 * tester types them in order in one conversation and, when one fails, fixes the deck by hand to the
 * expected state before the next, so each is graded on its own. Here each command runs on the deck
 * as the tester expects it just before that command: the starting deck with the tester's expected
 * change of every earlier command applied (EDITS below, one per command that changes the deck; where
 * the tester allows more than one outcome, the one the tester lists in the final state).
 * commandSet (tests/helpers/commandSet.ts) builds each command's deck with `deck`; its `after`
 * would run the earlier command through the engine instead, which is not the tester's deck. No
 * slide is selected. The commands that point back at the turn before ("that", "undo that", "the
 * last one", "put it back", "fix the title": 4, 5, 7, 14, 16, 22 and 25) say which command they
 * follow: when the assistant did that one as the tester asks, its slide is selected, as the editor
 * does, and its change is the conversation's last. 4 follows a question (3), which leaves neither:
 * its "that" is the figure said in 3, which no turn keeps.
 *
 * The tester's types map onto ours as in sets 9 to 11: the closing slide is a thank_you slide, its
 * text and contact line the two lines of its `text`; the title slide's subtitle its `subtitle`, and
 * its date line and presenter the two lines of its `author` (our title type has no date field).
 * Chart, table, timeline, comparison, metrics and statement are our types of those names (a chart's
 * axis unit its `unit`, a step's date its `date`). The deck's metadata holds only the client's name,
 * the one field the tester sets. Where the tester says the assistant must ask (3), refuse (18) or
 * answer (28), nothing may change and the answer must be about the four-metric limit, the invented
 * quote, or the total. Not checkable here: the table's right-aligned Vets and Capex columns (a
 * table has no such setting; the renderer decides); 9's note on the regions' sum (£24.8M against
 * slide 2's £24.6M), which the tester allows but does not ask for, so only the deck is checked.
 * 27 passes in close words: a timeline "Next steps" of three steps that hold the tester's words and
 * months, a year only where given, and 2027 then.
 *
 * Measured before any engine change for them: 7 of 30 passed (the held-out figure): 1, 2, 6, 10,
 * 23, 24 and 25; the 23 others are the known misses below, each with what the assistant did. 25
 * ("undo that") passes because 24, which it follows, does; 5, 16 and 22 miss because the command
 * they follow is itself a miss, so the tester fixed it by hand.
 *
 * Then 8 of 30: 9 passes since a figure said of a name that only a chart's category has ("wales
 * should be 4.5") changes that point. 19's "ok fine." is read as nothing now, but its new text
 * loses its full stop, so it stays a miss. 9 of 30: 12 passes with the new command table_heading
 * (a table's column heading renamed). 10 of 30: 13 passes since a cell said with its column's
 * first word ("3 vets" under "Vets") is the figure alone. 11 of 30: 26 passes since a contact
 * detail named with its slide after it ("the phone number on the thank you slide should be …") is
 * a frame row. 12 of 30: 7 passes since "the last one", right after a bullet of the selected slide
 * changed, is its last bullet. 13 of 30: 18 passes since a quote asked to be made up is refused.
 * 14 of 30: 28 passes since a table's column is added up when asked (read_total takes a column).
 * 16 of 30: 21 ("move the ask so it comes straight after the table") and 22, which undoes it.
 * 17 of 30: 3, a figure added with no slide said, goes to the deck's one metrics slide (full).
 */

const CONTACT = 'Dr Alys Morgan, Chief Executive · alys.morgan@fernhillvets.example';

const S0: DeckState = {
  title: '2026 Annual Review',
  slides: [
    slide('f1', 'title', 'Fernhill Veterinary Group', {
      subtitle: '2026 Annual Review',
      author: 'Board meeting · 15 January 2027\nDr Alys Morgan, Chief Executive',
    }),
    slide('f2', 'metrics', '2026: a record year across the group', {
      metrics: [
        { value: '18', label: 'clinics (Dec 2026)' },
        { value: '£24.6M', label: 'revenue, 2026' },
        { value: '71,400', label: 'registered pets (Dec 2026)' },
        { value: '64', label: 'client NPS, Q4 2026' },
      ],
    }),
    slide('f3', 'content', 'What drove the year', {
      items: [
        'Opened new clinics in Leeds and Bath',
        'Launched the Fernhill Care Plan for routine treatment',
        'Cut average wait for appointments to 2.1 days',
        'Hired 26 vets and 41 nurses',
        'Moved all clinics onto one practice-management system',
      ],
    }),
    slide('f4', 'chart', 'The North brings in the most revenue', {
      chart: {
        kind: 'bar',
        categories: ['South', 'North', 'Wales', 'Midlands'],
        series: [{ name: 'Revenue, 2026 (£M)', values: [5.6, 7.9, 4.3, 6.8] }],
        unit: '£M',
      },
    }),
    slide('f5', 'comparison', 'Two ways to grow in 2027', {
      comparison: {
        left: {
          title: 'Open new clinics',
          items: [
            'Full control of the site and brand',
            '18–24 months to break even',
            '£1.1M capex per clinic',
          ],
        },
        right: {
          title: 'Acquire independents',
          items: ['Revenue from day one', 'Integration risk for staff and systems', '£2.5–4M per practice'],
        },
      },
    }),
    slide('f6', 'table', 'Three clinics planned for 2027', {
      table: {
        header: ['Site', 'Opening', 'Vets', 'Capex (£k)'],
        rows: [
          ['York', 'Mar 2027', '5', '1,050'],
          ['Cheltenham', 'Jun 2027', '4', '1,120'],
          ['Swansea', 'Oct 2027', '4', '1,030'],
        ],
      },
    }),
    slide('f7', 'timeline', 'Online booking in every clinic by September', {
      steps: [
        { label: 'Pilot in Leeds', date: 'Feb 2027' },
        { label: 'North clinics', date: 'Apr 2027' },
        { label: 'Midlands and Wales', date: 'Jun 2027' },
        { label: 'All clinics live', date: 'Sep 2027' },
      ],
    }),
    slide('f8', 'statement', 'Our promise', { text: 'Every pet seen within 48 hours, in every clinic.' }),
    slide('f9', 'statement', 'Our ask', { text: 'Approve £3.2M capex for three new clinics in 2027.' }),
    slide('f10', 'thank_you', 'Thank you', {
      text: `Questions and discussion\n${CONTACT} · 07700 900318`,
    }),
  ],
  brief: 'Fernhill Veterinary Group 2026 annual review for the board.',
  checklist: [],
  metadata: { clientName: 'Fernhill Veterinary Group' },
};

const metrics = (d: DeckState) => at(d, 'f2').content.metrics!;
const items = (d: DeckState) => at(d, 'f3').content.items!;
const chart = (d: DeckState) => at(d, 'f4').content.chart!;
const sides = (d: DeckState) => at(d, 'f5').content.comparison!;
const table = (d: DeckState) => at(d, 'f6').content.table!;
const steps = (d: DeckState) => at(d, 'f7').content.steps!;
const order = (d: DeckState, ...to: string[]) => {
  d.slides = to.map((id) => at(d, id));
};
/** The slides the command added, in their places. */
const added = (o: Outcome) => o.after.slides.filter((s) => !o.before.slides.some((b) => b.id === s.id));
/** The same text, its first letter as the tester may have it or normalised. */
const sameBut1st = (got: string | undefined, want: string) =>
  got !== undefined &&
  got.length === want.length &&
  got.slice(1) === want.slice(1) &&
  got[0]!.toLowerCase() === want[0]!.toLowerCase();

/**
 * Each command's expected change as the tester writes it, the one the next command starts from
 * (commands that must change nothing have none).
 */
const EDITS: Record<number, (d: DeckState) => void> = {
  1: (d) => {
    at(d, 'f1').content.subtitle = '2026 Annual Review and 2027 Plan';
  },
  2: (d) => {
    metrics(d)[3]!.value = '66';
  },
  4: (d) => {
    metrics(d)[2] = { value: '212', label: 'vets employed' };
  },
  5: (d) => {
    metrics(d)[2] = { value: '71,400', label: 'registered pets (Dec 2026)' };
  },
  6: (d) => {
    items(d)[2] = 'Cut the average wait for an appointment to 1.9 days';
  },
  7: (d) => void items(d).splice(4, 1),
  8: (d) => {
    chart(d).categories = ['North', 'Midlands', 'South', 'Wales'];
    chart(d).series[0]!.values = [7.9, 6.8, 5.6, 4.3];
  },
  9: (d) => {
    chart(d).series[0]!.values[3] = 4.5;
  },
  10: (d) => order(d, 'f1', 'f2', 'f3', 'f5', 'f4', 'f6', 'f7', 'f8', 'f9', 'f10'),
  11: (d) => void sides(d).right.items.push('Established client base'),
  12: (d) => {
    table(d).header[3] = 'Capex (£k, est.)';
  },
  13: (d) => void table(d).rows.push(['Harrogate', 'Dec 2027', '3', '980']),
  14: (d) => {
    at(d, 'f6').title = 'Four clinics planned for 2027';
  },
  15: (d) => void steps(d).splice(1, 1),
  16: (d) => void steps(d).splice(1, 0, { label: 'North clinics', date: 'Apr 2027' }),
  17: (d) => {
    steps(d)[3]!.date = 'Oct 2027';
    at(d, 'f7').title = 'Online booking in every clinic by October';
  },
  19: (d) => {
    at(d, 'f8').content.text = 'Every pet seen within 48 hours.';
  },
  20: (d) => {
    at(d, 'f9').title = 'The ask';
    at(d, 'f9').content.text = 'Approve £4.18M capex for four new clinics in 2027.';
  },
  21: (d) => order(d, 'f1', 'f2', 'f3', 'f5', 'f4', 'f6', 'f9', 'f7', 'f8', 'f10'),
  22: (d) => order(d, 'f1', 'f2', 'f3', 'f5', 'f4', 'f6', 'f7', 'f8', 'f9', 'f10'),
  23: (d) => {
    at(d, 'f3').title = 'Four things drove the year';
  },
  24: (d) => void d.slides.splice(7, 1),
  25: (d) =>
    void d.slides.splice(
      7,
      0,
      slide('f8', 'statement', 'Our promise', { text: 'Every pet seen within 48 hours.' }),
    ),
  26: (d) => {
    at(d, 'f10').content.text = `Questions and discussion\n${CONTACT} · 07700 900462`;
  },
  27: (d) =>
    void d.slides.splice(
      9,
      0,
      slide('f11', 'timeline', 'Next steps', {
        steps: [
          { label: 'Board decision', date: '15 Jan 2027' },
          { label: 'Site surveys start', date: 'Feb 2027' },
          { label: 'York clinic opens', date: 'Mar 2027' },
        ],
      }),
    ),
  29: (d) => {
    at(d, 'f4').title = 'The North earns the most: £7.9M in 2026';
  },
  30: (d) => {
    sides(d).left.title = 'Build new clinics';
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

/** A next step: its words (label, date and text) hold these, and a year, if any, is 2027. */
const stepSays = (step: { label: string; date?: string; text?: string } | undefined, ...want: RegExp[]) => {
  const words = step ? [step.label, step.date, step.text].filter(Boolean).join(' ') : '';
  return want.every((w) => w.test(words)) && (words.match(/\b20\d\d\b/g) ?? []).every((y) => y === '2027');
};

const CASES: Case[] = [
  {
    n: 1,
    say: 'change the subtitle on the first slide to "2026 Annual Review and 2027 Plan"',
    does: (o) => expected(o, 1),
  },
  {
    n: 2,
    say: 'nps was 66 not 64',
    does: (o) => expected(o, 2),
  },
  {
    n: 3,
    say: 'add another metric - 212 vets employed',
    // Nothing changes; the answer is about the four-figure limit: which to replace, or where else.
    does: (o) =>
      asks(o, /metric|figure/i) &&
      /\b(4|four)\b|replace|which one|new slide|another slide/i.test(o.answer ?? ''),
  },
  {
    n: 4,
    say: 'replace the registered pets one with that',
    follows: 3,
    // "That" is command 3's "212 vets employed"; the label's first letter as typed or capitalised.
    does: (o) => {
      const m = metrics(o.after)[2];
      return (
        m?.value === '212' &&
        sameBut1st(m.label, 'vets employed') &&
        only(o, (d) => {
          metrics(d)[2] = { value: '212', label: m.label };
        })
      );
    },
    miss: '“that” (command 3’s figure) is not carried from the turn before: it says it cannot find “the registered pets one” on any slide',
  },
  {
    n: 5,
    say: 'undo that',
    follows: 4,
    does: (o) => expected(o, 5),
    miss: 'the command it follows is a miss, so there is no change to undo: it says it made no change in this conversation',
  },
  {
    n: 6,
    say: 'on slide 3 chnage bullet 3 to "Cut the average wait for an appointment to 1.9 days"',
    does: (o) => expected(o, 6),
  },
  {
    n: 7,
    say: 'and delete the last one',
    follows: 6,
    does: (o) => expected(o, 7),
  },
  {
    n: 8,
    say: 'sort the chart bars biggest first',
    does: (o) => expected(o, 8),
    miss: 'not understood: sorting a chart’s bars',
  },
  {
    n: 9,
    say: 'wales should be 4.5',
    // Wales alone changes (still last); slide 2's £24.6M stays, whatever the reply says of the sum.
    does: (o) => expected(o, 9),
  },
  {
    n: 10,
    say: 'swap slides 4 and 5',
    does: (o) => expected(o, 10),
  },
  {
    n: 11,
    say: 'Füg auf der Vergleichsfolie rechts noch "Established client base" hinzu',
    does: (o) => expected(o, 11),
    miss: 'not understood: a German command to add an item to the comparison’s right side',
  },
  {
    n: 12,
    say: 'rename the Capex column in the table to "Capex (£k, est.)"',
    does: (o) => expected(o, 12),
  },
  {
    n: 13,
    say: 'add a row: Harrogate, Dec 2027, 3 vets, capex 980',
    does: (o) => expected(o, 13),
  },
  {
    n: 14,
    say: 'and fix the title so it says four',
    follows: 13,
    does: (o) => expected(o, 14),
    miss: 'the command it follows is a miss, so no slide is selected: it asks which slide',
  },
  {
    n: 15,
    say: 'elimina el segundo paso de la línea de tiempo',
    does: (o) => expected(o, 15),
    miss: 'not understood: a Spanish command to delete a timeline step',
  },
  {
    n: 16,
    say: 'actually put it back',
    follows: 15,
    does: (o) => expected(o, 16),
    miss: 'the command it follows is a miss, so there is no change to undo: it says it made no change in this conversation',
  },
  {
    n: 17,
    say: 'move "All clinics live" to Oct 2027 and change the slide title to match',
    // "… by October" or "… by October 2027".
    does: (o) =>
      ['October', 'October 2027'].some((month) =>
        only(o, (d) => {
          steps(d)[3]!.date = 'Oct 2027';
          at(d, 'f7').title = `Online booking in every clinic by ${month}`;
        }),
      ),
    miss: 'it moves “All clinics live” to Oct 2027 and leaves the title “… by September”: the second half, “change the slide title to match”, is dropped',
  },
  {
    n: 18,
    say: 'make up a quote from a happy pet owner for the promise slide, something heartwarming',
    // Refused for what it is, an invented quote, nothing changed.
    does: (o) =>
      asks(o, /quote|testimonial/i) &&
      /invent|make (it |one )?up|made[- ]up|fabricat|real/i.test(o.answer ?? ''),
  },
  {
    n: 19,
    say: 'ok fine. just change the promise text to: Every pet seen within 48 hours.',
    does: (o) => expected(o, 19),
    miss: 'the promise text becomes “Every pet seen within 48 hours” without its full stop (held out: not understood, “ok fine.” before the command)',
  },
  {
    n: 20,
    say: 'update the ask to include harrogate, so £4.18M, and call that slide "The ask"',
    does: (o) => expected(o, 20),
    miss: '“the ask” is not found by its words: it says it cannot find “the ask” on any slide',
  },
  {
    n: 21,
    say: 'move the ask so it comes straight after the table',
    does: (o) => expected(o, 21),
  },
  {
    n: 22,
    say: 'hmm no put it back where it was',
    follows: 21,
    does: (o) => expected(o, 22),
  },
  {
    n: 23,
    say: 'change le titre de la diapo 3 en « Four things drove the year »',
    does: (o) => expected(o, 23),
  },
  {
    n: 24,
    say: 'delete slide 8',
    does: (o) => expected(o, 24),
  },
  {
    n: 25,
    say: 'wait no, undo that',
    follows: 24,
    does: (o) => expected(o, 25),
  },
  {
    n: 26,
    say: 'the phone number on the thank you slide should be 07700 900462',
    does: (o) => expected(o, 26),
  },
  {
    n: 27,
    say: 'add a slide before the thank you: next steps - board decision 15 jan, site surveys from feb, york opens mar 2027',
    // A timeline "Next steps" just before the thank-you slide, the three steps in close words
    // (a year, where given, 2027), no fourth.
    does: (o) => {
      const [s] = added(o);
      const st = s?.content.steps ?? [];
      return (
        s !== undefined &&
        ids(o.after).join() === 'f1,f2,f3,f5,f4,f6,f7,f8,f9,new1,f10' &&
        s.type === 'timeline' &&
        /^next steps$/i.test(s.title) &&
        st.length === 3 &&
        stepSays(st[0], /board decision/i, /\b15 jan/i) &&
        stepSays(st[1], /site surveys?/i, /\bfeb/i) &&
        stepSays(st[2], /york/i, /\bmar(ch)? 2027\b/i) &&
        Object.keys(s.content).join() === 'steps' &&
        othersKept(o)
      );
    },
    miss: 'it adds a content slide titled “Next steps - board decision 15 jan, site surveys from feb, york opens mar 2027”, with no steps or bullets',
  },
  {
    n: 28,
    say: 'whats the total capex in the table?',
    // Answered (£4,180k, £4.18M), nothing changed, no total row.
    does: (o) => asks(o, /4,180\s?k|£\s?4\.18\s?M|4,180,000|4\.18 million|\b4,?180\b/i),
  },
  {
    n: 29,
    say: 'the chart title should say "The North earns the most: £7.9M in 2026"',
    does: (o) => expected(o, 29),
    miss: 'it reads “chart title” as a metric’s label and asks which figure of slide 2 is meant',
  },
  {
    n: 30,
    say: 'change "Open new clinics" to "Build new clinics" everywhere',
    // The comparison's left heading alone: slide 3's "Opened new clinics…" and the ask stay.
    does: (o) => expected(o, 30),
    miss: 'it renames the left heading to “"Build new clinics" everywhere”: the word “everywhere” is kept as part of the text',
  },
];

describe('blind set 12: 30 commands on a 10-slide annual review, in one conversation', () => {
  commandSet(CASES, deck, 17);
});
