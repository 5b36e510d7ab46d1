import { describe, expect, test } from 'vitest';
import { chatTitle } from '../../common/schemas/ai';
import { orderAfterDrop } from './order';
import { fieldsFor, readField, writeField } from './slideFields';

describe('drag and drop order', () => {
  const ids = ['a', 'b', 'c', 'd'];
  test('moves down and up', () => {
    expect(orderAfterDrop(ids, 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(orderAfterDrop(ids, 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
  });
  test('dropping on itself or outside the list changes nothing', () => {
    expect(orderAfterDrop(ids, 'b', 'b')).toBeNull();
    expect(orderAfterDrop(ids, 'b', null)).toBeNull();
    expect(orderAfterDrop(ids, 'b', 'zz')).toBeNull();
  });
});

describe('slide fields in the inspector', () => {
  const spec = (type: string, key: string) => fieldsFor(type).find((f) => f.key === key)!;
  test('bullets: one per line, blank lines dropped, empty removes the field', () => {
    const items = spec('content', 'items');
    expect(writeField({}, items, ' One \n\n Two ')).toEqual({ items: ['One', 'Two'] });
    expect(readField({ items: ['One', 'Two'] }, items)).toBe('One\nTwo');
    expect(writeField({ items: ['x'], text: 't' }, items, '  ')).toEqual({ text: 't' });
  });
  test('metrics: "value | label | note" lines', () => {
    const metrics = spec('metrics', 'metrics');
    const content = writeField({}, metrics, '$4.2M | Revenue | +32% YoY\n71 | NPS');
    expect(content).toEqual({
      metrics: [
        { value: '$4.2M', label: 'Revenue', subtext: '+32% YoY' },
        { value: '71', label: 'NPS' },
      ],
    });
    expect(readField(content, metrics)).toBe('$4.2M | Revenue | +32% YoY\n71 | NPS');
  });
  test('comparison sides keep the other side', () => {
    const left = spec('comparison', 'comparison.left.items');
    const right = spec('comparison', 'comparison.right.title');
    const a = writeField({}, left, 'Slow\nCostly');
    const b = writeField(a, right, 'Augmented');
    expect(b).toEqual({
      comparison: {
        left: { title: '', items: ['Slow', 'Costly'] },
        right: { title: 'Augmented', items: [] },
      },
    });
  });
  test('every type offers the colour fields', () => {
    for (const type of ['title', 'content', 'html', 'calculator', 'unknown']) {
      expect(fieldsFor(type).map((f) => f.key)).toEqual(
        expect.arrayContaining(['backgroundColor', 'textColor']),
      );
    }
  });
});

describe('chat session titles (SPEC §4)', () => {
  test('first 50 characters, plus "..." only when cut', () => {
    expect(chatTitle('x'.repeat(50))).toBe('x'.repeat(50));
    expect(chatTitle('y'.repeat(51))).toBe(`${'y'.repeat(50)}...`);
    expect(chatTitle('  short  ')).toBe('short');
  });
});
