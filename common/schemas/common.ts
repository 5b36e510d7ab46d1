import { z } from 'zod';
import { ID_MAX } from '../limits';

/** Ids are random and opaque: base64url text of bounded length. */
export const idSchema = z
  .string()
  .min(1)
  .max(ID_MAX)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an id');

export const idParams = z.object({ id: idSchema });

/** One error shape for every failure (DESIGN.md, API). */
export const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

/** A string field that is trimmed and must not be empty afterwards. */
export function trimmedText(field: string, max: number) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
}
