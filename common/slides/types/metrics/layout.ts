import { FIT_FLOORS, METRICS_MAX_COLUMNS, SLIDE_HEIGHT, SLIDE_WIDTH } from '../../../limits';
import {
  type Placed,
  type SlideFit,
  shrinkToFit,
  styleAt,
  type TextRole,
  textHeight,
} from '../../layout/fit';
import { textWidth } from '../../layout/measure';
import { PAD_X, PAD_Y } from '../../theme';
import type { SlideView } from '../../view';

const floors = FIT_FLOORS.metrics;
const WIDTH = SLIDE_WIDTH - 2 * PAD_X;
const BOTTOM = SLIDE_HEIGHT - PAD_Y;
/** The rule and the space beside it that start each metric's cell. */
export const METRIC_CELL = { rule: 6, pad: 36, gap: 16 };
const INSET = METRIC_CELL.rule + METRIC_CELL.pad;
const BLOCK_GAP = 72;

type Key = 'title' | 'value' | 'label' | 'subtext' | 'note';

export function metricsRoles(columns: number, rows: number): Record<Key, TextRole> {
  const valueMax = Math.min(columns <= 2 ? 180 : 132, rows === 1 ? 200 : rows === 2 ? 96 : 72);
  return {
    title: { max: 76, floor: floors.title, weight: 800, lineHeight: 1.08, tracking: -0.015, heading: true },
    value: {
      max: valueMax,
      floor: floors.value,
      weight: 800,
      lineHeight: 1.05,
      tracking: -0.03,
      heading: true,
    },
    label: { max: 36, floor: floors.body, weight: 600, lineHeight: 1.2 },
    subtext: { max: 28, floor: floors.body, weight: 400, lineHeight: 1.25 },
    note: { max: 32, floor: floors.body, weight: 400, lineHeight: 1.3 },
  };
}

function place(slide: SlideView, sizes: Record<Key, number>) {
  const metrics = slide.content.metrics ?? [];
  const note = slide.content.text ?? '';
  const columns = Math.max(1, Math.min(METRICS_MAX_COLUMNS, metrics.length));
  const rows = Math.max(1, Math.ceil(metrics.length / columns));
  const r = metricsRoles(columns, rows);
  const gap = rows > 1 ? 40 : 56;
  const cellW = (WIDTH - gap * (columns - 1)) / columns;
  const textW = cellW - INSET;
  // Values share one size, and a figure such as "$4.2M" stays on one line: the size is capped
  // by the widest value, unless that would take it under the floor (then it wraps). Widths are
  // measured at the size tried, not scaled from 1 px: the measure counts each glyph at least its
  // whole-pixel advance, which at 1 px is a whole em, and set figures about 40% too small.
  const widestAt = (size: number) =>
    metrics.reduce((w, m) => Math.max(w, textWidth(m.value, styleAt(r.value, size))), 0);
  const atMax = widestAt(sizes.value);
  let value = atMax ? Math.min(sizes.value, Math.floor((textW * sizes.value) / atMax)) : sizes.value;
  while (value > floors.value && widestAt(value) > textW) value--;
  // The figure leads: a label never grows to the size of the number above it.
  const label = Math.min(sizes.label, Math.max(floors.body, Math.round(value * 0.6)));
  const subtext = Math.min(sizes.subtext, Math.max(floors.body, Math.round(value * 0.45)));
  const titleH = textHeight(slide.title, WIDTH, r.title, sizes.title);
  const noteH = textHeight(note, WIDTH, r.note, sizes.note);
  const cells = metrics.map((m) => {
    const vh = textHeight(m.value, textW, r.value, value);
    const lh = textHeight(m.label, textW, r.label, label);
    const sh = m.subtext ? textHeight(m.subtext, textW, r.subtext, subtext) : 0;
    return { vh, lh, sh, h: vh + (lh ? METRIC_CELL.gap + lh : 0) + (sh ? METRIC_CELL.gap + sh : 0) };
  });
  const rowHs = Array.from({ length: rows }, (_, i) =>
    Math.max(0, ...cells.slice(i * columns, (i + 1) * columns).map((c) => c.h)),
  );
  const gridH = rowHs.reduce((a, b) => a + b, 0) + gap * (rows - 1);
  const areaTop = PAD_Y + (titleH ? titleH + BLOCK_GAP : 0);
  const areaBottom = BOTTOM - (noteH ? noteH + BLOCK_GAP : 0);
  let y = areaTop + Math.max(0, (areaBottom - areaTop - gridH) / 2);
  const placedCells = cells.map((cell, i) => {
    const col = i % columns;
    if (col === 0 && i > 0) y += rowHs[Math.floor(i / columns) - 1]! + gap;
    const x = PAD_X + col * (cellW + gap);
    const tx = x + INSET;
    const valueBox: Placed = { x: tx, y, w: textW, h: cell.vh, size: value };
    const labelBox: Placed = { x: tx, y: y + cell.vh + METRIC_CELL.gap, w: textW, h: cell.lh, size: label };
    const subBox: Placed = {
      x: tx,
      y: labelBox.y + cell.lh + METRIC_CELL.gap,
      w: textW,
      h: cell.sh,
      size: subtext,
    };
    return { rule: { x, y, h: cell.h }, value: valueBox, label: labelBox, subtext: subBox };
  });
  return {
    fits: gridH <= areaBottom - areaTop,
    title: { x: PAD_X, y: PAD_Y, w: WIDTH, h: titleH, size: sizes.title } as Placed,
    note: { x: PAD_X, y: BOTTOM - noteH, w: WIDTH, h: noteH, size: sizes.note } as Placed,
    cells: placedCells,
  };
}

export function layoutMetrics(slide: SlideView) {
  const metrics = slide.content.metrics ?? [];
  const columns = Math.max(1, Math.min(METRICS_MAX_COLUMNS, metrics.length));
  const r = metricsRoles(columns, Math.max(1, Math.ceil(metrics.length / columns)));
  const fit: SlideFit<Key> = shrinkToFit(r, (sizes) => place(slide, sizes).fits);
  return { fit, ...place(slide, fit.sizes) };
}
