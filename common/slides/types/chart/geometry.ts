import { scaleBand, scaleLinear, scalePoint } from 'd3-scale';
import { arc, line, pie } from 'd3-shape';
import type { Chart } from '../../content';
import { textWidth } from '../../layout/measure';
import { formatValue } from './format';

/**
 * A chart drawn from its data (issue 31): every mark and label placed in canvas pixels, from
 * d3's scales, ticks and shapes. Pure, so the renderer only turns it into SVG. Labels never
 * overlap: each is measured (../../layout/measure.ts) and an axis thins its labels, turns them,
 * or skips every other one, in that order; a data label is drawn only where it fits.
 */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface Label {
  text: string;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  /** Degrees, about (x, y). */
  rotate?: number;
  /** Which series it belongs to (a data label), or none (an axis). */
  series?: number;
}
export interface Bar extends Box {
  series: number;
  category: number;
}
export interface Slice {
  path: string;
  category: number;
}
export interface LegendEntry {
  text: string;
  /** The swatch's colour index: a series, or for a pie a category. */
  index: number;
  x: number;
  y: number;
}
export interface ChartGeometry {
  bars: Bar[];
  lines: { series: number; path: string; points: { x: number; y: number }[] }[];
  slices: Slice[];
  /** Value gridlines (the zero line apart, drawn stronger). */
  grid: { x1: number; y1: number; x2: number; y2: number }[];
  zero?: { x1: number; y1: number; x2: number; y2: number };
  axisLabels: Label[];
  dataLabels: Label[];
  legend: LegendEntry[];
  /** A doughnut's total in its hole. */
  centre?: { text: string; x: number; y: number; size: number };
  /** The text size the labels are set in, and the legend's (a long pie legend is set smaller). */
  size: number;
  legendSize: number;
  /** Where the data is drawn, between the axes (or a pie's square): PowerPoint's plot area. */
  plotArea?: Box;
  /** Where a pie's slices are centred (their paths are drawn about it). */
  pieCentre?: { x: number; y: number };
}

const style = (size: number, weight = 400) => ({ size, weight, guess: true });
/** A legend swatch's side and its gap to the text, as parts of the legend's text size. */
export const SWATCH = 0.8;
export const SWATCH_GAP = 0.5;

/**
 * The unit a data label carries: a symbol ("%", "€M", "k") travels with each value; a word
 * ("users") stays on the axis, so the labels do not crowd.
 */
export const labelUnit = (unit = '') => (/^[$€£¥₹]/.test(unit.trim()) || unit.trim().length <= 3 ? unit : '');

/** Values padded or cut to the categories (the schema holds them equal; old data may not). */
export function seriesValues(chart: Chart, i: number): number[] {
  const v = chart.series[i]?.values ?? [];
  return chart.categories.map((_, j) => (Number.isFinite(v[j]) ? v[j]! : 0));
}

/** The legend as rows under the title, wrapped to the width: its entries and its height. */
function legendRows(names: string[], box: Box, size: number): { entries: LegendEntry[]; h: number } {
  const swatch = size * SWATCH;
  const gap = size * 1.6;
  const entries: LegendEntry[] = [];
  let x = box.x;
  let y = box.y;
  for (const [i, name] of names.entries()) {
    const w = swatch + size * SWATCH_GAP + textWidth(name, style(size));
    if (x > box.x && x + w > box.x + box.w) {
      x = box.x;
      y += size * 1.5;
    }
    entries.push({ text: name, index: i, x, y });
    x += w + gap;
  }
  return { entries, h: names.length ? y - box.y + size * 1.5 : 0 };
}

