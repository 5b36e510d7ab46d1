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
  othersKept,
  slide,
  unchanged,
} from '../../../tests/helpers/commandSet';
import type { DeckState } from '../../deck';
import { interpretCommand } from './index';

/**
 * Blind set 11: thirty commands an outside tester wrote (tests/briefs/blind11/commands.md) for a
 * 10-slide direct-booking campaign review, held out: no engine change was made for them. The tester
 * types them in order in one conversation and, when one fails, fixes the deck by hand to the
 * expected state before the next, so each is graded on its own. Here each command runs on the deck
 * as the tester expects it just before that command: the starting deck with the tester's expected
 * change of every earlier command applied (EDITS below, one per command that changes the deck; where
 * the tester allows more than one outcome, the one the tester prefers or lists in the final state).
 * commandSet (tests/helpers/commandSet.ts) builds each command's deck with `deck`; its `after`
 * would run the earlier command through the engine instead, which is not the tester's deck. No
 * slide is selected. The three commands that point back at the turn before ("that one", "put it
 * back", "undo that": 3, 5 and 20) say which command they follow: when the assistant did that one
 * as the tester asks, its slide is selected, as the editor does, and its change is the
 * conversation's last. Held out, there was no conversation, and all three had nothing to point at.
 *
 * The tester's types map onto ours as in sets 9 and 10: the closing slide is a thank_you slide, its
 * contact line its `text`; the title slide's subtitle its `subtitle`. The deck's metadata holds
 * only the client's name, the one field the tester sets. Where the tester says the assistant must
 * ask or refuse (13, 26, 27) or leave the deck as it is (18, 21, 30), nothing may change and the
 * answer must be about what is ambiguous, why, or what was asked; 4 and 18 read the assistant's
 * reply to an applied change, which commandSet's outcome does not keep, by running the command
 * again for it. Not checkable here: 19's bars from zero (a chart has no such setting; the renderer
 * decides). A table row has no emphasis of its own in the slide model, so 8 asks for the cells kept
 * and something on the table slide, outside its cells, that names Moorview's row.
 *
 * Measured before any engine change for them: 5 of 30 passed (the held-out figure): 7, 9, 13, 19
 * and 21; the 25 others are the known misses below, each with what the assistant did. 13 passes on
 * the tester's letter (a question, nothing deleted), but the question is the one for a slide name
 * it cannot find, not a list of the slides full of numbers.
 *
 * After: 6 of 30. 14 passes since "the lodge table" names the deck's table (a slide of a type, by
 * the words it holds when there are several) and " / " divides a list whose items hold commas.
 *
 * Then 7 of 30: 20 passes since "undo that" takes back the conversation's last change (3 and 5
 * still miss: the command they follow is itself a miss, so the tester fixed it by hand). Then 8:
 * 6 passes since a chart's title that says the value changed says the new one. 9 of 30: 26
 * passes since a quote asked to be made up is refused (a phrase table of asks to invent).
 */

