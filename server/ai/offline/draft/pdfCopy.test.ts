import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { plainPdfCopy } from './pdfCopy';

/**
 * A brief pasted out of a PDF viewer: running headers and footers, two columns run together on a
 * line, words hyphenated at the line's end, ligatures, soft hyphens, footnote markers. Briefs
 * written for these tests.
 */
type Deck = ReturnType<typeof draftText>;
const shown = (d: Deck) => JSON.stringify(d.slides.map((s) => [s.title, s.content]));

/** A two-column page as a viewer copies it: each row the left column's line, a wide gap, the right's. */
const twoColumns = (left: string[], right: string[], width = 50) =>
  Array.from({ length: Math.max(left.length, right.length) }, (_, i) =>
    `${(left[i] ?? '').padEnd(width)}${right[i] ?? ''}`.trimEnd(),
  ).join('\n');

const HEADER = 'Cantina Valdoro S.r.l. · Relazione annuale 2026';

const PAGE_12 = `${HEADER}                                  12

${twoColumns(
  [
    'Chi siamo',
    'Dal 1921 la famiglia Bellandi coltiva la',
    'vite sulle colline di Montalcino. Negli ul-',
    'timi dieci anni le vendite sono cresciu-',
    'te ogni anno e oggi la tenuta conta 38',
    'ettari vitati¹, tutti in regime biologico.',
  ],
  [
    "L'azienda è guidata oggi dalla quarta",
    'generazione, che ha ottenuto la certifica-',
    'zione biologica nel 2019 e ha aperto i',
    'mercati del Nord-',
    "Europa, dove va il 40% dell'export².",
  ],
)}

¹ Dato catastale in corso di aggiornamento.
² Stima interna, non certiﬁcata.`;

const PAGE_13 = `${HEADER}                                  13

${twoColumns(
  ['4. Export', 'Anno       Bottiglie', '2022       410.000', '2023       455.000', '2024       520.000'],
  [
    "Le vendite all'estero sono cresciute del",
    '27% in tre anni, trainate dalla Ger-',
    'mania e dai paesi scandinavi. Per la',
    'ﬁera di Verona vogliamo presentare i',
    'nuovi rossi e la linea biologica.',
  ],
)}`;

const MAIL = `Ciao Marco,
ti incollo qui sotto le pagine della relazione che ci ha mandato il cliente, servono per la presentazione alla fiera.

${PAGE_12}

${PAGE_13}

Grazie mille,
Giulia`;

describe('an Italian annual report pasted in a mail', () => {
  const read = plainPdfCopy(MAIL);

  test('the mail around the paste stays as written', () => {
    expect(read.startsWith(MAIL.slice(0, MAIL.indexOf('\n\n')))).toBe(true);
    expect(read.endsWith('\n\nGrazie mille,\nGiulia')).toBe(true);
  });

  test('the running header is gone, the columns read one after the other, the words mended', () => {
    expect(read).not.toContain('Relazione annuale');
    expect(read).toContain(
      'Dal 1921 la famiglia Bellandi coltiva la vite sulle colline di Montalcino. Negli ultimi dieci anni le vendite sono cresciute ogni anno e oggi la tenuta conta 38 ettari vitati, tutti in regime biologico.',
    );
    expect(read).toContain(
      "L'azienda è guidata oggi dalla quarta generazione, che ha ottenuto la certificazione biologica nel 2019 e ha aperto i mercati del Nord-Europa, dove va il 40% dell'export.",
    );
    expect(read.indexOf('Dal 1921')).toBeLessThan(read.indexOf("L'azienda"));
    expect(read).toContain('trainate dalla Germania e dai paesi scandinavi. Per la fiera di Verona');
  });

  test('the heading, the footnotes and the table keep lines of their own', () => {
    const lines = read.split('\n');
    for (const line of [
      'Chi siamo',
      '¹ Dato catastale in corso di aggiornamento.',
      '² Stima interna, non certificata.',
      '4. Export',
      'Anno\tBottiglie',
      '2022\t410.000',
      '2023\t455.000',
      '2024\t520.000',
    ])
      expect(lines).toContain(line);
  });
});

const ENGLISH = `Here is the annual report section for the Northwind deck, copied from the PDF.

NORTHWIND FOODS PLC · Annual Report 2026                        7
Our year in brief
Revenue rose to £48.2m, an increase of approxi-
mately 12% on last year, as the new ofﬁce in Leeds
took on the northern accounts and the ﬂour mill
reached full capacity in the second half of the
year. We hired 64 people, most of them in produc-
OFFICIAL
Page 7 of 38
NORTHWIND FOODS PLC · Annual Report 2026                        8
tion, and opened two new sites in the North-
East.
Our customers buy more of our own brands than ever
before: they now make up 41% of sales.
Highlights
- Revenue £48.2m
- 64 new hires
OFFICIAL
Page 8 of 38

Thanks, Priya`;

