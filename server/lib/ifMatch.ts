import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

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
