import { isBundledFamily, SLIDE_FONT } from '../../../common/fonts/families';
import { contentOf, type ExportSlide, htmlToPlainText } from '../deck';
import { type PSlide, px } from './shapes';
import type { DrawContext } from './slides';
import { faceFor, isRtl, langOf, pt, textAt, xmlSafe } from './text';

/**
 * An HTML slide: its plain text (headings, paragraphs, list items) as editable text where the
 * browser laid it out, over a picture of everything else; its whole text also goes to the notes.
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
  for (const b of htmlText ?? []) {
    // A bundled family (the slide font, the theme's body family) in the face of the weight it
    // asked for; else the slide's own family, bold from 600.
    const family = !b.family || b.family === 'sans-serif' ? SLIDE_FONT.family : b.family;
    const { fontFace, bold } = isBundledFamily(family)
      ? faceFor(b.weight, family)
      : { fontFace: family, bold: b.weight >= 600 };
    const marker = b.bullet ? b.size * 1.2 : 0;
    const rtl = isRtl(b.text);
    slide.addText(xmlSafe(b.text), {
      x: px(b.x - marker),
      y: px(b.y),
      // A little wider than the browser's box: another renderer's rounding must not add a line.
      w: px(b.w * 1.03 + marker),
      h: px(b.h + b.size * 0.2),
      margin: 0,
      valign: 'top',
      fit: 'none',
      fontFace,
      bold,
      fontSize: pt(b.size),
      color: b.color,
      lang: langOf(b.text),
      align: rtl && b.align === 'left' ? 'right' : b.align,
      rtlMode: rtl,
      lineSpacing: pt(b.size * b.lineHeight),
      bullet: b.bullet ? { indent: pt(marker) } : undefined,
    });
  }
}
