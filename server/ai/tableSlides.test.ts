import { describe, expect, test } from 'vitest';
import { documentToSlides } from './documentSlides';
import { readTable } from './tableSlides';

describe('tables of a document on slides', () => {
  test('a two-column table reads as label and value', () => {
    expect(
      readTable([
        ['Analyste', 'ROB (432)'],
        ['Définition', ''],
        ['Can you resell it?', 'Yes'],
        ['Owner:', 'Finance'],
      ]),
    ).toEqual({
      kind: 'bullets',
      bullets: ['Analyste: ROB (432)', 'Définition', 'Can you resell it? Yes', 'Owner: Finance'],
    });
  });

  test('a table with a header names each value by its column, a row to a bullet', () => {
    expect(
      readTable([
        ['Quarter', 'Revenue', 'Growth'],
        ['Q1', '$1.2M', '12%'],
        ['Q2', '$1.5M', ''],
      ]),
    ).toEqual({ kind: 'bullets', bullets: ['Q1 — Revenue: $1.2M; Growth: 12%', 'Q2 — Revenue: $1.5M'] });
  });

  test('a header with a blank corner cell is still a header', () => {
    expect(
      readTable([
        ['', 'In-house', 'Augmented'],
        ['Cost', '$600,000', '$225,000'],
      ]),
    ).toEqual({ kind: 'bullets', bullets: ['Cost — In-house: $600,000; Augmented: $225,000'] });
  });

  test('without a header (its first row holds figures) the cells are joined', () => {
    expect(
      readTable([
        ['Q1', '$1.2M', '12%'],
        ['Q2', '$1.5M', '25%'],
      ]),
    ).toEqual({ kind: 'bullets', bullets: ['Q1 — $1.2M — 12%', 'Q2 — $1.5M — 25%'] });
  });

  test('wordy rows give a slide each, titled by the row, bullets cut at whole sentences', () => {
    const long =
      'The GPL dominates the free software world by significant margins. While it is a favourite for those committed to open source, many shy away from it because of its viral nature, which can scare clients.';
    const reading = readTable([
      ['Licence', 'GPL', 'MIT'],
      [
        'Commercial use?',
        'Yes, but all source code must be distributed under the GPL, which is viral.',
        'Yes',
      ],
      ['So what?', long, 'Short and permissive.'],
      ['', '', ''],
    ]);
    expect(reading).toEqual({
      kind: 'rows',
      columns: ['GPL', 'MIT'],
      slides: [
        {
          type: 'content',
          title: 'Commercial use?',
          content: {
            items: [
              'GPL: Yes, but all source code must be distributed under the GPL, which is viral.',
              'MIT: Yes',
            ],
          },
        },
        {
          type: 'content',
          title: 'So what?',
          content: {
            items: [
              'GPL: The GPL dominates the free software world by significant margins.',
              'MIT: Short and permissive.',
            ],
          },
        },
      ],
    });
  });

  test('a section keeps its list and its tables; tables apart are read apart; a wordy one follows its overview', () => {
    const wordy =
      'Yes, with every line of source code published under the same licence as the original work.';
    const text = [
      '# Contract',
      'For the board.',
      '## Terms',
      '- Signed in March',
      '| Owner | Finance |',
      '| Term | 3 years |',
      'Compared below.',
      '| Licence | GPL | MIT |',
      `| Derivative works? | ${wordy} | Yes, under any licence at all, even a closed one, as long as the notice stays. |`,
    ].join('\n');
    expect(documentToSlides(text, 'contract')).toEqual([
      { type: 'title', title: 'Contract', content: { subtitle: 'For the board.' } },
      {
        type: 'content',
        title: 'Terms',
        content: { text: 'Compared below.', items: ['Signed in March', 'Owner: Finance', 'Term: 3 years'] },
      },
      {
        type: 'content',
        title: 'Derivative works?',
        content: {
          items: [
            `GPL: ${wordy}`,
            'MIT: Yes, under any licence at all, even a closed one, as long as the notice stays.',
          ],
        },
      },
    ]);
  });

  test('a wordy table alone is introduced by the columns it compares', () => {
    const cell =
      'A long explanation that would never fit a single line of a slide, so it gets a slide of its own.';
    const slides = documentToSlides(`| Licence | GPL | MIT |\n| Resale? | ${cell} | ${cell} |`, 'licences');
    expect(slides.map((s) => [s.title, s.content.items])).toEqual([
      ['licences', ['GPL', 'MIT']],
      ['Resale?', [`GPL: ${cell}`, `MIT: ${cell}`]],
    ]);
  });
});
