import { FIT_FLOORS, SLIDE_HEIGHT, SLIDE_WIDTH } from '../../../limits';
import {
  type Placed,
  type SlideFit,
  shrinkToFit,
  stack,
  styleAt,
  type TextRole,
  textHeight,
} from '../../layout/fit';
import { textWidth, wrapLines } from '../../layout/measure';
import { scaledRole } from '../../layout/typeScale';
import { EYEBROW_SIZE, EYEBROW_TRACKING, PAD_X, PAD_Y } from '../../theme';
import type { SlideView } from '../../view';

const floors = FIT_FLOORS.statement;
const LEFT = PAD_X + 20;
const WIDTH = SLIDE_WIDTH - 2 * LEFT;
const HEIGHT = SLIDE_HEIGHT - 2 * PAD_Y;
const GAP = 48;
/** The highlight's band reaches this far past its words on each side. */
export const HIGHLIGHT_PAD = 16;

export const STATEMENT_ROLES: Record<'label' | 'text' | 'author', TextRole> = {
  label: {
    max: EYEBROW_SIZE,
    floor: floors.body,
    weight: 700,
    lineHeight: 1.2,
    tracking: EYEBROW_TRACKING,
    upper: true,
  },
  text: { max: 112, floor: floors.text, weight: 800, lineHeight: 1.08, tracking: -0.02, heading: true },
  author: { max: 36, floor: floors.body, weight: 600, lineHeight: 1.3 },
};

/**
 * The statement's words: its text (else main text, else the title), the highlight, the label above.
 * `whole` is the sentence as drawn and `at` where the highlight starts in it: in place when the
 * text already holds the phrase (marked where it stands, not said twice), else after the text.
 */
export function statementTexts(slide: SlideView) {
  const k = slide.content;
  const main = k.text || k.mainText || slide.title;
  const highlight = (k.highlightText ?? '').trim();
  const inside = highlight ? main.toLowerCase().indexOf(highlight.toLowerCase()) : -1;
  const whole = !highlight || inside >= 0 ? main : `${main} ${highlight}`;
  const at = !highlight ? -1 : inside >= 0 ? inside : main.length + 1;
  return {
    main,
    highlight,
    whole,
    at,
    /** The three runs drawn: before the highlight, the highlight (as written in `whole`), after it. */
    runs:
      at < 0
        ? { before: main, marked: '', after: '' }
        : {
            before: whole.slice(0, inside >= 0 ? at : main.length),
            marked: whole.slice(at, at + highlight.length),
            after: whole.slice(at + highlight.length),
          },
    inPlace: inside >= 0,
    label: main !== slide.title ? slide.title : '',
    author: k.author ? `— ${k.author}` : '',
  };
}

function place(slide: SlideView, sizes: Record<keyof typeof STATEMENT_ROLES, number>) {
  const t = statementTexts(slide);
  const whole = t.whole;
  const hs = [
    textHeight(t.label, WIDTH, STATEMENT_ROLES.label, sizes.label),
    // The highlight's band takes room on its line: measured as if the box were that much narrower.
    textHeight(whole, WIDTH - (t.highlight ? 2 * HIGHLIGHT_PAD : 0), STATEMENT_ROLES.text, sizes.text),
    textHeight(t.author, WIDTH, STATEMENT_ROLES.author, sizes.author),
  ];
  const { tops, total } = stack(hs, { top: PAD_Y, height: HEIGHT, gap: GAP, align: 'center' });
  const box = (i: number, size: number): Placed => ({ x: LEFT, y: tops[i]!, w: WIDTH, h: hs[i]!, size });
  return { total, label: box(0, sizes.label), text: box(1, sizes.text), author: box(2, sizes.author) };
}

export function layoutStatement(slide: SlideView) {
  const fit: SlideFit<keyof typeof STATEMENT_ROLES> = shrinkToFit(
    STATEMENT_ROLES,
    (sizes) => place(slide, sizes).total <= HEIGHT,
  );
  return { fit, ...place(slide, fit.sizes) };
}

/**
 * Where the highlight's band falls, line by line, as the statement's text wraps (for drawings
 * that cannot put a band behind a run of text, such as PowerPoint as LibreOffice reads it).
 */
export function highlightBands(
  slide: SlideView,
  box: Placed,
): Array<{ x: number; y: number; w: number; h: number }> {
  const t = statementTexts(slide);
  if (!t.highlight) return [];
  // Measured on the text with its white space folded, as it wraps; the highlight's span kept.
  const fold = (s: string) => s.replace(/\s+/g, ' ');
  const lead = fold(t.whole.slice(0, t.at)).trimStart();
  const whole = fold(t.whole).trim();
  const from = lead.length;
  const to = from + fold(t.highlight).length;
  const style = { ...styleAt(STATEMENT_ROLES.text, box.size), guess: true };
  const lines = wrapLines(whole, box.w, style);
  const bands: Array<{ x: number; y: number; w: number; h: number }> = [];
  let at = 0;
  lines.forEach((line, i) => {
    const start = whole.indexOf(line, at);
    const end = start + line.length;
    at = end;
    if (end <= from || start >= to) return;
    const s = Math.max(from, start) - start;
    const e = Math.min(to, end) - start;
    // The words themselves are not moved by the band's padding here: it reaches out on both sides.
    const x = box.x + (s ? textWidth(line.slice(0, s), style) : 0) - HIGHLIGHT_PAD;
    const w = textWidth(line.slice(s, e).trimEnd(), style) + 2 * HIGHLIGHT_PAD;
    const lineHeight = box.size * scaledRole(STATEMENT_ROLES.text).lineHeight;
    const ink = box.size * 1.21;
    bands.push({ x, y: box.y + i * lineHeight + (lineHeight - ink) / 2, w, h: ink });
  });
  return bands;
}
