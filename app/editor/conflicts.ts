import type { Operation } from '@common/schemas/operations';
import { useSyncExternalStore } from 'react';

/**
 * True conflicts (issue 22): this person and someone else changed the same field from the same
 * starting point. The editor asks which text to keep, showing both; the one not kept stays in
 * the dialog to copy (and in the undo history), so neither is lost.
 */
export interface ConflictQuestion {
  /** The field, in plain words ("Slide title", "Text"). */
  what: string;
  ours: string;
  theirs: string;
  /** Applies this person's text over the other. */
  keepMine: () => unknown;
  /** Keeps the other text (it is already in the deck); may remember this person's text for undo. */
  keepTheirs?: () => unknown;
}

export interface OpenConflict extends ConflictQuestion {
  /** Set once the person chose: the dialog then shows the text not kept, to copy. */
  chosen?: 'mine' | 'theirs';
}

let queue: OpenConflict[] = [];
const listeners = new Set<() => void>();
const set = (next: OpenConflict[]) => {
  queue = next;
  for (const l of listeners) l();
};

/** Asks the person (after any question already open). */
export function askConflict(question: ConflictQuestion) {
  set([...queue, question]);
}

/** The person chose: apply it, and keep the dialog open on the text not kept. */
export function chooseConflict(choice: 'mine' | 'theirs') {
  const [first, ...rest] = queue;
  if (!first || first.chosen) return;
  void (choice === 'mine' ? first.keepMine() : first.keepTheirs?.());
  set([{ ...first, chosen: choice }, ...rest]);
}

/** Closes the question shown (closing before choosing keeps the other text, which the deck has). */
export function closeConflict() {
  const [first, ...rest] = queue;
  if (first && !first.chosen) void first.keepTheirs?.();
  set(rest);
}

export function useOpenConflict(): OpenConflict | undefined {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => queue[0],
  );
}

/** A value as the dialog shows it. */
export function shownText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  // A list of lines (bullets, items) reads as the inspector shows it: one per line.
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join('\n');
  return JSON.stringify(value, null, 2);
}

const FIELD_WORDS: Record<string, string> = {
  title: 'Title',
  type: 'Slide type',
  notes: 'Speaker notes',
  brief: 'Brief',
  position: 'Slide position',
  slideIds: 'Slide order',
  slideId: 'Slide',
  theme: 'Theme',
};

/** "content.mainText" → "Main text". */
function words(field: string): string {
  const last = field.split('.').at(-1) ?? field;
  if (FIELD_WORDS[field]) return FIELD_WORDS[field]!;
  const spaced = last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * A refused operation split in two: the one field that clashed, as an operation of its own (what
 * "Keep mine" sends), and the rest of it, which merges and is sent again at once.
 */
export function splitConflict(
  op: Operation,
  field: string,
): { mine: Operation; rest: Operation | null; ours: unknown; what: string } {
  const [head, sub] = field.split('.') as [string, string | undefined];
  if (op.op === 'update_slide' && (field === 'title' || field === 'type' || field === 'notes')) {
    const { [field]: ours, ...others } = op;
    return {
      mine: { op: 'update_slide', slideId: op.slideId, [field]: ours },
      rest: hasSlideEdit(others) ? (others as Operation) : null,
      ours,
      what: field === 'title' ? 'Slide title' : words(field),
    };
  }
  if (op.op === 'update_slide' && head === 'content' && sub && op.content && sub in op.content) {
    const { [sub]: ours, ...content } = op.content as Record<string, unknown>;
    const { content: _all, ...withoutContent } = op;
    const others: Operation = Object.keys(content).length
      ? { ...withoutContent, content: content as typeof op.content }
      : withoutContent;
    return {
      mine: { op: 'update_slide', slideId: op.slideId, content: { [sub]: ours } },
      rest: hasSlideEdit(others) ? others : null,
      ours,
      what: words(sub),
    };
  }
  if (op.op === 'update_metadata' && head === 'metadata' && sub && sub in op.metadata) {
    const { [sub]: ours, ...metadata } = op.metadata as Record<string, string>;
    const others = { ...op, metadata };
    return {
      mine: { op: 'update_metadata', metadata: { [sub]: ours } },
      rest: Object.keys(metadata).length || op.removeFields?.length ? others : null,
      ours,
      what: words(sub),
    };
  }
  if (op.op === 'update_title') return { mine: op, rest: null, ours: op.title, what: 'Presentation title' };
  if (op.op === 'update_brief') return { mine: op, rest: null, ours: op.brief, what: 'Brief' };
  if (op.op === 'update_checklist_item' && (field === 'text' || field === 'completed'))
    return {
      mine: op,
      rest: null,
      ours: op[field],
      what: field === 'text' ? 'Checklist item' : 'Checklist tick',
    };
  if (op.op === 'delete_slide') return { mine: op, rest: null, ours: 'This slide deleted', what: 'Slide' };
  // Anything else is kept or dropped whole.
  const { op: _kind, ...rest } = op;
  return { mine: op, rest: null, ours: rest, what: words(field || head) };
}

const hasSlideEdit = (op: Record<string, unknown>) =>
  ['title', 'type', 'notes', 'content', 'removeFields'].some((k) => op[k] !== undefined);
