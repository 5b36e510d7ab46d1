import { arrayMove } from '@dnd-kit/sortable';

/** The new order after a drop, or null when nothing moves (dropped on itself or outside the list). */
export function orderAfterDrop(ids: string[], activeId: string, overId: string | null): string[] | null {
  if (!overId || activeId === overId) return null;
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0) return null;
  return arrayMove(ids, from, to);
}
