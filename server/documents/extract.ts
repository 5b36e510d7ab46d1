import { extractHtml } from './html';
import { extractPdf } from './pdf';
import { extractText } from './text';
import { type AssetKind, type Extraction, UnreadableDocument } from './types';
import { extractDoc, extractDocx } from './word';

/** Extracts a document's text by kind; throws UnreadableDocument for encrypted, damaged or empty files. */
export async function extract(kind: AssetKind, bytes: Buffer): Promise<Extraction> {
  const result = await (kind === 'pdf'
    ? extractPdf(bytes)
    : kind === 'docx'
      ? extractDocx(bytes)
      : kind === 'doc'
        ? extractDoc(bytes)
        : kind === 'html'
          ? extractHtml(bytes)
          : extractText(bytes));
  // PostgreSQL cannot store NUL in text: a UTF-16 file or a PDF can hold one, and it is never text.
  const text = result.text.replaceAll('\u0000', '');
  if (!text.replace(/--- page \d+ ---/g, '').trim())
    throw new UnreadableDocument('it contains no text to import');
  return { ...result, text };
}
