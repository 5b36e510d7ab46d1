import type { TimelineStep } from '../../common/slides/content';
import { patch, type TableDeck } from './deck';
import type { Phrasing } from './types';

/**
 * Rows for what blind set 6 (server/ai/offline/blind6Commands.test.ts) found missing, each read by
 * the grammar's tables, not by code of its own.
 */
const D = 'data' as const;

/** The data deck's timeline (slide 4, titled "Plan") with these steps. */
const plan = (steps: TimelineStep[]) => (d: TableDeck) => patch(d, 'd4', { steps });
const MONTH_LATER = plan([
  { label: 'Discovery', date: 'June' },
  { label: 'Build', date: 'July to September' },
  { label: 'Launch', date: 'October' },
]);

export const BLIND6: Phrasing[] = [
  // A bare noun phrase that is a slide's title names that slide: "the plan" is the slide "Plan",
  // as "the plan slide" is.
  { on: D, say: 'push the plan back one month', op: 'update timeline', deck: MONTH_LATER },
  { on: D, say: 'delay the plan by a month', op: 'update timeline', deck: MONTH_LATER },
  { on: D, say: 'the plan: push everything back a month', op: 'update timeline', deck: MONTH_LATER },
  { on: D, say: 'In the Plan, push all the dates back one month', op: 'update timeline', deck: MONTH_LATER },
  {
    on: D,
    say: 'in the plan, change Build to Build and test',
    op: 'update timeline',
    deck: plan([
      { label: 'Discovery', date: 'May' },
      { label: 'Build and test', date: 'June to August' },
      { label: 'Launch', date: 'September' },
    ]),
  },
  {
    on: D,
    say: 'in the next steps, remove the second bullet',
    op: 'update bullets',
    deck: (d) => patch(d, 'd5', { items: ['Sign'] }),
  },
  {
    on: D,
    say: 'swap Sign and Kick off in the next steps',
    op: 'update bullets',
    deck: (d) => patch(d, 'd5', { items: ['Kick off', 'Sign'] }),
  },
  {
    say: 'on the priorities, change Grow revenue to Double revenue',
    op: 'update bullets',
    deck: (d) => patch(d, 's2', { items: ['Double revenue', 'Open markets', 'Hire engineers'] }),
  },
  // Said of "the plan" as of "the plan slide": shortening needs a language model either way.
  { on: D, say: 'shorten the plan', op: 'question or refusal', answer: /can't rewrite/ },
];
