import type { Placed, TextRole } from '../../../common/slides/layout/fit';
import type { SlideType } from '../../../common/slides/types';
import { CHART_INK } from '../../../common/slides/types/chart/ChartSlide';
import { formatValue } from '../../../common/slides/types/chart/format';
import { labelUnit, seriesValues, valueAxis } from '../../../common/slides/types/chart/geometry';
import { CHART_ROLES, layoutChart } from '../../../common/slides/types/chart/layout';
import { chartPalette } from '../../../common/slides/types/chart/palette';
import { CONTENT_ACCENT } from '../../../common/slides/types/content/layout';
import {
  CELL,
  HEADER_RULE,
  layoutTable,
  TABLE_HEADER_WEIGHT,
  TABLE_ROLES,
} from '../../../common/slides/types/table/layout';
import { TABLE_INK } from '../../../common/slides/types/table/TableSlide';
import { layoutTimeline, TIMELINE_LINE, TIMELINE_ROLES } from '../../../common/slides/types/timeline/layout';
import { TIMELINE_TEXT_ALPHA } from '../../../common/slides/types/timeline/TimelineSlide';
import type { ExportSlide } from '../deck';
import { contentOf } from '../deck';
import { type DrawContext, defaultsOf } from './context';
import { viewOf } from './parts';
import { blend, colors, ellipse, hex, type PSlide, px, rect } from './shapes';
import { type CellLook, holdTable, writable } from './tableXml';
import { faceFor, isRtl, pt, roleLook, textAt } from './text';

// The data slides (issue 31), native in PowerPoint: a chart PowerPoint can "Edit Data" on, a
// table of cells, a timeline of shapes with text. Each is placed where the canvas draws it.

/** The slide's colours and the accent its data is drawn in, as the canvas picks them. */
function surface(type: SlideType, s: ExportSlide, context: DrawContext) {
  const d = defaultsOf(type, context);
  const { bg, fg } = colors(s, d.background, d.text);
  const accent = contentOf(s).textColor ? fg : hex(d.accent ?? d.text);
  return { d, bg, fg, accent };
}

/** The accent rule and the title, as the canvas's DataTitle. */
function drawHead(slide: PSlide, title: string, box: Placed, role: TextRole, fg: string, accent: string) {
  rect(slide, CONTENT_ACCENT, accent);
  textAt(slide, title, box, { ...roleLook(role), color: fg });
}

/**
 * Excel's number format for a chart's values, with its unit where the canvas puts it ("€7.9M",
 * "12%"): whole numbers with thousands separators, as the canvas writes them ("1,200"); values
 * with decimals in General, which keeps each one's own (4.5, 7.25; a fixed count would add zeros).
 */
export function numberFormat(values: number[], unit = ''): string {
  const base = values.every(Number.isInteger) ? '#,##0' : 'General';
  const sample = formatValue(1, unit);
  const [before, after] = sample.split('1') as [string, string];
  const quote = (t: string) => (t ? `"${t.replace(/"/g, '')}"` : '');
  return `${quote(before)}${base}${quote(after)}`;
}

