import { SLIDE_COLORS } from '../../../limits';
import { defineSlideType } from '../define';
import { TitleSlide } from './TitleSlide';

export const title = defineSlideType({
  label: 'Title',
  fields: ['subtitle', 'text', 'author'],
  defaults: { background: SLIDE_COLORS.titleBackground, text: SLIDE_COLORS.titleText },
  editorFields: [
    { key: 'subtitle', label: 'Subtitle', kind: 'text' },
    { key: 'author', label: 'Author', kind: 'line' },
  ],
  Renderer: TitleSlide,
  tint: { background: '#1a365d', accent: '#90cdf4' },
  aliases: ['title', 'cover', 'intro', 'introduction', 'opening', 'title page', 'cover page', 'front page'],
});
