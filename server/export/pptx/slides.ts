import { DEFAULT_TEAM, teamCosts } from '../../../common/calculator';
import {
  CALCULATOR,
  CONTENT_SMALL_TEXT_AFTER_ITEMS,
  METRICS_MAX_COLUMNS,
  SLIDE_COLORS,
  UNTITLED,
} from '../../../common/limits';
import { type DeckMetadata, strategicTitleFacts } from '../../../common/slides/deckDefaults';
import { isSlideType, SLIDE_TYPE_REGISTRY, type SlideType } from '../../../common/slides/types';
import { strategicLines } from '../../../common/slides/types/strategic_title/StrategicTitleSlide';
import { thankYouLines } from '../../../common/slides/types/thank_you/ThankYouSlide';
import { toHex } from '../colors';
import { contentOf, type ExportSlide, htmlToPlainText } from '../deck';
import { accentBar, box, colors, dollars, FONT, hex, type PSlide, pt, px, sized } from './shapes';

/** What a drawing gets besides its slide: the deck's details, the HTML slide's picture, the notes. */
export interface DrawContext {
  deck?: DeckMetadata;
  /** A base64 JPEG of an HTML slide, taken by the browser. */
  picture?: string;
  /** The slide's speaker notes so far; a drawing may add text it could not draw. */
  notes: string[];
}
type Draw = (slide: PSlide, s: ExportSlide, context: DrawContext) => void;

function drawTitle(slide: PSlide, s: ExportSlide) {
  const c = contentOf(s);
  const d = SLIDE_TYPE_REGISTRY.title.defaults;
  const { bg, fg } = colors(s, d.background, d.text);
  slide.background = { color: bg };
  accentBar(slide, fg, 160, 360);
  const title = s.title || UNTITLED;
  box(slide, title, 160, 400, 1600, 320, {
    fontSize: sized(title, 112, [
      [80, 64],
      [40, 88],
    ]),
    bold: true,
    color: fg,
  });
  box(slide, c.subtitle ?? c.text ?? '', 160, 740, 1600, 160, { fontSize: pt(40), color: fg });
  box(slide, c.author ?? '', 160, 930, 1600, 60, { fontSize: pt(28), color: fg, transparency: 25 });
}

function drawStrategic(slide: PSlide, s: ExportSlide, { deck }: DrawContext) {
  const c = contentOf(s);
  const d = SLIDE_TYPE_REGISTRY.strategic_title.defaults;
  const { bg, fg } = colors(s, d.background, d.text);
  slide.background = { color: bg };
  const lines = strategicLines(c, d);
  lines.forEach((line, i) => {
    box(slide, line, 160, 170 + i * 170, 1600, 170, { fontSize: pt(150), bold: true, color: fg });
  });
  accentBar(slide, fg, 160, 720, 1600, 2);
  const { client, agency, date } = strategicTitleFacts({ title: s.title, content: c }, deck);
  const labels: Array<[string, string]> = [
    ['FOR', client],
    ['FROM', agency],
    ['DATE', date],
  ];
  labels.forEach(([label, value], i) => {
    const x = 160 + i * 540;
    box(slide, label, x, 770, 500, 40, { fontSize: pt(24), bold: true, color: fg, charSpacing: 4 });
    box(slide, value, x, 820, 500, 100, { fontSize: pt(36), color: fg });
  });
}

function drawThankYou(slide: PSlide, s: ExportSlide) {
  const c = contentOf(s);
  const d = SLIDE_TYPE_REGISTRY.thank_you.defaults;
  const { bg, fg } = colors(s, d.background, d.text);
  slide.background = { color: bg };
  const [line1, line2] = thankYouLines(c, d);
  box(slide, line1, 160, 300, 1600, 220, {
    fontSize: pt(170),
    bold: true,
    color: fg,
    align: 'center',
  });
  box(slide, line2, 160, 520, 1600, 220, {
    fontSize: pt(170),
    bold: true,
    color: toHex(c.textColor, hex(d.accent!)),
    align: 'center',
  });
  box(slide, c.subtitle ?? c.text ?? '', 160, 800, 1600, 120, {
    fontSize: pt(36),
    color: fg,
    align: 'center',
  });
}

