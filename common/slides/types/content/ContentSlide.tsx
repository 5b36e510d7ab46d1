import { CONTENT_SMALL_TEXT_AFTER_ITEMS } from '../../../limits';
import { fitFontSize, fitListFontSize } from '../../fit';
import { Bullets, SlideHeading } from '../../parts';
import { PAD_X, PAD_Y, withAlpha, wrapText } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';

export function ContentSlide({ slide, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
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
