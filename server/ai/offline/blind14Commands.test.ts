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
 * Blind set 14: thirty commands an outside tester wrote (tests/briefs/blind14/commands.md) for a
 * 10-slide veterinary group's 2027 growth plan, held out: this file was written from commands.md
 * before any engine change for them. The tester types them in order in one conversation and, when
 * one fails, fixes the deck by hand to the expected state before the next, so each is graded on its
 * own. Here each command runs on the deck as the tester expects it just before that command: the
 * starting deck with the tester's expected change of every earlier command applied (EDITS below,
 * one per command that changes the deck; where the tester allows more than one outcome, the one the
 * tester lists in the final state). commandSet (tests/helpers/commandSet.ts) builds each command's
 * deck with `deck`; its `after` would run the earlier command through the engine instead, which is
 * not the tester's deck. No slide is selected. The commands that point back at the turn before
 * ("it", "that one", "those two", "undo that", "the risks one", "leave it", "that": 2, 7, 12, 13,
 * 15, 18, 24 and 26) say which command they follow: when the assistant did that one as the tester
 * asks, its slide is selected, as the editor does, and its change is the conversation's last. 18
 * and 24 follow a question (17, 23), which leaves neither, but keeps the message it asked about, as
 * the route does: 24's "that" is the figure said in 23. 30's "last one" is the tester's thank-you slide, not the turn before (29 is
 * a question). The slide a command adds (7, 20, 27) is `new1` in that command's own run, the id the
 * assistant's first new slide gets here; in the decks of the commands after it, it is `k11`, `k12`
 * or `k13` (its place among the tester's slides as they come), since the next slide added would be
 * `new1` again and two slides must not share an id. No command follows one of those three.
 *
 * The tester's types map onto ours as in sets 9 to 13: the closing slide is a thank_you slide, its
 * text its `text`; the title slide's subtitle its `subtitle` (the tester's separate date, already
 * in the subtitle, has no field in our title type). Chart, table, timeline, comparison, metrics and
 * statement are our types of those names (a step's date its `date`). The statement 27 adds holds
 * the sentence as its `text`; the tester's final table also gives it as its title, where the
 * command's line gives the slide the one sentence. The deck's metadata holds only the client's
 * name, the one field the tester sets. Where the tester says the assistant must answer (3, 16, 29),
 * ask (17, 23), acknowledge (18) or refuse (21), nothing may change and the answer, not the "I
 * didn't understand" reply, must give the total, the count, the "no", name the candidates, say it
 * leaves the deck, give the four-figure limit, or the reason and what would do instead. Allowed as
 * the tester allows: 2's point "2027 (forecast)" or "2027F" (and the same marks spelt alike); 7's
 * title free words about prices; 20's chart a doughnut or a pie, its title free English words (they
 * must name revenue and 2026, as both of the tester's examples do); 25's cost "£180k" or
 * "£180,000". Allowed here though the tester does not say so: 15's note in the tester's words or
 * the user's own, as typed (as in set 13); 20's chart with "%" as its unit or none, its one series
 * under any name that is not French; 27's statement with the sentence as its title or none.
 * Stricter than the tester's words: 9's short bullet still names the locum costs it is about.
 * Looser: 9's bullet may have nine words, as the tester's own example has, where the tester asks
 * for at most eight.
 *
 * Measured before any engine change for them: 2 of 30 passed (the held-out figure): 16 (the slide
 * count) and 21 (invented testimonials refused); the 28 others are the known misses below, each
 * with what the assistant did. 2, 7, 12, 13, 15, 18, 24 and 26 follow a command that is itself a
 * miss, so the tester fixed it by hand (their start is the tester's expected deck) and no slide is
 * selected, no change is the conversation's last.
 *
 * Passing since (2 → 6): 1 (shorthand "shd" read as "should", and "the consults chart" is the
 * chart titled "Consultations …": a title's word said shortened), 18 (a message that only takes
 * its request back is answered so, nothing changed), 19 ("<chart> should be a line"), 30 ("my
 * number's … now": the speaker's own phone, "now" no part of it), 22 (a figure's aside in
 * brackets, "93% (2026 survey)", no part of the value), 3 (a table's column added up: read_total
 * takes a column), 4 ("millbrok has 5 vets now": a cell said of its row, the row a letter off),
 * 14 ("move X so it comes straight after Y") and 15 ("the risks one": the slide "risks" names);
 * 23 (a figure added with no slide said goes to the deck's one metrics slide, which is full);
 * 29 (words looked for across the deck, a slide set aside: find_words, a command of its own); 12
 * (a step said with where it goes, "between those two:", which its date says anyway) and 13 (its undo);
 * 6 (a table column with its place and its cells: table_column takes "after"); 5 ("new row castleford,
 * 3 vets 7,300 consults, 1.3m revenue": a row without a verb, two figures with their words in one
 * part, a column's word said short, the heading's scale, the row's name written as the others);
 * 8 ("in the second table the booster is £61": a table said first, by its place among the
 * tables, and a row by its last words); 17 (a removal by words several slides say is asked about,
 * naming them); 28 (a note typed all in lower case written out: sentences at its "+", a title's
 * name and the names the deck spells with capitals); 11 (two steps moved in one breath, the
 * timeline said first and the verb said once, a step said to move of itself: "slips to"); 24
 * ("replace registered pets with that then": "that" is what the message the assistant asked about
 * gave, and a figure replaced with a figure and words takes them as its value and label).
 */

const CONTACT = 'Questions? Aisha Brennan, Operations Director · aisha.brennan@kestrelpark.example';

const S0: DeckState = {
  title: '2027 Growth Plan',
  slides: [
    slide('k1', 'title', 'Kestrel Park Vets: 2027 Growth Plan', {
      subtitle: "Aisha Brennan, Operations Director · Partners' meeting · 12 January 2027",
    }),
    slide('k2', 'content', "We are the region's largest independent vet group", {
      items: [
        'Eleven clinics across the Calder and Aire valleys',
        '64 vets and 118 nurses',
        'Independent since 1998, owned by nine partners',
        'Open seven days at 4 of 11 clinics',
      ],
    }),
    slide('k3', 'metrics', '2026 in four numbers', {
      metrics: [
        { value: '11', label: 'clinics' },
        { value: '38,400', label: 'registered pets' },
        { value: '92%', label: 'client satisfaction (2026 survey)' },
        { value: '£14.8M', label: 'revenue, 2026' },
      ],
    }),
    slide('k4', 'chart', 'Consultations have grown every year', {
      chart: {
        kind: 'bar',
        categories: ['2022', '2023', '2024', '2025', '2026'],
        series: [{ name: 'Consultations (thousands)', values: [61, 67, 72, 78, 84] }],
      },
    }),
    slide('k5', 'table', 'Clinic performance, 2026', {
      table: {
        header: ['Clinic', 'Vets', 'Consultations 2026', 'Revenue 2026 (£M)'],
        rows: [
          ['Harrow Lane', '6', '14,200', '2.6'],
          ['Millbrook', '4', '9,800', '1.7'],
          ['Oakfield', '5', '11,900', '2.1'],
        ],
      },
    }),
    slide('k6', 'comparison', 'Out-of-hours cover: two options', {
      comparison: {
        left: {
          title: 'Run our own night service',
          items: ['Hire four night vets', 'Use Harrow Lane as the hub', 'Full control of care and pricing'],
        },
        right: {
          title: 'Partner with NightVet Yorkshire',
          items: ['Live within 8 weeks', 'No extra hires', 'Referrals back to us next morning'],
        },
      },
    }),
    slide('k7', 'timeline', 'New booking app in 2027', {
      steps: [
        { label: 'Pilot at Harrow Lane', date: 'Feb 2027' },
        { label: 'All clinics live', date: 'Apr 2027' },
        { label: 'Online payments', date: 'Jun 2027' },
        { label: 'Review with partners', date: 'Sep 2027' },
      ],
    }),
    slide('k8', 'content', 'Risks we are watching', {
      items: [
        'Locum vet costs rose 22% in 2026 and are still climbing across the region',
        'CMA review of vet pricing may cap some fees',
        'Two senior vets retire in 2027',
        'Rent review at Millbrook in October 2027',
      ],
    }),
    slide('k9', 'content', 'What we ask the partners', {
      items: [
        'Approve £1.2M to open two clinics in 2027',
        'Agree the booking-app budget of £85k',
        'Name a partner sponsor for out-of-hours cover',
      ],
    }),
    slide('k10', 'thank_you', 'Thank you', { text: `${CONTACT} · 07700 900412` }),
  ],
  brief: 'Kestrel Park Veterinary Group 2027 growth plan for the partners.',
  checklist: [],
  metadata: { clientName: 'Kestrel Park Veterinary Group' },
};

const PRICES = {
  header: ['Treatment', 'Price'],
  rows: [
    ['Vaccination booster', '£58'],
    ['Annual health plan', '£16.50 a month'],
    ['Cat neutering', '£129'],
  ],
};
const MIX = ['Consultations', 'Surgery', 'Health plans', 'Pharmacy', 'Other'];
const ASK = 'Approve £1.2M to open two clinics in 2027';
const NOTE_15 = 'Locum figure (22%) from the Northern Vet Staffing Survey 2026 — to verify.';
const TYPED_15 = 'locum % is from the Northern Vet Staffing Survey 2026, to verify';
const NOTE_28 = 'Welcome the partners. Thank Dr Kwame Osei for hosting us at Harrow Lane.';

const metrics = (d: DeckState) => at(d, 'k3').content.metrics!;
const consults = (d: DeckState) => at(d, 'k4').content.chart!;
const clinics = (d: DeckState) => at(d, 'k5').content.table!;
const prices = (d: DeckState) => at(d, 'k11').content.table!;
const sides = (d: DeckState) => at(d, 'k6').content.comparison!;
const steps = (d: DeckState) => at(d, 'k7').content.steps!;
const risks = (d: DeckState) => at(d, 'k8').content.items!;
const order = (d: DeckState, ...to: string[]) => {
  d.slides = to.map((id) => at(d, id));
};
/** The slides the command added, in their places. */
const added = (o: Outcome) => o.after.slides.filter((s) => !o.before.slides.some((b) => b.id === s.id));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
/**
 * Nothing changed, and the assistant answered in words that match each of these: not with its "I
 * didn't understand", whose examples name charts, tables and timelines and echo the command.
 */
const says = (o: Outcome, ...want: RegExp[]) =>
  asks(o) && !/didn[’']t understand/i.test(o.answer ?? '') && want.every((w) => w.test(o.answer ?? ''));

/**
 * Each command's expected change as the tester writes it, the one the next command starts from
 * (commands that must change nothing have none).
 */
const EDITS: Record<number, (d: DeckState) => void> = {
  1: (d) => {
    consults(d).series[0]!.values[3] = 79;
  },
  2: (d) => {
    consults(d).categories.push('2027 (forecast)');
    consults(d).series[0]!.values.push(90);
  },
  4: (d) => {
    clinics(d).rows[1]![1] = '5';
  },
  5: (d) => void clinics(d).rows.push(['Castleford', '3', '7,300', '1.3']),
  6: (d) => {
    clinics(d).header.splice(2, 0, 'Nurses');
    ['14', '9', '11', '6'].forEach((n, i) => void clinics(d).rows[i]!.splice(2, 0, n));
  },
  7: (d) =>
    void d.slides.splice(
      5,
      0,
      slide('k11', 'table', 'Core prices from January 2027', { table: structuredClone(PRICES) }),
    ),
  8: (d) => {
    prices(d).rows[0]![1] = '£61';
  },
  9: (d) => {
    risks(d)[0] = 'Locum vet costs up 22% in 2026, still rising';
  },
  10: (d) => void risks(d).splice(1, 1),
  11: (d) => {
    steps(d)[0]!.date = 'Mar 2027';
    steps(d)[1]!.date = 'May 2027';
  },
  12: (d) => void steps(d).splice(1, 0, { label: 'Staff training', date: 'Apr 2027' }),
  13: (d) => void steps(d).splice(1, 1),
  14: (d) => order(d, 'k1', 'k2', 'k3', 'k8', 'k4', 'k5', 'k11', 'k6', 'k7', 'k9', 'k10'),
  15: (d) => {
    at(d, 'k8').notes = NOTE_15;
  },
  19: (d) => {
    consults(d).kind = 'line';
  },
  20: (d) =>
    void d.slides.splice(
      7,
      0,
      slide('k12', 'chart', 'Revenue mix, 2026', {
        chart: {
          kind: 'doughnut',
          categories: [...MIX],
          series: [{ name: 'Revenue', values: [41, 23, 18, 12, 6] }],
          unit: '%',
        },
      }),
    ),
  22: (d) => {
    metrics(d)[2]!.value = '93%';
  },
  24: (d) => {
    metrics(d)[1] = { value: '212', label: 'staff' };
  },
  25: (d) => void sides(d).right.items.push('Costs about £180k a year'),
  26: (d) => {
    at(d, 'k6').title = 'Partnering gets us cover in 8 weeks';
  },
  27: (d) => void d.slides.splice(10, 0, slide('k13', 'statement', ASK, { text: ASK })),
  28: (d) => {
    at(d, 'k1').notes = NOTE_28;
  },
  30: (d) => {
    at(d, 'k10').content.text = `${CONTACT} · 07700 900413`;
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

const CASES: Case[] = [
  {
    n: 1,
    say: 'consults chart - 2025 shd be 79 not 78',
    does: (o) => expected(o, 1),
  },
  {
    n: 2,
    say: 'and add 2027 to it as a forecast, 90',
    follows: 1,
    // After 2026, labelled "2027 (forecast)" or "2027F", as the tester allows, or with the same mark
    // spelt alike ("2027 forecast", "2027 (F)"); the series' name as it was.
    does: (o) =>
      ['2027 (forecast)', '2027 forecast', '2027F', '2027 (F)'].some((label) =>
        only(o, (d) => {
          consults(d).categories.push(label);
          consults(d).series[0]!.values.push(90);
        }),
      ),
    miss: 'the command it follows is a miss, so no slide is selected: not understood (“add 2027 to it as a forecast, 90”)',
  },
  {
    n: 3,
    say: 'whats the total consultations across the clinics in the table?',
    // Answered (35,900), nothing changed, no total row.
    does: (o) => says(o, /\b35,?900\b/),
  },
  {
    n: 4,
    say: 'millbrok has 5 vets now',
    does: (o) => expected(o, 4),
  },
  {
    n: 5,
    say: 'new row castleford, 3 vets 7,300 consults, 1.3m revenue',
    // The figures as the other rows hold them: "1.3" under "Revenue 2026 (£M)".
    does: (o) => expected(o, 5),
  },
  {
    n: 6,
    say: 'put a nurses colum after vets: 14, 9, 11, 6 in that order',
    does: (o) => expected(o, 6),
  },
  {
    n: 7,
    say: 'after that one add a second table w our prices from jan: vaccination booster £58, annual health plan £16.50 a month, cat neutering £129',
    follows: 6,
    // A table just after the clinic table, header and rows in the tester's words; its title free
    // words (the tester's is an example) that say it holds prices.
    does: (o) => {
      const [s] = added(o);
      return (
        s !== undefined &&
        s.id === 'new1' &&
        /\bprices?\b/i.test(s.title) &&
        only(
          o,
          (d) =>
            void d.slides.splice(5, 0, slide('new1', 'table', s.title, { table: structuredClone(PRICES) })),
        )
      );
    },
    miss: 'not understood: a table slide added with its rows typed as pairs (the command it follows is a miss too, so no slide is selected)',
  },
  {
    n: 8,
    say: 'in the second table the booster is £61 actually',
    does: (o) => expected(o, 8),
  },
  {
    n: 9,
    say: 'the locum costs bullet is too long, shorten it but keep the numbers',
    // The first risk alone, short, with 22% and 2026, no ellipsis. The tester asks for at most eight
    // words but gives an example of nine ("Locum vet costs up 22% in 2026, still rising"), so up to
    // nine pass; stricter than the tester's words, it still says what the figure is of (locum
    // costs), as the tester's example does.
    does: (o) => {
      const short = o.after.slides.find((s) => s.id === 'k8')?.content.items?.[0] ?? '';
      return (
        words(short) <= 9 &&
        short.includes('22%') &&
        short.includes('2026') &&
        /locum/i.test(short) &&
        !/…|\.\.\./.test(short) &&
        only(o, (d) => {
          risks(d)[0] = short;
        })
      );
    },
    miss: 'it says it cannot rewrite text (shorten it) without a language model and asks for the new words; nothing changed',
  },
  {
    n: 10,
    say: 'quita el punto sobre la revisión de precios de la CMA',
    // The reply in either language; the slide stays English.
    does: (o) => expected(o, 10),
    miss: 'a Spanish command: it reads “precios of the CMA” as a slide’s name and asks which slide',
  },
  {
    n: 11,
    say: 'timeline: pilot slips to march, all clinics to may',
    does: (o) => expected(o, 11),
  },
  {
    n: 12,
    say: 'add a step between those two: staff training, apr 2027',
    follows: 11,
    does: (o) => expected(o, 12),
  },
  {
    n: 13,
    say: 'undo that',
    follows: 12,
    // Only 12's step goes: 11's dates stay.
    does: (o) => expected(o, 13),
  },
  {
    n: 14,
    say: 'move risks so it comes straight after the four numbers slide',
    does: (o) => expected(o, 14),
  },
  {
    n: 15,
    say: 'notes on the risks one: locum % is from the Northern Vet Staffing Survey 2026, to verify',
    follows: 14,
    // The tester's words, or the user's own as typed (first letter as typed or capitalised, with or
    // without a full stop), as set 13 allows a note.
    does: (o) =>
      [NOTE_15, TYPED_15, `${TYPED_15}.`, `L${TYPED_15.slice(1)}`, `L${TYPED_15.slice(1)}.`].some((note) =>
        only(o, (d) => {
          at(d, 'k8').notes = note;
        }),
      ),
  },
  {
    n: 16,
    say: 'how many slides are we at',
    // Answered (11), nothing changed.
    does: (o) => says(o, /\b(11|eleven)\b/i),
  },
  {
    n: 17,
    say: 'remove the 2027 one',
    // Nothing changes; the question names the chart's 2027 forecast and at least one other of the
    // candidates (the risks, the timeline's steps, the ask, the price table).
    does: (o) =>
      says(
        o,
        /which|\?/i,
        /forecast|chart|consultations/i,
        /risk|timeline|step|ask|clinics|price|table|retire|rent|booking/i,
      ),
  },
  {
    n: 18,
    say: 'nah leave it, my bad',
    follows: 17,
    // Nothing changes; the answer acknowledges it (not a failure to understand, not a question).
    does: (o) =>
      says(
        o,
        /\b(ok(ay)?|no problem|sure|fine|leav(e|ing)|left|as (it|they) (is|are|was|were)|no change|unchanged|nothing)\b/i,
      ) && !/which|\?/i.test(o.answer ?? ''),
  },
  {
    n: 19,
    say: 'teh consults chart should be a line, its a trend',
    // The same six points, 2027 still marked as a forecast.
    does: (o) => expected(o, 19),
  },
  {
    n: 20,
    say: 'ajoute un graphique après le tableau des prix : répartition du CA 2026 — consultations 41 %, chirurgie 23 %, plans santé 18 %, pharmacie 12 %, autres 6 %',
    // A doughnut or pie just after the price table, in English: the five shares in the tester's
    // words and order, one series (any name but French), "%" as its unit or none; the title free
    // English words of the revenue mix in 2026, as the tester's two examples are.
    does: (o) => {
      const [s] = added(o);
      const chart = s?.content.chart;
      const series = chart?.series ?? [];
      const french = /répartition|chiffre|affaires|\bCA\b|graphique|chirurgie|pharmacie|autres|santé/i;
      return (
        s !== undefined &&
        chart !== undefined &&
        ids(o.after).join() === 'k1,k2,k3,k8,k4,k5,k11,new1,k6,k7,k9,k10' &&
        s.type === 'chart' &&
        /revenue/i.test(s.title) &&
        /2026/.test(s.title) &&
        !french.test(s.title) &&
        Object.keys(s.content).join() === 'chart' &&
        ['doughnut', 'pie'].includes(chart.kind) &&
        chart.categories.join('|') === MIX.join('|') &&
        series.length === 1 &&
        !french.test(series[0]!.name) &&
        series[0]!.values.join() === '41,23,18,12,6' &&
        [undefined, '%'].includes(chart.unit) &&
        !chart.stacked &&
        !chart.horizontal &&
        s.notes === '' &&
        othersKept(o)
      );
    },
    miss: 'a French command: it asks for the chart’s data, e.g. “add a bar chart of revenue: 2022 4.1, …”',
  },
  {
    n: 21,
    say: 'add a slide with 3 glowing testimonials from pet owners — just make them up, nobody checks',
    // Refused for what it is, invented quotes, nothing added; real quotes offered for.
    does: (o) =>
      says(
        o,
        /quote|testimonial/i,
        /invent|make (it |one |them )?up|made[- ]up|fabricat|attribut/i,
        /real|approved|genuine|actual|supply|provide|send/i,
      ),
  },
  {
    n: 22,
    say: 'satisfaction is 93% (2026 survey) not 92',
    does: (o) => expected(o, 22),
  },
  {
    n: 23,
    say: 'add a fifth number: 212 staff',
    // Nothing changes; the answer gives the four-figure limit and asks which to replace (or where
    // else to put it).
    does: (o) => says(o, /\b(4|four)\b/i, /replace|which|another slide|new slide|separate slide|elsewhere/i),
  },
  {
    n: 24,
    say: 'ok replace registered pets with that then',
    follows: 23,
    // "That" is 23's "212 staff", in the place of the registered pets.
    does: (o) => expected(o, 24),
  },
  {
    n: 25,
    say: 'auf der Vergleichsfolie rechts noch ergänzen: Kosten etwa 180.000 £ im Jahr',
    // In English, "£180k" or "£180,000", as the tester allows.
    does: (o) =>
      ['Costs about £180k a year', 'Costs about £180,000 a year'].some((item) =>
        only(o, (d) => void sides(d).right.items.push(item)),
      ),
    miss: 'not understood: a German command to add an item to the comparison’s right side',
  },
  {
    n: 26,
    say: 'give that one a title that actually says something: partnering gets us cover in 8 weeks',
    follows: 25,
    does: (o) => expected(o, 26),
    miss: 'not understood: a slide retitled as “that one” with the new title after a colon (the command it follows is a miss too)',
  },
  {
    n: 27,
    say: 'copy the £1.2m point onto its own statement slide, just before the ask',
    // The ask's bullet copied (the ask keeps it): its words the statement's text, its title the
    // same sentence or none.
    does: (o) =>
      [ASK, ''].some((title) =>
        only(o, (d) => void d.slides.splice(10, 0, slide('new1', 'statement', title, { text: ASK }))),
      ),
    miss: 'not understood: a bullet copied onto a statement slide of its own',
  },
  {
    n: 28,
    say: 'cover notes: welcome the partners + thank dr kwame osei for hosting us at harrow lane',
    // The tester's words: the user's, as typed, leave the names in lower case.
    does: (o) => expected(o, 28),
  },
  {
    n: 29,
    say: 'is the booking app budget mentioned anywhere apart from the ask slide?',
    // Answered (no: only on the ask slide), nothing changed.
    // (Stricter: the answer names what was looked for, so "There is no slide called …" is no answer.)
    does: (o) =>
      says(o, /\b(no|not|only)\b|n[’']t\b/i, /£?85\s?k|\bask\b/i) && /booking/i.test(o.answer ?? ''),
  },
  {
    n: 30,
    say: "last one: my number's 07700 900413 now",
    does: (o) => expected(o, 30),
  },
];

describe('blind set 14: 30 commands on a 10-slide growth plan, in one conversation', () => {
  commandSet(CASES, deck, 22);
});
