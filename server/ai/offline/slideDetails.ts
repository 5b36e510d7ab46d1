import { placeInYear } from './dataSlots';
import type { Of } from './intents';
import { clipText } from './newSlide';
import type { Plan, PlanSlide, Result } from './plan';
import { say } from './questions';

/**
 * "put the closing slide's email as dana.w@…", "the title slide's date is the 12th": one detail of
 * a slide's words (an email address, a phone number, a website, a date) replaced by the one given,
 * the words around it kept. Found by its shape, by scanning rather than by pattern, so no text can
 * make the search slow.
 */

type Detail = Of<'detail'>['detail'];

/** The words of a slide a contact stands in: its texts and bullets. */
const FIELDS = ['text', 'subtitle', 'mainText', 'highlightText', 'author'] as const;

const EDGE_MARKS = '()<>[],;:."\'“”‘’';
const trimMarks = (w: string) => {
  let [a, b] = [0, w.length];
  while (a < b && EDGE_MARKS.includes(w[a]!)) a++;
  while (b > a && EDGE_MARKS.includes(w[b - 1]!)) b--;
  return w.slice(a, b);
};
const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';
const PHONE_CHARS = '+0123456789 ()-.';

/** "name@host.tld": one "@", not first, and a dot inside what follows it. */
const isEmail = (w: string) => {
  const at = w.indexOf('@');
  const dot = w.lastIndexOf('.');
  return at > 0 && w.indexOf('@', at + 1) < 0 && dot > at + 1 && dot < w.length - 1;
};

/** The details of one kind in a text, as written there. */
export function detailsIn(text: string, detail: Detail): string[] {
  if (detail === 'phone') return phonesIn(text);
  if (detail === 'date') return datesIn(text);
  const words = text.split(/\s/).map(trimMarks);
  if (detail === 'email') return words.filter(isEmail);
  return words.filter((w) => /^(?:https?:\/\/|www\.)\S/i.test(w));
}

/** Runs of digits, spaces, "+", brackets and dashes, starting and ending with a digit (or "+"), of 7 digits or more. */
function phonesIn(text: string): string[] {
  const out: string[] = [];
  let k = 0;
  while (k < text.length) {
    if (!(text[k] === '+' || isDigit(text[k])) || (k > 0 && /[\w@.]/.test(text[k - 1]!))) {
      k++;
      continue;
    }
    let end = k;
    let last = k;
    while (end < text.length && PHONE_CHARS.includes(text[end]!)) {
      if (isDigit(text[end])) last = end;
      end++;
    }
    const run = text.slice(k, last + 1);
    if ([...run].filter(isDigit).length >= 7) out.push(run);
    k = end + 1;
  }
  return out;
}

const isMonth = (w: string) => placeInYear(w) !== undefined && !/^[qh]\d$/i.test(w);
/** "12", "12th", "12," as a day of the month. */
const dayOf = (w: string) => {
  const m = /^(\d{1,2})(?:st|nd|rd|th)?,?$/i.exec(w);
  return m && Number(m[1]) >= 1 && Number(m[1]) <= 31 ? m[1] : undefined;
};

/** "10 December 2026", "December 10, 2026", "3 Nov": a day beside a month, and the year after. */
function datesIn(text: string): string[] {
  const words = text.split(' ');
  const out: string[] = [];
  words.forEach((w, k) => {
    if (!isMonth(w.replace(/,$/, ''))) return;
    const before = k > 0 && dayOf(words[k - 1]!) !== undefined;
    const after = dayOf(words[k + 1] ?? '') !== undefined;
    if (!before && !after) return;
    const from = before ? k - 1 : k;
    let to = after ? k + 2 : k + 1;
    if (/^\d{4}\b/.test(words[to] ?? '')) to++;
    out.push(trimMarks(words.slice(from, to).join(' ')));
  });
  return out;
}

/** A day said alone ("the 12th"): only the day of the date changes. */
const dayAlone = (value: string) => dayOf(value.replace(/^the /i, '').trim());

/** Whether a value has the shape of the detail it is said to be. */
export const isDetail = (value: string, detail: Detail) =>
  detail === 'date'
    ? dayAlone(value) !== undefined || datesIn(value).length === 1
    : detailsIn(value, detail).length === 1;

/** The date written anew: a day alone replaces its day, as it was written ("10" → "12"). */
function newDate(old: string, value: string): string {
  const day = dayAlone(value);
  if (day === undefined) return value;
  return old
    .split(' ')
    .map((w) => (dayOf(w) === undefined ? w : w.replace(/^\d{1,2}/, day)))
    .join(' ');
}

export const hasDetail = (s: PlanSlide, detail: Detail) =>
  FIELDS.some((f) => detailsIn(s.content[f] ?? '', detail).length > 0) ||
  (detail === 'date' && ownDate(s) !== undefined);

/** A slide's date field, when it has one with words in it. */
const ownDate = (s: PlanSlide) => (s.content.date?.trim() ? s.content.date : undefined);

export function setDetail(plan: Plan, id: string, n: number, c: Of<'detail'>): Result {
  const s = plan.get(id)!;
  // A cover's own date field ("June 2027"): the date, whole, or its day when a day alone is said.
  const own = ownDate(s);
  if (c.detail === 'date' && own !== undefined && !FIELDS.some((f) => datesIn(s.content[f] ?? '').length)) {
    const day = dayAlone(c.value);
    return plan.update(id, { content: { date: clipText(day === undefined ? c.value : `${day} ${own}`) } });
  }
  const found = FIELDS.flatMap((f) => detailsIn(s.content[f] ?? '', c.detail).map((d) => ({ f, d })));
  const distinct = [...new Set(found.map((x) => x.d))];
  if (distinct.length !== 1) return { say: say.whichContact(n, c.detail, distinct) };
  const value = c.detail === 'date' ? newDate(distinct[0]!, c.value) : c.value;
  const content = Object.fromEntries(
    found.map(({ f }) => [f, clipText((s.content[f] ?? '').split(distinct[0]!).join(value))]),
  );
  return plan.update(id, { content });
}
