import type { Operation } from '../schemas/operations';
import {
  changedPaths,
  mergesBelow,
  sameValue,
  UNREACHABLE,
  valueAt,
  withValueAt,
} from '../slides/fieldPaths';
import type { DeckState } from './state';

/**
 * Field-level merge of a write based on an older revision. Each operation names the fields it
 * writes as keys ("slide:<id>.title", "slide:<id>.content.text", "order.<id>", "brief",
 * "metadata.date", "checklist.<itemId>.text"); two keys clash when they are equal or one holds the
 * other ("slide:<id>" holds every field of that slide). A list with items (common/slides/fieldPaths) is logged
 * by the items that changed ("slide:<id>.content.metrics.2"). A stale write whose keys clash with
 * none of those logged since its base by others applies; one that clashes is a conflict.
 */

/** A field an operation writes: its merge key, and where it sits in the operation (for the 409). */
export interface Touched {
  key: string;
  /** The field within the operation ("title", "content.text"), '' for the whole operation. */
  field: string;
}

/** The fields one operation writes. `inverse` names the slide an add or duplicate made. */
export function touchedFields(op: Operation, inverse?: Operation): Touched[] {
  switch (op.op) {
    case 'add_slide':
    case 'duplicate_slide': {
      const id =
        op.op === 'add_slide' && op.slideId
          ? op.slideId
          : inverse && 'slideId' in inverse
            ? inverse.slideId
            : undefined;
      return id ? [{ key: `slide:${id}`, field: '' }] : [];
    }
    case 'update_slide': {
      const s = `slide:${op.slideId}`;
      const out: Touched[] = [];
      for (const f of ['title', 'type', 'notes'] as const)
        if (op[f] !== undefined) out.push({ key: `${s}.${f}`, field: f });
      const before = inverse?.op === 'update_slide' ? inverse : undefined;
      for (const [f, value] of Object.entries(op.content ?? {})) {
        // Applied, a list is known by the items that changed (its old value is in the inverse).
        if (before && mergesBelow(f)) {
          if (before.content && f in before.content)
            for (const p of changedPaths(f, (before.content as Record<string, unknown>)[f], value))
              out.push({ key: `${s}.content.${p}`, field: `content.${p}` });
          else if (before.removeFields?.includes(f as never))
            out.push({ key: `${s}.content.${f}`, field: `content.${f}` });
          continue;
        }
        out.push({ key: `${s}.content.${f}`, field: `content.${f}` });
      }
      for (const f of op.removeFields ?? []) out.push({ key: `${s}.content.${f}`, field: `removeFields` });
      return out;
    }
    case 'delete_slide':
      return [{ key: `slide:${op.slideId}`, field: 'slideId' }];
    case 'move_slide':
      return [{ key: `order.${op.slideId}`, field: 'position' }];
    case 'reorder_slides':
      return [{ key: 'order', field: 'slideIds' }];
    case 'update_title':
      return [{ key: 'title', field: 'title' }];
    case 'set_theme':
      return [{ key: 'theme', field: 'theme' }];
    case 'update_brief':
      return [{ key: 'brief', field: 'brief' }];
    case 'update_metadata':
      return [
        ...Object.keys(op.metadata).map((f) => ({ key: `metadata.${f}`, field: `metadata.${f}` })),
        ...(op.removeFields ?? []).map((f) => ({ key: `metadata.${f}`, field: 'removeFields' })),
      ];
    // New items get new ids: nothing anyone else wrote can clash with them.
    case 'add_checklist_items':
      return [];
    case 'insert_checklist_items':
      return op.items.map((item, k) => ({ key: `checklist.${item.id}`, field: `items.${k}` }));
    case 'remove_checklist_items':
      return op.itemIds.map((id, k) => ({ key: `checklist.${id}`, field: `itemIds.${k}` }));
    case 'update_checklist_item': {
      const out: Touched[] = [];
      if (op.text !== undefined) out.push({ key: `checklist.${op.itemId}.text`, field: 'text' });
      if (op.completed !== undefined)
        out.push({ key: `checklist.${op.itemId}.completed`, field: 'completed' });
      return out;
    }
    case 'replace_checklist':
      return [{ key: 'checklist', field: 'checklist' }];
  }
}

/** The merge keys a whole applied batch wrote (what the log keeps). */
export function batchKeys(operations: Operation[], inverses: Operation[]): string[] {
  const keys = new Set<string>();
  operations.forEach((op, i) => {
    for (const t of touchedFields(op, inverses[i])) keys.add(t.key);
  });
  return [...keys];
}

const clash = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
const clashesAny = (keys: string[], key: string) => keys.some((k) => clash(k, key));

