import type { FastifyRequest } from 'fastify';
import { tabIdSchema } from '../../common/schemas/presence';
import { HttpError } from './errors';

/** The header naming the editor tab that writes, beside If-Match (the body's `tab` of the operations route). */
export const TAB_HEADER = 'x-deck-tab';

/**
 * The deck revision a SPEC route's write was based on, from its If-Match header ("12" or 12, as
 * the deck's revision; W/ is allowed). No header: undefined, and the write applies as it always did.
 */
export function baseRevisionOf(req: FastifyRequest): number | undefined {
  const header = req.headers['if-match'];
  if (header === undefined) return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(String(header));
  if (!match)
    throw new HttpError(400, 'invalid_input', 'If-Match: must be the deck revision the change is based on');
  return Number(match[1]);
}

/**
 * The editor tab a SPEC route's write comes from (X-Deck-Tab), kept in the deck's log so that the
 * tab's own earlier writes never clash with this one. No header: undefined.
 */
export function tabOf(req: FastifyRequest): string | undefined {
  const header = req.headers[TAB_HEADER];
  if (header === undefined) return undefined;
  const parsed = tabIdSchema.safeParse(header);
  if (!parsed.success) throw new HttpError(400, 'invalid_input', 'X-Deck-Tab: must be a tab id');
  return parsed.data;
}
