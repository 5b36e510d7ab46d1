/**
 * Rounded bars and the line chart's point rings as SVG paths of one cubic per quarter turn.
 *
 * Chromium prints an SVG `<rect rx>` or a stroked `<circle>` into the PDF as its outline cut into
 * some thirty curves per corner; the same shape as a path of four cubics prints as four. A chart
 * of 36 bars was 80 KB of page content, and a deck of charts took twice a text deck's time to print
 * (issue 31). A quarter circle as one cubic is off by under 0.03% of its radius: not visible.
 *
 * Shapes of one look are drawn as one path (a series' bars, its points, the gridlines): Chromium
 * pays for every SVG element it lays out and prints, and a deck of 25 charts and 25 tables spent
 * about a tenth of its PDF time on elements that only repeated a fill.
 */

/** How far a quarter circle's control points sit from its ends, as a part of the radius. */
const KAPPA = 0.5523;
const n = (v: number) => Math.round(v * 100) / 100;

/** A rectangle with corners of radius `r` (at most half its shorter side). */
export function roundedRectPath(x: number, y: number, w: number, h: number, radius: number): string {
  const r = Math.max(0, Math.min(radius, w / 2, h / 2));
  if (r === 0) return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
  const k = r * (1 - KAPPA);
  const [x0, y0, x1, y1] = [x, y, x + w, y + h];
  return [
    `M${n(x0 + r)} ${n(y0)}H${n(x1 - r)}`,
    `C${n(x1 - k)} ${n(y0)} ${n(x1)} ${n(y0 + k)} ${n(x1)} ${n(y0 + r)}V${n(y1 - r)}`,
    `C${n(x1)} ${n(y1 - k)} ${n(x1 - k)} ${n(y1)} ${n(x1 - r)} ${n(y1)}H${n(x0 + r)}`,
    `C${n(x0 + k)} ${n(y1)} ${n(x0)} ${n(y1 - k)} ${n(x0)} ${n(y1 - r)}V${n(y0 + r)}`,
    `C${n(x0)} ${n(y0 + k)} ${n(x0 + k)} ${n(y0)} ${n(x0 + r)} ${n(y0)}Z`,
  ].join('');
}

/** Straight lines (gridlines) as one path: each is a move and a line. */
export function linesPath(lines: readonly { x1: number; y1: number; x2: number; y2: number }[]): string {
  return lines.map((l) => `M${n(l.x1)} ${n(l.y1)}L${n(l.x2)} ${n(l.y2)}`).join('');
}

/** A circle of radius `r` around (cx, cy). */
export function circlePath(cx: number, cy: number, r: number): string {
  const k = r * KAPPA;
  return [
    `M${n(cx - r)} ${n(cy)}`,
    `C${n(cx - r)} ${n(cy - k)} ${n(cx - k)} ${n(cy - r)} ${n(cx)} ${n(cy - r)}`,
    `C${n(cx + k)} ${n(cy - r)} ${n(cx + r)} ${n(cy - k)} ${n(cx + r)} ${n(cy)}`,
    `C${n(cx + r)} ${n(cy + k)} ${n(cx + k)} ${n(cy + r)} ${n(cx)} ${n(cy + r)}`,
    `C${n(cx - k)} ${n(cy + r)} ${n(cx - r)} ${n(cy + k)} ${n(cx - r)} ${n(cy)}Z`,
  ].join('');
}
