import { CHART_CATEGORIES_MAX, CHART_LABEL_MAX, CHART_SERIES_MAX } from '../../../common/limits';
import type { Chart } from '../../../common/slides/content';
import { all, kid, kids, path, type XmlNode } from './xml';

/** The chart kinds of DrawingML we draw, and how. Others (scatter, radar, area...) are drawn as bars or lines. */
const KINDS: Record<string, Chart['kind']> = {
  'c:barChart': 'bar',
  'c:bar3DChart': 'bar',
  'c:lineChart': 'line',
  'c:line3DChart': 'line',
  'c:areaChart': 'line',
  'c:area3DChart': 'line',
  'c:radarChart': 'line',
  'c:scatterChart': 'line',
  'c:pieChart': 'pie',
  'c:pie3DChart': 'pie',
  'c:ofPieChart': 'pie',
  'c:doughnutChart': 'doughnut',
};

const label = (s: string) => s.trim().slice(0, CHART_LABEL_MAX);

/** The points of a string or number cache (c:strCache, c:numCache, c:strLit...), by index. */
function points(ref: XmlNode | undefined): string[] {
  if (!ref) return [];
  const out: string[] = [];
  for (const pt of all(ref, 'c:pt')) {
    const idx = Number(pt.attrs.idx);
    if (Number.isInteger(idx) && idx >= 0 && idx < CHART_CATEGORIES_MAX * 4)
      out[idx] = kid(pt, 'c:v')?.text ?? '';
  }
  const count = Number(all(ref, 'c:ptCount')[0]?.attrs.val);
  if (Number.isInteger(count) && count > out.length) out.length = Math.min(count, CHART_CATEGORIES_MAX * 4);
  return Array.from(out, (v) => v ?? '');
}

export interface ReadChart {
  chart: Chart;
  /** The chart's own title, when it has one. */
  title?: string;
  /** What did not fit (more series or categories than a slide's chart holds). */
  cut: boolean;
}

/**
 * A chart's data from its part: the first plot's kind, its categories (c:cat) and each series'
 * name (c:tx) and values (c:val), read from the caches PowerPoint keeps beside the workbook.
 */
export function readChart(space: XmlNode): ReadChart | undefined {
  const plotArea = path(space, 'c:chart', 'c:plotArea');
  const plot = plotArea?.children.find((c) => KINDS[c.name]);
  if (!plot) return undefined;
  let kind = KINDS[plot.name] ?? 'bar';
  const series = kids(plot, 'c:ser');
  if (!series.length) return undefined;
  let categories = points(kid(series[0], 'c:cat') ?? kid(series[0], 'c:xVal')).map(label);
  const rows = series.map((ser, i) => {
    const name = all(kid(ser, 'c:tx'), 'c:v')[0]?.text ?? kid(ser, 'c:tx')?.text ?? `Series ${i + 1}`;
    const values = points(kid(ser, 'c:val') ?? kid(ser, 'c:yVal')).map((v) => {
      const n = Number(v);
      return Number.isFinite(n) ? n : 0;
    });
    return { name: label(name) || `Series ${i + 1}`, values };
  });
  const length = Math.max(categories.length, ...rows.map((r) => r.values.length));
  if (length === 0) return undefined;
  if (categories.length < length)
    categories = Array.from({ length }, (_, i) => categories[i] || String(i + 1));
  let cut = length > CHART_CATEGORIES_MAX || rows.length > CHART_SERIES_MAX;
  if ((kind === 'pie' || kind === 'doughnut') && rows.length > 1) {
    cut = true;
  }
  const keep = Math.min(length, CHART_CATEGORIES_MAX);
  const chart: Chart = {
    kind,
    categories: categories.slice(0, keep),
    series: rows
      .slice(0, kind === 'pie' || kind === 'doughnut' ? 1 : CHART_SERIES_MAX)
      .map((r) => ({ name: r.name, values: Array.from({ length: keep }, (_, i) => r.values[i] ?? 0) })),
  };
  if (plot.name.startsWith('c:bar')) {
    if (kid(plot, 'c:barDir')?.attrs.val === 'bar') chart.horizontal = true;
    const grouping = kid(plot, 'c:grouping')?.attrs.val;
    if (grouping === 'stacked' || grouping === 'percentStacked') chart.stacked = true;
  }
  if (kind === 'line' && plot.name !== 'c:lineChart' && plot.name !== 'c:line3DChart') kind = 'line';
  const title = all(path(space, 'c:chart', 'c:title'), 'a:t')
    .map((t) => t.text)
    .join('')
    .trim();
  return { chart, ...(title ? { title } : {}), cut };
}
