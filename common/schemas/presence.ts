import { z } from 'zod';
import { cleanDisplayName } from '../displayName';
import { DISPLAY_NAME_MAX } from '../limits';
import { idSchema } from './common';

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

/** PUT /api/auth/display-name: one line of text, cleaned (common/displayName.ts) before it is measured. */
export const displayNameBody = z.object({
  displayName: z
    .string({ error: 'displayName must be text' })
    .max(DISPLAY_NAME_MAX * 4, `displayName must be at most ${DISPLAY_NAME_MAX} characters`)
    .transform(cleanDisplayName)
    .pipe(
      z
        .string()
        .min(1, 'displayName is required')
        .max(DISPLAY_NAME_MAX, `displayName must be at most ${DISPLAY_NAME_MAX} characters`),
    ),
});

/** GET and PUT /api/auth/display-name: the name others see, and the one given (null: a guest). */
export const displayNameSchema = z.object({ name: z.string(), displayName: z.string().nullable() });
export type DisplayName = z.infer<typeof displayNameSchema>;
