import { type Cursor, phrases, setOf } from './cursor';
import type { Intent, ItemRef, Of } from './intents';
import {
  AFTER_FIGURE,
  bareOf,
  METRIC,
  METRICS,
  ofTarget,
  slideAtEnd,
  VALUE_STARTS,
  VALUE_WORDS,
} from './phrases';
import { ask } from './questions';
import { cleanText } from './slots';
import { count, placeOf, slideNumber } from './targets';

/** Metrics named by their label or place: "the revenue metric", "the churn number", "the second figure". */

/** Words that are never a metric's label: they name slides or places. */
const NOT_LABEL = setOf('slide|slides|page|the|this|that|a|an|on|from|of|in');

/**
 * "the revenue metric", "the churn number", "the metric NPS", "the second figure", "all metrics
 * from slide 3": which metric to remove, and from where if said.
 */
export function removeMetric(c: Cursor): Intent | undefined {
  if (!mentions(c, METRIC_WORDS)) return undefined;
  const all = c.acceptAny('all the|all|every');
  if (!all) c.accept('the');
  if (all) return c.acceptOne(METRICS) || c.acceptOne(METRIC) ? finish(c, { all: true }) : undefined;
  const place = placeOf(c);
  if (place) return c.acceptOne(METRIC) ? finish(c, place) : undefined;
  // "metric 2", "the metric NPS", "the figure for churn".
  const noun = c.acceptOne(METRIC);
  if (noun) {
    // "number 3" is as likely slide 3: only "metric 2", "figure 2", "kpi 2" count metrics.
    if (noun[0] === 'number') return undefined;
    const f = c.fork();
    const n = slideNumber(f);
    if (n !== undefined && (f.done() || f.atAny('on|from|of'))) {
      c.i = f.i;
      return finish(c, { index: n });
    }
    c.acceptAny('for|called|labelled|labeled|named');
    const label = labelWords(c, (c) => c.done() || c.atAny('on|from|in'));
    return label ? finish(c, { labels: [label] }) : undefined;
  }
  return labelled(c);
}

/** "the churn metric", "the churn and NPS metrics", "the churn metric and the NPS metric", "churn from the metrics". */
function labelled(c: Cursor): Intent | undefined {
  const stop = (c: Cursor) =>
    c.fork().acceptOne(METRIC) !== undefined ||
    c.fork().acceptOne(METRICS) !== undefined ||
    c.atAny('and|,|from the');
  const labels: string[] = [];
  let named = false;
  for (let k = 0; k < 6; k++) {
    c.accept('the');
    const label = labelWords(c, stop);
    if (!label) return undefined;
    labels.push(label);
    if (c.acceptOne(METRIC) || c.acceptOne(METRICS)) named = true;
    if (!(c.acceptPunct(',') || c.accept('and'))) break;
    c.accept('and');
  }
  // "remove churn from the metrics (on slide 3)".
  if (!named && !(c.accept('from', 'the') && c.acceptOne(METRICS))) return undefined;
  return finish(c, { labels });
}

/** A label of up to five words (or one quotation), up to where `ends` says. */
function labelWords(c: Cursor, ends: (c: Cursor) => boolean): string | undefined {
  const q = c.peek();
  if (q?.kind === 'quoted') {
    c.i++;
    return ends(c) ? q.value?.trim() || undefined : undefined;
  }
  const from = c.i;
  while (!c.done() && c.i - from < 5 && !ends(c)) {
    const t = c.peek()!;
    if (t.kind !== 'word' && t.kind !== 'number') return undefined;
    if (t.kind === 'word' && NOT_LABEL.has(t.w)) return undefined;
    c.i++;
  }
  return c.i > from && ends(c) ? c.text(from, c.i) : undefined;
}

function finish(c: Cursor, which: Of<'remove_metric'>['which']): Intent | undefined {
  const target = ofTarget(c, false) ?? bareOf(c);
  if (!c.done()) return undefined;
  return { kind: 'remove_metric', which, ...(target ? { target } : {}) };
}

const PART = phrases(['value', 'label']);
const METRIC_WORDS = new Set([...METRIC, ...METRICS].map((p) => p[0]!));
const EDIT_WORDS = new Set([...METRIC_WORDS, 'value', 'label']);

/** Whether the command holds one of these words: most commands name no metric, and skip the grammar. */
const mentions = (c: Cursor, words: ReadonlySet<string>) =>
  c.tokens.slice(c.i, c.end).some((t) => words.has(t.w));

