import { z } from 'zod';
import { DRAFT_SLIDES_MAX } from '../limits';
import { slideContentSchema } from '../slides/content';
import { slideTitleSchema } from '../slides/model';
import { SLIDE_TYPE_REGISTRY, SLIDE_TYPES, type SlideType } from '../slides/types';

/**
 * A model's draft in two passes (issue 34), both asked through the SDK's structured output. Pass 1
 * reads the brief into `briefReadingSchema`; pass 2 plans and writes the deck (`modelDraftSchema`)
 * from that reading. The offline reading (server/ai/offline/draft/reading.ts) is rules over lines;
 * this one is what a model is asked to say about the same brief, field by field.
 */

const text = z.string();

export const readingFigureSchema = z.object({
  value: text.describe('as the brief writes it, e.g. "€11.2M", "32%"'),
  label: text.describe('what it measures, in the brief’s words'),
  unit: text.optional(),
  period: text.optional().describe('e.g. "2024", "Q3", "per month"'),
  owner: text.optional().describe('whose figure it is: the client, or another organisation (a case study)'),
});

export const briefReadingSchema = z.object({
  client: text.optional(),
  audience: text.optional(),
  purpose: text.optional().describe('what the deck is for, in one sentence'),
  ask: text.optional().describe('what the audience is asked to decide or give'),
  length: z
    .object({ min: z.number().int().min(1), max: z.number().int().min(1) })
    .optional()
    .describe('the number of slides asked for: "max 10" is 1..10, "about 12" is 11..13'),
  tone: text.optional().describe('the tone asked for ("punchy", "no walls of text"): never slide text'),
  sections: z
    .array(
      z.object({
        title: text,
        from: z.enum(['heading', 'request', 'checklist']),
        points: z.array(text).optional().describe('what the brief says for it, in its own words'),
      }),
    )
    .describe('the sections the brief names, in its order, and the unchecked checklist items'),
  figures: z.array(readingFigureSchema).describe('every figure the brief gives, with its meaning'),
  doubted: z
    .array(text)
    .describe('figures (or their sentences) the brief itself doubts: "i think??", "tbc", "to check"'),
  instructions: z
    .array(text)
    .describe('what the brief tells the team about the deck (length, tone, colours): never slide text'),
  doNotMention: z
    .array(text)
    .describe('what the brief says must not be mentioned or shown, each as its short phrase or figure'),
});
export type BriefReading = z.infer<typeof briefReadingSchema>;

/**
 * The types a model drafts in: every registered type whose fields it can fill from a brief. A
 * picture needs an upload and HTML is code, so neither is drafted.
 */
export const DRAFT_TYPES = SLIDE_TYPES.filter(
  (t) => !SLIDE_TYPE_REGISTRY[t].fields.some((f) => f === 'image' || f === 'htmlContent' || f === 'styles'),
);

const contentShape = slideContentSchema.shape;

/** One variant per type, its content the fields the registry says that type draws. */
function slideVariant(type: SlideType) {
  const fields = Object.fromEntries(SLIDE_TYPE_REGISTRY[type].fields.map((f) => [f, contentShape[f]]));
  return z
    .object({
      type: z.literal(type),
      title: slideTitleSchema,
      content: z.object(fields),
      notes: text.describe('speaker notes'),
      checklist: z.array(text).optional().describe('the checklist items (their text) this slide answers'),
    })
    .describe(`a ${SLIDE_TYPE_REGISTRY[type].label} slide`);
}

const [first, ...rest] = DRAFT_TYPES.map(slideVariant);
export const draftSlideSchema = z.discriminatedUnion('type', [first!, ...rest]);
export type ModelDraftSlide = z.infer<typeof draftSlideSchema>;

export const modelDraftSchema = z.object({
  outline: z.array(text).describe('the slides’ titles in order, planned before writing them'),
  slides: z.array(draftSlideSchema).min(1).max(DRAFT_SLIDES_MAX),
});
export type ModelDraft = z.infer<typeof modelDraftSchema>;
