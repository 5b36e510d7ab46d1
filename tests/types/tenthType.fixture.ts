// Expected to FAIL to compile (common/slides/types/registry.test.ts runs tsc on it): a tenth type
// is its folder plus one line in the registry (here: the registry spread with one more entry), and
// the compiler then names the one place left to write, the server's PowerPoint drawing.
import { content } from '../../common/slides/types/content';
import { defineSlideType } from '../../common/slides/types/define';
import { SLIDE_TYPE_REGISTRY } from '../../common/slides/types/index';
import { PPTX_DRAWINGS } from '../../server/export/pptx/slides';

const chart = defineSlideType({
  label: 'Chart',
  fields: ['items'],
  defaults: { background: '#ffffff', text: '#1a202c' },
  editorFields: [{ key: 'items', label: 'Values (one per line)', kind: 'list' }],
  Renderer: content.Renderer,
  tint: { background: '#ffffff', accent: '#3182ce' },
  aliases: ['chart', 'graph'],
});
const REGISTRY_WITH_CHART = { ...SLIDE_TYPE_REGISTRY, chart };
type SlideTypeWithChart = keyof typeof REGISTRY_WITH_CHART;

export const drawings: Record<SlideTypeWithChart, (typeof PPTX_DRAWINGS)[keyof typeof PPTX_DRAWINGS]> =
  PPTX_DRAWINGS;
