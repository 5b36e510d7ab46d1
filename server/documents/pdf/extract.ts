import { createRequire } from 'node:module';
import path from 'node:path';
import {
  DOCUMENT_PAGES_MAX,
  DOCUMENT_READ_MS,
  DOCUMENT_READ_SOFT_SHARE,
  PDF_SPLIT_MIN_PAGES,
} from '../../../common/limits';
import { joinLine, repairCyrillicWords, resolveHyphens, tidyLines } from '../prose';
import { type Extraction, UnreadableDocument } from '../types';
import { blocksOf, bodyStyleOf, continuesAcrossPages } from './blocks';
import { checkUnpackedSize } from './bombs';
import { readingOrder } from './columns';
import { glyphsOf, type Line, linesOf } from './lines';
import { dropRunningLines } from './running';
import { metadataTitle, withTitle } from './title';

// pdf.js ships the Adobe CMaps (CJK text in most PDFs is encoded through them) and the standard
// fonts' data; without them Japanese or Chinese text is lost or garbled.
const PDFJS = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const CMAPS = `${path.join(PDFJS, 'cmaps')}${path.sep}`;
const STANDARD_FONTS = `${path.join(PDFJS, 'standard_fonts')}${path.sep}`;

const n = (x: number) => x.toLocaleString('en');
type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

// Captured before pdf.js is first imported (see loadPdfjs).
const NATIVE = { push: Array.prototype.push, stringify: JSON.stringify, parse: JSON.parse };
let pdfjs: Promise<Pdfjs> | undefined;

/**
 * pdf.js's legacy build (the one for Node) and its worker module each carry core-js, which on
 * Node 20 replaces the engine's own Array.prototype.push, JSON.stringify and JSON.parse with
 * JavaScript versions, for edge cases text extraction never meets (arrays of 2^32 items, a
 * reviver's source text). Every push in the reader, pdf.js's and ours, then ran through the slow
 * one: about a sixth of a book's reading. The engine's own go back once both are loaded; what
 * core-js adds (Promise.withResolvers and the like) stays.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  pdfjs ??= (async () => {
    const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // In Node the "worker" runs on this thread; loaded here rather than by pdf.js at the first
    // document, it finds it as globalThis.pdfjsWorker (which the module sets).
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    Array.prototype.push = NATIVE.push;
    JSON.stringify = NATIVE.stringify;
    JSON.parse = NATIVE.parse;
    return lib;
  })();
  return pdfjs;
}

/** Pages another reader read for this one (see PdfOptions.helper). */
export interface PageLines {
  /** The lines of the pages read, from the first one asked for, in order, with none skipped. */
  pages: Line[][];
  /** For each font of the lines (by pdf.js's name), the first page read whose lines use it. */
  firstPages: Record<string, number>;
}

export interface PdfOptions {
  /** When reading must end (ms since epoch); past DOCUMENT_READ_SOFT_SHARE of it, pages stop. */
  deadline?: number;
  /**
   * Another reader, when one is free, reading pages `from`..`to` of the same bytes at the same
   * time; undefined when none is. A long PDF's later half is read there while this reader reads
   * the first half: the machine's two cores each take half a book.
   */
  helper?: (from: number, to: number, softStop: number) => Promise<PageLines | undefined>;
}

type PdfDocument = Awaited<ReturnType<Pdfjs['getDocument']>['promise']>;

/**
 * A PDF's text as a person reads it: lines built from where pdf.js placed the text, columns read
 * one after the other, running headers, footers and page numbers left out, paragraphs rejoined
 * (hyphens too), headings found from their size and weight. Pages past DOCUMENT_PAGES_MAX, or past
 * the soft time budget, are left out and named in `leftOut`.
 */
export async function extractPdf(bytes: Buffer, options: PdfOptions = {}): Promise<Extraction> {
  const started = Date.now();
  const deadline = options.deadline ?? started + DOCUMENT_READ_MS;
  const softStop = started + (deadline - started) * DOCUMENT_READ_SOFT_SHARE;
  await checkUnpackedSize(bytes);
  const doc = await openPdf(bytes);
  const total = doc.numPages;
  const last = Math.min(total, DOCUMENT_PAGES_MAX);
  let pages: Line[][];
  let meta: { title?: string; author?: string } = {};
  try {
    meta = await titleAndAuthor(doc);
    // The later pages go to a helper, asked first so that it starts while this reader reads. This
    // reader keeps a little less than half: it has the size check before, and more after.
    const split = options.helper && last >= PDF_SPLIT_MIN_PAGES ? Math.ceil(last * 0.45) : last;
    const helped = split < last ? options.helper!(split + 1, last, softStop) : undefined;
    // Settled at once, so that a helper failing while this reader reads is no unhandled rejection.
    helped?.catch(() => {});
    pages = (await readPages(doc, 1, split, softStop)).pages;
    if (split < last && pages.length === split) {
      const theirs = await helped;
      const adopted = theirs && (await adoptFonts(doc, theirs, split + 1, softStop));
      pages.push(...(adopted ?? (await readPages(doc, split + 1, last, softStop)).pages));
    } else {
      await helped?.catch(() => undefined);
    }
  } finally {
    await doc.destroy();
  }
  const leftOut: string[] = [];
  if (pages.length < last) {
    leftOut.push(
      `${n(total - pages.length)} of its ${n(total)} pages (reading stopped at the time budget of ${DOCUMENT_READ_MS / 1000} s)`,
    );
  } else if (total > DOCUMENT_PAGES_MAX) {
    leftOut.push(
      `${n(total - DOCUMENT_PAGES_MAX)} of its ${n(total)} pages (the page budget is ${n(DOCUMENT_PAGES_MAX)})`,
    );
  }
  const text = withTitle(pagesToText(pages), meta.title, meta.author);
  return { text, pages: total, ...(leftOut.length ? { leftOut } : {}) };
}

