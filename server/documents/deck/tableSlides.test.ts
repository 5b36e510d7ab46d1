import { describe, expect, test } from 'vitest';
import { slideContentSchema } from '../../../common/slides/content';
import { draftDeck } from './draft';
import { isCode } from './section';

// Issue 31 part 3 and issue 34 part 3: a document's tables are table slides (a chart when the
// header is periods and the cells numbers), a long one continues on at most two slides and the
// rest is in the warning, code is never a bullet, and the deck opens with the document's own title.

const valid = (d: ReturnType<typeof draftDeck>) => {
  for (const s of d.slides) expect(() => slideContentSchema.parse(s.content), s.title).not.toThrow();
  return d;
};

describe('tables in a document', () => {
  test('a table with a header is a table slide under that header', () => {
    const d = valid(
      draftDeck(
        '# Plans\n\nOur three plans.\n\n## Prices\n\n| Plan | Price | Seats |\n|---|---|---|\n| Basic | €19 | 3 |\n| Pro | €49 | 10 |\n| Team | €99 | 25 |',
      ),
    );
    const table = d.slides.find((s) => s.type === 'table')!;
    expect(table.title).toBe('Prices');
    expect(table.content.table).toEqual({
      header: ['Plan', 'Price', 'Seats'],
      rows: [
        ['Basic', '€19', '3'],
        ['Pro', '€49', '10'],
        ['Team', '€99', '25'],
      ],
    });
  });

  test('a long table keeps its header on at most two continued slides; the rest is in the warning', () => {
    const wordy = 'a long description of what it offers the client, with its terms and the team it needs';
    const rows = Array.from(
      { length: 30 },
      (_, i) =>
        `| Option ${i + 1} | What option ${i + 1} is: ${wordy} | Who runs it: ${wordy} | ${i + 1} weeks |`,
    ).join('\n');
    const d = valid(
      draftDeck(
        `# Options\n\nWhat we offer.\n\n## Catalogue\n\n| Option | What it is | Who | Duration |\n${rows}`,
      ),
    );
    const tables = d.slides.filter((s) => s.type === 'table');
    expect(tables.map((s) => s.title)).toEqual([
      'Catalogue',
      'Catalogue (continued)',
      'Catalogue (continued)',
    ]);
    for (const t of tables)
      expect(t.content.table!.header).toEqual(['Option', 'What it is', 'Who', 'Duration']);
    const shown = tables.reduce((n, t) => n + t.content.table!.rows.length, 0);
    expect(shown).toBeLessThan(30);
    expect(d.leftOut).toContain(`${30 - shown} of 30 rows of the table “Catalogue”`);
  });

  test('a table headed by years with numbers in its cells is a chart', () => {
    const d = valid(
      draftDeck(
        '# Annual report\n\nA good year.\n\n## Finances\n\n| | 2022 | 2023 | 2024 |\n| Income | 1.2 | 1.5 | 1.9 |\n| Costs | 1.0 | 1.1 | 1.3 |',
      ),
    );
    const chart = d.slides.find((s) => s.type === 'chart')!;
    expect(chart.content.chart).toEqual({
      kind: 'line',
      categories: ['2022', '2023', '2024'],
      series: [
        { name: 'Income', values: [1.2, 1.5, 1.9] },
        { name: 'Costs', values: [1.0, 1.1, 1.3] },
      ],
    });
  });
});

describe('a document as a deck', () => {
  test.each([
    '// set up the parser before reading',
    '$ apt-get install hello',
    'def parse(text):',
    'import { draftDeck } from "./draft";',
    'x = readFile(path);',
  ])('the line “%s” is code', (line) => {
    expect(isCode(line)).toBe(true);
  });

  test('prose that mentions code is not code', () => {
    expect(isCode('The import of goods fell by 3% in 2024.')).toBe(false);
    expect(isCode('Class sizes grew; teachers did not.')).toBe(false);
  });

  test('code is never a bullet', () => {
    const d = draftDeck(
      '# Guide\n\nHow to start.\n\n## Setup\n\nInstall the package first.\n\n// set up the parser before reading\n\n$ apt-get install hello\n\nThen run it once to check.',
    );
    const said = d.slides.flatMap((s) => [...(s.content.items ?? []), s.content.text ?? '']).join('\n');
    expect(said).not.toContain('apt-get');
    expect(said).not.toContain('//');
  });

  test('a document without headings opens with its own first line, never its file name', () => {
    const d = draftDeck(
      'Quarterly notes for the board\n\nSales rose in every region. Costs held.',
      'notes-v2',
    );
    expect(d.slides[0]).toMatchObject({ type: 'title', title: 'Quarterly notes for the board' });
    expect(d.slides.some((s) => s.title.includes('notes-v2'))).toBe(false);
  });
});
