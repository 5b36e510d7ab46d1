import { SLIDE_COLORS } from '../../../limits';
import { defineSlideType } from '../define';
import { layoutTitle } from './layout';
import { TitleSlide } from './TitleSlide';

export const title = defineSlideType({
  label: 'Title',
  fields: ['subtitle', 'text', 'author'],
  defaults: { background: SLIDE_COLORS.titleBackground, text: SLIDE_COLORS.titleText },
  editorFields: [
    { key: 'subtitle', label: 'Subtitle', kind: 'text' },
    { key: 'author', label: 'Author', kind: 'line' },
  ],
  fit: (slide) => layoutTitle(slide).fit,
  Renderer: TitleSlide,
  tint: { background: '#1a365d', accent: '#90cdf4' },
  aliases: ['title', 'cover', 'intro', 'introduction', 'opening', 'title page', 'cover page', 'front page'],
});
