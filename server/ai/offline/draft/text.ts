import { DRAFT_BULLET_CHARS_MAX, DRAFT_BULLETS_MAX, DRAFT_SLIDE_CHARS_MAX } from '../../../../common/limits';
import { capital, outsideBrackets } from '../../../../common/slides/readData';

export { capital };

/** The string without any of `chars` at its end (no regular expression: linear on any input). */
export function trimEnd(s: string, chars: string): string {
  let end = s.length;
  while (end > 0 && chars.includes(s[end - 1]!)) end--;
  return s.slice(0, end);
}

/** The string without whitespace or any of `chars` at its end, in any order (linear too). */
export function trimEndSpaced(s: string, chars: string): string {
  let end = s.length;
  while (end > 0 && (chars.includes(s[end - 1]!) || s[end - 1]!.trim() === '')) end--;
  return s.slice(0, end);
}

/**
 * A sentence as a bullet: no final full stop, at most the bullet budget. Too long, it is said
 * shorter, never cut with "…": first without its bracketed asides, then without its trailing
 * clauses, and only then at the last word that fits.
 */
export function bullet(text: string, max = DRAFT_BULLET_CHARS_MAX): string {
  let t = trimEnd(text.trim(), '.');
  if (t.length <= max) return t;
  t = trimEnd(withoutAsides(t), '.');
  if (t.length <= max) return t;
  for (const mark of ['; ', ' - ', ' – ', ' — ', ': ', ', ']) {
    const at = t.lastIndexOf(mark, max);
    // "What we need the partners to decide on the 4th: approve a pilot …": a lead-in alone says
    // nothing; its matter is the point, said shorter in turn.
    if (
      mark === ': ' &&
      at > 0 &&
      t.indexOf(': ') === at &&
      // A label of a few words ("Older members feel excluded: …") names the point and stays.
      t.slice(0, at).split(' ').length >= LEAD_IN_WORDS_MIN &&
      !/\d/.test(t.slice(0, at).replace(/(?<!\d)\d{1,3}(?:st|nd|rd|th)\b/g, ''))
    )
      return bullet(capital(t.slice(at + 2)), max);
    if (at > max / 3) return trimEnd(t.slice(0, at), ',;: -–—');
  }
  // Cut at a word, the bullet does not end on a joining word ("… north yorkshire and a").
  const words = t.slice(0, t.lastIndexOf(' ', max) > max / 2 ? t.lastIndexOf(' ', max) : max).split(' ');
  while (
    words.length > 1 &&
    /^(?:a|an|the|and|or|of|to|in|on|at|for|with|but|we|i|is|are|by|from)$/i.test(words.at(-1)!)
  )
    words.pop();
  return trimEnd(words.join(' '), ',;: -–—');
}

/** Words before a colon that make a lead-in sentence, not a label. */
const LEAD_IN_WORDS_MIN = 6;

/** Bullets within the slide's budgets: at most six, and the slide's text under its character budget. */
export function withinBudget(items: string[], used = 0): string[] {
  const out: string[] = [];
  let total = used;
  for (const item of items) {
    const b = bullet(item);
    if (out.length >= DRAFT_BULLETS_MAX || total + b.length > DRAFT_SLIDE_CHARS_MAX) break;
    if (out.some((o) => o.toLowerCase() === b.toLowerCase())) continue;
    out.push(b);
    total += b.length;
  }
  return out;
}

/** The first of `seps` to stand in `text` after its start (by `find`): where, and which; -1 if none. */
export function earliest(text: string, seps: string[], find = (t: string, s: string) => t.indexOf(s)) {
  let at = -1;
  let sep = '';
  for (const s of seps) {
    const i = find(text, s);
    if (i > 0 && (at < 0 || i < at)) [at, sep] = [i, s];
  }
  return [at, sep] as const;
}

/** "Revenue" → "revenue", but "NPS" stays: a label said inside a sentence. */
export const inSentence = (label: string) =>
  /^\p{Lu}\p{Ll}/u.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;

/** The text without its bracketed asides ("Findings of our survey (n = 1,240, fielded in May)"). */
export const withoutAsides = (text: string) =>
  outsideBrackets(text).replaceAll('  ', ' ').replaceAll(' ,', ',').replaceAll(' .', '.').trim();

/** "Channels: own webshop, Argent, Amazon UK": a short label that opens a point. */
const LEADING_LABEL = /^(\p{L}[\p{L}\p{N} &'’-]{2,40}?):\s(?=\S)/u;
/** A label names a topic in at most this many words. */
const LEADING_LABEL_WORDS = 4;

/**
 * The title of a slide that takes the rest of a long section: the label its first point opens on
 * ("Channels: …" → "Channels"), never "… (continued)". Without one there is no meaningful title,
 * and the section is not split.
 */
export function splitTitleOf(items: string[]): string | undefined {
  const label = LEADING_LABEL.exec(items[0] ?? '')?.[1]?.trim();
  // Points that each open on a label ("South West: 22%", "Scotland: 25%") are rows, not a topic.
  if (items.slice(1).some((i) => LEADING_LABEL.test(i))) return undefined;
  if (!label || label.split(/\s+/).length > LEADING_LABEL_WORDS) return undefined;
  return capital(label);
}

/** A point without the label its title now says: "A story: Amira, Year 5" → "Amira, Year 5". */
export function withoutLeadingLabel(item: string): string {
  const m = LEADING_LABEL.exec(item);
  if (!m) return item;
  return capital(item.slice(m[0].length));
}

/** Lower case without accents ("Quién" is "quien"): how labels and names are compared. */
export const unaccented = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
