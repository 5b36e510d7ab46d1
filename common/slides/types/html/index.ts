import { NOTHING_TO_FIT } from '../../layout/fit';
import { defineSlideType } from '../define';
import { HtmlSlide } from './HtmlSlide';

export const html = defineSlideType({
  label: 'HTML',
  fields: ['htmlContent', 'styles'],
  // What the slide's own document starts from (HtmlSlide's base style).
  defaults: { background: '#ffffff', text: '#1a202c' },
  editorFields: [
    {
      key: 'htmlContent',
      label: 'HTML',
      kind: 'code',
      help: 'Pictures show from this app only: addresses elsewhere (a CDN, a tracking pixel) are removed. Upload your agency’s images as pictures instead; each is added here as an <img>.',
    },
    { key: 'styles', label: 'CSS', kind: 'code' },
  ],
  fit: () => NOTHING_TO_FIT,
  Renderer: HtmlSlide,
  tint: { background: '#1a202c', accent: '#68d391' },
  aliases: ['html', 'custom', 'custom html', 'embed', 'code', 'web'],
});
