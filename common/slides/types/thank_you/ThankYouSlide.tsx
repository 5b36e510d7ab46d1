import { editable } from '../../editable';
import { roleCss, typesetIn } from '../../layout/typeScale';
import { placed } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';
import { layoutThankYou, THANK_YOU_ROLES, THANK_YOU_RULE } from './layout';

export { thankYouLines } from './layout';

export function ThankYouSlide({ slide, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const accent = slide.content.textColor || defaults.accent!;
  const l = typesetIn(defaults, () => layoutThankYou(slide, defaults));
  const big = { ...roleCss(THANK_YOU_ROLES.lines, defaults), textAlign: 'center' as const };
  return (
    <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
      <div
        {...editable(slide.content.line1 && !slide.content.mainText ? 'line1' : 'mainText')}
        dir="auto"
        style={{ ...placed(l.line1), ...big, fontSize: l.line1.size, opacity: 0.75 }}
      >
        {l.texts.line1}
      </div>
      <div
        {...editable(slide.content.line2 && !slide.content.highlightText ? 'line2' : 'highlightText')}
        dir="auto"
        style={{ ...placed(l.line2), ...big, fontSize: l.line2.size, color: accent }}
      >
        {l.texts.line2}
      </div>
      <div
        style={{
          position: 'absolute',
          left: l.rule.x,
          top: l.rule.y,
          width: THANK_YOU_RULE.w,
          height: THANK_YOU_RULE.h,
          background: c.text,
        }}
      />
      {l.texts.sub && (
        <p
          {...editable(
            slide.content.subtitle === undefined && slide.content.text !== undefined ? 'text' : 'subtitle',
          )}
          dir="auto"
          style={{
            ...placed(l.subtitle),
            fontSize: l.subtitle.size,
            lineHeight: 1.35,
            opacity: 0.8,
            textAlign: 'center',
          }}
        >
          {l.texts.sub}
        </p>
      )}
    </div>
  );
}
