import type PptxGenJS from 'pptxgenjs';
import { toHex6 } from '../../../common/themes/color';
import { contentOf, type ExportSlide } from '../deck';

/**
 * The PowerPoint slide is laid out like the 1920×1080 renderer: 1 px = 1/144 in on the
 * 13.33×7.5 in wide layout.
 */
export const px = (n: number) => n / 144;

/**
 * A CSS colour as PowerPoint wants it, six hex digits without '#', read by the parser the canvas
 * and the theme use (common/themes/color.ts), so that every colour the slide schema accepts
 * (#rgb(a), rgb(), hsl(), every CSS name) is the colour the browser draws; `fallback` for a
 * value no browser draws either.
 */
export function hexOr(color: string | undefined, fallback: string): string {
  const six = color === undefined ? undefined : toHex6(color);
  return six ? six.slice(1).toUpperCase() : fallback;
}
export const hex = (c: string) => hexOr(c, '000000');

/** One formatter for every amount (making one per call costs more than the formatting). */
const DOLLARS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
export const dollars = (n: number) => `$${DOLLARS.format(Math.round(n))}`;

export type PSlide = ReturnType<PptxGenJS['addSlide']>;

/** The slide's own colours over the given defaults, as PowerPoint hex. */
export function colors(s: ExportSlide, bg: string, fg: string) {
  const c = contentOf(s);
  return { bg: hexOr(c.backgroundColor, hex(bg)), fg: hexOr(c.textColor, hex(fg)) };
}

/** CSS alpha (0–1) as PowerPoint transparency (0–100). */
export const transparencyOf = (alpha: number) => Math.round((1 - alpha) * 100);

/** `fg` at `alpha` over `bg`, as one solid colour (for what PowerPoint cannot make translucent). */
export function blend(fg: string, bg: string, alpha: number): string {
  const ch = (h: string, i: number) => Number.parseInt(h.slice(i, i + 2), 16);
  return [0, 2, 4]
    .map((i) =>
      Math.round(ch(fg, i) * alpha + ch(bg, i) * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase();
}

/** A filled rectangle in canvas pixels, optionally translucent and rounded (radius in px). */
export function rect(
  slide: PSlide,
  box: { x: number; y: number; w: number; h: number },
  color: string,
  { alpha = 1, radius = 0 }: { alpha?: number; radius?: number } = {},
) {
  const fill = { color, transparency: transparencyOf(alpha) };
  slide.addShape(radius ? 'roundRect' : 'rect', {
    x: px(box.x),
    y: px(box.y),
    w: px(box.w),
    h: px(box.h),
    fill,
    line: { type: 'none' },
    rectRadius: radius ? px(radius) : undefined,
  });
}

/** An ellipse in canvas pixels. */
export function ellipse(
  slide: PSlide,
  box: { x: number; y: number; w: number; h: number },
  color: string,
  alpha = 1,
) {
  slide.addShape('ellipse', {
    x: px(box.x),
    y: px(box.y),
    w: px(box.w),
    h: px(box.h),
    fill: { color, transparency: transparencyOf(alpha) },
    line: { type: 'none' },
  });
}
