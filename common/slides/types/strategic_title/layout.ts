import { FIT_FLOORS, SLIDE_HEIGHT, SLIDE_WIDTH } from '../../../limits';
import type { SlideContent } from '../../content';
import { type DeckMetadata, strategicTitleFacts } from '../../deckDefaults';
import { type Placed, type SlideFit, shrinkToFit, stack, type TextRole, textHeight } from '../../layout/fit';
import { EYEBROW_SIZE, PAD_X, PAD_Y } from '../../theme';
import type { SlideDefaults, SlideView } from '../../view';

const floors = FIT_FLOORS.strategic_title;
const WIDTH = SLIDE_WIDTH - 2 * PAD_X;
/** The band down the left edge, and the rule above the FOR / FROM / DATE row. */
export const STRATEGIC_BAND = { w: 28 };
export const FACTS = {
  rule: 2,
  padTop: 36,
  gap: 60,
  labelGap: 12,
  labelHeight: Math.ceil(EYEBROW_SIZE * 1.2),
};
const FACT_WIDTH = (WIDTH - 2 * FACTS.gap) / 3;
const LINES_GAP_BELOW = 40;

export const STRATEGIC_ROLES: Record<'lines' | 'facts', TextRole> = {
  lines: { max: 170, floor: floors.lines, weight: 900, lineHeight: 0.98, tracking: -0.01, heading: true },
  facts: { max: 40, floor: floors.body, weight: 600, lineHeight: 1.2 },
};

/** The three big lines: the slide's own, else SPEC §9's STRATEGIC / PARTNERSHIP / PROPOSAL. */
export function strategicLines(k: SlideContent, defaults: SlideDefaults): [string, string, string] {
  const d = defaults.content ?? {};
  return [k.line1 || d.line1 || '', k.line2 || d.line2 || '', k.line3 || d.line3 || ''];
}

function place(
  slide: SlideView,
  defaults: SlideDefaults,
  deck: DeckMetadata | undefined,
  sizes: Record<keyof typeof STRATEGIC_ROLES, number>,
) {
  const lines = strategicLines(slide.content, defaults);
  const { client, agency, date } = strategicTitleFacts(slide, deck);
  const facts: Array<[string, string]> = [
    ['FOR', client],
    ['FROM', agency],
    ['DATE', date || '—'],
  ];
  const valueHs = facts.map(([, v]) => textHeight(v, FACT_WIDTH, STRATEGIC_ROLES.facts, sizes.facts));
  const factsH = FACTS.rule + FACTS.padTop + FACTS.labelHeight + FACTS.labelGap + Math.max(...valueHs);
  const factsTop = SLIDE_HEIGHT - PAD_Y - factsH;
  const area = factsTop - LINES_GAP_BELOW - PAD_Y;
  const lineHs = lines.map((l) => textHeight(l, WIDTH, STRATEGIC_ROLES.lines, sizes.lines));
  const { tops, total } = stack(lineHs, { top: PAD_Y, height: area, gap: 0, align: 'center' });
  return {
    fits: total <= area,
    lines: lines.map((text, i): Placed & { text: string } => ({
      text,
      x: PAD_X,
      y: tops[i]!,
      w: WIDTH,
      h: lineHs[i]!,
      size: sizes.lines,
    })),
    rule: { x: PAD_X, y: factsTop, w: WIDTH },
    facts: facts.map(([label, value], i) => {
      const x = PAD_X + i * (FACT_WIDTH + FACTS.gap);
      const labelY = factsTop + FACTS.rule + FACTS.padTop;
      const valueY = labelY + FACTS.labelHeight + FACTS.labelGap;
      return {
        label,
        value,
        labelBox: { x, y: labelY, w: FACT_WIDTH, h: FACTS.labelHeight, size: EYEBROW_SIZE },
        valueBox: { x, y: valueY, w: FACT_WIDTH, h: valueHs[i]!, size: sizes.facts },
      };
    }),
  };
}

export function layoutStrategicTitle(slide: SlideView, defaults: SlideDefaults, deck?: DeckMetadata) {
  const fit: SlideFit<keyof typeof STRATEGIC_ROLES> = shrinkToFit(
    STRATEGIC_ROLES,
    (sizes) => place(slide, defaults, deck, sizes).fits,
  );
  return { fit, ...place(slide, defaults, deck, fit.sizes) };
}
