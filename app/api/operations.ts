import type { AppliedOperations, Operation } from '@common/schemas/operations';
import type { Presentation } from '@common/schemas/presentations';
import { ApiError, apiRequest } from './client';
import { answered, previewOperations, settlePreview, withRealIds } from './deckPreview';
import { presentationKeys } from './presentations';
import { queryClient } from './queryClient';
import { saveStatus } from './saveStatus';
import { TAB_ID } from './tab';

/**
 * A batch refused because a field it writes was changed by someone else since the revision the
 * editor saw (a 409 from the server's field-level merge): which operation and field, and the
 * field's value now. The editor rebases what does not clash and asks about the rest.
 */
export class DeckConflict extends Error {
  constructor(
    readonly operations: Operation[],
    /** Index of the clashing operation in `operations`. */
    readonly index: number,
    /** The field within it ("title", "content.text", "metadata.agency", '' for the whole operation). */
    readonly field: string,
    readonly current: unknown,
    readonly revision: number,
  ) {
    super('Someone else changed this meanwhile');
    this.name = 'DeckConflict';
  }
}

/** Revisions of batches this tab applied, per deck: the event stream skips them (their echo). */
const own = new Map<string, Set<number>>();
export const isOwnRevision = (presentationId: string, revision: number) =>
  own.get(presentationId)?.has(revision) ?? false;
function rememberOwn(presentationId: string, revision: number) {
  const set = own.get(presentationId) ?? new Set<number>();
  own.set(presentationId, set);
  set.add(revision);
  // Only recent ones matter: the stream delivers in order, within moments.
  if (set.size > 200) set.delete(set.values().next().value!);
}

/** The revision of the deck as this tab shows it: what its next write is based on. */
export const seenRevision = (presentationId: string) =>
  queryClient.getQueryData<Presentation>(presentationKeys.one(presentationId))?.revision;

/**
 * Each deck's saves from this tab, one after the other. Sent side by side, a later batch could
 * reach the server first, and the earlier one, arriving second as this tab's own, wrote its older
 * value of a field back (a label typed while the metric's figure was saving).
 */
const saving = new Map<string, Promise<unknown>>();

/**
 * The one way the editor changes a deck: a batch of deck operations, applied by the server in one
 * transaction, based on the revision this tab has seen (so a field someone else changed since is
 * refused as a DeckConflict instead of overwritten) and sent as this tab's (so its own earlier
 * batches never count as someone else's). It shows at once (../deckPreview) and is sent once this
 * tab's earlier batches for the deck are answered. The reply's inverses are what takes the batch
 * back (see editor/useDeckHistory).
 */
export function applyOperations(presentationId: string, operations: Operation[]): Promise<AppliedOperations> {
  previewOperations(presentationId, operations);
  saveStatus.started();
  const sent = (saving.get(presentationId) ?? Promise.resolve()).then(() => send(presentationId, operations));
  // The next batch waits for this one's answer, not for the deck's re-read after it (see send):
  // a re-read that is slow, or held, never holds back what the person types next.
  const done = sent.then(
    () => undefined,
    () => undefined,
  );
  saving.set(presentationId, done);
  void done.then(() => {
    if (saving.get(presentationId) === done) saving.delete(presentationId);
  });
  return sent;
}

/**
 * Sends one batch. Saved, the deck on screen already holds it at the reply's revision (see
 * settlePreview), and the server never counts this tab's own batches as a clash: the deck is read
 * again in the background. Refused, the deck is read before the next batch goes, so that one is
 * based on the deck as the server has it now.
 */
async function send(presentationId: string, operations: Operation[]): Promise<AppliedOperations> {
  let ok = false;
  let saved = false;
  try {
    const baseRevision = seenRevision(presentationId);
    const reply = await apiRequest<AppliedOperations>(`/api/presentations/${presentationId}/operations`, {
      body: {
        operations: withRealIds(presentationId, operations),
        tab: TAB_ID,
        ...(baseRevision === undefined ? {} : { baseRevision }),
      },
    });
    rememberOwn(presentationId, reply.revision);
    answered(presentationId, operations, reply);
    saved = true;
    settlePreview(presentationId, operations, reply);
    ok = true;
    return reply;
  } catch (err) {
    if (err instanceof ApiError && err.status === 409 && err.code === 'conflict') {
      ok = true; // nothing failed to save: the editor asks what to keep
      throw conflictOf(operations, err);
    }
    throw err;
  } finally {
    if (!saved) answered(presentationId, operations, null);
    saveStatus.finished(ok);
    // The deck as the server has it now (or still has it, when the batch was refused).
    const reread = queryClient.invalidateQueries({ queryKey: presentationKeys.one(presentationId) });
    if (!saved) await reread;
  }
}

function conflictOf(operations: Operation[], err: ApiError): DeckConflict {
  // "operations.1.content.text" → operation 1, field "content.text" (split, not a regex: the
  // field comes from the server's answer, and the regex audit keeps every pattern linear).
  const [head, number, ...rest] = String(err.details.field ?? '').split('.');
  const named = head === 'operations' && number !== undefined && /^\d+$/.test(number);
  const index = named ? Number(number) : 0;
  return new DeckConflict(
    operations,
    Math.min(index, operations.length - 1),
    named ? rest.join('.') : '',
    err.details.current,
    Number(err.details.revision ?? 0),
  );
}