describe('an English annual report with running headers and footers', () => {
  const read = plainPdfCopy(ENGLISH);

  test('headers, footers and page lines are left out; a paragraph runs on across the page', () => {
    expect(read).not.toMatch(/NORTHWIND FOODS PLC|OFFICIAL|Page \d of 38/);
    expect(read).toContain(
      'Revenue rose to £48.2m, an increase of approximately 12% on last year, as the new office in Leeds took on the northern accounts and the flour mill reached full capacity in the second half of the year.',
    );
    expect(read).toContain(
      'We hired 64 people, most of them in production, and opened two new sites in the North-East.',
    );
    expect(read.split('\n')).toContain(
      'Our customers buy more of our own brands than ever before: they now make up 41% of sales.',
    );
  });

  test('headings and list items stay lines of their own; the words typed around are untouched', () => {
    const lines = read.split('\n');
    for (const line of ['Our year in brief', 'Highlights', '- Revenue £48.2m', '- 64 new hires'])
      expect(lines).toContain(line);
    expect(
      read.startsWith('Here is the annual report section for the Northwind deck, copied from the PDF.\n\n'),
    ).toBe(true);
    expect(read.endsWith('\n\nThanks, Priya')).toBe(true);
  });
});

describe('a German page behind a marker line', () => {
  const GERMAN = `Hallo Jonas,
anbei der Text aus dem Bericht.

----- aus dem PDF kopiert -----
Seite 3 von 12
Das Export- und Importgeschäft wuchs im Ge-
schäftsjahr deutlich, vor allem in Süd-
Tirol und in der Schweiz³.
³ Ohne Zollgebühren.
----- Ende -----

Viele Grüße
Lena`;

  test('reads the page between the markers, the rest as written', () => {
    const read = plainPdfCopy(GERMAN);
    expect(read).toContain(
      'Das Export- und Importgeschäft wuchs im Geschäftsjahr deutlich, vor allem in Süd-Tirol und in der Schweiz.',
    );
    expect(read.split('\n')).toContain('³ Ohne Zollgebühren.');
    expect(read).not.toContain('Seite 3 von 12');
    expect(
      read.startsWith('Hallo Jonas,\nanbei der Text aus dem Bericht.\n\n----- aus dem PDF kopiert -----\n'),
    ).toBe(true);
    expect(read.endsWith('\n----- Ende -----\n\nViele Grüße\nLena')).toBe(true);
  });
});

describe('an ordinary brief', () => {
  const ORDINARY = [
    `Deck for the Ferngate board, Thursday.

Week 1
- kick-off with the team
- site visit

Week 2
- results

Figures:
2022    410.000
2023    455.000

Agenda
10:00    Welcome and coffee
10:30    Our year so far
11:00    Coffee break
11:30    Coffee break

The hall is 1,200 m² and the well-
known stage stays where it is.
Thanks, Sam`,
    `Ciao Marco,
per la fiera di Verona ci servono 8 slide sul vino biologico.
Punti chiave: 38 ettari, export al 40%, certificazione dal 2019.

A presto,
Giulia`,
    `SUMMARY
Revenue up 12%.
SUMMARY
Costs flat.`,
    `Two years side by side:
Total revenue    410
Total revenue    395
Our own brands     Their brands      Others
Ours grow fast     theirs slower     flat`,
  ];

  test('comes back exactly as written', () => {
    for (const brief of ORDINARY) expect(plainPdfCopy(brief)).toBe(brief);
  });

  test('only its ligatures and soft hyphens are normalised', () => {
    expect(plainPdfCopy('The ﬁrst ofﬁce opens in Q3.\nA well\u00ADknown brand.')).toBe(
      'The first office opens in Q3.\nA wellknown brand.',
    );
  });
});

describe('a deck from a pasted report', () => {
  test('has no broken word, ligature or running header, and has the table figures', () => {
    const d = draftText(plainPdfCopy(MAIL));
    const text = shown(d);
    expect(text).not.toContain('cresciu-');
    expect(text).not.toMatch(/[\uFB00-\uFB06]/);
    expect(text).not.toContain('Relazione annuale 2026');
    expect(text).toMatch(/455\.000|455000|455k|455 ?mila/i);
  });
});
