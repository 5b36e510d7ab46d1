import type { Metric } from '../../../../common/slides/model';
import { inlineSeriesOf } from '../../../../common/slides/readData';
import type { Token } from '../tokenizer';
import { asWritten, tokensOf } from './localNumbers';
import type { Sentence } from './sentences';
import { capital, trimEnd } from './text';
import { type Reader, readerOf, wordSet } from './words';

/**
 * Figures stated in the sentences, each with the sentence as its context. A value is always the
 * text as written in the source; years and ordinals are not figures.
 */
export function figuresOf(
  sentences: Sentence[],
  max: number,
  r: Reader = readerOf('en'),
): { metric: Metric; sentence: Sentence }[] {
  const found: { metric: Metric; sentence: Sentence; worth: number }[] = [];
  for (const s of sentences) {
    if (found.length >= FIGURES_CONSIDERED) break;
    // "Members by season: 2022/23 140 / 2023/24 160 / …": a series' figures are its chart's, never
    // a headline (nor is "23" of "2022/23" a figure at all).
    if (inlineSeriesOf(s.text)) continue;
    const row = sheetRowMetric(s.text);
    if (row) {
      // A row of a period ("Jul revenue") is a part of the series above it, not a headline.
      found.push({ metric: row, sentence: s, worth: PERIOD_ROW.test(row.label) ? 1 : 3 });
      continue;
    }
    const colon = labelledLine(s, r);
    if (colon) {
      found.push({ metric: colon, sentence: s, worth: 3 });
      continue;
    }
    const tokens = tokensOf(s.text, r);
    // Each clause may state a figure of its own: "over 6 months, budget €240k, to free 12 hours".
    const bracketed = inBrackets(tokens);
    for (const [from, to] of clausesOf(tokens)) {
      let at = -1;
      for (let k = from; k < to && at < 0; k++) {
        const t = tokens[k]!;
        if (
          t.kind === 'number' &&
          // "Revenue €38.6M (2025: €34.9M)": a bracketed figure is a comparison of the one before.
          !bracketed[k] &&
          !t.ordinal &&
          !isYear(t.num!, t.unit, t.currency) &&
          !isDate(tokens, k, r) &&
          !isTime(tokens, k) &&
          // "phase 2", "Phase 3": a step's number counts nothing (in English, as it always did, it may).
          !(r.foreign && tokens[k - 1]?.kind === 'word' && r.steps.has(tokens[k - 1]!.w)) &&
          (t.unit || t.currency || t.num! >= 2)
        )
          at = k;
      }
      if (at < 0) continue;
      // "fell from 3.1% to 2.4%": the figure is where it went ("growth from $41k to $60k" is a
      // plan: its figure is where it starts).
      if (
        tokens[at - 1]?.w === r.from &&
        (r.went.has(tokens[at - 2]?.w ?? '') || (r.foreign && r.went.has(tokens[at + 3]?.w ?? ''))) &&
        tokens[at + 1]?.w === r.to &&
        tokens[at + 2]?.kind === 'number' &&
        at + 2 < to
      )
        at += 2;
      const num = tokens[at]!;
      // "£3.2 million": the scale word is the figure's own, never its label.
      const counted =
        tokens[at + 1]?.kind === 'word' &&
        (r.counted.has(tokens[at + 1]!.w) || SCALE_WORDS.has(tokens[at + 1]!.w.toLowerCase())) &&
        at + 1 < to;
      // "EUR 180k", "180k EUR": the code is the figure's currency, never its label.
      const code = [at - 1, at + 1].find(
        (k) => k >= from && k < to && tokens[k]!.kind === 'word' && CURRENCY_CODES.has(tokens[k]!.w),
      );
      const written = asWritten(s.text.slice(num.start, num.end), r);
      const value = counted
        ? `${written}${r.foreign ? '\u00a0' : ' '}${s.text.slice(tokens[at + 1]!.start, tokens[at + 1]!.end)}`
        : code === undefined
          ? written
          : withCurrency(written, s.text.slice(tokens[code]!.start, tokens[code]!.end), code < at);
      const own = labelAround(
        s.text,
        tokens,
        at + (counted || code === at + 1 ? 1 : 0),
        at,
        from,
        to,
        r,
        code,
      );
      // "Budget: EUR 180k": a clause that is only the figure takes the label before its colon.
      const label = own || headingOf(s.text, tokens, from, r);
      // A label of a letter or two ("8s" read as 8 "s", "12 % en 2023") names nothing.
      if (label.length < 3 || r.labelStops.has(label.toLowerCase())) continue;
      // "~£23,400 a year" labelled "Year", "fixed for 3 years" labelled "Price": a label that is a
      // unit of time, or a money word over a figure that is no money, says nothing of what is measured.
      if (
        TIME_LABEL.test(label) ||
        (MONEY_LABEL.test(label) && TIME_LABEL.test(value.replace(/^[\d.,\s]+/, '')))
      )
        continue;
      const subtext = contextOf(s.text, tokens, from, to, r, num.start);
      found.push({
        metric: { value, label: capital(label), ...(subtext ? { subtext } : {}) },
        sentence: s,
        // Money and named measures ("budget", "MRR") say most, then rates, then counts.
        worth:
          (num.currency || code !== undefined || r.metricNouns.has(label.toLowerCase()) ? 2 : 0) +
          (num.unit ? 1 : 0) +
          (counted ? 0.5 : 0),
      });
    }
  }
  // Two figures of one label ("Conversion-Rate 1,2 %" and its 2,5 % target) read as a repeat
  // without their sentences: the first one stays (in English, as it always did, both).
  if (r.foreign)
    for (let i = found.length - 1; i > 0; i--)
      if (found.findIndex((f) => f.metric.label.toLowerCase() === found[i]!.metric.label.toLowerCase()) < i)
        found.splice(i, 1);
  // The figures worth most, kept in the order the sources give them.
  const kept = new Set(
    [...found.keys()].sort((a, b) => found[b]!.worth - found[a]!.worth || a - b).slice(0, max),
  );
  return found.filter((_, i) => kept.has(i)).map(({ metric, sentence }) => ({ metric, sentence }));
}

