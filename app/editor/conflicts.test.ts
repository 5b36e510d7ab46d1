import { describe, expect, test } from 'vitest';
import type { Operation } from '../../common/schemas/operations';
import { shownText, splitConflict } from './conflicts';

// Issue 22: a refused batch is split into the one clashing field (asked about) and the rest (sent
// again at once). Another tab's batch replayed is in ../api/deckReducer.test.ts.

describe('splitting a conflict', () => {
  const edit: Operation = {
    op: 'update_slide',
    slideId: 's1',
    title: 'Mine',
    content: { text: 'My text', items: ['a', 'b'] },
  };

  test('a content field: asked about alone; the title and the other field go again', () => {
    const { mine, rest, ours, what } = splitConflict(edit, 'content.text');
    expect(mine).toEqual({ op: 'update_slide', slideId: 's1', content: { text: 'My text' } });
    expect(rest).toEqual({
      op: 'update_slide',
      slideId: 's1',
      title: 'Mine',
      content: { items: ['a', 'b'] },
    });
    expect(ours).toBe('My text');
    expect(what).toBe('Text');
  });

  test('the slide title: the content goes again', () => {
    const { mine, rest, what } = splitConflict(edit, 'title');
    expect(mine).toEqual({ op: 'update_slide', slideId: 's1', title: 'Mine' });
    expect(rest).toEqual({
      op: 'update_slide',
      slideId: 's1',
      content: { text: 'My text', items: ['a', 'b'] },
    });
    expect(what).toBe('Slide title');
  });

  test('the only field of an edit leaves nothing to send again', () => {
    const { rest } = splitConflict(
      { op: 'update_slide', slideId: 's1', content: { text: 'x' } },
      'content.text',
    );
    expect(rest).toBeNull();
  });

  test('a detail of the brief, the deck title, a deleted slide', () => {
    const meta = splitConflict(
      { op: 'update_metadata', metadata: { agency: 'Lyon', clientName: 'Acme' } },
      'metadata.agency',
    );
    expect(meta.mine).toEqual({ op: 'update_metadata', metadata: { agency: 'Lyon' } });
    expect(meta.rest).toEqual({ op: 'update_metadata', metadata: { clientName: 'Acme' } });
    expect(splitConflict({ op: 'update_title', title: 'T' }, 'title')).toMatchObject({
      rest: null,
      ours: 'T',
      what: 'Presentation title',
    });
    expect(splitConflict({ op: 'delete_slide', slideId: 's1' }, 'slideId').rest).toBeNull();
  });

  test("values show as the slide's text, never as JSON: lines for lists, a metric as “Label: value”", () => {
    expect(shownText(['a', 'b'])).toBe('a\nb');
    expect(shownText(null)).toBe('');
    expect(shownText({ value: '32%', label: 'Revenue' })).toBe('Revenue: 32%');
    expect(
      shownText([
        { value: '32%', label: 'Revenue' },
        { label: 'Users', value: '1.2M', subtext: 'monthly' },
      ]),
    ).toBe('Revenue: 32%\nUsers: 1.2M (monthly)');
    expect(
      shownText({
        left: { title: 'Before', items: ['Manual'] },
        right: { title: 'After', items: ['Automatic'] },
      }),
    ).toBe('Before\nManual\nAfter\nAutomatic');
    // A deleted slide's conflict carries the slide: its texts, not its id or type.
    const slide = shownText({
      id: 's1',
      type: 'content',
      title: 'Plan',
      content: { text: 'Go' },
      notes: 'N',
    });
    expect(slide).toBe('Plan\nGo\nN');
    expect(shownText({ checked: true, position: 3 })).toBe('Yes');
  });

  test('one item of a list: asked about alone, the rest of the list sent again with their item', () => {
    const metrics = [
      { value: '41%', label: 'Revenue' },
      { value: '2M', label: 'Users' },
    ];
    const split = splitConflict(
      { op: 'update_slide', slideId: 's1', title: 'T', content: { metrics } },
      'content.metrics.1',
      { value: '3M', label: 'Users' },
    );
    expect(split.what).toBe('Metric 2');
    expect(split.ours).toEqual({ value: '2M', label: 'Users' });
    expect(split.mine).toEqual({ op: 'update_slide', slideId: 's1', content: { metrics } });
    expect(split.rest).toEqual({
      op: 'update_slide',
      slideId: 's1',
      title: 'T',
      content: { metrics: [metrics[0], { value: '3M', label: 'Users' }] },
    });
    const comparison = {
      left: { title: 'Before', items: ['Manual', 'Slow'] },
      right: { title: 'After', items: ['Fast'] },
    };
    expect(
      splitConflict(
        { op: 'update_slide', slideId: 's1', content: { comparison } },
        'content.comparison.left.items.1',
        'Slower',
      ).what,
    ).toBe('Left item 2');
  });
});