/** The first write of the batch that clashes with a key changed since its base, if any. */
export function findConflict(
  operations: Operation[],
  changedSince: string[] | 'all',
): { index: number; touched: Touched } | null {
  for (const [index, op] of operations.entries()) {
    for (const touched of touchedFields(op)) {
      if (changedSince === 'all' || changedSince.some((k) => clash(k, touched.key)))
        return { index, touched };
    }
  }
  return null;
}

/** The deck's current value at a merge key, sent with a 409 so the client can show both texts. */
export function currentValue(state: DeckState, key: string): unknown {
  const [head, ...rest] = key.split('.');
  if (head!.startsWith('slide:')) {
    const slide = state.slides.find((s) => s.id === head!.slice('slide:'.length));
    if (!slide) return null;
    const { createdAt: _createdAt, ...shown } = slide;
    if (!rest.length) return shown;
    if (rest[0] === 'content') return valueAt(slide.content, rest.slice(1)) ?? null;
    return (shown as Record<string, unknown>)[rest[0]!] ?? null;
  }
  if (head === 'order') {
    if (!rest.length) return state.slides.map((s) => s.id);
    const at = state.slides.findIndex((s) => s.id === rest[0]);
    return at < 0 ? null : at + 1;
  }
  if (head === 'title') return state.title ?? '';
  if (head === 'brief') return state.brief;
  if (head === 'metadata') return (state.metadata as Record<string, unknown>)[rest[0]!] ?? null;
  if (head === 'checklist') {
    if (!rest.length) return state.checklist;
    const item = state.checklist.find((i) => i.id === rest[0]);
    if (!item || !rest[1]) return item ?? null;
    return (item as unknown as Record<string, unknown>)[rest[1]] ?? null;
  }
  return null;
}

/** A batch from the deck's log, as the merge reads it. */
export interface LoggedBatch {
  /** The editor tab that wrote it (null: a route, the assistant, or a row from before tabs were kept). */
  tab: string | null;
  fields: string[];
  operations: Operation[];
  /** null for a row logged before inverses were kept: then a list's old value is unknown. */
  inverses: Operation[] | null;
}

/** A stale batch that cannot merge: the operation, the field, and its value now. */
export interface MergeConflict {
  index: number;
  touched: Touched;
  current: unknown;
}

/** Not known from the log (a row without inverses, a slide added or removed since the base). */
const UNKNOWN: unique symbol = Symbol('unknown');
type Maybe = unknown | typeof UNKNOWN;

/** Whether `key` is `field` or lies within it. */
const within = (key: string, field: string) => key === field || key.startsWith(`${field}.`);

/** The value of slide `slideId`'s content field `f` after a batch, from its last write of it. */
function lastWrite(operations: Operation[], slideId: string, f: string): Maybe {
  for (const op of [...operations].reverse()) {
    if (op.op === 'update_slide' && op.slideId === slideId) {
      if (op.content && f in op.content) return (op.content as Record<string, unknown>)[f];
      if (op.removeFields?.includes(f as never)) return undefined;
    }
  }
  return UNKNOWN;
}

/**
 * Merges a batch based on an older revision with what the log holds since that base (`since`, in
 * revision order; 'all' when the log does not cover it), on the deck as it is now (`state`).
 *
 * A tab's own batches (same `tab`) never clash: its later write follows on from its earlier ones.
 * A list with items (common/slides/fieldPaths) merges per item, three ways: what the writer changed is told
 * from the list as the writer saw it (the value at the base, read from the oldest logged inverse,
 * with the writer's own writes since on top), and only those items are written over the list as
 * it is now, so the items others changed meanwhile stay theirs. A write of the value a field
 * already has clashes with nothing. Returns the batch to apply, or the first conflict.
 */
