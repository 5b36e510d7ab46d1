import { FIT_FLOORS, SLIDE_HEIGHT, SLIDE_WIDTH } from '../../../limits';
import { type SlideFit, shrinkToFit, type TextRole, textHeight } from '../../layout/fit';
import { EYEBROW_SIZE, PAD_X, PAD_Y } from '../../theme';
import type { SlideView } from '../../view';

/** The calculator's grid: inputs on the left, results on the right (1 : 1.15). */
export const CALC = {
  gap: 80,
  stackGap: 40,
  /** One input row: 22 px padding above and below a 40 px figure in its bordered field. */
  rowHeight: 110,
  rows: 3,
  resultsGap: 28,
};
export const CALC_LEFT_WIDTH = (SLIDE_WIDTH - 2 * PAD_X - CALC.gap) / 2.15;
const HEIGHT = SLIDE_HEIGHT - 2 * PAD_Y;
/** What the left column has for its title, after the label and the three input rows. */
const TITLE_ROOM =
  HEIGHT - Math.ceil(EYEBROW_SIZE * 1.2) - CALC.stackGap * (CALC.rows + 1) - CALC.rowHeight * CALC.rows;

export const CALCULATOR_ROLES: Record<'title', TextRole> = {
  title: { max: 80, floor: FIT_FLOORS.calculator.title, weight: 800, lineHeight: 1.08, heading: true },
};

/**
 * The figures: the verdict's saving and each result row's total. Display text at fixed sizes (the
 * panels are sized for them), drawn in the theme's heading family and weight.
 */
export const CALC_FIGURES: Record<'saving' | 'total', TextRole> = {
  saving: { max: 96, floor: 96, weight: 900, lineHeight: 1, heading: true },
  total: { max: 60, floor: 60, weight: 800, lineHeight: 1.2, heading: true },
};

export function layoutCalculator(slide: SlideView) {
  const fit: SlideFit<'title'> = shrinkToFit(
    CALCULATOR_ROLES,
    (sizes) => textHeight(slide.title, CALC_LEFT_WIDTH, CALCULATOR_ROLES.title, sizes.title) <= TITLE_ROOM,
  );
  return {
    fit,
    titleHeight: textHeight(slide.title, CALC_LEFT_WIDTH, CALCULATOR_ROLES.title, fit.sizes.title),
  };
}

/**
 * The verdict card's colour: green when the team costs less than the alternative, orange when it
 * costs more. Dark enough for white text (WCAG AA); the PowerPoint drawing uses the same.
 */
export const CALC_VERDICT = { better: '#276749', worse: '#c05621' } as const;
