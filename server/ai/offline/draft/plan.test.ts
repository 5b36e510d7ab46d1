import { describe, expect, test } from 'vitest';
import { draftDeck } from './drafter';
import { slideFor, titleOf } from './plan';

const section = (...texts: string[]) => ({
  title: 'Results',
  checklistIds: [],
  required: false,
  lines: texts.map((text) => ({ text, others: false })),
});

// The rewrites that made plan's patterns linear keep what the patterns read.
describe('planning a section', () => {
  test.each([
    ['Section 2. Experience:  - ', 'Experience'],
    ['Results as per their annual report', 'Results'],
    ["Savings from the client's figures", 'Savings'],
    ['Savings from the client’s figures, 2024', 'Savings from the client’s figures, 2024'],
  ])('the heading “%s” is titled “%s”', (heading, title) => {
    expect(titleOf(heading)).toBe(title);
  });

  test('a series read with tabs, wide spaces, dashes and colons is a metrics slide', () => {
    const slide = slideFor(
      section('Q4 25 - 91.2%', 'FY2021: £212.4M', 'Q1 2026      780', 'Q2 2026\t\t 1,204k'),
    );
    expect(slide.type).toBe('metrics');
    expect(slide.content).toMatchObject({
      metrics: [
        { label: 'Q4 25', value: '91.2%' },
        { label: 'FY2021', value: '£212.4M' },
        { label: 'Q1 2026', value: '780' },
        { label: 'Q2 2026', value: '1,204k' },
      ],
    });
  });

  test('a table header row is left out; a row with figures stays', () => {
    const slide = slideFor(
      section('Option | Discovery | Build | 3-year total', 'Option A | £20k | £80k | £100k'),
    );
    expect(slide.type).toBe('content');
    expect(slide.content).toEqual({ items: ['Option A: £100k'] });
  });
});

describe('checklist items found by meaning', () => {
  test.each([
    ['Budget slide', 'Investment'],
    ['Costs', 'Pricing'],
    ['The team', 'Who we are'],
    ['Project timeline', 'Roadmap'],
  ])('“%s” is the slide “%s”', (item, heading) => {
    const d = draftDeck({
      request: {},
      title: 'Acme proposal',
      brief: `Acme sells garden tools.\n\n${heading}:\n- The first point about it\n- A second point about it\n\nRisks:\n- Supply delays`,
      metadata: { clientName: 'Acme' },
      documents: [],
      checklist: [{ id: 'c1', text: item, completed: false }],
    });
    if ('say' in d) throw new Error(d.say);
    expect(d.slides.map((s) => s.title)).toContain(heading);
    expect(d.slides.map((s) => s.title)).not.toContain(item);
    expect(d.operations).toContainEqual({ op: 'update_checklist_item', itemId: 'c1', completed: true });
  });
});

describe('titles that say the point the brief gives', () => {
  const of = (title: string, ...texts: string[]) => ({ ...section(...texts), title });

  test('a summary is titled by its first short line', () => {
    const slide = slideFor(
      of('Summary', 'Strong quarter on growth, weaker on efficiency', 'We crossed $10M ARR'),
    );
    expect(slide.title).toBe('Strong quarter on growth, weaker on efficiency');
    expect(slide.content.items).toEqual(['We crossed $10M ARR']);
  });

  test('a recommendation line titles its section, and leaves the bullets', () => {
    expect(
      slideFor(of('Recommendation', 'Recommendation is Vendor B (Callisto)', 'Highest score')).title,
    ).toBe('Recommendation: Vendor B (Callisto)');
    const options = slideFor(of('The options', 'Option A costs £0.6M', 'The recommendation is Option B.'));
    expect(options.title).toBe('The options: Option B recommended');
    expect(options.content.items).toEqual(['Option A costs £0.6M']);
  });

  test('a topic without a stated point keeps its topic title', () => {
    expect(slideFor(of('Risks', 'Fuel price volatility', 'Driver shortage')).title).toBe('Risks');
  });
});
