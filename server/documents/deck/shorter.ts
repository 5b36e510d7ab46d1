import { displayLength } from './sentences';

/**
 * Where a sentence may be said shorter: before a clause that adds to its point (after a comma,
 * a semicolon or a dash, or before "which", "by", "through" …). The words are English and the
 * punctuation any language's; a sentence of another language is cut at its punctuation only.
 */
const CLAUSE_BREAKS = [', ', '; ', ' – ', ' — ', ' - ', '，', '；', '、'];
const CLAUSE_WORDS = [
  ' which ',
  ' where ',
  ' while ',
  ' whereas ',
  ' because ',
  ' so that ',
  ' in order to ',
  ' such as ',
  ' including ',
  ' through ',
  ' by ',
  ' with ',
  ' to ensure ',
  ' resulting in ',
  ' as well as ',
  ' and ',
];
/** Words a said-shorter bullet does not end on: they lead into what was dropped. */
const DANGLING = new Set([
  'how',
  'what',
  'why',
  'when',
  'where',
  'which',
  'and',
  'or',
  'of',
  'the',
  'a',
  'an',
  'to',
  'for',
  'in',
  'on',
  'with',
  'by',
  'at',
  'from',
]);
/** A said-shorter bullet keeps at least this share of the room: less would lose its point. */
const KEEP_SHARE = 0.4;
/** A sentence this many times the room is too long for any slide whole: it loses its last clauses. */
const WHOLE_MAX = 1.6;

/**
 * A sentence said shorter for a bullet of `max` characters, never with "…" and never cut inside
 * a figure or a phrase: the longest head that ends before a clause ("Supply chain attacks cost over
 * $45 billion in 2023" of "…, with projections exceeding $80 billion by 2026") and keeps its
 * brackets balanced. With no such head, a sentence up to WHOLE_MAX times the room stays whole
 * (the slide's fit makes room); a longer one keeps its longest clause-bounded head, however short.
 */
export function sayShorter(text: string, max: number): string {
  if (displayLength(text) <= max) return text;
  const heads = clauseHeads(text);
  const fitting = heads.filter((h) => displayLength(h) <= max);
  const best = fitting.at(-1);
  if (best && displayLength(best) >= max * KEEP_SHARE) return best;
  if (displayLength(text) <= max * WHOLE_MAX) return text;
  return heads.filter((h) => displayLength(h) <= max * WHOLE_MAX).at(-1) ?? best ?? wordHead(text, max);
}

/**
 * The last resort for a sentence with no clause to end before (a run of text in a script written
 * without spaces, a table flattened into one line): its longest head that fits, ending at a space
 * or, without one, at any character, never inside a figure.
 */
function wordHead(text: string, max: number): string {
  const chars = [...text];
  let end = 0;
  let at = 0;
  let length = 0;
  for (const [i, c] of chars.entries()) {
    length += displayLength(c);
    if (length > max) break;
    at = i + 1;
    if (c === ' ') end = i;
  }
  let cut = end > at * KEEP_SHARE ? end : at;
  // Never inside a figure: back to before its first digit.
  while (cut > 0 && cut < chars.length && /[\d.,]/.test(chars[cut]!) && /\d/.test(chars[cut - 1]!)) cut--;
  const head = chars.slice(0, cut).join('').trim();
  return head || text;
}

/** The heads of a text that end before one of its clauses, shortest first. */
function clauseHeads(text: string): string[] {
  const ends = new Set<number>();
  for (const b of [...CLAUSE_BREAKS, ...CLAUSE_WORDS])
    for (let at = text.indexOf(b); at > 0; at = text.indexOf(b, at + 1)) ends.add(at);
  return [...ends]
    .sort((a, b) => a - b)
    .map((end) => trimHead(text.slice(0, end)))
    .filter((head) => head.length > 0 && balanced(head) && !DANGLING.has(lastWord(head)));
}

function trimHead(head: string): string {
  let out = head.trimEnd();
  while (out && ',;:–—-'.includes(out.at(-1)!)) out = out.slice(0, -1).trimEnd();
  return out;
}

const lastWord = (text: string) => text.slice(text.lastIndexOf(' ') + 1).toLowerCase();

/** No bracket or quote left open: "(contract value" is a fragment. */
function balanced(text: string): boolean {
  let depth = 0;
  let quotes = 0;
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === '"' || ch === '“' || ch === '”') quotes++;
  }
  return depth === 0 && quotes % 2 === 0;
}
