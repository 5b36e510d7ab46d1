import { describe, expect, test } from 'vitest';
import type { SlideContent, SlideType } from '../../../../common/slides/model';
import { checkFigures } from './figureCheck';
import { LOCALES } from './locales';
import type { Named } from './reading';
import { TAKEAWAY_WORDS_MAX, withTakeaways } from './takeaways';

interface Case {
  name: string;
  lang: keyof typeof LOCALES;
  type: SlideType;
  title: string;
  content: SlideContent;
  /** The brief's lines: the only words and figures a title may say. */
  brief: string[];
  /** The title after the pass: the same as `title` where it must stay. */
  want: string;
  named?: Named[];
}

const CASES: Case[] = [
  {
    name: 'a figure and, in brackets, the year before: the rise, in its year',
    lang: 'en',
    type: 'content',
    title: 'Key figures',
    content: {
      items: ['Revenue 2025: NOK 1,240M (2024: NOK 980M) → +26.5%', 'Avg system price NOK 148,000'],
    },
    brief: ['Revenue 2025: NOK 1,240M (2024: NOK 980M) → +26.5%', 'Avg system price NOK 148,000'],
    want: 'Revenue rose from NOK 980M to NOK 1,240M in 2025',
  },
  {
    name: 'a fall is said as one',
    lang: 'en',
    type: 'content',
    title: 'Costs',
    content: { items: ['Cost per order: £2.81 (Q2: £2.94)'] },
    brief: ['Cost per order: £2.81 (Q2: £2.94)'],
    want: 'Cost per order fell from £2.94 to £2.81',
  },
  {
    name: 'the lead point, its aside and second sentence left off',
    lang: 'en',
    type: 'content',
    title: 'Key figures',
    content: {
      items: [
        'Online shop grew 34% year on year in FY2025, to £1.1M. That is the bright spot',
        'Revenue was £6.8M in FY2025',
      ],
    },
    brief: ['Online shop grew 34% year on year in FY2025, to £1.1M. That is the bright spot'],
    want: 'Online shop grew 34% year on year in FY2025, to £1.1M',
  },
  {
    name: 'a metric and its change under it',
    lang: 'en',
    type: 'metrics',
    title: 'Results',
    content: {
      metrics: [
        { value: '125,100', label: 'Orders, Q3 2026', subtext: '+11.4% vs Q2' },
        { value: '99.0%', label: 'On-time dispatch' },
      ],
    },
    brief: ['Q3 2026 orders: 125,100, +11.4% vs Q2', 'On-time dispatch 99.0%'],
    want: '125,100 orders in Q3 2026, up 11.4% on Q2',
  },
  {
    name: "a metric's subtext that says the change whole",
    lang: 'en',
    type: 'metrics',
    title: 'Results',
    content: {
      metrics: [
        { value: '£2.4M', label: 'Revenue', subtext: 'Q3 online revenue £2.4M, up 18% on Q3 last year' },
      ],
    },
    brief: ['Q3 online revenue £2.4M, up 18% on Q3 last year. AOV £86.'],
    want: 'Q3 online revenue £2.4M, up 18% on Q3 last year',
  },
  {
    name: 'a line chart that more than doubled… but not 2.5 times: "doubled"',
    lang: 'en',
    type: 'chart',
    title: 'Attendance',
    content: {
      chart: {
        kind: 'line',
        categories: ['2023', '2024', '2025'],
        series: [{ name: 'Attendance', values: [4100, 6200, 8450] }],
      },
    },
    brief: ['Attendance 2023: 4,100', 'Attendance 2024: 6,200', 'Attendance 2025: 8,450'],
    want: 'Attendance doubled from 4,100 to 8,450 since 2023',
  },
  {
    name: 'a line chart short of doubling: "rose"',
    lang: 'en',
    type: 'chart',
    title: 'Attendance',
    content: {
      chart: {
        kind: 'line',
        categories: ['2023', '2024', '2025'],
        series: [{ name: 'Attendance', values: [4100, 6200, 7900] }],
      },
    },
    brief: ['2023: 4,100 visitors', '2024: 6,200 visitors', '2025: 7,900 visitors'],
    want: 'Attendance rose from 4,100 to 7,900 since 2023',
  },
  {
    name: 'a table of years with a row of totals',
    lang: 'en',
    type: 'table',
    title: 'Installs by country',
    content: {
      table: {
        header: ['Country', '2023', '2024', '2025'],
        rows: [
          ['Norway', '3,900', '4,450', '5,100'],
          ['Total', '5,500', '6,920', '8,470'],
        ],
      },
    },
    brief: [
      '| Country | 2023 | 2024 | 2025 |',
      '| Norway | 3,900 | 4,450 | 5,100 |',
      '| Total | 5,500 | 6,920 | 8,470 |',
    ],
    want: 'Installs rose from 5,500 to 8,470 since 2023',
  },
  {
    name: 'German: the participle, which agrees with any subject',
    lang: 'de',
    type: 'content',
    title: 'Wo wir stehen',
    content: { items: ['VitaLink ist unsere Plattform', 'Kliniken im Einsatz: 27 (Ende 2025: 16)'] },
    brief: ['Kliniken im Einsatz: 27 (Ende 2025: 16)'],
    want: 'Kliniken im Einsatz von 16 auf 27 gestiegen',
  },
  {
    name: 'French: "en hausse", without its year when that makes it too long',
    lang: 'fr',
    type: 'content',
    title: "La maison aujourd'hui",
    content: {
      items: ['Affineur depuis 1921', "Chiffre d'affaires 2025 : 18,6 M€ (2024 : 17,9 M€)"],
    },
    brief: ["Chiffre d'affaires 2025 : 18,6 M€ (2024 : 17,9 M€)."],
    want: "Chiffre d'affaires en hausse, de 17,9 M€ à 18,6 M€",
  },
  {
    name: 'Dutch: "gestegen van … naar"',
    lang: 'nl',
    type: 'content',
    title: 'Cijfers',
    content: { items: ['Omzet: € 4,2 mln (2024: € 3,8 mln)'] },
    brief: ['Omzet: € 4,2 mln (2024: € 3,8 mln)'],
    want: 'Omzet gestegen van € 3,8 mln naar € 4,2 mln',
  },
  {
    name: 'a bar chart of categories: the one that leads, as the brief writes it',
    lang: 'en',
    type: 'chart',
    title: 'Media budget',
    content: {
      chart: {
        kind: 'bar',
        categories: ['Paid social', 'Search', 'Open day promotion'],
        series: [{ name: 'Media budget', values: [84000, 46000, 38000] }],
        unit: '£',
      },
    },
    brief: ['Paid social £84,000', 'Search £46,000', 'Open day promotion £38,000'],
    want: 'Largest share: Paid social, £84,000',
  },
  {
    name: 'German: the leading category, its figure written the German way',
    lang: 'de',
    type: 'chart',
    title: '€ für 2027',
    content: {
      chart: {
        kind: 'bar',
        categories: ['Entwicklung', 'Zertifizierung', 'Reserve'],
        series: [{ name: '€ für 2027', values: [640000, 280000, 90000] }],
        unit: '€',
      },
    },
    brief: ['Entwicklung: 640.000 €', 'Zertifizierung: 280.000 €', 'Reserve: 90.000 €'],
    want: 'Größter Anteil: Entwicklung, 640.000 €',
  },
  {
    name: 'French: a line chart whose figures are written with spaces',
    lang: 'fr',
    type: 'chart',
    title: 'Fréquentation',
    content: {
      chart: {
        kind: 'line',
        categories: ['2022', '2023', '2024'],
        series: [{ name: 'Fréquentation', values: [412000, 438500, 465200] }],
      },
    },
    brief: ['2022 : 412 000 visiteurs', '2023 : 438 500 visiteurs', '2024 : 465 200 visiteurs'],
    want: 'Fréquentation en hausse, de 412 000 à 465 200 depuis 2022',
  },
  {
    name: 'German: "-Entwicklung" is the course, not the measure',
    lang: 'de',
    type: 'chart',
    title: 'OEE-Entwicklung',
    content: {
      chart: {
        kind: 'line',
        categories: ['Q1', 'Q2', 'Q3'],
        series: [{ name: 'OEE-Entwicklung', values: [72.5, 74, 77.1] }],
        unit: '%',
      },
    },
    brief: ['Q1: 72,5 %', 'Q2: 74,0 %', 'Q3: 77,1 %'],
    want: 'OEE von 72,5 % auf 77,1 % gestiegen',
  },
  {
    name: 'a table with a period on each row: its first measure, first row to last',
    lang: 'en',
    type: 'table',
    title: 'Month comparison',
    content: {
      table: {
        header: ['Month', 'Orders shipped', 'On-time dispatch'],
        rows: [
          ['Jul 2026', '41,250', '98.4%'],
          ['Aug 2026', '38,900', '97.1%'],
          ['Sep 2026', '44,950', '99.0%'],
        ],
      },
    },
    brief: [
      '| Jul 2026 | 41,250 | 98.4% |',
      '| Aug 2026 | 38,900 | 97.1% |',
      '| Sep 2026 | 44,950 | 99.0% |',
    ],
    want: 'Orders shipped rose from 41,250 to 44,950',
  },
  // Titles that stay.
  {
    name: 'the bracket holds a later year: no change said backwards',
    lang: 'en',
    type: 'content',
    title: 'Key figures',
    content: { items: ['Revenue 2025: £6.8M (2026: £7.4M)'] },
    brief: ['Revenue 2025: £6.8M (2026: £7.4M)'],
    want: 'Key figures',
  },
  {
    name: 'the bracket holds a forecast: no change',
    lang: 'en',
    type: 'content',
    title: 'Key figures',
    content: { items: ['Revenue: £6.8M (forecast 2026: £7.4M)'] },
    brief: ['Revenue: £6.8M (forecast 2026: £7.4M)'],
    want: 'Key figures',
  },
  {
    name: 'a target is a plan, not a result: it did not rise',
    lang: 'de',
    type: 'content',
    title: 'Ziele',
    content: { items: ['Umsatzziel 2027: 5,1 Mio. € (2026: 4,6 Mio. €)'] },
    brief: ['Umsatzziel 2027: 5,1 Mio. € (2026: 4,6 Mio. €)'],
    want: 'Ziele',
  },
  {
    name: 'a line that did not end at its highest or lowest says no rise',
    lang: 'en',
    type: 'chart',
    title: 'Occupancy',
    content: {
      chart: {
        kind: 'line',
        categories: ['Apr', 'May', 'Jun'],
        series: [{ name: 'Occupancy', values: [68.4, 88.7, 81.2] }],
        unit: '%',
      },
    },
    brief: ['Apr 68.4%', 'May 88.7%', 'Jun 81.2%'],
    want: 'Occupancy',
  },
  {
    name: 'two categories that lead together: none leads',
    lang: 'en',
    type: 'chart',
    title: 'Weighting',
    content: {
      chart: {
        kind: 'bar',
        categories: ['Quality', 'Price', 'Team'],
        series: [{ name: 'Weighting', values: [40, 40, 20] }],
        unit: '%',
      },
    },
    brief: ['Quality 40%', 'Price 40%', 'Team 20%'],
    want: 'Weighting',
  },
  {
    name: 'a title that is already a topic and its point',
    lang: 'en',
    type: 'chart',
    title: 'On-time delivery: 4 straight quarters up',
    content: {
      chart: {
        kind: 'line',
        categories: ['Q4 25', 'Q3 26'],
        series: [{ name: 'On-time delivery', values: [91.2, 95.6] }],
        unit: '%',
      },
    },
    brief: ['Q4 25 91.2%', 'Q3 26 95.6%'],
    want: 'On-time delivery: 4 straight quarters up',
  },
  {
    name: 'a clause without its subject is no title',
    lang: 'fr',
    type: 'content',
    title: 'Résultats',
    content: { items: ['En hausse de 18 % par rapport au T2', 'Le panier moyen progresse à 64 €'] },
    brief: ["Le chiffre d'affaires atteint 4,2 M€, en hausse de 18 % par rapport au T2."],
    want: 'Résultats',
  },
  {
    name: 'an agenda organises',
    lang: 'en',
    type: 'content',
    title: 'Agenda',
    content: { items: ['Revenue grew 34% to £1.1M'] },
    brief: ['Revenue grew 34% to £1.1M'],
    want: 'Agenda',
  },
  {
    name: 'a lead point in the writer’s own voice is no headline',
    lang: 'en',
    type: 'content',
    title: 'The booking problem today',
    content: { items: ['Their no-show rate grew to 11% of appointments'] },
    brief: ['Their no-show rate grew to 11% of appointments'],
    want: 'The booking problem today',
  },
  {
    name: 'the lead point states no change: the title is not taken from a later point',
    lang: 'en',
    type: 'content',
    title: 'Peak readiness',
    content: { items: ['60 extra seasonal pickers hired', 'Cut-off moved from 3pm to 5pm'] },
    brief: ['60 extra seasonal pickers hired', 'Cut-off moved from 3pm to 5pm'],
    want: 'Peak readiness',
  },
  {
    name: 'a sentence too long to be a title is not cut',
    lang: 'en',
    type: 'content',
    title: 'Where we are',
    content: {
      items: ['Online shop grew 34% year on year across all of our regions and channels in FY2025'],
    },
    brief: ['Online shop grew 34% year on year across all of our regions and channels in FY2025'],
    want: 'Where we are',
  },
  {
    name: 'a figure the sources do not write is never said',
    lang: 'en',
    type: 'chart',
    title: 'Attendance',
    content: {
      chart: {
        kind: 'line',
        categories: ['2023', '2025'],
        series: [{ name: 'Attendance', values: [4100, 8450] }],
      },
    },
    brief: ['Attendance is up a lot'],
    want: 'Attendance',
  },
  {
    name: 'a title that already says something stays',
    lang: 'en',
    type: 'timeline',
    title: '18-month plan: target 1,500 installs in DE in 2027',
    content: { steps: [{ label: 'Close acquisition', date: 'Q3 2026' }] },
    brief: ['Close acquisition Q3 2026'],
    want: '18-month plan: target 1,500 installs in DE in 2027',
  },
  {
    name: 'a section the checklist names keeps its name when the takeaway would lose it',
    lang: 'en',
    type: 'content',
    title: 'Q3 headline results vs SLA',
    content: { items: ['Cost per order: £2.81 (Q2: £2.94)'] },
    brief: ['Cost per order: £2.81 (Q2: £2.94)'],
    named: [{ title: 'Q3 headline results vs SLA', from: 'checklist', checklistId: 'c1' }],
    want: 'Q3 headline results vs SLA',
  },
  {
    name: 'a section the checklist names takes a takeaway that still says its name',
    lang: 'en',
    type: 'table',
    title: 'Installs by country',
    content: {
      table: {
        header: ['Country', '2023', '2025'],
        rows: [
          ['Norway', '3,900', '5,100'],
          ['Total', '5,500', '8,470'],
        ],
      },
    },
    brief: ['| Norway | 3,900 | 5,100 |', '| Total | 5,500 | 8,470 |'],
    named: [{ title: 'Where we are today (installs by country)', from: 'checklist', checklistId: 'c1' }],
    // The brief does not write the years: the title does not say them.
    want: 'Installs rose from 5,500 to 8,470',
  },
  {
    name: 'no change between the two figures: nothing to say',
    lang: 'en',
    type: 'content',
    title: 'Key figures',
    content: { items: ['Members: 41,500 (2024: 41,500)'] },
    brief: ['Members: 41,500 (2024: 41,500)'],
    want: 'Key figures',
  },
  {
    name: 'a bar chart of categories is no trend',
    lang: 'de',
    type: 'chart',
    title: 'Budget 2027',
    content: {
      chart: {
        kind: 'bar',
        categories: ['Entwicklung', 'Reserve'],
        series: [{ name: '€ für 2027', values: [640000, 90000] }],
      },
    },
    brief: ['Entwicklung: 640.000 €', 'Reserve: 90.000 €'],
    want: 'Budget 2027',
  },
  {
    name: 'a chart held to a flat line (an SLA): the one month on the other side of it',
    lang: 'en',
    type: 'chart',
    title: 'On-time dispatch against the 98% SLA',
    content: {
      chart: {
        kind: 'line',
        categories: ['Jul 2026', 'Aug 2026', 'Sep 2026'],
        series: [
          { name: 'On-time dispatch', values: [98.4, 97.1, 99] },
          { name: 'SLA', values: [98, 98, 98] },
        ],
        unit: '%',
      },
    },
    brief: ['Jul 2026 on-time 98.4%', 'Aug 2026 on-time 97.1%', 'Sep 2026 on-time 99.0%', 'SLA 98%'],
    want: 'On-time dispatch below the 98% SLA only in Aug 2026',
  },
  {
    name: 'a chart held to a flat line that it crossed at the end: where it went, and that it crossed',
    lang: 'en',
    type: 'chart',
    title: 'No-show against the 5% target',
    content: {
      chart: {
        kind: 'line',
        categories: ['Jan 2027', 'Feb 2027', 'Mar 2027'],
        series: [
          { name: 'No-show', values: [6.2, 5.4, 4.7] },
          { name: 'Target', values: [5, 5, 5] },
        ],
        unit: '%',
      },
    },
    brief: ['Jan 2027: 6.2%', 'Feb 2027: 5.4%', 'Mar 2027: 4.7%', 'The no-show % against the 5% target.'],
    want: 'No-show fell to 4.7% in Mar 2027, below the 5% target',
  },
  {
    name: 'a chart held to a flat line (an SLA) with no one period apart keeps the title that names both',
    lang: 'en',
    type: 'chart',
    title: 'On-time dispatch against the 98% SLA',
    content: {
      chart: {
        kind: 'line',
        categories: ['Jul 2026', 'Sep 2026'],
        series: [
          { name: 'On-time dispatch', values: [98.4, 99] },
          { name: 'SLA', values: [98, 98] },
        ],
      },
    },
    brief: ['Jul 2026 on-time 98.4%', 'Sep 2026 on-time 99.0%', 'SLA 98%'],
    want: 'On-time dispatch against the 98% SLA',
  },
];

