import { SLIDE_HEIGHT, UNTITLED } from '../../../common/limits';
import { scaledRole, typesetIn } from '../../../common/slides/layout/typeScale';
import { EYEBROW_TRACKING, PAD_Y } from '../../../common/slides/theme';
import { isSlideType, type SlideType } from '../../../common/slides/types';
import { CONTENT_ACCENT, contentRoles, layoutContent } from '../../../common/slides/types/content/layout';
import {
  highlightBands,
  layoutStatement,
  STATEMENT_ROLES,
  statementTexts,
} from '../../../common/slides/types/statement/layout';
import {
  FACTS,
  layoutStrategicTitle,
  STRATEGIC_BAND,
  STRATEGIC_ROLES,
} from '../../../common/slides/types/strategic_title/layout';
import { STRATEGIC_ALPHA } from '../../../common/slides/types/strategic_title/StrategicTitleSlide';
import {
  layoutThankYou,
  THANK_YOU_ROLES,
  THANK_YOU_RULE,
} from '../../../common/slides/types/thank_you/layout';
import { layoutTitle, TITLE_BAR, TITLE_ROLES, titleTexts } from '../../../common/slides/types/title/layout';
import { highlightBand } from '../../../common/themes/highlight';
import { contentOf, type ExportSlide } from '../deck';
import { type Draw, type DrawContext, defaultsOf } from './context';
import { drawChart, drawTable, drawTimeline } from './dataSlides';
import { drawHtml } from './htmlSlide';
import { drawImage } from './imageSlide';
import { drawLogo } from './logo';
import { drawCalculator, drawComparison, drawMetrics } from './panels';
import { drawBullets, viewOf } from './parts';
import { blend, colors, ellipse, hex, hexOr, type PSlide, rect } from './shapes';
import { inFamilies, roleLook, textAt } from './text';

export type { Draw, DrawContext } from './context';

function drawTitle(slide: PSlide, s: ExportSlide, context: DrawContext) {
  const d = defaultsOf('title', context);
  const { bg, fg } = colors(s, d.background, d.text);
  slide.background = { color: bg };
  const view = viewOf(s);
  const l = layoutTitle(view);
  const t = titleTexts(view);
  ellipse(slide, { x: 1920 + 260 - 900, y: -260, w: 900, h: 900 }, fg, 0.06);
  rect(slide, { ...l.bar, w: TITLE_BAR.w, h: TITLE_BAR.h }, fg, { alpha: 0.85 });
  textAt(slide, t.title || UNTITLED, l.title, { ...roleLook(TITLE_ROLES.title), color: fg });
  textAt(slide, t.subtitle, l.subtitle, { ...roleLook(TITLE_ROLES.subtitle), color: blend(fg, bg, 0.82) });
  textAt(slide, t.author, l.author, { ...roleLook(TITLE_ROLES.author), color: blend(fg, bg, 0.7) });
}

function drawStrategic(slide: PSlide, s: ExportSlide, context: DrawContext) {
  const { deck } = context;
  const d = defaultsOf('strategic_title', context);
  const { bg, fg } = colors(s, d.background, d.text);
  slide.background = { color: bg };
  const l = layoutStrategicTitle(viewOf(s), d, deck);
  rect(slide, { x: 0, y: 0, w: STRATEGIC_BAND.w, h: 1080 }, fg, { alpha: STRATEGIC_ALPHA.band });
  l.lines.forEach((line, i) => {
    textAt(slide, line.text, line, {
      // Line 2 in the full colour, lines 1 and 3 softer: the design's rhythm.
      ...roleLook(STRATEGIC_ROLES.lines),
      color: i === 1 ? fg : blend(fg, bg, STRATEGIC_ALPHA.softLines),
    });
  });
  rect(slide, { ...l.rule, h: FACTS.rule }, fg, { alpha: STRATEGIC_ALPHA.rule });
  for (const f of l.facts) {
    textAt(slide, f.label, f.labelBox, {
      color: blend(fg, bg, STRATEGIC_ALPHA.labels),
      weight: 700,
      lineHeight: 1.2,
      tracking: EYEBROW_TRACKING,
      upper: true,
    });
    textAt(slide, f.value, f.valueBox, { ...roleLook(STRATEGIC_ROLES.facts), color: fg });
  }
}

