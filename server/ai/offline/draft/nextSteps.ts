import { DRAFT_BULLETS_MAX } from '../../../../common/limits';
import type { DraftSlide } from './drafter';
import type { Locale } from './locales/types';
import { NEXT } from './plan';
import type { Reading } from './reading';
import { bullet, capital } from './text';

/**
 * "End with next steps + dates": when the brief ends the deck on its next steps and has no such
 * section, they are its own dated lines that fall after the meeting, in the order of their dates
 * ("cut-off moves to 5pm from 1 Nov", "60 seasonal pickers start 2 Nov"), in the brief's words.
 */

interface Day {
  year?: number;
  month: number;
  day: number;
}

/** The month a word names ("Oct", "octobre", "März"), 0-11, from the locale's month names. */
function monthOf(word: string, L: Locale): number | undefined {
  const full = L.read.dates.split(' ').slice(0, 12);
  const w = word.toLowerCase().replace(/[^\p{L}]/gu, '');
  if (w.length < 3) return undefined;
  const at = full.flatMap((f, i) => (f.startsWith(w) || (w.startsWith(f) && f.length >= 3) ? [i] : []));
  return at.length === 1 ? at[0] : undefined;
}

/** The first date a text gives ("23–29 Nov", "1 Jan 2027", "March 2027", "3. Dezember"). */
export function dayIn(text: string, L: Locale): Day | undefined {
  const words = text.split(/[\s(),]+/).filter(Boolean);
  for (const [i, w] of words.entries()) {
    const month = monthOf(w, L);
    if (month === undefined) continue;
    const day = /^(\d{1,2})(?:[–-]\d{1,2})?\.?$/.exec(words[i - 1] ?? '')?.[1];
    const year = /^((?:19|20)\d{2})\b/.exec(words[i + 1] ?? '')?.[1];
    if (!day && !year) continue;
    return { month, day: day ? Number(day) : 1, ...(year ? { year: Number(year) } : {}) };
  }
  return undefined;
}

/** Days as numbers to sort and compare; a date without its year is in the meeting's year. */
const serial = (d: Day, year: number) => ((d.year ?? year) * 12 + d.month) * 31 + d.day;

export function withNextSteps(
  slides: DraftSlide[],
  reading: Reading,
  L: Locale,
  meeting?: string,
): DraftSlide | undefined {
  const closing = new Set(
    Object.values(L.kinds).flatMap((k) => ('next' in k.sections ? [k.sections.next.title] : [])),
  );
  const title = L.kinds.pitch.sections.next.title;
  const words = new Set(
    title
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length > 3),
  );
  if (!reading.shape?.ends?.some((w) => words.has(w) || w === 'next')) return undefined;
  if (slides.some((s) => NEXT.test(s.title) || closing.has(s.title))) return undefined;
  const ref = meeting ? dayIn(meeting, L) : undefined;
  if (!ref?.year) return undefined;
  const now = serial(ref, ref.year);
  const dated = reading.blocks
    .flatMap((b) => b.lines.filter((l) => !l.others).map((l) => l.text))
    .flatMap((text) => {
      const day = dayIn(text, L);
      return day && serial(day, ref.year!) > now ? [{ text, at: serial(day, ref.year!) }] : [];
    })
    .sort((a, b) => a.at - b.at);
  if (dated.length < 2) return undefined;
  const items = dated
    .slice(0, DRAFT_BULLETS_MAX)
    .map((d) => capital(bullet(d.text.replace(/^(?:[-*•]|\d{1,2}[.)])\s{1,3}/, ''))));
  const next: DraftSlide = { type: 'content', title, content: { items }, notes: '' };
  slides.push(next);
  return next;
}