export function drawChart(slide: PSlide, s: ExportSlide, context: DrawContext) {
  const { d, bg, fg, accent } = surface('chart', s, context);
  slide.background = { color: bg };
  const l = layoutChart(viewOf(s));
  drawHead(slide, s.title, l.title, CHART_ROLES.title, fg, accent);
  // No data yet: the title alone, as the PDF draws it (the canvas's sample figures are not the deck's).
  if (!contentOf(s).chart) return;
  const chart = l.chart;
  const round = chart.kind === 'pie' || chart.kind === 'doughnut';
  const palette = chartPalette(
    `#${accent}`,
    `#${fg}`,
    `#${bg}`,
    round ? chart.categories.length : chart.series.length,
  ).map((c) => c.slice(1).toUpperCase());
  // PowerPoint lists a horizontal bar chart's categories from the bottom up, the canvas from the top
  // down: the rows go in reversed, so the first category is drawn on top in both.
  const order = <T>(list: T[]) => (chart.horizontal && chart.kind === 'bar' ? [...list].reverse() : list);
  const data = chart.series.map((series, i) => ({
    name: series.name,
    labels: order(chart.categories),
    values: order(seriesValues(chart, i)),
  }));
  const size = pt(l.geometry.size);
  const font = faceFor(400, d.fonts?.body).fontFace;
  const soft = blend(fg, bg, CHART_INK.axis);
  const values = data.flatMap((x) => x.values);
  const format = numberFormat(values, chart.unit);
  const axis = valueAxis(chart);
  const several = chart.series.length > 1;
  // The plot area where the canvas draws its data, as parts of the chart's frame.
  const area = l.geometry.plotArea ?? l.plot;
  const frame = l.plot;
  slide.addChart(chart.kind, data, {
    x: px(frame.x),
    y: px(frame.y),
    w: px(frame.w),
    h: px(frame.h),
    layout: {
      x: (area.x - frame.x) / frame.w,
      y: (area.y - frame.y) / frame.h,
      w: area.w / frame.w,
      h: area.h / frame.h,
    },
    chartColors: palette,
    showLegend: several || round,
    legendPos: round ? 'r' : 't',
    legendFontSize: size,
    legendFontFace: font,
    legendColor: fg,
    // Values are labelled where the canvas labels them all (a crowded chart labels none); a pie
    // shows each part's share outside it, a doughnut leaves them to its legend, as on screen.
    showValue:
      !round &&
      !chart.stacked &&
      l.geometry.dataLabels.length ===
        l.geometry.bars.length + l.geometry.lines.reduce((n, x) => n + x.points.length, 0),
    showPercent: chart.kind === 'pie',
    dataLabelFormatCode: round ? '0%' : numberFormat(values, labelUnit(chart.unit)),
    dataLabelColor: fg,
    dataLabelFontSize: size,
    dataLabelFontFace: font,
    dataLabelFontBold: true,
    ...(round
      ? { dataLabelPosition: 'outEnd' as const, holeSize: chart.kind === 'doughnut' ? 60 : undefined }
      : {
          dataLabelPosition: chart.kind === 'line' ? ('t' as const) : ('outEnd' as const),
          barDir: chart.horizontal ? 'bar' : 'col',
          barGrouping: chart.stacked ? 'stacked' : 'clustered',
          barGapWidthPct: 40,
          barOverlapPct: chart.stacked ? 100 : -8,
          catAxisLabelColor: soft,
          catAxisLabelFontSize: size,
          catAxisLabelFontFace: font,
          catAxisLineShow: true,
          catAxisLineColor: blend(fg, bg, CHART_INK.zero),
          valAxisLabelColor: soft,
          valAxisLabelFontSize: size,
          valAxisLabelFontFace: font,
          valAxisLabelFormatCode: format,
          valAxisLineShow: false,
          valAxisMinVal: axis.min,
          valAxisMaxVal: axis.max,
          valAxisMajorUnit: axis.step,
          valGridLine: { color: blend(fg, bg, CHART_INK.grid), size: 1, style: 'solid' as const },
          catGridLine: { style: 'none' as const },
          lineSize: 3,
          lineDataSymbol: 'circle' as const,
          lineDataSymbolSize: 9,
        }),
  });
}

