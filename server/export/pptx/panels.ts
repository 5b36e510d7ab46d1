import { DEFAULT_TEAM, formatMoney, teamCosts } from '../../../common/calculator';
import { scaledRole } from '../../../common/slides/layout/typeScale';
import { EYEBROW_SIZE, EYEBROW_TRACKING, PAD_X, PAD_Y } from '../../../common/slides/theme';
import {
  CALC,
  CALC_FIGURES,
  CALC_LEFT_WIDTH,
  CALC_VERDICT,
  CALCULATOR_ROLES,
  layoutCalculator,
} from '../../../common/slides/types/calculator/layout';
import {
  CARD,
  COMPARISON_ROLES,
  comparisonSides,
  layoutComparison,
} from '../../../common/slides/types/comparison/layout';
import { comparisonLook } from '../../../common/slides/types/comparison/look';
import { layoutMetrics, METRIC_CELL, metricsRoles } from '../../../common/slides/types/metrics/layout';
import { metricCardColors } from '../../../common/slides/types/metrics/look';
import { contentOf, type ExportSlide } from '../deck';
import { type DrawContext, defaultsOf } from './context';
import { drawBullets, viewOf } from './parts';
import { blend, colors, hex, type PSlide, rect } from './shapes';
import { roleLook, textAt } from './text';

// The three types drawn as panels and cells: metrics, comparison cards, the calculator.

export function drawMetrics(slide: PSlide, s: ExportSlide, context: DrawContext) {
  const c = contentOf(s);
  const d = defaultsOf('metrics', context);
  const { bg, fg } = colors(s, d.background, d.text);
  slide.background = { color: bg };
  const l = layoutMetrics(viewOf(s));
  // How each text is set does not depend on the grid (only their largest sizes do).
  const r = metricsRoles(1, 1);
  textAt(slide, s.title, l.title, { ...roleLook(r.title), color: fg });
  const metrics = c.metrics ?? [];
  const own = Boolean(c.backgroundColor || c.textColor);
  const card = metricCardColors({ background: `#${bg}`, text: `#${fg}` }, d.accent, own);
  const fill = hex(card.fill);
  const ruleColor = hex(card.rule);
  l.cells.forEach((cell, i) => {
    const m = metrics[i]!;
    // The card as on screen: its rule along the top follows the rounded corners, as CSS draws a
    // top border, and the fill below it is square where it meets the rule.
    rect(slide, cell.card, ruleColor, { radius: METRIC_CELL.radius });
    const body = { ...cell.card, y: cell.card.y + METRIC_CELL.rule, h: cell.card.h - METRIC_CELL.rule };
    rect(slide, body, fill, { radius: METRIC_CELL.radius });
    rect(slide, { ...body, h: METRIC_CELL.radius }, fill);
    textAt(slide, m.value, cell.value, { ...roleLook(r.value), color: fg });
    textAt(slide, m.label, cell.label, { ...roleLook(r.label), color: blend(fg, bg, 0.92) });
    textAt(slide, m.subtext ?? '', cell.subtext, { ...roleLook(r.subtext), color: blend(fg, bg, 0.68) });
  });
  textAt(slide, c.text ?? '', l.note, { ...roleLook(r.note), color: blend(fg, bg, 0.75) });
}

export function drawComparison(slide: PSlide, s: ExportSlide, context: DrawContext) {
  const c = contentOf(s);
  const d = defaultsOf('comparison', context);
  const { bg, fg } = colors(s, d.background, d.text);
  slide.background = { color: bg };
  const l = layoutComparison(viewOf(s));
  const sides = comparisonSides(viewOf(s));
  textAt(slide, s.title, l.title, { ...roleLook(COMPARISON_ROLES.title), color: fg });
  // The same two looks as on screen (common/slides/types/comparison/look.ts).
  const own = Boolean(c.backgroundColor || c.textColor);
  const looks = comparisonLook(d, { background: `#${bg}`, text: `#${fg}` }, own);
  l.cards.forEach((card, i) => {
    const look = looks[i]!;
    const accent = hex(look.rule);
    const text = hex(look.text);
    const cardFill = hex(look.fill);
    // The coloured rule on top follows the card's rounded corners, as CSS draws a top border.
    rect(slide, card, accent, { radius: CARD.radius });
    const body = { ...card, y: card.y + CARD.rule, h: card.h - CARD.rule };
    if (look.border) {
      // The outline: the card's body in the border colour, the fill inset by its width.
      rect(slide, body, hex(look.border), { radius: CARD.radius });
      rect(slide, { ...body, h: CARD.radius }, hex(look.border));
      Object.assign(body, { x: body.x + 2, w: body.w - 4, h: body.h - 2 });
    }
    rect(slide, body, cardFill, { radius: CARD.radius });
    rect(slide, { ...body, h: CARD.radius }, cardFill);
    textAt(slide, sides[i]!.title, card.heading, { ...roleLook(COMPARISON_ROLES.heading), color: text });
    drawBullets(slide, context, sides[i]!.items, card.items, {
      fg: text,
      accent,
      shrunk: l.fit.sizes.body < scaledRole(l.roles.body).max,
      bottom: card.y + card.h - CARD.padY,
    });
  });
}