/** "Jul revenue", "Q3 orders", "2025 sales": a sheet's row for one period of a series. */
const PERIOD_ROW =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\p{L}{0,6}\.?\s|^(?:q[1-4]|h[12]|(?:19|20)\d{2})\s/iu;
/** A row's label longer than this is a sentence, not a sheet's label. */
const SHEET_LABEL_CHARS_MAX = 60;
/** A sheet's cell that is a figure: "3,420,000", "58.4%", "£38.90", "+2.5pp". Its kind is its sign and units. */
const CELL_FIGURE = /^([-+−]?)([£$€]?)(\d[\d,]*(?:\.\d+)?)\s?(%|pp|[kKmM]|bn)?$/;
/** "Revenue (£)", "Gross margin %": the unit a label gives its row's figures. */
const LABEL_UNIT = /(?<!\s)\s{0,3}(?:\(([£$€%])\)|(%))$/;

/**
 * A row pasted from a sheet ("Revenue (£)\t2,710,000\t3,420,000\t26.2%\trecord quarter"). Its
 * periods run left to right, so the figure is the last of the first run of like figures, and the
 * one before it is what it is compared with; a change after them (26.2%, +2.5pp) or a comment is
 * not the figure. The label's unit ("(£)") goes on the figure.
 */
export function sheetRowMetric(text: string): Metric | undefined {
  if (!text.includes('\t')) return undefined;
  const cells = text.split('\t').map((c) => c.trim());
  const unit = LABEL_UNIT.exec(cells[0]!);
  const label = cells[0]!.replace(LABEL_UNIT, '').replace(/^[-*•]\s+/, '');
  if (!/\p{L}{2}/u.test(label) || label.length > SHEET_LABEL_CHARS_MAX) return undefined;
  const run: string[] = [];
  let kind: string | undefined;
  for (const cell of cells.slice(1)) {
    if (!cell) {
      if (run.length) break;
      continue;
    }
    const m = CELL_FIGURE.exec(cell);
    const k = m && `${m[1]}|${m[2]}|${m[4] ?? ''}`;
    if (!k || (kind !== undefined && k !== kind)) break;
    kind = k;
    run.push(cell);
  }
  const value = run.at(-1);
  if (!value) return undefined;
  const said = unit?.[1] ?? unit?.[2];
  const withUnit = (v: string) =>
    said === '%' ? (v.endsWith('%') ? v : `${v}%`) : said && !/^[-+−]?[£$€]/.test(v) ? `${said}${v}` : v;
  const before = run.length > 1 ? run.at(-2)! : undefined;
  const n = (v: string) => Number.parseFloat(v.replace(/[^\d.]/g, ''));
  const change =
    before && n(value) !== n(before) ? (n(value) > n(before) ? 'up from' : 'down from') : undefined;
  return {
    value: withUnit(value),
    label: capital(label),
    ...(before && change ? { subtext: `${change} ${withUnit(before)}` } : {}),
  };
}