/** Which category labels of a band axis are drawn, and turned how far, so none overlap. */
function categoryLabels(labels: string[], step: number, size: number) {
  const widths = labels.map((l) => textWidth(l, style(size)));
  const widest = Math.max(0, ...widths);
  const room = step - size * 0.6;
  if (widest <= room) return { rotate: 0, every: 1, depth: size * 1.3 };
  // Turned 40°, a label needs only its line's height along the axis (over sin 40°).
  const turned = (size * 1.25) / Math.sin((40 * Math.PI) / 180);
  const every = Math.max(1, Math.ceil(turned / step));
  const depth = Math.min(widest, 320) * Math.sin((40 * Math.PI) / 180) + size * 1.3;
  return { rotate: -40, every, depth };
}

/** Tick values of a value axis, as d3 chooses them, with their labels. */
function ticksOf(scale: ReturnType<typeof scaleLinear<number>>, count: number, unit?: string) {
  return scale.ticks(count).map((t) => ({ value: t, text: formatValue(t, unit) }));
}

/** Whether every stack adds up to the same (shares of 100%): then its totals say nothing. */
function sameTotals(chart: Chart): boolean {
  // Each series' values once (not once per category).
  const values = chart.series.map((_s, i) => seriesValues(chart, i));
  const totals = chart.categories.map((_, j) => values.reduce((sum, v) => sum + v[j]!, 0));
  return totals.every((t) => Math.abs(t - totals[0]!) < 1e-9);
}

/** About how many value ticks an axis has (d3 picks round steps near it). */
const TICKS = 5;

/**
 * The value axis as drawn: its round bounds and step (d3's nice scale and ticks), so the
 * PowerPoint chart's axis runs over the same values as the canvas's.
 */
export function valueAxis(chart: Chart): { min: number; max: number; step: number } {
  const scale = scaleLinear().domain(valueDomain(chart)).nice(TICKS);
  const ticks = scale.ticks(TICKS);
  const [min, max] = scale.domain() as [number, number];
  return { min, max, step: ticks.length > 1 ? ticks[1]! - ticks[0]! : max - min };
}

/**
 * The value range a bar or line chart shows: from zero (bars start at zero; a line too, unless its
 * points all sit high above it), d3's nice bounds.
 */
function valueDomain(chart: Chart): [number, number] {
  let lo = 0;
  let hi = 0;
  if (chart.stacked && chart.kind === 'bar') {
    chart.categories.forEach((_, j) => {
      let pos = 0;
      let neg = 0;
      chart.series.forEach((_, i) => {
        const v = seriesValues(chart, i)[j]!;
        if (v >= 0) pos += v;
        else neg += v;
      });
      hi = Math.max(hi, pos);
      lo = Math.min(lo, neg);
    });
  } else {
    let least = Number.POSITIVE_INFINITY;
    chart.series.forEach((_, i) => {
      for (const v of seriesValues(chart, i)) {
        hi = Math.max(hi, v);
        lo = Math.min(lo, v);
        least = Math.min(least, v);
      }
    });
    // A line shows change, not size: when starting at zero would squeeze every point into the top
    // half of the axis (on-time dispatch from 97.1% to 99%), the axis starts a little below the
    // lowest point. Bars still start at zero: their length is the value.
    if (chart.kind === 'line' && lo === 0 && least > hi / 2 && least < hi)
      lo = Math.max(0, least - (hi - least) * LINE_FLOOR_ROOM);
  }
  if (hi === lo) hi = lo + 1;
  return [lo, hi];
}

/** Room left under a line's lowest point when its axis does not start at zero, as a share of the lines' span. */
const LINE_FLOOR_ROOM = 0.5;

