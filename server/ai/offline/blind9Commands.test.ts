import { isDeepStrictEqual } from 'node:util';
import { describe } from 'vitest';
import { builtInTheme } from '../../../common/themes/builtIn';
import { luminance, parseCssColor } from '../../../common/themes/color';
import { slideDefaultsFor } from '../../../common/themes/surfaces';
import {
  asks,
  at,
  type Case,
  commandSet,
  ids,
  only,
  othersKept,
  slide,
} from '../../../tests/helpers/commandSet';
import type { DeckState } from '../../deck';

/**
 * Blind set 9: thirty commands an outside tester wrote (tests/briefs/blind9/commands.md) for a
 * 10-slide franchise partner review. Every command runs on the tester's deck with no slide
 * selected; 24 runs after 9. The deck's closing slide is a thank_you slide, its agenda a content
 * slide titled "Agenda", as the tester's types map onto ours. Where the tester says the assistant
 * must ask, the answer must be about what is ambiguous (the rows, the slides), not any refusal.
 *
 * Measured before any engine change for them: 8 of 30 passed (the held-out figure). The
 * odd-numbered misses were then fixed as general grammar (frame rows, a target "the one after X",
 * a slide type said after its words, a `contact` command, cells by row or by value, a side's item
 * removed) with the even-numbered ones held out: none of those 10 passed from it. Then eight of
 * the even-numbered were fixed the same way, then 20 (an agenda's missing entry): 28 of 30. The
 * two left are the theme's (16: no built-in theme draws content slides dark; 17: a deck has no
 * accent of its own).
 */

function deck(): DeckState {
  return {
    slides: [
      slide('p1', 'title', 'Peakform Gyms: 2026 Partner Review', {
        subtitle: 'Franchise partner meeting, 10 December 2026',
      }),
      slide('p2', 'content', 'Agenda', {
        items: ['2026 in numbers', 'Membership growth', 'Club formats', 'Membership tiers', '2027 roadmap'],
      }),
      slide('p3', 'metrics', '2026 in numbers', {
        metrics: [
          { value: '38', label: 'clubs open' },
          { value: '61,200', label: 'active members' },
          { value: '4.6', label: 'app store rating' },
          { value: '3.1%', label: 'monthly churn' },
        ],
      }),
      slide('p4', 'chart', 'Members grew every quarter', {
        chart: {
          kind: 'bar',
          categories: ['Q1 2026', 'Q2 2026', 'Q3 2026', 'Q4 2026'],
          series: [{ name: 'Active members (thousands)', values: [52.4, 55.1, 58.7, 61.2] }],
        },
      }),
      slide('p5', 'content', 'What drove growth', {
        items: [
          'Launched 24/7 access at 12 clubs',
          'Added reformer Pilates to 9 clubs',
          'Referral scheme brought 4,300 new members',
          'Corporate memberships doubled to 140 employers',
        ],
      }),
      slide('p6', 'comparison', 'Classic club vs Studio', {
        comparison: {
          left: {
            title: 'Classic club',
            items: ['1,200 m² floor', 'Open 6am–11pm', 'Free weights and cardio'],
          },
          right: { title: 'Studio', items: ['450 m² floor', 'Open 24/7', 'Classes and reformer Pilates'] },
        },
      }),
      slide('p7', 'table', 'Membership tiers', {
        table: {
          header: ['Tier', 'Monthly fee', 'Classes', 'Guest passes'],
          rows: [
            ['Core', '£24.99', '4 per month', '0'],
            ['Plus', '£34.99', 'Unlimited', '2'],
            ['Premium', '£49.99', 'Unlimited', '5'],
          ],
        },
      }),
      slide('p8', 'timeline', '2027 roadmap', {
        steps: [
          { label: 'New member app', date: 'Feb 2027' },
          { label: 'Recovery zones in 10 clubs', date: 'Apr 2027' },
          { label: 'Six new clubs', date: 'Jun–Sep 2027' },
          { label: 'Partner conference', date: 'Nov 2027' },
        ],
      }),
      slide('p9', 'content', 'What we need from partners', {
        items: [
          'Confirm 2027 opening hours by 31 January',
          'Nominate a reformer lead per club',
          'Share local marketing plans by 15 March',
        ],
      }),
      slide('p10', 'thank_you', 'Thank you', {
        text: 'Dana Whitfield, Head of Franchise — dana.whitfield@peakform.example — +44 161 496 0321',
      }),
    ],
    brief: 'Peakform Gyms 2026 partner review for franchise partners.',
    checklist: [],
    metadata: { clientName: 'Peakform Gyms' },
  };
}

