/**
 * Content fields that merge below the field (issue 33), for the server's merge of concurrent
 * writes and the editor's conflict question. A list here merges item by item, an item
 * being known by its place ("metrics.2"): two people changing different items of one list both
 * keep their edits. Adding or removing items changes the places, so it counts as a change of the
 * whole list. The objects on a list's path ("comparison", "comparison.left") merge field by field.
 * One line per list.
 */
export const ITEM_LISTS = [
  'items',
  'metrics',
  'comparison.left.items',
  'comparison.right.items',
  'table.rows',
  'chart.series',
] as const;

const LISTS = new Set<string>(ITEM_LISTS);
/** The objects that hold a list: "comparison", "comparison.left", "table", "chart". */
const HOLDERS = new Set(
  ITEM_LISTS.flatMap((path) => {
    const parts = path.split('.');
    return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('.'));
  }),
);

/** Whether a content field merges below the field (it is a list, or holds one). */
export const mergesBelow = (field: string) => LISTS.has(field) || HOLDERS.has(field);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Equal as JSON data: the key order of objects does not matter (jsonb keeps its own). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a).filter((k) => a[k] !== undefined);
  if (keys.length !== Object.keys(b).filter((k) => b[k] !== undefined).length) return false;
  return keys.every((k) => sameValue(a[k], b[k]));
}

/**
 * The paths under `path` whose values differ between `before` and `after`: an item of a list of
 * the same length ("metrics.2"), a field of an object that holds a list ("comparison.left.title"),
 * or `path` itself for anything else that changed (a list that grew or shrank, a plain value).
 */
export function changedPaths(path: string, before: unknown, after: unknown): string[] {
  if (sameValue(before, after)) return [];
  if (LISTS.has(path) && Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return after.flatMap((item, i) => (sameValue(item, before[i]) ? [] : [`${path}.${i}`]));
  if (HOLDERS.has(path) && isRecord(before) && isRecord(after))
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
      changedPaths(`${path}.${key}`, before[key], after[key]),
    );
  return [path];
}

/** What a path can name that is not there (a list too short, a value where an object was). */
export const UNREACHABLE: unique symbol = Symbol('unreachable');

/** The value at `parts` inside `value`; undefined where a field is absent. */
export function valueAt(value: unknown, parts: string[]): unknown {
  let at = value;
  for (const part of parts) {
    if (Array.isArray(at)) at = at[Number(part)];
    else if (isRecord(at)) at = at[part];
    else return undefined;
  }
  return at;
}

/** A copy of `value` with `parts` set to `next`, or UNREACHABLE when the path is not there. */
export function withValueAt(value: unknown, parts: string[], next: unknown): unknown {
  if (!parts.length) return next;
  const [head, ...rest] = parts as [string, ...string[]];
  if (Array.isArray(value)) {
    const i = Number(head);
    if (!Number.isInteger(i) || i < 0 || i >= value.length) return UNREACHABLE;
    const inner = withValueAt(value[i], rest, next);
    if (inner === UNREACHABLE) return UNREACHABLE;
    return value.map((item, k) => (k === i ? inner : item));
  }
  if (isRecord(value)) {
    const inner = withValueAt(value[head], rest, next);
    if (inner === UNREACHABLE) return UNREACHABLE;
    const copy = { ...value };
    if (inner === undefined) delete copy[head];
    else copy[head] = inner;
    return copy;
  }
  return UNREACHABLE;
}
