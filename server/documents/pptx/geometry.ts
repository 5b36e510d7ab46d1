import type { PptxPackage } from './package';
import { kid, path, type XmlNode } from './xml';

/** A shape's place on the slide, in EMU. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Maps a box of a group's children onto the slide (identity outside any group). */
export type Place = (box: Box) => Box;

export const onSlide: Place = (box) => box;

/** The box an `a:xfrm` (or `p:xfrm`) gives, undefined when it has none. */
export function boxOf(xfrm: XmlNode | undefined): Box | undefined {
  const off = kid(xfrm, 'a:off');
  const ext = kid(xfrm, 'a:ext');
  if (!off || !ext) return undefined;
  return {
    x: Number(off.attrs.x) || 0,
    y: Number(off.attrs.y) || 0,
    w: Number(ext.attrs.cx) || 0,
    h: Number(ext.attrs.cy) || 0,
  };
}

/**
 * Where a group's children land: a group lays its children out in a space of its own (chOff,
 * chExt) and scales that space onto its own box, inside whatever group holds it.
 */
export function groupPlace(group: XmlNode, outer: Place): Place {
  const xfrm = path(group, 'p:grpSpPr', 'a:xfrm');
  const own = boxOf(xfrm);
  const chOff = kid(xfrm, 'a:chOff');
  const chExt = kid(xfrm, 'a:chExt');
  if (!own || !chOff || !chExt) return outer;
  const cx = Number(chOff.attrs.x) || 0;
  const cy = Number(chOff.attrs.y) || 0;
  const sx = own.w / (Number(chExt.attrs.cx) || own.w || 1);
  const sy = own.h / (Number(chExt.attrs.cy) || own.h || 1);
  return (b) => outer({ x: own.x + (b.x - cx) * sx, y: own.y + (b.y - cy) * sy, w: b.w * sx, h: b.h * sy });
}

/**
 * Where a placeholder without a box of its own is drawn: where its layout puts the placeholder of
 * the same index (or type), else the slide master.
 */
export function placeholderBoxes(pkg: PptxPackage, slidePart: string): (ph: XmlNode) => Box | undefined {
  const partOf = (part: string, type: string) =>
    [...pkg.rels(part).values()].find((r) => r.type === type && r.target)?.target;
  const layout = partOf(slidePart, 'slideLayout');
  const master = layout ? partOf(layout, 'slideMaster') : undefined;
  const trees = [layout, master].map((p) => (p ? path(pkg.xml(p), 'p:cSld', 'p:spTree') : undefined));
  const phOf = (s: XmlNode) => path(s, 'p:nvSpPr', 'p:nvPr', 'p:ph');
  return (ph) => {
    const type = kindOf(ph);
    for (const tree of trees) {
      const shapes = (tree?.children ?? []).filter((c) => c.name === 'p:sp' && phOf(c));
      const match =
        (ph.attrs.idx && shapes.find((s) => phOf(s)?.attrs.idx === ph.attrs.idx)) ||
        shapes.find((s) => kindOf(phOf(s)!) === type);
      const box = match ? boxOf(path(match, 'p:spPr', 'a:xfrm')) : undefined;
      if (box) return box;
    }
    return undefined;
  };
}

/** A placeholder's kind as layouts and masters name it (a centred title is a title, content a body). */
function kindOf(ph: XmlNode): string {
  const type = ph.attrs.type ?? 'obj';
  return type === 'ctrTitle' ? 'title' : type === 'obj' || type === 'subTitle' ? 'body' : type;
}
