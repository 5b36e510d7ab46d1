import { SLIDE_COLORS } from '../../../limits';
import { defineSlideType } from '../define';
import { ChartSlide } from './ChartSlide';
import { layoutChart } from './layout';

export const chart = defineSlideType({
  label: 'Chart',
  fields: ['chart'],
  // The accent carries the series that makes the point (DECK-QUALITY); a theme's own accent.
  defaults: { background: SLIDE_COLORS.contentBackground, text: SLIDE_COLORS.contentText, accent: '#3182ce' },
  editorFields: [
    {
      key: 'chart',
      label: 'Chart data',
      kind: 'chart',
      help: 'First row: a blank cell, then each series’ name. Then one row per category and its values. Paste cells from a spreadsheet.',
    },
  ],
  fit: (slide) => layoutChart(slide).fit,
  Renderer: ChartSlide,
  tint: { background: '#ebf8ff', accent: '#3182ce' },
  aliases: [
    'chart',
    'graph',
    'bar chart',
    'line chart',
    'pie chart',
    'doughnut chart',
    'donut chart',
    'plot',
  ],
});
