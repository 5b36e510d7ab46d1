import { and, eq, inArray } from 'drizzle-orm';
import { OperationError } from '../../common/deck/state';
import type { Operation } from '../../common/schemas/operations';
import { uploadIdOf } from '../../common/slideUrls';
import type { Tx } from '../db/open';
import { uploads } from '../db/schema';

/**
 * An image slide shows a picture of its own deck, uploaded through the deck's pictures route
 * (issue 31): another deck's upload, a logo or any other address is refused, naming the field,
 * so no slide can show (or export) what its deck does not own.
 */
export async function refuseForeignPictures(tx: Tx, presentationId: string, operations: Operation[]) {
  const wanted = operations.flatMap((op, index) => {
    if ((op.op !== 'add_slide' && op.op !== 'update_slide') || !op.content?.image) return [];
    return [{ id: uploadIdOf(op.content.image.url), index }];
  });
  if (!wanted.length) return;
  const ids = [...new Set(wanted.flatMap((w) => (w.id ? [w.id] : [])))];
  const found = ids.length
    ? await tx
        .select({ id: uploads.id })
        .from(uploads)
        .where(
          and(
            inArray(uploads.id, ids),
            eq(uploads.presentationId, presentationId),
            eq(uploads.kind, 'picture'),
          ),
        )
    : [];
  const owned = new Set(found.map((r) => r.id));
  const first = wanted.find((w) => !w.id || !owned.has(w.id));
  if (first)
    throw new OperationError(
      first.index,
      'content.image.url',
      'must be a picture uploaded to this presentation',
    );
}
