import { lineCount, type TextStyle } from './measure';
import { scaledRole } from './typeScale';

/**
 * The fit of one slide: the text sizes every renderer uses (editor, presenter, viewer, HTML, PDF
 * and PowerPoint), whether the slide is overflowing (its text does not fit at the type's floors),
 * and for a content slide whether its bullets take two columns.
 */
export interface SlideFit<K extends string = string> {
  sizes: Record<K, number>;
  /** Each text's floor (common/limits.ts FIT_FLOORS): below it only on an overflowing slide. */
  floors: Record<K, number>;
  overflow: boolean;
  columns: 1 | 2;
}

/** A kind of text on a slide: its largest size, its floor (common/limits.ts) and how it is set. */
export interface TextRole {
  max: number;
  floor: number;
  weight: number;
  lineHeight: number;
  tracking?: number;
  upper?: boolean;
  /**
   * Display text (titles, big lines, figures): drawn in the theme's heading family and set by its
   * type scale (./typeScale.ts).
   */
  heading?: boolean;
}

/** Each step shrinks every text on the slide by this factor, down to its floor. */
const STEP = 0.94;
/** Past the floor an overflowing slide keeps shrinking, so nothing is hidden, down to this. */
const LAST_RESORT_MIN = 10;

/** How text of `role` at `size` is measured, under the theme's type scale being laid out. */
export function styleAt(role: TextRole, size: number): TextStyle {
  const r = scaledRole(role);
  return { size, weight: r.weight, tracking: r.tracking, upper: r.upper };
}

/** Height in px of `text` set in `role` at `size` in a box `width` px wide (none when empty). */
export function textHeight(text: string, width: number, role: TextRole, size: number): number {
  return lineCount(text, width, styleAt(role, size)) * size * scaledRole(role).lineHeight;
}

/**
 * Sizes step by step from each role's largest down to its floor, all together so the hierarchy
 * holds, until `fits` says the slide holds them. Below every floor the slide is overflowing;
 * `fits` is then asked once more with `columns: 2` (a type that can use a second column does),
 * and failing that the sizes keep shrinking below the floors, so the text is drawn small rather
 * than hidden.
 */
export function shrinkToFit<K extends string>(
  designed: Record<K, TextRole>,
  fits: (sizes: Record<K, number>, columns: 1 | 2) => boolean,
  options: { twoColumns?: boolean } = {},
): SlideFit<K> {
  const keys = Object.keys(designed) as K[];
  // A theme's scale moves the display texts' largest sizes; the floors stay the slide's own.
  const roles = Object.fromEntries(keys.map((k) => [k, scaledRole(designed[k])])) as Record<K, TextRole>;
  const at = (step: number, floor: (r: TextRole) => number) =>
    Object.fromEntries(
      keys.map((k) => [k, Math.max(floor(roles[k]), Math.floor(roles[k].max * STEP ** step))]),
    ) as Record<K, number>;
  const floors = Object.fromEntries(keys.map((k) => [k, Math.min(roles[k].floor, roles[k].max)])) as Record<
    K,
    number
  >;
  let step = 0;
  for (;;) {
    const sizes = at(step, (r) => Math.min(r.floor, r.max));
    if (fits(sizes, 1)) return { sizes, floors, overflow: false, columns: 1 };
    if (keys.every((k) => sizes[k] <= Math.min(roles[k].floor, roles[k].max))) break;
    step++;
  }
  const atFloors = at(step, (r) => Math.min(r.floor, r.max));
  if (options.twoColumns && fits(atFloors, 2)) return { sizes: atFloors, floors, overflow: true, columns: 2 };
  const columns: 1 | 2 = options.twoColumns ? 2 : 1;
  for (step++; ; step++) {
    const sizes = at(step, () => LAST_RESORT_MIN);
    if (fits(sizes, columns) || keys.every((k) => sizes[k] <= LAST_RESORT_MIN))
      return { sizes, floors, overflow: true, columns };
  }
}

/** Vertical stack of blocks: the top of each, given their heights, a gap and an alignment. */
export function stack(
  heights: number[],
  { top, height, gap, align }: { top: number; height: number; gap: number; align: 'start' | 'center' },
): { tops: number[]; total: number } {
  const shown = heights.filter((h) => h > 0);
  const total = shown.reduce((a, b) => a + b, 0) + gap * Math.max(0, shown.length - 1);
  let y = align === 'center' ? top + Math.max(0, (height - total) / 2) : top;
  const tops = heights.map((h) => {
    const at = y;
    if (h > 0) y += h + gap;
    return at;
  });
  return { tops, total };
}

/** A text block where the layout put it: its box on the 1920×1080 canvas and its size. */
export interface Placed {
  x: number;
  y: number;
  w: number;
  h: number;
  size: number;
}

/** The fit of a slide whose text is not ours to lay out (an HTML slide's own markup). */
export const NOTHING_TO_FIT: SlideFit = { sizes: {}, floors: {}, overflow: false, columns: 1 };
