import { z } from 'zod';
import { DISPLAY_NAME_MAX } from '../limits';
import { idSchema, trimmedText } from './common';

/** An editor tab's own name for itself on a deck's event stream (?tab=) and presence calls. */
export const tabIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a tab id');

/** One tab on a deck, as the `presence` event lists it. */
export const presencePersonSchema = z.object({
  tab: z.string(),
  name: z.string(),
  slideId: z.string().nullable(),
});
export type PresencePerson = z.infer<typeof presencePersonSchema>;

/** POST /api/presentations/{id}/presence: which slide this tab has selected. */
export const presenceBody = z.object({ tab: tabIdSchema, slideId: idSchema.nullable() });

/** PUT /api/auth/display-name. */
export const displayNameBody = z.object({ displayName: trimmedText('displayName', DISPLAY_NAME_MAX) });

/** GET and PUT /api/auth/display-name: the name others see, and the one given (null: a guest). */
export const displayNameSchema = z.object({ name: z.string(), displayName: z.string().nullable() });
export type DisplayName = z.infer<typeof displayNameSchema>;
