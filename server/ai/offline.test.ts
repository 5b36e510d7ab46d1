import { describe, expect, test } from 'vitest';
import { documentToSlides } from './documentSlides';

// The offline engine's commands are tested by the phrasing table (server/ai/offline/phrasings.test.ts).

describe('documents into slides by their structure', () => {
  test('headings become titles, the first a title slide; lists become bullets; figures become metrics', () => {
    const text = [
      '# Annual Report 2026',
      'A year of growth for Northwind.',
      '## Highlights',
      '- Opened two new markets',
      '- Hired 40 engineers',
      '## Results',
      'Revenue: $4.2M',
      'Growth: 32%',
      'NPS: 71',
      '## Our promise',
      'We will double our impact.',
    ].join('\n');
    expect(documentToSlides(text)).toEqual([
      {
        type: 'title',
        title: 'Annual Report 2026',
        content: { subtitle: 'A year of growth for Northwind.' },
      },
      {
        type: 'content',
        title: 'Highlights',
        content: { items: ['Opened two new markets', 'Hired 40 engineers'] },
      },
      {
        type: 'metrics',
        title: 'Results',
        content: {
          metrics: [
            { label: 'Revenue', value: '$4.2M' },
            { label: 'Growth', value: '32%' },
            { label: 'NPS', value: '71' },
          ],
        },
      },
      { type: 'statement', title: 'Our promise', content: { text: 'We will double our impact.' } },
    ]);
  });

  test('plain text without headings still gives a slide named after the file; empty text gives none', () => {
    expect(
      documentToSlides('Just one paragraph of notes that goes on for a while and more.', 'notes'),
    ).toEqual([
      {
        type: 'statement',
        title: 'notes',
        content: { text: 'Just one paragraph of notes that goes on for a while and more.' },
      },
    ]);
    expect(documentToSlides('   \n\n ')).toEqual([]);
  });

  test('prose too long for a slide gives its first sentences as bullets, rejoined across hyphens', () => {
    const sentences = Array.from(
      { length: 20 },
      (_, i) => `Sentence ${i + 1} says something about the plan.`,
    );
    const text = ['Our plan is sim-', 'ple and we fol-', 'low it: 3.5 times “more”!', ...sentences].join(
      '\n',
    );
    const [slide, ...rest] = documentToSlides(text, 'plan');
    expect(rest).toEqual([]);
    expect(slide).toEqual({
      type: 'content',
      title: 'plan',
      content: {
        items: ['Our plan is simple and we follow it: 3.5 times “more”!', ...sentences.slice(0, 6)],
      },
    });
  });

  test('a hyphen at a line end: split words are rejoined, compounds keep their hyphen', () => {
    const text = [
      'Our well-known approach to the reorgani-',
      'zation is a well-',
      'known state-of-the-',
      'art self-',
      'assessment with real co-',
      'operation.',
    ].join('\n');
    expect(documentToSlides(text, 'notes')).toEqual([
      {
        type: 'content',
        title: 'notes',
        content: {
          text: 'Our well-known approach to the reorganization is a well-known state-of-the-art self-assessment with real cooperation.',
        },
      },
    ]);
  });

  test('a PDF without headings gives a slide per page; a page opening mid-sentence skips that end', () => {
    const page = (n: number) =>
      Array.from({ length: 30 }, (_, i) => `Page ${n} point ${i + 1} matters.`).join(' ');
    const text = `--- page 1 ---\n\n${page(1)} The last sentence goes\n\n--- page 2 ---\n\non to the next page. ${page(2)}`;
    const slides = documentToSlides(text, 'report');
    expect(slides.map((s) => s.title)).toEqual(['report', 'report (page 2)']);
    expect(slides[0]!.content.items).toEqual(
      Array.from({ length: 7 }, (_, i) => `Page 1 point ${i + 1} matters.`),
    );
    expect(slides[1]!.content.items).toEqual(
      Array.from({ length: 7 }, (_, i) => `Page 2 point ${i + 1} matters.`),
    );
    // With headings, pages do not split the sections.
    expect(documentToSlides(`# Report\n${text}`, 'report').map((s) => s.title)).toEqual(['Report', 'Report']);
  });
});
