import { z } from 'zod';
import { SLIDES_PER_PRESENTATION_MAX } from '../limits';
import { slideContentSchema, slideNotesSchema, slideTitleSchema, slideTypeSchema } from '../slides/model';
import { idSchema } from './common';

export const slideSchema = z.object({
  id: z.string(),
  presentationId: z.string(),
  type: z.string(),
  title: z.string(),
  content: z.record(z.string(), z.unknown()),
  notes: z.string(),
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const createSlideBody = z.object({
  presentationId: idSchema,
  order: z
    .number()
    .int()
    .min(1)
    .max(SLIDES_PER_PRESENTATION_MAX + 1)
    .optional(),
  type: slideTypeSchema.optional(),
  title: slideTitleSchema.optional(),
  content: slideContentSchema.optional(),
  notes: slideNotesSchema.optional(),
});

export const updateSlideBody = z
  .object({
    title: slideTitleSchema,
    type: slideTypeSchema,
    content: slideContentSchema,
    notes: slideNotesSchema,
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'give at least one of title, type, content, notes');

export const reorderBody = z.object({
  slideIds: z.array(idSchema).max(SLIDES_PER_PRESENTATION_MAX),
});

export type UpdateSlideBody = z.input<typeof updateSlideBody>;
