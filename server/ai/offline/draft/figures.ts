import type { Metric } from '../../../../common/slides/model';
import { tokenize } from '../tokenizer';
import type { Sentence } from './sentences';
import { capital, trimEnd } from './text';

/** Nouns that name a figure well: when a sentence has one, it is the figure's label. */
const METRIC_NOUNS = new Set(
  'revenue revenues growth users customers clients retention churn nps margin margins profit costs cost savings conversion uptime employees engineers staff markets countries offices projects satisfaction share sales orders downloads visitors traffic time budget price leads deals subscribers members partners stores mrr arr ebitda roi cac ltv gmv valuation funding'.split(
    ' ',
  ),
);
const LABEL_STOPS = new Set(
  'of in on at by for to from with than and but as because before after when while which that this these those the a an its their our they we it them you is are was were will over under last next each per during across within since until about around nearly almost'.split(
    ' ',
  ),
);
/** Words that say what a bare number counts: "6 months", "12 hours". They belong to the value. */
const COUNTED = new Set('seconds minutes hours days weeks months quarters years people fte'.split(' '));
/** Inside a label these join its words ("time on manual reporting"); at its ends they do not. */
const JOINS = new Set(['of', 'in', 'on', 'per', 'for', 'to', 'and']);
/** Words between a label and its figure: "the finance team currently spends 40%". */
const LINKS = new Set(
  'is are was were has have had takes take took lasts last spends spend reached reach grew rose fell hit totals totalled stands stood currently now already only about around nearly almost over up down by to of at'.split(
    ' ',
  ),
);

/**
 * Figures stated in the sentences, each with the sentence as its context. A value is always the
 * text as written in the source; years and ordinals are not figures.
 */
export function figuresOf(sentences: Sentence[], max: number): { metric: Metric; sentence: Sentence }[] {
  const found: { metric: Metric; sentence: Sentence; worth: number }[] = [];
  for (const s of sentences) {
    if (found.length >= FIGURES_CONSIDERED) break;
    const colon = labelledLine(s);
    if (colon) {
      found.push({ metric: colon, sentence: s, worth: 3 });
      continue;
    }
    const tokens = tokenize(s.text);
    // Each clause may state a figure of its own: "over 6 months, budget €240k, to free 12 hours".
    for (const [from, to] of clausesOf(tokens)) {
      let at = -1;
      for (let k = from; k < to && at < 0; k++) {
        const t = tokens[k]!;
        if (
          t.kind === 'number' &&
          !t.ordinal &&
          !isYear(t.num!, t.unit, t.currency) &&
          !isDate(tokens, k) &&
          !isTime(tokens, k) &&
          (t.unit || t.currency || t.num! >= 2)
        )
          at = k;
      }
      if (at < 0) continue;
      // "fell from 3.1% to 2.4%": the figure is where it went ("growth from $41k to $60k" is a
      // plan: its figure is where it starts).
      if (
        tokens[at - 1]?.w === 'from' &&
        WENT.has(tokens[at - 2]?.w ?? '') &&
        tokens[at + 1]?.w === 'to' &&
        tokens[at + 2]?.kind === 'number' &&
        at + 2 < to
      )
        at += 2;
      const num = tokens[at]!;
      const counted = tokens[at + 1]?.kind === 'word' && COUNTED.has(tokens[at + 1]!.w) && at + 1 < to;
      // "EUR 180k", "180k EUR": the code is the figure's currency, never its label.
      const code = [at - 1, at + 1].find(
        (k) => k >= from && k < to && tokens[k]!.kind === 'word' && CURRENCY_CODES.has(tokens[k]!.w),
      );
      const written = s.text.slice(num.start, num.end).replaceAll(' ', '');
      const value = counted
        ? `${written} ${s.text.slice(tokens[at + 1]!.start, tokens[at + 1]!.end)}`
        : code === undefined
          ? written
          : withCurrency(written, s.text.slice(tokens[code]!.start, tokens[code]!.end), code < at);
      const own = labelAround(s.text, tokens, at + (counted || code === at + 1 ? 1 : 0), at, from, to, code);
      // "Budget: EUR 180k": a clause that is only the figure takes the label before its colon.
      const label = own || headingOf(s.text, tokens, from);
      // A label of a letter or two ("8s" read as 8 "s", "12 % en 2023") names nothing.
      if (label.length < 3 || LABEL_STOPS.has(label.toLowerCase())) continue;
      const subtext = contextOf(s.text, tokens, from, to);
      found.push({
        metric: { value, label: capital(label), ...(subtext ? { subtext } : {}) },
        sentence: s,
        // Money and named measures ("budget", "MRR") say most, then rates, then counts.
        worth:
          (num.currency || code !== undefined || METRIC_NOUNS.has(label.toLowerCase()) ? 2 : 0) +
          (num.unit ? 1 : 0) +
          (counted ? 0.5 : 0),
      });
    }
  }
  // The figures worth most, kept in the order the sources give them.
  const kept = new Set(
    [...found.keys()].sort((a, b) => found[b]!.worth - found[a]!.worth || a - b).slice(0, max),
  );
  return found.filter((_, i) => kept.has(i)).map(({ metric, sentence }) => ({ metric, sentence }));
}