/** Words that scale the figure before them ("£3.2 million", "4 billion"). */
const SCALE_WORDS = new Set(['thousand', 'million', 'millions', 'billion', 'billions', 'bn', 'mn']);

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
function headingOf(text: string, tokens: Token[], from: number, r: Reader): string {
  if (from < 2 || tokens[from - 1]!.w !== ':') return '';
  // "Commission paid to OTAs ("online travel agencies"): €4.1M": the gloss in brackets is no label.
  const label = text
    .slice(0, tokens[from - 1]!.start)
    .replace(/\s?\([^()]{0,60}\)/g, '')
    .trim();
  const words = label.split(' ');
  // "The problem: our recall rate fell from 71%…": a lead-in names the point, not the figure.
  const leadIn =
    /^(?:the|a|an|our|their)$/i.test(words[0]!) && !words.some((w) => r.metricNouns.has(w.toLowerCase()));
  return words.length <= HEADING_WORDS_MAX && !label.includes(',') && !leadIn ? label : '';
}

/** A heading before a colon names a figure in at most this many words ("Commission paid to OTAs"). */
const HEADING_WORDS_MAX = 4;

/** How many figures are weighed against each other (the first ones the sources give). */
const FIGURES_CONSIDERED = 24;
const CONTEXT_CHARS_MAX = 90;

/**
 * A figure's context under it: its whole sentence when that is short enough to read whole, else
 * its clause ("Pipeline visibility is poor: forecasts miss by 25% each quarter"); else none, rather
 * than a sentence cut off.
 */
function contextOf(text: string, tokens: Token[], from: number, to: number, r: Reader, figureAt: number) {
  let clause = text.slice(tokens[from]!.start, tokens[to - 1]!.end).trim();
  // "…exige once pantallas y el 46 % de los usuarios lo abandona": where a language joins its
  // statements without a comma, the figure's own statement is its context.
  if (r.foreign && clause.length > CONTEXT_CHARS_MAX)
    clause = statementAt(text, tokens[from]!.start, clause, figureAt, r);
  for (const lead of r.locale.read.figures.leads)
    if (clause.toLowerCase().startsWith(lead)) clause = clause.slice(lead.length);
  const sentence = trimEnd(text.trim(), '.');
  if (sentence.length <= CONTEXT_CHARS_MAX) return sentence;
  clause = trimEnd(clause, '.');
  return clause.length <= CONTEXT_CHARS_MAX && clause.split(' ').length >= 3 ? capital(clause) : undefined;
}

