import type { SlideContent } from '../../content';
import { strategicTitleFacts } from '../../deckDefaults';
import { fitFontSize } from '../../fit';
import { eyebrow, PAD_X, PAD_Y, withAlpha, wrapText } from '../../theme';
import { colorsOf, type SlideDefaults, type SlideProps } from '../../view';

/** The three big lines: the slide's own, else SPEC §9's STRATEGIC / PARTNERSHIP / PROPOSAL. */
export function strategicLines(k: SlideContent, defaults: SlideDefaults): [string, string, string] {
  const d = defaults.content ?? {};
  return [k.line1 || d.line1 || '', k.line2 || d.line2 || '', k.line3 || d.line3 || ''];
}

export function StrategicTitleSlide({ slide, options, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const k = slide.content;
  const lines = strategicLines(k, defaults);
  const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '');
  const size = fitFontSize(longest, 170, 64, 11);
  const { client, agency, date } = strategicTitleFacts(slide, options.deck);
  const facts: [string, string][] = [
    ['FOR', client],
    ['FROM', agency],
    ['DATE', date],
  ];
  return (
    <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
      <div
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          bottom: 0,
          width: 28,
          background: withAlpha(c.text, 0.9),
        }}
      />
      <div
        style={{
          position: 'absolute',
          left: PAD_X,
          right: PAD_X,
          top: PAD_Y,
          height: 700,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        {lines.map((line, i) => (
          <div
            key={i}
            style={{
              ...wrapText,
              fontSize: size,
              fontWeight: 900,
              lineHeight: 0.98,
              letterSpacing: '-0.01em',
              opacity: i === 1 ? 1 : 0.92,
              color: i === 1 ? c.text : withAlpha(c.text, 0.78),
              overflow: 'hidden',
              maxHeight: size * 2,
            }}
          >
            {line}
          </div>
        ))}
      </div>
      <div
        style={{
          position: 'absolute',
          left: PAD_X,
          right: PAD_X,
          bottom: PAD_Y,
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: 60,
          borderTop: `2px solid ${withAlpha(c.text, 0.35)}`,
          paddingTop: 36,
        }}
      >
        {facts.map(([label, value]) => (
          <div key={label} style={{ minWidth: 0 }}>
            <p style={eyebrow(withAlpha(c.text, 0.6))}>{label}</p>
            <p
              style={{
                ...wrapText,
                fontSize: fitFontSize(value, 40, 24, 28),
                fontWeight: 600,
                marginTop: 12,
                maxHeight: 110,
                overflow: 'hidden',
              }}
            >
              {value || '—'}
            </p>
          </div>
        ))}
      </div>
    </div>
  );
}