/** Verbs that act on a measure ("cut time by 70%"): never part of its label. */
const ACTIONS = new Set(
  'cut cuts reduce reduces reduced save saves saved boost boosts boosted lower lowers lowered raise raises raised halve halved double doubled triple tripled grow increase increased improve improves approve invest request fund'.split(
    ' ',
  ),
);

/** ISO codes written as words beside a figure. */
const CURRENCY_CODES = new Set('eur usd gbp chf jpy cny cad aud nzd sek nok dkk pln czk inr brl'.split(' '));
/** Codes whose sign is shorter to set: a big figure in a narrow column reads "€180k", not "EUR 180k". */
const SIGNS: Record<string, string> = { eur: '€', usd: '$', gbp: '£', jpy: '¥', inr: '₹' };

/** A figure with the currency code written beside it, as its sign where it has one. */
function withCurrency(figure: string, code: string, before: boolean): string {
  const sign = SIGNS[code.toLowerCase()];
  if (sign) return `${sign}${figure}`;
  return before ? `${code} ${figure}` : `${figure} ${code}`;
}

/** The short label a clause hangs on ("Budget" of "Budget: EUR 180k, split …"), or nothing. */
function headingOf(text: string, tokens: ReturnType<typeof tokenize>, from: number): string {
  if (from < 2 || tokens[from - 1]!.w !== ':') return '';
  const label = text.slice(0, tokens[from - 1]!.start).trim();
  return label.split(' ').length <= 3 && !label.includes(',') ? label : '';
}

const WENT = new Set(
  'fell rose grew went dropped climbed increased decreased improved declined moved'.split(' '),
);

/** How many figures are weighed against each other (the first ones the sources give). */
const FIGURES_CONSIDERED = 24;
const CONTEXT_CHARS_MAX = 90;

/**
 * A figure's context under it: its whole sentence when that is short enough to read whole, else
 * its clause ("Pipeline visibility is poor: forecasts miss by 25% each quarter"); else none, rather
 * than a sentence cut off.
 */
function contextOf(text: string, tokens: ReturnType<typeof tokenize>, from: number, to: number) {
  let clause = text.slice(tokens[from]!.start, tokens[to - 1]!.end).trim();
  for (const lead of ['and ', 'but ', 'while ', 'with '])
    if (clause.toLowerCase().startsWith(lead)) clause = clause.slice(lead.length);
  const sentence = trimEnd(text.trim(), '.');
  if (sentence.length <= CONTEXT_CHARS_MAX) return sentence;
  clause = trimEnd(clause, '.');
  return clause.length <= CONTEXT_CHARS_MAX && clause.split(' ').length >= 3 ? capital(clause) : undefined;
}

/** A sentence's clauses as token ranges: split at commas, semicolons and dashes. */
function clausesOf(tokens: ReturnType<typeof tokenize>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let from = 0;
  for (let k = 0; k <= tokens.length; k++) {
    const t = tokens[k];
    if (!t || (t.kind === 'punct' && [',', ';', ':', '–', '—'].includes(t.w))) {
      if (k > from) out.push([from, k]);
      from = k + 1;
    }
  }
  return out;
}

const SKIP = new Set(['of', 'its', 'their', 'the', 'our', 'a', 'an', 'all']);

/**
 * A figure's label from its clause: the words after it when they make a phrase ("1,200 active
 * users", "40% of its time on manual reporting"), else the nearest figure noun ("revenue grew
 * 32%", "budget €240k"), else the words before it ("a CRM rollout in three phases over 6 months").
 * `last` is the figure's last token (its counted unit, "months"), `at` its first.
 */
