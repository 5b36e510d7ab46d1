import type { DeckKind } from '../../../common/ai/commands';
import { entries } from './cursor';
/** The parts of a slide or deck a command may name, and the kinds of deck a draft follows. */

/** Field words after "set"/"change": what part of a slide or deck is meant. */
export const FIELDS = {
  title: ['title', 'heading', 'headline', 'name'],
  subtitle: ['subtitle', 'subheading', 'tagline', 'strapline'],
  text: ['text', 'body', 'body text', 'statement', 'quote', 'message', 'copy', 'paragraph', 'wording'],
  items: ['bullets', 'bullet points', 'points', 'items', 'list', 'bullet', 'point', 'item', 'bullet list'],
  metrics: entries('metrics|metric|numbers|figures|stats|kpis|kpi|statistics|values|figure'),
  notes: ['notes', 'speaker notes', 'note', 'speaker note', 'presenter notes', 'talking points'],
  background: ['background', 'background color', 'bg', 'backdrop', 'fill', 'color', 'slide color'],
  textColor: ['text color', 'font color', 'color of the text', 'text colors', 'font'],
  type: ['type', 'layout', 'kind', 'slide type', 'format', 'style'],
  brief: ['brief', 'project brief', 'presentation brief', 'overview', 'project overview'],
  checklist: ['checklist', 'check list', 'to-do list', 'todo list', 'coverage checklist'],
  clientName: ['client', 'client name', 'customer', 'customer name'],
  agency: ['agency', 'company', 'company name', 'agency name', 'our company'],
  presentationDate: ['date', 'presentation date'],
  logo: ['logo', 'logo url'],
} as const;
export type Field = keyof typeof FIELDS;

/** Kinds of deck a draft follows. */
export const DECK_KINDS = {
  pitch: ['pitch', 'pitch deck', 'sales pitch', 'investor deck', 'sales deck'],
  quarterly_review: entries(
    'quarterly review|quarterly business review|qbr|quarterly update|quarterly report',
  ),
  proposal: ['proposal', 'bid', 'rfp response', 'tender', 'partnership proposal'],
  workshop: ['workshop', 'training', 'kickoff', 'kick-off', 'session', 'offsite'],
  report: ['report', 'status report', 'findings', 'annual report', 'research report', 'audit'],
} as const satisfies Record<DeckKind, readonly string[]>;
export type { DeckKind };
