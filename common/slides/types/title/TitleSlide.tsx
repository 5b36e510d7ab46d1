import { UNTITLED } from '../../../limits';
import { fitFontSize } from '../../fit';
import { FONT_SANS, PAD_X, PAD_Y, withAlpha, wrapText } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';

export function TitleSlide({ slide, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const subtitle = slide.content.subtitle ?? slide.content.text ?? '';
  const title = slide.title || UNTITLED;
  return (
    <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
      <div
        style={{
          position: 'absolute',
          right: -260,
          top: -260,
          width: 900,
          height: 900,
          borderRadius: '50%',
          background: withAlpha(c.text, 0.06),
        }}
      />
      <div
        style={{
          position: 'absolute',
          left: PAD_X,
          right: PAD_X,
          top: PAD_Y,
          bottom: PAD_Y,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 48,
        }}
      >
        <div style={{ width: 120, height: 10, background: c.text, opacity: 0.85 }} />
        <h1
          style={{
            ...wrapText,
            fontFamily: FONT_SANS,
            fontSize: fitFontSize(title, 136, 56, 34),
            fontWeight: 800,
            lineHeight: 1.05,
            letterSpacing: '-0.02em',
            maxHeight: 620,
            overflow: 'hidden',
          }}
        >
          {title}
        </h1>
        {subtitle && (
          <p
            style={{
              ...wrapText,
              fontSize: fitFontSize(subtitle, 48, 26, 90),
              lineHeight: 1.35,
              opacity: 0.82,
              maxWidth: 1400,
              maxHeight: 260,
              overflow: 'hidden',
            }}
          >
            {subtitle}
          </p>
        )}
        {slide.content.author && (
          <p style={{ ...wrapText, fontSize: 30, fontWeight: 600, opacity: 0.7 }}>{slide.content.author}</p>
        )}
      </div>
    </div>
  );
}
