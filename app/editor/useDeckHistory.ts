import type { AppliedOperations, Operation } from '@common/schemas/operations';
import { useRef, useState } from 'react';
import { previewOperations } from '../api/deckPreview';
import { applyOperations, DeckConflict } from '../api/operations';
import { askConflict, shownText, splitConflict } from './conflicts';

/** One step of history: the operations that take the deck across it (back for undo, forward for redo). */
interface Step {
  label: string;
  operations: Operation[];
}

const LIMIT = 100;

/** Both stacks of one deck. */
interface Stacks {
  deck: string;
  past: Step[];
  future: Step[];
}

const storageKey = (deck: string) => `decksmith:history:${deck}`;

/** The deck's history as this tab left it (a reload keeps Ctrl+Z), or none. */
function loadStacks(deck: string): Stacks {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey(deck)) ?? 'null') as Partial<Stacks> | null;
    if (saved && Array.isArray(saved.past) && Array.isArray(saved.future))
      return { deck, past: saved.past.filter(isStep), future: saved.future.filter(isStep) };
  } catch {
    // No storage (private mode) or something unreadable in it: start with no history.
  }
  return { deck, past: [], future: [] };
}

const isStep = (s: unknown): s is Step =>
  typeof s === 'object' &&
  s !== null &&
  typeof (s as Step).label === 'string' &&
  Array.isArray((s as Step).operations);

function saveStacks(stacks: Stacks) {
  const { past, future } = stacks;
  try {
    sessionStorage.setItem(storageKey(stacks.deck), JSON.stringify({ past, future }));
  } catch {
    // Storage full: the history stays in memory for this page, as before.
  }
}

/** One stack of `stacks` as a ref whose every change is saved. */
const side = (stacks: Stacks, name: 'past' | 'future') => ({
  get current() {
    return stacks[name];
  },
  set current(steps: Step[]) {
    stacks[name] = steps;
    saveStacks(stacks);
  },
});
/** Rebases of one edit before giving up (each conflict takes one field out; a batch has few). */
const REBASES_MAX = 10;

/** A batch's inverses, last first: applying them takes the batch back. */
const undoOf = (inverses: Operation[]) => [...inverses].reverse();

/**
 * The editor's undo and redo as data (after tldraw's HistoryManager): every change to the deck —
 * a hand edit or an assistant turn — is one step holding the inverse operations the server gave
 * for it. Undoing applies them; the server answers with their own inverses, which are the redo.
 * Slide ids survive: an undone delete brings the slide back under its old id.
 */
export function useDeckHistory(presentationId: string) {
  // Kept with the deck it belongs to, and in the tab's session storage: a reload keeps it.
  const stacks = useRef<Stacks>(undefined);
  if (stacks.current?.deck !== presentationId) stacks.current = loadStacks(presentationId);
  const past = side(stacks.current, 'past');
  const future = side(stacks.current, 'future');
  const [, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const bump = () => setVersion((v) => v + 1);

  const push = (stack: typeof past, step: Step) => {
    if (!step.operations.length) return;
    stack.current = [...stack.current, step].slice(-LIMIT);
  };

  /** A change applied elsewhere (the assistant's turn): remembered as one step. */
  const record = (label: string, inverses: Operation[]) => {
    if (!inverses.length) return;
    push(past, { label, operations: undoOf(inverses) });
    future.current = [];
    bump();
  };

  // Changes, undos and redos run one after another: a Ctrl+Z pressed while an edit is saving takes
  // back that edit once it is saved, instead of racing it.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(work);
    queue.current = next.catch(() => undefined);
    return next;
  };

  /**
   * Sends an edit, rebased on the deck as it is now when someone else changed a field it writes
   * (a DeckConflict): the fields that do not clash are sent again at once, and for the one that
   * does the person is asked which text to keep, with both shown.
   */
  const send = async (label: string, operations: Operation[], rebases = 0): Promise<AppliedOperations> => {
    try {
      const reply = await applyOperations(presentationId, operations);
      record(label, reply.inverses);
      return reply;
    } catch (err) {
      if (!(err instanceof DeckConflict) || rebases >= REBASES_MAX) throw err;
      const op = err.operations[err.index]!;
      const { mine, rest, ours, what } = splitConflict(op, err.field, err.current);
      const others = [
        ...err.operations.slice(0, err.index),
        ...(rest ? [rest] : []),
        ...err.operations.slice(err.index + 1),
      ];
      // Asked only when the two read differently: a field already as this person wants it is no question.
      if (shownText(ours) !== shownText(err.current))
        askConflict({
          what,
          ours: shownText(ours),
          theirs: shownText(err.current),
          keepMine: () => apply('Keep my version', [mine]).catch(() => undefined),
          // Their text is in the deck already; Undo then brings this person's back.
          keepTheirs: () => record('Keep their version', [mine]),
        });
      if (!others.length) return { revision: err.revision, inverses: [], changes: [], changedSlideIds: [] };
      return send(label, others, rebases + 1);
    }
  };

  /** Applies a hand edit as one step. Rejects (and records nothing) when the server refuses it. */
  const apply = (label: string, operations: Operation[]): Promise<AppliedOperations> => {
    // Shown at once, even while an earlier change is still saving.
    previewOperations(presentationId, operations);
    return enqueue(() => send(label, operations));
  };

  const travel = (from: typeof past, to: typeof past) =>
    enqueue(async () => {
      const step = from.current.at(-1);
      if (!step) return undefined;
      setBusy(true);
      try {
        const reply = await applyOperations(presentationId, step.operations);
        from.current = from.current.slice(0, -1);
        push(to, { label: step.label, operations: undoOf(reply.inverses) });
        return step;
      } catch (err) {
        // The deck moved on (another tab, a restored version): this step can no longer apply.
        from.current = from.current.slice(0, -1);
        throw err;
      } finally {
        setBusy(false);
        bump();
      }
    });

  return {
    apply,
    record,
    busy,
    canUndo: past.current.length > 0,
    canRedo: future.current.length > 0,
    nextUndo: past.current.at(-1)?.label,
    nextRedo: future.current.at(-1)?.label,
    undo: () => travel(past, future),
    redo: () => travel(future, past),
  };
}

export type DeckHistory = ReturnType<typeof useDeckHistory>;
