import { isBundledFamily, SLIDE_FONT } from '../../../common/fonts/families';
import { contentOf, type ExportSlide, htmlToPlainText } from '../deck';
import type { HtmlTextBlock } from '../htmlSlideText';
import { type PSlide, px } from './shapes';
import type { DrawContext } from './slides';
import { faceFor, isRtl, langOf, pt, textAt, xmlSafe } from './text';

/**
 * An HTML slide: its plain text (headings, paragraphs, list items) as editable text where the
 * browser laid it out (a list's items in one text box), over a picture of everything else; its whole text also goes to the notes.
 * Without a picture (no browser), its text alone.
 */
export function drawHtml(slide: PSlide, s: ExportSlide, { picture, htmlText, notes }: DrawContext) {
  const text = htmlToPlainText(contentOf(s).htmlContent ?? '');
  if (text) notes.push(text);
  if (!picture) {
    slide.background = { color: 'FFFFFF' };
    textAt(
      slide,
      text || s.title,
      { x: 140, y: 140, w: 1640, h: 800, size: 32 },
      {
        color: '1A202C',
        weight: 400,
        lineHeight: 1.3,
      },
    );
    return;
  }
  slide.addImage({ data: `data:image/jpeg;base64,${picture}`, x: 0, y: 0, w: px(1920), h: px(1080) });
  const blocks = htmlText ?? [];
  for (let i = 0; i < blocks.length; ) {
    // A list's items the browser set one under another: one text box of bulleted paragraphs,
    // as a list on the other slide types (./list.ts). Anything else: a text box of its own.
    let end = i + 1;
    while (end < blocks.length && sameList(blocks[end - 1]!, blocks[end]!)) end++;
    blockText(slide, blocks.slice(i, end));
    i = end;
  }
}

/** Whether `next` is the item after `b` in one list: bulleted, at its x and size, below it. */
const sameList = (b: HtmlTextBlock, next: HtmlTextBlock) =>
  b.bullet && next.bullet && next.x === b.x && next.size === b.size && next.y >= b.y + b.h - 1;

/** Blocks of text (one, or the items of one list) as one text box, each block a paragraph. */
function blockText(slide: PSlide, blocks: HtmlTextBlock[]) {
  const first = blocks[0]!;
  const last = blocks.at(-1)!;
  const marker = first.bullet ? first.size * 1.2 : 0;
  const paragraphs = blocks.map((b, k) => {
    // A bundled family (the slide font, the theme's body family) in the face of the weight it
    // asked for; else the slide's own family, bold from 600.
    const family = !b.family || b.family === 'sans-serif' ? SLIDE_FONT.family : b.family;
    const { fontFace, bold } = isBundledFamily(family)
      ? faceFor(b.weight, family)
      : { fontFace: family, bold: b.weight >= 600 };
    const rtl = isRtl(b.text);
    const next = blocks[k + 1];
    return {
      text: xmlSafe(b.text),
      options: {
        fontFace,
        bold,
        fontSize: pt(b.size),
        color: b.color,
        lang: langOf(b.text),
        align: rtl && b.align === 'left' ? ('right' as const) : b.align,
        rtlMode: rtl,
        lineSpacing: pt(b.size * b.lineHeight),
        bullet: b.bullet ? { indent: pt(marker) } : undefined,
        breakLine: true,
        // The gap the browser left before the next item.
        paraSpaceAfter: next ? pt(Math.max(0, next.y - (b.y + b.h))) : 0,
      },
    };
  });
  slide.addText(paragraphs, {
    x: px(first.x - marker),
    y: px(first.y),
    // A little wider than the browser's box: another renderer's rounding must not add a line.
    w: px(Math.max(...blocks.map((b) => b.w)) * 1.03 + marker),
    h: px(last.y + last.h - first.y + first.size * 0.2),
    margin: 0,
    valign: 'top',
    fit: 'none',
  });
}
