import type { Operation } from '@common/schemas/operations';
import { UNREACHABLE, valueAt, withValueAt } from '@common/slides/fieldPaths';
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

/** Fields of a value that are not its text (a slide's id and place, a checklist item's id). */
const NOT_TEXT = new Set([
  'id',
  'slideId',
  'type',
  'order',
  'position',
  'createdAt',
  'updatedAt',
  'presentationId',
]);

/** A value as the slide shows it, one line per item ("Revenue: 32%"), never as JSON. */
function textLines(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (typeof value === 'boolean') return [value ? 'Yes' : 'No'];
  if (Array.isArray(value)) return value.flatMap(textLines);
  if (typeof value !== 'object') return [];
  const o = value as Record<string, unknown>;
  // A metric reads as its label and figure, with its note after.
  if (typeof o.value === 'string' && typeof o.label === 'string')
    return [`${o.label}: ${o.value}${o.subtext ? ` (${o.subtext})` : ''}`];
  return Object.entries(o).flatMap(([key, v]) => (NOT_TEXT.has(key) ? [] : textLines(v)));
}

/** A value as the dialog shows it: the slide's text, one line per bullet or metric. */
export function shownText(value: unknown): string {
  return textLines(value).join('\n');
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

const ITEM_NOUNS: Record<string, string> = {
  metrics: 'Metric',
  items: 'Bullet',
  rows: 'Row',
  series: 'Series',
};

/** An item or part of a list field, in words: "metrics.2" → "Metric 3", "comparison.left.items.0" → "Left item 1". */
function itemWords(parts: string[]): string {
  const side = parts[0] === 'comparison' && parts[1] ? `${words(parts[1])} ` : '';
  const last = parts.at(-1) ?? '';
  if (!/^\d+$/.test(last)) return `${side}${side ? words(last).toLowerCase() : words(last)}`;
  const noun = side ? 'item' : (ITEM_NOUNS[parts.at(-2) ?? ''] ?? 'Item');
  return `${side}${noun} ${Number(last) + 1}`;
}

/** "content.mainText" → "Main text". */
function words(field: string): string {
  const last = field.split('.').at(-1) ?? field;
  if (FIELD_WORDS[field]) return FIELD_WORDS[field]!;
  const spaced = last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * A refused operation split in two: the one field that clashed, as an operation of its own (what
 * "Keep mine" sends), and the rest of it, which merges and is sent again at once. For one item of
 * a list ("content.metrics.2") the rest keeps the list with that item as it is now (`current`),
 * so this person's other items still merge, and "Keep mine" sends the list as this person has it
 * (the server writes only the items they changed).
 */
export function splitConflict(
  op: Operation,
  field: string,
  current?: unknown,
): { mine: Operation; rest: Operation | null; ours: unknown; what: string } {
  const [head, sub, ...inner] = field.split('.') as [string, string | undefined, ...string[]];
  const whole =
    op.op === 'update_slide' && sub ? (op.content as Record<string, unknown> | undefined)?.[sub] : undefined;
  const theirs = inner.length && whole !== undefined ? withValueAt(whole, inner, current) : UNREACHABLE;
  if (op.op === 'update_slide' && head === 'content' && sub && theirs !== UNREACHABLE)
    return {
      mine: { op: 'update_slide', slideId: op.slideId, content: { [sub]: whole } },
      rest: { ...op, content: { ...op.content, [sub]: theirs } },
      ours: valueAt(whole, inner),
      what: itemWords([sub, ...inner]),
    };
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
