import { ASSET_MAX_BYTES, DOCX_ENTRIES_MAX, DOCX_TEXT_UNPACKED_MAX } from '../../common/limits';
import { inflatePart, openZip, ZipSizeMismatch, ZipTooManyEntries } from '../lib/unzip';
import { writeZip, type ZipEntry } from '../lib/zip';
import { isEncryptedOoxml } from './detect';
import { declaresDtd } from './dtd';
import { htmlToStructuredText } from './html';
import { normalizeForms, tidyLines } from './prose';
import { type Extraction, UnreadableDocument } from './types';

const MB = 1024 * 1024;
const DAMAGED = 'it is not a readable Word document (the file looks damaged)';

/** DOCX through mammoth's HTML, so headings, lists and tables keep their structure. */
export async function extractDocx(bytes: Buffer): Promise<Extraction> {
  if (isEncryptedOoxml(bytes)) throw new UnreadableDocument('it is protected with a password');
  const bounded = await boundedCopy(bytes);
  // Loaded when a Word document comes: a reader of PDFs does not pay for it.
  const { default: mammoth } = await import('mammoth');
  let html: string;
  try {
    // Pictures are not text: mammoth would otherwise unpack each into a base64 data URL.
    const convertImage = mammoth.images.imgElement(async () => ({ src: '' }));
    html = (await mammoth.convertToHtml({ buffer: bounded }, { convertImage })).value;
  } catch {
    throw new UnreadableDocument(DAMAGED);
  }
  return { text: await htmlToStructuredText(html) };
}

/**
 * The DOCX as mammoth gets it: rebuilt (stored, uncompressed) from the entries we unpacked
 * ourselves, under the limits, pictures left empty since they are not read. The zip is read with
 * yauzl (../lib/unzip.ts) and every limit is checked before anything is inflated: the file's
 * size, the entry count its end record declares, then what the entries other than pictures
 * declare they unpack to; each is then inflated capped at its declared size, so one that lies
 * stops one byte past it. Mammoth never inflates anything, so no entry can unpack past the limit
 * behind our back: not one that lies, nor a document disguised as a picture (it arrives empty,
 * and the file is damaged). A part that declares a DTD is refused, naming it: mammoth's XML
 * parser would read it, and a Word document never has one.
 */
async function boundedCopy(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > ASSET_MAX_BYTES)
    throw new UnreadableDocument(`it is larger than ${ASSET_MAX_BYTES / MB} MB, the most a document may be`);
  const entries: ZipEntry[] = [];
  try {
    const zip = await openZip(bytes, DOCX_ENTRIES_MAX);
    if (zip.parts.some((p) => p.encrypted)) throw new UnreadableDocument('it is protected with a password');
    const read = zip.parts.filter((p) => !isPicture(p.name));
    let declared = 0;
    for (const part of read) declared += part.size;
    if (declared > DOCX_TEXT_UNPACKED_MAX)
      throw new UnreadableDocument(
        `its text unpacks to more than ${DOCX_TEXT_UNPACKED_MAX / MB} MB, too much to read`,
      );
    for (const part of zip.parts) {
      if (isPicture(part.name)) {
        entries.push({ name: part.name, data: Buffer.alloc(0) });
        continue;
      }
      let data = inflatePart(part, await zip.raw(part));
      if (declaresDtd(data))
        throw new UnreadableDocument(
          `its part ${part.name} declares a DTD, which a Word document never needs`,
        );
      if (part.name.startsWith('word/') && part.name.endsWith('.xml') && data.includes('<w:ruby>'))
        data = Buffer.from(rubyBaseText(data.toString('utf8')));
      entries.push({ name: part.name, data });
    }
  } catch (err) {
    if (err instanceof UnreadableDocument) throw err;
    if (err instanceof ZipTooManyEntries)
      throw new UnreadableDocument(
        `it holds ${err.count.toLocaleString('en')} parts, more than the ${DOCX_ENTRIES_MAX.toLocaleString('en')} a Word document may have`,
      );
    if (err instanceof ZipSizeMismatch)
      throw new UnreadableDocument(
        `it is not a readable Word document: its part ${err.part.name} is damaged`,
      );
    throw new UnreadableDocument(DAMAGED);
  }
  return writeZip(entries);
}

/** Pictures are never read for text, so never unpacked. */
const isPicture = (name: string) => name.startsWith('word/media/');

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
