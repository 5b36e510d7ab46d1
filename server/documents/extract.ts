import { DOCUMENT_TEXT_MAX } from '../../common/limits';
import { extractHtml } from './html';
import { extractPdf, type PdfOptions } from './pdf/extract';
import { extractText } from './text';
import { type AssetKind, type Extraction, UnreadableDocument } from './types';
import { extractDoc, extractDocx } from './word';

/**
 * deadline: when reading should stop (ms since epoch), a PDF stopping at the page it reached, with
 * a warning; helper: another reader taking part of a long PDF's pages.
 */
export type ExtractOptions = PdfOptions;

const PAGE_MARKER = /^--- page \d+ ---$/;

/** Extracts a document's text by kind; throws UnreadableDocument for encrypted, damaged or empty files. */
export async function extract(
  kind: AssetKind,
  bytes: Buffer,
  options: ExtractOptions = {},
): Promise<Extraction> {
  const result = await (kind === 'pdf'
    ? extractPdf(bytes, options)
    : kind === 'docx'
      ? extractDocx(bytes)
      : kind === 'doc'
        ? extractDoc(bytes)
        : kind === 'html'
          ? extractHtml(bytes)
          : extractText(bytes));
  // PostgreSQL cannot store NUL in text: a UTF-16 file or a PDF can hold one, and it is never text.
  let text = result.text.replaceAll('\u0000', '');
  if (!text.split('\n').some((line) => line.trim() && !PAGE_MARKER.test(line)))
    throw new UnreadableDocument('it contains no text to import');
  const leftOut = [...(result.leftOut ?? [])];
  if (text.length > DOCUMENT_TEXT_MAX) {
    // Cut at a line end (never inside a word or a paragraph's line), and say how much was left.
    const cut = Math.max(text.lastIndexOf('\n', DOCUMENT_TEXT_MAX), 0) || DOCUMENT_TEXT_MAX;
    leftOut.push(
      `the last ${percent(text.length - cut, text.length)} of its text (the budget is ${DOCUMENT_TEXT_MAX.toLocaleString('en')} characters)`,
    );
    text = text.slice(0, cut).trimEnd();
  }
  return { ...result, text, ...(leftOut.length ? { leftOut } : {}) };
}

const percent = (part: number, whole: number) => `${Math.max(1, Math.round((100 * part) / whole))}%`;
