// The headings of a plain text file, written as the light Markdown's "# " lines. A text file says
// where its sections start in three ways besides Markdown's own "# ": a line underlined with "==="
// or "---" (setext, as READMEs do), a line set out to the left of a body that is indented (an
// RFC's or a FAQ's "1.2. What is Debian?"), and a title centred above everything. Each is read by
// scanning lines; no regex runs on the text.

/** A heading is a name, not a paragraph: longer lines are prose. */
const HEADING_MAX_CHARS = 160;
/** Lines one outdented heading may wrap onto. */
const HEADING_MAX_LINES = 3;
/** A title line set this far in, alone at the top, is centred. */
const CENTRED_INDENT = 8;

const indentOf = (line: string) => line.length - line.trimStart().length;

function hasLetter(text: string): boolean {
  for (const ch of text) if (ch.toLowerCase() !== ch.toUpperCase() || ch.charCodeAt(0) > 0x2e7f) return true;
  return false;
}

/** "===" or "---" (three or more, nothing else): the level its underline gives, else 0. */
function underlineLevel(line: string): number {
  const t = line.trim();
  if (t.length < 3) return 0;
  const mark = t[0];
  if (mark !== '=' && mark !== '-') return 0;
  for (const ch of t) if (ch !== mark) return 0;
  return mark === '=' ? 1 : 2;
}

/** Already a structure mark of the light Markdown, or a list item: never a heading of ours. */
function isMarked(text: string): boolean {
  const first = text[0];
  if (first === '#' || first === '|' || first === '>' || first === '\\') return true;
  if ((first === '-' || first === '*' || first === '+' || first === '•') && text[1] === ' ') return true;
  return false;
}

/**
 * How deep a numbered heading sits: "Chapter 3." and "3." are 1, "3.2." 2, "3.2.1" 3; 0 when
 * the heading has no number.
 */
export function numberDepth(text: string): number {
  let t = text;
  const space = t.indexOf(' ');
  const firstWord = space < 0 ? t : t.slice(0, space);
  if (CHAPTER_WORDS.has(firstWord.toLowerCase()) && space > 0) return 1;
  let depth = 0;
  let digits = 0;
  let i = 0;
  for (; i < t.length; i++) {
    const ch = t[i]!;
    if (ch >= '0' && ch <= '9') digits++;
    else if (ch === '.' && digits) {
      depth++;
      digits = 0;
    } else break;
  }
  if (digits) depth++;
  t = t.slice(i);
  return depth && (t.startsWith(' ') || t === '') ? depth : 0;
}
const CHAPTER_WORDS = new Set(['chapter', 'part', 'appendix', 'section', 'глава', 'часть', 'приложение']);

interface Heading {
  level: number;
  text: string;
}

/**
 * The text with its headings as "# " lines (more # deeper). When the file already has Markdown
 * headings, they stand, and only setext underlines are read besides them.
 */
