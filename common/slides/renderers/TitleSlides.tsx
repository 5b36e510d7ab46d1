import { SLIDE_COLORS } from '../../limits';
import { strategicTitleFacts } from '../deckDefaults';
import { fitFontSize } from '../fit';
import { eyebrow, FONT_SANS, PAD_X, PAD_Y, withAlpha, wrapText } from '../theme';
import { colorsOf, type SlideProps } from './types';

export function TitleSlide({ slide }: SlideProps) {
  const c = colorsOf(slide, SLIDE_COLORS.titleBackground, SLIDE_COLORS.titleText);
  const subtitle = slide.content.subtitle ?? slide.content.text ?? '';
  const title = slide.title || 'Untitled';
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

export function StrategicTitleSlide({ slide, options }: SlideProps) {
  const c = colorsOf(slide, SLIDE_COLORS.titleBackground, SLIDE_COLORS.titleText);
  const k = slide.content;
  const lines = [k.line1 || 'STRATEGIC', k.line2 || 'PARTNERSHIP', k.line3 || 'PROPOSAL'];
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

export function ThankYouSlide({ slide }: SlideProps) {
  const c = colorsOf(slide, SLIDE_COLORS.titleBackground, SLIDE_COLORS.titleText);
  const k = slide.content;
  const line1 = k.mainText || k.line1 || "LET'S BUILD";
  const line2 = k.highlightText || k.line2 || 'YOUR EMPIRE';
  const accent = k.textColor || '#F6AD55';
  const sub = k.subtitle ?? k.text ?? '';
  const size = fitFontSize(line1.length > line2.length ? line1 : line2, 180, 64, 12);
  return (
    <div
      style={{
        position: 'absolute',
        inset: 0,
        background: c.background,
        color: c.text,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        textAlign: 'center',
        padding: `${PAD_Y}px ${PAD_X}px`,
        gap: 24,
      }}
    >
      <div style={{ ...wrapText, fontSize: size, fontWeight: 900, lineHeight: 1, opacity: 0.75 }}>
        {line1}
      </div>
      <div style={{ ...wrapText, fontSize: size, fontWeight: 900, lineHeight: 1, color: accent }}>
        {line2}
      </div>
      <div style={{ width: 160, height: 8, background: c.text, margin: '40px 0 8px' }} />
      {sub && (
        <p
          style={{
            ...wrapText,
            fontSize: fitFontSize(sub, 44, 24, 80),
            opacity: 0.8,
            maxHeight: 220,
            overflow: 'hidden',
          }}
        >
          {sub}
        </p>
      )}
    </div>
  );
}
