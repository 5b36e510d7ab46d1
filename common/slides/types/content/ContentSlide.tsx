import { editable } from '../../editable';
import { roleCss, typesetIn } from '../../layout/typeScale';
import { placed, withAlpha } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';
import { BulletList } from './Bullet';
import { CONTENT_ACCENT, contentRoles, layoutContent } from './layout';

export function ContentSlide({ slide, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const items = slide.content.items ?? [];
  const layout = typesetIn(defaults, () => layoutContent(slide));
  const accent = slide.content.textColor ? withAlpha(c.text, 0.6) : (defaults.accent ?? c.text);
  const { title, text } = layout;
  return (
    <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
      <div
        style={{
          position: 'absolute',
          left: CONTENT_ACCENT.x,
          top: CONTENT_ACCENT.y,
          width: CONTENT_ACCENT.w,
          height: CONTENT_ACCENT.h,
          background: accent,
        }}
      />
      <h2
        {...editable('title')}
        dir="auto"
        style={{
          ...placed(title),
          fontSize: title.size,
          ...roleCss(contentRoles(0, false).title, defaults),
        }}
      >
        {slide.title}
      </h2>
      {text && (
        <p
          {...editable('text')}
          dir="auto"
          style={{ ...placed(text), fontSize: text.size, lineHeight: 1.45, color: withAlpha(c.text, 0.85) }}
        >
          {slide.content.text}
        </p>
      )}
      {items.length > 0 && (
        <BulletList boxes={layout.items} texts={items} path={(i) => `items.${i}`} accent={accent} />
      )}
    </div>
  );
}
