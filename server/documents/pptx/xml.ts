import { SaxesParser } from 'saxes';
import { PPTX_XML_ELEMENTS_MAX } from '../../../common/limits';
import { UnreadableDocument } from '../types';

/**
 * An XML part as a small tree. Elements are named by a fixed alias of their namespace and their
 * local name ("p:sp", "a:t"), whatever prefixes the file chose; so are the attributes of the
 * relationships namespace ("r:embed"). The parser is strict: a DOCTYPE is refused (no DTD, so no
 * entity of any kind, internal or external, is ever expanded), malformed XML is refused.
 */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  /** Character data directly inside the element. */
  text: string;
}

const NAMESPACES: Record<string, string> = {
  'http://schemas.openxmlformats.org/presentationml/2006/main': 'p',
  'http://purl.oclc.org/ooxml/presentationml/main': 'p',
  'http://schemas.openxmlformats.org/drawingml/2006/main': 'a',
  'http://purl.oclc.org/ooxml/drawingml/main': 'a',
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships': 'r',
  'http://purl.oclc.org/ooxml/officeDocument/relationships': 'r',
  'http://schemas.openxmlformats.org/drawingml/2006/chart': 'c',
  'http://purl.oclc.org/ooxml/drawingml/chart': 'c',
  'http://schemas.openxmlformats.org/drawingml/2006/diagram': 'dgm',
  'http://schemas.openxmlformats.org/drawingml/2006/table': 'a',
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
  'http://schemas.microsoft.com/office/powerpoint/2010/main': 'p14',
  'http://schemas.openxmlformats.org/package/2006/relationships': 'rel',
  'http://schemas.openxmlformats.org/package/2006/content-types': 'ct',
  'http://schemas.microsoft.com/office/drawing/2008/diagram': 'dsp',
  'urn:decksmith:slide-source:1': 'ds',
};

/** Thrown out of a handler to stop the parser at once. */
class Refused extends Error {}

/** The tree of one part; `what` names it in the reason of a refusal. */
export function parseXml(bytes: Buffer, what: string): XmlNode {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlNode = { name: '#document', attrs: {}, children: [], text: '' };
  const stack: XmlNode[] = [root];
  let elements = 0;
  parser.on('doctype', () => {
    throw new Refused(`${what} declares a DTD, which a PowerPoint file never needs`);
  });
  parser.on('opentag', (tag) => {
    if (++elements > PPTX_XML_ELEMENTS_MAX)
      throw new Refused(`${what} has more than ${PPTX_XML_ELEMENTS_MAX.toLocaleString('en')} elements`);
    const alias = NAMESPACES[tag.uri] ?? '?';
    const attrs: Record<string, string> = {};
    for (const a of Object.values(tag.attributes)) {
      if (!a.prefix) attrs[a.local] = a.value;
      else if (NAMESPACES[a.uri] === 'r') attrs[`r:${a.local}`] = a.value;
    }
    const node: XmlNode = { name: `${alias}:${tag.local}`, attrs, children: [], text: '' };
    stack[stack.length - 1]!.children.push(node);
    stack.push(node);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', (t) => {
    if (stack.length > 1) stack[stack.length - 1]!.text += t;
  });
  try {
    parser.write(bytes.toString('utf8')).close();
  } catch (err) {
    if (err instanceof Refused) throw new UnreadableDocument(err.message);
    throw new UnreadableDocument(`${what} is not well-formed XML (the file looks damaged)`);
  }
  const top = root.children[0];
  if (!top) throw new UnreadableDocument(`${what} is empty (the file looks damaged)`);
  return top;
}

/** The element's children of that name. */
export const kids = (node: XmlNode | undefined, name: string) =>
  node ? node.children.filter((c) => c.name === name) : [];
/** The element's first child of that name. */
export const kid = (node: XmlNode | undefined, name: string) => node?.children.find((c) => c.name === name);
/** The first element of that name in the path of children, e.g. path(sp, 'p:nvSpPr', 'p:nvPr', 'p:ph'). */
export function path(node: XmlNode | undefined, ...names: string[]): XmlNode | undefined {
  let at = node;
  for (const n of names) at = kid(at, n);
  return at;
}
/** Every element of that name below the node, in document order. */
export function all(node: XmlNode | undefined, name: string, out: XmlNode[] = []): XmlNode[] {
  if (!node) return out;
  for (const c of node.children) {
    if (c.name === name) out.push(c);
    all(c, name, out);
  }
  return out;
}
