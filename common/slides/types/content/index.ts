import { SLIDE_COLORS } from '../../../limits';
import { DEFAULT_TINT, defineSlideType } from '../define';
import { ContentSlide } from './ContentSlide';
import { layoutContent } from './layout';

export const content = defineSlideType({
  label: 'Content',
  fields: ['text', 'items'],
  // The accent marks the bullets and the rule above the title (SPEC's blue; a theme's own accent).
  defaults: { background: SLIDE_COLORS.contentBackground, text: SLIDE_COLORS.contentText, accent: '#3182ce' },
  editorFields: [
    { key: 'text', label: 'Text', kind: 'text' },
    { key: 'items', label: 'Bullets (one per line)', kind: 'list' },
  ],
  fit: (slide) => layoutContent(slide).fit,
  Renderer: ContentSlide,
  tint: DEFAULT_TINT,
  aliases: [
    'content',
    'bullet',
    'bullets',
    'bullet point',
    'bullet points',
    'bulleted',
    'list',
    'text',
    'standard',
    'normal',
    'regular',
    'plain',
    'basic',
    'blank',
    'empty',
  ],
});
