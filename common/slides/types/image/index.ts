import { defineSlideType } from '../define';
import { ImageSlide } from './ImageSlide';
import { layoutImage } from './layout';

export const image = defineSlideType({
  label: 'Image',
  fields: ['image', 'text', 'items'],
  // A picture reads best on a dark surface, and a full-bleed one's title sits on a dark scrim.
  defaults: { background: '#111827', text: '#ffffff', accent: '#63b3ed' },
  editorFields: [
    { key: 'image', label: 'Picture', kind: 'image' },
    { key: 'text', label: 'Text beside the picture', kind: 'text' },
    { key: 'items', label: 'Bullets beside the picture (one per line)', kind: 'list' },
  ],
  fit: (slide) => layoutImage(slide).fit,
  Renderer: ImageSlide,
  tint: { background: '#1a202c', accent: '#a0aec0' },
  aliases: ['image', 'picture', 'photo', 'photograph', 'screenshot'],
});
