import { fitFontSize } from './fit';
import { FONT_SANS, wrapText } from './theme';

/** Pieces several slide types draw alike: a heading that shrinks to fit, and a bullet list. */
export function SlideHeading({ title, color, max = 84 }: { title: string; color: string; max?: number }) {
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

export function Bullets({
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
