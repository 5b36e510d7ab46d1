import type { Operation } from '../../common/schemas/operations';
import type { DeckState } from './state';

/**
 * Field-level merge of a write based on an older revision. Each operation names the fields it
 * writes as keys ("slide:<id>.title", "slide:<id>.content.text", "order.<id>", "brief",
 * "metadata.date", "checklist.<itemId>.text"); two keys clash when they are equal or one holds the
 * other ("slide:<id>" holds every field of that slide). A stale write whose keys clash with none
 * of those logged since its base applies; one that clashes is a conflict.
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
      for (const f of Object.keys(op.content ?? {}))
        out.push({ key: `${s}.content.${f}`, field: `content.${f}` });
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
    if (rest[0] === 'content') return (slide.content as Record<string, unknown>)[rest[1]!] ?? null;
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