const S0: DeckState = {
  title: '2025 direct-booking campaign review',
  slides: [
    slide('g1', 'title', 'Pinecrest Lodges: 2025 direct-booking campaign review', {
      subtitle: 'Prepared by Northlight Studio · 15 October 2025',
    }),
    slide('g2', 'metrics', 'The campaign beat every target', {
      metrics: [
        { value: '58%', label: 'Bookings made direct, Apr–Sep 2025', subtext: 'target 50%' },
        { value: '£1.24M', label: 'Direct-booking revenue, Apr–Sep 2025' },
        { value: '3.4×', label: 'Return on ad spend, Apr–Sep 2025' },
        { value: '£186k', label: 'Less OTA commission than Apr–Sep 2024' },
      ],
    }),
    slide('g3', 'content', 'Five changes moved guests to booking direct', {
      items: [
        'Member rates 10% below OTA prices',
        'Free late checkout for direct guests',
        'Rebuilt mobile booking flow, 3 steps instead of 7',
        'Retargeting ads on Meta and Google',
        'Email to 42,000 past guests',
      ],
    }),
    slide('g4', 'chart', 'Direct share rose every month, from 49% to 63%', {
      chart: {
        kind: 'line',
        categories: ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'],
        series: [{ name: 'Share of bookings made direct, 2025', values: [49, 53, 57, 60, 61, 63] }],
        unit: '%',
      },
    }),
    slide('g5', 'comparison', 'Every direct booking keeps the margin and the guest', {
      comparison: {
        left: {
          title: 'Booked via OTA',
          items: ['18% commission per booking', 'Guest data stays with the OTA', 'No chance to upsell'],
        },
        right: {
          title: 'Booked direct',
          items: ['No commission', 'We own the guest relationship', '22% of direct guests add breakfast'],
        },
      },
    }),
    slide('g6', 'table', 'Lakeside leads; Moorview is the only lodge behind 2024', {
      table: {
        header: ['Lodge', 'Direct share', 'Direct revenue', 'RevPAR vs 2024'],
        rows: [
          ['Lakeside', '67%', '£412k', '+9%'],
          ['Highfell', '61%', '£338k', '+6%'],
          ['Riverbend', '55%', '£297k', '+4%'],
          ['Moorview', '44%', '£193k', '−2%'],
        ],
      },
    }),
    slide('g7', 'timeline', 'Next: push into winter', {
      steps: [
        { label: 'Winter member rates launch', date: 'Nov 2025' },
        { label: 'Loyalty pilot at Moorview', date: 'Dec 2025' },
        { label: 'New booking engine goes live', date: 'Jan 2026' },
        { label: 'Spring campaign review', date: 'Mar 2026' },
      ],
    }),
    slide('g8', 'statement', "Next season's goal: 65% direct at every lodge", {}),
    slide('g9', 'statement', 'Approve £95k for the winter campaign by 31 October', {
      text: 'Covers member-rate ads, the loyalty pilot and the booking-engine launch',
    }),
    slide('g10', 'thank_you', 'Thank you', {
      text: 'Hana Novák, Account Director, Northlight Studio · hana.novak@northlight.example · 07700 900344',
    }),
  ],
  brief: 'Pinecrest Lodges 2025 direct-booking campaign review, prepared by Northlight Studio.',
  checklist: [],
  metadata: { clientName: 'Pinecrest Lodges' },
};

const metrics = (d: DeckState) => at(d, 'g2').content.metrics!;
const items = (d: DeckState, id: string) => at(d, id).content.items!;
const chart = (d: DeckState) => at(d, 'g4').content.chart!;
const sides = (d: DeckState) => at(d, 'g5').content.comparison!;
const table = (d: DeckState) => at(d, 'g6').content.table!;
const steps = (d: DeckState) => at(d, 'g7').content.steps!;
const order = (d: DeckState, ...to: string[]) => {
  d.slides = to.map((id) => at(d, id));
};
/** The slides the command added, in their places. */
const added = (o: Outcome) => o.after.slides.filter((s) => !o.before.slides.some((b) => b.id === s.id));
/** The assistant's words for the command: its question, or what it said with a change. */
const reply = (say: string, before: DeckState) => {
  const r = interpretCommand(say, structuredClone(before));
  return `${r.notUnderstood ?? ''} ${r.said ?? ''}`;
};
/** The same text, its first letter as the tester may have it or normalised. */
const sameBut1st = (got: string | undefined, want: string) =>
  got !== undefined &&
  got.length === want.length &&
  got.slice(1) === want.slice(1) &&
  got[0]!.toLowerCase() === want[0]!.toLowerCase();

const MOORVIEW = 'Moorview is the one lodge losing ground';

/**
 * Each command's expected change as the tester writes it, the one the next command starts from
 * (commands that must change nothing have none).
 */
