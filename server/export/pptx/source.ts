import { slideContentSchema } from '../../../common/slides/model';
import { isSlideType } from '../../../common/slides/types';
import { sourceExtension, textFingerprint } from '../../documents/pptx/source';
import { parseXml } from '../../documents/pptx/xml';
import type { ExportSlide } from '../deck';

/**
 * The slide's source in its own XML (issue 30's round trip, see server/documents/pptx/source.ts):
 * an extension of the slide's p:cSld holding its type, title, content and notes, with the
 * fingerprint of the text the file shows. An HTML slide's text boxes are put in after this (./pictures),
 * so its source carries no fingerprint.
 */
export function withSource(xml: string, s: ExportSlide): string {
  const content = slideContentSchema.safeParse(s.content);
  if (!isSlideType(s.type) || !content.success) return xml;
  const text = s.type === 'html' ? null : textFingerprint(parseXml(Buffer.from(xml), 'the slide'));
  const ext = sourceExtension({ type: s.type, title: s.title, content: content.data, notes: s.notes, text });
  const end = xml.lastIndexOf('</p:cSld>');
  if (end < 0) return xml;
  const before = xml.slice(0, end);
  return before.endsWith('</p:extLst>')
    ? `${before.slice(0, -'</p:extLst>'.length)}${ext}</p:extLst>${xml.slice(end)}`
    : `${before}<p:extLst>${ext}</p:extLst>${xml.slice(end)}`;
}
