import type { BrandKit } from '@common/schemas/brand';
import type { AppliedOperations, Operation } from '@common/schemas/operations';
import type { Presentation } from '@common/schemas/presentations';
import { deckThemeOf } from '@common/themes/brandKit';
import { brandKeys, type DeckTheme } from './brand';
import {
  addedBy,
  applyToShown,
  holdsAny,
  type IdSource,
  idsFromReply,
  noNewIds,
  previewIds,
  type ShownDeck,
  sameOperations,
} from './deckReducer';
import { presentationKeys } from './presentations';
import { passReadsThrough, queryClient } from './queryClient';

// A batch shown before the server answers (through the shared reducer, ./deckReducer), and settled
// into the server's result once it does.

/** What a batch's preview showed: the deck before it, the deck it made, and what it added. */
interface Preview {
  before: ShownDeck;
  after: Presentation;
  added: Set<string>;
  /** The ids it gave what it made, so that showing it again makes the same slides and items. */
  ids: IdSource;
  inverses: Operation[];
}

/** Each batch's latest preview, by the batch itself (the editor shows a batch, then sends it). */
const previews = new WeakMap<Operation[], Preview>();

/**
 * This tab's batches shown and not yet in a read of the deck, per deck, in the order they were
 * shown: `revision` is the one the server's answer gave (none yet while on its way). A read of the
 * deck that lands meanwhile (the re-read after a save, one the event stream asked for, begun before
 * the batch was saved) shows them again on top of what it brings. The editor makes its next edit
 * from the deck it shows, and an edit made from a deck without them would write their fields back:
 * a figure typed into a metric just added was saved blank, a bullet typed after Enter lost the one
 * before.
 */
const unsaved = new Map<string, { operations: Operation[]; revision?: number; ids?: IdSource }[]>();

/** Ids handed out once and then the same again: the first preview's, on every later showing. */
function sameIdsEachTime(ids: IdSource): IdSource {
  const made = new Map<number, { newIds: string[]; times: number[] }>();
  return (index) => {
    const once = made.get(index) ?? { newIds: [], times: [] };
    made.set(index, once);
    let n = 0;
    let t = 0;
    const source = ids(index);
    return {
      newId: () => {
        if (n === once.newIds.length) once.newIds.push(source.newId());
        return once.newIds[n++]!;
      },
      now: () => {
        if (t === once.times.length) once.times.push(source.now());
        return once.times[t++]!;
      },
    };
  };
}

/** The deck as a read brought it, with this tab's batches it does not hold yet on top. */
function withUnsaved(presentationId: string, read: Presentation): Presentation {
  const list = (unsaved.get(presentationId) ?? []).filter(
    (b) => b.revision === undefined || b.revision > read.revision,
  );
  if (list.length) unsaved.set(presentationId, list);
  else unsaved.delete(presentationId);
  let p = read;
  for (const { operations, ids: saved } of list) {
    // Saved, it is shown with the ids the server gave; on its way, with the preview's.
    const ids = saved ?? previews.get(operations)?.ids;
    const shown = ids && applyToShown({ presentation: p }, withRealIds(presentationId, operations), ids);
    if (shown) p = { ...shown.deck.presentation, revision: read.revision };
  }
  return p;
}

/**
 * The ids previews made up and the ids the server gave those slides and items, per deck. An edit
 * made before the answer (a title typed into a slide just added) names the made-up id: it is sent,
 * and shown again, under the real one.
 */
const realIds = new Map<string, Map<string, string>>();

function learnIds(presentationId: string, shown: Operation[], saved: Operation[]) {
  const ids = realIds.get(presentationId) ?? new Map<string, string>();
  shown.forEach((a, i) => {
    const b = saved[i];
    if (a.op === 'delete_slide' && b?.op === 'delete_slide' && a.slideId !== b.slideId)
      ids.set(a.slideId, b.slideId);
    if (a.op === 'remove_checklist_items' && b?.op === 'remove_checklist_items')
      a.itemIds.forEach((id, k) => {
        if (b.itemIds[k] !== undefined && b.itemIds[k] !== id) ids.set(id, b.itemIds[k]!);
      });
  });
  if (ids.size) realIds.set(presentationId, ids);
}

/** The batch with the ids this tab made up replaced by those the server gave (see realIds). */
export function withRealIds(presentationId: string, operations: Operation[]): Operation[] {
  const ids = realIds.get(presentationId);
  if (!ids) return operations;
  const real = (id: string) => ids.get(id) ?? id;
  return operations.map((op): Operation => {
    switch (op.op) {
      case 'update_slide':
      case 'delete_slide':
      case 'move_slide':
      case 'duplicate_slide':
        return ids.has(op.slideId) ? { ...op, slideId: real(op.slideId) } : op;
      case 'reorder_slides':
        return { ...op, slideIds: op.slideIds.map(real) };
      case 'update_checklist_item':
        return ids.has(op.itemId) ? { ...op, itemId: real(op.itemId) } : op;
      case 'remove_checklist_items':
        return { ...op, itemIds: op.itemIds.map(real) };
      default:
        return op;
    }
  });
}

/**
 * The batch is answered: saved (reads from before its revision still show it), or refused
 * (null: no read shows it again).
 */
