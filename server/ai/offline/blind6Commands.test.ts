import { isDeepStrictEqual } from 'node:util';
import { describe } from 'vitest';
import {
  at,
  type Case,
  commandSet,
  ids,
  only,
  othersKept,
  slide,
  unchanged,
} from '../../../tests/helpers/commandSet';
import type { DeckState } from '../../deck';

/**
 * Blind set 6: forty commands an outside tester wrote for "a typical 8-slide deck", each with the
 * outcome it must have. The deck is the one the tester described (the bullets, comparison items and
 * steps it only counted are filled in here). Every command runs on that deck as it was, with no
 * slide selected; 22 and 23 run after 21. A command does what its line says, or it is a miss,
 * named below with its reason. Both are asserted: a pass that stops passing fails, and so does a
 * miss that starts passing (move it to the passes then).
 */

function deck(): DeckState {
  return {
    slides: [
      slide('c1', 'title', 'Q3 Review', { subtitle: 'Quarterly business review' }),
      slide('c2', 'content', 'Agenda', { items: ['Challenges', 'Results', 'Plan', 'Next steps'] }),
      slide('c3', 'content', 'Challenges', {
        items: [
          'Rising acquisition costs',
          'Slow onboarding',
          'Churn in the SMB segment',
          'Limited data visibility',
        ],
      }),
      slide('c4', 'metrics', 'Results', {
        metrics: [
          { value: '€2.4M', label: 'Revenue' },
          { value: '92%', label: 'Retention' },
          { value: '38', label: 'New clients' },
        ],
      }),
      slide('c5', 'comparison', 'Before and after', {
        comparison: {
          left: {
            title: 'Before',
            items: ['Reports by hand', 'Weekly status calls', 'Data in spreadsheets'],
          },
          right: { title: 'After', items: ['Live dashboards', 'Async updates', 'One source of truth'] },
        },
      }),
      slide('c6', 'timeline', 'Plan', {
        steps: [
          { label: 'Discovery', date: 'Oct 2026' },
          { label: 'Design', date: 'Nov 2026' },
          { label: 'Build and test the new onboarding flow', date: 'Dec 2026' },
          { label: 'Launch', date: 'Jan 2027' },
        ],
      }),
      slide('c7', 'chart', 'Revenue', {
        chart: {
          kind: 'bar',
          categories: ['Q4 2025', 'Q1 2026', 'Q2 2026', 'Q3 2026'],
          series: [{ name: 'Revenue', values: [3.2, 3.8, 4.1, 4.6] }],
        },
      }),
      slide('c8', 'content', 'Next steps', {
        items: ['Approve the Q4 budget', 'Start the onboarding project'],
      }),
    ],
    brief: 'Q3 review for the leadership team.',
    checklist: [],
    metadata: { clientName: 'Brightline' },
  };
}

const chart = (d: DeckState) => at(d, 'c7').content.chart!;
const table = (d: DeckState) => at(d, 'c7').content.table;
const move = (d: DeckState, order: string[]) => {
  d.slides = order.map((id) => at(d, id));
};

const MODEL = 'rewording needs a language model: the offline assistant says so and changes nothing';

