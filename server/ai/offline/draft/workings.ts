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
const THATS = /^(?:so,? )?(?:that['’]s|that is|which is|i\.e\.?|ie)\s+(?=[+\-−]?[£$€]?\d)/i;

/** The sentences of a line with their sums said as results and each comparison joined to its figure. */
export function withoutWorkings(sentences: string[]): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    const sum = SUM.exec(s);
    const t = sum ? `${sum[1]}: ${sum[2]}${s.slice(sum[0].length)}` : s;
    const thats = THATS.exec(t);
    const before = out.at(-1);
    if (thats && before && /\d/.test(before)) {
      out[out.length - 1] = `${before.replace(/[.!]$/, '')}, ${t.slice(thats[0].length)}`;
      continue;
    }
    out.push(t);
  }
  return out;
}
