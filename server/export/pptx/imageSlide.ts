import sharp from 'sharp';
import { SLIDE_HEIGHT } from '../../../common/limits';
import { PAD_Y } from '../../../common/slides/theme';
import { CAPTION_ALPHA, IMAGE_SCRIM } from '../../../common/slides/types/image/ImageSlide';
import { IMAGE_ROLES, layoutImage } from '../../../common/slides/types/image/layout';
import { uploadIdOf } from '../../../common/slideUrls';
import { contentOf, type ExportDeck, type ExportSlide } from '../deck';
import { type DrawContext, defaultsOf } from './context';
import { drawBullets, viewOf } from './parts';
import { blend, colors, hex, type PSlide, px, rect, transparencyOf } from './shapes';
import { roleLook, textAt } from './text';

/** A picture as PowerPoint takes it: base64 PNG or JPEG, and its size in pixels (for the crop). */
export interface SlidePicture {
  data: string;
  w: number;
  h: number;
}

/**
 * The pictures the deck's image slides show, read once before the file is drawn (drawing is
 * synchronous): each one's size, and a WebP or GIF made a PNG, which every PowerPoint opens.
 */
export async function imageSlidePictures(deck: ExportDeck): Promise<Record<string, SlidePicture>> {
  const out: Record<string, SlidePicture> = {};
  for (const s of deck.slides) {
    if (s.type !== 'image') continue;
    const url = contentOf(s).image?.url;
    const id = url ? uploadIdOf(url) : undefined;
    const dataUrl = id && deck.pictures?.[id];
    if (!id || !dataUrl || out[id]) continue;
    const comma = dataUrl.indexOf(',');
    const mime = dataUrl.slice(5, dataUrl.indexOf(';'));
    let bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
    try {
      const meta = await sharp(bytes).metadata();
      let type = mime;
      if (mime !== 'image/png' && mime !== 'image/jpeg') {
        bytes = await sharp(bytes).png().toBuffer();
        type = 'image/png';
      }
      out[id] = {
        data: `${type};base64,${bytes.toString('base64')}`,
        w: meta.width ?? 1,
        h: meta.height ?? 1,
      };
    } catch {
      // A picture sharp cannot read is left out; the slide draws its frame and alt text as on screen.
    }
  }
  return out;
}

export function drawImage(slide: PSlide, s: ExportSlide, context: DrawContext) {
  const c = contentOf(s);
  const d = defaultsOf('image', context);
  const { bg, fg } = colors(s, d.background, d.text);
  slide.background = { color: bg };
  const accent = c.textColor ? fg : hex(d.accent ?? d.text);
  const l = layoutImage(viewOf(s));
  const image = c.image;
  const id = image ? uploadIdOf(image.url) : undefined;
  const picture = id ? context.pictures?.[id] : undefined;
  const box = l.picture;
  if (picture && image) {
    // Cropped around its focus to the frame, never stretched: scaled to cover the frame, then the
    // frame's window cut from it where the focus puts it.
    const scale = Math.max(box.w / picture.w, box.h / picture.h);
    const w = picture.w * scale;
    const h = picture.h * scale;
    const f = image.focus ?? { x: 0.5, y: 0.5 };
    slide.addImage({
      data: picture.data,
      x: px(box.x),
      y: px(box.y),
      w: px(w),
      h: px(h),
      altText: image.alt,
      sizing: {
        type: 'crop',
        x: px((w - box.w) * f.x),
        y: px((h - box.h) * f.y),
        w: px(box.w),
        h: px(box.h),
      },
    });
  } else {
    rect(slide, box, blend(accent, bg, 0.3));
  }
  const full = l.kind === 'full';
  if (l.scrim) {
    // The scrim: layers that each run from a little lower down to the bottom, so the dark builds
    // up towards the bottom with no seams (bands edge to edge show hairlines where they meet).
    const layers = 16;
    const top = l.scrimTop;
    const reach = (1080 - top) * 0.55;
    const alpha = 1 - (1 - IMAGE_SCRIM.to) ** (1 / layers);
    for (let i = 0; i < layers; i++) {
      const y = top + (reach * i) / layers;
      slide.addShape('rect', {
        x: px(0),
        y: px(y),
        w: px(1920),
        h: px(1080 - y),
        fill: { color: '000000', transparency: transparencyOf(alpha) },
        line: { type: 'none' },
      });
    }
  }
  const ink = full ? hex(IMAGE_SCRIM.text) : fg;
  const under = full ? '000000' : bg;
  textAt(slide, s.title, l.title, { ...roleLook(IMAGE_ROLES.title), color: ink });
  if (l.text) textAt(slide, c.text ?? '', l.text, { ...roleLook(IMAGE_ROLES.body), color: fg });
  // The bullets beside a picture are set at the layout's size; their room ends at the bottom padding.
  drawBullets(slide, context, c.items ?? [], l.items, {
    fg,
    accent,
    shrunk: false,
    bottom: SLIDE_HEIGHT - PAD_Y,
  });
  if (l.caption)
    textAt(slide, image?.caption ?? '', l.caption, {
      ...roleLook(IMAGE_ROLES.caption),
      color: blend(ink, under, CAPTION_ALPHA),
    });
}
