import { describe, expect, test } from 'vitest';
import { slideContentSchema } from '../../../../common/slides/content';
import { draftDeck } from './drafter';
import { checkFigures } from './figureCheck';
import { labelCut } from './slideMatter';

/** Drafts from briefs whose matter is data: series, grids and phases become charts, tables and timelines. */
const draft = (brief: string, checklist: string[] = ['Results']) => {
  const d = draftDeck({
    request: {},
    title: 'Acme review',
    brief,
    metadata: { clientName: 'Acme' },
    documents: [],
    checklist: checklist.map((text, i) => ({ id: `c${i}`, text, completed: false })),
  });
  if ('say' in d) throw new Error(d.say);
  for (const s of d.slides) expect(() => slideContentSchema.parse(s.content)).not.toThrow();
  return d;
};

describe('data in a brief', () => {
  test('figures over time become a line chart titled by what they show', () => {
    const d = draft('Results:\nrevenue 2022 4.1m, 2023 5.6m, 2024 7.9m\n\nRisks:\n- churn\n- hiring');
    const chart = d.slides.find((s) => s.type === 'chart');
    expect(chart?.content.chart).toEqual({
      kind: 'line',
      categories: ['2022', '2023', '2024'],
      series: [{ name: 'Revenue', values: [4.1, 5.6, 7.9] }],
      unit: 'm',
    });
    expect(chart?.title).toBe('Revenue rose from 4.1m to 7.9m, 2022 to 2024');
  });

  test('a series under a lead-in, with its point said beside it, is a chart titled by that point', () => {
    const d = draft(
      'Acme runs 40 depots.\n\nOn-time delivery (all depots):\nQ4 25 - 91.2%\nQ1 26 - 92.8%\nQ2 26 - 94.1%\nQ3 26 - 95.6%\nso 4 straight quarters up',
      ['On-time delivery trend'],
    );
    const chart = d.slides.find((s) => s.type === 'chart')!;
    expect(chart.title).toBe('On-time delivery: 4 straight quarters up');
    expect(chart.content.chart).toMatchObject({ unit: '%', series: [{ values: [91.2, 92.8, 94.1, 95.6] }] });
    // The checklist item is ticked by the chart slide.
    expect(d.operations).toContainEqual({ op: 'update_checklist_item', itemId: 'c0', completed: true });
  });

  test('a pasted grid becomes a table slide that the checklist’s "comparison table" finds', () => {
    const d = draft(
      'Vendor\tPrice per seat\tSetup fee\tScore\nA - Nimbus\t£62\t£18,000\t71\nB - Callisto\t£58\t£24,000\t84\nC - Relay\t£49\t£40,000\t63\n\nRecommendation is Vendor B.',
      ['Vendor comparison table', 'Recommendation'],
    );
    const table = d.slides.find((s) => s.type === 'table')!;
    expect(table.content.table).toEqual({
      header: ['Vendor', 'Price per seat', 'Setup fee', 'Score'],
      rows: [
        ['A - Nimbus', '£62', '£18,000', '71'],
        ['B - Callisto', '£58', '£24,000', '84'],
        ['C - Relay', '£49', '£40,000', '63'],
      ],
    });
    expect(d.slides.some((s) => s.type === 'content' && s.title === 'Recommendation: Vendor B')).toBe(true);
  });

  test.each([
    ['Phase 1 - Discovery - May\nPhase 2 - Build - June to August\nPhase 3 - Launch - September'],
    ['Q1: discovery workshops\nQ2: build the app\nQ3: launch to members'],
    ['Week 1–2: interviews\nWeek 3–4: prototype\nWeek 5–6: test with clients'],
    ['Plan: Discovery in May, Build June-August, Launch in September.'],
  ])('phases become a timeline: %s', (phases) => {
    const d = draft(`Context:\nWe are a bakery.\n\nTimeline:\n${phases}`, ['Timeline']);
    const timeline = d.slides.find((s) => s.type === 'timeline')!;
    expect(timeline.content.steps).toHaveLength(3);
    for (const step of timeline.content.steps!) expect(step.date).toBeTruthy();
  });
});

