import { CONTENT_SMALL_TEXT_AFTER_ITEMS, SLIDE_COLORS } from '../../limits';
import { fitFontSize, fitListFontSize } from '../fit';
import { eyebrow, FONT_SANS, PAD_X, PAD_Y, withAlpha, wrapText } from '../theme';
import { colorsOf, type SlideProps } from './types';

function SlideHeading({ title, color, max = 84 }: { title: string; color: string; max?: number }) {
  return (
    <h2
      style={{
        ...wrapText,
        fontFamily: FONT_SANS,
        fontSize: fitFontSize(title, max, 40, 40),
        fontWeight: 800,
        lineHeight: 1.08,
        letterSpacing: '-0.015em',
        color,
        maxHeight: 200,
        overflow: 'hidden',
      }}
    >
      {title}
    </h2>
  );
}

function Bullets({
  items,
  size,
  color,
  accent,
}: {
  items: string[];
  size: number;
  color: string;
  accent: string;
}) {
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: size * 0.55,
      }}
    >
      {items.map((item, i) => (
        <li key={i} style={{ display: 'flex', gap: size * 0.6, alignItems: 'baseline', color }}>
          <span
            style={{
              flex: 'none',
              width: size * 0.32,
              height: size * 0.32,
              borderRadius: 3,
              background: accent,
              transform: `translateY(-${size * 0.08}px)`,
            }}
          />
          <span style={{ ...wrapText, fontSize: size, lineHeight: 1.3, minWidth: 0 }}>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function ContentSlide({ slide }: SlideProps) {
  const c = colorsOf(slide, SLIDE_COLORS.contentBackground, SLIDE_COLORS.contentText);
  const items = slide.content.items ?? [];
  const text = slide.content.text ?? '';
  const small = items.length > CONTENT_SMALL_TEXT_AFTER_ITEMS;
  const listSize = fitListFontSize(items, small ? 40 : 52, 22, small ? 520 : 380);
  const accent = slide.content.textColor ? withAlpha(c.text, 0.6) : '#3182ce';
  return (
    <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
      <div
        style={{ position: 'absolute', left: PAD_X, top: PAD_Y, width: 96, height: 8, background: accent }}
      />
      <div
        style={{
          position: 'absolute',
          left: PAD_X,
          right: PAD_X,
          top: PAD_Y + 48,
          bottom: PAD_Y,
          display: 'flex',
          flexDirection: 'column',
          gap: 56,
          overflow: 'hidden',
        }}
      >
        <SlideHeading title={slide.title} color={c.text} />
        {text && (
          <p
            style={{
              ...wrapText,
              fontSize: fitFontSize(text, items.length ? 40 : 52, 22, items.length ? 160 : 320),
              lineHeight: 1.45,
              color: withAlpha(c.text, 0.85),
              maxWidth: 1500,
            }}
          >
            {text}
          </p>
        )}
        {items.length > 0 && <Bullets items={items} size={listSize} color={c.text} accent={accent} />}
      </div>
    </div>
  );
}

export function StatementSlide({ slide }: SlideProps) {
  const c = colorsOf(slide, SLIDE_COLORS.statementBackground, '#ffffff');
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

export function ComparisonSlide({ slide }: SlideProps) {
  const c = colorsOf(slide, '#f7fafc', SLIDE_COLORS.contentText);
  const cmp = slide.content.comparison ?? { left: { title: '', items: [] }, right: { title: '', items: [] } };
  const sides = [
    { side: cmp.left, accent: '#a0aec0', fill: '#ffffff' },
    { side: cmp.right, accent: '#3182ce', fill: '#ebf8ff' },
  ];
  const allItems = [...(cmp.left.items ?? []), ...(cmp.right.items ?? [])];
  const size = fitListFontSize(allItems.length ? allItems : [''], 40, 20, 360);
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
          gap: 56,
        }}
      >
        <SlideHeading title={slide.title} color={c.text} max={76} />
        <div style={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 48 }}>
          {sides.map(({ side, accent, fill }, i) => (
            <div
              key={i}
              style={{
                background: slide.content.backgroundColor ? withAlpha(c.text, 0.06) : fill,
                borderTop: `10px solid ${accent}`,
                borderRadius: 20,
                padding: '44px 52px',
                display: 'flex',
                flexDirection: 'column',
                gap: 32,
                minWidth: 0,
                overflow: 'hidden',
                boxShadow: '0 2px 0 rgba(0,0,0,0.04)',
              }}
            >
              <h3
                style={{ ...wrapText, fontSize: fitFontSize(side.title ?? '', 52, 28, 24), fontWeight: 800 }}
              >
                {side.title}
              </h3>
              <Bullets items={side.items ?? []} size={size} color={c.text} accent={accent} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
