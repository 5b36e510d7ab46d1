import { z } from 'zod';
import {
  METADATA_FIELD_MAX,
  NEW_SLIDE_TITLE,
  NEW_SLIDE_TYPE,
  SLIDE_HTML_MAX,
  SLIDE_ITEMS_MAX,
  SLIDE_NOTES_MAX,
  SLIDE_TEXT_MAX,
  SLIDE_TITLE_MAX,
} from '../limits';

/** The nine slide types of SPEC §3. */
export const SLIDE_TYPES = [
  'title',
  'strategic_title',
  'thank_you',
  'content',
  'metrics',
  'statement',
  'comparison',
  'calculator',
  'html',
] as const;
export type SlideType = (typeof SLIDE_TYPES)[number];
export const slideTypeSchema = z.enum(SLIDE_TYPES, {
  error: () => `must be one of ${SLIDE_TYPES.join(', ')}`,
});

export function isSlideType(value: string): value is SlideType {
  return (SLIDE_TYPES as readonly string[]).includes(value);
}

const text = z.string().max(SLIDE_TEXT_MAX);
const shortText = z.string().max(METADATA_FIELD_MAX);
const color = z
  .string()
  .max(64)
  .regex(
    /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/,
    'must be a CSS colour',
  );

export const metricSchema = z.object({
  value: shortText,
  label: shortText,
  subtext: shortText.optional(),
});
export type Metric = z.infer<typeof metricSchema>;

export const comparisonSideSchema = z.object({
  title: shortText.default(''),
  items: z.array(text).max(SLIDE_ITEMS_MAX).default([]),
});

/** Every content field of SPEC §3; unknown keys are refused so nothing unbounded slips in. */
export const slideContentSchema = z
  .object({
    text: text.optional(),
    items: z.array(text).max(SLIDE_ITEMS_MAX).optional(),
    backgroundColor: color.optional(),
    textColor: color.optional(),
    metrics: z.array(metricSchema).max(SLIDE_ITEMS_MAX).optional(),
    author: shortText.optional(),
    comparison: z.object({ left: comparisonSideSchema, right: comparisonSideSchema }).optional(),
    htmlContent: z.string().max(SLIDE_HTML_MAX).optional(),
    styles: z.string().max(SLIDE_TEXT_MAX).optional(),
    line1: shortText.optional(),
    line2: shortText.optional(),
    line3: shortText.optional(),
    clientName: shortText.optional(),
    agency: shortText.optional(),
    date: shortText.optional(),
    mainText: text.optional(),
    highlightText: text.optional(),
    subtitle: text.optional(),
  })
  .strict();
export type SlideContent = z.infer<typeof slideContentSchema>;

export const slideTitleSchema = z.string().max(SLIDE_TITLE_MAX);
export const slideNotesSchema = z.string().max(SLIDE_NOTES_MAX);

export interface Slide {
  id: string;
  presentationId: string;
  type: string;
  title: string;
  content: SlideContent;
  notes: string;
  order: number;
  createdAt: string;
  updatedAt: string;
}

export const NEW_SLIDE_DEFAULTS = {
  type: NEW_SLIDE_TYPE as SlideType,
  title: NEW_SLIDE_TITLE,
  content: {} as SlideContent,
};
