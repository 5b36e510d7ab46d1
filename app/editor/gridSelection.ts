/** Selection and moves of the slide grid, as pure functions of the deck's order (ids). */

export interface GridSelection {
  selected: string[];
  /** Where a Shift-click range starts: the last slide clicked without Shift. */
  anchor: string | null;
}

/**
 * A click in the grid: alone it selects one slide; Ctrl/Cmd adds or removes one; Shift selects the
 * range from the anchor (added to the selection when Ctrl/Cmd is held too), as desktop tools do.
 * The selection is kept in deck order.
 */
export function clickSelect(
  ids: string[],
  current: GridSelection,
  id: string,
  keys: { shift?: boolean; toggle?: boolean },
): GridSelection {
  const inOrder = (set: Set<string>) => ids.filter((x) => set.has(x));
  if (keys.shift && current.anchor && ids.includes(current.anchor)) {
    const a = ids.indexOf(current.anchor);
    const b = ids.indexOf(id);
    const range = ids.slice(Math.min(a, b), Math.max(a, b) + 1);
    const base = keys.toggle ? new Set(current.selected) : new Set<string>();
    for (const x of range) base.add(x);
    return { selected: inOrder(base), anchor: current.anchor };
  }
  if (keys.toggle) {
    const set = new Set(current.selected);
    if (set.has(id)) set.delete(id);
    else set.add(id);
    return { selected: inOrder(set), anchor: id };
  }
  return { selected: [id], anchor: id };
}

/**
 * The deck's order after the selected slides are dropped on `overId`: they move together, in their
 * deck order, before the slide dropped on when moving up and after it when moving down. Null when
 * nothing moves (dropped on a selected slide, or where they already are).
 */
export function moveSelection(
  ids: string[],
  selected: string[],
  activeId: string,
  overId: string | null,
): string[] | null {
  const moving = new Set(selected.includes(activeId) ? selected : [activeId]);
  if (!overId || moving.has(overId) || !ids.includes(overId) || !ids.includes(activeId)) return null;
  const down = ids.indexOf(overId) > ids.indexOf(activeId);
  const rest = ids.filter((x) => !moving.has(x));
  const at = rest.indexOf(overId) + (down ? 1 : 0);
  const next = [...rest.slice(0, at), ...ids.filter((x) => moving.has(x)), ...rest.slice(at)];
  return next.every((x, i) => x === ids[i]) ? null : next;
}