export function chartGeometry(chart: Chart, area: Box, size: number): ChartGeometry {
  const out: ChartGeometry = {
    bars: [],
    lines: [],
    slices: [],
    grid: [],
    axisLabels: [],
    dataLabels: [],
    legend: [],
    size,
    legendSize: size,
  };
  const round = chart.kind === 'pie' || chart.kind === 'doughnut';
  if (round) return pieGeometry(chart, area, size, out);
  const names = chart.series.map((s) => s.name);
  const legend = chart.series.length > 1 ? legendRows(names, area, size) : { entries: [], h: 0 };
  out.legend = legend.entries;
  const plotTop = area.y + (legend.h ? legend.h + size : 0) + size * 0.8;
  const plot: Box = { x: area.x, y: plotTop, w: area.w, h: area.y + area.h - plotTop };
  const domain = valueDomain(chart);
  const horizontal = chart.kind === 'bar' && chart.horizontal;
  const unit = chart.unit;
  const labelW = (v: number) => textWidth(formatValue(v, labelUnit(unit)), style(size, 600));

  if (horizontal) return horizontalBars(chart, plot, size, domain, out);

  // The value axis's labels take their widest tick's width on the left.
  const probe = scaleLinear().domain(domain).nice(TICKS);
  const ticks0 = ticksOf(probe, TICKS, unit);
  const axisW = Math.max(...ticks0.map((t) => textWidth(t.text, style(size)))) + size * 0.8;
  const inner = { x: plot.x + axisW, w: plot.w - axisW };
  const band =
    chart.kind === 'bar'
      ? scaleBand<number>()
          .domain(chart.categories.map((_, j) => j))
          .range([inner.x, inner.x + inner.w])
          .paddingInner(0.28)
          .paddingOuter(0.14)
      : undefined;
  const point = scalePoint<number>()
    .domain(chart.categories.map((_, j) => j))
    .range([inner.x + size, inner.x + inner.w - size])
    .padding(0.3);
  const step = band ? band.step() : point.step() || inner.w;
  const cat = categoryLabels(chart.categories, step, size);
  const y = scaleLinear()
    .domain(domain)
    .nice(TICKS)
    .range([plot.y + plot.h - cat.depth - size * 0.6, plot.y + size * 1.6]);
  const xOf = (j: number) => (band ? band(j)! + band.bandwidth() / 2 : point(j)!);

  for (const t of ticksOf(y, TICKS, unit)) {
    const ty = y(t.value);
    const gridLine = { x1: inner.x, y1: ty, x2: inner.x + inner.w, y2: ty };
    if (t.value === 0) out.zero = gridLine;
    else out.grid.push(gridLine);
    out.axisLabels.push({ text: t.text, x: inner.x - size * 0.6, y: ty + size * 0.35, anchor: 'end' });
  }
  if (!out.zero && y.domain()[0]! <= 0 && y.domain()[1]! >= 0)
    out.zero = { x1: inner.x, y1: y(0), x2: inner.x + inner.w, y2: y(0) };
  const baseY = y.range()[0]!;
  out.plotArea = { x: inner.x, y: y.range()[1]!, w: inner.w, h: baseY - y.range()[1]! };
  chart.categories.forEach((label, j) => {
    if (j % cat.every) return;
    const x = xOf(j);
    const ly = baseY + size * 0.6 + (cat.rotate ? size * 0.6 : size);
    out.axisLabels.push(
      cat.rotate
        ? { text: label, x, y: ly, anchor: 'end', rotate: cat.rotate }
        : { text: label, x, y: ly, anchor: 'middle' },
    );
  });

  if (chart.kind === 'bar' && band) {
    const n = chart.series.length;
    const inside = chart.stacked
      ? undefined
      : scaleBand<number>()
          .domain(chart.series.map((_, i) => i))
          .range([0, band.bandwidth()])
          .paddingInner(0.08);
    chart.categories.forEach((_, j) => {
      let pos = 0;
      let neg = 0;
      chart.series.forEach((_, i) => {
        const v = seriesValues(chart, i)[j]!;
        let from = 0;
        if (chart.stacked) {
          from = v >= 0 ? pos : neg;
          if (v >= 0) pos += v;
          else neg += v;
        }
        const a = y(from);
        const b = y(from + v);
        const x = band(j)! + (inside ? inside(i)! : 0);
        const w = inside ? inside.bandwidth() : band.bandwidth();
        out.bars.push({ x, y: Math.min(a, b), w, h: Math.abs(a - b), series: i, category: j });
        if (!chart.stacked && labelW(v) <= w + size * 0.2 * (n === 1 ? 4 : 1))
          out.dataLabels.push({
            text: formatValue(v, labelUnit(unit)),
            x: x + w / 2,
            y: v >= 0 ? b - size * 0.45 : b + size * 1.1,
            anchor: 'middle',
            series: i,
          });
      });
      // A stack is labelled with its total, above it.
      if (chart.stacked && !sameTotals(chart) && labelW(pos) <= band.bandwidth() + size)
        out.dataLabels.push({
          text: formatValue(pos + neg, labelUnit(unit)),
          x: band(j)! + band.bandwidth() / 2,
          y: y(pos) - size * 0.45,
          anchor: 'middle',
        });
    });
    return out;
  }

  // Lines: one path per series, a point at each value, the values labelled when one series
  // leaves room between points.
  const lineOf = line<{ x: number; y: number }>()
    .x((p) => p.x)
    .y((p) => p.y);
  chart.series.forEach((_, i) => {
    const points = seriesValues(chart, i).map((v, j) => ({ x: xOf(j), y: y(v) }));
    out.lines.push({ series: i, path: lineOf(points) ?? '', points });
    if (chart.series.length === 1)
      seriesValues(chart, i).forEach((v, j) => {
        if (labelW(v) <= step - size * 0.4)
          out.dataLabels.push({
            text: formatValue(v, labelUnit(unit)),
            x: points[j]!.x,
            y: points[j]!.y - size * 0.8,
            anchor: 'middle',
            series: i,
          });
      });
  });
  return out;
}

