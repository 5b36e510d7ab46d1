// A text file written in Markdown keeps its structure (headings, lists and tables are read by
// deck/parse.ts), but its inline marks are for a renderer, never for a slide: "**KR1.1**",
// "[annual report](https://…)", "`npm ci`". One scan per line, no regex over the text.

import { isLetter } from './prose';

const isWordChar = (c: string | undefined) => isLetter(c) || (c !== undefined && c >= '0' && c <= '9');

/**
 * A line without its inline Markdown: links and pictures become their words, emphasis, strong,
 * struck and code marks go, their words stay. A list marker ("* ", "- ") and table pipes are kept.
 * Marks that open without closing on the line are left as written.
 */
export function withoutInlineMarks(line: string): string {
  let out = '';
  let i = 0;
  // A list marker at the start of the line is structure, not emphasis.
  const lead = /^\s*(?:[*+-]\s+)?/.exec(line)![0];
  out += lead;
  i = lead.length;
  while (i < line.length) {
    const c = line[i]!;
    // [words](target) and ![alt](target): the words.
    if (c === '[' || (c === '!' && line[i + 1] === '[')) {
      const open = c === '!' ? i + 1 : i;
      const close = line.indexOf(']', open + 1);
      if (close > open && line[close + 1] === '(') {
        const end = line.indexOf(')', close + 2);
        if (end > close && !line.slice(close + 2, end).includes(' ')) {
          out += line.slice(open + 1, close);
          i = end + 1;
          continue;
        }
      }
    }
    // <https://…>: the address without its brackets.
    if (c === '<' && line.startsWith('http', i + 1)) {
      const end = line.indexOf('>', i);
      if (end > i) {
        out += line.slice(i + 1, end);
        i = end + 1;
        continue;
      }
    }
    // `code`, **strong**, __strong__, ~~struck~~, *em*, _em_: the words between the marks.
    const mark = markAt(line, i);
    if (mark) {
      const end = line.indexOf(mark, i + mark.length);
      const inner = end > i ? line.slice(i + mark.length, end) : '';
      const closes =
        end > i &&
        inner.trim() === inner &&
        inner.length > 0 &&
        // "_" and "*" emphasis sits between words' edges, not inside one (snake_case, 2*3*4).
        (mark === '`' || !isWordChar(line[end + mark.length]) || mark.length === 2);
      if (closes) {
        out += inner;
        i = end + mark.length;
        continue;
      }
    }
    out += c;
    i++;
  }
  return out;
}

function markAt(line: string, i: number): string | undefined {
  const c = line[i];
  if (c === '`') return '`';
  if ((c === '*' || c === '_' || c === '~') && line[i + 1] === c) return c + c;
  if ((c === '*' || c === '_') && !isWordChar(line[i - 1]) && line[i + 1] !== ' ') return c;
  return undefined;
}

/** Whether a text file is written in Markdown: a heading, a link, strong marks or a table's rule. */
export function looksLikeMarkdown(text: string): boolean {
  let signs = 0;
  for (const raw of text.split('\n', 400)) {
    const line = raw.trimStart();
    if (/^#{1,6} \S/.test(line) || /^\|\s*:?-{1,}/.test(line)) signs++;
    if (line.includes('](') || line.includes('**')) signs++;
    if (signs >= 2) return true;
  }
  return false;
}

/** A Markdown text's lines without their inline marks. */
export function plainMarkdown(text: string): string {
  return text.split('\n').map(withoutInlineMarks).join('\n');
}

/**
 * A brief pasted in Markdown, without its inline marks ("**Budget**", "[site](https://…)"); its
 * lines, list markers and table rows stay as written for the brief's reader. A brief without
 * Markdown is returned as it is.
 */
export function plainBrief(text: string): string {
  return looksLikeMarkdown(text) ? plainMarkdown(text.replaceAll('\r', '')) : text;
}
