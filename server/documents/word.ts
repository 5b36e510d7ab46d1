import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { DOCX_TEXT_UNPACKED_MAX } from '../../common/limits';
import { unpacksWithin } from '../lib/zip';
import { htmlToStructuredText } from './html';
import { normalize } from './text';
import { type Extraction, UnreadableDocument } from './types';

/** DOCX through mammoth's HTML, so headings, lists and tables keep their structure. */
export async function extractDocx(bytes: Buffer): Promise<Extraction> {
  if (!textFitsInMemory(bytes)) {
    throw new UnreadableDocument(
      `its text unpacks to more than ${DOCX_TEXT_UNPACKED_MAX / 1024 / 1024} MB, too much to read`,
    );
  }
  let html: string;
  try {
    // Pictures are not text: mammoth would otherwise unpack each into a base64 data URL.
    const convertImage = mammoth.images.imgElement(async () => ({ src: '' }));
    html = (await mammoth.convertToHtml({ buffer: bytes }, { convertImage })).value;
  } catch {
    throw new UnreadableDocument('it is not a readable Word document (the file looks damaged)');
  }
  return { text: htmlToStructuredText(html) };
}

/** Measured by unpacking, not by the sizes the zip claims. A zip we cannot walk is mammoth's to judge. */
function textFitsInMemory(bytes: Buffer): boolean {
  try {
    return unpacksWithin(bytes, DOCX_TEXT_UNPACKED_MAX, (name) => !name.startsWith('word/media/'));
  } catch {
    return true;
  }
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
