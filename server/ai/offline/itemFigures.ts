import type { Target } from './intents';
import type { Plan, Result } from './plan';
import { norm, resolveOne } from './resolve';

/**
 * "the satisfaction thing is 4.6 not 4.7", "tenant satisfaction should be 4.6": a figure said in a
 * bullet ("Tenant satisfaction 4.7 out of 5"), named by the bullet's words. Only the one bullet of
 * the deck (or of the slide named) that says those words and that figure (the old one, when the
 * user gives it; else its only figure) changes; else nothing is found and the caller says why.
 */

/** Words a user says of a figure that name none: "the satisfaction thing", "the savings figure". */
const VAGUE = new Set(['the', 'thing', 'figure', 'number', 'stat', 'one', 'bit', 'value', 'of', 'a']);
/** A figure as a bullet writes it: "4.7", "£312", "18%", "1.2M". */
const FIGURE = /[£$€¥]?\d[\d.,]*(?:\s?(?:%|k\b|m\b|bn\b))?/gi;

/** "savings" is said "saving" in a bullet: a word's plural finds it. */
const stem = (w: string) => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

/** "4.6 not 4.7": the new figure, and the old one the user names to find it. */
export function withOld(value: string): { value: string; old?: string } {
  const at = value.search(/\s(?:not|instead of|rather than)\s/i);
  if (at < 0) return { value };
  const old = value
    .slice(at)
    .replace(/^\s(?:not|instead of|rather than)\s/i, '')
    .trim();
  return /\d/.test(old) ? { value: value.slice(0, at).trim(), old } : { value };
}

export function setItemFigure(
  plan: Plan,
  label: string,
  value: string,
  old: string | undefined,
  target?: Target,
): Result | undefined {
  let slides = plan.slides;
  if (target) {
    const r = resolveOne(target, plan);
    if ('say' in r) return undefined;
    slides = [plan.get(r.id)!];
  }
  const words = norm(label)
    .split(' ')
    .filter((w) => w.length > 2 && !VAGUE.has(w))
    .map(stem);
  if (!words.length) return undefined;
  const found: { id: string; k: number; figure: string }[] = [];
  for (const s of slides)
    (s.content.items ?? []).forEach((item, k) => {
      const said = norm(item);
      if (!words.every((w) => said.includes(w))) return;
      const figures = item.match(FIGURE) ?? [];
      // Without the old figure, the one said right after the label's words ("satisfaction 4.7 out of 5").
      const next = item.slice(item.toLowerCase().lastIndexOf(words.at(-1)!)).match(FIGURE)?.[0];
      const figure = old
        ? figures.find((f) => norm(f) === norm(old))
        : figures.length === 1
          ? figures[0]
          : next;
      if (figure) found.push({ id: s.id, k, figure });
    });
  if (found.length !== 1) return undefined;
  const { id, k, figure } = found[0]!;
  const items = [...(plan.get(id)!.content.items ?? [])];
  items[k] = items[k]!.replace(figure, value);
  return plan.update(id, { content: { items } });
}