describe('each slide that argues is titled by its takeaway, or keeps its title', () => {
  test.each(CASES)('$name', (c) => {
    const slide = { type: c.type, title: c.title, content: c.content, notes: '' };
    const [out] = withTakeaways([slide], LOCALES[c.lang], c.brief, c.named);
    expect(out!.title).toBe(c.want);
    // The content is the slide's own, untouched.
    expect(out!.content).toEqual(c.content);
    if (c.want === c.title) return;
    // Every title made is short, whole and passes the figure check against the brief.
    expect(out!.title.split(/\s+/).length).toBeLessThanOrEqual(TAKEAWAY_WORDS_MAX);
    expect(out!.title).not.toMatch(/…|\.\.\./);
    expect(checkFigures({ title: out!.title, content: { items: [out!.title] } }, c.brief).removed).toEqual(
      [],
    );
  });

  test('two slides never take the same title', () => {
    const items = ['Revenue 2025: NOK 1,240M (2024: NOK 980M)'];
    const slide = { type: 'content' as const, title: 'Key figures', content: { items }, notes: '' };
    const out = withTakeaways([slide, { ...slide, title: 'Results' }], LOCALES.en, items);
    expect(out.map((s) => s.title)).toEqual(['Revenue rose from NOK 980M to NOK 1,240M in 2025', 'Results']);
  });

  test('a slide that goes on on the next keeps the title its continuation repeats', () => {
    const items = ['Revenue 2025: NOK 1,240M (2024: NOK 980M)'];
    const slide = { type: 'content' as const, title: 'Key figures', content: { items }, notes: '' };
    const out = withTakeaways([slide, { ...slide, title: 'Key figures (continued)' }], LOCALES.en, items);
    expect(out.map((s) => s.title)).toEqual(['Key figures', 'Key figures (continued)']);
  });
});

describe("a takeaway's words are its locale's, as every other reading word is", () => {
  test.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])('%s states how a change is said', (lang) => {
    const w = LOCALES[lang].takeaways;
    const said = w.change('X', 'A', 'B', true, '');
    expect(said).toMatch(/X/);
    expect(said.indexOf('A')).toBeLessThan(said.indexOf('B'));
    expect(w.changes.split(' ').length).toBeGreaterThan(3);
  });

  test('the title is said in the words the locale gives, not a table of the pass', () => {
    const nl = LOCALES.nl.takeaways;
    const change = nl.change;
    nl.change = (l, a, b, up, t) => `${l} ${up ? 'omhoog' : 'omlaag'} van ${a} naar ${b}${t ? ` ${t}` : ''}`;
    try {
      const items = ['Omzet: € 4,2 mln (2024: € 3,8 mln)'];
      const [out] = withTakeaways(
        [{ type: 'content', title: 'Cijfers', content: { items }, notes: '' }],
        LOCALES.nl,
        items,
      );
      expect(out!.title).toBe('Omzet omhoog van € 3,8 mln naar € 4,2 mln');
    } finally {
      nl.change = change;
    }
  });
});
