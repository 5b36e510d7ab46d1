import type { SlideContent } from '../../content';
import { fitFontSize } from '../../fit';
import { PAD_X, PAD_Y, wrapText } from '../../theme';
import { colorsOf, type SlideDefaults, type SlideProps } from '../../view';

/** The two big lines: the slide's own (older slides used line1/line2), else SPEC §9's. */
export function thankYouLines(k: SlideContent, defaults: SlideDefaults): [string, string] {
  const d = defaults.content ?? {};
  return [k.mainText || k.line1 || d.mainText || '', k.highlightText || k.line2 || d.highlightText || ''];
}

export function ThankYouSlide({ slide, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const k = slide.content;
  const [line1, line2] = thankYouLines(k, defaults);
  const accent = k.textColor || defaults.accent!;
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
