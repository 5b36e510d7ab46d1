import { fitFontSize, fitListFontSize } from '../../fit';
import { Bullets, SlideHeading } from '../../parts';
import { PAD_X, PAD_Y, withAlpha, wrapText } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';

export function ComparisonSlide({ slide, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
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
