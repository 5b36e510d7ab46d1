import { itemIndex } from './bullets';
import type { BulletRef, Of } from './intents';
import { clipItems, clipTitle } from './newSlide';
import type { Plan, Result } from './plan';
import { say } from './questions';
import { cap } from './slots';

/** Rules for one bullet moved within its slide, and one side of a comparison. */

/** "move 'Next steps' to the top of the agenda": that bullet, elsewhere in the same list. */
export function moveItem(plan: Plan, id: string, n: number, { which, to }: Of<'move_item'>): Result {
  const items = [...(plan.get(id)!.content.items ?? [])];
  if (!items.length) return { say: say.noBullets(n) };
  const from = itemIndex(items, which);
  if (from < 0) return { say: say.noSuchBullet(n) };
  const [item] = items.splice(from, 1);
  const at = 'index' in to ? Math.min(to.index - 1, items.length) : to.kind === 'start' ? 0 : items.length;
  items.splice(at, 0, item!);
  return plan.update(id, { content: { items } });
}

/**
 * "swap revenue and new clients": two figures of the slide (by label or place) trade places, else
 * two of its bullets.
 */
export function swapItems(plan: Plan, id: string, n: number, a: BulletRef, b: BulletRef): Result {
  const { metrics, items } = plan.get(id)!.content;
  const swapped = <T>(list: T[], names: string[]) => {
    const [i, j] = [itemIndex(names, a), itemIndex(names, b)];
    if (i < 0 || j < 0 || i === j) return undefined;
    const out = [...list];
    [out[i], out[j]] = [out[j]!, out[i]!];
    return out;
  };
  const labels = metrics?.map((m) => m.label) ?? [];
  const figures = metrics?.length ? swapped(metrics, labels) : undefined;
  if (figures) {
    return plan.update(id, { content: { metrics: figures } });
  }
  if (!items?.length) return { say: metrics?.length ? say.noSuchMetric(n) : say.noBullets(n) };
  const bullets = swapped(items, items);
  if (!bullets) return { say: say.noSuchBullet(n) };
  return plan.update(id, { content: { items: bullets } });
}

/** "swap the two sides": a comparison's left and right trade places, headings and all. */
export function swapSides(plan: Plan, id: string, n: number): Result {
  const c = plan.get(id)!.content.comparison;
  if (!c) return { say: say.notComparison(n) };
  return plan.update(id, { content: { comparison: { ...c, left: c.right, right: c.left } } });
}

/** "make the left column say X, Y": one side of a comparison, the other kept as it is. */
export function setSide(plan: Plan, id: string, n: number, c: Of<'set_side'>): Result {
  const s = plan.get(id)!;
  if (s.type !== 'comparison') return { say: say.notComparison(n) };
  const blank = { title: '', items: [] as string[] };
  const sides = { left: s.content.comparison?.left ?? blank, right: s.content.comparison?.right ?? blank };
  const at = typeof c.side === 'string' ? c.side : sideHeaded(sides, c.side.heading);
  if (!at) return { say: say.noSuchSide(n, sides.left.title, sides.right.title) };
  const side = sides[at];
  if (c.mode === 'remove') {
    // Each item by its words (or the one item holding them); one not found is asked about.
    const gone = (c.items ?? []).map((text) => itemIndex(side.items, { text }));
    if (!gone.length || gone.includes(-1)) return { say: say.noSuchBullet(n) };
    const items = side.items.filter((_, k) => !gone.includes(k));
    return plan.update(id, { content: { comparison: { ...sides, [at]: { ...side, items } } } });
  }
  const items = c.items
    ? clipItems((c.mode === 'add' ? [...side.items, ...c.items] : c.items).map(cap))
    : side.items;
  const title = c.title !== undefined ? clipTitle(cap(c.title)) : side.title;
  return plan.update(id, { content: { comparison: { ...sides, [at]: { title, items } } } });
}

/** The side whose heading is these words ("the them column"), if exactly one is. */
function sideHeaded(sides: Record<'left' | 'right', { title: string }>, heading: string) {
  const h = heading.trim().toLowerCase();
  const found = (['left', 'right'] as const).filter((k) => sides[k].title.trim().toLowerCase() === h);
  return found.length === 1 ? found[0] : undefined;
}
