import { describe, expect, test } from 'vitest';
import type { Operation } from '../schemas/operations';
import { batchKeys, currentValue, findConflict, type LoggedBatch, mergeStale, touchedFields } from './merge';
import type { DeckState } from './state';

const deck: DeckState = {
  title: 'Deck',
  brief: 'Brief',
  metadata: { agency: 'Acme' },
  checklist: [{ id: '1', text: 'Pricing', completed: false }],
  slides: [
    { id: 'a', type: 'content', title: 'A', content: { text: 'Hello' }, notes: '' },
    { id: 'b', type: 'content', title: 'B', content: {}, notes: 'N' },
  ],
};

describe('field-level merge keys', () => {
  test('an update names each field it writes, and where it sits in the operation', () => {
    expect(
      touchedFields({
        op: 'update_slide',
        slideId: 'a',
        title: 'T',
        content: { text: 'x' },
        removeFields: ['items'],
      }),
    ).toEqual([
      { key: 'slide:a.title', field: 'title' },
      { key: 'slide:a.content.text', field: 'content.text' },
      { key: 'slide:a.content.items', field: 'removeFields' },
    ]);
  });

  test('a slide deleted since clashes with any edit of it; other slides and fields do not', () => {
    const since = batchKeys([{ op: 'delete_slide', slideId: 'a' }], []);
    expect(findConflict([{ op: 'update_slide', slideId: 'b', title: 'x' }], since)).toBeNull();
    expect(findConflict([{ op: 'update_slide', slideId: 'a', notes: 'x' }], since)).toMatchObject({
      index: 0,
      touched: { key: 'slide:a.notes' },
    });
    // "slide:a" must not hold "slide:ab": keys clash on whole segments only.
    expect(findConflict([{ op: 'update_slide', slideId: 'ab', notes: 'x' }], since)).toBeNull();
  });

  test('a reorder clashes with a move; two moves of different slides do not', () => {
    expect(findConflict([{ op: 'move_slide', slideId: 'a', position: 2 }], ['order.b'])).toBeNull();
    expect(findConflict([{ op: 'move_slide', slideId: 'a', position: 2 }], ['order'])).not.toBeNull();
    expect(findConflict([{ op: 'reorder_slides', slideIds: ['b', 'a'] }], ['order.b'])).not.toBeNull();
  });

  test('an added slide is logged under the id it got (from its inverse); new checklist items clash with nothing', () => {
    expect(
      batchKeys([{ op: 'add_slide', type: 'content', title: 'New' }], [{ op: 'delete_slide', slideId: 'c' }]),
    ).toEqual(['slide:c']);
    expect(findConflict([{ op: 'add_checklist_items', items: ['More'] }], 'all')).toBeNull();
    expect(findConflict([{ op: 'update_brief', brief: 'x' }], 'all')).not.toBeNull();
  });

  test('the current value at a key', () => {
    expect(currentValue(deck, 'slide:a.content.text')).toBe('Hello');
    expect(currentValue(deck, 'slide:b.notes')).toBe('N');
    expect(currentValue(deck, 'slide:b.content.text')).toBeNull();
    expect(currentValue(deck, 'order.b')).toBe(2);
    expect(currentValue(deck, 'order')).toEqual(['a', 'b']);
    expect(currentValue(deck, 'metadata.agency')).toBe('Acme');
    expect(currentValue(deck, 'checklist.1.text')).toBe('Pricing');
    expect(currentValue(deck, 'slide:gone')).toBeNull();
  });
});