const LABELS = ['Designers', 'Developers', 'Augmented team members'] as const;

/** The calculator with SPEC §9's default team: its dark panel, the three inputs and the figures. */
export function drawCalculator(slide: PSlide, s: ExportSlide, context: DrawContext) {
  const d = defaultsOf('calculator', context);
  const { bg, fg } = colors(s, d.background, d.text);
  slide.background = { color: bg };
  const { fit, titleHeight } = layoutCalculator(viewOf(s));
  const panel = blend(fg, bg, 0.07);
  const left = PAD_X;
  const w = CALC_LEFT_WIDTH;
  const eyebrowH = Math.ceil(EYEBROW_SIZE * 1.2);
  const label = { weight: 700, lineHeight: 1.2, tracking: EYEBROW_TRACKING, upper: true };
  textAt(
    slide,
    'Team cost calculator',
    { x: left, y: PAD_Y, w, h: eyebrowH, size: EYEBROW_SIZE },
    { ...label, color: blend(fg, bg, 0.6) },
  );
  const titleY = PAD_Y + eyebrowH + CALC.stackGap;
  textAt(
    slide,
    s.title,
    { x: left, y: titleY, w, h: titleHeight, size: fit.sizes.title },
    { ...roleLook(CALCULATOR_ROLES.title), color: fg },
  );
  const team = DEFAULT_TEAM;
  const values = [team.designers, team.developers, team.augmented];
  let y = titleY + titleHeight + CALC.stackGap;
  LABELS.forEach((name, i) => {
    rect(slide, { x: left, y, w, h: CALC.rowHeight }, panel, { radius: 18 });
    textAt(
      slide,
      name,
      { x: left + 32, y: y + 34, w: w - 260, h: 42, size: 34 },
      { color: fg, weight: 600, lineHeight: 1.2 },
    );
    const field = { x: left + w - 32 - 170, y: y + 22, w: 170, h: CALC.rowHeight - 44 };
    rect(slide, field, blend(fg, bg, 0.3), { radius: 12 });
    rect(slide, { x: field.x + 2, y: field.y + 2, w: field.w - 4, h: field.h - 4 }, panel, { radius: 10 });
    textAt(
      slide,
      String(values[i]),
      { x: field.x + 16, y: field.y + 8, w: field.w - 32, h: 50, size: 40 },
      {
        color: fg,
        weight: 800,
        lineHeight: 1.2,
        align: 'right',
      },
    );
    y += CALC.rowHeight + CALC.stackGap;
  });
  // The results column, centred as on screen: two rows and the verdict card.
  const costs = teamCosts(team);
  const rx = left + w + CALC.gap;
  const rw = 1920 - PAD_X - rx;
  const rowH = 137;
  const cardH = 280;
  let ry = PAD_Y + (860 - (2 * rowH + 2 * CALC.resultsGap + cardH)) / 2;
  for (const [name, amount] of [
    ['In-house team', costs.inHouseTotal],
    ['Augmented team', costs.augmentedTotal],
  ] as const) {
    rect(slide, { x: rx, y: ry, w: rw, h: rowH }, panel, { radius: 20 });
    textAt(
      slide,
      name,
      { x: rx + 44, y: ry + 52, w: rw / 2, h: 42, size: 34 },
      {
        color: blend(fg, bg, 0.85),
        weight: 600,
        lineHeight: 1.2,
      },
    );
    textAt(
      slide,
      formatMoney(amount),
      { x: rx + rw / 2, y: ry + 32, w: rw / 2 - 44, h: 74, size: CALC_FIGURES.total.max },
      { ...roleLook(CALC_FIGURES.total), color: fg, align: 'right' },
    );
    ry += rowH + CALC.resultsGap;
  }
  // The verdict card as on screen: the type's green and orange in Classic, the theme's callouts else.
  const callout = costs.better ? d.callout?.good : d.callout?.bad;
  const verdict = hex(callout?.background ?? (costs.better ? CALC_VERDICT.better : CALC_VERDICT.worse));
  const onVerdict = callout ? hex(callout.text) : 'FFFFFF';
  rect(slide, { x: rx, y: ry, w: rw, h: cardH }, verdict, { radius: 24 });
  const inner = { x: rx + 48, w: rw - 96 };
  textAt(
    slide,
    costs.valueLabel,
    { ...inner, y: ry + 40, h: eyebrowH, size: EYEBROW_SIZE },
    {
      ...label,
      color: blend(onVerdict, verdict, 0.85),
    },
  );
  textAt(
    slide,
    formatMoney(costs.savings),
    { ...inner, y: ry + 40 + eyebrowH + 12, h: 100, size: CALC_FIGURES.saving.max },
    { ...roleLook(CALC_FIGURES.saving), color: onVerdict },
  );
  textAt(
    slide,
    costs.better ? `${costs.percentSaved}${costs.percentLabel}` : costs.percentLabel,
    { ...inner, y: ry + 40 + eyebrowH + 12 + 96 + 12, h: 50, size: 40 },
    { color: onVerdict, weight: 700, lineHeight: 1.2 },
  );
}
