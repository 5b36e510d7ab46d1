import { itemIndex } from './bullets';
import type { Intent } from './intents';
import { clipItems, clipTitle } from './newSlide';
import type { Plan } from './plan';
import { say } from './questions';
import { cap } from './slots';

/** Rules for one bullet moved within its slide, and one side of a comparison. */

type Result = { ok: true } | { say: string };
const OK: Result = { ok: true };

/** "move 'Next steps' to the top of the agenda": that bullet, elsewhere in the same list. */
export function moveItem(
  plan: Plan,
  id: string,
  n: number,
  which: Extract<Intent, { kind: 'move_item' }>['which'],
  to: Extract<Intent, { kind: 'move_item' }>['to'],
): Result {
  const items = [...(plan.get(id)!.content.items ?? [])];
  if (!items.length) return { say: say.noBullets(n) };
  const from = itemIndex(items, which);
  if (from < 0) return { say: say.noSuchBullet(n) };
  const [item] = items.splice(from, 1);
  const at = 'index' in to ? Math.min(to.index - 1, items.length) : to.kind === 'start' ? 0 : items.length;
  items.splice(at, 0, item!);
  plan.update(id, { content: { items } });
  return OK;
}

/** "make the left column say X, Y": one side of a comparison, the other kept as it is. */
export function setSide(plan: Plan, id: string, n: number, c: Extract<Intent, { kind: 'set_side' }>): Result {
  const s = plan.get(id)!;
  if (s.type !== 'comparison') return { say: say.notComparison(n) };
  const blank = { title: '', items: [] as string[] };
  const sides = { left: s.content.comparison?.left ?? blank, right: s.content.comparison?.right ?? blank };
  const side = sides[c.side];
  const items = c.items
    ? clipItems((c.mode === 'add' ? [...side.items, ...c.items] : c.items).map(cap))
    : side.items;
  const title = c.title !== undefined ? clipTitle(cap(c.title)) : side.title;
  plan.update(id, { content: { comparison: { ...sides, [c.side]: { title, items } } } });
  return OK;
}
