import type PptxGenJS from 'pptxgenjs';
import { toHex } from '../colors';
import { contentOf, type ExportSlide } from '../deck';

/**
 * The PowerPoint slide is laid out like the 1920×1080 renderer: 1 px = 1/144 in on the
 * 13.33×7.5 in wide layout, and CSS pixels become points at 0.75.
 */
export const px = (n: number) => n / 144;
export const pt = (cssPx: number) => Math.round(cssPx * 0.75);
export const FONT = 'Calibri';
export const hex = (c: string) => toHex(c, '000000');

/** One formatter for every amount (making one per call costs more than the formatting). */
const DOLLARS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
export const dollars = (n: number) => `$${DOLLARS.format(Math.round(n))}`;

export type PSlide = ReturnType<PptxGenJS['addSlide']>;
type TextOpts = Parameters<PSlide['addText']>[1];

/** A text box in canvas pixels; empty text draws nothing. */
export function box(
  slide: PSlide,
  text: string,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: TextOpts = {},
) {
  if (!text) return;
  slide.addText(text, {
    x: px(x),
    y: px(y),
    w: px(w),
    h: px(h),
    fontFace: FONT,
    margin: 0,
    valign: 'top',
    fit: 'shrink',
    ...opts,
  });
}

/** Text size tiers by length, the same idea as the screen renderer: long text shrinks, never spills. */
export function sized(text: string, base: number, steps: Array<[number, number]>): number {
  for (const [len, size] of steps) if (text.length > len) return pt(size);
  return pt(base);
}

/** The slide's own colours over the given defaults, as PowerPoint hex. */
export function colors(s: ExportSlide, bg: string, fg: string) {
  const c = contentOf(s);
  return { bg: toHex(c.backgroundColor, hex(bg)), fg: toHex(c.textColor, hex(fg)) };
}

export function accentBar(slide: PSlide, color: string, x: number, y: number, w = 120, h = 8) {
  slide.addShape('rect', { x: px(x), y: px(y), w: px(w), h: px(h), fill: { color }, line: { color } });
}
