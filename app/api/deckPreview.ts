import type { BrandKit } from '@common/schemas/brand';
import type { AppliedOperations, Operation } from '@common/schemas/operations';
import type { Presentation } from '@common/schemas/presentations';
import { deckThemeOf } from '@common/themes/brandKit';
import { brandKeys, type DeckTheme } from './brand';
import {
  addedBy,
  applyToShown,
  holdsAny,
  idsFromReply,
  noNewIds,
  previewIds,
  type ShownDeck,
  sameOperations,
} from './deckReducer';
import { presentationKeys } from './presentations';
import { queryClient } from './queryClient';

// A batch shown before the server answers (through the shared reducer, ./deckReducer), and settled
// into the server's result once it does.

/** What a batch's preview showed: the deck before it, the deck it made, and what it added. */
interface Preview {
  before: ShownDeck;
  after: Presentation;
  added: Set<string>;
}

/** Each batch's latest preview, by the batch itself (the editor shows a batch, then sends it). */
const previews = new WeakMap<Operation[], Preview>();

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
  const shown = applyToShown(before, operations, previewIds());
  if (!shown) return;
  queryClient.setQueryData(key, shown.deck.presentation);
  if (choice && shown.deck.themeId !== undefined && shown.deck.themeId !== choice.themeId)
    showThemeChoice(presentationId, p, shown.deck.themeId);
  const after = queryClient.getQueryData<Presentation>(key)!;
  previews.set(operations, { before, after, added: addedBy(shown.inverses) });
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
  if (rewrites(operations)) return;
  const shown = previews.get(operations);
  queryClient.setQueryData(presentationKeys.one(presentationId), (p: Presentation | undefined) => {
    if (!p || p.revision !== reply.revision - operations.length) return p;
    if (shown && p === shown.after) {
      const settled = applyToShown(shown.before, operations, idsFromReply(reply.inverses));
      if (settled && sameOperations(settled.inverses, reply.inverses))
        return { ...settled.deck.presentation, revision: reply.revision };
    }
    const again = applyToShown({ presentation: p }, operations, noNewIds);
    return again && holdsTheSame(again.deck.presentation, p) ? { ...p, revision: reply.revision } : p;
  });
}
