import { SLIDE_COLORS } from '../../../limits';
import { defineSlideType } from '../define';
import { ComparisonSlide } from './ComparisonSlide';
import { layoutComparison } from './layout';

export const comparison = defineSlideType({
  label: 'Comparison',
  fields: ['comparison'],
  defaults: { background: '#f7fafc', text: SLIDE_COLORS.contentText },
  editorFields: [
    { key: 'comparison.left.title', label: 'Left title', kind: 'line' },
    { key: 'comparison.left.items', label: 'Left points (one per line)', kind: 'list' },
    { key: 'comparison.right.title', label: 'Right title', kind: 'line' },
    { key: 'comparison.right.items', label: 'Right points (one per line)', kind: 'list' },
  ],
  fit: (slide) => layoutComparison(slide).fit,
  Renderer: ComparisonSlide,
  tint: { background: '#edf2f7', accent: '#4a5568' },
  aliases: [
    'comparison',
    'compare',
    'versus',
    'vs',
    'before and after',
    'pros and cons',
    'side by side',
    'two column',
    'two-column',
  ],
});
