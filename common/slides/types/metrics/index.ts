import { SLIDE_COLORS } from '../../../limits';
import { defineSlideType } from '../define';
import { layoutMetrics } from './layout';
import { MetricsSlide } from './MetricsSlide';

export const metrics = defineSlideType({
  label: 'Metrics',
  fields: ['metrics', 'text'],
  defaults: { background: SLIDE_COLORS.metricsBackground, text: '#ffffff' },
  editorFields: [
    {
      key: 'metrics',
      label: 'Metrics (value | label | note, one per line)',
      kind: 'metrics',
      placeholder: '$4.2M | Revenue | +32% YoY',
    },
    { key: 'text', label: 'Footnote', kind: 'text' },
  ],
  fit: (slide) => layoutMetrics(slide).fit,
  Renderer: MetricsSlide,
  tint: { background: '#003366', accent: '#63b3ed' },
  aliases: [
    'metrics',
    'metric',
    'numbers',
    'number',
    'kpi',
    'kpis',
    'stats',
    'statistics',
    'figures',
    'data',
    'stat',
    'figure',
  ],
});
