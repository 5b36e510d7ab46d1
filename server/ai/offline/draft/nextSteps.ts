import { DRAFT_BULLETS_MAX } from '../../../../common/limits';
import { datesIn } from './dates';
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

/** The first date a text gives ("23–29 Nov", "1 Jan 2027", "March 2027", "3. Dezember"): a month without its day is its first. */
export function dayIn(text: string, L: Locale): Day | undefined {
  const d = datesIn(text.split(/[\s(),]+/).filter(Boolean), L, true)[0];
  return d && { month: d.month, day: d.day ?? 1, ...(d.year ? { year: d.year } : {}) };
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
