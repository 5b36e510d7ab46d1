import { z } from 'zod';
import {
  CHART_CATEGORIES_MAX,
  CHART_KINDS,
  CHART_LABEL_MAX,
  CHART_SERIES_MAX,
  IMAGE_ALT_MAX,
  IMAGE_CAPTION_MAX,
  IMAGE_LAYOUTS,
  METADATA_FIELD_MAX,
  METRICS_MAX_COLUMNS,
  SLIDE_HTML_MAX,
  SLIDE_ITEMS_MAX,
  SLIDE_TEXT_MAX,
  TABLE_CELL_MAX,
  TABLE_COLUMNS_MAX,
  TABLE_ROWS_MAX,
  TIMELINE_STEPS_MAX,
  TIMELINE_STEPS_MIN,
} from '../limits';
import { uploadIdOf } from '../slideUrls';

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

const label = z.string().max(CHART_LABEL_MAX);

/**
 * A chart (issue 31): categories along one axis, one to six series of numbers, one value per
 * category. A pie or doughnut shows the parts of one whole, so it has one series.
 */
export const chartSchema = z
  .object({
    kind: z.enum(CHART_KINDS, { error: () => `must be one of ${CHART_KINDS.join(', ')}` }),
    categories: z
      .array(label)
      .min(1, 'must hold at least one category')
      .max(CHART_CATEGORIES_MAX, `must hold at most ${CHART_CATEGORIES_MAX} categories`),
    series: z
      .array(
        z.object({
          name: label,
          values: z.array(z.number().finite()).max(CHART_CATEGORIES_MAX).describe('one per category'),
        }),
      )
      .min(1, 'must hold at least one series')
      .max(CHART_SERIES_MAX, `must hold at most ${CHART_SERIES_MAX} series`),
    stacked: z.boolean().optional(),
    horizontal: z.boolean().optional(),
    unit: label.optional().describe('drawn with the values, e.g. "€M" or "%"'),
  })
  .superRefine((chart, ctx) => {
    if ((chart.kind === 'pie' || chart.kind === 'doughnut') && chart.series.length > 1)
      ctx.addIssue({ code: 'custom', path: ['series'], message: `a ${chart.kind} chart has one series` });
    chart.series.forEach((s, i) => {
      if (s.values.length !== chart.categories.length)
        ctx.addIssue({
          code: 'custom',
          path: ['series', i, 'values'],
          message: `must hold one value per category (${chart.categories.length})`,
        });
    });
  });
export type Chart = z.infer<typeof chartSchema>;
export type ChartKind = Chart['kind'];

/** A table: one header row and its body rows; a row shorter than the widest is padded when drawn. */
export const tableSchema = z.object({
  header: z
    .array(z.string().max(TABLE_CELL_MAX))
    .min(1, 'must name at least one column')
    .max(TABLE_COLUMNS_MAX, `must hold at most ${TABLE_COLUMNS_MAX} columns`),
  rows: z
    .array(
      z
        .array(z.string().max(TABLE_CELL_MAX))
        .max(TABLE_COLUMNS_MAX, `must hold at most ${TABLE_COLUMNS_MAX} cells`),
    )
    .max(TABLE_ROWS_MAX, `must hold at most ${TABLE_ROWS_MAX} rows`),
});
export type Table = z.infer<typeof tableSchema>;

/**
 * A picture of this deck (uploaded through POST /api/presentations/{id}/pictures; the server checks
 * it is this deck's), with its alternative text. `focus` is the point kept in view when the
 * picture is cropped to its frame, from 0 (left, top) to 1 (right, bottom).
 */
export const imageSchema = z.object({
  url: z
    .string()
    .max(300)
    .refine((url) => uploadIdOf(url) !== undefined, 'must be a picture uploaded to this presentation')
    .describe('"/api/files/{id}" as the pictures upload answered it'),
  alt: z
    .string()
    .trim()
    .min(1, 'is required: describe the picture for people who cannot see it')
    .max(IMAGE_ALT_MAX),
  layout: z.enum(IMAGE_LAYOUTS, { error: () => `must be one of ${IMAGE_LAYOUTS.join(', ')}` }),
  caption: z.string().max(IMAGE_CAPTION_MAX).optional(),
  focus: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
});
export type SlideImage = z.infer<typeof imageSchema>;

export const timelineStepSchema = z.object({
  label: shortText,
  date: shortText.optional(),
  text: shortText.optional(),
});
export type TimelineStep = z.infer<typeof timelineStepSchema>;

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
  chart: chartSchema.optional(),
  table: tableSchema.optional(),
  image: imageSchema.optional(),
  steps: z
    .array(timelineStepSchema)
    .min(TIMELINE_STEPS_MIN, `must hold at least ${TIMELINE_STEPS_MIN} steps`)
    .max(TIMELINE_STEPS_MAX, `must hold at most ${TIMELINE_STEPS_MAX} steps`)
    .optional()
    .describe('a timeline’s steps, in order'),
};

/** Unknown keys are refused so nothing unbounded slips in. */
export const slideContentSchema = z.object(CONTENT_FIELD_SCHEMAS).strict();
export type SlideContent = z.infer<typeof slideContentSchema>;
export type ContentField = keyof SlideContent;
export const CONTENT_FIELDS = Object.keys(CONTENT_FIELD_SCHEMAS) as [ContentField, ...ContentField[]];
export const contentFieldSchema = z.enum(CONTENT_FIELDS, {
  error: () => `must be a content field (${CONTENT_FIELDS.join(', ')})`,
});
