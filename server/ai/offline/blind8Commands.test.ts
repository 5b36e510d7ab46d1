import { isDeepStrictEqual } from 'node:util';
import { describe } from 'vitest';
import {
  asks,
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
 * Blind set 8: forty commands an outside tester wrote (tests/briefs/blind8/commands.md) for a
 * 10-slide board update. Measured before anyone here read them: 12 passed. Then the odd-numbered
 * misses were fixed as general grammar, and the even-numbered ones held out: none of those 16
 * passed from it (the grammar fits what it is taught). They were then fixed too. Every command runs
 * on the tester's deck with no slide selected; 36 runs after 32 and 40 after 39.
 */

function deck(): DeckState {
  return {
    slides: [
      slide('n1', 'title', 'Northwind Logistics — Board update', {
        subtitle: 'Q2 2026 · prepared by Harbour & Co',
      }),
      slide('n2', 'content', 'Agenda', {
        items: ['Where we are', 'Results', 'Risks', 'Roadmap', 'Decisions needed'],
      }),
      slide('n3', 'content', 'Where we are', {
        items: [
          'Two new depots opened in Leeds and Bristol',
          'Fleet electrified to 41%',
          'Driver turnover down to 18%',
          'New WMS live in 3 of 5 sites',
        ],
      }),
      slide('n4', 'metrics', 'Results', {
        metrics: [
          { value: '£18.2M', label: 'Revenue' },
          { value: '96.4%', label: 'On-time delivery' },
          { value: '1,240', label: 'Active customers' },
        ],
      }),
      slide('n5', 'chart', 'Parcels per month', {
        chart: {
          kind: 'bar',
          categories: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
          series: [{ name: 'Parcels (k)', values: [410, 398, 455, 472, 501, 530] }],
        },
      }),
      slide('n6', 'comparison', 'Risks', {
        comparison: {
          left: {
            title: 'Today',
            items: ['Diesel price swings', 'Single IT vendor', 'Depot lease renewals in 2027'],
          },
          right: {
            title: 'Mitigation',
            items: ['Fuel hedging to 2027', 'Second vendor in pilot', 'Early talks with landlords'],
          },
        },
      }),
      slide('n7', 'table', 'Depot costs', {
        table: {
          header: ['Depot', 'Staff', 'Monthly cost'],
          rows: [
            ['Leeds', '64', '£410k'],
            ['Bristol', '52', '£365k'],
            ['Glasgow', '71', '£498k'],
          ],
        },
      }),
      slide('n8', 'timeline', 'Roadmap', {
        steps: [
          { label: 'Pilot EV vans', date: 'Jul 2026' },
          { label: 'WMS in all sites', date: 'Sep 2026' },
          { label: 'Open Cardiff depot', date: 'Jan 2027' },
          { label: 'Full EV in cities', date: 'Jun 2027' },
        ],
      }),
      slide('n9', 'content', 'Decisions needed', {
        items: ['Approve Cardiff lease', 'Approve £2.1M EV budget'],
      }),
      slide('n10', 'thank_you', 'Thank you', { text: 'questions@northwind.example' }),
    ],
    brief: 'Q2 board update for Northwind Logistics.',
    checklist: [],
    metadata: { clientName: 'Northwind Logistics' },
  };
}

const chart = (d: DeckState) => at(d, 'n5').content.chart!;
const table = (d: DeckState) => at(d, 'n7').content.table!;
const steps = (d: DeckState) => at(d, 'n8').content.steps!;
const sides = (d: DeckState) => at(d, 'n6').content.comparison!;
const items = (d: DeckState, id: string) => at(d, id).content.items!;

const CASES: Case[] = [
  {
    n: 1,
    say: 'rename slide 3 to Status at a glance',
    does: (o) =>
      only(o, (d) => {
        at(d, 'n3').title = 'Status at a glance';
      }),
  },
  {
    n: 2,
    say: 'pls rename the timline to "Next 12 months"',
    does: (o) =>
      only(o, (d) => {
        at(d, 'n8').title = 'Next 12 months';
      }),
  },
  {
    n: 3,
    say: 'fix the cover subtitle, its Q3 not Q2',
    does: (o) =>
      only(o, (d) => {
        at(d, 'n1').content.subtitle = 'Q3 2026 · prepared by Harbour & Co';
      }),
  },
  {
    n: 4,
    say: 'the last one should say "Thanks — questions?"',
    does: (o) =>
      othersKept(o, 'n10') &&
      (at(o.after, 'n10').title === 'Thanks — questions?' ||
        at(o.after, 'n10').content.mainText === 'Thanks — questions?') &&
      at(o.after, 'n10').content.text === 'questions@northwind.example',
  },
  {
    n: 5,
    say: 'renomme la diapo 9 en « Décisions à prendre »',
    does: (o) =>
      only(o, (d) => {
        at(d, 'n9').title = 'Décisions à prendre';
      }),
  },
  {
    n: 6,
    say: 'change the title to "Q3 outlook"',
    does: (o) => asks(o),
  },
  {
    n: 7,
    say: 'where we are, 2nd bullet shoud be fleet electrified to 45%',
    does: (o) =>
      othersKept(o, 'n3') &&
      isDeepStrictEqual(
        items(o.after, 'n3').map((t) => t.toLowerCase()),
        items(o.before, 'n3').map((t, i) => (i === 1 ? 'fleet electrified to 45%' : t.toLowerCase())),
      ),
  },
  {
    n: 8,
    say: 'slide 9 add bullet approve 2nd IT vendor contract',
    does: (o) =>
      othersKept(o, 'n9') &&
      isDeepStrictEqual(items(o.after, 'n9'), [
        'Approve Cardiff lease',
        'Approve £2.1M EV budget',
        'Approve 2nd IT vendor contract',
      ]),
  },
  {
    n: 9,
    say: 'remove the driver turnover point',
    does: (o) => only(o, (d) => void items(d, 'n3').splice(2, 1)),
  },
  {
    n: 10,
    say: 'on where we are put the WMS one first',
    does: (o) =>
      only(o, (d) => {
        const list = items(d, 'n3');
        list.unshift(list.pop()!);
      }),
  },
  {
    n: 11,
    say: 'elimina la última viñeta de la agenda',
    does: (o) => only(o, (d) => void items(d, 'n2').pop()),
  },
  {
    n: 12,
    say: 'slide 3 is too wordy, shorten it',
    // Rewording needs a language model: offline, it says so and nothing changes.
    does: (o) => asks(o, /language model/),
  },
  {
    n: 13,
    say: 'revenue is actually 18.6M',
    does: (o) =>
      only(o, (d) => {
        at(d, 'n4').content.metrics![0]!.value = '£18.6M';
      }),
  },
  {
    n: 14,
    say: 'results slide - active customers shoud be "Active B2B customers"',
    does: (o) =>
      only(o, (d) => {
        at(d, 'n4').content.metrics![2]!.label = 'Active B2B customers';
      }),
  },
  {
    n: 15,
    say: 'add NPS of 47 to the results',
    does: (o) => only(o, (d) => void at(d, 'n4').content.metrics!.push({ value: '47', label: 'NPS' })),
  },
  {
    n: 16,
    say: 'risks: add "Cyber attack on WMS" under today and "Pen test booked for Q3" under mitigation',
    does: (o) =>
      only(o, (d) => {
        sides(d).left.items.push('Cyber attack on WMS');
        sides(d).right.items.push('Pen test booked for Q3');
      }),
  },
  {
    n: 17,
    say: "rename the mitigation column to What we're doing",
    does: (o) =>
      only(o, (d) => {
        sides(d).right.title = "What we're doing";
      }),
  },
  {
    n: 18,
    say: 'on the slide with the fuel hedging, swap the two sides',
    does: (o) =>
      only(o, (d) => {
        const c = sides(d);
        [c.left, c.right] = [c.right, c.left];
      }),
  },
  {
    n: 19,
    say: 'make the parcels graph a line chart pls',
    does: (o) =>
      only(o, (d) => {
        chart(d).kind = 'line';
      }),
  },
  {
    n: 20,
    say: 'add jul 548 to the chart',
    does: (o) =>
      only(o, (d) => {
        chart(d).categories.push('Jul');
        chart(d).series[0]!.values.push(548);
      }),
  },
  {
    n: 21,
    say: 'bitte im diagramm juni auf 525 ändern',
    does: (o) =>
      only(o, (d) => {
        chart(d).series[0]!.values[5] = 525;
      }),
  },
  {
    n: 22,
    say: 'can the axis say thousands instead of k',
    does: (o) =>
      othersKept(o, 'n5') &&
      isDeepStrictEqual(chart(o.after).series[0]!.values, chart(o.before).series[0]!.values) &&
      chart(o.after).kind === 'bar' &&
      /thousands/i.test(`${chart(o.after).series[0]!.name} ${chart(o.after).unit ?? ''}`),
  },
  {
    n: 23,
    say: 'turn slide 5 into a table',
    does: (o) => {
      const s = o.after.slides[4]!;
      const text = JSON.stringify(s.content.table ?? null);
      return (
        othersKept(o, 'n5') &&
        o.after.slides.length === 10 &&
        s.type === 'table' &&
        s.title === 'Parcels per month' &&
        [410, 398, 455, 472, 501, 530].every((v) => text.includes(String(v)))
      );
    },
  },
  {
    n: 24,
    say: 'depot costs add row cardiff 12 staff 95k',
    does: (o) =>
      othersKept(o, 'n7') &&
      table(o.after).rows.length === 4 &&
      /^cardiff$/i.test(table(o.after).rows[3]![0]!) &&
      table(o.after).rows[3]![1] === '12' &&
      /^£?95k$/.test(table(o.after).rows[3]![2]!) &&
      isDeepStrictEqual(table(o.after).rows.slice(0, 3), table(o.before).rows),
  },
  {
    n: 25,
    say: 'add a cost per head column to the depot table',
    does: (o) => {
      if (unchanged(o)) return false;
      const t = table(o.after);
      const fresh = t.rows.map((r) => r[3] ?? '');
      return (
        othersKept(o, 'n7') &&
        t.header.length === 4 &&
        /cost per head/i.test(t.header[3]!) &&
        (fresh.every((c) => c === '') ||
          fresh.every((c, i) => /^£?(6\.4k|7\.0k|6,406|7,019|7,014)$/.test(c) && c !== '' && i >= 0))
      );
    },
  },
  {
    n: 26,
    say: 'glasgow staff is 68 now',
    does: (o) =>
      only(o, (d) => {
        table(d).rows[2]![1] = '68';
      }),
  },
  {
    n: 27,
    say: 'change bristol to bath',
    does: (o) => asks(o),
  },
  {
    n: 28,
    say: 'timeline add hire cardiff team nov 2026',
    does: (o) =>
      only(o, (d) => {
        steps(d).splice(2, 0, { label: 'Hire cardiff team', date: 'Nov 2026' });
      }) ||
      only(o, (d) => {
        steps(d).splice(2, 0, { label: 'Hire Cardiff team', date: 'Nov 2026' });
      }),
  },
  {
    n: 29,
    say: 'push the wms rollout back 2 months',
    does: (o) =>
      only(o, (d) => {
        steps(d)[1]!.date = 'Nov 2026';
      }),
  },
  {
    n: 30,
    say: 'on the roadmap call the first step "EV van pilot (Manchester)"',
    does: (o) =>
      only(o, (d) => {
        steps(d)[0]!.label = 'EV van pilot (Manchester)';
      }),
  },
  {
    n: 31,
    say: 'drop the open leeds depot milestone',
    does: (o) => asks(o),
  },
  {
    n: 32,
    say: 'add a slide after results called "Customer wins" w/ bullets: Tesco regional contract, 3 NHS trusts, Ocado overflow',
    does: (o) => {
      const added = o.after.slides[4]!;
      return (
        ids(o.after).join() === 'n1,n2,n3,n4,new1,n5,n6,n7,n8,n9,n10' &&
        added.type === 'content' &&
        added.title === 'Customer wins' &&
        isDeepStrictEqual(added.content.items, [
          'Tesco regional contract',
          '3 NHS trusts',
          'Ocado overflow',
        ]) &&
        othersKept(o)
      );
    },
  },
  {
    n: 33,
    say: 'move the depo costs slide right after where we are',
    does: (o) =>
      only(o, (d) => {
        const [t] = d.slides.splice(6, 1);
        d.slides.splice(3, 0, t!);
      }),
  },
  {
    n: 34,
    say: 'delete slide 12',
    does: (o) => asks(o, /10 slides/),
  },
  {
    n: 35,
    say: 'delete everything except the title slide',
    does: (o) => asks(o),
  },
  {
    n: 36,
    say: 'remove slide 6',
    after: 32,
    does: (o) => ids(o.after).join() === 'n1,n2,n3,n4,new1,n6,n7,n8,n9,n10' || asks(o, /Parcels per month/),
  },
  {
    n: 37,
    say: 'speaker notes on results: mention on-time is up from 94.1% last quarter',
    does: (o) =>
      othersKept(o, 'n4') &&
      isDeepStrictEqual(at(o.after, 'n4').content, at(o.before, 'n4').content) &&
      /94\.1%/.test(at(o.after, 'n4').notes),
  },
  {
    n: 38,
    say: 'make the theme dark navy with orange accents',
    does: (o) =>
      o.after.theme !== o.before.theme &&
      o.after.slides.every((s, i) => isDeepStrictEqual(s, o.before.slides[i])),
  },
  {
    n: 39,
    say: 'split where we are into two slides',
    does: (o) => {
      const a = o.after.slides[2]!;
      const b = o.after.slides[3]!;
      return (
        o.after.slides.length === 11 &&
        /^Where we are/.test(a.title) &&
        /^Where we are/.test(b.title) &&
        isDeepStrictEqual([...a.content.items!, ...b.content.items!], items(o.before, 'n3')) &&
        a.content.items!.length >= 2
      );
    },
  },
  {
    n: 40,
    say: 'merge them back',
    after: 39,
    does: (o) => {
      const want = deck();
      return (
        o.after.slides.length === 10 &&
        o.after.slides[2]!.title === 'Where we are' &&
        isDeepStrictEqual(o.after.slides[2]!.content.items, items(want, 'n3')) &&
        isDeepStrictEqual(
          o.after.slides.map((s) => s.title),
          want.slides.map((s) => s.title),
        )
      );
    },
  },
];

describe('blind set 8: 40 commands on a 10-slide board update', () => {
  commandSet(CASES, deck, 40);
});
