import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { DOCX_TEXT_UNPACKED_MAX } from '../../common/limits';
import { readZipWithin, writeZip, ZipTooLarge } from '../lib/zip';
import { htmlToStructuredText } from './html';
import { normalize } from './text';
import { type Extraction, UnreadableDocument } from './types';

/** DOCX through mammoth's HTML, so headings, lists and tables keep their structure. */
export async function extractDocx(bytes: Buffer): Promise<Extraction> {
  let html: string;
  try {
    // Pictures are not text: mammoth would otherwise unpack each into a base64 data URL.
    const convertImage = mammoth.images.imgElement(async () => ({ src: '' }));
    html = (await mammoth.convertToHtml({ buffer: boundedCopy(bytes) }, { convertImage })).value;
  } catch (err) {
    if (err instanceof ZipTooLarge) {
      throw new UnreadableDocument(
        `its text unpacks to more than ${DOCX_TEXT_UNPACKED_MAX / 1024 / 1024} MB, too much to read`,
      );
    }
    throw new UnreadableDocument('it is not a readable Word document (the file looks damaged)');
  }
  return { text: htmlToStructuredText(html) };
}

/**
 * The DOCX as mammoth gets it: rebuilt (stored, uncompressed) from the entries we unpacked
 * ourselves under a budget, pictures left empty since they are not read. Mammoth never inflates
 * anything, so no entry can unpack past the budget behind our back: not one the zip hides from
 * our reader, nor a document disguised as a picture (it arrives empty, and the file is damaged).
 */
function boundedCopy(bytes: Buffer): Buffer {
  return writeZip(readZipWithin(bytes, DOCX_TEXT_UNPACKED_MAX, (name) => name.startsWith('word/media/')));
}

/** Word 97–2003 files: the body text, with headers and footers (where tables often live) after it. */
export async function extractDoc(bytes: Buffer): Promise<Extraction> {
  let doc: Awaited<ReturnType<WordExtractor['extract']>>;
  try {
    doc = await new WordExtractor().extract(bytes);
  } catch {
    throw new UnreadableDocument('it is not a readable Word document (the file looks damaged)');
  }
  const parts = [doc.getBody(), doc.getFootnotes(), doc.getHeaders({ includeFooters: true })]
    .map((p) => p.replace(/\t/g, ' | ').trim())
    .filter(Boolean);
  return { text: normalize(parts.join('\n\n')) };
}
