import { pictureUrl } from '../../../slideUrls';
import { editable } from '../../editable';
import { roleCss, typesetIn } from '../../layout/typeScale';
import { placed, withAlpha } from '../../theme';
import { colorsOf, type SlideProps } from '../../view';
import { BulletList } from '../content/Bullet';
import { focusPosition, IMAGE_ROLES, layoutImage } from './layout';

/** Over a full picture: the scrim's darkest and the text on it. */
export const IMAGE_SCRIM = { from: 0, to: 0.78, text: '#ffffff' };
export const CAPTION_ALPHA = 0.78;

export function ImageSlide({ slide, defaults, options }: SlideProps) {
  const c = colorsOf(slide, defaults.background, defaults.text);
  const accent = slide.content.textColor ? c.text : (defaults.accent ?? c.text);
  const image = slide.content.image;
  const l = typesetIn(defaults, () => layoutImage(slide));
  const src = image ? pictureUrl(image.url, options.inlinePictures) : undefined;
  const full = l.kind === 'full';
  const ink = full ? IMAGE_SCRIM.text : c.text;
  const items = slide.content.items ?? [];
  return (
    <div style={{ position: 'absolute', inset: 0, background: c.background, color: c.text }}>
      {src ? (
        <img
          src={src}
          alt={image!.alt}
          style={{
            position: 'absolute',
            left: l.picture.x,
            top: l.picture.y,
            width: l.picture.w,
            height: l.picture.h,
            objectFit: 'cover',
            objectPosition: focusPosition(image),
          }}
        />
      ) : (
        <div
          role="img"
          aria-label={image?.alt || 'No picture yet'}
          style={{
            position: 'absolute',
            left: l.picture.x,
            top: l.picture.y,
            width: l.picture.w,
            height: l.picture.h,
            background: `linear-gradient(135deg, ${withAlpha(accent, 0.35)}, ${withAlpha(c.text, 0.12)})`,
          }}
        />
      )}
      {l.scrim && (
        <div
          style={{
            position: 'absolute',
            left: 0,
            right: 0,
            top: l.scrimTop,
            bottom: 0,
            background: `linear-gradient(to bottom, rgba(0,0,0,${IMAGE_SCRIM.from}), rgba(0,0,0,${IMAGE_SCRIM.to}) 55%)`,
          }}
        />
      )}
      <h2
        {...editable('title')}
        dir="auto"
        style={{
          ...placed(l.title),
          fontSize: l.title.size,
          ...roleCss(IMAGE_ROLES.title, defaults),
          color: ink,
        }}
      >
        {slide.title}
      </h2>
      {l.text && (
        <p
          {...editable('text')}
          dir="auto"
          style={{ ...placed(l.text), fontSize: l.text.size, ...roleCss(IMAGE_ROLES.body, defaults) }}
        >
          {slide.content.text}
        </p>
      )}
      {items.length > 0 && (
        <BulletList boxes={l.items} texts={items} path={(i) => `items.${i}`} accent={accent} />
      )}
      {l.caption && (
        <p
          {...editable('image.caption')}
          dir="auto"
          style={{
            ...placed(l.caption),
            fontSize: l.caption.size,
            ...roleCss(IMAGE_ROLES.caption, defaults),
            color: withAlpha(ink, CAPTION_ALPHA),
          }}
        >
          {image?.caption}
        </p>
      )}
    </div>
  );
}
