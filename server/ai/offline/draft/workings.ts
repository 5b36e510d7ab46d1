/**
 * A brief's workings are the team's: "Q3 total orders = 41,250 + 38,900 + 44,950 = 125,100" says
 * its result ("Q3 total orders: 125,100"), and "that's +11.4% on Q2" said after a figure is that
 * figure's comparison, one point with it rather than a point of its own.
 */

const FIGURE = String.raw`[£$€]?\d[\d,.]{0,14}(?:\s?(?:%|k|m|bn))?`;
/** "label = a + b + c = total": a sum and its result. */
const SUM = new RegExp(
  String.raw`^([^=\n]{2,60}?)(?<!\s)\s?=\s?${FIGURE}(?:\s?[+\-−]\s?${FIGURE}){1,12}\s?=\s?(${FIGURE})(?![\d,.])`,
  'i',
);
/** "That's +11.4% on Q2", "which is 12% up on last year": a figure's comparison, said after it. */
const THATS =
  /^(?:so,? )?(?:that['’]s|that is|which is|i\.e\.?|ie)(?:,?\s(?:uh|um|er|erm|like|basically)\b,?){0,3}\s+(?=[+\-−]?[£$€]?\d)/i;

/** The sentences of a line with their sums said as results and each comparison joined to its figure. */
export function withoutWorkings(sentences: string[]): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    const sum = SUM.exec(s);
    const t = sum ? `${sum[1]}: ${sum[2]}${s.slice(sum[0].length)}` : s;
    const thats = THATS.exec(t);
    const before = out.at(-1);
    if (thats && before && /\d/.test(before)) {
      // "… 11% of appointments. That's 11% across all clinics": the figure is said once.
      let rest = t.slice(thats[0].length);
      const figure = /^[+\-−]?[£$€]?\d[\d,.]*%?/.exec(rest)![0];
      if (before.includes(figure)) rest = rest.slice(figure.length).trim();
      out[out.length - 1] = `${before.replace(/[.!]$/, '')}, ${rest}`;
      continue;
    }
    out.push(t);
  }
  return out;
}

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
const DATE = `(?:the )?(?:${DAY} (?:of )?${MONTH}|${MONTH} ${DAY})(?: (?:19|20)\\d{2})?`;
/** "the 2nd of March — no, sorry, it moved, it's the 16th of March 2026": a date taken back. */
const DATE_TAKEN_BACK = new RegExp(
  `(${DATE})\\s{0,2}[—–-]?\\s{0,2},?\\s{0,2}no,? (?:sorry|wait)[,!]?(?: (?:it|that)(?: has| was)? (?:moved|changed|slipped),?)? (?:it['’]s|it is|make (?:it|that)) (?:now )?(${DATE})`,
  'i',
);

/** A line with a date it takes back said as the date it gives instead. */
export function withoutTakenBackDate(line: string): string {
  const m = DATE_TAKEN_BACK.exec(line);
  return m ? line.slice(0, m.index) + m[2]! + line.slice(m.index + m[0].length) : line;
}

/** " – Moment, Korrektur von Frau Lindqvist: ", " - wait, correction: ": an amount taken back. */
const TAKE_BACK_MARK =
  /\s[–—-]\s(?:moment|wait|sorry|correction|korrektur|pardon|attendez|perdón)\b[^:\n]{0,60}:\s/i;
/** "4,3 Mio. €", "£1.2M", "640.000 €": an amount with its unit. */
const AMOUNT = /[£$€]?\d+(?:[.,]\d+)*(?: ?(?:Mio\.|Mrd\.|M|k|bn))? ?[€$£%]?/g;

/**
 * A line with an amount it takes back ("Umsatz 2026: 4,3 Mio. € – Moment, Korrektur …: 4,6 Mio. €,
 * die Lizenzerlöse fehlten noch") said as the new amount, without the reason after it.
 */
export function withoutTakenBackAmount(line: string): string {
  const mark = TAKE_BACK_MARK.exec(line);
  if (!mark) return line;
  const before = line.slice(0, mark.index);
  const old = [...before.matchAll(AMOUNT)].at(-1);
  if (old?.index === undefined || old.index + old[0].length !== before.length) return line;
  const after = line.slice(mark.index + mark[0].length);
  const fresh = [...after.matchAll(AMOUNT)][0];
  if (fresh?.index !== 0) return line;
  // ", die Lizenzerlöse aus Österreich fehlten noch.": why it changed, said to the team.
  const rest = after.slice(fresh[0].length).replace(/^,\s[^.]{0,120}/, '');
  return before.slice(0, old.index) + fresh[0].trim() + rest;
}