export function markTextHeadings(text: string): string {
  const lines = text.split('\n');
  const found = new Map<number, Heading>();
  /** Lines that belong to a heading found (its underline, its wrapped lines): they go. */
  const consumed = new Set<number>();
  let markdown = false;
  for (const line of lines) {
    const t = line.trimStart();
    if (indentOf(line) === 0 && t[0] === '#') {
      let level = 0;
      while (t[level] === '#') level++;
      if (level <= 6 && t[level] === ' ') markdown = true;
    }
  }

  // Setext: a line (after a blank one) underlined by "===" (level 1) or "---" (level 2).
  for (let i = 0; i + 1 < lines.length; i++) {
    const level = underlineLevel(lines[i + 1]!);
    const t = lines[i]!.trim();
    if (!level || !t || indentOf(lines[i]!) > 3 || (i > 0 && lines[i - 1]!.trim())) continue;
    if (t.length > HEADING_MAX_CHARS || !hasLetter(t) || isMarked(t) || underlineLevel(t)) continue;
    // The underline is about as long as the text (CJK text is twice as wide as its characters).
    if (lines[i + 1]!.trim().length * 2 < t.length) continue;
    found.set(i, { level, text: t });
    consumed.add(i + 1);
  }

  if (!markdown && !found.size) outdentedHeadings(lines, found, consumed);

  // A short line centred alone at the top of the file, above every heading, is its title.
  const first = lines.findIndex((l) => l.trim());
  const top = Math.min(...[...found.values()].map((h) => h.level));
  if (
    found.size &&
    first >= 0 &&
    !found.has(first) &&
    !consumed.has(first) &&
    indentOf(lines[first]!) >= CENTRED_INDENT &&
    !lines[first + 1]?.trim() &&
    lines[first]!.trim().length <= HEADING_MAX_CHARS &&
    hasLetter(lines[first]!) &&
    [...found.values()].filter((h) => h.level === top).length > 1
  ) {
    for (const h of found.values()) h.level = Math.min(h.level + 1, 6);
    found.set(first, { level: 1, text: lines[first]!.trim() });
  }
  const out: string[] = [];
  for (const [i, line] of lines.entries()) {
    if (consumed.has(i)) continue;
    const heading = found.get(i);
    // A rule of dashes or equals signs on its own is a separator, not text for a slide.
    if (heading) out.push('', `${'#'.repeat(heading.level)} ${heading.text}`, '');
    else out.push(underlineLevel(line) && !line.trim().includes(' ') ? '' : line);
  }
  return out.join('\n');
}

/**
 * Headings set out to the left of an indented body: a block of at most HEADING_MAX_LINES short
 * lines at the margin, between blank lines, followed by an indented block or by another such
 * heading. Read only when most of the file's lines are indented (otherwise every paragraph
 * starts at the margin, and a short one before an indented example is no heading).
 */
function outdentedHeadings(lines: string[], found: Map<number, Heading>, consumed: Set<number>) {
  const filled = lines.filter((l) => l.trim());
  if (filled.filter((l) => indentOf(l) >= 2).length < filled.length * 0.5) return;
  // Blocks: runs of non-blank lines, as [first, last] line indexes.
  const blocks: Array<[number, number]> = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.trim()) continue;
    const start = i;
    while (i + 1 < lines.length && lines[i + 1]!.trim()) i++;
    blocks.push([start, i]);
  }
  const candidate = ([from, to]: [number, number]) => {
    if (to - from + 1 > HEADING_MAX_LINES) return undefined;
    const block = lines.slice(from, to + 1);
    if (block.some((l) => indentOf(l) > 0)) return undefined;
    const text = block
      .map((l) => l.trim())
      .join(' ')
      .replaceAll('\u00a0', ' ');
    const last = text.at(-1)!;
    if (text.length > HEADING_MAX_CHARS || !hasLetter(text) || isMarked(text)) return undefined;
    if (last === '.' || last === ',' || last === ';' || last === ':' || last === ']') return undefined;
    // A copyright line over its licence's indented terms is small print, not a section.
    if (text.includes('©') || text.toLowerCase().startsWith('copyright')) return undefined;
    return text;
  };
  // An indented block: most of its lines are set in (a contents list's first entry may not be).
  const indented = ([from, to]: [number, number]) =>
    lines.slice(from, to + 1).filter((l) => indentOf(l) >= 2).length * 2 > to - from + 1;
  // From the end: a heading leads to an indented block, or to the next heading.
  let nextIsHeadingOrIndented = false;
  for (let b = blocks.length - 1; b >= 0; b--) {
    const [from, to] = blocks[b]!;
    const text = candidate(blocks[b]!);
    const isHeading: boolean = text !== undefined && nextIsHeadingOrIndented;
    if (text !== undefined && isHeading) {
      found.set(from, { level: Math.max(1, numberDepth(text)), text });
      for (let i = from + 1; i <= to; i++) consumed.add(i);
    }
    nextIsHeadingOrIndented = isHeading || indented(blocks[b]!);
  }
}