export function mergeStale(
  batch: Operation[],
  since: LoggedBatch[] | 'all',
  state: DeckState,
  tab?: string,
): { operations: Operation[] } | { conflict: MergeConflict } {
  if (since === 'all') {
    const hit = findConflict(batch, 'all');
    return hit
      ? { conflict: { ...hit, current: currentValue(state, hit.touched.key) } }
      : { operations: batch };
  }
  const isOwn = (b: LoggedBatch) => tab !== undefined && b.tab === tab;
  const changed = since.filter((b) => !isOwn(b)).flatMap((b) => b.fields);
  const own = since.filter(isOwn);
  const slideOf = (id: string) => state.slides.find((s) => s.id === id);
  // Within the batch: each content field as its earlier operations left it, on the deck and as the
  // writer sees it.
  const now = new Map<string, unknown>();
  const seen = new Map<string, Maybe>();
  const conflict = (index: number, touched: Touched) => ({
    conflict: { index, touched, current: currentValue(state, touched.key) },
  });

  /** The field's value at the base: before the first logged batch that changed it, else as it is. */
  function atBase(slideId: string, f: string): Maybe {
    const field = `slide:${slideId}.content.${f}`;
    for (const b of since as LoggedBatch[]) {
      if (b.fields.includes(`slide:${slideId}`)) return UNKNOWN;
      if (!b.fields.some((k) => within(k, field))) continue;
      if (!b.inverses) return UNKNOWN;
      for (const [i, op] of b.operations.entries()) {
        const inverse = b.inverses[i];
        if (op.op !== 'update_slide' || op.slideId !== slideId || inverse?.op !== 'update_slide') continue;
        if (inverse.content && f in inverse.content) return (inverse.content as Record<string, unknown>)[f];
        if (inverse.removeFields?.includes(f as never)) return undefined;
      }
    }
    return (slideOf(slideId)?.content as Record<string, unknown> | undefined)?.[f];
  }

  /** The field as the writing tab sees it: its value at the base with the tab's own writes since. */
  function asSeen(slideId: string, f: string): Maybe {
    const k = `${slideId}.${f}`;
    if (seen.has(k)) return seen.get(k);
    const field = `slide:${slideId}.content.${f}`;
    let value: Maybe = atBase(slideId, f);
    for (const b of own) {
      if (b.fields.includes(`slide:${slideId}`)) return UNKNOWN;
      for (const key of b.fields.filter((key) => within(key, field))) {
        const after = lastWrite(b.operations, slideId, f);
        if (after === UNKNOWN) return UNKNOWN;
        const parts = key
          .slice(field.length + 1)
          .split('.')
          .filter(Boolean);
        value =
          value === UNKNOWN
            ? parts.length
              ? UNKNOWN
              : after
            : withValueAt(value, parts, valueAt(after, parts));
        if (value === UNREACHABLE) return UNKNOWN;
      }
    }
    return value;
  }

  const out: Operation[] = [];
  for (const [index, op] of batch.entries()) {
    if (op.op !== 'update_slide') {
      const hit = touchedFields(op).find((t) => clashesAny(changed, t.key));
      if (hit) return conflict(index, hit);
      out.push(op);
      continue;
    }
    const slide = slideOf(op.slideId);
    const s = `slide:${op.slideId}`;
    const current = (f: string) =>
      now.has(`${op.slideId}.${f}`)
        ? now.get(`${op.slideId}.${f}`)
        : (slide?.content as Record<string, unknown> | undefined)?.[f];
    const content: Record<string, unknown> = { ...(op.content ?? {}) };
    for (const touched of touchedFields(op)) {
      const [, f] = touched.field.split('.');
      const mine = f === undefined ? undefined : content[f];
      if (touched.field.startsWith('content.') && f && mergesBelow(f)) {
        const view = asSeen(op.slideId, f);
        if (view !== UNKNOWN) {
          const was = current(f);
          // What the writer changed, less what is already so.
          const paths = changedPaths(f, view, mine).filter(
            (p) => !sameValue(valueAt(mine, p.split('.').slice(1)), valueAt(was, p.split('.').slice(1))),
          );
          let merged: unknown = was;
          for (const p of paths) {
            const key = `${s}.content.${p}`;
            if (clashesAny(changed, key)) return conflict(index, { key, field: `content.${p}` });
            const parts = p.split('.').slice(1);
            merged = withValueAt(merged, parts, valueAt(mine, parts));
            // The list no longer has the shape the writer saw: a change of the whole list.
            if (merged === UNREACHABLE)
              return conflict(index, { key: `${s}.content.${f}`, field: `content.${f}` });
          }
          if (merged === undefined) delete content[f];
          else content[f] = merged;
          seen.set(`${op.slideId}.${f}`, mine);
          continue;
        }
      }
      if (!clashesAny(changed, touched.key)) continue;
      // Writing what is already there changes nothing, so it clashes with nothing.
      const already =
        touched.field !== 'removeFields' &&
        (f !== undefined
          ? sameValue(mine, current(f))
          : sameValue(op[touched.field as 'title' | 'type' | 'notes'], slide?.[touched.field as 'title']));
      if (!already) return conflict(index, touched);
    }
    for (const f of op.removeFields ?? []) {
      now.set(`${op.slideId}.${f}`, undefined);
      seen.set(`${op.slideId}.${f}`, undefined);
    }
    for (const [f, value] of Object.entries(content)) now.set(`${op.slideId}.${f}`, value);
    const { content: _given, ...rest } = op;
    out.push(op.content ? { ...rest, content: content as typeof op.content } : op);
  }
  return { operations: out };
}
