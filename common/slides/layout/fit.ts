import { BODY_BALANCE } from '../../limits';
import { lineCount, type TextStyle, wordsBrokenSoFar } from './measure';
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
 * holds, to the largest step `fits` says the slide holds. Below every floor the slide is
 * overflowing; `fits` is then asked once more with `columns: 2` (a type that can use a second
 * column does), and failing that the sizes keep shrinking below the floors, so the text is drawn
 * small rather than hidden.
 *
 * Smaller text never takes more room, so whether a step fits is monotone in the step, and each
 * range of steps is searched by halving: a layout is asked about O(log steps) sizes, not every one
 * (a table measures every cell at each size it is asked about).
 */
export function shrinkToFit<K extends string>(
  designed: Record<K, TextRole>,
  fits: (sizes: Record<K, number>, columns: 1 | 2) => boolean,
  options: { twoColumns?: boolean } = {},
): SlideFit<K> {
  const keys = Object.keys(designed) as K[];
  // A theme's scale moves the display texts' largest sizes; the floors stay the slide's own.
  const roles = Object.fromEntries(keys.map((k) => [k, scaledRole(designed[k])])) as Record<K, TextRole>;
  const sizeAt = (k: K, step: number, floor: (r: TextRole) => number) =>
    Math.max(floor(roles[k]), Math.floor(roles[k].max * STEP ** step));
  const at = (step: number, floor: (r: TextRole) => number) =>
    Object.fromEntries(keys.map((k) => [k, sizeAt(k, step, floor)])) as Record<K, number>;
  const floors = Object.fromEntries(keys.map((k) => [k, Math.min(roles[k].floor, roles[k].max)])) as Record<
    K,
    number
  >;
  const atFloor = (r: TextRole) => Math.min(r.floor, r.max);
  // The first step at which every text is at its floor, and the first at the last resort.
  // (Each text's size asked for alone, rather than an object of all of them per text and step.)
  const floorStep = lastStep((step) => keys.every((k) => sizeAt(k, step, atFloor) <= floors[k]));
  const resortStep = lastStep((step) =>
    keys.every((k) => sizeAt(k, step, () => LAST_RESORT_MIN) <= LAST_RESORT_MIN),
  );
  // Above the floors a size that breaks a word between characters ("Creative developmen/t" under a
  // timeline step) gives way to the largest smaller one that keeps words whole, if any does. At
  // the floors a word too long for its box (a URL, a long compound) is broken, as before.
  const whole = (step: number) => {
    const broken = wordsBrokenSoFar();
    return fits(at(step, atFloor), 1) && wordsBrokenSoFar() === broken;
  };
  const fits1 = firstFitting(0, floorStep, (step) => fits(at(step, atFloor), 1));
  const fitting =
    fits1 === undefined || whole(fits1) ? fits1 : (firstFitting(fits1 + 1, floorStep, whole) ?? fits1);
  if (fitting !== undefined) return { sizes: at(fitting, atFloor), floors, overflow: false, columns: 1 };
  const atFloors = at(floorStep, atFloor);
  if (options.twoColumns && fits(atFloors, 2)) return { sizes: atFloors, floors, overflow: true, columns: 2 };
  const columns: 1 | 2 = options.twoColumns ? 2 : 1;
  const below = Math.max(floorStep + 1, resortStep);
  const small =
    firstFitting(floorStep + 1, below - 1, (step) =>
      fits(
        at(step, () => LAST_RESORT_MIN),
        columns,
      ),
    ) ?? below;
  return { sizes: at(small, () => LAST_RESORT_MIN), floors, overflow: true, columns };
}

/** The first step from 0 at which `done` holds (sizes only shrink, so it holds from there on). */
function lastStep(done: (step: number) => boolean): number {
  let step = 0;
  while (!done(step)) step++;
  return step;
}

/**
 * The first step in `from..to` that fits, given that every step after a fitting one fits too;
 * undefined when none does. Halving: about log2(to - from) questions.
 */
function firstFitting(from: number, to: number, fits: (step: number) => boolean): number | undefined {
  if (from > to) return undefined;
  if (fits(from)) return from;
  let lo = from; // does not fit
  let hi = to + 1; // fits, or just past the range
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (fits(mid)) hi = mid;
    else lo = mid;
  }
  return hi <= to ? hi : undefined;
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

/**
 * The top of a block `height` tall in the room from `top`, `room` tall, under a slide's title:
 * shorter than the room, it rests a little above the room's middle (BODY_BALANCE); as tall or
 * taller, it starts at the top.
 */
export function balancedTop(top: number, room: number, height: number): number {
  return top + Math.max(0, (room - height) * BODY_BALANCE);
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
