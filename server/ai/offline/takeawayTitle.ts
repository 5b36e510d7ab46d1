import type { Chart, Metric } from '../../../common/slides/model';
import { inSentence } from './draft/text';
import type { Of } from './intents';
import { clipTitle } from './newSlide';
import type { Plan, Result } from './plan';
import { resolveOne } from './resolve';

/**
 * "make the title of slide 4 say what the numbers mean": a title written only from the slide's
 * own figures, so it can be checked against them (no language model, nothing invented). A metrics
 * slide leads with its first two figures; a chart says where its one series went from its first
 * category to its last, or which category leads.
 */

const NOTHING = 'Nothing was changed.';
const sayTakeaway = {
  noFigures: (n: number) =>
    `Slide ${n} has no figures to say what they mean: a metrics or chart slide has. Rewording a title needs a language model; say the new title instead, e.g. “rename slide ${n} to …”. ${NOTHING}`,
  series: (n: number, names: string[]) =>
    `The chart on slide ${n} has ${names.length} series (${names.join(', ')}): which one should the title speak of? ${NOTHING}`,
};

export function takeawayTitle(intent: Of<'takeaway_title'>, plan: Plan): Result {
  const r = resolveOne(intent.target, plan);
  if ('say' in r) return r;
  const slide = plan.get(r.id)!;
  const { metrics, chart } = slide.content;
  let title: string | undefined;
  if (slide.type === 'metrics' && metrics?.length) title = ofMetrics(metrics);
  else if (slide.type === 'chart' && chart) {
    if (chart.series.length > 1)
      return {
        say: sayTakeaway.series(
          r.n,
          chart.series.map((s) => s.name),
        ),
      };
    title = ofChart(chart, slide.title);
  }
  if (!title) return { say: sayTakeaway.noFigures(r.n) };
  return plan.update(r.id, { title: clipTitle(title) });
}

/** "€2.4M revenue with 92% retention". */
function ofMetrics(metrics: Metric[]): string {
  const said = metrics.slice(0, 2).map((m) => `${m.value} ${inSentence(m.label)}`.trim());
  return said.join(' with ');
}

const number = (v: number) => String(Math.round(v * 100) / 100);

/** "Revenue up 44% since Q4 2025", "Dev leads the budget at 30k". */
function ofChart(chart: Chart, slideTitle: string): string | undefined {
  const series = chart.series[0];
  if (!series || series.values.length < 2) return undefined;
  const name = series.name.trim() || slideTitle.trim();
  const values = series.values;
  const unit = chart.unit ?? '';
  const at = (v: number) =>
    /^[$€£¥₹]/.test(unit) ? `${unit[0]}${number(v)}${unit.slice(1)}` : `${number(v)}${unit}`;
  const overTime = chart.kind === 'line' || chart.categories.every((c) => /\d/.test(c));
  if (overTime) {
    const [first, last] = [values[0]!, values.at(-1)!];
    const since = `since ${chart.categories[0]}`;
    if (first === last) return `${name} flat ${since}`;
    if (first <= 0) return `${name} from ${at(first)} to ${at(last)} ${since}`;
    const pct = Math.round((Math.abs(last - first) / first) * 100);
    return `${name} ${last > first ? 'up' : 'down'} ${pct}% ${since}`;
  }
  const top = values.indexOf(Math.max(...values));
  if (values.filter((v) => v === values[top]).length > 1) return undefined;
  return `${chart.categories[top]} leads ${inSentence(name)} at ${at(values[top]!)}`;
}