function drawContent(slide: PSlide, s: ExportSlide) {
  const c = contentOf(s);
  const d = SLIDE_TYPE_REGISTRY.content.defaults;
  const { bg, fg } = colors(s, d.background, d.text);
  slide.background = { color: bg };
  accentBar(slide, hex(SLIDE_COLORS.titleBackground), 140, 130);
  box(slide, s.title, 140, 160, 1640, 160, {
    fontSize: sized(s.title, 72, [[60, 52]]),
    bold: true,
    color: fg,
  });
  const items = c.items ?? [];
  let y = 360;
  if (c.text) {
    box(slide, c.text, 140, y, 1640, items.length ? 160 : 600, {
      fontSize: pt(items.length ? 34 : 40),
      color: fg,
    });
    y += items.length ? 180 : 620;
  }
  if (items.length) {
    const size = items.length > CONTENT_SMALL_TEXT_AFTER_ITEMS ? 30 : 40;
    slide.addText(
      items.map((item) => ({ text: item, options: { bullet: { indent: 24 }, paraSpaceAfter: 12 } })),
      {
        x: px(140),
        y: px(y),
        w: px(1640),
        h: px(1000 - y),
        fontFace: FONT,
        fontSize: pt(size),
        color: fg,
        valign: 'top',
        fit: 'shrink',
        margin: 0,
      },
    );
  }
}

function drawMetrics(slide: PSlide, s: ExportSlide) {
  const c = contentOf(s);
  const d = SLIDE_TYPE_REGISTRY.metrics.defaults;
  const { bg, fg } = colors(s, d.background, d.text);
  slide.background = { color: bg };
  box(slide, s.title, 140, 140, 1640, 140, {
    fontSize: sized(s.title, 64, [[60, 48]]),
    bold: true,
    color: fg,
  });
  const metrics = (c.metrics ?? []).slice(0, METRICS_MAX_COLUMNS);
  const gap = 40;
  const w = metrics.length ? (1640 - gap * (metrics.length - 1)) / metrics.length : 0;
  metrics.forEach((m, i) => {
    const x = 140 + i * (w + gap);
    slide.addShape('rect', {
      x: px(x),
      y: px(380),
      w: px(w),
      h: px(480),
      fill: { color: fg, transparency: 92 },
      line: { color: fg, transparency: 80 },
    });
    box(slide, m.value, x + 40, 430, w - 80, 180, {
      fontSize: pt(metrics.length > 3 ? 88 : 112),
      bold: true,
      color: fg,
    });
    box(slide, m.label, x + 40, 630, w - 80, 90, { fontSize: pt(32), bold: true, color: fg });
    box(slide, m.subtext ?? '', x + 40, 730, w - 80, 100, { fontSize: pt(24), color: fg, transparency: 25 });
  });
  box(slide, c.text ?? '', 140, 900, 1640, 100, { fontSize: pt(28), color: fg });
}

function drawStatement(slide: PSlide, s: ExportSlide) {
  const c = contentOf(s);
  const d = SLIDE_TYPE_REGISTRY.statement.defaults;
  const { bg, fg } = colors(s, d.background, d.text);
  slide.background = { color: bg };
  const text = c.text || c.mainText || s.title;
  box(slide, text, 160, 260, 1600, 500, {
    fontSize: sized(text, 96, [
      [200, 56],
      [100, 72],
    ]),
    bold: true,
    color: fg,
    valign: 'middle',
  });
  if (text !== s.title)
    box(slide, s.title, 160, 140, 1600, 80, { fontSize: pt(30), color: fg, charSpacing: 3 });
  box(slide, c.author ? `— ${c.author}` : '', 160, 820, 1600, 80, { fontSize: pt(32), color: fg });
}