const metrics = (d: DeckState) => at(d, 'p3').content.metrics!;
const chart = (d: DeckState) => at(d, 'p4').content.chart!;
const items = (d: DeckState, id: string) => at(d, id).content.items!;
const sides = (d: DeckState) => at(d, 'p6').content.comparison!;
const table = (d: DeckState) => at(d, 'p7').content.table!;
const steps = (d: DeckState) => at(d, 'p8').content.steps!;
const order = (d: DeckState, ...to: string[]) => {
  d.slides = to.map((id) => at(d, id));
};
/** The deck's look changed and no slide did: text, figures, order and count as they were. */
const slidesKept = (o: { before: DeckState; after: DeckState }) =>
  o.after.theme !== o.before.theme && isDeepStrictEqual(o.after.slides, o.before.slides);
/** A background light text reads on (WCAG AA for body text against white means under ~0.18). */
const dark = (colour: string | undefined) => {
  const rgb = colour ? parseCssColor(colour) : undefined;
  return rgb !== undefined && luminance(rgb) < 0.18;
};

const CASES: Case[] = [
  {
    n: 1,
    say: 'change the churn to 2.9%',
    does: (o) =>
      only(o, (d) => {
        metrics(d)[3]!.value = '2.9%';
      }),
  },
  {
    n: 2,
    say: 'slide 5 third bullet shoud say 4,800 new members not 4,300',
    does: (o) =>
      only(o, (d) => {
        items(d, 'p5')[2] = 'Referral scheme brought 4,800 new members';
      }),
  },
  {
    n: 3,
    say: 'q3 on the chart is wrong, its 58.9',
    does: (o) =>
      only(o, (d) => {
        chart(d).series[0]!.values[2] = 58.9;
      }),
  },
  {
    n: 4,
    say: 'make the chart a line chart',
    does: (o) =>
      only(o, (d) => {
        chart(d).kind = 'line';
      }),
  },
  {
    n: 5,
    say: 'premium is 54.99 now',
    does: (o) =>
      only(o, (d) => {
        table(d).rows[2]![1] = '£54.99';
      }),
  },
  {
    n: 6,
    say: 'move the partner conference to october',
    does: (o) =>
      only(o, (d) => {
        steps(d)[3]!.date = 'Oct 2027';
      }),
  },
  {
    n: 7,
    say: 'rename the chart slide to Members grew to 61,200 in 2026',
    does: (o) =>
      only(o, (d) => {
        at(d, 'p4').title = 'Members grew to 61,200 in 2026';
      }),
  },
  {
    n: 8,
    say: 'swap slides 6 and 7',
    does: (o) => only(o, (d) => order(d, 'p1', 'p2', 'p3', 'p4', 'p5', 'p7', 'p6', 'p8', 'p9', 'p10')),
  },
  {
    n: 9,
    say: 'add a slide after the agenda saying "Best year in Peakform history" as a big statement',
    // The tester names the statement's text only; its title is left to the assistant.
    does: (o) => {
      const added = o.after.slides[2]!;
      return (
        ids(o.after).join() === 'p1,p2,new1,p3,p4,p5,p6,p7,p8,p9,p10' &&
        added.type === 'statement' &&
        added.content.text === 'Best year in Peakform history' &&
        othersKept(o)
      );
    },
  },
  {
    n: 10,
    say: 'delete the slide about what we need from partners',
    does: (o) => only(o, (d) => void d.slides.splice(8, 1)),
  },
  {
    n: 11,
    say: 'the one after the agenda - add a 5th metric: 140 / corporate employers',
    // It says the slide holds the most metrics it can (4) and asks about replacing one.
    does: (o) => asks(o, /\b(4|four)\b/i) && /replace/i.test(o.answer ?? ''),
  },
  {
    n: 12,
    say: 'add speaker notes to the table slide: mention the student discount starts in jan',
    // "jan" or "January": the tester's example spells the month out, the meaning is the same.
    does: (o) =>
      othersKept(o, 'p7') &&
      isDeepStrictEqual({ ...at(o.after, 'p7'), notes: '' }, at(o.before, 'p7')) &&
      /student discount starts in jan(uary)?\b/i.test(at(o.after, 'p7').notes),
  },
  {
    n: 13,
    say: 'remove "Open 24/7" from the studio side',
    does: (o) => only(o, (d) => void sides(d).right.items.splice(1, 1)),
  },
  {
    n: 14,
    say: 'add a row to teh tiers table: Student, £19.99, 4 per month, 0',
    does: (o) => only(o, (d) => void table(d).rows.push(['Student', '£19.99', '4 per month', '0'])),
  },
  {
    n: 15,
    say: "put the closing slide's email as dana.w@peakform.example",
    does: (o) =>
      only(o, (d) => {
        at(d, 'p10').content.text =
          'Dana Whitfield, Head of Franchise — dana.w@peakform.example — +44 161 496 0321';
      }),
  },
  {
    n: 16,
    say: 'switch the whole deck to a dark theme',
    // The tester's "dark backgrounds, light text on all 10 slides": each slide's surface under the
    // new theme is dark (surfaces.ts decides which colour a slide type is drawn on).
    does: (o) => {
      const theme = o.after.theme ? builtInTheme(o.after.theme) : undefined;
      return (
        slidesKept(o) &&
        theme !== undefined &&
        o.after.slides.every((s) => dark(slideDefaultsFor(theme, s.type)?.background))
      );
    },
    miss: 'the dark theme (Midnight) is set, but no built-in theme draws its content slides dark',
  },
  {
    n: 17,
    say: 'use our brand colour #E4572E as the accent colour',
    // The deck's accent is its theme's: a built-in theme's, or the client's brand kit (not part of
    // the deck, so that case cannot be seen here). Encoded as a built-in theme with that accent.
    does: (o) =>
      slidesKept(o) && builtInTheme(o.after.theme ?? '')?.colors.accent.toUpperCase() === '#E4572E',
    miss: 'a deck has no accent of its own (its theme or brand kit sets it): the assistant says where to set it',
  },
  {
    n: 18,
    say: 'Folie 3: ändere die Bewertung auf 4,7',
    does: (o) =>
      only(o, (d) => {
        metrics(d)[2]!.value = '4.7';
      }),
  },
  {
    n: 19,
    say: 'sur la slide 8, remplace "Six new clubs" par "Eight new clubs"',
    does: (o) =>
      only(o, (d) => {
        steps(d)[2]!.label = 'Eight new clubs';
      }),
  },
  {
    n: 20,
    say: 'agenda is missing the partner asks, add it at the end',
    does: (o) => only(o, (d) => void items(d, 'p2').push('What we need from partners')),
  },
  {
    n: 21,
    say: 'change Unlimited to 20 per month',
    // Asked about the two rows that hold it, not any answer.
    does: (o) => asks(o, /Plus/) && /Premium/.test(o.answer ?? ''),
  },
  {
    n: 22,
    say: 'move the pilates one to the end',
    // Asked about the two slides that mention Pilates, not any answer.
    does: (o) =>
      asks(o, /slide 5|What drove growth/) && /slide 6|Classic club vs Studio/.test(o.answer ?? ''),
  },
  {
    n: 23,
    say: 'delete the content slide',
    // Asked which of the content slides (our agenda is one too), naming the tester's two.
    does: (o) =>
      asks(o, /slide 5|What drove growth/) && /slide 9|What we need from partners/.test(o.answer ?? ''),
  },
  {
    n: 24,
    say: 'the statement slide should say "Our best year yet" instead',
    after: 9,
    does: (o) => {
      const added = o.before.slides.find((s) => s.type === 'statement');
      return (
        added !== undefined &&
        only(o, (d) => {
          at(d, added.id).content.text = 'Our best year yet';
        })
      );
    },
  },
  {
    n: 25,
    say: 'the last one - chnage title to "Questions?"',
    does: (o) =>
      only(o, (d) => {
        at(d, 'p10').title = 'Questions?';
      }),
  },
  {
    n: 26,
    say: 'move the roadmap before the tiers',
    does: (o) => only(o, (d) => order(d, 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p8', 'p7', 'p9', 'p10')),
  },
  {
    n: 27,
    say: 'recovery zones are in 14 clubs now not 10',
    does: (o) =>
      only(o, (d) => {
        steps(d)[1]!.label = 'Recovery zones in 14 clubs';
      }),
  },
  {
    n: 28,
    say: 'add Q4 2025 at the start of the chart, 50.8',
    does: (o) =>
      only(o, (d) => {
        chart(d).categories.unshift('Q4 2025');
        chart(d).series[0]!.values.unshift(50.8);
      }),
  },
  {
    n: 29,
    say: 'on the comparison rename Classic club to Full-size club, title too',
    does: (o) =>
      only(o, (d) => {
        sides(d).left.title = 'Full-size club';
        at(d, 'p6').title = 'Full-size club vs Studio';
      }),
  },
  {
    n: 30,
    say: 'title slide date is wrong its the 12th',
    does: (o) =>
      only(o, (d) => {
        at(d, 'p1').content.subtitle = 'Franchise partner meeting, 12 December 2026';
      }),
  },
];

describe('blind set 9: 30 commands on a 10-slide partner review', () => {
  commandSet(CASES, deck, 28);
});
