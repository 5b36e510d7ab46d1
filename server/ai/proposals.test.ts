import { expect, test } from 'vitest';
import { isOverflowing } from '../../common/slides/fitSlide';
import type { Operation } from '../deck';
import { modelDraft } from './proposals';

test("a model's draft obeys the fit rule, and every slide gets speaker notes", () => {
  const items = Array.from(
    { length: 40 },
    (_, i) =>
      `Workstream ${i + 1} moves the reporting, invoicing, consolidation, audit trails and payroll of one region to the cloud`,
  );
  const operations: Operation[] = [
    { op: 'add_slide', type: 'title', title: 'Cloud migration', notes: 'Open with the goal.' },
    { op: 'add_slide', type: 'content', title: 'Workstreams', content: { items } },
    { op: 'update_brief', brief: 'Migrate Northwind.' },
  ];
  const { proposal } = modelDraft(operations, '');
  expect(proposal!.slides.length).toBeGreaterThan(2);
  expect(proposal!.slides[0]!.notes).toBe('Open with the goal.');
  expect(proposal!.slides.flatMap((s) => s.content.items ?? [])).toEqual(items);
  for (const s of proposal!.slides) {
    expect(isOverflowing(s), s.title).toBe(false);
    expect(s.notes.trim(), s.title).not.toBe('');
  }
  // The proposal's operations make exactly its slides, and keep what is not a slide.
  const adds = proposal!.operations.filter((o) => o.op === 'add_slide');
  expect(adds).toHaveLength(proposal!.slides.length);
  expect(proposal!.operations.at(-1)).toEqual({ op: 'update_brief', brief: 'Migrate Northwind.' });
});

test("a model's draft is fitted in the deck's theme fonts: a slide that fits in Inter is split in Montserrat", () => {
  const bullet =
    'Partnerships with regional distributors across every northern market this year with two new warehouses and shared marketing budgets';
  const slide = {
    op: 'add_slide',
    type: 'content',
    title: 'Where our growth will come from over the next three years across every region',
    content: { items: Array.from({ length: 10 }, () => bullet) },
  } as const;
  const wide = { fonts: { heading: 'Montserrat', body: 'Montserrat' } };
  expect(modelDraft([slide], '').proposal!.slides).toHaveLength(1);
  const themed = modelDraft([slide], '', undefined, wide).proposal!.slides;
  expect(themed.length).toBeGreaterThan(1);
  for (const s of themed) expect(isOverflowing(s, undefined, wide), s.title).toBe(false);
});