const CASES: Case[] = [
  {
    n: 1,
    say: 'rename slide 3 to "What held us back"',
    does: (o) =>
      only(o, (d) => {
        at(d, 'c3').title = 'What held us back';
      }),
  },
  {
    n: 2,
    say: 'pls make the challenge slide punchier',
    does: (o) => !unchanged(o) && othersKept(o, 'c3'),
    miss: MODEL,
  },
  {
    n: 3,
    say: 'delete the 2nd bullet on challenges',
    does: (o) =>
      only(o, (d) => {
        at(d, 'c3').content.items!.splice(1, 1);
      }),
  },
  {
    n: 4,
    say: 'remove the bullet about churn',
    does: (o) =>
      only(o, (d) => {
        at(d, 'c3').content.items!.splice(2, 1);
      }),
  },
  {
    n: 5,
    say: 'add a bullet to Challenges: Longer sales cycles in enterprise deals',
    does: (o) =>
      only(o, (d) => void at(d, 'c3').content.items!.push('Longer sales cycles in enterprise deals')),
  },
  {
    n: 6,
    say: 'chnage retention to 94%',
    does: (o) =>
      only(o, (d) => {
        at(d, 'c4').content.metrics![1]!.value = '94%';
      }),
  },
  {
    n: 7,
    say: 'add a fourth metric to results: NPS 61',
    does: (o) => only(o, (d) => void at(d, 'c4').content.metrics!.push({ value: '61', label: 'NPS' })),
  },
  {
    n: 8,
    say: 'results slide — swap revenue and new clients',
    does: (o) =>
      only(o, (d) => {
        const m = at(d, 'c4').content.metrics!;
        [m[0], m[2]] = [m[2]!, m[0]!];
      }),
  },
  {
    n: 9,
    say: 'make the title of slide 4 say what the numbers mean',
    does: (o) => othersKept(o, 'c4') && /2\.4|92%|38/.test(at(o.after, 'c4').title),
  },
  {
    n: 10,
    say: 'on the before/after slide change the right side heading to "With Decksmith"',
    does: (o) =>
      only(o, (d) => {
        at(d, 'c5').content.comparison!.right.title = 'With Decksmith';
      }),
  },
  {
    n: 11,
    say: 'add "Manual reporting every Friday" to the before side',
    does: (o) =>
      only(o, (d) => void at(d, 'c5').content.comparison!.left.items.push('Manual reporting every Friday')),
  },
  {
    n: 12,
    say: 'the comparision slide: make both sides 3 bullets max and tighten wording',
    does: (o) => !unchanged(o) && othersKept(o, 'c5'),
    miss: 'choosing 3 bullets a side and rewording them needs a language model; offline nothing changes',
  },
  {
    n: 13,
    say: 'move the plan slide before results',
    does: (o) => only(o, (d) => move(d, ['c1', 'c2', 'c3', 'c6', 'c4', 'c5', 'c7', 'c8'])),
  },
  {
    n: 14,
    say: 'put slide 7 right after the agenda',
    does: (o) => only(o, (d) => move(d, ['c1', 'c2', 'c7', 'c3', 'c4', 'c5', 'c6', 'c8'])),
  },
  {
    n: 15,
    say: 'move the last slide to the front',
    does: (o) =>
      only(o, (d) => move(d, ['c8', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'])) ||
      (unchanged(o) && Boolean(o.answer)),
  },
  {
    n: 16,
    say: 'make it a line chart',
    does: (o) =>
      only(o, (d) => {
        chart(d).kind = 'line';
      }),
  },
  {
    n: 17,
    say: 'add Q4 at 5.1',
    does: (o) =>
      only(o, (d) => {
        chart(d).categories.push('Q4 2026');
        chart(d).series[0]!.values.push(5.1);
      }),
  },
  {
    n: 18,
    say: 'revenue chart: Q2 was actually 4.3 not 4.1',
    does: (o) =>
      only(o, (d) => {
        chart(d).series[0]!.values[2] = 4.3;
      }),
  },
  {
    n: 19,
    say: 'can you change the revenue chart title so it says what to see',
    does: (o) => othersKept(o, 'c7') && /44%|grew|up/i.test(at(o.after, 'c7').title),
  },
  {
    n: 20,
    say: 'label the bars with their values and put €M on the axis',
    does: (o) =>
      only(o, (d) => {
        chart(d).unit = '€M';
      }),
  },
  {
    n: 21,
    say: 'turn slide 7 into a table',
    does: (o) =>
      othersKept(o, 'c7') &&
      at(o.after, 'c7').type === 'table' &&
      at(o.after, 'c7').title === 'Revenue' &&
      table(o.after)?.header[1] === 'Revenue' &&
      isDeepStrictEqual(table(o.after)?.rows, [
        ['Q4 2025', '3.2'],
        ['Q1 2026', '3.8'],
        ['Q2 2026', '4.1'],
        ['Q3 2026', '4.6'],
      ]),
  },
  {
    n: 22,
    say: 'add a row for Q4 2026 forecast, 5.1',
    after: 21,
    does: (o) =>
      only(o, (d) => {
        table(d)!.rows.push(['Q4 2026 forecast', '5.1']);
      }),
  },
  {
    n: 23,
    say: 'add a column "vs prior quarter"',
    after: 21,
    // Each quarter's change on the one before, in the table's unit; the first has none.
    does: (o) =>
      othersKept(o, 'c7') &&
      isDeepStrictEqual(table(o.after)?.header.slice(1), ['Revenue', 'vs prior quarter']) &&
      isDeepStrictEqual(
        table(o.after)?.rows.map((r) => r[2]),
        ['–', '+0.6', '+0.3', '+0.5'],
      ),
  },
  {
    n: 24,
    say: 'add a slide after Results called "Customer quote" with: "They gave us our Fridays back." – Anna Müller, COO, Brightline',
    does: (o) => {
      const added = o.after.slides[4]!;
      return (
        ids(o.after).join() === 'c1,c2,c3,c4,new1,c5,c6,c7,c8' &&
        added.type === 'statement' &&
        added.content.text === '"They gave us our Fridays back." – Anna Müller, COO, Brightline' &&
        othersKept(o)
      );
    },
  },
  {
    n: 25,
    say: 'add a new slide at the end with the budget: design 12k, dev 30k, testing 8k',
    does: (o) => {
      const added = o.after.slides[8];
      return (
        ids(o.after).join() === 'c1,c2,c3,c4,c5,c6,c7,c8,new1' &&
        (added?.type === 'chart' || added?.type === 'table') &&
        /12.*30.*8/.test(JSON.stringify(added.content))
      );
    },
  },
  {
    n: 26,
    say: 'insert a timeline slide before next steps: kickoff 3 Nov, beta 1 Dec, launch 15 Jan',
    does: (o) =>
      ids(o.after).join() === 'c1,c2,c3,c4,c5,c6,c7,new1,c8' &&
      isDeepStrictEqual(o.after.slides[7]!.content.steps, [
        { label: 'Kickoff', date: '3 Nov' },
        { label: 'Beta', date: '1 Dec' },
        { label: 'Launch', date: '15 Jan' },
      ]) &&
      othersKept(o),
  },
  {
    n: 27,
    say: 'add speaker notes to slide 4: stress that retention is the best in 3 years',
    does: (o) =>
      othersKept(o, 'c4') &&
      isDeepStrictEqual(at(o.after, 'c4').content, at(o.before, 'c4').content) &&
      /retention is the best in 3 years/i.test(at(o.after, 'c4').notes),
  },
  {
    n: 28,
    say: 'notes for the last slide pls – remind me to ask for the signed SOW by friday',
    does: (o) =>
      only(o, (d) => {
        at(d, 'c8').notes = 'Remind me to ask for the signed SOW by friday';
      }),
  },
  {
    n: 29,
    say: 'make the theme dark blue',
    // Classic's covers and figures are navy: the built-in theme nearest the colour said.
    does: (o) => only(o, (d) => void Object.assign(d, { theme: 'classic' })),
  },
  {
    n: 30,
    say: 'change the background of the cover to black',
    does: (o) =>
      only(
        o,
        (d) => void Object.assign(at(d, 'c1').content, { backgroundColor: '#000000', textColor: '#ffffff' }),
      ),
  },
  {
    n: 31,
    say: 'use our brand colour #0F766E for the accents',
    does: (o) => !unchanged(o),
    miss: 'a deck has no accent of its own (its theme or brand kit sets it): the assistant says where to set it',
  },
  { n: 32, say: 'delete slide 2', does: (o) => only(o, (d) => void d.slides.splice(1, 1)) },
  {
    n: 33,
    say: 'get rid of the before and after slide',
    does: (o) => only(o, (d) => void d.slides.splice(4, 1)),
  },
  {
    n: 34,
    say: 'delete slide 12',
    does: (o) => unchanged(o) && /has 8 slides/.test(o.answer ?? ''),
  },
  {
    n: 35,
    say: 'rename "Next step" to "What we need from you"',
    does: (o) =>
      only(o, (d) => {
        at(d, 'c8').title = 'What we need from you';
      }),
  },
  {
    n: 36,
    say: 'update the agenda so it matches the slides',
    does: (o) =>
      only(o, (d) => {
        at(d, 'c2').content.items = [
          'Challenges',
          'Results',
          'Before and after',
          'Plan',
          'Revenue',
          'Next steps',
        ];
      }),
  },
  {
    n: 37,
    say: 'in the plan, push every step back one month',
    does: (o) =>
      only(o, (d) => {
        const dates = ['Nov 2026', 'Dec 2026', 'Jan 2027', 'Feb 2027'];
        for (const [i, step] of at(d, 'c6').content.steps!.entries()) step.date = dates[i]!;
      }),
  },
  {
    n: 38,
    say: 'shorten the 3rd timeline step to max 5 words',
    does: (o) => !unchanged(o),
    miss: MODEL,
  },
  {
    n: 39,
    say: 'fix typos on every slide, dont change anything else',
    does: (o) => unchanged(o) && /no (typos|spelling)/i.test(o.answer ?? ''),
    miss: 'the offline assistant has no spelling check: it asks for the wrong and right words',
  },
  {
    n: 40,
    say: 'split challenges into two slides: problems we caused vs problems from the market',
    does: (o) => o.after.slides.length === 9,
    miss: 'sorting bullets by what they mean needs a language model',
  },
];

describe('blind set 6: 40 commands on an 8-slide deck', () => {
  commandSet(CASES, deck, 34);
});
