import { NOTHING_TO_FIT } from '../../layout/fit';
import { defineSlideType } from '../define';
import { HtmlSlide } from './HtmlSlide';

export const html = defineSlideType({
  label: 'HTML',
  fields: ['htmlContent', 'styles'],
  // What the slide's own document starts from (HtmlSlide's base style).
  defaults: { background: '#ffffff', text: '#1a202c' },
  editorFields: [
    { key: 'htmlContent', label: 'HTML', kind: 'code' },
    { key: 'styles', label: 'CSS', kind: 'code' },
  ],
  fit: () => NOTHING_TO_FIT,
  Renderer: HtmlSlide,
  tint: { background: '#1a202c', accent: '#68d391' },
  aliases: ['html', 'custom'],
});
