import type { Operation, OperationKind } from '../schemas/operations';
import { operationsSchema } from '../schemas/operations';
import { DECK_FIELD_OPERATIONS } from './deckFields';
import { SLIDE_OPERATIONS } from './slideOperations';
import type { DeckState } from './state';

export interface Applied {
  state: DeckState;
  /** Plain-English lines, one per change. */
  changes: string[];
  /** Slides added or changed that are still in the deck, in deck order. */
  changedSlideIds: string[];
  /** inverses[i] takes back operations[i] (apply them last to first to undo the batch). */
  inverses: Operation[];
}

/** What one operation's handler gets: the deck being changed and where to note what it did. */
export interface ApplyContext {
  state: DeckState;
  changes: string[];
  changed: Set<string>;
  newId: () => string;
  now: () => number;
}

/** Each operation kind's handler: it changes ctx.state and returns the operation that takes it back. */
export type Handlers = {
  [K in OperationKind]: (ctx: ApplyContext, op: Extract<Operation, { op: K }>, index: number) => Operation;
};

const HANDLERS: Handlers = { ...SLIDE_OPERATIONS, ...DECK_FIELD_OPERATIONS };

/**
 * Applies operations to a copy of the deck, in order, each on the deck the ones before it left.
 * Pure, so one reducer serves every side: the server's store (server/deck/store) writes its
 * result, the assistant dry-runs a model's proposal with it, and the editor shows an edit with it
 * before the server answers (app/api/deckReducer).
 * Throws OperationError naming the operation that cannot apply.
 */
export function applyOperations(
  before: DeckState,
  operations: Operation[],
  newId: () => string,
  now: () => number = Date.now,
): Applied {
  const ctx: ApplyContext = { state: structuredClone(before), changes: [], changed: new Set(), newId, now };
  const inverses = operations.map((op, index) =>
    (HANDLERS[op.op] as (c: ApplyContext, o: Operation, i: number) => Operation)(ctx, op, index),
  );
  return {
    state: ctx.state,
    changes: ctx.changes,
    changedSlideIds: ctx.state.slides.filter((s) => ctx.changed.has(s.id)).map((s) => s.id),
    inverses,
  };
}

/** Validates raw operations (from a model); the error text is what we send back for a retry. */
export function parseOperations(
  raw: unknown,
): { ok: true; operations: Operation[] } | { ok: false; error: string } {
  const parsed = operationsSchema.safeParse(raw);
  if (parsed.success) return { ok: true, operations: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, error: `operations.${issue.path.join('.')}: ${issue.message}` };
}
