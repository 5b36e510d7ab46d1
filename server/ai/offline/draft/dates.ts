import type { Locale } from './locales/types';

/**
 * The one reader of a brief's dates ("15 Oct 2026", "3. Dezember 2026", "23–29 Nov", "1st March",
 * "March 2027"): who is in the room reads its meeting's date with it, the next steps their days.
 */

/** A date as a brief writes it: its words, where they stand, and what they mean. */
export interface DateWords {
  /** The day (the first of a range, "23" of "23–29 Nov"), when one is said. */
  day?: number;
  /** The month, 0–11. */
  month: number;
  year?: number;
  /** The words as written: the day, the month (without a comma after it), the year. */
  words: string[];
  /** The index of its first and of its last word among the words read. */
  first: number;
  last: number;
}

/** "3", "3.", "15th", "23–29", "1st–3rd": a day, or the days of a range, before its month. */
const DAY = /^(\d{1,2})(?:st|nd|rd|th)?(?:[–-]\d{1,2}(?:st|nd|rd|th)?)?\.?$/;
/** "2026", "2026," or "2026)": a year after its month. */
const YEAR = /^((?:19|20)\d{2})\b/;
/** A month's name is at least this long to be read by its first letters ("Sept", "März"). */
const MONTH_PREFIX_MIN = 3;

/**
 * The month a word names, 0–11: one of the locale's month words ("Oct", "Dez.", "mrt"), or the
 * first letters of exactly one of its months' full names ("Sept.", "Dezembers").
 */
export function monthOf(word: string, L: Locale): number | undefined {
  const w = word.toLowerCase().replace(/[^\p{L}]/gu, '');
  if (w.length < MONTH_PREFIX_MIN) return undefined;
  const months = L.read.figures.months.split(' ');
  const full = months.slice(0, 12);
  const at = months.indexOf(w);
  if (at >= 0 && at < 12) return at;
  // An abbreviation of the list ("mrt", "janv") is its month's letters in their order.
  if (at >= 0) {
    const of = full.flatMap((f, i) => (f[0] === w[0] && inOrder(w, f) ? [i] : []));
    if (of.length >= 1) return of.find((i) => full[i]!.startsWith(w)) ?? of[0];
  }
  const names = L.read.dates.split(' ').slice(0, 12);
  const prefix = names.flatMap((f, i) =>
    f.startsWith(w) || (w.startsWith(f) && f.length >= MONTH_PREFIX_MIN) ? [i] : [],
  );
  return prefix.length === 1 ? prefix[0] : undefined;
}

/** The letters of `short` stand in `long` in their order ("mrt" in "maart"). */
function inOrder(short: string, long: string): boolean {
  let k = 0;
  for (const c of long) if (c === short[k]) k++;
  return k === short.length;
}

/**
 * Each date the words give: a day (or a range of days) before a month, with its year when one
 * follows; with `bareMonth`, a month and its year without a day too ("March 2027").
 */
export function datesIn(words: string[], L: Locale, bareMonth = false): DateWords[] {
  const out: DateWords[] = [];
  const join = (w: string | undefined) => w !== undefined && L.read.dateJoin.includes(w.toLowerCase());
  for (let i = 0; i < words.length; i++) {
    const month = monthOf(words[i]!, L);
    if (month === undefined) continue;
    // "14 de enero de 2027": the day and the year may stand a joining word away.
    const d = join(words[i - 1]) ? i - 2 : i - 1;
    const y = join(words[i + 1]) ? i + 2 : i + 1;
    const day = DAY.exec(words[d] ?? '');
    const year = YEAR.exec(words[y] ?? '')?.[1];
    if (!day && !(bareMonth && year)) continue;
    const written = words[i]!.replace(/[,;:]$/, '');
    out.push({
      ...(day ? { day: Number(day[1]) } : {}),
      month,
      ...(year ? { year: Number(year) } : {}),
      words: [
        ...(day ? words.slice(d, i) : []),
        written,
        ...(year ? words.slice(i + 1, y).concat(year) : []),
      ],
      first: day ? d : i,
      last: year ? y : i,
    });
  }
  return out;
}
