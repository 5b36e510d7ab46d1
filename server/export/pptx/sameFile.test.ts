import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { chart, TEXT, table } from '../../../bench/dataExport';
import { BUILT_IN_THEMES } from '../../../common/themes/builtIn';
import type { Theme } from '../../../common/themes/types';
import { NINE_TYPES } from '../../../tests/helpers/nineTypes';
import { readZip } from '../../lib/zip';
import type { ExportDeck } from '../deck';
import { exportPptx } from './index';

// Speed work on the PowerPoint export (issue 31's bench) must not change the file. Each deck below
// is exported and every part of the file is hashed; the hashes were recorded from main before the
// work (SAME_FILE_RECORD=1 writes them anew). A part's bytes are compared, except the moments the
// file was made (docProps/core.xml) and the zip dates of a chart's workbook, whose parts are
// hashed one by one instead (its core.xml too without its moments).

const GOLDEN = path.join(__dirname, 'sameFile.golden.json');

/** Tables that wrap, break words, go right to left and mix scripts: the measuring's hard cases. */
const HARD_TABLES = [
  {
    header: ['Region & team', 'Lead', 'Budget'],
    rows: [
      ['Tōkyō 東京', 'さくら', '€120,000'],
      ['Dubai', 'ليلى', '€95,500'],
      ['Athens', 'Ελένη "E."', '€80,250'],
    ],
  },
  {
    header: ['Plan', 'What it holds', 'Seats', 'Price'],
    rows: [
      ['Starter', 'Everything a small team needs to begin, with email support', '3', '€19'],
      ['Professional', 'Priority support\nShared templates\nBrand kits for every client', '10', '€49'],
      ['Enterprise', 'https://example.com/a-very-long-address-that-cannot-wrap-anywhere-at-all', '∞', 'Ask'],
      ['', 'An empty first cell, and a ragged row'],
      ['Launch 🚀 day', 'עברית and 👩🏽‍💻 side by side', '２０', '½'],
    ],
  },
  {
    header: ['A', 'B'],
    rows: Array.from({ length: 30 }, (_, r) => [`Row ${r + 1} with some words in it`, String(r * 1000)]),
  },
];

const slidesOf = (list: object[]): ExportDeck['slides'] =>
  list.map((s, i) => ({ id: `s${i}`, notes: '', ...s }) as ExportDeck['slides'][number]);

const benchDeck = (): ExportDeck => ({
  id: 'bench',
  title: 'Bench',
  slides: slidesOf(
    Array.from({ length: 100 }, (_, i) => (i % 4 === 0 ? chart(i) : i % 4 === 1 ? table(i) : TEXT)),
  ),
});

const variedDeck = (theme?: Theme): ExportDeck => ({
  id: 'varied',
  title: 'Varied & “quoted”',
  theme,
  slides: slidesOf([
    ...NINE_TYPES.map(({ phrase: _, ...s }) => s),
    ...HARD_TABLES.map((t, i) => ({
      type: 'table',
      title: `Table ${i + 1} — Δέλτα 東京`,
      content: { table: t },
    })),
    {
      type: 'chart',
      title: 'Sales by quarter & city',
      content: {
        chart: {
          kind: 'bar',
          categories: ['Q1 & Q2', '“Peak”', '東京', 'الربع', 'Δέλτα'],
          series: [
            { name: 'Sales “net”', values: [4.5, 7.25, 12, 3, 9.75] },
            { name: 'Πλάνο', values: [5, 6, 7, 8, 9] },
          ],
          unit: '€M',
        },
      },
    },
    chart(1),
    chart(2),
    chart(3),
    table(5),
    {
      type: 'timeline',
      title: 'Plan of work',
      content: {
        steps: [
          { label: 'Discovery & audit', date: 'May' },
          { label: '設計 Design', date: 'June – August', text: 'Three sprints' },
          { label: 'الإطلاق Launch', date: 'September' },
          { label: 'Έλεγχος Review', date: 'October' },
        ],
      },
    },
  ]),
});

const DECKS: Record<string, () => ExportDeck> = {
  bench: benchDeck,
  'bench-text': () => ({
    id: 'text',
    title: 'Text only',
    slides: slidesOf(Array.from({ length: 100 }, () => TEXT)),
  }),
  varied: () => variedDeck(),
  ...Object.fromEntries(BUILT_IN_THEMES.map((t) => [`varied-${t.id}`, () => variedDeck(t)])),
};

const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex').slice(0, 24);

/** Each part's hash by name, in the file's order (a workbook's parts each under its own name). */
function partHashes(file: Buffer, within = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { name, data } of readZip(file)) {
    if (name.endsWith('.xlsx')) Object.assign(out, partHashes(data, `${within}${name}!`));
    else out[`${within}${name}`] = sha(name === 'docProps/core.xml' ? undated(data) : data);
  }
  return out;
}

/** The file's properties without the moments it was made. */
const undated = (xml: Buffer) =>
  xml.toString('utf8').replace(/<dcterms:(created|modified)[^>]{0,200}>[^<]{0,100}</g, '<$1><');

describe('the PowerPoint file is the same as before the speed work', () => {
  const golden = process.env.SAME_FILE_RECORD
    ? {}
    : (JSON.parse(readFileSync(GOLDEN, 'utf8')) as Record<string, Record<string, string>>);
  const recorded: Record<string, Record<string, string>> = {};

  for (const [name, deck] of Object.entries(DECKS))
    test(`${name}: every part as recorded`, async () => {
      const parts = partHashes(await exportPptx(deck()));
      recorded[name] = parts;
      if (process.env.SAME_FILE_RECORD) {
        writeFileSync(GOLDEN, `${JSON.stringify({ ...golden, ...recorded }, null, 2)}\n`);
        return;
      }
      expect(Object.keys(parts)).toEqual(Object.keys(golden[name]!));
      expect(parts).toEqual(golden[name]);
    });
});
