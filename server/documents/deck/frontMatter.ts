import { isByline } from '../pdf/title';
import { isEmailAddress, isLower } from '../prose';
import type { Block } from './types';

// The small print around a document's title: what a cover says besides what the document is
// about. None of it is material for the talk's overview.

/**
 * The small print of a cover or its back: copyright lines, licence terms, an e-mail address or a
 * web address on its own, a contact line ("Email: see top of the source file"). Under the title,
 * it made an "Overview" slide of copyright notices.
 */
export function isFrontMatter(text: string): boolean {
  const t = text.trim();
  if (isEmailAddress(t) || /^(https?:\/\/|www\.)\S+$/i.test(t)) return true;
  if (t.length <= 200 && /^e-?mail:/i.test(t)) return true;
  if (isVersionLine(t)) return true;
  if (t.length <= 200 && (/©|\(c\)\s*\d{4}/i.test(t) || /^copyright\b/i.test(t))) return true;
  if (/^permission is (hereby )?granted\b/i.test(t)) return true;
  if (t.length <= 300 && isCredits(t)) return true;
  return (
    /\blicen[cs]e\b/i.test(t) &&
    /\b(terms|permission|permitted|granted|GNU|Creative Commons|rights reserved)\b/i.test(t)
  );
}

const VERSION_WORDS = [
  'version',
  'revision',
  'release',
  'edition',
  'версия',
  'редакция',
  'издание',
  'версія',
];

/** "Version 1.004", "версия документа: 1.004": which edition of the document, in a short line. */
function isVersionLine(t: string): boolean {
  if (t.length > 60) return false;
  const lower = t.toLowerCase();
  if (!VERSION_WORDS.some((w) => lower.startsWith(w))) return false;
  for (const ch of t) if (ch >= '0' && ch <= '9') return true;
  return false;
}

/**
 * A lead-in's line that labels or dates, not tells: "Abstract", "January 2021", a byline, or the
 * rest of a byline set as a heading ("и команда разработки MetaPost" under "John D. Hobby").
 */
function isLabel(text: string): boolean {
  const t = text.trim();
  if (isLower(t[0]) && t.length <= 60 && !'.!?'.includes(t.at(-1)!)) return true;
  if (!t.includes(' ') && t.length <= 40) return true;
  return t.length <= 80 && isByline(t, undefined, undefined);
}

/** Words that head a document's credits: its authors, reviewers, editors, in a few languages. */
const CREDITS = new Set([
  'author',
  'authors',
  'by',
  'contributors',
  'reviewers',
  'editors',
  'editor',
  'autores',
  'autor',
  'auteurs',
  'auteur',
  'autoren',
  'autori',
  'redacteurs',
  'авторы',
]);
/** "authors Ann Lee Bo Chen", "Reviewers: …": a line of credits. */
function isCredits(t: string): boolean {
  const first = t.split(/[\s:]/, 1)[0]!.toLowerCase();
  // "By Ann Lee" is a byline; "By 2026 we will …" a sentence.
  if (first === 'by') return t.length <= 80 && !/[.!?]$/.test(t) && /^by \p{Lu}/iu.test(t) && !/\d/.test(t);
  return CREDITS.has(first);
}
/** A cover's table of credits ("Authors | … | Reviewers | Published"): who wrote it, not what it says. */
const isCreditsTable = (rows: string[][]) =>
  rows.some((r) =>
    r.some((c) => CREDITS.has(c.trim().replace(/:$/, '').toLowerCase()) && c.trim().length > 2),
  );

/** Blocks without the cover's small print; `lead`: the lead-in under a title, without its labels too. */
export function withoutFrontMatter(blocks: Block[], lead = true): Block[] {
  const drop = (t: string) => isFrontMatter(t) || (lead && isLabel(t));
  return blocks.flatMap((b): Block[] => {
    if (b.kind === 'paragraph') return drop(b.text) ? [] : [b];
    if (b.kind === 'list') {
      const items = b.items.filter((i) => !isFrontMatter(i));
      return items.length ? [{ ...b, items }] : [];
    }
    if (b.kind === 'table' && isCreditsTable(b.rows)) return [];
    return [b];
  });
}

/** A line that can be a document's title: short, one line, no sentence, no small print. */
export function isTitleLine(text: string): boolean {
  const t = text.trim();
  if (!t || t.length > 100 || t.includes('\n') || isFrontMatter(t)) return false;
  return !'.,;:!'.includes(t.at(-1)!);
}
