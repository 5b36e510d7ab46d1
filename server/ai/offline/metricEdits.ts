import type { Metric } from '../../../common/slides/model';
import type { ItemRef, Of, Target } from './intents';
import { OK, type Plan, type PlanSlide, type Result } from './plan';
import { say } from './questions';
import { norm, resolveOne } from './resolve';

/** Rules for the metrics of slides: one found by its label or its place, changed or removed. */

/** A metric found, on its slide at its place, or what to say instead. */
type Found = { s: PlanSlide; i: number; m: Metric } | { say: string };

/**
 * The one metric labelled so (exactly, else the one label holding the words): on the slide named,
 * else on the selected slide when it has one, else anywhere in the deck.
 */
function findMetric(plan: Plan, label: string | ItemRef, target?: Target): Found {
  if (typeof label !== 'string') return metricAt(plan, label, target);
  let slides = plan.slides;
  if (target) {
    const r = resolveOne(target, plan);
    if ('say' in r) return r;
    slides = [plan.get(r.id)!];
    if (!slides[0]!.content.metrics?.length) return { say: say.noMetrics(r.n) };
  }
  const all = slides.flatMap((s) => (s.content.metrics ?? []).map((m, i) => ({ s, i, m })));
  const matching = (list: typeof all) => {
    const exact = list.filter((x) => norm(x.m.label) === norm(label));
    return exact.length ? exact : list.filter((x) => norm(x.m.label).includes(norm(label)));
  };
  // The selected slide is the one meant when it has such a metric, whatever other slides hold.
  const onSelected = matching(all.filter((x) => x.s.id === plan.selectedId));
  const found = onSelected.length ? onSelected : matching(all);
  if (found.length === 1) return found[0]!;
  if (!found.length) return { say: say.noMetric(label, labels(all)) };
  return { say: say.whichMetric(found.map((x) => `“${x.m.label}” on slide ${plan.indexOf(x.s.id) + 1}`)) };
}

const labels = (all: { m: Metric }[]) => [...new Set(all.map((x) => x.m.label))];

/**
 * "the second metric": by its place on the slide named, else the selected slide when it has
 * metrics, else the deck's one slide with metrics; several such slides ask which.
 */
function metricAt(plan: Plan, which: ItemRef, target?: Target): Found {
  const selected = plan.selectedId ? plan.get(plan.selectedId) : undefined;
  const s = target
    ? slideWithMetrics(plan, target)
    : selected?.content.metrics?.length
      ? selected
      : soleSlideWithMetrics(plan);
  if ('say' in s) return s;
  const metrics = s.content.metrics ?? [];
  const n = plan.indexOf(s.id) + 1;
  if (!metrics.length) return { say: say.noMetrics(n) };
  const i = 'fromEnd' in which ? metrics.length - 1 : which.index - 1;
  if (i < 0 || i >= metrics.length) return { say: say.noSuchMetric(n) };
  return { s, i, m: metrics[i]! };
}

/** "what's the revenue number?": its value and where it stands. */
export function readMetric(plan: Plan, label: string, target?: Target): Result {
  const found = findMetric(plan, label, target);
  if ('say' in found) return found;
  return { say: say.metricValue(found.m, plan.indexOf(found.s.id) + 1) };
}

/**
 * "change revenue to $5M": the value of the metric so labelled; "rename the revenue metric to
 * ARR": its label, the value kept.
 */
export function changeMetric(
  plan: Plan,
  label: string | ItemRef,
  change: Partial<Metric>,
  target?: Target,
  /** A new figure in its place ("replace the rating one with 212 member companies"): nothing of the old kept. */
  whole = false,
) {
  const found = findMetric(plan, label, target);
  if ('say' in found) return found;
  const metrics = [...found.s.content.metrics!];
  const value = change.value === undefined ? {} : { value: withUnitsOf(found.m.value, change.value) };
  metrics[found.i] = { ...(whole ? {} : found.m), ...change, ...value } as Metric;
  return plan.update(found.s.id, { content: { metrics } });
}

