import { fitFontSize } from '../../fit';
import { eyebrow, PAD_X, PAD_Y, withAlpha, wrapText } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';

export function StatementSlide({ slide, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const k = slide.content;
  const main = k.text || k.mainText || slide.title;
  const showTitle = main !== slide.title && slide.title;
  return (
    <div
      style={{
        position: 'absolute',
        inset: 0,
        background: c.background,
        color: c.text,
        padding: `${PAD_Y}px ${PAD_X + 20}px`,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 48,
      }}
    >
      {showTitle && <p style={eyebrow(withAlpha(c.text, 0.75))}>{slide.title}</p>}
      <p
        style={{
          ...wrapText,
          fontSize: fitFontSize(main, 112, 40, 60),
          fontWeight: 800,
          lineHeight: 1.08,
          letterSpacing: '-0.02em',
          maxHeight: 680,
          overflow: 'hidden',
        }}
      >
        {main}
        {k.highlightText && (
          <>
            {' '}
            <span style={{ background: withAlpha('#000000', 0.18), padding: '0 16px' }}>
              {k.highlightText}
            </span>
          </>
        )}
      </p>
      {k.author && <p style={{ ...wrapText, fontSize: 36, fontWeight: 600, opacity: 0.85 }}>— {k.author}</p>}
    </div>
  );
}
