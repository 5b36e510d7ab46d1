import { DRAFT_BULLET_CHARS_MAX, DRAFT_BULLETS_MAX, DRAFT_SLIDE_CHARS_MAX } from '../../../../common/limits';

/** The string without any of `chars` at its end (no regular expression: linear on any input). */
export function trimEnd(s: string, chars: string): string {
  let end = s.length;
  while (end > 0 && chars.includes(s[end - 1]!)) end--;
  return s.slice(0, end);
}

/** A sentence as a bullet: no final full stop, at most the bullet budget, cut at a word. */
export function bullet(text: string, max = DRAFT_BULLET_CHARS_MAX): string {
  const t = trimEnd(text.trim(), '.');
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${trimEnd(space > max / 2 ? cut.slice(0, space) : cut, ',;:')}…`;
}

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

/** "migrating to the cloud" → "Migrating to the cloud". */
export const capital = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** The text without its bracketed asides ("Findings of our survey (n = 1,240, fielded in May)"). */
export function withoutAsides(text: string): string {
  let out = '';
  let depth = 0;
  for (const c of text) {
    if (c === '(') depth++;
    else if (c === ')' && depth > 0) depth--;
    else if (!depth) out += c;
  }
  return out.replaceAll('  ', ' ').replaceAll(' ,', ',').replaceAll(' .', '.').trim();
}
