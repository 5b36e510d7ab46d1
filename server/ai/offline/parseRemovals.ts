import { type Cursor, phrases } from './cursor';
import type { Intent, Target } from './intents';
import { bareOf, ofTarget } from './phrases';
import { ask } from './questions';
import { ordinal, parseTarget, slideNumber } from './targets';

/** After "remove"/"delete"/"clear": parts of a slide (every bullet, one metric), never the slide itself. */

const IT: Target = { kind: 'it' };
const BULLETS = phrases(['bullet points', 'bullets', 'points', 'items', 'bullet list', 'list of bullets']);
const ANY_BULLET = phrases(['bullet point', 'bullet', 'point', 'item']);

/** "on slide 2", "from the Priorities slide", "from priorities", or the slide meant by "it". */
function where(c: Cursor): Target {
  return ofTarget(c, false) ?? bareOf(c) ?? IT;
}

/** "all bullets", "the bullets on this slide", "every bullet point from slide 2", "all the items". */
export function clearBullets(c: Cursor): Intent | undefined {
  const all = c.accept('all', 'of', 'the') || c.accept('all', 'the') || c.accept('all') || c.accept('every');
  if (!all) c.accept('the');
  if (!(c.acceptOne(BULLETS) || (all && c.acceptOne(ANY_BULLET)))) return undefined;
  const target = where(c);
  return c.done() ? { kind: 'items', target, mode: 'clear', items: [] } : undefined;
}

const METRIC = phrases(['metric', 'figure', 'number', 'kpi', 'stat', 'statistic', 'tile']);
const METRICS = phrases(['metrics', 'figures', 'numbers', 'kpis', 'stats', 'statistics', 'tiles']);
/** Words that are never a metric's label: they name slides or places. */
const NOT_LABEL = new Set([
  'slide',
  'slides',
  'page',
  'the',
  'this',
  'that',
  'a',
  'an',
  'on',
  'from',
  'of',
  'in',
]);

/**
 * "the revenue metric", "the churn number", "the metric NPS", "the second figure", "all metrics
 * from slide 3": which metric to remove, and from where if said.
 */
export function removeMetric(c: Cursor): Intent | undefined {
  const all = c.accept('all', 'the') || c.accept('all') || c.accept('every');
  if (!all) c.accept('the');
  if (all) {
    if (!c.acceptOne(METRICS) && !c.acceptOne(METRIC)) return undefined;
    return finish(c, { all: true });
  }
  if (c.accept('last') || c.accept('final')) {
    return c.acceptOne(METRIC) ? finish(c, { fromEnd: true }) : undefined;
  }
  const nth = ordinal(c);
  if (nth !== undefined) return c.acceptOne(METRIC) ? finish(c, { index: nth }) : undefined;
  // "metric 2", "the metric NPS", "the figure for churn".
  if (c.acceptOne(METRIC)) {
    const f = c.fork();
    const n = slideNumber(f);
    if (n !== undefined && (f.done() || f.at('on') || f.at('from') || f.at('of'))) {
      c.i = f.i;
      return finish(c, { index: n });
    }
    c.accept('for') || c.accept('called') || c.accept('labelled') || c.accept('labeled') || c.accept('named');
    const label = labelWords(c, (c) => c.done() || c.at('on') || c.at('from') || c.at('in'));
    return label ? finish(c, { label }) : undefined;
  }
  const label = labelWords(c, (c) => c.fork().acceptOne(METRIC) !== undefined);
  if (!label || !c.acceptOne(METRIC)) return undefined;
  return finish(c, { label });
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

function finish(c: Cursor, which: Extract<Intent, { kind: 'remove_metric' }>['which']): Intent | undefined {
  const target = ofTarget(c, false) ?? bareOf(c);
  if (!c.done()) return undefined;
  return { kind: 'remove_metric', which, ...(target ? { target } : {}) };
}

/**
 * "clear slide 2": emptying a slide or deleting it? Asked, never guessed; "remove"/"delete slide 2"
 * still delete it.
 */
export function clearSlide(c: Cursor): Intent | undefined {
  if (c.tokens[c.i - 1]?.w !== 'clear') return undefined;
  const from = c.i;
  const target = parseTarget(c);
  if (!target || !c.done()) return undefined;
  return ask.clearWhat(c.text(from, c.end));
}
