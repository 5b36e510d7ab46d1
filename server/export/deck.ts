import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { parse } from 'node-html-parser';
import { measureHtml } from '../../common/htmlShape';
import { HTML_ELEMENTS_MAX, HTML_NESTING_MAX } from '../../common/limits';
import type { DeckMetadata } from '../../common/slides/deckDefaults';
import type { SlideContent } from '../../common/slides/model';
import type { Theme } from '../../common/themes/types';
import type { Db } from '../db/open';
import type { DeckCache } from '../services/deckCache';
import type { FileStore } from '../services/files';
import { deckTheme } from '../services/theme';
import { inlineThemeLogo, loadDeckPictures } from './pictures';

/** What every exporter needs of a presentation: its title, metadata and slides in order. */
export interface ExportSlide {
  id: string;
  type: string;
  title: string;
  content: Record<string, unknown>;
  notes: string;
}
export interface ExportDeck {
  id: string;
  title: string;
  metadata?: DeckMetadata;
  slides: ExportSlide[];
  /** This deck's uploaded pictures its html slides show, as data: URLs by upload id (exports inline them). */
  pictures?: Record<string, string>;
  /** The theme it draws in (issue 21): its pick, or its client's kit, its logo inlined (or dropped). */
  theme?: Theme;
}

/**
 * The deck as it is now, from the revision-checked cache (an export of an unchanged deck decodes
 * nothing); given the file store, with the uploaded pictures its html slides show, to inline.
 */
export async function loadExportDeck(
  decks: DeckCache,
  id: string,
  pictures?: { db: Db; files: FileStore },
): Promise<ExportDeck> {
  const deck = await readExportDeck(decks, id);
  if (pictures) {
    deck.pictures = await loadDeckPictures(pictures.db, pictures.files, deck);
    const { theme } = await deckTheme(pictures.db, id);
    deck.theme = await inlineThemeLogo(pictures.db, pictures.files, id, theme);
  }
  return deck;
}

async function readExportDeck(decks: DeckCache, id: string): Promise<ExportDeck> {
  const { row, slides } = await decks.slidesOf(id);
  return {
    id: row.id,
    title: row.title,
    metadata: row.metadata,
    slides: slides.map((s) => ({
      id: s.id,
      type: s.type,
      title: s.title,
      content: s.content,
      notes: s.notes,
    })),
  };
}

/** Slide content as stored was validated on save; exporters read it through this one typed view. */
export function contentOf(slide: ExportSlide): SlideContent {
  return slide.content as SlideContent;
}

/**
 * The text of an html slide, for PowerPoint. HTML past the nesting or element limits (stored
 * before they applied) would take the parser seconds, so it is read by dropping its tags instead.
 */
export function htmlToPlainText(html: string): string {
  if (!html) return '';
  const shape = measureHtml(html, HTML_NESTING_MAX, HTML_ELEMENTS_MAX);
  if (shape.tooDeep || shape.tooMany) return textWithoutTags(html);
  const root = parse(html);
  for (const el of root.querySelectorAll('script,style,template')) el.remove();
  return root.structuredText.replace(/\n{3,}/g, '\n\n').trim();
}

/** Text between tags, in one pass; whitespace runs become one space. */
function textWithoutTags(html: string): string {
  const parts: string[] = [];
  let i = 0;
  for (;;) {
    const open = html.indexOf('<', i);
    parts.push(html.slice(i, open < 0 ? html.length : open));
    if (open < 0) break;
    const close = html.indexOf('>', open);
    if (close < 0) break;
    i = close + 1;
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * A download name from a title: path separators, quotes, control and reserved characters go;
 * letters of any script stay (sent as RFC 5987 `filename*`, with an ASCII fallback).
 */
export function downloadName(title: string, ext: string): { ascii: string; utf8: string } {
  const cleaned = title
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\\/:*?"<>|'`]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|(?<![\s.])[\s.]+$/g, '')
    .slice(0, 120)
    .trim();
  const base = cleaned || 'Untitled';
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[%;,]/g, '')
      .replace(/\s+/g, ' ')
      .trim() || 'Untitled';
  return { ascii: `${ascii}.${ext}`, utf8: `${base}.${ext}` };
}

export function contentDisposition(title: string, ext: string): string {
  const { ascii, utf8 } = downloadName(title, ext);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(utf8)}`;
}

const EXPORT_TYPES = {
  pdf: 'application/pdf',
  html: 'text/html; charset=utf-8',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;

/** An exported file as a download named after the deck (the editor's exports and the viewer's PDF). */
export function sendExport(
  reply: FastifyReply,
  title: string,
  kind: keyof typeof EXPORT_TYPES,
  file: Buffer | string | Readable,
) {
  return reply
    .type(EXPORT_TYPES[kind])
    .header('content-disposition', contentDisposition(title, kind))
    .header('cache-control', 'no-store')
    .send(file);
}
