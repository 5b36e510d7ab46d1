// Expected to FAIL to compile (common/slides/types/registry.test.ts runs tsc on it): a new type
// is its folder plus one line in the registry (here: the registry spread with one more entry), and
// the compiler then names the one place left to write, the server's PowerPoint drawing.
import { content } from '../../common/slides/types/content';
import { defineSlideType } from '../../common/slides/types/define';
import { SLIDE_TYPE_REGISTRY } from '../../common/slides/types/index';
import { PPTX_DRAWINGS } from '../../server/export/pptx/slides';

const quote = defineSlideType({
  label: 'Quote',
  fields: ['text'],
  defaults: { background: '#ffffff', text: '#1a202c' },
  editorFields: [{ key: 'text', label: 'Quote', kind: 'text' }],
  fit: content.fit,
  Renderer: content.Renderer,
  tint: { background: '#ffffff', accent: '#3182ce' },
  aliases: ['quote'],
});
const REGISTRY_WITH_QUOTE = { ...SLIDE_TYPE_REGISTRY, quote };
type SlideTypeWithQuote = keyof typeof REGISTRY_WITH_QUOTE;

export const drawings: Record<SlideTypeWithQuote, (typeof PPTX_DRAWINGS)[keyof typeof PPTX_DRAWINGS]> =
  PPTX_DRAWINGS;
