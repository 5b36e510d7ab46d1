import { kid, type XmlNode } from './xml';

/** How text runs are joined into a paragraph: runs, fields and line breaks (as spaces). */
export function paragraphText(p: XmlNode): string {
  let text = '';
  for (const c of p.children) {
    if (c.name === 'a:r' || c.name === 'a:fld') text += kid(c, 'a:t')?.text ?? '';
    else if (c.name === 'a:br') text += '\n';
  }
  return text;
}