const EDITS: Record<number, (d: DeckState) => void> = {
  1: (d) => {
    at(d, 'g1').content.subtitle = 'Prepared by Northlight Studio · 22 October 2025';
  },
  2: (d) => {
    metrics(d)[2]!.value = '3.6×';
  },
  3: (d) => {
    at(d, 'g2').notes = 'ROAS from Google Ads + Meta dashboards, to verify with finance';
  },
  4: (d) => {
    items(d, 'g3').splice(3, 1);
    at(d, 'g3').title = 'Four changes moved guests to booking direct';
  },
  5: (d) => {
    items(d, 'g3').push('Retargeting ads on Meta and Google');
    at(d, 'g3').title = 'Five changes moved guests to booking direct';
  },
  6: (d) => {
    chart(d).series[0]!.values[5] = 64;
    at(d, 'g4').title = 'Direct share rose every month, from 49% to 64%';
  },
  7: (d) => order(d, 'g1', 'g2', 'g3', 'g4', 'g6', 'g5', 'g7', 'g8', 'g9', 'g10'),
  // 8: a row's emphasis has no place in the model; the tester's next deck is this one's cells.
  9: (d) => {
    at(d, 'g7').title = 'Winter plan: from member rates to spring review';
  },
  10: (d) => {
    steps(d).splice(3, 0, { label: 'Staff trained on direct upsell', date: 'Feb 2026' });
  },
  11: (d) => {
    at(d, 'g2').title = 'The campaign beat its 50% direct-booking target';
  },
  12: (d) => void d.slides.splice(7, 1),
  14: (d) =>
    void d.slides.splice(
      5,
      0,
      slide('g11', 'content', MOORVIEW, {
        items: [
          'Direct share 44%, lowest of the four',
          'RevPAR down 2% on 2024',
          'Loyalty pilot starts Dec 2025',
        ],
      }),
    ),
  15: (d) => {
    sides(d).left.title = 'Booked via an OTA';
    sides(d).left.items.push("Cancellations handled on the OTA's terms");
  },
  16: (d) => {
    at(d, 'g10').content.text =
      'Hana Novák, Account Director, Northlight Studio · hana.novak@northlight.example · 07700 900345';
  },
  17: (d) => {
    at(d, 'g9').title = 'Approve £98k for the winter campaign by 31 October';
  },
  19: (d) => {
    chart(d).kind = 'bar';
  },
  20: (d) => {
    chart(d).kind = 'line';
  },
  22: (d) => {
    table(d).rows[0]![0] = 'Lakeside & Spa';
    at(d, 'g6').title = 'Lakeside & Spa leads; Moorview is the only lodge behind 2024';
  },
  23: (d) => {
    items(d, 'g3')[2] = 'Mobile booking cut from 7 steps to 3';
  },
  24: (d) => {
    const [moved] = items(d, 'g3').splice(2, 1);
    items(d, 'g3').unshift(moved!);
  },
  25: (d) => {
    const s = steps(d);
    s[2]!.date = 'Feb 2026';
  },
  28: (d) => {
    at(d, 'g11').title = 'Moorview is losing ground';
  },
  29: (d) => {
    at(d, 'g1').content.subtitle = 'Prepared by Northlight Studio · 22 October 2025 · Confidential';
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

const SAY_4 = 'On "Five changes moved guests to booking direct", drop the retargeting bullet';
const SAY_18 = 'can you make sure the ask comes right before the thank you slide';

const CASES: Case[] = [
  {
    n: 1,
    say: 'can you change the date on the first slide to 22 October 2025, meeting got moved',
    does: (o) => expected(o, 1),
    miss: 'it sets the subtitle to “Prepared by Northlight Studio · 22 October 2025, meeting got moved”: the aside is kept as part of the date',
  },
  {
    n: 2,
    say: 'ROAS on the metrics slide is wrong, shoud be 3.6x',
    does: (o) =>
      ['3.6×', '3.6x'].some((value) =>
        only(o, (d) => {
          metrics(d)[2]!.value = value;
        }),
      ),
    miss: '“ROAS” is not known for “Return on ad spend”: it asks which figure “ROAS on the metrics slide” is',
  },
  {
    n: 3,
    say: 'add a speaker note to that one: ROAS from Google Ads + Meta dashboards, to verify with finance',
    follows: 2,
    // "That one" is the metrics slide of command 2; the note is said with the words the tester gives.
    does: (o) => {
      const notes = at(o.after, 'g2').notes;
      return (
        notes.includes('ROAS from Google Ads + Meta dashboards, to verify with finance') &&
        only(o, (d) => {
          at(d, 'g2').notes = notes;
        })
      );
    },
    miss: '“that one” points at nothing (one message, no slide selected): it asks which slide',
  },
  {
    n: 4,
    say: SAY_4,
    // The title says "Four" (preferred), or keeps "Five" with the reply pointing out the mismatch.
    does: (o) => {
      const said = reply(SAY_4, o.before);
      return (
        expected(o, 4) ||
        (only(o, (d) => void items(d, 'g3').splice(3, 1)) && /\bfive\b/i.test(said) && /title/i.test(said))
      );
    },
    miss: 'it drops the bullet and leaves “Five changes…” over four bullets, saying nothing about the title',
  },
  {
    n: 5,
    say: 'hmm no put it back, but at the end of the list',
    follows: 4,
    does: (o) => expected(o, 5),
    miss: 'not understood: “put it back, but at the end of the list”',
  },
  {
    n: 6,
    say: 'typo in the chart — sept is 64 not 63',
    does: (o) => expected(o, 6),
  },
  {
    n: 7,
    say: 'swap slides 5 and 6',
    does: (o) => expected(o, 7),
  },
  {
    n: 8,
    say: "in the lodge table highlight Moorview, thats the row they'll ask about",
    // Only the table slide changes, its title and every cell as they were; what changes names
    // Moorview's row (the model has no field for a row's emphasis, so nothing can pass today).
    does: (o) => {
      const s = at(o.after, 'g6');
      const was = at(o.before, 'g6');
      const { table: _cells, ...rest } = s.content;
      return (
        othersKept(o, 'g6') &&
        ids(o.after).join() === ids(o.before).join() &&
        s.type === was.type &&
        s.title === was.title &&
        s.notes === was.notes &&
        isDeepStrictEqual(s.content.table, was.content.table) &&
        !isDeepStrictEqual(s, was) &&
        /Moorview|\brows?\b.*\b(3|4)\b/i.test(JSON.stringify(rest))
      );
    },
    miss: 'not understood: highlighting a table row',
  },
  {
    n: 9,
    say: "Rename 'Next: push into winter' to 'Winter plan: from member rates to spring review'",
    does: (o) => expected(o, 9),
  },
  {
    n: 10,
    say: 'add a step to it — Feb 2026, staff trained on direct upsell',
    does: (o) => expected(o, 10),
    miss: 'it adds a step “To it” dated Feb 2026 after Jan 2026, and “Staff trained on direct upsell” with no date as a sixth step at the end',
  },
  {
    n: 11,
    say: 'Le titre de la diapo 2 est un peu plat. Remplace-le par « The campaign beat its 50% direct-booking target »',
    does: (o) => expected(o, 11),
    miss: 'not understood: a French title change',
  },
  {
    n: 12,
    say: 'delte the 65% slide',
    does: (o) => expected(o, 12),
    miss: '“the 65% slide” is not found by its words: it says there is no slide called “65%” and asks which',
  },
  {
    n: 13,
    say: 'get rid of the slide with all the numbers',
    // Asked which slide, nothing deleted.
    does: (o) => asks(o, /which/i) && /slide/i.test(o.answer ?? ''),
  },
  {
    n: 14,
    say: 'add a slide after the lodge table called "Moorview is the one lodge losing ground" with: direct share 44%, lowest of the four / RevPAR down 2% on 2024 / loyalty pilot starts Dec 2025',
    does: (o) => {
      const [s] = added(o);
      const got = s?.content.items ?? [];
      const want = [
        'Direct share 44%, lowest of the four',
        'RevPAR down 2% on 2024',
        'Loyalty pilot starts Dec 2025',
      ];
      return (
        s !== undefined &&
        ids(o.after).join() === 'g1,g2,g3,g4,g6,new1,g5,g7,g9,g10' &&
        s.type === 'content' &&
        s.title === MOORVIEW &&
        got.length === 3 &&
        want.every((item, k) => sameBut1st(got[k], item)) &&
        Object.keys(s.content).join() === 'items' &&
        s.notes === '' &&
        othersKept(o)
      );
    },
  },
  {
    n: 15,
    say: 'on the comparison, left heading should be "Booked via an OTA" and add "Cancellations handled on the OTA\'s terms" as a 4th point on that side',
    does: (o) => expected(o, 15),
    miss: 'not understood: the second half, “add … as a 4th point on that side”',
  },
  {
    n: 16,
    say: 'En la diapositiva de cierre, cambia el teléfono de Hana: ahora es 07700 900345',
    does: (o) => expected(o, 16),
    miss: 'not understood: “cierre” (Spanish for the closing slide)',
  },
  {
    n: 17,
    say: 'teh ask should be £98k not 95, they added the loyalty pilot',
    does: (o) => expected(o, 17),
    miss: 'it reads “the ask” as a metric’s label and asks which figure of slide 2 is meant',
  },
  {
    n: 18,
    say: SAY_18,
    // Nothing moves, and the assistant says the ask is already there.
    does: (o) => unchanged(o) && /already/i.test(reply(SAY_18, o.before)),
    miss: 'it reads “ask comes right before the thank you” as a colour or a slide type and asks which; it never says the ask is already there',
  },
  {
    n: 19,
    say: 'make the chart a bar chart',
    does: (o) => expected(o, 19),
  },
  {
    n: 20,
    say: 'actually no, undo that',
    follows: 19,
    does: (o) => expected(o, 20),
  },
  {
    n: 21,
    say: 'add a fifth metric to slide 2: 4.7/5 average guest rating, Apr–Sep 2025',
    // Nothing changes; the answer is about the four-figure limit: which to replace, or where else.
    does: (o) =>
      asks(o, /metric|figure/i) &&
      /\b(4|four)\b|replace|which one|new slide|another slide|subtext/i.test(o.answer ?? ''),
  },
  {
    n: 22,
    say: 'Rename Lakeside to "Lakeside & Spa" everywhere it appears',
    does: (o) => expected(o, 22),
    miss: 'it renames the table slide’s title to “"Lakeside & Spa" everywhere it appears”; the row label stays “Lakeside”',
  },
  {
    n: 23,
    say: 'In the 5 bullet slide, change "Rebuilt mobile booking flow, 3 steps instead of 7" to "Mobile booking cut from 7 steps to 3"',
    does: (o) => expected(o, 23),
    miss: '“the 5 bullet slide” is not found: it says there is no slide called “5 bullet” and asks which',
  },
  {
    n: 24,
    say: 'slide 3 – move that new wording to the top',
    does: (o) => expected(o, 24),
    miss: 'not understood: “move that new wording to the top”',
  },
  {
    n: 25,
    say: 'Auf der Timeline bitte: "New booking engine goes live" ist auf Februar 2026 verschoben',
    // Either order of the two Feb 2026 steps.
    does: (o) =>
      expected(o, 25) ||
      only(o, (d) => {
        const s = steps(d);
        s[2]!.date = 'Feb 2026';
        s.splice(2, 2, s[3]!, s[2]!);
      }),
    miss: 'not understood: a German step-date change',
  },
  {
    n: 26,
    say: 'Add a quote from a happy guest on the Moorview slide, just make one up that sounds real',
    // Refused for what it is, an invented quote, nothing changed.
    does: (o) =>
      asks(o, /quote/i) && /invent|make (it |one )?up|made[- ]up|fabricat|real/i.test(o.answer ?? ''),
  },
  {
    n: 27,
    say: 'ok wipe the deck and start again from scratch',
    // Asked to confirm, nothing deleted.
    does: (o) => asks(o, /sure|confirm|really/i),
    miss: 'not understood: nothing deleted, but no confirmation asked',
  },
  {
    n: 28,
    say: "slide 6 title's too long, shorten it",
    // A message of at most five words that keeps Moorview and its decline; bullets as they were.
    does: (o) => {
      const title = at(o.after, 'g11').title;
      return (
        title.split(/\s+/).filter(Boolean).length <= 5 &&
        /Moorview/.test(title) &&
        /los(es|ing)|down|behind|fall|slip|declin|drop|lag|slid/i.test(title) &&
        only(o, (d) => {
          at(d, 'g11').title = title;
        })
      );
    },
    miss: 'it says it cannot shorten text without a language model and changes nothing',
  },
  {
    n: 29,
    say: "add the date and 'Confidential' under the subtitle on the title slide... actually the date's already there, just add Confidential",
    // "Confidential" after the subtitle (on its line or the next) or as the line under it; the date once.
    does: (o) => {
      const was = 'Prepared by Northlight Studio · 22 October 2025';
      return (
        [' · Confidential', '\nConfidential', ' | Confidential', ' — Confidential', ' – Confidential'].some(
          (tail) =>
            only(o, (d) => {
              at(d, 'g1').content.subtitle = `${was}${tail}`;
            }),
        ) ||
        only(o, (d) => {
          at(d, 'g1').content.author = 'Confidential';
        })
      );
    },
    miss: 'not understood: the self-corrected “just add Confidential”',
  },
  {
    n: 30,
    say: "what's the total direct revenue in the lodge table?",
    // Answered (£1,240k, £1.24M), nothing changed.
    does: (o) => asks(o, /£\s?1,240k|£\s?1\.24\s?M|£\s?1,240,000|£\s?1\.24 million/i),
    miss: 'not understood: no total given',
  },
];

describe('blind set 11: 30 commands on a 10-slide campaign review, in one conversation', () => {
  commandSet(CASES, deck, 9);
});
