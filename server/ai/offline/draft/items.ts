import type { Line } from './reading';

/**
 * A numbered list of named options, directions or phases with several sentences each ("1.
 * "Roots & Records" – draws on … / Feels: … / Risk: …"): each item is a slide of its own, titled by
 * its name, as a designer gives each creative direction its own page. A line that names two or more
 * items ("Our recommendation: Glasshouse, with … from Wild Margins") speaks across them and stays
 * with the list's heading.
 */

const ITEM = /^(\d{1,2})[.)] (?=\S)/;
// The item's name: a quoted name, or a short label before a dash or colon.
const QUOTED = /^["“'‘]([^"”'’\n]{2,40})["”'’]/;
const LABEL = /^([^:–—\n]{2,40}?) ?(?:[–—:]| - )/;
const NAME_WORDS_MAX = 5;

interface Item {
  name: string;
  lines: Line[];
}

export interface Items {
  items: Item[];
  /** Lines before the first item and lines about several items at once. */
  rest: Line[];
  /** The rest comes before the items (a lead-in) rather than after them (a summary). */
  restFirst: boolean;
}

function nameOf(text: string): { name: string; body: string } | undefined {
  const q = QUOTED.exec(text);
  if (q) return { name: q[1]!.trim(), body: text.slice(q[0].length).replace(/^\s*(?:[–—:-]\s*)?/, '') };
  const l = LABEL.exec(text);
  if (l && l[1]!.trim().split(/\s+/).length <= NAME_WORDS_MAX)
    return { name: l[1]!.trim(), body: text.slice(l[0].length).trim() };
  return undefined;
}

/** The items of a section's numbered list of named items, or undefined when it has none. */
export function namedItems(lines: Line[]): Items | undefined {
  const items: Item[] = [];
  const rest: Line[] = [];
  let restFirst = false;
  for (const l of lines) {
    const m = ITEM.exec(l.text);
    if (m) {
      if (Number(m[1]) !== items.length + 1) return undefined;
      const n = nameOf(l.text.slice(m[0].length));
      if (!n) return undefined;
      items.push({ name: n.name, lines: n.body ? [{ ...l, text: capitalFirst(n.body) }] : [] });
    } else if (!items.length) {
      rest.push(l);
      restFirst = true;
    } else items.at(-1)!.lines.push(l);
  }
  if (items.length < 2) return undefined;
  // Several sentences each: a one-line list stays a list.
  if (items.some((it) => it.lines.length < 2)) return undefined;
  // A line naming two or more items is about all of them.
  for (const it of items) {
    for (const l of [...it.lines]) {
      const names = items.filter((o) => l.text.toLowerCase().includes(o.name.toLowerCase())).length;
      if (names >= 2) {
        it.lines.splice(it.lines.indexOf(l), 1);
        rest.push(l);
      }
    }
  }
  if (items.some((it) => !it.lines.length)) return undefined;
  return { items, rest, restFirst };
}

const capitalFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
