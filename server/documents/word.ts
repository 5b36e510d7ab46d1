import { DOCX_TEXT_UNPACKED_MAX } from '../../common/limits';
import { readZipWithin, writeZip, ZipTooLarge } from '../lib/zip';
import { isEncryptedOoxml } from './detect';
import { htmlToStructuredText } from './html';
import { normalizeForms, tidyLines } from './prose';
import { type Extraction, UnreadableDocument } from './types';

/** DOCX through mammoth's HTML, so headings, lists and tables keep their structure. */
export async function extractDocx(bytes: Buffer): Promise<Extraction> {
  if (isEncryptedOoxml(bytes)) throw new UnreadableDocument('it is protected with a password');
  // Loaded when a Word document comes: a reader of PDFs does not pay for it.
  const { default: mammoth } = await import('mammoth');
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
  return { text: await htmlToStructuredText(html) };
}

/**
 * The DOCX as mammoth gets it: rebuilt (stored, uncompressed) from the entries we unpacked
 * ourselves under a budget, pictures left empty since they are not read. Mammoth never inflates
 * anything, so no entry can unpack past the budget behind our back: not one the zip hides from
 * our reader, nor a document disguised as a picture (it arrives empty, and the file is damaged).
 */
function boundedCopy(bytes: Buffer): Buffer {
  const entries = readZipWithin(bytes, DOCX_TEXT_UNPACKED_MAX, (name) => name.startsWith('word/media/'));
  for (const entry of entries) {
    if (entry.name.startsWith('word/') && entry.name.endsWith('.xml') && entry.data.includes('<w:ruby>')) {
      entry.data = Buffer.from(rubyBaseText(entry.data.toString('utf8')));
    }
  }
  return writeZip(entries);
}

/**
 * Mammoth ignores phonetic guides (w:ruby) whole, and with them the text they annotate: a Japanese
 * document set with furigana came out empty. Each guide is replaced by its base text (the words
 * themselves), as w:t elements of the run it sits in; the reading above them is left out.
 */
export function rubyBaseText(xml: string): string {
  let out = '';
  let from = 0;
  for (let at = xml.indexOf('<w:ruby>'); at >= 0; at = xml.indexOf('<w:ruby>', from)) {
    const end = xml.indexOf('</w:ruby>', at);
    if (end < 0) break;
    const ruby = xml.slice(at, end);
    const baseAt = ruby.indexOf('<w:rubyBase>');
    const base = baseAt >= 0 ? ruby.slice(baseAt, ruby.indexOf('</w:rubyBase>', baseAt) >>> 0) : '';
    let text = '';
    for (let t = base.indexOf('<w:t'); t >= 0; t = base.indexOf('<w:t', t + 1)) {
      const open = base.indexOf('>', t);
      // <w:tab/>, <w:tbl… are not text elements.
      if (open < 0 || (base[t + 4] !== '>' && base[t + 4] !== ' ') || base[open - 1] === '/') continue;
      const close = base.indexOf('</w:t>', open);
      if (close < 0) break;
      text += base.slice(open + 1, close);
    }
    out += `${xml.slice(from, at)}<w:t xml:space="preserve">${text}</w:t>`;
    from = end + '</w:ruby>'.length;
  }
  return out + xml.slice(from);
}

/** Word 97–2003 files: the body text, with headers and footers (where tables often live) after it. */
export async function extractDoc(bytes: Buffer): Promise<Extraction> {
  const { default: WordExtractor } = await import('word-extractor');
  let doc: Awaited<ReturnType<InstanceType<typeof WordExtractor>['extract']>>;
  try {
    doc = await new WordExtractor().extract(bytes);
  } catch {
    throw new UnreadableDocument('it is not a readable Word document (the file looks damaged)');
  }
  const parts = [doc.getBody(), doc.getFootnotes(), doc.getHeaders({ includeFooters: true })]
    .map((p) => p.replace(/\t/g, ' | ').trim())
    .filter(Boolean);
  return { text: tidyLines(normalizeForms(parts.join('\n\n'))).trim() };
}
