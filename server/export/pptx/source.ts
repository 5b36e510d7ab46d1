import { slideContentSchema } from '../../../common/slides/model';
import { isSlideType } from '../../../common/slides/types';
import { fingerprintOf, sourceExtension } from '../../documents/pptx/source';
import type { ExportSlide } from '../deck';

/**
 * The slide's source in its own XML (issue 30's round trip, see server/documents/pptx/source.ts):
 * an extension of the slide's p:cSld holding its type, title, content and notes, with the
 * fingerprint of the text the file shows. An HTML slide's text boxes are put in after this (./pictures),
 * so its source carries no fingerprint.
 */
export function withSource(xml: string, s: ExportSlide, paragraphs?: string[]): string {
  const content = slideContentSchema.safeParse(s.content);
  if (!isSlideType(s.type) || !content.success) return xml;
  // `paragraphs`: the slide's, when the caller knows them already (a table's, ./tableXml.ts).
  const text = s.type === 'html' ? null : fingerprintOf(paragraphs ?? exportedParagraphs(xml));
  const ext = sourceExtension({ type: s.type, title: s.title, content: content.data, notes: s.notes, text });
  const end = xml.lastIndexOf('</p:cSld>');
  if (end < 0) return xml;
  const before = xml.slice(0, end);
  return before.endsWith('</p:extLst>')
    ? `${before.slice(0, -'</p:extLst>'.length)}${ext}</p:extLst>${xml.slice(end)}`
    : `${before}<p:extLst>${ext}</p:extLst>${xml.slice(end)}`;
}

/** The tags a paragraph's text is read from (what paragraphText reads of the tree). */
const TEXT_TAGS = /<(\/?)a:(p|r|fld|br|t)([\s/>])/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Character data as an XML parser hands it over: line ends normalised, references decoded. */
function charData(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, ref: string) =>
      ref[0] === '#'
        ? String.fromCodePoint(ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1)))
        : ENTITIES[ref]!,
    );
}

/**
 * The text of every paragraph of a slide this exporter wrote, in order, as textFingerprint reads
 * them from the parsed tree (server/documents/pptx): runs' and fields' first a:t, a:br as a newline.
 * Read by a scan of the tags instead of a parse: the slide is pptxgenjs's own well-formed XML with
 * its fixed prefixes, and parsing a table's slide took most of a deck's export time (issue 31).
 * source.test.ts holds the two readings equal on every slide type.
 */
export function exportedParagraphs(xml: string): string[] {
  const start = xml.indexOf('<p:spTree>');
  const end = xml.indexOf('</p:spTree>', start);
  if (start < 0 || end < 0) return [];
  const paragraphs: string[] = [];
  let text: string | undefined;
  let inRun = false;
  let took = false;
  TEXT_TAGS.lastIndex = start;
  for (let m = TEXT_TAGS.exec(xml); m && m.index < end; m = TEXT_TAGS.exec(xml)) {
    const [, close, name] = m;
    if (name !== 'p' && text === undefined) continue;
    const tagEnd = xml.indexOf('>', m.index);
    const selfClosing = xml[tagEnd - 1] === '/';
    TEXT_TAGS.lastIndex = tagEnd + 1;
    if (name === 'p') {
      if (close) {
        if (text !== undefined) paragraphs.push(text);
        text = undefined;
      } else if (selfClosing) paragraphs.push('');
      else text = '';
    } else if (name === 'r' || name === 'fld') {
      inRun = !close && !selfClosing;
      took = false;
    } else if (name === 'br') {
      if (!close && !inRun) text += '\n';
    } else if (name === 't' && !close && inRun && !took) {
      took = true;
      if (selfClosing) continue;
      const closeAt = xml.indexOf('</a:t>', tagEnd);
      text += charData(xml.slice(tagEnd + 1, closeAt));
      TEXT_TAGS.lastIndex = closeAt + '</a:t>'.length;
    }
  }
  return paragraphs;
}
