// Expected to FAIL to compile (common/slides/types/registry.test.ts runs tsc on it): a slide type
// must say how its text fits (issue 17), so a definition without a fit rule is refused.
import { content } from '../../common/slides/types/content';
import { defineSlideType } from '../../common/slides/types/define';

export const quote = defineSlideType({
  label: 'Quote',
  fields: ['text'],
  defaults: { background: '#ffffff', text: '#1a202c' },
  editorFields: [{ key: 'text', label: 'Quote', kind: 'text' }],
  Renderer: content.Renderer,
  tint: { background: '#ffffff', accent: '#3182ce' },
  aliases: ['quote'],
});