function drawComparison(slide: PSlide, s: ExportSlide) {
  const c = contentOf(s);
  const { bg, fg } = colors(s, SLIDE_COLORS.contentBackground, SLIDE_COLORS.contentText);
  slide.background = { color: bg };
  box(slide, s.title, 140, 120, 1640, 140, {
    fontSize: sized(s.title, 64, [[60, 48]]),
    bold: true,
    color: fg,
  });
  const sides = [c.comparison?.left, c.comparison?.right];
  const head = ['E2E8F0', hex(SLIDE_COLORS.titleBackground)];
  const headText = [fg, 'FFFFFF'];
  const rows = Math.max(1, ...sides.map((side) => side?.items.length ?? 0));
  sides.forEach((side, i) => {
    const x = 140 + i * 840;
    const tableRows = [
      [
        {
          text: side?.title ?? '',
          options: { bold: true, fontSize: pt(36), color: headText[i], fill: { color: head[i] } },
        },
      ],
      ...Array.from({ length: rows }, (_, r) => [
        { text: side?.items[r] ?? '', options: { fontSize: pt(28), color: fg } },
      ]),
    ];
    slide.addTable(tableRows as never, {
      x: px(x),
      y: px(300),
      w: px(800),
      colW: [px(800)],
      fontFace: FONT,
      border: { type: 'solid', color: 'E2E8F0', pt: 1 },
      margin: 0.12,
      autoPage: false,
    });
  });
}

function drawCalculator(slide: PSlide, s: ExportSlide) {
  const { bg, fg } = colors(s, SLIDE_COLORS.contentBackground, SLIDE_COLORS.contentText);
  slide.background = { color: bg };
  box(slide, s.title || 'Team Cost Calculator', 140, 120, 1640, 140, {
    fontSize: pt(64),
    bold: true,
    color: fg,
  });
  const r = teamCosts(DEFAULT_TEAM);
  const rows = [
    [
      'In-house team',
      `${CALCULATOR.defaultDesigners + CALCULATOR.defaultDevelopers} people`,
      dollars(r.inHouseTotal),
    ],
    ['Augmented team', `${CALCULATOR.defaultAugmented} people`, dollars(r.augmentedTotal)],
    [
      r.savings > 0 ? 'Savings' : 'Difference',
      r.better ? `${r.percentSaved}% saved` : r.percentLabel,
      dollars(r.savings),
    ],
  ];
  slide.addTable(
    rows.map((row, i) =>
      row.map((text) => ({ text, options: { fontSize: pt(36), bold: i === 2, color: fg } })),
    ) as never,
    {
      x: px(140),
      y: px(320),
      w: px(1640),
      fontFace: FONT,
      border: { type: 'solid', color: 'E2E8F0', pt: 1 },
      margin: 0.15,
    },
  );
}

/** An HTML slide as its picture, with its text in the notes; without a picture, as its text. */
function drawHtml(slide: PSlide, s: ExportSlide, { picture, notes }: DrawContext) {
  const text = htmlToPlainText(contentOf(s).htmlContent ?? '');
  if (text) notes.push(text);
  if (picture) {
    slide.addImage({ data: `data:image/jpeg;base64,${picture}`, x: 0, y: 0, w: px(1920), h: px(1080) });
  } else {
    slide.background = { color: 'FFFFFF' };
    box(slide, text || s.title, 140, 140, 1640, 800, { fontSize: pt(32), color: '1A202C' });
  }
}

function drawUnknown(slide: PSlide, s: ExportSlide) {
  slide.background = { color: 'FFFFFF' };
  box(slide, `Unknown slide type: ${s.type}`, 140, 480, 1640, 120, {
    fontSize: pt(48),
    color: '1A202C',
    align: 'center',
  });
}

/**
 * The native drawing of each slide type, keyed by SlideType: a type added to the registry
 * (common/slides/types) is a compile error here until it has its drawing.
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
};

export function drawSlide(slide: PSlide, s: ExportSlide, context: DrawContext) {
  if (isSlideType(s.type)) PPTX_DRAWINGS[s.type](slide, s, context);
  else drawUnknown(slide, s);
}
