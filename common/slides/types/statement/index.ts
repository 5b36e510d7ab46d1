import { SLIDE_COLORS } from '../../../limits';
import { defineSlideType } from '../define';
import { layoutStatement } from './layout';
import { StatementSlide } from './StatementSlide';

export const statement = defineSlideType({
  label: 'Statement',
  fields: ['text', 'mainText', 'highlightText', 'author'],
  defaults: { background: SLIDE_COLORS.statementBackground, text: '#ffffff' },
  editorFields: [
    { key: 'text', label: 'Statement', kind: 'text' },
    { key: 'highlightText', label: 'Highlight', kind: 'line' },
    { key: 'author', label: 'Author', kind: 'line' },
  ],
  fit: (slide) => layoutStatement(slide).fit,
  Renderer: StatementSlide,
  tint: { background: '#DC143C', accent: '#ffffff' },
  aliases: ['statement', 'quote', 'quotation', 'big idea', 'headline', 'key message', 'mission'],
});
