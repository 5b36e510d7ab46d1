import type { Operation } from '@common/schemas/operations';
import type { ChecklistItem, PresentationMetadata } from '@common/schemas/presentations';
import type { DeckMetadata } from '@common/slides/deckDefaults';
import { splitPoint } from '@common/slides/fitSlide';
import type { Typesetting } from '@common/slides/layout/typeScale';
import { type ContentField, isSlideType, type SlideContent } from '@common/slides/model';

// Hand edits as deck operations: each names only what changed, field by field, so that its
// inverse takes back exactly that and nothing a concurrent change did elsewhere.

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A slide's content before and after an edit, as the fields to set and the fields to remove. */
export function contentEdit(slideId: string, before: SlideContent, after: SlideContent): Operation | null {
  const content: Record<string, unknown> = {};
  const removeFields: ContentField[] = [];
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (same(old[key], now[key])) continue;
    if (key in now && now[key] !== undefined) content[key] = now[key];
    else removeFields.push(key as ContentField);
  }
  if (!Object.keys(content).length && !removeFields.length) return null;
  return {
    op: 'update_slide',
    slideId,
    ...(Object.keys(content).length ? { content: content as SlideContent } : {}),
    ...(removeFields.length ? { removeFields } : {}),
  };
}

/** A slide moved by drag or keyboard: where it went, as a 1-based position. */
export function moveEdit(slideId: string, newOrder: string[]): Operation {
  return { op: 'move_slide', slideId, position: newOrder.indexOf(slideId) + 1 };
}

/** The brief's details before and after: the fields changed, and the ones emptied out of existence. */
export function metadataEdit(before: PresentationMetadata, after: PresentationMetadata): Operation | null {
  const metadata: PresentationMetadata = {};
  const removeFields: (keyof PresentationMetadata)[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]) as Set<
    keyof PresentationMetadata
  >) {
    if (before[key] === after[key]) continue;
    if (after[key] !== undefined) metadata[key] = after[key];
    else removeFields.push(key);
  }
  if (!Object.keys(metadata).length && !removeFields.length) return null;
  return { op: 'update_metadata', metadata, ...(removeFields.length ? { removeFields } : {}) };
}

/**
 * The checklist before and after an edit: items removed, items added at their places, items whose
 * text or tick changed. Should the kept items have changed order, the list is replaced as a whole.
 */
export function checklistEdits(before: ChecklistItem[], after: ChecklistItem[]): Operation[] {
  const afterIds = new Set(after.map((i) => i.id));
  const beforeById = new Map(before.map((i) => [i.id, i]));
  const kept = before.filter((i) => afterIds.has(i.id)).map((i) => i.id);
  const keptAfter = after.filter((i) => beforeById.has(i.id)).map((i) => i.id);
  if (!same(kept, keptAfter))
    return same(before, after) ? [] : [{ op: 'replace_checklist', checklist: after }];
  const ops: Operation[] = [];
  const removed = before.filter((i) => !afterIds.has(i.id)).map((i) => i.id);
  if (removed.length) ops.push({ op: 'remove_checklist_items', itemIds: removed });
  const added = after.flatMap((item, i) => (beforeById.has(item.id) ? [] : [{ ...item, position: i + 1 }]));
  if (added.length) ops.push({ op: 'insert_checklist_items', items: added });
  for (const item of after) {
    const old = beforeById.get(item.id);
    if (!old || (old.text === item.text && old.completed === item.completed)) continue;
    ops.push({
      op: 'update_checklist_item',
      itemId: item.id,
      ...(old.text !== item.text ? { text: item.text } : {}),
      ...(old.completed !== item.completed ? { completed: item.completed } : {}),
    });
  }
  return ops;
}

/**
 * An overflowing slide split in two (issue 17), as one batch: the slide keeps what fits, and a
 * continuation slide titled "… (continued)" right after it takes the rest. One step of history.
 */
export function splitEdit(
  slide: { id: string; type: string; title: string; content: SlideContent },
  position: number,
  deck?: DeckMetadata,
  theme?: Typesetting,
): Operation[] | null {
  const parts = splitPoint(slide, deck, theme);
  if (!parts || !isSlideType(slide.type)) return null;
  const keep = contentEdit(slide.id, slide.content, parts.first.content);
  return [
    ...(keep ? [keep] : []),
    {
      op: 'add_slide',
      type: slide.type,
      title: parts.rest.title,
      content: Object.fromEntries(
        Object.entries(parts.rest.content).filter(([, v]) => v !== undefined),
      ) as SlideContent,
      position: position + 1,
    },
  ];
}