/** The part of `clause` (starting at `start` in the text) between the joins around the figure. */
function statementAt(text: string, start: number, clause: string, figureAt: number, r: Reader): string {
  let from = 0;
  let to = clause.length;
  const joined = r.locale.read.joined;
  const stops = wordSet(joined?.notAfter ?? '', r.locale.elisions);
  for (const sep of joined?.separators ?? []) {
    for (let i = clause.indexOf(sep); i >= 0; i = clause.indexOf(sep, i + 1)) {
      // "doubler les ventes et d'atteindre…" goes on with the same statement.
      const next = clause
        .slice(i + sep.length)
        .split(' ')[0]!
        .toLowerCase();
      if (stops.has(next) || stops.has(next.slice(0, next.replaceAll('’', "'").indexOf("'") + 1))) continue;
      if (start + i < figureAt) from = Math.max(from, i + sep.length);
      else to = Math.min(to, i);
    }
  }
  return text.slice(start + from, start + to).trim();
}

/** "18–34": a dash set tight between two numbers joins a range, it does not end a clause. */
const isRange = (tokens: Token[], k: number) => {
  const [a, dash, b] = [tokens[k - 1], tokens[k]!, tokens[k + 1]];
  return (
    dash.w === '–' &&
    a?.kind === 'number' &&
    b?.kind === 'number' &&
    a.end === dash.start &&
    dash.end === b.start
  );
};

/**
 * A sentence's clauses as token ranges: split at commas, semicolons and dashes, never inside
 * brackets ("€38.6M (2025: €34.9M)" is one clause).
 */