export function drawTable(slide: PSlide, s: ExportSlide, context: DrawContext) {
  const { d, bg, fg, accent } = surface('table', s, context);
  slide.background = { color: bg };
  const l = layoutTable(viewOf(s));
  drawHead(slide, s.title, l.title, TABLE_ROLES.title, fg, accent);
  const cells = [l.grid.header, ...l.grid.rows];
  const rule = blend(fg, bg, TABLE_INK.rule);
  const stripe = blend(fg, bg, TABLE_INK.stripe);
  const body = faceFor(400, d.fonts?.body);
  const head = faceFor(TABLE_HEADER_WEIGHT, d.fonts?.body);
  const margin = [l.padY, CELL.padX * l.size, l.padY, CELL.padX * l.size].map(pt) as [
    number,
    number,
    number,
    number,
  ];
  const looks = cells.map((row, r) =>
    row.map((text, i): { text: string; look: CellLook } => {
      const face = r === 0 ? head : body;
      const rtl = isRtl(text);
      return {
        text,
        look: {
          fontFace: face.fontFace,
          bold: face.bold,
          fontSize: pt(l.size),
          color: fg,
          align: l.columns[i]!.numeric || rtl ? 'right' : 'left',
          rtl,
          margin,
          fill: r > 0 && r % 2 === 0 ? stripe : bg,
          rule: r === 0 ? { color: accent, pt: pt(HEADER_RULE) } : { color: rule, pt: 1 },
        },
      };
    }),
  );
  const x = px(l.columns[0]!.x);
  const y = px(l.rows[0]!.y);
  const w = px(l.columns.reduce((w, c) => w + c.w, 0));
  const colW = l.columns.map((c) => px(c.w));
  const rowH = l.rows.map((r) => px(r.h));
  if (writable(looks)) {
    // pptxgenjs draws the frame around a stand-in cell; the cells are written by ./tableXml.ts.
    slide.addTable([[{ text: '' }]], { x, y, w, colW: [w] });
    holdTable(slide, { cells: looks, colW, rowH });
    return;
  }
  const none = { type: 'none' as const };
  const rows = looks.map((row) =>
    row.map(({ text, look }) => ({
      text,
      options: {
        fontFace: look.fontFace,
        bold: look.bold,
        fontSize: look.fontSize,
        color: look.color,
        align: look.align,
        valign: 'top' as const,
        margin: look.margin,
        rtlMode: look.rtl,
        fill: { color: look.fill },
        border: [none, none, { type: 'solid' as const, ...look.rule }, none] as [
          typeof none,
          typeof none,
          { type: 'solid'; color: string; pt: number },
          typeof none,
        ],
      },
    })),
  );
  slide.addTable(rows, { x, y, w, colW, rowH });
}

export function drawTimeline(slide: PSlide, s: ExportSlide, context: DrawContext) {
  const { bg, fg, accent } = surface('timeline', s, context);
  slide.background = { color: bg };
  const l = layoutTimeline(viewOf(s));
  drawHead(slide, s.title, l.title, TIMELINE_ROLES.title, fg, accent);
  if (!contentOf(s).steps?.length) return;
  const last = l.steps.at(-1)!;
  rect(slide, { x: l.line.x, y: l.line.y, w: last.node.x - l.line.x, h: l.line.h }, accent, {
    radius: l.line.h / 2,
  });
  rect(
    slide,
    { x: last.node.x, y: l.line.y + l.line.h / 4, w: l.line.x + l.line.w - last.node.x, h: l.line.h / 2 },
    blend(accent, bg, 0.35),
  );
  const n = TIMELINE_LINE.node;
  l.steps.forEach((p, i) => {
    const step = l.shown[i]!;
    const ring = n + 2 * TIMELINE_LINE.ring;
    ellipse(slide, { x: p.node.x - ring / 2, y: p.node.y - ring / 2, w: ring, h: ring }, bg);
    ellipse(slide, { x: p.node.x - n / 2, y: p.node.y - n / 2, w: n, h: n }, accent);
    textAt(slide, step.date ?? '', p.date, { ...roleLook(TIMELINE_ROLES.date), color: accent });
    textAt(slide, step.label, p.label, { ...roleLook(TIMELINE_ROLES.label), color: fg });
    textAt(slide, step.text ?? '', p.text, {
      ...roleLook(TIMELINE_ROLES.body),
      color: blend(fg, bg, TIMELINE_TEXT_ALPHA),
    });
  });
}
