import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  slideContentSchema,
  slideNotesSchema,
  slideTitleSchema,
  slideTypeSchema,
} from '../../../common/slides/model';
import { paragraphText } from './paragraphs';
import { all, kid, kids, type XmlNode } from './xml';

/**
 * A Decksmith slide's source, carried in the PowerPoint file it was exported to (issue 30: the
 * round trip). The native shapes of an export are placed boxes, which say what they show but not
 * which slide type, metric or comparison side they were; so each exported slide also holds its
 * type, title, content and notes in an extension of its own (p:extLst, which PowerPoint keeps or
 * drops but never shows), with a fingerprint of the slide's text. On import the source is used only
 * when the slide's text still has that fingerprint: a slide edited in PowerPoint is read from its
 * shapes like any other.
 */
export const SOURCE_EXT_URI = '{6F2B7D1E-3C1A-4E0B-9D5E-DECK5M17H001}';
export const SOURCE_NS = 'urn:decksmith:slide-source:1';

export const slideSourceSchema = z.object({
  type: slideTypeSchema,
  title: slideTitleSchema,
  content: slideContentSchema,
  notes: slideNotesSchema,
  /** The slide's text fingerprint when exported; null where the text is added after (an HTML slide's). */
  text: z.string().max(64).nullable(),
});
export type SlideSource = z.infer<typeof slideSourceSchema>;

/** A fingerprint of a slide's text: every paragraph of every shape and table, in order. */
export function textFingerprint(slide: XmlNode): string {
  return fingerprintOf(all(kid(kid(slide, 'p:cSld'), 'p:spTree'), 'a:p').map(paragraphText));
}

/** The fingerprint of a slide's paragraphs' text (the exporter reads them without a tree). */
export function fingerprintOf(paragraphs: string[]): string {
  return createHash('sha256').update(paragraphs.join('\n')).digest('hex').slice(0, 32);
}

/** The source extension's XML (escaped JSON as the text of one element). */
export function sourceExtension(source: SlideSource): string {
  const json = JSON.stringify(source)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  return `<p:ext uri="${SOURCE_EXT_URI}"><ds:source xmlns:ds="${SOURCE_NS}">${json}</ds:source></p:ext>`;
}

/** The slide's source, when it has one that parses and its text still has the fingerprint. */
export function sourceOf(slide: XmlNode): SlideSource | undefined {
  const ext = kids(kid(kid(slide, 'p:cSld'), 'p:extLst'), 'p:ext').find(
    (e) => e.attrs.uri === SOURCE_EXT_URI,
  );
  const text = kid(ext, 'ds:source')?.text;
  if (!text) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const source = slideSourceSchema.safeParse(parsed);
  if (!source.success) return undefined;
  if (source.data.text !== null && source.data.text !== textFingerprint(slide)) return undefined;
  return source.data;
}