function horizontalBars(
  chart: Chart,
  plot: Box,
  size: number,
  domain: [number, number],
  out: ChartGeometry,
): ChartGeometry {
  const unit = chart.unit;
  const labelW = (v: number) => textWidth(formatValue(v, labelUnit(unit)), style(size, 600));
  const catW = Math.min(Math.max(...chart.categories.map((c) => textWidth(c, style(size)))), plot.w * 0.32);
  const band = scaleBand<number>()
    .domain(chart.categories.map((_, j) => j))
    .range([plot.y, plot.y + plot.h - size * 1.8])
    .paddingInner(0.28)
    .paddingOuter(0.1);
  const left = plot.x + catW + size * 0.8;
  // Room on the right for the last value's label.
  const widestValue = Math.max(...chart.series.flatMap((_, i) => seriesValues(chart, i).map(labelW)));
  const x = scaleLinear()
    .domain(domain)
    .nice(TICKS)
    .range([left, plot.x + plot.w - (chart.stacked ? size : widestValue + size * 0.6)]);
  const ticks = ticksOf(x, TICKS, unit);
  // Value labels along the bottom: every other one goes when they would touch.
  const tickStep = ticks.length > 1 ? Math.abs(x(ticks[1]!.value) - x(ticks[0]!.value)) : plot.w;
  const every = Math.max(
    1,
    Math.ceil((Math.max(...ticks.map((t) => textWidth(t.text, style(size)))) + size) / tickStep),
  );
  const bottom = band.range()[1]!;
  out.plotArea = { x: left, y: plot.y, w: x.range()[1]! - left, h: bottom - plot.y };
  ticks.forEach((t, k) => {
    const tx = x(t.value);
    const gridLine = { x1: tx, y1: plot.y, x2: tx, y2: bottom };
    if (t.value === 0) out.zero = gridLine;
    else out.grid.push(gridLine);
    if (k % every === 0)
      out.axisLabels.push({ text: t.text, x: tx, y: bottom + size * 1.4, anchor: 'middle' });
  });
  const rowStep = band.step();
  const catEvery = Math.max(1, Math.ceil((size * 1.25) / rowStep));
  const inside = chart.stacked
    ? undefined
    : scaleBand<number>()
        .domain(chart.series.map((_, i) => i))
        .range([0, band.bandwidth()])
        .paddingInner(0.08);
  chart.categories.forEach((label, j) => {
    if (j % catEvery === 0)
      out.axisLabels.push({
        text: label,
        x: left - size * 0.6,
        y: band(j)! + band.bandwidth() / 2 + size * 0.35,
        anchor: 'end',
      });
    let pos = 0;
    let neg = 0;
    chart.series.forEach((_, i) => {
      const v = seriesValues(chart, i)[j]!;
      let from = 0;
      if (chart.stacked) {
        from = v >= 0 ? pos : neg;
        if (v >= 0) pos += v;
        else neg += v;
      }
      const a = x(from);
      const b = x(from + v);
      const y = band(j)! + (inside ? inside(i)! : 0);
      const h = inside ? inside.bandwidth() : band.bandwidth();
      out.bars.push({ x: Math.min(a, b), y, w: Math.abs(a - b), h, series: i, category: j });
      if (!chart.stacked && h >= size * 1.05)
        out.dataLabels.push({
          text: formatValue(v, labelUnit(unit)),
          x: v >= 0 ? b + size * 0.4 : b - size * 0.4,
          y: y + h / 2 + size * 0.35,
          anchor: v >= 0 ? 'start' : 'end',
          series: i,
        });
    });
    if (chart.stacked && !sameTotals(chart) && band.bandwidth() >= size * 1.05)
      out.dataLabels.push({
        text: formatValue(pos + neg, labelUnit(unit)),
        x: x(pos) + size * 0.4,
        y: band(j)! + band.bandwidth() / 2 + size * 0.35,
        anchor: 'start',
      });
  });
  return out;
}