export function answered(presentationId: string, operations: Operation[], reply: AppliedOperations | null) {
  const list = (unsaved.get(presentationId) ?? []).flatMap((b) =>
    b.operations !== operations
      ? [b]
      : reply === null
        ? []
        : [{ operations, revision: reply.revision, ids: idsFromReply(reply.inverses) }],
  );
  if (list.length) unsaved.set(presentationId, list);
  else unsaved.delete(presentationId);
}

/**
 * Shows the batch's effect at once (a dragged slide stays where it was dropped, a new slide or
 * checklist item shows under an id of its own until the reply names the server's), until the
 * server's deck replaces it. A batch the reducer refuses is not shown: the server's answer decides.
 * Called again for a batch already shown, it shows it again only if a read of the deck took it away.
 */
export function previewOperations(presentationId: string, operations: Operation[]) {
  const key = presentationKeys.one(presentationId);
  // A refetch still on its way would put the older deck back over the preview.
  void queryClient.cancelQueries({ queryKey: key });
  const p = queryClient.getQueryData<Presentation>(key);
  if (!p) return;
  const earlier = previews.get(operations);
  // Applying it again would add its new slides or items a second time.
  if (earlier && (p === earlier.after || holdsAny(p, earlier.added))) return;
  const choice = queryClient.getQueryData<DeckTheme>(brandKeys.deckTheme(presentationId));
  const before: ShownDeck = { presentation: p, themeId: choice?.themeId };
  const ids = earlier?.ids ?? sameIdsEachTime(previewIds());
  const shown = applyToShown(before, withRealIds(presentationId, operations), ids);
  if (!shown) return;
  const list = unsaved.get(presentationId) ?? [];
  if (!list.some((b) => b.operations === operations)) unsaved.set(presentationId, [...list, { operations }]);
  passReadsThrough<Presentation>(key, (read) => withUnsaved(presentationId, read));
  queryClient.setQueryData(key, shown.deck.presentation);
  if (choice && shown.deck.themeId !== undefined && shown.deck.themeId !== choice.themeId)
    showThemeChoice(presentationId, p, shown.deck.themeId);
  const after = queryClient.getQueryData<Presentation>(key)!;
  previews.set(operations, { before, after, added: addedBy(shown.inverses), ids, inverses: shown.inverses });
}

/**
 * The theme a batch picked, in the deck's theme query (the deck itself does not hold it): a
 * built-in one is known at once, the brand kit when this tab has read it; else it is read again.
 */
export function showThemeChoice(presentationId: string, p: Presentation, themeId: string | null) {
  const key = brandKeys.deckTheme(presentationId);
  const kit = queryClient.getQueryData<BrandKit>(brandKeys.kit(p.clientId));
  if (themeId === null && !kit) return void queryClient.invalidateQueries({ queryKey: key, exact: true });
  queryClient.setQueryData<DeckTheme>(key, {
    themeId,
    theme: deckThemeOf(themeId, kit && { values: kit, saved: kit.saved }, p.clientName),
  });
}

/** Content fields the server rewrites when it saves them (HTML is sanitised): read back, not replayed. */
const REWRITTEN = new Set(['htmlContent', 'styles']);
const rewrites = (operations: Operation[]) =>
  operations.some(
    (op) =>
      (op.op === 'add_slide' || op.op === 'update_slide') &&
      Object.keys(op.content ?? {}).some((f) => REWRITTEN.has(f)),
  );

const holdsTheSame = (a: Presentation, b: Presentation) =>
  a.title === b.title &&
  a.brief === b.brief &&
  JSON.stringify(a.metadata) === JSON.stringify(b.metadata) &&
  JSON.stringify(a.checklist) === JSON.stringify(b.checklist) &&
  JSON.stringify(a.slides) === JSON.stringify(b.slides);

/**
 * The batch is saved. When it followed on from the deck this tab shows, that deck becomes the
 * server's result at the reply's revision, without waiting for the deck to be read again: the next
 * write is then based on it, even while that read is on its way or was cancelled by the next edit's
 * preview (else it would be based on the revision before this batch). Still showing the batch's
 * preview alone, the deck is the batch replayed with the ids the server gave (its inverses name
 * them, and must come out the same); with a later edit's preview on top, it is only moved to the
 * reply's revision when applying the batch again changes nothing (it holds it already).
 */
export function settlePreview(presentationId: string, operations: Operation[], reply: AppliedOperations) {
  const shown = previews.get(operations);
  if (shown) learnIds(presentationId, shown.inverses, reply.inverses);
  if (rewrites(operations)) return;
  queryClient.setQueryData(presentationKeys.one(presentationId), (p: Presentation | undefined) => {
    if (!p || p.revision !== reply.revision - operations.length) return p;
    if (shown && p === shown.after) {
      const settled = applyToShown(
        shown.before,
        withRealIds(presentationId, operations),
        idsFromReply(reply.inverses),
      );
      if (settled && sameOperations(settled.inverses, reply.inverses))
        return { ...settled.deck.presentation, revision: reply.revision };
    }
    const again = applyToShown({ presentation: p }, withRealIds(presentationId, operations), noNewIds);
    return again && holdsTheSame(again.deck.presentation, p) ? { ...p, revision: reply.revision } : p;
  });
}
