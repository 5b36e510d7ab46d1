import { z } from 'zod';
import {
  BRIEF_MAX,
  CHECKLIST_MAX_ITEMS,
  CHECKLIST_TEXT_MAX,
  METADATA_FIELD_MAX,
  PRESENTATION_TITLE_MAX,
} from '../limits';
import { BUILT_IN_THEME_IDS } from '../themes/builtIn';
import { idSchema, trimmedText } from './common';
import { slideSchema } from './slides';

export const checklistItemSchema = z.object({
  id: z.string().min(1, 'checklist item id is required').max(64),
  text: z.string().max(CHECKLIST_TEXT_MAX),
  completed: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

const metaField = z.string().max(METADATA_FIELD_MAX);
/** SPEC §3's metadata fields. */
export const METADATA_FIELDS = ['clientName', 'agency', 'presentationDate', 'logo'] as const;
export const metadataSchema = z
  .object({ clientName: metaField, agency: metaField, presentationDate: metaField, logo: metaField })
  .partial()
  .strict();
export type PresentationMetadata = z.infer<typeof metadataSchema>;

export const createPresentationBody = z.object({
  clientId: idSchema,
  title: trimmedText('title', PRESENTATION_TITLE_MAX),
});

export const updatePresentationBody = z
  .object({
    title: trimmedText('title', PRESENTATION_TITLE_MAX),
    brief: z.string().max(BRIEF_MAX),
    checklist: z.array(checklistItemSchema).max(CHECKLIST_MAX_ITEMS),
    metadata: metadataSchema,
    /** A built-in theme's id, or null for the client's brand kit (issue 21). */
    theme: z
      .enum(BUILT_IN_THEME_IDS, { error: () => `theme must be one of ${BUILT_IN_THEME_IDS.join(', ')}` })
      .nullable(),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'give at least one of title, brief, checklist, metadata, theme');

export const presentationSummarySchema = z.object({
  id: z.string(),
  clientId: z.string(),
  title: z.string(),
  slideCount: z.number().int(),
  isProtected: z.boolean(),
  thumbnail: z.string().nullable(),
  firstSlide: slideSchema.nullable(),
  /** The brief's details, which the first slide falls back to on the card's thumbnail. */
  metadata: metadataSchema,
  /** The built-in theme the deck picked, or null for its client's brand kit (the card draws in it). */
  themeId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const presentationSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  title: z.string(),
  brief: z.string(),
  checklist: z.array(checklistItemSchema),
  metadata: metadataSchema,
  isProtected: z.boolean(),
  /** The deck's revision this reply shows (issue 22): the baseRevision of the next write. */
  revision: z.number().int(),
  slideCount: z.number().int(),
  slides: z.array(slideSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type PresentationSummary = z.infer<typeof presentationSummarySchema>;
export type Presentation = z.infer<typeof presentationSchema>;
export type UpdatePresentationBody = z.input<typeof updatePresentationBody>;
