import { FIT_FLOORS, METRICS_MAX_COLUMNS, SLIDE_HEIGHT, SLIDE_WIDTH } from '../../../limits';
import {
  balancedTop,
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
/**
 * Each metric's card: the coloured rule along its top, the padding inside it, the gaps between
 * its figure, label and note, and its corners. The card spans its share of the slide's width.
 */
export const METRIC_CELL = { rule: 6, padX: 40, padY: 28, gap: 14, radius: 14 };
/** The card's fill: the slide's text laid over its background at this share. */
export const METRIC_CARD_TINT = 0.08;
const BLOCK_GAP = 72;
/**
 * A 2×2 grid is chosen over a row of four when it sets the figures this much larger: wide
 * figures ("€260,000") in a row of four come out small, with the slide's lower half empty.
 */
const SQUARE_GRID_GAIN = 1.1;

type Key = 'title' | 'value' | 'label' | 'subtext' | 'note';

export function metricsRoles(columns: number, rows: number): Record<Key, TextRole> {
  const valueMax = Math.min(columns <= 2 ? 180 : 132, rows === 1 ? 200 : rows === 2 ? 120 : 72);
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

/** Metrics per row: up to four, rows as even as they go (five are three and two, not four and one). */
export function metricsColumns(count: number): number {
  if (count <= METRICS_MAX_COLUMNS) return Math.max(1, count);
  return Math.ceil(count / Math.ceil(count / METRICS_MAX_COLUMNS));
}

export interface PlacedMetric {
  /** The card, its top rule included. */
  card: { x: number; y: number; w: number; h: number };
  value: Placed;
  label: Placed;
  subtext: Placed;
}

function place(slide: SlideView, sizes: Record<Key, number>, columns: number) {
  const metrics = slide.content.metrics ?? [];
  const note = slide.content.text ?? '';
  const rows = Math.max(1, Math.ceil(metrics.length / columns));
  const r = metricsRoles(columns, rows);
  const gap = rows > 1 ? 32 : 48;
  const cellW = (WIDTH - gap * (columns - 1)) / columns;
  const textW = cellW - 2 * METRIC_CELL.padX;
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
  // A row's cards are as tall as its tallest metric, with the padding and rule around it.
  const chrome = METRIC_CELL.rule + 2 * METRIC_CELL.padY;
  const rowHs = Array.from(
    { length: rows },
    (_, i) => Math.max(0, ...cells.slice(i * columns, (i + 1) * columns).map((c) => c.h)) + chrome,
  );
  const gridH = rowHs.reduce((a, b) => a + b, 0) + gap * (rows - 1);
  const areaTop = PAD_Y + (titleH ? titleH + BLOCK_GAP : 0);
  const areaBottom = BOTTOM - (noteH ? noteH + BLOCK_GAP : 0);
  const top = balancedTop(areaTop, areaBottom - areaTop, gridH);
  let y = top;
  const placedCells: PlacedMetric[] = cells.map((cell, i) => {
    const col = i % columns;
    const row = Math.floor(i / columns);
    if (col === 0 && i > 0) y += rowHs[row - 1]! + gap;
    // A last row that is not full is centred under the rows above it.
    const inRow = Math.min(columns, metrics.length - row * columns);
    const x = PAD_X + ((columns - inRow) * (cellW + gap)) / 2 + col * (cellW + gap);
    const tx = x + METRIC_CELL.padX;
    const ty = y + METRIC_CELL.rule + METRIC_CELL.padY;
    const valueBox: Placed = { x: tx, y: ty, w: textW, h: cell.vh, size: value };
    const labelBox: Placed = { x: tx, y: ty + cell.vh + METRIC_CELL.gap, w: textW, h: cell.lh, size: label };
    const subBox: Placed = {
      x: tx,
      y: labelBox.y + cell.lh + METRIC_CELL.gap,
      w: textW,
      h: cell.sh,
      size: subtext,
    };
    return { card: { x, y, w: cellW, h: rowHs[row]! }, value: valueBox, label: labelBox, subtext: subBox };
  });
  return {
    fits: gridH <= areaBottom - areaTop,
    title: { x: PAD_X, y: PAD_Y, w: WIDTH, h: titleH, size: sizes.title } as Placed,
    note: { x: PAD_X, y: BOTTOM - noteH, w: WIDTH, h: noteH, size: sizes.note } as Placed,
    /** The room between the title and the note, where the grid rests. */
    area: { top: areaTop, h: areaBottom - areaTop },
    grid: { top, h: gridH },
    cells: placedCells,
  };
}

function layoutIn(slide: SlideView, columns: number) {
  const count = slide.content.metrics?.length ?? 0;
  const r = metricsRoles(columns, Math.max(1, Math.ceil(count / columns)));
  const fit: SlideFit<Key> = shrinkToFit(r, (sizes) => place(slide, sizes, columns).fits);
  return { fit, columns, ...place(slide, fit.sizes, columns) };
}

/**
 * The metrics' fit and cards. Four metrics take one row, or a 2×2 grid when that sets their
 * figures markedly larger (and still fits): the figures then fill the slide, not a strip of it.
 */
export function layoutMetrics(slide: SlideView) {
  const count = slide.content.metrics?.length ?? 0;
  const row = layoutIn(slide, metricsColumns(count));
  if (count !== 4) return row;
  const square = layoutIn(slide, 2);
  const size = (l: typeof row) => l.cells[0]?.value.size ?? 0;
  return !square.fit.overflow && size(square) >= SQUARE_GRID_GAIN * size(row) ? square : row;
}
