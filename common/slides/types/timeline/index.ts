import { SLIDE_COLORS } from '../../../limits';
import { defineSlideType } from '../define';
import { layoutTimeline } from './layout';
import { TimelineSlide } from './TimelineSlide';

export const timeline = defineSlideType({
  label: 'Timeline',
  fields: ['steps'],
  defaults: { background: SLIDE_COLORS.contentBackground, text: SLIDE_COLORS.contentText, accent: '#3182ce' },
  editorFields: [
    {
      key: 'steps',
      label: 'Timeline steps',
      kind: 'steps',
    },
  ],
  fit: (slide) => layoutTimeline(slide).fit,
  Renderer: TimelineSlide,
  tint: { background: '#fffaf0', accent: '#9c4221' },
  aliases: ['timeline', 'roadmap', 'milestones', 'phases', 'time line'],
});
