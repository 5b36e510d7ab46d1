import sharp from 'sharp';
import { PICTURE_LONG_SIDE_MAX } from '../../common/limits';

/**
 * A picture larger than PICTURE_LONG_SIDE_MAX on its long side, scaled down to it (in its own
 * format, turned upright by its EXIF orientation); a smaller one, or one sharp cannot read, as it
 * came. A slide is 1920 px wide, so nothing larger is ever seen, and exports stay small.
 */
export async function scaleDown(bytes: Buffer, mime: string): Promise<Buffer> {
  // An animated GIF would lose its frames; it is kept as it is.
  if (mime === 'image/gif') return bytes;
  try {
    const image = sharp(bytes, { limitInputPixels: 100_000_000 });
    const meta = await image.metadata();
    const long = Math.max(meta.width ?? 0, meta.height ?? 0);
    if (long <= PICTURE_LONG_SIDE_MAX) return bytes;
    const resized = image.rotate().resize({
      width: PICTURE_LONG_SIDE_MAX,
      height: PICTURE_LONG_SIDE_MAX,
      fit: 'inside',
      withoutEnlargement: true,
    });
    if (mime === 'image/jpeg') return await resized.jpeg({ quality: 86, mozjpeg: true }).toBuffer();
    if (mime === 'image/webp') return await resized.webp({ quality: 86 }).toBuffer();
    return await resized.png().toBuffer();
  } catch {
    return bytes;
  }
}
