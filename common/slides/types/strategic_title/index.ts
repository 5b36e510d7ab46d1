import { SLIDE_COLORS } from '../../../limits';
import { DEFAULT_TINT, defineSlideType } from '../define';
import { layoutStrategicTitle } from './layout';
import { StrategicTitleSlide } from './StrategicTitleSlide';

export const strategicTitle = defineSlideType({
  label: 'Strategic title',
  fields: ['line1', 'line2', 'line3', 'clientName', 'agency', 'date'],
  defaults: {
    background: SLIDE_COLORS.titleBackground,
    text: SLIDE_COLORS.titleText,
    content: { line1: 'STRATEGIC', line2: 'PARTNERSHIP', line3: 'PROPOSAL' },
  },
  editorFields: [
    { key: 'line1', label: 'Line 1', kind: 'line' },
    { key: 'line2', label: 'Line 2', kind: 'line' },
    { key: 'line3', label: 'Line 3', kind: 'line' },
    // FOR / FROM / DATE fall back to the brief's details (see deckDefaults), shown as placeholders.
    { key: 'clientName', label: 'For (client)', kind: 'line' },
    { key: 'agency', label: 'From (agency)', kind: 'line' },
    { key: 'date', label: 'Date', kind: 'line' },
  ],
  fit: (slide, { defaults, deck }) => layoutStrategicTitle(slide, defaults, deck).fit,
  Renderer: StrategicTitleSlide,
  tint: DEFAULT_TINT,
  aliases: [
    'strategic title',
    'strategic',
    'strategic partnership',
    'partnership',
    'proposal cover',
    'proposal title',
    'strategic-title',
  ],
});
