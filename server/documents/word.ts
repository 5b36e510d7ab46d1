import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { htmlToStructuredText } from './html';
import { normalize } from './text';
import { type Extraction, UnreadableDocument } from './types';

/** DOCX through mammoth's HTML, so headings, lists and tables keep their structure. */
export async function extractDocx(bytes: Buffer): Promise<Extraction> {
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: bytes })).value;
  } catch {
    throw new UnreadableDocument('it is not a readable Word document (the file looks damaged)');
  }
  return { text: htmlToStructuredText(html) };
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
