import { readFileSync } from 'node:fs';
import type { ZipWriter } from '../../lib/zip';

/** A 1×1 JPEG that holds an HTML slide's place until its picture comes (it never reaches the user). */
export const STAND_IN =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';
const STAND_IN_BYTES = Buffer.from(STAND_IN, 'base64');

/** An HTML slide's picture: its bytes, or the file the browser wrote it to (the builder's case). */
export type HtmlPicture = Buffer | { file: string };

/**
 * Puts each HTML slide's picture in place of its stand-in, as the file's parts go by: the slide's
 * relationship is pointed at one media part per distinct picture (slides showing the same picture
 * share it), and the stand-ins are dropped. The pictures are written last, one at a time, read
 * from their files then, so the builder holds one picture at a time.
 */
export class HtmlPictures {
  /** Picture → its media part's name; the same picture (buffer or file) is one part. */
  private readonly parts = new Map<Buffer | string, string>();
  private readonly bySlide = new Map<number, Buffer | string>();
  private readonly dropped = new Set<string>();
  private readonly standIns: string[] = [];

  /** `slides`: the HTML slides by number (1-based) and their picture. */
  constructor(slides: Array<{ number: number; picture: HtmlPicture }>) {
    for (const { number, picture } of slides)
      this.bySlide.set(number, Buffer.isBuffer(picture) ? picture : picture.file);
  }

  /** A slide's relationships: the stand-in's target becomes the slide's picture's part. */
  relationships(name: string, xml: string): string {
    const number = /^ppt\/slides\/_rels\/slide(\d+)\.xml\.rels$/.exec(name);
    const picture = number && this.bySlide.get(Number(number[1]));
    if (!picture) return xml;
    const target = /Target="\.\.\/media\/([^"]+\.jpeg)"/.exec(xml);
    if (!target) throw new Error(`PowerPoint slide ${number[1]} has no picture to replace`);
    this.dropped.add(`ppt/media/${target[1]}`);
    let media = this.parts.get(picture);
    if (!media) {
      media = `picture-${this.parts.size + 1}.jpeg`;
      this.parts.set(picture, media);
    }
    return xml.replace(target[0], `Target="../media/${media}"`);
  }

  /**
   * Whether a part is a stand-in's media (held back until every slide's relationships are seen,
   * then dropped where they were replaced): a few hundred bytes each.
   */
  holdsBack(name: string, data: Buffer): boolean {
    if (!this.bySlide.size || !name.startsWith('ppt/media/') || !data.equals(STAND_IN_BYTES)) return false;
    this.standIns.push(name);
    return true;
  }

  /** The stand-ins nothing replaced, then each distinct picture once. */
  write(zip: ZipWriter) {
    for (const name of this.standIns) if (!this.dropped.has(name)) zip.add(name, STAND_IN_BYTES);
    for (const [picture, part] of this.parts)
      zip.add(`ppt/media/${part}`, Buffer.isBuffer(picture) ? picture : readFileSync(picture));
  }
}