function clausesOf(tokens: Token[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let from = 0;
  let depth = 0;
  for (let k = 0; k <= tokens.length; k++) {
    const t = tokens[k];
    if (t?.w === '(') depth++;
    else if (t?.w === ')' && depth > 0) depth--;
    if (
      !t ||
      (depth === 0 && t.kind === 'punct' && [',', ';', ':', '–', '—'].includes(t.w) && !isRange(tokens, k))
    ) {
      if (k > from) out.push([from, k]);
      from = k + 1;
    }
  }
  return out;
}

/**
 * A figure's label from its clause: the words after it when they make a phrase ("1,200 active
 * users", "40% of its time on manual reporting"), else the nearest figure noun ("revenue grew
 * 32%", "budget €240k"), else the words before it ("a CRM rollout in three phases over 6 months").
 * `last` is the figure's last token (its counted unit, "months"), `at` its first.
 */
function labelAround(
  text: string,
  tokens: Token[],
  last: number,
  at: number,
  from: number,
  to: number,
  r: Reader,
  code?: number,
): string {
  const word = (k: number) => text.slice(tokens[k]!.start, tokens[k]!.end);
  // "coût d'acquisition", "costo per contatto": a figure noun with the noun that says of what.
  const withComplement = (k: number) => {
    const next = tokens[k + 1];
    if (next?.kind === 'word' && k + 1 < at && r.bare(next.w) !== next.w)
      return text.slice(tokens[k]!.start, next.end);
    const noun = tokens[k + 2];
    if (next && r.joins.has(next.w) && noun?.kind === 'word' && k + 2 < at && !r.labelStops.has(noun.w))
      return text.slice(tokens[k]!.start, noun.end);
    return word(k);
  };
  const isWord = (k: number) => k >= from && k < to && k !== code && tokens[k]!.kind === 'word';
  // The figure noun nearest the figure in its clause. Those who are counted ("partners", "staff")
  // name a count, never a sum of money or a rate: "the partners approved €48,000" is no partners' figure.
  const count = !tokens[at]!.currency && !tokens[at]!.unit && code === undefined;
  let best = -1;
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'word' || !r.metricNouns.has(t.w) || (!count && !r.foreign && COUNTED_NOUNS.has(t.w)))
      continue;
    if (best < 0 || Math.abs(k - at) < Math.abs(best - at)) best = k;
  }
  // "MRR growth from $41k": the measure is what grows, not the growth.
  if (best > from && r.growth.has(tokens[best]!.w) && r.metricNouns.has(tokens[best - 1]!.w)) best--;
  // "MRR $41k", "budget €240k": a figure noun right before the figure names it.
  if (best >= 0 && (best === at - 1 || (best === at - 3 && tokens[at - 1]!.w === r.from))) return word(best);
  // "64% aged 18–34", "58% come from within 40 miles": a verb phrase after the figure says what
  // is counted, its own figures included, unless a figure noun before it does ("satisfaction rose
  // to 68% compared with last year").
  const phrase =
    r.foreign || (best >= 0 && best < at) ? '' : verbPhraseAfter(text, tokens, last + 1, to, tokens[at]!, r);
  if (phrase) return phrase;
  const after: string[] = [];
  let k = last + 1;
  while (isWord(k) && r.skip.has(tokens[k]!.w)) k++;
  for (; isWord(k) && after.length < 5; k++) {
    const w = tokens[k]!.w;
    // A joining word continues the phrase only between two of its words.
    if (
      r.labelStops.has(w) &&
      !(after.length && r.joins.has(w) && isWord(k + 1) && !r.labelStops.has(tokens[k + 1]!.w))
    )
      break;
    after.push(word(k));
  }
  // Cut off by the length cap mid-phrase ("servers in two data" of "servers in two data centres"):
  // back to before its last joining word.
  if (after.length === 5 && isWord(k)) {
    const join = after.findLastIndex((w) => r.joins.has(w.toLowerCase()));
    if (join >= 2) after.length = join;
  }
  trimStops(after, r);
  if (after.length >= 2 || (after.length && (best < 0 || best > at))) return after.join(' ');
  if (best >= 0 && best < at) {
    if (r.foreign) return withComplement(best);
    // "we cut onboarding time by 70%": the word before a figure noun may qualify it.
    const q = best - 1;
    const qualifier =
      isWord(q) && ![r.links, r.labelStops, r.went, r.actions].some((set) => set.has(tokens[q]!.w))
        ? word(q)
        : '';
    // A name qualifies nothing ("Fabrikam revenue"); a sentence's first word is capitalised anyway.
    return qualifier && (q === 0 || qualifier === qualifier.toLowerCase())
      ? `${qualifier} ${word(best)}`
      : word(best);
  }
  const before: string[] = [];
  let j = at - 1;
  // "the partners approved up to €48,000": words before a verb say who acted, not what is measured.
  let acted = false;
  while (isWord(j) && (r.links.has(tokens[j]!.w) || r.went.has(tokens[j]!.w))) {
    if (r.went.has(tokens[j]!.w) && !r.links.has(tokens[j]!.w)) acted = true;
    j--;
  }
  let governed = false;
  for (; isWord(j) && before.length < 5; j--) {
    const w = tokens[j]!.w;
    // "fill the roles and cut support backlog by 30%": "and" starts the figure's own clause.
    if ((r.links.has(w) && !r.joins.has(w)) || w === r.locale.and) {
      governed = r.links.has(w) && !r.joins.has(w);
      break;
    }
    if (
      r.labelStops.has(w) &&
      !(before.length && r.joins.has(w) && isWord(j - 1) && !r.labelStops.has(tokens[j - 1]!.w))
    )
      break;
    before.unshift(word(j));
  }
  trimStops(before, r);
  if (!r.foreign) withoutHedges(before);
  // "partners approved": a label that ends on a verb says what someone did.
  if (!r.foreign && before.length > 1 && /[a-z]ed$/.test(before.at(-1)!)) acted = true;
  // "cut support backlog by 30%", "get recall back to 75%": the verb of an aim goes, what it
  // moves is the label.
  if (
    !r.foreign &&
    before.length > 1 &&
    (LEAD_VERBS.has(before[0]!.toLowerCase()) || r.actions.has(before[0]!.toLowerCase()))
  ) {
    before.shift();
    while (before.length > 1 && PARTICLES.has(before.at(-1)!.toLowerCase())) before.pop();
  }
  const measured = before.some(
    (w) => r.metricNouns.has(w.toLowerCase()) && (count || r.foreign || !COUNTED_NOUNS.has(w.toLowerCase())),
  );
  // A label names what is measured: never the actor of a verb ("Partners"), a hedge ("Worth
  // roughly") or a lone word after a preposition ("… by staff by 15%" → "Staff").
  if (before.length && !measured && (acted || (governed && before.length === 1))) return '';
  if (before.length && !(before.length === 1 && r.actions.has(before[0]!.toLowerCase())))
    return before.join(' ');
  if (best >= 0) return word(best);
  // "approve $800k for the mid-market tier": what the money is for names it.
  if (r.purpose.has(tokens[last + 1]?.w ?? '')) {
    const purpose: string[] = [];
    let p = last + 2;
    while (isWord(p) && r.skip.has(tokens[p]!.w)) p++;
    // "€140,000 for January–June": a period is when, not what the money is for.
    for (
      ;
      isWord(p) && purpose.length < 4 && !r.labelStops.has(tokens[p]!.w) && !r.months.has(tokens[p]!.w);
      p++
    )
      purpose.push(word(p));
    if (purpose.length) return purpose.join(' ');
  }
  return after.join(' ');
}

