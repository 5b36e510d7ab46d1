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
      help: 'A grid: categories down the first column, one column per series with its name in the header row. Paste cells from a spreadsheet.',
    },
  ],
  fit: (slide) => layoutChart(slide).fit,
  Renderer: ChartSlide,
  // The badge's text on its background reaches 4.5:1 (it is 10 px in the slide list).
  tint: { background: '#ebf8ff', accent: '#2b6cb0' },
  // Not "donut" nor "plot": the offline typo mender would read "dont" and "plan" as them.
  aliases: ['chart', 'graph', 'bar chart', 'line chart', 'pie chart', 'doughnut chart'],
});