function labelAround(
  text: string,
  tokens: ReturnType<typeof tokenize>,
  last: number,
  at: number,
  from: number,
  to: number,
  code?: number,
): string {
  const word = (k: number) => text.slice(tokens[k]!.start, tokens[k]!.end);
  const isWord = (k: number) => k >= from && k < to && k !== code && tokens[k]!.kind === 'word';
  // The figure noun nearest the figure in its clause.
  let best = -1;
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    if (t.kind === 'word' && METRIC_NOUNS.has(t.w) && (best < 0 || Math.abs(k - at) < Math.abs(best - at)))
      best = k;
  }
  // "MRR growth from $41k": the measure is what grows, not the growth.
  if (best > from && tokens[best]!.w === 'growth' && METRIC_NOUNS.has(tokens[best - 1]!.w)) best--;
  // "MRR $41k", "budget €240k": a figure noun right before the figure names it.
  if (best >= 0 && (best === at - 1 || (best === at - 3 && tokens[at - 1]!.w === 'from'))) return word(best);
  const after: string[] = [];
  let k = last + 1;
  while (isWord(k) && SKIP.has(tokens[k]!.w)) k++;
  for (; isWord(k) && after.length < 5; k++) {
    const w = tokens[k]!.w;
    // A joining word continues the phrase only between two of its words.
    if (
      LABEL_STOPS.has(w) &&
      !(after.length && JOINS.has(w) && isWord(k + 1) && !LABEL_STOPS.has(tokens[k + 1]!.w))
    )
      break;
    after.push(word(k));
  }
  // Cut off by the length cap mid-phrase ("servers in two data" of "servers in two data centres"):
  // back to before its last joining word.
  if (after.length === 5 && isWord(k)) {
    const join = after.findLastIndex((w) => JOINS.has(w.toLowerCase()));
    if (join >= 2) after.length = join;
  }
  trimStops(after);
  if (after.length >= 2 || (after.length && (best < 0 || best > at))) return after.join(' ');
  if (best >= 0 && best < at) {
    // "we cut onboarding time by 70%": the word before a figure noun may qualify it.
    const q = best - 1;
    const qualifier =
      isWord(q) && ![LINKS, LABEL_STOPS, WENT, ACTIONS].some((set) => set.has(tokens[q]!.w)) ? word(q) : '';
    // A name qualifies nothing ("Fabrikam revenue"); a sentence's first word is capitalised anyway.
    return qualifier && (q === 0 || qualifier === qualifier.toLowerCase())
      ? `${qualifier} ${word(best)}`
      : word(best);
  }
  const before: string[] = [];
  let j = at - 1;
  while (isWord(j) && (LINKS.has(tokens[j]!.w) || WENT.has(tokens[j]!.w))) j--;
  for (; isWord(j) && before.length < 5; j--) {
    const w = tokens[j]!.w;
    // "fill the roles and cut support backlog by 30%": "and" starts the figure's own clause.
    if ((LINKS.has(w) && !JOINS.has(w)) || w === 'and') break;
    if (
      LABEL_STOPS.has(w) &&
      !(before.length && JOINS.has(w) && isWord(j - 1) && !LABEL_STOPS.has(tokens[j - 1]!.w))
    )
      break;
    before.unshift(word(j));
  }
  trimStops(before);
  if (before.length && !(before.length === 1 && ACTIONS.has(before[0]!.toLowerCase())))
    return before.join(' ');
  if (best >= 0) return word(best);
  // "approve $800k for the mid-market tier": what the money is for names it.
  if (['for', 'on'].includes(tokens[last + 1]?.w ?? '')) {
    const purpose: string[] = [];
    let p = last + 2;
    while (isWord(p) && SKIP.has(tokens[p]!.w)) p++;
    for (; isWord(p) && purpose.length < 4 && !LABEL_STOPS.has(tokens[p]!.w); p++) purpose.push(word(p));
    if (purpose.length) return purpose.join(' ');
  }
  return after.join(' ');
}

/** A label never starts or ends with a joining word ("time on manual reporting in" → "… reporting"). */
function trimStops(words: string[]) {
  while (words.length && LABEL_STOPS.has(words.at(-1)!.toLowerCase())) words.pop();
  while (words.length && LABEL_STOPS.has(words[0]!.toLowerCase())) words.shift();
}

const MONTHS = new Set(
  'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec'.split(
    ' ',
  ),
);
/** "12 January", "January 12": a day of a date, not a figure. */
const isDate = (tokens: ReturnType<typeof tokenize>, k: number) =>
  [tokens[k + 1], tokens[k - 1]].some((t) => t?.kind === 'word' && MONTHS.has(t.w));

/** "09:30", "14:00": a time of day, not a figure (either of its numbers). */
const isTime = (tokens: ReturnType<typeof tokenize>, k: number) =>
  (tokens[k + 1]?.w === ':' && tokens[k + 2]?.kind === 'number' && tokens[k + 1]!.start === tokens[k]!.end) ||
  (tokens[k - 1]?.w === ':' && tokens[k - 2]?.kind === 'number' && tokens[k - 1]!.end === tokens[k]!.start);

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
