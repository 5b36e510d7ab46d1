import { FONT_FAMILIES, SCRIPT_FALLBACKS, SLIDE_FONT } from '../../../common/fonts/families';
import type { Placed, TextRole } from '../../../common/slides/layout/fit';
import { matchedWeight } from '../../../common/slides/layout/measure';
import { scaledRole } from '../../../common/slides/layout/typeScale';
import type { ThemeFonts } from '../../../common/themes/types';
import { type PSlide, px } from './shapes';
import { replaceEmptyElement, replaceSpans } from './xmlScan';

/**
 * Text in the PowerPoint file, set as the renderers set it: the fitted size and box of the
 * slide's layout, the bundled family in the weight the screen uses, line spacing in points (so a
 * line is as tall as on screen), and each script's own font slot and direction.
 */

/** Canvas px to points: the 1920 px canvas is the 13.33 in = 960 pt wide slide. */
export const pt = (cssPx: number) => cssPx / 2;

/** How desktop installs name a static face of each weight (Google Fonts' and Inter's own files). */
export const WEIGHT_NAMES: Record<number, string> = {
  100: 'Thin',
  200: 'ExtraLight',
  300: 'Light',
  500: 'Medium',
  600: 'SemiBold',
  800: 'ExtraBold',
  900: 'Black',
};

/**
 * The typeface for a weight, as the screen draws it: first the weight a browser picks among the
 * family's bundled ones (`matchedWeight`, so Lato's 600 is its 700, as on the canvas), then how a
 * desktop reaches it. PowerPoint and LibreOffice know only regular and bold of a family; its other
 * weights are installed as families of their own ("Montserrat ExtraBold", "Inter Black": the name
 * the static font files carry, checked with fc-scan), so those are named. `regularOrBold` says
 * the face is the family itself, which a theme's font scheme may stand for (./themePart.ts).
 */
export function faceFor(
  weight: number,
  family: string = SLIDE_FONT.family,
): { fontFace: string; bold: boolean; regularOrBold: boolean } {
  const bundled = FONT_FAMILIES.find((f) => f.family === family);
  const drawn = bundled ? matchedWeight(bundled.weights, weight) : weight >= 650 ? 700 : 400;
  const name = WEIGHT_NAMES[drawn];
  if (drawn === 700) return { fontFace: family, bold: true, regularOrBold: true };
  if (!name) return { fontFace: family, bold: false, regularOrBold: true };
  return { fontFace: `${family} ${name}`, bold: false, regularOrBold: false };
}

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const STRONG = /[\p{L}]/u;

/** Whether text reads right to left, as `dir="auto"` decides: by its first strong letter. */
export function isRtl(text: string): boolean {
  for (const ch of text) if (STRONG.test(ch)) return RTL.test(ch);
  return false;
}

/** The language tag PowerPoint gets for a run, so it picks the right font and proofing. */
export function langOf(text: string): string | undefined {
  if (/[\u3040-\u30ff]/.test(text)) return 'ja-JP';
  if (/[\uac00-\ud7af]/.test(text)) return 'ko-KR';
  if (/[\u4e00-\u9fff]/.test(text)) return 'zh-CN';
  if (/[\u0590-\u05ff]/.test(text)) return 'he-IL';
  if (/[\u0600-\u06ff]/.test(text)) return 'ar-SA';
  return undefined;
}