describe('the figure check on data slides', () => {
  const sources = ['Revenue: 2022 4.1m, 2023 5.6m, 2024 7.9m', 'A - Nimbus £62 £18,000', 'Discovery in May'];

  test('a chart value the sources do not give for its category is removed, and said', () => {
    const checked = checkFigures(
      {
        title: 'Revenue',
        content: {
          chart: {
            kind: 'line',
            categories: ['2022', '2023', '2024'],
            series: [{ name: 'Revenue', values: [4.1, 5.9, 7.9] }],
          },
        },
      },
      sources,
    );
    expect(checked.content.chart?.categories).toEqual(['2022', '2024']);
    expect(checked.removed).toEqual(['5.9 (“2023”)']);
  });

  test('a chart of amounts written with dots for thousands ("640.000 €") keeps them', () => {
    const checked = checkFigures(
      {
        title: 'Budget',
        content: {
          chart: {
            kind: 'bar',
            categories: ['Entwicklung', 'Reserve'],
            series: [{ name: 'Budget', values: [640000, 90000] }],
            unit: '€',
          },
        },
      },
      ['Budget 2027:', '- Entwicklung: 640.000 €', '- Reserve: 90.000 €'],
    );
    expect(checked.removed).toEqual([]);
    expect(checked.content.chart!.series[0]!.values).toEqual([640000, 90000]);
  });

  test('a table row whose figures are not said with its label is removed', () => {
    const checked = checkFigures(
      {
        title: 'Vendors',
        content: {
          table: {
            header: ['Vendor', 'Price', 'Setup'],
            rows: [
              ['A - Nimbus', '£62', '£18,000'],
              ['A - Nimbus', '£62', '£19,000'],
            ],
          },
        },
      },
      sources,
    );
    expect(checked.content.table?.rows).toEqual([['A - Nimbus', '£62', '£18,000']]);
    expect(checked.removed).toHaveLength(1);
  });

  test('a step with an invented figure goes; a timeline left with one step goes whole', () => {
    const checked = checkFigures(
      {
        title: 'Plan',
        content: {
          steps: [
            { label: 'Discovery', date: 'May' },
            { label: 'Build', text: '£90,000' },
          ],
        },
      },
      sources,
    );
    expect(checked.content.steps).toBeUndefined();
    expect(checked.removed).toEqual(['“Build £90,000”']);
  });
});

describe('data in a brief without sections of its own', () => {
  test('phases in an email become a timeline titled by their lead-in, and leave the bullets', () => {
    const d = draftDeck({
      request: {},
      title: 'Brand refresh proposal',
      brief:
        'We run 6 hotels with 214 rooms. The brand looks like 6 different hotels.\n\nOur proposal is:\n1. Discovery & brand strategy - 4 weeks - £18,500\n2. Identity & website design - 8 weeks - £46,000\n3. Booking engine integration & launch - 6 weeks - £22,000\n\nAsk: approve phase 1, start 1 Dec.',
      metadata: { clientName: 'Bramble & Oak' },
      documents: [],
    });
    if ('say' in d) throw new Error(d.say);
    const timeline = d.slides.find((s) => s.type === 'timeline')!;
    expect(timeline.title).toBe('Our proposal');
    expect(timeline.content.steps).toEqual([
      { label: 'Discovery & brand strategy', date: '4 weeks', text: '£18,500' },
      { label: 'Identity & website design', date: '8 weeks', text: '£46,000' },
      { label: 'Booking engine integration & launch', date: '6 weeks', text: '£22,000' },
    ]);
    const bullets = d.slides.flatMap((s) => s.content.items ?? []).join('\n');
    expect(bullets).not.toContain('8 weeks');
  });
});

test('a step too long for a label is cut before a joining word of its language, never after one', () => {
  const cut = (t: string) => {
    const words = t.split(' ');
    const at = labelCut(words);
    return at < 0 ? undefined : words.slice(0, at).join(' ');
  };
  // blind14's 06: "Cata con sumilleres de Marisal en" was the label, "la bodega" its line.
  expect(cut('cata con sumilleres de Marisal en la bodega')).toBe('cata con sumilleres de Marisal');
  expect(cut('formación de los equipos de sala en los 22 hoteles')).toBe('formación de los equipos de sala');
  // No joining word to stop before: the words that fit, not ending on "und".
  expect(cut('Installation neue Siegel- und Schneideinheit für die Linie drei')).toBe('Installation neue');
});
