import { SLIDE_HEIGHT, SLIDE_WIDTH } from '../../../common/limits';
import { logoBoxOf } from '../../../common/themes/logo';
import type { Theme } from '../../../common/themes/types';
import { type PSlide, px } from './shapes';

/** A picture's size in pixels from its header (PNG, JPEG, GIF, WebP: the types uploads take), or null. */
export function imageSize(bytes: Buffer): { w: number; h: number } | null {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47) {
    return { w: bytes.readUInt32BE(16), h: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 10 && bytes.toString('latin1', 0, 3) === 'GIF') {
    return { w: bytes.readUInt16LE(6), h: bytes.readUInt16LE(8) };
  }
  if (
    bytes.length >= 30 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    const chunk = bytes.toString('latin1', 12, 16);
    if (chunk === 'VP8 ') return { w: bytes.readUInt16LE(26) & 0x3fff, h: bytes.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const b = bytes.readUInt32LE(21);
      return { w: (b & 0x3fff) + 1, h: ((b >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') return { w: bytes.readUIntLE(24, 3) + 1, h: bytes.readUIntLE(27, 3) + 1 };
    return null;
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    // Walk the segments to the first start-of-frame marker, which holds the size.
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1]!;
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { w: bytes.readUInt16BE(i + 7), h: bytes.readUInt16BE(i + 5) };
      }
      i += 2 + bytes.readUInt16BE(i + 2);
    }
  }
  return null;
}

/**
 * The theme's logo as a picture where the canvas draws it (common/themes/logo.ts): its box's
 * height, narrower pictures right-aligned, wider ones shrunk to the box's width and centred in
 * its height (object-fit: contain). Only an inlined (data:) logo is drawn: the export inlines our
 * own uploads and drops any other address (../pictures.ts inlineThemeLogo).
 */
export function drawLogo(slide: PSlide, theme: Theme | undefined, type: string) {
  const box = logoBoxOf(theme, type);
  const url = theme?.logo?.url ?? '';
  const comma = url.indexOf(',');
  if (!box || !url.startsWith('data:image/') || !url.slice(0, comma).endsWith(';base64')) return;
  const size = imageSize(Buffer.from(url.slice(comma + 1), 'base64'));
  if (!size?.w || !size.h) return;
  const scale = Math.min(box.height / size.h, box.maxWidth / size.w);
  const w = size.w * scale;
  const h = size.h * scale;
  const top = SLIDE_HEIGHT - box.bottom - box.height + (box.height - h) / 2;
  slide.addImage({
    data: url.slice('data:'.length),
    x: px(SLIDE_WIDTH - box.right - w),
    y: px(top),
    w: px(w),
    h: px(h),
    altText: 'Logo',
  });
}
