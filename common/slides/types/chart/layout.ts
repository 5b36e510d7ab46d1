import { FIT_FLOORS, SLIDE_HEIGHT } from '../../../limits';
import type { Chart } from '../../content';
import { type Placed, type SlideFit, shrinkToFit, type TextRole } from '../../layout/fit';
import { PAD_X, PAD_Y } from '../../theme';
import type { SlideView } from '../../view';
import { DATA_WIDTH, dataTitleRole, placeDataTitle } from '../titled';
import { type Box, chartGeometry } from './geometry';

const floors = FIT_FLOORS.chart;
/** Below this height the plot is too flat to read: the title shrinks first, then the slide overflows. */
const PLOT_MIN = 440;
const BOTTOM = SLIDE_HEIGHT - PAD_Y;

export const CHART_ROLES: Record<'title' | 'body', TextRole> = {
  title: dataTitleRole(floors.title),
  body: { max: 28, floor: floors.body, weight: 400, lineHeight: 1.25 },
};

/** A chart to show where the slide holds none yet (a new chart slide). */
export const SAMPLE_CHART: Chart = {
  kind: 'bar',
  categories: ['2022', '2023', '2024'],
  series: [{ name: 'Revenue', values: [4.1, 5.6, 7.9] }],
  unit: '€M',
};

function place(slide: SlideView, sizes: Record<'title' | 'body', number>) {
  const head = placeDataTitle(slide.title, CHART_ROLES.title, sizes.title);
  const plot: Box = { x: PAD_X, y: head.top, w: DATA_WIDTH, h: BOTTOM - head.top };
  return { fits: plot.h >= PLOT_MIN, title: head.title as Placed, plot };
}

export function layoutChart(slide: SlideView) {
  const fit: SlideFit<'title' | 'body'> = shrinkToFit(CHART_ROLES, (sizes) => place(slide, sizes).fits);
  const placed = place(slide, fit.sizes);
  const chart = slide.content.chart ?? SAMPLE_CHART;
  return { fit, ...placed, chart, geometry: chartGeometry(chart, placed.plot, fit.sizes.body) };
}
