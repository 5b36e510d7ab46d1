import { z } from 'zod';
import {
  METADATA_FIELD_MAX,
  METRICS_MAX_COLUMNS,
  SLIDE_HTML_MAX,
  SLIDE_ITEMS_MAX,
  SLIDE_TEXT_MAX,
} from '../limits';

const text = z.string().max(SLIDE_TEXT_MAX);
const shortText = z.string().max(METADATA_FIELD_MAX);
const color = z
  .string()
  .max(64)
  .regex(/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/, 'must be a CSS colour')
  .describe('a CSS colour such as #1a365d');

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

/** Every content field of SPEC §3, whatever the type; each type draws the ones it names. */
const CONTENT_FIELD_SCHEMAS = {
  text: text.optional(),
  items: z.array(text).max(SLIDE_ITEMS_MAX).optional(),
  backgroundColor: color.optional(),
  textColor: color.optional(),
  metrics: z
    .array(metricSchema)
    .max(SLIDE_ITEMS_MAX)
    .optional()
    .describe(`at most ${METRICS_MAX_COLUMNS} shown per row`),
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
};

/** Unknown keys are refused so nothing unbounded slips in. */
export const slideContentSchema = z.object(CONTENT_FIELD_SCHEMAS).strict();
export type SlideContent = z.infer<typeof slideContentSchema>;
export type ContentField = keyof SlideContent;
export const CONTENT_FIELDS = Object.keys(CONTENT_FIELD_SCHEMAS) as [ContentField, ...ContentField[]];
export const contentFieldSchema = z.enum(CONTENT_FIELDS, {
  error: () => `must be a content field (${CONTENT_FIELDS.join(', ')})`,
});
