import type { AppliedOperations, Operation } from '@common/schemas/operations';
import type { Presentation } from '@common/schemas/presentations';
import { ApiError, apiRequest } from './client';
import { presentationKeys, type Slide } from './presentations';
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
 * The one way the editor changes a deck: a batch of deck operations, applied by the server in one
 * transaction, based on the revision this tab has seen (so a field someone else changed since is
 * refused as a DeckConflict instead of overwritten) and sent as this tab's (so its own earlier
 * batches never count as someone else's). The reply's inverses are what takes the batch back (see
 * editor/useDeckHistory).
 */
export async function applyOperations(
  presentationId: string,
  operations: Operation[],
): Promise<AppliedOperations> {
  previewOperations(presentationId, operations);
  saveStatus.started();
  let ok = false;
  try {
    const baseRevision = seenRevision(presentationId);
    const reply = await apiRequest<AppliedOperations>(`/api/presentations/${presentationId}/operations`, {
      body: { operations, tab: TAB_ID, ...(baseRevision === undefined ? {} : { baseRevision }) },
    });
    rememberOwn(presentationId, reply.revision);
    followOwn(presentationId, operations, reply.revision);
    ok = true;
    return reply;
  } catch (err) {
    if (err instanceof ApiError && err.status === 409 && err.code === 'conflict') {
      ok = true; // nothing failed to save: the editor asks what to keep
      throw conflictOf(operations, err);
    }
    throw err;
  } finally {
    saveStatus.finished(ok);
    // The deck as the server has it now (or still has it, when the batch was refused).
    await queryClient.invalidateQueries({ queryKey: presentationKeys.one(presentationId) });
  }
}

/**
 * When the batch followed on from the deck this tab shows, and that deck already holds it exactly
 * (its preview: applying it again changes nothing), the deck is at the reply's revision. The next
 * write is then based on it, even while the re-read below is on its way, or was cancelled by the
 * next edit's preview: otherwise that write would be based on the revision before this batch.
 */
function followOwn(presentationId: string, operations: Operation[], revision: number) {
  queryClient.setQueryData(presentationKeys.one(presentationId), (p: Presentation | undefined) => {
    if (!p || p.revision !== revision - operations.length) return p;
    const again = applyToDeck(p, operations, true);
    return again && holdsTheSame(again, p) ? { ...p, revision } : p;
  });
}

const holdsTheSame = (a: Presentation, b: Presentation) =>
  a.title === b.title &&
  a.brief === b.brief &&
  JSON.stringify(a.metadata) === JSON.stringify(b.metadata) &&
  JSON.stringify(a.slides) === JSON.stringify(b.slides);

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

/**
 * Shows the batch's effect on slides at once (a dragged slide stays where it was dropped, a new
 * type or title shows as it is chosen), until the server's deck replaces it. Only what can be
 * shown without the server: moves, deletions and slide edits; the rest waits for the reply.
 */
export function previewOperations(presentationId: string, operations: Operation[]) {
  // A refetch still on its way would put the older deck back over the preview.
  void queryClient.cancelQueries({ queryKey: presentationKeys.one(presentationId) });
  queryClient.setQueryData(presentationKeys.one(presentationId), (p: Presentation | undefined) =>
    p ? (applyToDeck(p, operations, false) ?? p) : p,
  );
}

/** Content fields the server rewrites when it saves them (HTML is sanitised): read back, not replayed. */
const REWRITTEN = new Set(['htmlContent', 'styles']);

/**
 * A batch applied to a deck as the client has it. With `exact`, only when every operation can be
 * applied exactly as the server did (else null: read the deck again); without, what can be shown
 * of it, the rest skipped.
 */
export function applyToDeck(p: Presentation, operations: Operation[], exact: boolean): Presentation | null {
  let { slides, title, brief, metadata } = p;
  for (const op of operations) {
    if (op.op === 'update_title') title = op.title;
    else if (op.op === 'update_brief') brief = op.brief;
    else if (op.op === 'update_metadata') {
      metadata = { ...metadata, ...op.metadata };
      for (const f of op.removeFields ?? []) delete metadata[f];
    } else if (op.op === 'move_slide') {
      const moved = slides.find((s) => s.id === op.slideId);
      if (!moved) {
        if (exact) return null;
        continue;
      }
      const rest = slides.filter((s) => s !== moved);
      rest.splice(Math.min(op.position - 1, rest.length), 0, moved);
      slides = rest.map((s, i) => ({ ...s, order: i + 1 }));
    } else if (op.op === 'reorder_slides') {
      const byId = new Map(slides.map((s) => [s.id, s]));
      const next = op.slideIds.flatMap((id) => byId.get(id) ?? []);
      if (next.length === slides.length) slides = next.map((s, i) => ({ ...s, order: i + 1 }));
      else if (exact) return null;
    } else if (op.op === 'delete_slide') {
      slides = slides.filter((s) => s.id !== op.slideId).map((s, i) => ({ ...s, order: i + 1 }));
    } else if (op.op === 'update_slide') {
      if (exact && (!slides.some((s) => s.id === op.slideId) || touchesRewritten(op))) return null;
      slides = slides.map((s) => (s.id === op.slideId ? previewEdit(s, op) : s));
    } else if (exact) return null;
  }
  return { ...p, title, brief, metadata, slides, slideCount: slides.length };
}

const touchesRewritten = (op: Extract<Operation, { op: 'update_slide' }>) =>
  Object.keys(op.content ?? {}).some((f) => REWRITTEN.has(f));

function previewEdit(slide: Slide, op: Extract<Operation, { op: 'update_slide' }>): Slide {
  const content: Record<string, unknown> = { ...slide.content, ...op.content };
  for (const field of op.removeFields ?? []) delete content[field];
  return {
    ...slide,
    title: op.title ?? slide.title,
    type: op.type ?? slide.type,
    notes: op.notes ?? slide.notes,
    content,
  };
}
