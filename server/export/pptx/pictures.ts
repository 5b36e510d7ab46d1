import { readZip, writeZip } from '../../lib/zip';

/** A JPEG per HTML slide id, taken by the browser (the only slides PowerPoint cannot draw natively). */
export type Pictures = Map<string, Buffer>;

/** A 1×1 JPEG that holds an HTML slide's place until its picture comes (it never reaches the user). */
export const STAND_IN =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

/**
 * Puts each HTML slide's picture in place of its stand-in: the slide's relationship is pointed at
 * one media part per distinct picture (slides showing the same picture share it), and the
 * stand-ins are dropped.
 */
export function putPictures(file: Buffer, slides: Array<{ number: number; picture: Buffer }>): Buffer {
  const entries = readZip(file);
  const byName = new Map(entries.map((e, i) => [e.name, i]));
  const parts = new Map<Buffer, string>();
  const dropped = new Set<string>();
  for (const { number, picture } of slides) {
    const at = byName.get(`ppt/slides/_rels/slide${number}.xml.rels`);
    if (at === undefined) throw new Error(`PowerPoint slide ${number} has no relationships`);
    let part = parts.get(picture);
    if (!part) {
      part = `picture-${parts.size + 1}.jpeg`;
      parts.set(picture, part);
    }
    const rels = entries[at]!.data.toString('utf8');
    const target = /Target="\.\.\/media\/([^"]+\.jpeg)"/.exec(rels);
    if (!target) throw new Error(`PowerPoint slide ${number} has no picture to replace`);
    dropped.add(`ppt/media/${target[1]}`);
    entries[at] = {
      name: entries[at]!.name,
      data: Buffer.from(rels.replace(target[0], `Target="../media/${part}"`)),
    };
  }
  const kept = entries.filter((e) => !dropped.has(e.name));
  for (const [picture, part] of parts) kept.push({ name: `ppt/media/${part}`, data: picture });
  return writeZip(kept);
}
