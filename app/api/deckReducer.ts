import { applyOperations } from '@common/deck/apply';
import type { DeckSlide, DeckState } from '@common/deck/state';
import { OperationError } from '@common/deck/state';
import type { Operation } from '@common/schemas/operations';
import type { Presentation } from '@common/schemas/presentations';
import type { SlideContent, SlideType } from '@common/slides/model';

// The deck operations' one reducer (common/deck), on the deck as the editor holds it. The editor
// shows its own edits with it before the server answers, settles them with the ids the server gave,
// and replays other tabs' batches from the event stream, so the client applies every kind exactly
// as the server does, with the same checks.

/** A deck as this tab shows it: the presentation's query, and the theme it picked when known (../brand). */
export interface ShownDeck {
  presentation: Presentation;
  /** A built-in theme's id, null for the client's brand kit, undefined when not loaded. */
  themeId?: string | null;
}

/** Where an operation takes the ids it makes: a new slide's id, and the clock for checklist ids. */
export type IdSource = (index: number) => { newId: () => string; now: () => number };

/** An operation that makes an id this tab cannot know (another tab's batch): read the deck instead. */
class UnknownId extends Error {}

let pending = 0;
/**
 * For a preview: ids of its own, until the server's reply names the real ones. A counter, not
 * crypto.randomUUID, which a page served over plain http (not localhost) does not have.
 */
export function previewIds(): IdSource {
  const ids = { newId: () => `pending-${++pending}`, now: () => Date.now() };
  return () => ids;
}

/** For another tab's batch: it can be replayed only if it makes no id (an added slide is logged with its id). */
export const noNewIds: IdSource = () => ({
  newId: () => {
    throw new UnknownId();
  },
  now: () => {
    throw new UnknownId();
  },
});

/**
 * The ids the server gave, read from its reply: an operation's inverse removes what it added,
 * so a new slide's id is the one its inverse deletes and new checklist items are the ones it
 * removes (time-based ids, one apart from the first: the clock the server read).
 */
export function idsFromReply(inverses: Operation[]): IdSource {
  return (index) => {
    const inverse = inverses[index];
    return {
      newId: () => {
        if (inverse?.op !== 'delete_slide') throw new UnknownId();
        return inverse.slideId;
      },
      now: () => {
        const first = inverse?.op === 'remove_checklist_items' ? Number(inverse.itemIds[0]) : Number.NaN;
        if (!Number.isSafeInteger(first)) throw new UnknownId();
        return first;
      },
    };
  };
}

function toDeckState({ presentation: p, themeId }: ShownDeck): DeckState {
  return {
    title: p.title,
    brief: p.brief,
    checklist: p.checklist,
    metadata: p.metadata,
    ...(themeId === undefined ? {} : { theme: themeId }),
    slides: p.slides.map((s) => ({
      id: s.id,
      type: s.type as SlideType,
      title: s.title,
      content: s.content as SlideContent,
      notes: s.notes,
      createdAt: s.createdAt,
    })),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The reducer's deck as the presentation's query holds it; unchanged slides keep their objects. */
function fromDeckState(deck: ShownDeck, state: DeckState, now: string): ShownDeck {
  const p = deck.presentation;
  const was = new Map(p.slides.map((s) => [s.id, s]));
  const slides = state.slides.map((s: DeckSlide, i) => {
    const old = was.get(s.id);
    const kept = old && old.type === s.type && old.title === s.title && old.notes === s.notes;
    if (kept && same(old.content, s.content)) return old.order === i + 1 ? old : { ...old, order: i + 1 };
    return {
      id: s.id,
      presentationId: p.id,
      type: s.type,
      title: s.title,
      content: s.content as Record<string, unknown>,
      notes: s.notes,
      order: i + 1,
      createdAt: s.createdAt ?? old?.createdAt ?? now,
      updatedAt: now,
    };
  });
  return {
    presentation: {
      ...p,
      title: state.title ?? p.title,
      brief: state.brief,
      checklist: state.checklist,
      metadata: state.metadata,
      slides,
      slideCount: slides.length,
    },
    themeId: state.theme,
  };
}

/**
 * The batch applied by the shared reducer, one operation after another (each takes its ids from
 * `ids`), with its inverses. Null when the reducer refuses it (the server's answer will say why)
 * or it makes an id `ids` cannot give: then nothing of it is shown ahead of the server.
 */
export function applyToShown(
  deck: ShownDeck,
  operations: Operation[],
  ids: IdSource,
): { deck: ShownDeck; inverses: Operation[] } | null {
  let state = toDeckState(deck);
  const inverses: Operation[] = [];
  try {
    for (const [index, op] of operations.entries()) {
      const { newId, now } = ids(index);
      const applied = applyOperations(state, [op], newId, now);
      state = applied.state;
      inverses.push(...applied.inverses);
    }
  } catch (err) {
    if (err instanceof OperationError || err instanceof UnknownId) return null;
    throw err;
  }
  return { deck: fromDeckState(deck, state, new Date().toISOString()), inverses };
}

/** The slides and checklist items a batch added, named by its inverses (which remove them). */
export function addedBy(inverses: Operation[]): Set<string> {
  return new Set(
    inverses.flatMap((op) =>
      op.op === 'delete_slide' ? [op.slideId] : op.op === 'remove_checklist_items' ? op.itemIds : [],
    ),
  );
}

/** Whether the deck holds any of these slides or checklist items. */
export const holdsAny = (p: Presentation, ids: Set<string>) =>
  p.slides.some((s) => ids.has(s.id)) || p.checklist.some((i) => ids.has(i.id));

/** A value as JSON with its keys sorted, less `createdAt` (see sameOperations). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== 'createdAt')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, canonical(v)]),
  );
}

/**
 * Whether two lists of operations are the same, whatever order their keys come in (the server's
 * reply has its schema's). A slide's createdAt is left out: a new slide's is the server's clock,
 * which this tab cannot read, and it is no part of what the deck shows.
 */
export const sameOperations = (a: Operation[], b: Operation[]) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
