import type { Metric } from '../../../common/slides/model';
import type { Intent, Target } from './intents';
import type { Plan } from './plan';
import { say } from './questions';
import { resolve } from './resolve';

/** Rules that empty part of a slide: all its bullets, or one of its metrics. */

type Result = { ok: true } | { say: string };
const OK: Result = { ok: true };

/** "clear the bullets on slide 2": one update per slide; "…on every slide" skips those without. */
export function clearItems(plan: Plan, target: Target): Result {
  const r = resolve(target, plan);
  if ('say' in r) return r;
  const has = r.ids.filter((id) => plan.get(id)!.content.items?.length);
  if (!has.length)
    return { say: r.ids.length === 1 ? say.noBullets(plan.indexOf(r.ids[0]!) + 1) : say.noBulletsAnywhere() };
  for (const id of has) plan.update(id, { content: { items: [] } });
  return OK;
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

type Which = Extract<Intent, { kind: 'remove_metric' }>['which'];

/**
 * "remove the revenue metric": on the slide named, else the selected slide when it has such a
 * metric, else the one slide of the deck that has. A label matches exactly, else as part of one.
 */
export function removeMetric(plan: Plan, which: Which, target: Target | undefined): Result {
  let slides = plan.slides;
  if (target) {
    const r = resolve(target, plan);
    if ('say' in r) return r;
    if (r.ids.length !== 1) return { say: say.whichOne(r.ids.map((id) => plan.indexOf(id) + 1)) };
    slides = [plan.get(r.ids[0]!)!];
    if (!slides[0]!.content.metrics?.length) return { say: say.noMetrics(plan.indexOf(r.ids[0]!) + 1) };
  }
  if (!('label' in which)) {
    const s = target ? slides[0]! : slideWithMetrics(plan);
    if (typeof s === 'string') return { say: s };
    const metrics = [...(s.content.metrics ?? [])];
    const n = plan.indexOf(s.id) + 1;
    if (!metrics.length) return { say: say.noMetrics(n) };
    if ('all' in which) return keep(plan, s.id, []);
    const index = 'fromEnd' in which ? metrics.length - 1 : which.index - 1;
    if (index < 0 || index >= metrics.length) return { say: say.noSuchMetric(n) };
    metrics.splice(index, 1);
    return keep(plan, s.id, metrics);
  }
  const all = slides.flatMap((s) => (s.content.metrics ?? []).map((m, i) => ({ s, i, m })));
  const exact = all.filter((x) => norm(x.m.label) === norm(which.label));
  let found = exact.length ? exact : all.filter((x) => norm(x.m.label).includes(norm(which.label)));
  // Two slides with such a metric: the selected slide is the one meant, if it is one of them.
  const onSelected = found.filter((x) => x.s.id === plan.selectedId);
  if (found.length > 1 && onSelected.length) found = onSelected;
  if (!found.length)
    return { say: say.noMetric(which.label, all.length ? labels(all) : labels(deckMetrics(plan))) };
  if (found.length > 1) {
    const slidesOf = [...new Set(found.map((x) => plan.indexOf(x.s.id) + 1))];
    return { say: slidesOf.length > 1 ? say.whichOne(slidesOf) : say.whichMetric(labels(found)) };
  }
  const { s, i } = found[0]!;
  return keep(
    plan,
    s.id,
    s.content.metrics!.filter((_, k) => k !== i),
  );
}

/** "the second metric" with no slide named: the selected slide, else the deck's one metrics slide. */
function slideWithMetrics(plan: Plan) {
  const selected = plan.selectedId ? plan.get(plan.selectedId) : undefined;
  if (selected) return selected;
  const withMetrics = plan.slides.filter((s) => s.content.metrics?.length);
  if (withMetrics.length === 1) return withMetrics[0]!;
  return withMetrics.length
    ? say.whichOne(withMetrics.map((s) => plan.indexOf(s.id) + 1))
    : say.noMetricsAnywhere();
}

function keep(plan: Plan, id: string, metrics: Metric[]): Result {
  plan.update(id, { content: { metrics } });
  return OK;
}

const deckMetrics = (plan: Plan) => plan.slides.flatMap((s) => (s.content.metrics ?? []).map((m) => ({ m })));
const labels = (all: { m: Metric }[]) => [...new Set(all.map((x) => x.m.label))];