/**
 * "the second metric", "the last figure", "metric 2", "kpi #3": a metric by its place. A possessive
 * ("the second metric's value") reads as the plural, so the plural counts before "value"/"label".
 */
function metricPlace(c: Cursor): ItemRef | undefined {
  c.accept('the');
  const which = placeOf(c);
  if (which) {
    if (c.acceptOne(METRIC)) return which;
    return c.acceptOne(METRICS) && c.fork().acceptOne(PART) ? which : undefined;
  }
  // "number 3" is as likely slide 3: only "metric 2", "figure 2", "kpi 2" count metrics.
  const noun = c.acceptOne(METRIC);
  if (!noun || noun[0] === 'number') return undefined;
  c.acceptPunct('#');
  const n = count(c);
  return n === undefined ? undefined : { index: n };
}
const WHERE_STARTS = ['on', 'from', 'in', 'of'];

/**
 * "change the revenue metric to $5M", "set the churn value to 2.8%", "change the label of the NPS
 * metric to Net promoter score", "rename the revenue metric to ARR": a metric's value or label.
 * Only when a metric is named as one, so "change revenue to …" stays a replace (parseReplace).
 */
export function parseMetricEdit(c: Cursor, renaming: boolean, making = false): Intent | undefined {
  if (!mentions(c, EDIT_WORDS)) return undefined;
  c.accept('the');
  // "the label of the NPS metric", "the value of revenue".
  let part: string | undefined;
  const f = c.fork();
  const before = f.acceptOne(PART);
  if (before && f.accept('of')) {
    part = before[0];
    c.i = f.i;
    c.accept('the');
  }
  const ends = (c: Cursor) =>
    c.fork().acceptOne(METRIC) !== undefined ||
    (!part && c.fork().acceptOne(PART) !== undefined) ||
    (part !== undefined && (c.fork().acceptOne(VALUE_STARTS) !== undefined || WHERE_STARTS.includes(c.w())));
  // "the second metric", "metric 2": by its place; else "the revenue metric": by its label.
  const place = c.try(metricPlace);
  const label = place ?? labelWords(c, ends);
  if (!label) return undefined;
  const noun = place !== undefined || c.acceptOne(METRIC) !== undefined;
  if (!part) {
    const after = c.acceptOne(PART);
    if (after) part = after[0];
  }
  // A metric must be named as one: "the revenue metric", "the churn value", "the label of NPS".
  if (!noun && !part) return undefined;
  const target = ofTarget(c, false) ?? bareOf(c, VALUE_WORDS);
  const start = c.acceptOne(VALUE_STARTS) !== undefined || c.acceptPunct(':', '=');
  // "call the churn metric Customer churn" needs no "to", nor "make the last metric 3x"; a change does.
  if (!start && !renaming && !(making && c.peek()?.kind === 'number')) return undefined;
  const from = c.i;
  // "change the first metric to $5M on results": the slide named after the value.
  const after = target ? undefined : slideAtEnd(c, from, AFTER_FIGURE);
  const text = cleanText(c, from, after?.at ?? c.end);
  const named = typeof label === 'string' ? label : 'that';
  if (!text) return ask.whatText(`${named} metric`);
  const where = target || after ? { target: target ?? after!.target } : {};
  if (part === 'label' || (renaming && !part))
    return { kind: 'metric_label', label, newLabel: text, ...where };
  // "change the revenue metric to ARR": a value or a new label? Asked, never guessed.
  if (part !== 'value' && c.tokens[from]?.kind !== 'number') return ask.valueOrLabel(named, text);
  return { kind: 'set_figure', label, value: text, ...where };
}

const ASK_METRIC = phrases(['what is', "what's", 'whats', 'how much is', 'how high is', 'what was']);

/** "what's the revenue number?", "what is the churn figure": that metric's value, read back. */
export function metricQuestion(c: Cursor): Intent | undefined {
  if (!c.acceptOne(ASK_METRIC)) return undefined;
  c.acceptAny('the|our');
  const label = labelWords(c, (c) => c.fork().acceptOne(METRIC) !== undefined || c.at('value'));
  if (!label || !(c.acceptOne(METRIC) || c.accept('value'))) return undefined;
  const target = ofTarget(c, false) ?? bareOf(c);
  return c.done() ? { kind: 'read_metric', label, ...(target ? { target } : {}) } : undefined;
}
