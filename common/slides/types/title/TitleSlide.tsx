import { editable } from '../../editable';
import { roleCss, typesetIn } from '../../layout/typeScale';
import { placed, withAlpha } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';
import { layoutTitle, TITLE_BAR, TITLE_ROLES, titleTexts } from './layout';

export function TitleSlide({ slide, defaults }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const t = titleTexts(slide);
  const l = typesetIn(defaults, () => layoutTitle(slide));
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
          left: l.bar.x,
          top: l.bar.y,
          width: TITLE_BAR.w,
          height: TITLE_BAR.h,
          background: c.text,
          opacity: 0.85,
        }}
      />
      <h1
        {...editable('title')}
        dir="auto"
        style={{
          ...placed(l.title),
          fontSize: l.title.size,
          ...roleCss(TITLE_ROLES.title, defaults),
        }}
      >
        {t.title}
      </h1>
      {t.subtitle && (
        <p
          {...editable(
            slide.content.subtitle === undefined && slide.content.text !== undefined ? 'text' : 'subtitle',
          )}
          dir="auto"
          style={{ ...placed(l.subtitle), fontSize: l.subtitle.size, lineHeight: 1.35, opacity: 0.82 }}
        >
          {t.subtitle}
        </p>
      )}
      {t.author && (
        <p
          {...editable('author')}
          dir="auto"
          style={{
            ...placed(l.author),
            fontSize: l.author.size,
            fontWeight: 600,
            lineHeight: 1.3,
            opacity: 0.7,
          }}
        >
          {t.author}
        </p>
      )}
    </div>
  );
}
