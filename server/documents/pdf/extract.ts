import { createRequire } from 'node:module';
import path from 'node:path';
import { DOCUMENT_PAGES_MAX, DOCUMENT_READ_MS, DOCUMENT_READ_SOFT_SHARE } from '../../../common/limits';
import { joinLine, resolveHyphens, tidyLines } from '../prose';
import { type Extraction, UnreadableDocument } from '../types';
import { blocksOf, bodyStyleOf, continuesAcrossPages } from './blocks';
import { checkUnpackedSize } from './bombs';
import { readingOrder } from './columns';
import { glyphsOf, type Line, linesOf } from './lines';
import { dropRunningLines } from './running';

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
function loadPdfjs(): Promise<Pdfjs> {
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

/**
 * A PDF's text as a person reads it: lines built from where pdf.js placed the text, columns read
 * one after the other, running headers, footers and page numbers left out, paragraphs rejoined
 * (hyphens too), headings found from their size and weight. Pages past DOCUMENT_PAGES_MAX, or past
 * the soft time budget, are left out and named in `leftOut`.
 */
export async function extractPdf(bytes: Buffer, options: { deadline?: number } = {}): Promise<Extraction> {
  const started = Date.now();
  const deadline = options.deadline ?? started + DOCUMENT_READ_MS;
  const softStop = started + (deadline - started) * DOCUMENT_READ_SOFT_SHARE;
  await checkUnpackedSize(bytes);
  // Loaded when a PDF comes: a reader started for a text file does not pay for pdf.js.
  const { getDocument } = await loadPdfjs();
  let doc: Awaited<ReturnType<Pdfjs['getDocument']>['promise']>;
  try {
    doc = await getDocument({
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
  const total = doc.numPages;
  const pages: Line[][] = [];
  const leftOut: string[] = [];
  try {
    const last = Math.min(total, DOCUMENT_PAGES_MAX);
    for (let number = 1; number <= last; number++) {
      if (number > 1 && Date.now() > softStop) {
        leftOut.push(
          `${n(total - number + 1)} of its ${n(total)} pages (reading stopped at the time budget of ${DOCUMENT_READ_MS / 1000} s)`,
        );
        break;
      }
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
      pages.push(linesOf(glyphsOf(items)));
    }
    if (total > DOCUMENT_PAGES_MAX && !leftOut.length) {
      leftOut.push(
        `${n(total - DOCUMENT_PAGES_MAX)} of its ${n(total)} pages (the page budget is ${n(DOCUMENT_PAGES_MAX)})`,
      );
    }
  } finally {
    await doc.destroy();
  }
  return { text: pagesToText(pages), pages: total, ...(leftOut.length ? { leftOut } : {}) };
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
  return tidyLines(resolveHyphens(text));
}