/** English prepositions: what follows a verb to say where or which ("come from", "based in"). */
const PREPOSITIONS = new Set(
  'of in on at by for to from with within over under between across near outside inside into'.split(' '),
);
/** A label that opens on a preposition is a verb's phrase ("from within 40 miles"). */
export const opensOnPreposition = (label: string) =>
  PREPOSITIONS.has(label.split(' ')[0]!.toLowerCase()) && label.includes(' ');
/** A verb phrase as a label takes at most this many tokens after its verb. */
const VERB_PHRASE_TOKENS_MAX = 6;

/**
 * The label a figure's verb phrase gives it (English): a participle with what it takes ("64% aged
 * 18–34", "12% based in Leeds"), or, after a share of a group, the phrase the verb leads to ("58%
 * come from within 40 miles" → "from within 40 miles"; the verb says nothing measured). A noun
 * after the figure ("1,200 users from Germany", "20% growth in sales") is read as before: a
 * measure's noun or a count's plural is no verb. Empty when the words after it are no verb phrase.
 */
function verbPhraseAfter(
  text: string,
  tokens: Token[],
  k: number,
  to: number,
  figure: Token,
  r: Reader,
): string {
  const verb = tokens[k];
  const next = tokens[k + 1];
  if (verb?.kind !== 'word' || !next || k + 1 >= to) return '';
  const w = verb.w.toLowerCase();
  if (r.metricNouns.has(w) || r.counted.has(w) || r.labelStops.has(w) || r.skip.has(w)) return '';
  const participle = /\p{L}{2}(?:ed|ing)$/u.test(w);
  // Only a share of a group takes a bare plural verb ("58% come"); a word ending in -s after a
  // figure is a plural noun ("12 stores in Leeds").
  const finite = !participle && figure.unit === '%' && !w.endsWith('s');
  const leads = next.kind === 'number' || (next.kind === 'word' && PREPOSITIONS.has(next.w.toLowerCase()));
  if (!(participle && leads) && !(finite && next.kind === 'word' && PREPOSITIONS.has(next.w.toLowerCase())))
    return '';
  // The phrase runs to the end of its clause ("18–34" is one range), or stops short of a long one.
  const end = Math.min(to, k + 1 + VERB_PHRASE_TOKENS_MAX);
  if (end < to && tokens[end]?.kind !== 'punct') return '';
  let last = end - 1;
  while (last > k && tokens[last]!.kind === 'punct') last--;
  const from = participle ? k : k + 1;
  return text.slice(tokens[from]!.start, tokens[last]!.end);
}

/** Figure nouns of who or what is counted: the label of a count, not of money or a rate (English). */
const COUNTED_NOUNS = new Set(
  'users customers clients employees engineers staff markets countries offices projects subscribers members partners stores visitors leads deals orders downloads'.split(
    ' ',
  ),
);

/** Verbs that open an aim ("get recall back to 75%", "reach 1,000 members"): no label's first word. */
const LEAD_VERBS = new Set('get make keep bring take reach hit achieve deliver'.split(' '));
/** "bring recall back": the particle of a verb, no part of what is measured. */
const PARTICLES = new Set('back up down out'.split(' '));

