import { z } from 'zod';
import { VERSION_NOTES_MAX } from '../limits';
import { slideSchema } from './slides';

export const createVersionBody = z
  .object({ notes: z.string().trim().max(VERSION_NOTES_MAX).optional() })
  .nullish();

export const versionSummarySchema = z.object({
  id: z.string(),
  presentationId: z.string(),
  version: z.number().int(),
  notes: z.string(),
  slideCount: z.number().int(),
  createdAt: z.string(),
});

export const versionSchema = versionSummarySchema.extend({
  snapshotData: z.object({ slides: z.array(slideSchema) }),
});

export const restoreResultSchema = z.object({
  restored: versionSummarySchema,
  backup: versionSummarySchema,
  slideCount: z.number().int(),
});

export type VersionSummary = z.infer<typeof versionSummarySchema>;
export type Version = z.infer<typeof versionSchema>;
export type RestoreResult = z.infer<typeof restoreResultSchema>;
