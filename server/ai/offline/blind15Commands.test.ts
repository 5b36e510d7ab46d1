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
 * Blind set 15: thirty commands an outside tester wrote (tests/briefs/blind15/commands.md) for a
 * 10-slide coworking operator's "Team Memberships" pitch to a prospect, held out: this file was
 * written from commands.md before any engine change for them. The tester types them in order in one
 * conversation and grades each on its own against the expected state, so a command's deck is the one
 * the tester expects just before it. Here each command runs on that deck: the starting deck with the
 * tester's expected change of every earlier command applied (EDITS below, one per command that
 * changes the deck; where the tester allows more than one outcome, the one the tester lists in the
 * final deck). commandSet (tests/helpers/commandSet.ts) builds each command's deck with `deck`; its
 * `after` would run the earlier command through the engine instead, which is not the tester's deck.
 * No slide is selected. The commands that lean on the turn before ("aftr the frist one", "before
 * the price", "and a row", "a step at the end", "there", "with that", "undo that", "that one": 3,
 * 9, 10, 13, 16, 17, 18 and 22) say which command they follow: when the assistant did that one as
 * the tester asks, its slide is selected, as the editor does, and its change is the conversation's
 * last. 17 follows a reply at the metrics limit (16), which leaves neither: its "that" is the figure said in 16, which
 * no turn keeps. The chart 21 adds is `new1`, the id the assistant's first new slide gets here, in
 * its own run and in the decks after it, so that 22 (which follows 21) finds it under the name the
 * conversation gives it; no later command adds a slide.
 *
 * The tester read a spec with no chart, table, timeline or quote type and built those as static
 * `html` slides (the quote a content slide); ours has the native types, so the chart (slide 4) is a
 * bar `chart` of one series "Members" over the four quarters, the plans (slide 6) a `table` of the
 * tester's header and rows, and the move-in plan (slide 8) a `timeline` whose steps have the week as
 * their `date` and the words as their `label`. The tester's html-only demands (bar heights drawn
 * with their labels, right-aligned numbers, values on the bars, bars from zero, a legend and the
 * series' colours in 6, `&` not written `&amp;`) are the renderer's, not the deck's, and are not
 * checked: a native chart's or table's data is. The rest is as the tester posts it, every field
 * being one of ours: the title slide's subtitle, client, agency, date and text (our title type
 * draws the subtitle; the others stay stored), the metrics, the comparison, the statement's
 * `mainText` and `highlightText`, the thank-you slide's `line1`, `line2` (the two big lines our
 * type draws) and `text`. The quote stays a content slide with `text` and `author` as the tester
 * built it: our nearest native quote is a statement ("quote" is one of its names), but then
 * "the statement slide" (11) and "the quote slide … the statement" (27) would each name two slides,
 * which the tester's deck does not. Our content type does not draw an author; 25 edits it all the
 * same. The deck's metadata holds only the client's name, the one field the tester sets (the client
 * the tester creates, Hearth & Hive Coworking). Our slides have speaker notes, so 14 is graded on the
 * tester's first branch (the note stored off the slide face), not on "notes aren't supported".
 *
 * Where the tester says the assistant must answer (7, 20, 29), ask (24), state the limit (16) or
 * refuse (26), nothing may change and the answer, not the "I didn't understand" reply, must give
 * the growth (+360, about 46%), the slide (6, "Team Membership plans"), the count and the
 * Enterprise row (11; yes, slide 7), name the chart's York and at least one other York, give the
 * four-figure limit and another way, or say it will not invent the figures and ask for real ones or
 * a source. Allowed as the tester allows: 14's note in free words ("such as"), so long as it holds
 * 10%, the 24-month terms and that it is not confirmed (or is to verify); 17's metric with no
 * subtext (absent or empty); 21's chart any series name, its bars upright or horizontal (a bar chart
 * either way); 30's two big lines split anywhere ("e.g."); the replies to 19, 23 and 25 in either
 * language (only the deck, which stays English, is checked for a change). Allowed here though the
 * tester does not say so: 6's new series named in the tester's words ("Meeting-room bookings") or
 * the user's own, as typed or capitalised; 30's two lines in capitals, as the slide has them, or
 * as typed, and its apostrophe straight or typographic. Stricter than the tester's words: 7's answer gives both the +360 and
 * the percentage; 29's says yes by "yes", the row or the slide it is on; 21's chart has no unit
 * (the tester: no invented period or extra figures).
 *
 * Measured before any engine change for them: 5 of 30 passed (the held-out figure): 1 (the cover's
 * subtitle), 11 (the statement moved after the timeline), 16 (the fifth metric refused at the
 * four-figure limit, replace one or another slide offered), 24 (the York removal asked about: it
 * names the York bar on slide 5 and the quote on slide 10, not the glance slide's sites nor the
 * statement's highlight, two of the tester's four candidates, which the check allows as set 14's
 * 17 does) and 28 (the comparison's right side); the 25 others are the known misses below, each
 * with what the assistant did. 3, 9, 10, 13, 18 and 22 follow a command that is itself a miss,
 * and 17 a reply that changes nothing, so no slide is selected and no change is the conversation's last.
 *
 * Passing since (5 → 17): 2 ("slide 2, 3rd bullet -> …": a bullet by its place with its slide said
 * first, never slides 2 and 3), 3 (one bullet in the place said, "and" no list; "aftr" mended),
 * 26 (figures asked to be made up, "believable numbers, nobody checks", refused), 17 ("replace the
 * rating one with that": "that" is what the message the assistant asked about gave, "the rating
 * one" the rating figure, replaced whole) and 18 ("actually undo that"), 4, 12 and 13 (a title said
 * in other forms, "fit out" of "Fit-out", a step named by its date takes new words, a comma in new
 * words is theirs, "at the end:" before a step), 5, 8, 15 and 20 (a figure's slide said with its
 * label, a table's heading said without its unit, "which slide is pricing on now?").
 */

const CONTACT = 'Nadia Kowalczyk · nadia@hearthandhive.example · 07700 900881';
const QUARTERS = ['Q1 2026', 'Q2 2026', 'Q3 2026', 'Q4 2026'];
const NOTE_14 = 'Mention 10% off for 24-month terms — not confirmed yet, to verify.';
const BREAK = 'Break clause any time after 6 months';

const S0: DeckState = {
  title: 'Team Memberships 2027 – Brightmoor Analytics',
  slides: [
    slide('h1', 'title', 'Team Memberships 2027', {
      subtitle: 'A home for hybrid teams',
      clientName: 'Brightmoor Analytics',
      agency: 'Hearth & Hive Coworking',
      date: '4 March 2027',
      text: 'Presented by Nadia Kowalczyk, Head of Partnerships',
    }),
    slide('h2', 'content', 'Why teams are rethinking the office', {
      items: [
        'Desks sit empty three days a week',
        'Long leases lock in cost for five years',
        'Hybrid staff want a good place to meet',
        'Fit-out budgets are hard to justify',
      ],
    }),
    slide('h3', 'metrics', 'Hearth & Hive at a glance', {
      metrics: [
        { value: '3', label: 'sites', subtext: 'Leeds, York & Hull' },
        { value: '1,140', label: 'members', subtext: 'December 2026' },
        { value: '87%', label: 'average desk occupancy', subtext: '2026' },
        { value: '4.8/5', label: 'member rating', subtext: '2026 member survey' },
      ],
    }),
    slide('h4', 'chart', 'Membership grew every quarter of 2026', {
      chart: {
        kind: 'bar',
        categories: [...QUARTERS],
        series: [{ name: 'Members', values: [780, 860, 990, 1140] }],
      },
    }),
    slide('h5', 'comparison', 'Leased office vs Team Membership', {
      comparison: {
        left: {
          title: 'Leased office',
          items: [
            '5-year lease',
            '£85,000 fit-out up front',
            'Fixed at 40 desks',
            'Your own facilities staff',
          ],
        },
        right: {
          title: 'Team Membership',
          items: [
            '12-month rolling term',
            'No fit-out cost',
            'Flex from 10 to 60 desks',
            'Reception, cleaning & IT included',
          ],
        },
      },
    }),
    slide('h6', 'table', 'Team Membership plans', {
      table: {
        header: ['Plan', 'Desks', 'Meeting-room hours / month', 'Price / month'],
        rows: [
          ['Starter', '10', '20', '£3,400'],
          ['Growth', '25', '50', '£7,900'],
          ['Scale', '50', '120', '£14,500'],
        ],
      },
    }),
    slide('h7', 'statement', 'One membership, three cities', {
      mainText: 'Your team, one address in three cities.',
      highlightText: 'Leeds · York · Hull',
    }),
    slide('h8', 'timeline', 'Moving in takes four weeks', {
      steps: [
        { label: 'Tour & choose a plan', date: 'Week 1' },
        { label: 'Sign & get access cards', date: 'Week 2' },
        { label: 'IT & signage set up', date: 'Week 3' },
        { label: 'Team moves in', date: 'Week 4' },
      ],
    }),
    slide('h9', 'content', 'What members say', {
      text: '“We hired in York without opening an office there.”',
      author: 'Ruth Amankwah, Operations Lead, Tallyho Games',
    }),
    slide('h10', 'thank_you', "Let's find your team a home", {
      line1: "LET'S FIND YOUR TEAM",
      line2: 'A HOME',
      text: CONTACT,
    }),
  ],
  brief: 'Hearth & Hive Coworking: Team Memberships 2027, a pitch to Brightmoor Analytics.',
  checklist: [],
  metadata: { clientName: 'Hearth & Hive Coworking' },
};

const items = (d: DeckState) => at(d, 'h2').content.items!;
const metrics = (d: DeckState) => at(d, 'h3').content.metrics!;
const members = (d: DeckState) => at(d, 'h4').content.chart!;
const plans = (d: DeckState) => at(d, 'h6').content.table!;
const steps = (d: DeckState) => at(d, 'h8').content.steps!;
const sides = (d: DeckState) => at(d, 'h5').content.comparison!;
const order = (d: DeckState, ...to: string[]) => {
  d.slides = to.map((id) => at(d, id));
};
/** The slides the command added, in their places. */
const added = (o: Outcome) => o.after.slides.filter((s) => !o.before.slides.some((b) => b.id === s.id));
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
    at(d, 'h1').content.subtitle = 'Flexible space for hybrid teams';
  },
  2: (d) => {
    items(d)[2] = 'Hybrid staff need somewhere good to meet';
  },
  3: (d) => void items(d).splice(1, 0, 'Commutes are longer and pricier'),
  4: (d) => void items(d).splice(4, 1),
  5: (d) => {
    members(d).series[0]!.values[2] = 1010;
  },
  6: (d) => void members(d).series.push({ name: 'Meeting-room bookings', values: [410, 455, 530, 610] }),
  8: (d) => {
    plans(d).rows[1]![3] = '£7,650';
  },
  9: (d) => {
    plans(d).header.splice(3, 0, 'Phone booths');
    ['2', '4', '8'].forEach((n, i) => void plans(d).rows[i]!.splice(3, 0, n));
  },
  10: (d) => void plans(d).rows.push(['Enterprise', '100', '250', '16', 'Price on request']),
  11: (d) => order(d, 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h8', 'h7', 'h9', 'h10'),
  12: (d) => {
    steps(d)[2]!.label = 'IT, Wi-Fi & signage set up';
  },
  13: (d) => void steps(d).push({ label: 'First review with your community host', date: 'Week 6' }),
  14: (d) => {
    at(d, 'h6').notes = NOTE_14;
  },
  15: (d) => {
    metrics(d)[2]!.value = '89%';
  },
  17: (d) => {
    metrics(d)[3] = { value: '212', label: 'member companies' };
  },
  18: (d) => {
    metrics(d)[3] = { value: '4.8/5', label: 'member rating', subtext: '2026 member survey' };
  },
  19: (d) => {
    at(d, 'h5').title = 'Office lease vs Team Membership';
  },
  21: (d) =>
    void d.slides.splice(
      4,
      0,
      slide('new1', 'chart', 'Leeds is our biggest site', {
        chart: {
          kind: 'bar',
          categories: ['Leeds', 'York', 'Hull'],
          series: [{ name: 'Members', values: [520, 360, 260] }],
        },
      }),
    ),
  22: (d) => {
    at(d, 'new1').title = 'Leeds is our largest site';
  },
  23: (d) => void items(d).pop(),
  25: (d) => {
    at(d, 'h9').content.author = 'Ruth Amankwah, Head of Operations, Tallyho Games';
  },
  27: (d) => order(d, 'h1', 'h2', 'h3', 'h4', 'new1', 'h5', 'h6', 'h8', 'h9', 'h7', 'h10'),
  28: (d) => void sides(d).right.items.push(BREAK),
  30: (d) => {
    at(d, 'h10').title = "Let's find Brightmoor a home";
    at(d, 'h10').content.line1 = "LET'S FIND BRIGHTMOOR";
    at(d, 'h10').content.line2 = 'A HOME';
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
    say: 'can you change the subtitle on the first slide to "Flexible space for hybrid teams"',
    // The words without their quotes; nothing else on the cover changes.
    does: (o) => expected(o, 1),
  },
  {
    n: 2,
    say: 'slide 2, 3rd bullet -> "Hybrid staff need somewhere good to meet"',
    does: (o) => expected(o, 2),
  },
  {
    n: 3,
    say: 'add a bullet aftr the frist one: Commutes are longer and pricier',
    follows: 2,
    // On slide 2, the conversation's current slide: the new second of five.
    does: (o) => expected(o, 3),
  },
  {
    n: 4,
    say: 'in "Why teams rethink the office" delete the bullet about fit out budgets',
    // The near-miss title is slide 2's.
    does: (o) => expected(o, 4),
  },
  {
    n: 5,
    say: 'in the chart Q3 should be 1,010 not 990',
    does: (o) => expected(o, 5),
  },
  {
    n: 6,
    say: 'add a second series to the last chart - meeting room bookings 410, 455, 530, 610',
    // The chart's second series, named in the tester's words or the user's own (as typed or
    // capitalised); the title and the first series as they were.
    does: (o) =>
      ['Meeting-room bookings', 'Meeting room bookings', 'meeting room bookings'].some((name) =>
        only(o, (d) => void members(d).series.push({ name, values: [410, 455, 530, 610] })),
      ),
    miss: 'not understood: a second series, named, added to “the last chart”',
  },
  {
    n: 7,
    say: 'whats the growth in members from Q1 to Q4?',
    // Answered (780 → 1,140: +360, about 46%), nothing changed.
    does: (o) => says(o, /\b360\b/, /\b46(\.\d)?\s?%/),
    miss: 'not understood: a question on the growth between two points of a chart',
  },
  {
    n: 8,
    say: 'on the plans table change Growth price to £7,650',
    does: (o) => expected(o, 8),
  },
  {
    n: 9,
    say: 'add a column "Phone booths" before the price: starter 2, growth 4, scale 8',
    follows: 8,
    does: (o) => expected(o, 9),
    miss: 'not understood: a table column with its place (“before the price”) and its cells by row (the command it follows is a miss too, so no slide is selected)',
  },
  {
    n: 10,
    say: 'and a row for Enterprise - 100 desks, 250 hrs, 16 booths, price on request',
    follows: 9,
    // The cells as the other rows hold them: the figures alone, "Price on request" capitalised.
    does: (o) => expected(o, 10),
    miss: 'not understood: a row for “and a row for …”, its cells with their words (the command it follows is a miss too)',
  },
  {
    n: 11,
    say: 'move the statement slide so it comes right after the timeline',
    does: (o) => expected(o, 11),
  },
  {
    n: 12,
    say: "in 'Moving in takes 4 weeks' change week 3 to IT, Wi-Fi & signage set up",
    // The near-miss title is the timeline's; Week 3's words change, its date stays.
    does: (o) => expected(o, 12),
  },
  {
    n: 13,
    say: 'add a step at the end: Week 6 – first review with your community host',
    follows: 12,
    // "Week 6" its date, the words its label, first letter capitalised as the others are.
    does: (o) => expected(o, 13),
  },
  {
    n: 14,
    say: 'add speaker notes to the pricing slide: mention 10% off for 24 month terms, but its not confirmed yet',
    // On the plans table's notes, in free words ("such as") that hold the 10%, the 24-month terms
    // and that it is not confirmed or is to verify; no slide face changes.
    does: (o) => {
      const note = o.after.slides.find((s) => s.id === 'h6')?.notes ?? '';
      return (
        /\b10\s?%/.test(note) &&
        /\b24[- ]month/i.test(note) &&
        /not (yet )?confirmed|unconfirmed|to (be )?(verif|confirm)/i.test(note) &&
        only(o, (d) => {
          at(d, 'h6').notes = note;
        })
      );
    },
    miss: '“the pricing slide” names no slide by its title: it asks which slide',
  },
  {
    n: 15,
    say: 'change the occupancy on the glance slide to 89%',
    does: (o) => expected(o, 15),
  },
  {
    n: 16,
    say: 'add another metric there: 212 member companies',
    follows: 15,
    // Nothing changes; the answer gives the four-figure limit and another way (replace one, or put
    // it elsewhere).
    does: (o) =>
      says(
        o,
        /\b(4|four)\b/i,
        /replace|swap|instead|which|another slide|new slide|separate slide|elsewhere|own slide/i,
      ),
  },
  {
    n: 17,
    say: 'ok replace the rating one with that',
    follows: 16,
    // "That" is 16's "212 member companies", in the place of the rating, with no period invented.
    does: (o) =>
      [{}, { subtext: '' }].some((sub) =>
        only(o, (d) => {
          metrics(d)[3] = { value: '212', label: 'member companies', ...sub };
        }),
      ),
  },
  {
    n: 18,
    say: 'actually undo that',
    follows: 17,
    // 17's change alone taken back: the rating returns, the occupancy stays 89%.
    does: (o) => expected(o, 18),
  },
  {
    n: 19,
    say: 'Change le titre de la diapo 5 en « Office lease vs Team Membership » stp',
    // The title in the user's English words, without the guillemets; the reply in either language.
    does: (o) => expected(o, 19),
    miss: 'it sets the title to “« Office lease vs Team Membership » stp”: the guillemets and the French “stp” kept',
  },
  {
    n: 20,
    say: 'which slide is pricing on now?',
    // Answered (slide 6, "Team Membership plans"), nothing changed.
    does: (o) => says(o, /\b(6|six|sixth)\b/i, /Team Membership plans/i),
  },
  {
    n: 21,
    say: 'new slide after the membership chart: bar chart of members by site, Leeds 520, York 360, Hull 260. title "Leeds is our biggest site"',
    // A bar chart just after the membership chart, the three sites in the tester's order with their
    // figures, one series (any name), no unit, no notes; the title as typed.
    does: (o) => {
      const [s] = added(o);
      const chart = s?.content.chart;
      const series = chart?.series ?? [];
      return (
        s !== undefined &&
        chart !== undefined &&
        ids(o.after).join() === 'h1,h2,h3,h4,new1,h5,h6,h8,h7,h9,h10' &&
        s.type === 'chart' &&
        s.title === 'Leeds is our biggest site' &&
        Object.keys(s.content).join() === 'chart' &&
        chart.kind === 'bar' &&
        chart.categories.join('|') === 'Leeds|York|Hull' &&
        series.length === 1 &&
        series[0]!.name.trim() !== '' &&
        series[0]!.values.join() === '520,360,260' &&
        !chart.unit &&
        !chart.stacked &&
        s.notes === '' &&
        othersKept(o)
      );
    },
    miss: 'it reads “title "Leeds is our biggest site"” as a slide’s name and says there is no such slide; nothing added',
  },
  {
    n: 22,
    say: 'rename that one to Leeds is our largest site',
    follows: 21,
    // The chart's title is its visible heading.
    does: (o) => expected(o, 22),
    miss: 'the command it follows is a miss, so no slide is selected: it asks which slide',
  },
  {
    n: 23,
    say: 'Usuń ostatni punkt ze slajdu 2',
    // The reply in either language; the slide stays English.
    does: (o) => expected(o, 23),
    miss: 'not understood: a Polish command',
  },
  {
    n: 24,
    say: 'delete the York one',
    // Nothing changes; the question names the chart's York bar and at least one other York (the
    // glance slide's sites, the statement, the quote).
    does: (o) =>
      says(
        o,
        /which|\?/i,
        /chart|bar|largest site|slide 5\b/i,
        /glance|sites|metric|slide 3\b|statement|three cities|quote|members say|slide (9|10)\b/i,
      ),
  },
  {
    n: 25,
    say: '引用スライドのルースさんの肩書きを「Head of Operations」に変えてください',
    // The author's job title alone, in English; the quote as it was.
    does: (o) => expected(o, 25),
    miss: 'not understood: a Japanese command',
  },
  {
    n: 26,
    say: 'add a slide with 3 stats on how much more productive our members are vs working from home - just use believable numbers, nobody checks',
    // Refused for what it is, invented figures, nothing added; real figures or a source asked for.
    does: (o) =>
      says(
        o,
        /stat|figure|number|data|fact/i,
        /invent|make (it |one |them )?up|made[- ]up|fabricat|believable/i,
        /real|source|genuine|actual|supply|provide|send|placeholder/i,
      ),
  },
  {
    n: 27,
    say: 'move the quote slide before the statement',
    does: (o) => expected(o, 27),
    miss: '“before the statement” is not read as a place: it asks where the slide should go',
  },
  {
    n: 28,
    say: 'on the comparsion slide add "Break clause any time after 6 months" to the right side',
    does: (o) => expected(o, 28),
  },
  {
    n: 29,
    say: 'how many slides have we got now? and is enterprise in the table?',
    // Answered (11 slides; yes, Enterprise is a row of the plans table on slide 7), nothing changed.
    does: (o) => says(o, /\b(11|eleven)\b/i, /enterprise/i, /\byes\b|\brow\b|slide 7\b/i),
    miss: 'it gives the count (11) and lists the slides, but says nothing of Enterprise',
  },
  {
    n: 30,
    say: 'last thing - closing slide heading should be "Let\'s find Brightmoor a home"',
    // The title and the two big lines together (split anywhere, in capitals or as typed), "YOUR
    // TEAM" gone; the contact line as it was. The apostrophe straight or typographic.
    does: (o) => {
      const k = o.after.slides.find((s) => s.id === 'h10')?.content ?? {};
      const lines = `${k.line1 ?? ''} ${k.line2 ?? ''}`.replace(/’/g, "'");
      return (
        (k.line2 ?? '').trim() !== '' &&
        (lines === "LET'S FIND BRIGHTMOOR A HOME" || lines === "Let's find Brightmoor a home") &&
        ["Let's find Brightmoor a home", 'Let’s find Brightmoor a home'].some((title) =>
          only(o, (d) => {
            at(d, 'h10').title = title;
            at(d, 'h10').content.line1 = k.line1;
            at(d, 'h10').content.line2 = k.line2;
          }),
        )
      );
    },
    miss: 'not understood: a closing slide’s heading set (“closing slide heading should be …”)',
  },
];

describe('blind set 15: 30 commands on a 10-slide coworking pitch, in one conversation', () => {
  commandSet(CASES, deck, 17);
});