/**
 * "remove the revenue metric", "remove the second metric", "remove all metrics from slide 3": by
 * label anywhere (see findMetric); by place or all, on the slide named, selected, or the only one
 * with metrics.
 */
export function removeMetric(
  plan: Plan,
  which: Of<'remove_metric'>['which'],
  target: Target | undefined,
): Result {
  if ('labels' in which) {
    // All found first, then one update per slide: "the churn and NPS metrics" is one change.
    const gone = new Map<PlanSlide, Set<number>>();
    for (const label of which.labels) {
      const found = findMetric(plan, label, target);
      if ('say' in found) return found;
      gone.set(found.s, (gone.get(found.s) ?? new Set()).add(found.i));
    }
    for (const [s, at] of gone)
      plan.update(s.id, { content: { metrics: s.content.metrics!.filter((_, k) => !at.has(k)) } });
    return OK;
  }
  const s = slideWithMetrics(plan, target);
  if ('say' in s) return s;
  const metrics = [...(s.content.metrics ?? [])];
  const n = plan.indexOf(s.id) + 1;
  if (!metrics.length) return { say: say.noMetrics(n) };
  if ('all' in which) return plan.update(s.id, { content: { metrics: [] } });
  const index = 'fromEnd' in which ? metrics.length - 1 : which.index - 1;
  if (index < 0 || index >= metrics.length) return { say: say.noSuchMetric(n) };
  metrics.splice(index, 1);
  return plan.update(s.id, { content: { metrics } });
}

/** The slide named, else the selected one, else the deck's one slide with metrics. */
function slideWithMetrics(plan: Plan, target: Target | undefined): PlanSlide | { say: string } {
  if (target) {
    const r = resolveOne(target, plan);
    return 'say' in r ? r : plan.get(r.id)!;
  }
  const selected = plan.selectedId ? plan.get(plan.selectedId) : undefined;
  return selected ?? soleSlideWithMetrics(plan);
}

function soleSlideWithMetrics(plan: Plan): PlanSlide | { say: string } {
  const withMetrics = plan.slides.filter((s) => s.content.metrics?.length);
  if (withMetrics.length === 1) return withMetrics[0]!;
  if (!withMetrics.length) return { say: say.noMetricsAnywhere() };
  return { say: say.whichOne(withMetrics.map((s) => plan.indexOf(s.id) + 1)) };
}

/** A figure as its sign before the number, the number, and its unit after: "£", "18.2", "M". */
function figureParts(value: string): [string, string, string] | undefined {
  const v = value.trim();
  let a = 0;
  while (a < v.length && !/\d/.test(v[a]!)) a++;
  let b = a;
  while (b < v.length && /[\d.,]/.test(v[b]!)) b++;
  if (a === b || a > 3 || v.length - b > 3 || /[\s\d]/.test(v.slice(b))) return undefined;
  return [v.slice(0, a), v.slice(a, b), v.slice(b)];
}

/**
 * "revenue is actually 18.6M" of "£18.2M": a new figure said without the currency or the unit
 * the old one showed keeps them ("£18.6M"); one said with its own keeps what it says.
 */
export function withUnitsOf(old: string, said: string): string {
  const [was, now] = [figureParts(old), figureParts(said)];
  if (!was || !now) return said;
  // "93%" for "$4M": a share is no sum of money, and takes no currency of the old figure.
  if (now[2] === '%' && was[2] !== '%' && !now[0]) return `${withMarkOf(was[1], now[1])}%`;
  return `${now[0] || was[0]}${withMarkOf(was[1], now[1])}${now[2] || was[2]}`;
}

/** The decimal mark of a number: a point or comma before its last one or two digits ("61,200" has none). */
const decimalMark = (n: string) => /[.,]\d{1,2}$/.exec(n)?.[0][0];

/** "4,7" said for "4.6": the new number written with the old one's decimal mark ("4.7"). */
function withMarkOf(old: string, said: string): string {
  const [was, now] = [decimalMark(old), decimalMark(said)];
  if (!was || !now || was === now || said.split(now).length !== 2) return said;
  return said.replace(now, was);
}