/** Characters XML 1.0 cannot hold (C0 controls other than tab and newlines, U+FFFE/FFFF) go. */
export function xmlSafe(text: string): string {
  // One pass that returns the very string when nothing is to go. (Built a character at a time,
  // a 500,000-character text became a rope of 500,000 pieces, 16 MB held until the file was
  // written: a PowerPoint export's memory was a multiple of its file, issue 27.)
  return NOT_IN_XML.test(text) ? text.replace(NOT_IN_XML_ALL, '') : text;
}
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 refuses.
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above.
const NOT_IN_XML_ALL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Escapes text for an XML text node or attribute. */
export const escapeXml = (text: string) =>
  xmlSafe(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

export interface TextLook {
  color: string;
  /** Drawn in the theme's heading family (what the canvas draws as h1–h3), else in its body family. */
  heading?: boolean;
  weight: number;
  lineHeight: number;
  /** CSS letter-spacing in em. */
  tracking?: number;
  upper?: boolean;
  align?: 'left' | 'center' | 'right';
}

/**
 * How a text role is set under the theme being drawn (`typesetIn`, as the canvas's `roleCss`):
 * a display role takes the theme's heading weight, leading and tracking, and its heading family.
 */
export function roleLook(role: TextRole): Omit<TextLook, 'color'> {
  const r = scaledRole(role);
  return {
    weight: r.weight,
    lineHeight: r.lineHeight,
    ...(r.tracking ? { tracking: r.tracking } : {}),
    ...(r.upper ? { upper: true } : {}),
    ...(role.heading ? { heading: true } : {}),
  };
}

let families: ThemeFonts | undefined;

/**
 * Runs a slide's drawing with its theme's families for `textAt` (the slide's layout is measured in
 * the same families by the caller, as on screen); none: the slide font.
 */
export function inFamilies<T>(fonts: ThemeFonts | undefined, run: () => T): T {
  const before = families;
  families = fonts;
  try {
    return run();
  } finally {
    families = before;
  }
}

/**
 * One run of text in `look` at `size` px, as pptxgenjs takes it: the theme's or bundled family
 * in the face of its weight, the size in points, tracking, the script's language and direction.
 */
export function runOf(text: string, size: number, look: TextLook) {
  const rtl = isRtl(text);
  const family = families && (look.heading ? families.heading : families.body);
  const { fontFace, bold, regularOrBold } = faceFor(look.weight, family);
  // A theme family in regular or bold is named through the theme part's font scheme
  // (./themePart.ts), so that PowerPoint's Design > Fonts restyles the deck. Its other weights,
  // and the slide font's, are named by face: the scheme cannot say "ExtraBold".
  const themed = family && family !== SLIDE_FONT.family && regularOrBold;
  const options = {
    fontFace: themed ? (look.heading ? '+mj-lt' : '+mn-lt') : fontFace,
    bold,
    fontSize: pt(size),
    color: look.color,
    charSpacing: look.tracking ? pt(look.tracking * size) : undefined,
    lang: langOf(text),
    // pptxgenjs reads a paragraph's direction from its first run.
    rtlMode: rtl,
  };
  return { text: xmlSafe(look.upper ? text.toUpperCase() : text), options, rtl };
}

/** A text box at a layout box; empty text draws nothing. */
export function textAt(slide: PSlide, text: string, box: Placed, look: TextLook) {
  if (!text.trim() || box.h <= 0) return;
  const run = runOf(text, box.size, look);
  slide.addText([{ text: run.text, options: run.options }], {
    x: px(box.x),
    y: px(box.y),
    w: px(box.w),
    // A line's worth more than the layout's height: the text is laid out to fit, and a box a
    // little taller never moves it (it hangs from the top).
    h: px(box.h + box.size * 0.2),
    margin: 0,
    valign: 'top',
    align: look.align ?? (run.rtl ? 'right' : 'left'),
    rtlMode: run.rtl,
    lineSpacing: pt(box.size * look.lineHeight),
    paraSpaceBefore: 0,
    paraSpaceAfter: 0,
    fit: 'none',
    wrap: true,
  });
}

/**
 * pptxgenjs names one typeface for a run's Latin, East Asian and complex-script slots. Each
 * script gets its own: the bundled family for Latin, Noto Sans CJK for East Asian text, Noto
 * Sans Arabic or Hebrew for complex scripts (the fallbacks the PDF is drawn with).
 */
export function fontSlots(slideXml: string): string {
  // A slide's runs share a few properties (a table's cells, a list's bullets): each is fixed once.
  const fixedSlots = new Map<string, string>();
  return replaceSpans(slideXml, '<a:r>', '</a:r>', (run) => {
    // A run as pptxgenjs writes it: <a:r><a:rPr …>…</a:rPr><a:t>text</a:t></a:r>.
    const rPrEnd = run.indexOf('</a:rPr><a:t>');
    if (!run.startsWith('<a:r><a:rPr') || rPrEnd < 0) return run;
    const tStart = rPrEnd + '</a:rPr><a:t>'.length;
    const t = run.slice(tStart, run.length - '</a:t></a:r>'.length);
    if (!run.endsWith('</a:t></a:r>') || t.includes('<')) return run;
    const rPr = run.slice('<a:r>'.length, rPrEnd + '</a:rPr>'.length);
    const hebrew = /[\u0590-\u05ff\ufb1d-\ufb4f]/.test(t);
    const key = hebrew ? `h${rPr}` : rPr;
    let fixed = fixedSlots.get(key);
    if (fixed === undefined) {
      const cs = hebrew ? SCRIPT_FALLBACKS.hebrew : SCRIPT_FALLBACKS.arabic;
      fixed = replaceEmptyElement(rPr, '<a:ea typeface="', `<a:ea typeface="${SCRIPT_FALLBACKS.cjk}"/>`);
      fixed = replaceEmptyElement(fixed, '<a:cs typeface="', `<a:cs typeface="${cs}"/>`);
      fixedSlots.set(key, fixed);
    }
    // The rPr is the run's first child: what follows it is kept as it is.
    return fixed === rPr ? run : `<a:r>${fixed}${run.slice(rPrEnd + '</a:rPr>'.length)}`;
  });
}