/**
 * A helper's pages (the first being page `from`) with this reader's names for their fonts, or
 * undefined when the names cannot be matched. pdf.js names a font by the order it first met it
 * in, so two readers name one font differently: this reader reads, for each font of the helper's
 * lines, the page where the helper first used it, and the same page read alike, line by line,
 * gives the translation. Some pages are read twice, a few percent of a book.
 */
async function adoptFonts(
  doc: PdfDocument,
  theirs: PageLines,
  from: number,
  softStop: number,
): Promise<Line[][] | undefined> {
  const names = new Map<string, string>();
  for (const number of [...new Set(Object.values(theirs.firstPages))].sort((a, b) => a - b)) {
    const b = theirs.pages[number - from]!;
    if (b.every((line) => names.has(line.font))) continue;
    const [a] = (await readPages(doc, number, number, softStop)).pages;
    if (!a || a.length !== b.length) return undefined;
    for (const [j, line] of b.entries()) {
      if (line.text !== a[j]!.text) return undefined;
      names.set(line.font, a[j]!.font);
    }
  }
  if (theirs.pages.some((lines) => lines.some((line) => !names.has(line.font)))) return undefined;
  return theirs.pages.map((lines) => lines.map((line) => ({ ...line, font: names.get(line.font)! })));
}

/** A helper's share of a long PDF (see PdfOptions.helper): the lines of pages `from`..`to`. */
export async function extractPdfPages(
  bytes: Buffer,
  from: number,
  to: number,
  softStop: number,
): Promise<PageLines> {
  const doc = await openPdf(bytes);
  try {
    return await readPages(doc, from, Math.min(to, doc.numPages), softStop);
  } finally {
    await doc.destroy();
  }
}

/** The title of the PDF's metadata when it is a real one, and its author; none when unreadable. */
async function titleAndAuthor(doc: PdfDocument): Promise<{ title?: string; author?: string }> {
  try {
    const { info, metadata } = await doc.getMetadata();
    const author = (info as { Author?: unknown }).Author;
    return {
      title: metadataTitle(info, metadata?.get('dc:title')),
      ...(typeof author === 'string' && author.trim() ? { author } : {}),
    };
  } catch {
    return {};
  }
}

async function openPdf(bytes: Buffer): Promise<PdfDocument> {
  const { getDocument } = await loadPdfjs();
  try {
    return await getDocument({
      data: new Uint8Array(bytes),
      cMapUrl: CMAPS,
      cMapPacked: true,
      standardFontDataUrl: STANDARD_FONTS,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch (err) {
    if ((err as Error)?.name === 'PasswordException')
      throw new UnreadableDocument('it is protected with a password');
    throw new UnreadableDocument('it is not a readable PDF (the file looks damaged)');
  }
}

/**
 * The lines of pages `from`..`to`, in order; fewer when the soft time budget passes (page 1 is
 * always read, so that reading moves on).
 */
async function readPages(doc: PdfDocument, from: number, to: number, softStop: number): Promise<PageLines> {
  const pages: Line[][] = [];
  const firstPages: Record<string, number> = {};
  for (let number = from; number <= to; number++) {
    if (number > 1 && Date.now() > softStop) break;
    let items: Parameters<typeof glyphsOf>[0];
    try {
      const page = await doc.getPage(number);
      items = (await page.getTextContent()).items as Parameters<typeof glyphsOf>[0];
      page.cleanup();
    } catch {
      // One damaged page is left out; the others are still worth reading.
      pages.push([]);
      continue;
    }
    const lines = linesOf(glyphsOf(items));
    for (const line of lines) firstPages[line.font] ??= number;
    pages.push(lines);
  }
  return { pages, firstPages };
}

/** The pages' lines as the light Markdown of server/documents, with a marker before each page. */
export function pagesToText(linePages: Line[][]): string {
  const firstStyle = bodyStyleOf(linePages);
  const ordered = dropRunningLines(linePages.map((lines) => readingOrder(lines, firstStyle.size)));
  const body = bodyStyleOf(ordered);
  const pages = ordered.map((lines) => blocksOf(lines, body));
  // A paragraph that runs on to the next page is kept whole, on the page where it starts.
  for (let i = 1; i < pages.length; i++) {
    const previous = pages[i - 1]!;
    const next = pages[i]!;
    if (continuesAcrossPages(previous.at(-1), next[0])) {
      previous[previous.length - 1] = joinLine(previous.at(-1)!, next.shift()!);
    }
  }
  const text = pages
    .map((blocks, i) => {
      const page = blocks.join('\n\n');
      return pages.length > 1 ? `--- page ${i + 1} ---\n\n${page}` : page;
    })
    .join('\n\n');
  // Pieces of a line read apart are repaired apart; joined, a short word of the legacy Cyrillic
  // font beside Unicode text ("вставляете ëè âû") is told by its neighbours.
  return tidyLines(resolveHyphens(text))
    .split('\n')
    .map((line) => repairCyrillicWords(line))
    .join('\n');
}