function drawThankYou(slide: PSlide, s: ExportSlide, context: DrawContext) {
  const c = contentOf(s);
  const d = defaultsOf('thank_you', context);
  const { bg, fg } = colors(s, d.background, d.text);
  slide.background = { color: bg };
  const l = layoutThankYou(viewOf(s), d);
  const big = { ...roleLook(THANK_YOU_ROLES.lines), align: 'center' as const };
  textAt(slide, l.texts.line1, l.line1, { ...big, color: blend(fg, bg, 0.75) });
  textAt(slide, l.texts.line2, l.line2, { ...big, color: hexOr(c.textColor, hex(d.accent!)) });
  rect(slide, { ...l.rule, w: THANK_YOU_RULE.w, h: THANK_YOU_RULE.h }, fg);
  textAt(slide, l.texts.sub, l.subtitle, {
    ...roleLook(THANK_YOU_ROLES.subtitle),
    color: blend(fg, bg, 0.8),
    align: 'center',
  });
}

function drawContent(slide: PSlide, s: ExportSlide, context: DrawContext) {
  const c = contentOf(s);
  const d = defaultsOf('content', context);
  const { bg, fg } = colors(s, d.background, d.text);
  slide.background = { color: bg };
  const l = layoutContent(viewOf(s));
  const accent = c.textColor ? blend(fg, bg, 0.6) : hex(d.accent ?? '#3182ce');
  rect(slide, CONTENT_ACCENT, accent);
  // How each text is set does not depend on the counts (only their largest sizes do).
  const roles = contentRoles(0, false);
  textAt(slide, s.title, l.title, { ...roleLook(roles.title), color: fg });
  if (l.text) textAt(slide, c.text ?? '', l.text, { ...roleLook(roles.text), color: blend(fg, bg, 0.85) });
  const items = c.items ?? [];
  // The fit rule shrank the text when the bullets are below their largest size; the list's room
  // ends at the slide's bottom padding.
  const largest = scaledRole(contentRoles(items.length, Boolean(c.text)).body).max;
  drawBullets(slide, context, items, l.items, {
    fg,
    accent,
    shrunk: (l.items[0]?.size ?? largest) < largest,
    bottom: SLIDE_HEIGHT - PAD_Y,
  });
}

function drawStatement(slide: PSlide, s: ExportSlide, context: DrawContext) {
  const d = defaultsOf('statement', context);
  const { bg, fg } = colors(s, d.background, d.text);
  slide.background = { color: bg };
  const view = viewOf(s);
  const t = statementTexts(view);
  const l = layoutStatement(view);
  textAt(slide, t.label, l.label, { ...roleLook(STATEMENT_ROLES.label), color: blend(fg, bg, 0.75) });
  // The highlight's band: drawn behind the words where they wrap (LibreOffice ignores run highlights).
  const band = hex(highlightBand(`#${bg}`, `#${fg}`, d.brand));
  for (const box of highlightBands(view, l.text)) rect(slide, box, band);
  textAt(slide, t.whole, l.text, {
    ...roleLook(STATEMENT_ROLES.text),
    color: fg,
  });
  textAt(slide, t.author, l.author, { ...roleLook(STATEMENT_ROLES.author), color: blend(fg, bg, 0.85) });
}

function drawUnknown(slide: PSlide, s: ExportSlide) {
  slide.background = { color: 'FFFFFF' };
  textAt(
    slide,
    `Unknown slide type: ${s.type}`,
    { x: 140, y: 480, w: 1640, h: 120, size: 48 },
    { color: '1A202C', weight: 600, lineHeight: 1.2, align: 'center' },
  );
}

/**
 * The native drawing of each slide type, keyed by SlideType: a type added to the registry
 * (common/slides/types) is a compile error here until it has its drawing. Every drawing places
 * its text where the type's layout (common/slides/types/<type>/layout.ts) puts it on screen.
 */
export const PPTX_DRAWINGS: Record<SlideType, Draw> = {
  title: drawTitle,
  strategic_title: drawStrategic,
  thank_you: drawThankYou,
  content: drawContent,
  metrics: drawMetrics,
  statement: drawStatement,
  comparison: drawComparison,
  calculator: drawCalculator,
  html: drawHtml,
  chart: drawChart,
  table: drawTable,
  image: drawImage,
  timeline: drawTimeline,
};

export function drawSlide(slide: PSlide, s: ExportSlide, context: DrawContext) {
  if (isSlideType(s.type)) {
    // Laid out and set in the theme's families and type scale, as the canvas does (typesetIn in
    // each renderer), so the fit holds and display text takes the theme's weights and leading.
    const d = defaultsOf(s.type, context);
    inFamilies(d.fonts, () => typesetIn(d, () => PPTX_DRAWINGS[s.type as SlideType](slide, s, context)));
    // Last: on top, as on the canvas, and after an HTML slide's picture (./pictures.ts finds that first).
    drawLogo(slide, context.theme, s.type);
  } else drawUnknown(slide, s);
}
