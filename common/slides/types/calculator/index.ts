import { DEFAULT_TINT, defineSlideType } from '../define';
import { CalculatorSlide } from './CalculatorSlide';

export const calculator = defineSlideType({
  label: 'Calculator',
  // SPEC §9's team cost calculator: its figures come from the calculator, not from the slide.
  fields: [],
  defaults: { background: '#0f172a', text: '#ffffff' },
  editorFields: [],
  Renderer: CalculatorSlide,
  tint: DEFAULT_TINT,
  aliases: ['calculator', 'cost calculator', 'team cost calculator', 'team calculator'],
});
