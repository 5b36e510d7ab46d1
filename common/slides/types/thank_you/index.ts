import { SLIDE_COLORS } from '../../../limits';
import { DEFAULT_TINT, defineSlideType } from '../define';
import { layoutThankYou } from './layout';
import { ThankYouSlide } from './ThankYouSlide';

export const thankYou = defineSlideType({
  label: 'Thank you',
  // line1 and line2 are what older thank-you slides used for the two lines.
  fields: ['mainText', 'highlightText', 'subtitle', 'text', 'line1', 'line2'],
  defaults: {
    background: SLIDE_COLORS.titleBackground,
    text: SLIDE_COLORS.titleText,
    accent: '#F6AD55',
    content: { mainText: "LET'S BUILD", highlightText: 'YOUR EMPIRE' },
  },
  editorFields: [
    { key: 'mainText', label: 'First line', kind: 'line' },
    { key: 'highlightText', label: 'Second line', kind: 'line' },
    { key: 'subtitle', label: 'Subtitle', kind: 'text' },
  ],
  fit: (slide, { defaults }) => layoutThankYou(slide, defaults).fit,
  Renderer: ThankYouSlide,
  tint: DEFAULT_TINT,
  aliases: ['thank you', 'thank-you', 'thanks', 'closing', 'goodbye', 'outro', 'end', 'thankyou'],
});
