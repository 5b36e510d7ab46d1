import { SLIDE_COLORS } from '../../../limits';
import { defineSlideType } from '../define';
import { layoutTable } from './layout';
import { TableSlide } from './TableSlide';

export const table = defineSlideType({
  label: 'Table',
  fields: ['table'],
  defaults: { background: SLIDE_COLORS.contentBackground, text: SLIDE_COLORS.contentText, accent: '#3182ce' },
  editorFields: [
    {
      key: 'table',
      label: 'Table (first row: the header)',
      kind: 'table',
      help: 'A grid whose first row is the header. Paste cells from a spreadsheet.',
    },
  ],
  fit: (slide) => layoutTable(slide).fit,
  Renderer: TableSlide,
  tint: { background: '#f7fafc', accent: '#4a5568' },
  aliases: ['table', 'matrix', 'spreadsheet'],
});
