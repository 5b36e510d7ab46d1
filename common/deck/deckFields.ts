import { CHECKLIST_MAX_ITEMS } from '../limits';
import type { Operation } from '../schemas/operations';
import type { ChecklistItem, PresentationMetadata } from '../schemas/presentations';
import { builtInTheme } from '../themes/builtIn';
import type { ApplyContext, Handlers } from './apply';
import { OperationError } from './state';

type MetadataField = keyof PresentationMetadata;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function roomFor(ctx: ApplyContext, count: number, index: number, field: string) {
  if (ctx.state.checklist.length + count > CHECKLIST_MAX_ITEMS)
    throw new OperationError(index, field, `the checklist holds at most ${CHECKLIST_MAX_ITEMS} items`);
}

function itemIndex(ctx: ApplyContext, id: string, index: number, field: string) {
  const i = ctx.state.checklist.findIndex((item) => item.id === id);
  if (i < 0) throw new OperationError(index, field, `“${id}” is not an item of the checklist`);
  return i;
}

/** The presentation's own fields: its title, brief, details (metadata) and coverage checklist. */
export const DECK_FIELD_OPERATIONS: Pick<
  Handlers,
  | 'update_title'
  | 'update_brief'
  | 'update_metadata'
  | 'add_checklist_items'
  | 'insert_checklist_items'
  | 'remove_checklist_items'
  | 'update_checklist_item'
  | 'replace_checklist'
  | 'set_theme'
> = {
  update_title(ctx, op) {
    const before = ctx.state.title ?? '';
    ctx.state.title = op.title;
    if (before !== op.title) ctx.changes.push(`Renamed the presentation to “${op.title}”.`);
    return { op: 'update_title', title: before };
  },

  set_theme(ctx, op) {
    const before = ctx.state.theme ?? null;
    ctx.state.theme = op.theme;
    if (before !== op.theme)
      ctx.changes.push(
        op.theme
          ? `Set the theme to ${builtInTheme(op.theme)!.name}.`
          : 'The deck draws in its client’s brand kit again.',
      );
    return { op: 'set_theme', theme: before as typeof op.theme };
  },

  update_brief(ctx, op) {
    const before = ctx.state.brief;
    ctx.state.brief = op.brief;
    ctx.changes.push('Updated the brief.');
    return { op: 'update_brief', brief: before };
  },

  update_metadata(ctx, op) {
    const old = ctx.state.metadata;
    const next: PresentationMetadata = { ...old, ...op.metadata };
    for (const f of op.removeFields ?? []) delete next[f];
    const metadata: PresentationMetadata = {};
    const removeFields: MetadataField[] = [];
    for (const key of new Set([...Object.keys(old), ...Object.keys(next)] as MetadataField[])) {
      if (old[key] === next[key]) continue;
      if (key in old) metadata[key] = old[key];
      else removeFields.push(key);
    }
    const inverse: Operation = {
      op: 'update_metadata',
      metadata,
      ...(removeFields.length ? { removeFields } : {}),
    };
    ctx.state.metadata = next;
    const named = [...Object.keys(op.metadata), ...(op.removeFields ?? [])];
    ctx.changes.push(`Updated the presentation details (${named.join(', ')}).`);
    return inverse;
  },

  add_checklist_items(ctx, op, index) {
    roomFor(ctx, op.items.length, index, 'items');
    const taken = new Set(ctx.state.checklist.map((i) => i.id));
    // Time-based ids (SPEC §3), one apart, skipping any already in the list.
    let next = ctx.now();
    const ids: string[] = [];
    for (const text of op.items) {
      while (taken.has(String(next))) next++;
      const id = String(next++);
      ids.push(id);
      ctx.state.checklist.push({ id, text, completed: false });
    }
    ctx.changes.push(`Added ${plural(op.items.length, 'checklist item')}: ${op.items.join('; ')}.`);
    return { op: 'remove_checklist_items', itemIds: ids };
  },

  insert_checklist_items(ctx, op, index) {
    roomFor(ctx, op.items.length, index, 'items');
    const list = ctx.state.checklist;
    op.items.forEach(({ position, ...item }, k) => {
      if (list.some((i) => i.id === item.id))
        throw new OperationError(index, `items.${k}.id`, 'is already an item of the checklist');
      list.splice(Math.min(position - 1, list.length), 0, item);
    });
    ctx.changes.push(`Added ${plural(op.items.length, 'checklist item')}.`);
    return { op: 'remove_checklist_items', itemIds: op.items.map((i) => i.id) };
  },

  remove_checklist_items(ctx, op, index) {
    if (new Set(op.itemIds).size !== op.itemIds.length)
      throw new OperationError(index, 'itemIds', 'must not repeat an item');
    const removed = op.itemIds
      .map((id, k) => ({ at: itemIndex(ctx, id, index, `itemIds.${k}`), id }))
      .sort((a, b) => a.at - b.at)
      .map(({ at }) => ({ ...ctx.state.checklist[at]!, position: at + 1 }));
    const gone = new Set(op.itemIds);
    ctx.state.checklist = ctx.state.checklist.filter((i) => !gone.has(i.id));
    ctx.changes.push(`Removed ${plural(removed.length, 'checklist item')}.`);
    // Put back in their old order, each at its old place.
    return { op: 'insert_checklist_items', items: removed };
  },

  update_checklist_item(ctx, op, index) {
    const item = ctx.state.checklist[itemIndex(ctx, op.itemId, index, 'itemId')]!;
    const inverse: Extract<Operation, { op: 'update_checklist_item' }> = {
      op: 'update_checklist_item',
      itemId: item.id,
    };
    if (op.text !== undefined && op.text !== item.text) {
      inverse.text = item.text;
      item.text = op.text;
    }
    if (op.completed !== undefined && op.completed !== item.completed) {
      inverse.completed = item.completed;
      item.completed = op.completed;
    }
    ctx.changes.push(`Updated the checklist item “${item.text}”.`);
    return inverse;
  },

  replace_checklist(ctx, op) {
    const before: ChecklistItem[] = ctx.state.checklist;
    ctx.state.checklist = structuredClone(op.checklist);
    ctx.changes.push('Updated the checklist.');
    return { op: 'replace_checklist', checklist: before };
  },
};