describe('lists merge per item; a tab never clashes with itself (issue 33)', () => {
  const m = (value: string, label: string) => ({ value, label });
  const base = [m('32%', 'Revenue'), m('1.2M', 'Users'), m('71', 'NPS')];
  const set = (list: typeof base, i: number, item: ReturnType<typeof m>) =>
    list.map((x, k) => (k === i ? item : x));
  const withMetrics = (metrics: typeof base): DeckState => ({
    ...deck,
    slides: [{ id: 'a', type: 'metrics', title: 'A', content: { metrics }, notes: '' }],
  });
  const edit = (metrics: typeof base): Operation => ({
    op: 'update_slide',
    slideId: 'a',
    content: { metrics },
  });
  /** A logged batch: the edit, its inverse (the list before), and its keys as the store logs them. */
  const logged = (tab: string | null, before: typeof base, after: typeof base): LoggedBatch => {
    const inverse: Operation = { op: 'update_slide', slideId: 'a', content: { metrics: before } };
    return {
      tab,
      fields: batchKeys([edit(after)], [inverse]),
      operations: [edit(after)],
      inverses: [inverse],
    };
  };

  test('an applied list edit is logged by the items that changed; a grown list as a whole', () => {
    const after = set(base, 1, m('2M', 'Users'));
    expect(logged(null, base, after).fields).toEqual(['slide:a.content.metrics.1']);
    expect(logged(null, base, [...base, m('9', 'New')]).fields).toEqual(['slide:a.content.metrics']);
    // Key order (jsonb keeps its own) is no change.
    expect(logged(null, base, [{ label: 'Revenue', value: '32%' }, base[1]!, base[2]!]).fields).toEqual([]);
  });

  test('another item merges over the list as it is now; the same item is a conflict carrying its value', () => {
    const theirs = set(base, 0, m('41%', 'Revenue'));
    const since = [logged('b', base, theirs)];
    const merged = mergeStale([edit(set(base, 2, m('80', 'NPS')))], since, withMetrics(theirs), 'a');
    expect(merged).toEqual({ operations: [edit([m('41%', 'Revenue'), base[1]!, m('80', 'NPS')])] });
    const clash = mergeStale([edit(set(base, 0, m('50%', 'Revenue')))], since, withMetrics(theirs), 'a');
    expect(clash).toEqual({
      conflict: {
        index: 0,
        touched: { key: 'slide:a.content.metrics.0', field: 'content.metrics.0' },
        current: m('41%', 'Revenue'),
      },
    });
    // The same change someone already made is no conflict.
    expect('operations' in mergeStale([edit(theirs)], since, withMetrics(theirs), 'a')).toBe(true);
  });

  test("a tab's own earlier writes never clash, and its view includes them", () => {
    const first = set(base, 0, m('41%', 'Revenue'));
    const second = set(base, 0, m('41%', 'Revenue growth'));
    expect(
      'operations' in mergeStale([edit(second)], [logged('a', base, first)], withMetrics(first), 'a'),
    ).toBe(true);
    // Without a tab (or from another) the same writes clash.
    expect('conflict' in mergeStale([edit(second)], [logged(null, base, first)], withMetrics(first))).toBe(
      true,
    );
    // Tab a changed metric 0, then b metric 2 (on top), then a writes metric 0 again from its
    // first base: b's metric stays, and a's second write is no conflict.
    const bs = set(first, 2, m('90', 'NPS'));
    const since = [logged('a', base, first), logged('b', first, bs)];
    const third = set(first, 0, m('50%', 'Revenue'));
    expect(mergeStale([edit(third)], since, withMetrics(bs), 'a')).toEqual({
      operations: [edit([m('50%', 'Revenue'), base[1]!, m('90', 'NPS')])],
    });
  });

  test('a row logged before inverses were kept: the list clashes as a whole, as before', () => {
    const theirs = set(base, 0, m('41%', 'Revenue'));
    const old: LoggedBatch = {
      tab: null,
      fields: ['slide:a.content.metrics'],
      operations: [edit(theirs)],
      inverses: null,
    };
    const res = mergeStale([edit(set(base, 2, m('80', 'NPS')))], [old], withMetrics(theirs), 'a');
    expect(res).toMatchObject({ conflict: { touched: { key: 'slide:a.content.metrics' }, current: theirs } });
  });
});
