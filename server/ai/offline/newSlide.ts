import {
  NEW_SLIDE_TITLE,
  SLIDE_ITEMS_MAX,
  SLIDE_NOTES_MAX,
  SLIDE_TEXT_MAX,
  SLIDE_TITLE_MAX,
} from '../../../common/limits';
import type { SlideContent, SlideType } from '../../../common/slides/model';
import type { DeckState } from '../../deck';
import { DARK_TEXT, isDark, LIGHT_TEXT } from './colors';
import { mapOf } from './cursor';
import { parseMetrics } from './figures';
import type { NewSlide } from './intents';
import { cap } from './slots';

/** Clipped to what a slide may hold, so no request can make an operation the schema refuses. */
export const clip = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s);
export const clipTitle = (s: string) => clip(s, SLIDE_TITLE_MAX);
export const clipText = (s: string) => clip(s, SLIDE_TEXT_MAX);
export const clipNotes = (s: string) => clip(s, SLIDE_NOTES_MAX);
export const clipItems = (items: string[]) => items.slice(0, SLIDE_ITEMS_MAX).map(clipText);

/** The colours for a background: the text colour follows unless the slide has its own. */
export function backgroundColors(hex: string, hasTextColor: boolean): SlideContent {
  return {
    backgroundColor: hex,
    ...(hasTextColor ? {} : { textColor: isDark(hex) ? LIGHT_TEXT : DARK_TEXT }),
  };
}

/** A new slide's title when the user gives none, by its type. */
const DEFAULT_TITLES = mapOf(
  'metrics Key metrics|statement Statement|comparison Comparison|strategic_title Strategic Partnership Proposal|title Title|thank_you Thank you|calculator What a team costs|html Custom',
);

/** A new slide of its type from what the user gave, with each type's defaults. */
export function buildSlide(
  s: NewSlide,
  deck: DeckState,
): { type: SlideType; title: string; content: SlideContent; notes?: string } {
  let type: SlideType = s.type ?? 'content';
  let title = s.title ?? (s.about ? cap(s.about) : '');
  const content: SlideContent = {};
  switch (type) {
    case 'metrics':
      {
        // "a metrics slide called Impact: revenue up 32%, 1.2M users": its list is its figures.
        const metrics = s.metrics?.length ? s.metrics : (s.items ?? []).flatMap(parseMetrics);
        if (metrics.length) content.metrics = metrics.slice(0, SLIDE_ITEMS_MAX);
      }
      break;
    case 'content':
      if (s.items?.length) content.items = clipItems(s.items.map(cap));
      else if (s.itemCount)
        content.items = Array.from({ length: Math.min(s.itemCount, 12) }, (_, i) => `Point ${i + 1}`);
      if (s.text) content.text = clipText(s.text);
      break;
    case 'statement':
      content.text = clipText(s.text ?? s.items?.join(', ') ?? (title || 'Our big idea'));
      break;
    case 'comparison':
      if (s.comparison || s.columns) {
        const { left, right } = s.comparison ?? { left: '', right: '' };
        content.comparison = {
          left: { title: cap(left), items: clipItems((s.columns?.left ?? []).map(cap)) },
          right: { title: cap(right), items: clipItems((s.columns?.right ?? []).map(cap)) },
        };
        if (left && right) title ||= `${cap(left)} vs ${right}`;
      }
      break;
    case 'strategic_title':
    case 'title':
      if (s.client) {
        // "a title slide for Acme": the proposal cover of SPEC, opening the deck.
        type = 'strategic_title';
        title ||= `${s.client} - Strategic Partnership Proposal`;
      }
      if (type === 'strategic_title') {
        const client = s.client ?? deck.metadata.clientName;
        if (client) content.clientName = client;
        const agency = s.agency ?? deck.metadata.agency;
        if (agency) content.agency = agency;
        const date = s.date ?? deck.metadata.presentationDate;
        if (date) content.date = date;
      } else if (s.subtitle ?? s.text) content.subtitle = clipText((s.subtitle ?? s.text)!);
      break;
    case 'thank_you':
      if (s.subtitle ?? s.text) content.subtitle = clipText((s.subtitle ?? s.text)!);
      break;
    case 'html':
      if (s.text)
        content.htmlContent = `<div style="padding:120px;font-size:64px">${escapeHtml(s.text)}</div>`;
      break;
  }
  title ||= DEFAULT_TITLES.get(type) ?? (type === 'content' ? NEW_SLIDE_TITLE : '');
  // A model may write any content field the type draws; what it gives wins over the defaults.
  if (s.content) Object.assign(content, s.content);
  if (s.background) Object.assign(content, backgroundColors(s.background, Boolean(s.textColor)));
  if (s.textColor) content.textColor = s.textColor;
  return { type, title: clipTitle(title), content, ...(s.notes ? { notes: clipNotes(cap(s.notes)) } : {}) };
}

function escapeHtml(text: string) {
  let out = '';
  for (const ch of text) out += ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : ch === '&' ? '&amp;' : ch;
  return out;
}
