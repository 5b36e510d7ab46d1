import { METRICS_MAX_COLUMNS, SLIDE_COLORS } from '../../limits';
import { fitFontSize } from '../fit';
import { FONT_SANS, PAD_X, PAD_Y, withAlpha, wrapText } from '../theme';
import { colorsOf, type SlideProps } from './types';

export function MetricsSlide({ slide }: SlideProps) {
  const c = colorsOf(slide, SLIDE_COLORS.metricsBackground, '#ffffff');
  const metrics = slide.content.metrics ?? [];
  const columns = Math.max(1, Math.min(METRICS_MAX_COLUMNS, metrics.length));
  const rows = Math.max(1, Math.ceil(metrics.length / columns));
  const longestValue = metrics.reduce((n, m) => Math.max(n, m.value.length), 1);
  // Values share one size so a row reads as a set; fewer columns and rows leave room for larger numbers.
  const valueSize = Math.min(
    fitFontSize('x'.repeat(longestValue), columns <= 2 ? 180 : 132, 48, columns <= 2 ? 6 : 5),
    rows > 1 ? 96 : 200,
  );
  return (
    <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
      <div
        style={{
          position: 'absolute',
          left: PAD_X,
          right: PAD_X,
          top: PAD_Y,
          bottom: PAD_Y,
          display: 'flex',
          flexDirection: 'column',
          gap: 72,
        }}
      >
        <h2
          style={{
            ...wrapText,
            fontFamily: FONT_SANS,
            fontSize: fitFontSize(slide.title, 76, 40, 40),
            fontWeight: 800,
            letterSpacing: '-0.015em',
            maxHeight: 190,
            overflow: 'hidden',
          }}
        >
          {slide.title}
        </h2>
        <div
          style={{
            flex: 1,
            minHeight: 0,
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gridAutoRows: '1fr',
            gap: rows > 1 ? 40 : 56,
            alignContent: 'center',
          }}
        >
          {metrics.map((m, i) => (
            <div
              key={i}
              style={{
                borderLeft: `6px solid ${withAlpha(c.text, 0.5)}`,
                paddingLeft: 36,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
                gap: 16,
                minWidth: 0,
                overflow: 'hidden',
              }}
            >
              <div
                style={{
                  ...wrapText,
                  fontSize: valueSize,
                  fontWeight: 800,
                  lineHeight: 1,
                  letterSpacing: '-0.03em',
                }}
              >
                {m.value}
              </div>
              <div
                style={{
                  ...wrapText,
                  fontSize: fitFontSize(m.label, 36, 20, 30),
                  fontWeight: 600,
                  opacity: 0.92,
                }}
              >
                {m.label}
              </div>
              {m.subtext && (
                <div style={{ ...wrapText, fontSize: fitFontSize(m.subtext, 26, 16, 50), opacity: 0.68 }}>
                  {m.subtext}
                </div>
              )}
            </div>
          ))}
        </div>
        {slide.content.text && (
          <p style={{ ...wrapText, fontSize: fitFontSize(slide.content.text, 32, 20, 120), opacity: 0.75 }}>
            {slide.content.text}
          </p>
        )}
      </div>
    </div>
  );
}
