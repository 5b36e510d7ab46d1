import { METRICS_MAX_COLUMNS, SLIDE_WIDTH } from '../../../limits';
import { fitFontSize } from '../../fit';
import { FONT_SANS, PAD_X, PAD_Y, withAlpha, wrapText } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';

/** The rule and the space beside it that start each metric's cell. */
const RULE = 6;
const CELL_PAD = 36;
const CELL_INSET = RULE + CELL_PAD;

export function MetricsSlide({ slide, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const metrics = slide.content.metrics ?? [];
  const columns = Math.max(1, Math.min(METRICS_MAX_COLUMNS, metrics.length));
  const rows = Math.max(1, Math.ceil(metrics.length / columns));
  const longestValue = metrics.reduce((n, m) => Math.max(n, m.value.length), 1);
  // Values share one size so a row reads as a set, and that size fits the column: a figure such as
  // "$4.2M" must never break across lines. Bold figures run about 0.72em a character.
  const gap = rows > 1 ? 40 : 56;
  const column = (SLIDE_WIDTH - 2 * PAD_X - gap * (columns - 1)) / columns - CELL_INSET;
  const valueSize = Math.max(
    32,
    Math.min(
      fitFontSize('x'.repeat(longestValue), columns <= 2 ? 180 : 132, 48, columns <= 2 ? 6 : 5),
      rows === 1 ? 200 : rows === 2 ? 96 : 72,
      Math.floor(column / (longestValue * 0.72)),
    ),
  );
  // The figure leads: a label never grows to the size of the number above it.
  const labelSize = (label: string) =>
    Math.min(fitFontSize(label, 36, 20, 30), Math.max(20, Math.round(valueSize * 0.6)));
  const subtextSize = (subtext: string) =>
    Math.min(fitFontSize(subtext, 26, 16, 50), Math.max(16, Math.round(valueSize * 0.45)));
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
            // Rows as tall as their content, centred as a block, so each row's figures share a top line.
            gridAutoRows: 'auto',
            gap,
            alignContent: 'center',
            overflow: 'hidden',
          }}
        >
          {metrics.map((m, i) => (
            <div
              key={i}
              style={{
                borderLeft: `${RULE}px solid ${withAlpha(c.text, 0.5)}`,
                paddingLeft: CELL_PAD,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'flex-start',
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
                  fontSize: labelSize(m.label),
                  fontWeight: 600,
                  opacity: 0.92,
                }}
              >
                {m.label}
              </div>
              {m.subtext && (
                <div style={{ ...wrapText, fontSize: subtextSize(m.subtext), opacity: 0.68 }}>
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
