import { DEFAULT_TINT, defineSlideType } from '../define';
import { CalculatorSlide } from './CalculatorSlide';
import { CALC_VERDICT, layoutCalculator } from './layout';

export const calculator = defineSlideType({
  label: 'Calculator',
  // SPEC §9's team cost calculator: its figures come from the calculator, not from the slide.
  fields: [],
  defaults: {
    background: '#0f172a',
    text: '#ffffff',
    callout: {
      good: { background: CALC_VERDICT.better, text: '#ffffff' },
      bad: { background: CALC_VERDICT.worse, text: '#ffffff' },
    },
  },
  editorFields: [],
  fit: (slide) => layoutCalculator(slide).fit,
  Renderer: CalculatorSlide,
  tint: DEFAULT_TINT,
  aliases: ['calculator', 'cost calculator', 'team cost calculator', 'team calculator'],
});
