import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_WORDS, withPlaceholders } from './placeholders';
import { SLIDE_TYPES } from './types';

describe('placeholders of the editor’s canvas', () => {
  it('an empty slide of every type says what to add, as text or as a data button', () => {
    for (const type of SLIDE_TYPES) {
      const { paths, data } = withPlaceholders({ type, title: '', content: {} });
      // The thank-you slide draws its default lines, never an empty box.
      if (type === 'thank_you') expect(paths).toEqual([]);
      else expect(paths.length + (data ? 1 : 0), type).toBeGreaterThan(0);
    }
  });

  it('fills lists as lists, and leaves out what the slide already holds', () => {
    const content = withPlaceholders({ type: 'content', title: 'Plan', content: {} });
    expect(content.paths).toEqual(['items.0']);
    expect(content.slide.content.items).toEqual([PLACEHOLDER_WORDS.text]);
    expect(withPlaceholders({ type: 'content', title: 'Plan', content: { text: 'Prose' } }).paths).toEqual(
      [],
    );
    const metrics = withPlaceholders({ type: 'metrics', title: 'KPIs', content: {} }).slide.content.metrics;
    expect(metrics).toEqual([{ value: '00', label: PLACEHOLDER_WORDS.metric }]);
    const cmp = withPlaceholders({ type: 'comparison', title: 'A/B', content: {} }).slide.content.comparison;
    expect(cmp?.right).toEqual({ title: PLACEHOLDER_WORDS.heading, items: [PLACEHOLDER_WORDS.text] });
  });

  it('a data slide with its data has no button; one without leads to it', () => {
    const chart = { kind: 'bar' as const, categories: ['a'], series: [{ name: 's', values: [1] }] };
    expect(withPlaceholders({ type: 'chart', title: 'C', content: { chart } }).data).toBeUndefined();
    expect(withPlaceholders({ type: 'chart', title: 'C', content: {} }).data).toEqual({
      action: 'data',
      words: 'Click to add data',
    });
    expect(withPlaceholders({ type: 'image', title: 'P', content: {} }).data?.action).toBe('picture');
    expect(withPlaceholders({ type: 'timeline', title: 'T', content: { steps: [] } }).data?.action).toBe(
      'steps',
    );
  });
});
