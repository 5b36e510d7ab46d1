import type { Metric } from '../../../../common/slides/model';
import { tokenize } from '../tokenizer';
import type { Sentence } from './sentences';
import { bullet, capital, trimEnd } from './text';

/** Nouns that name a figure well: when a sentence has one, it is the figure's label. */
const METRIC_NOUNS = new Set(
  'revenue revenues growth users customers clients retention churn nps margin margins profit costs cost savings conversion uptime employees engineers staff markets countries offices projects satisfaction share sales orders downloads visitors traffic time budget price leads deals subscribers members partners stores'.split(
    ' ',
  ),
);
const LABEL_STOPS = new Set(
  'of in on at by for to from with than and but which that the a an its their our is are was were will over under last next each per during across within since until about around nearly almost'.split(
    ' ',
  ),
);
/** Words between a label and its figure: "the finance team currently spends 40%". */
const LINKS = new Set(
  'is are was were has have had spends spend reached reach grew rose fell hit totals totalled stands stood currently now already only about around nearly almost over up down by to of at'.split(
    ' ',
  ),
);

/**
 * Figures stated in the sentences, each with the sentence as its context. A value is always the
 * text as written in the source; years and ordinals are not figures.
 */
export function figuresOf(sentences: Sentence[], max: number): { metric: Metric; sentence: Sentence }[] {
  const out: { metric: Metric; sentence: Sentence }[] = [];
  for (const s of sentences) {
    if (out.length >= max) break;
    const colon = labelledLine(s);
    if (colon) {
      out.push({ metric: colon, sentence: s });
      continue;
    }
    const tokens = tokenize(s.text);
    const at = tokens.findIndex(
      (t) =>
        t.kind === 'number' &&
        !t.ordinal &&
        !isYear(t.num!, t.unit, t.currency) &&
        (t.unit || t.currency || t.num! >= 2),
    );
    if (at < 0) continue;
    const num = tokens[at]!;
    const value = s.text.slice(num.start, num.end).replaceAll(' ', '');
    const label = labelAround(s.text, tokens, at);
    if (!label) continue;
    out.push({ metric: { value, label: capital(label), subtext: bullet(s.text, 90) }, sentence: s });
  }
  return out;
}

const SKIP = new Set(['of', 'its', 'their', 'the', 'our', 'a', 'an', 'all']);

/**
 * A figure's label from its sentence: the words after it ("1,200 active users"), else the nearest
 * figure noun ("revenue grew 32%"), else the words before it.
 */
function labelAround(text: string, tokens: ReturnType<typeof tokenize>, at: number): string {
  const word = (k: number) => text.slice(tokens[k]!.start, tokens[k]!.end);
  // The figure noun nearest the figure in its clause ("revenue grew 18%", "the budget is £450k").
  let best = -1;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind === 'word' && METRIC_NOUNS.has(t.w) && (best < 0 || Math.abs(k - at) < Math.abs(best - at)))
      best = k;
  }
  const after: string[] = [];
  let k = at + 1;
  while (k < tokens.length && tokens[k]!.kind === 'word' && SKIP.has(tokens[k]!.w)) k++;
  for (; k < tokens.length && after.length < 4; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'word' || LABEL_STOPS.has(t.w)) break;
    after.push(word(k));
  }
  // "1,200 active users": the words right after the figure name it best.
  if (after.length && (best < 0 || best > at)) return after.join(' ');
  if (best >= 0) return word(best);
  const before: string[] = [];
  let j = at - 1;
  while (j >= 0 && tokens[j]!.kind === 'word' && LINKS.has(tokens[j]!.w)) j--;
  for (; j >= 0 && before.length < 3; j--) {
    const t = tokens[j]!;
    if (t.kind !== 'word' || LABEL_STOPS.has(t.w) || LINKS.has(t.w)) break;
    before.unshift(word(j));
  }
  return before.join(' ') || after.join(' ');
}

const isYear = (n: number, unit?: string, currency?: string) => !unit && !currency && n >= 1900 && n <= 2100;

/** "Revenue: $4.2M" — a label, a colon and a figure. */
function labelledLine(s: Sentence): Metric | undefined {
  const colon = s.text.indexOf(':');
  if (colon < 2 || colon > 60) return undefined;
  const value = trimEnd(s.text.slice(colon + 1).trim(), '.');
  const tokens = tokenize(value);
  if (tokens.length !== 1 || tokens[0]!.kind !== 'number') return undefined;
  return { value, label: s.text.slice(0, colon).trim() };
}