/**
 * A pie or doughnut: the slices on the left, and beside them the legend of its parts with each
 * value and share (labels on the slices would collide on thin ones).
 */
function pieGeometry(chart: Chart, area: Box, size: number, out: ChartGeometry): ChartGeometry {
  const values = seriesValues(chart, 0).map((v) => Math.max(0, v));
  const total = values.reduce((a, b) => a + b, 0);
  const legendW = Math.min(area.w * 0.5, 760);
  const r = Math.min((area.w - legendW - size * 3) / 2, area.h / 2);
  const cx = area.x + r;
  const cy = area.y + area.h / 2;
  const inner = chart.kind === 'doughnut' ? r * 0.6 : 0;
  const arcs = pie<number>()
    .sort(null)
    .value((v) => v)(values);
  const draw = arc<(typeof arcs)[number]>()
    .innerRadius(inner)
    .outerRadius(r)
    .padAngle(total ? 0.008 : 0);
  for (const a of arcs) {
    const path = draw(a);
    if (path) out.slices.push({ path, category: a.index });
  }
  // Many parts: the legend's rows and text shrink together so they never touch.
  const rowH = Math.min(size * 2.1, area.h / Math.max(1, values.length));
  // A short legend beside a large pie is set a little larger than the axis labels of other charts.
  out.legendSize = Math.min(Math.round(size * 1.2), Math.floor(rowH / 1.3));
  const top = cy - (rowH * values.length) / 2;
  const lx = cx + r + size * 3;
  const share = (v: number) => (total ? `${Math.round((v / total) * 100)}%` : '0%');
  chart.categories.forEach((name, j) => {
    out.legend.push({
      // Shares given as percentages are their own share; other figures get theirs beside them.
      text:
        chart.unit?.trim() === '%'
          ? `${name}  ${formatValue(values[j]!, '%')}`
          : `${name}  ${formatValue(values[j]!, chart.unit)} · ${share(values[j]!)}`,
      index: j,
      x: lx,
      y: top + j * rowH,
    });
  });
  if (inner && chart.unit?.trim() !== '%')
    out.centre = {
      text: formatValue(total, chart.unit),
      x: cx,
      y: cy,
      size: Math.min(inner * 0.42, size * 2.6),
    };
  out.pieCentre = { x: cx, y: cy };
  out.plotArea = { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r };
  return out;
}