/** Words that hedge a figure ("worth roughly €95", "about 40"), which name nothing measured. */
const HEDGES = new Set(
  'worth roughly about around approximately approx nearly almost some circa only just exactly currently already'.split(
    ' ',
  ),
);

/** "is worth roughly" → nothing: a label ends on what is measured, not on a hedge or an adverb. */
function withoutHedges(words: string[]) {
  while (words.length && HEDGES.has(words.at(-1)!.toLowerCase())) words.pop();
}

/** A label never starts or ends with a joining word ("time on manual reporting in" → "… reporting"). */
function trimStops(words: string[], r: Reader) {
  while (words.length && r.labelStops.has(words.at(-1)!.toLowerCase())) words.pop();
  while (words.length && r.labelStops.has(words[0]!.toLowerCase())) words.shift();
}

/** "12 January", "January 12": a day of a date, not a figure. */
const isDate = (tokens: Token[], k: number, r: Reader) =>
  [tokens[k + 1], tokens[k - 1]].some((t) => t?.kind === 'word' && r.months.has(t.w));

/** "09:30", "14:00": a time of day, not a figure (either of its numbers). */
const isTime = (tokens: Token[], k: number) =>
  (tokens[k + 1]?.w === ':' && tokens[k + 2]?.kind === 'number' && tokens[k + 1]!.start === tokens[k]!.end) ||
  (tokens[k - 1]?.w === ':' && tokens[k - 2]?.kind === 'number' && tokens[k - 1]!.end === tokens[k]!.start);

const isYear = (n: number, unit?: string, currency?: string) => !unit && !currency && n >= 1900 && n <= 2100;

/**
 * Which tokens stand inside brackets after a figure of the sentence: "€38.6M (2025: €34.9M)" is a
 * comparison of the figure before it; "the launch (1,120 accounts opened)" has none before it.
 */
function inBrackets(tokens: Token[]): boolean[] {
  let depth = 0;
  let figureBefore = false;
  return tokens.map((t) => {
    if (t.w === '(') depth++;
    else if (t.w === ')' && depth > 0) depth--;
    else if (depth === 0 && t.kind === 'number') figureBefore = true;
    return depth > 0 && t.w !== '(' && figureBefore;
  });
}

/** "(2025: €34.9M)" after a figure: its comparison, said under it. */
const COMPARED = /^(.*\S)\s{1,3}\(([^()]{1,40})\)$/;

/** "Revenue: $4.2M" — a label, a colon and a figure, with its bracketed comparison under it. */
function labelledLine(s: Sentence, r: Reader): Metric | undefined {
  const colon = s.text.indexOf(':');
  if (colon < 2 || colon > 60) return undefined;
  const whole = trimEnd(s.text.slice(colon + 1).trim(), '.');
  const [, figure, compared] = COMPARED.exec(whole) ?? [whole, whole, undefined];
  const value = figure!;
  const tokens = tokensOf(value, r);
  if (tokens.length !== 1 || tokens[0]!.kind !== 'number') return undefined;
  return {
    value: r.foreign ? asWritten(value, r) : value,
    label: s.text.slice(0, colon).trim(),
    ...(compared && /\d/.test(compared) ? { subtext: compared } : {}),
  };
}

/** A label that is only a unit of time ("Year", "per month", "Jahre"): it names no measure. */
const TIME_LABEL =
  /^(?:a |an |per |each |every |al |por |par |pro |im )?(?:years?|yrs?|months?|weeks?|days?|quarters?|hours?|annum|años?|mes(?:es)?|semanas?|días?|ans?|années?|mois|semaines?|jours?|jahre?|monate?|wochen?|tage?)$/i;
/** A label that names money, which a duration ("3 years") never measures. */
const MONEY_LABEL =
  /^(?:price|prices|cost|costs|fee|fees|budget|revenue|spend|precio|coste|prix|coût|preis|kosten)$/i;
