import { SaxesParser } from 'saxes';
import { SVG_ELEMENTS_MAX, SVG_EXPANDED_MAX_CHARS, SVG_NESTING_MAX } from '../../common/limits';
import { expandEntities, readProlog, SvgRefused } from './svgProlog';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Pictures an SVG may hold inside itself: raster data only (a nested SVG is another document). */
const EMBEDDED_RASTER = /^data:image\/(png|jpe?g|gif|webp)[;,]/i;

export interface PreparedSvg {
  /** The SVG as it will be drawn: UTF-8 text without a DOCTYPE, its entities expanded. */
  svg: string;
  /** Whether it has text, which needs fonts (loading them costs ~100 ms, so only then). */
  hasText: boolean;
}

const shown = (href: string) => JSON.stringify(href.length > 60 ? `${href.slice(0, 60)}…` : href);

/**
 * Checks an uploaded SVG before it is drawn, and gives the text the renderer gets. The renderer
 * (resvg) runs no script and opens no network connection, but it reads any file an `<image>` or
 * `<feImage>` names by path, and loads SVGs nested in data: URLs; so every reference must be to
 * the document itself (`#id`), except an embedded PNG, JPEG, GIF or WebP. The DOCTYPE is read here
 * (its entities expanded within a budget) and dropped, so the renderer sees exactly the markup that
 * was checked. A strict XML parser reads it all; elements and nesting are counted and capped.
 */
export function prepareSvg(bytes: Uint8Array): PreparedSvg {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new SvgRefused('invalid', 'file is not a well-formed SVG (it is not UTF-8 text)');
  }
  const prolog = readProlog(text);
  if (prolog.root < 0) throw new SvgRefused('invalid', 'file is not an SVG (it has no root element)');
  const [from, to] = prolog.doctype;
  const body = from < 0 ? text : expandEntities(text.slice(to), prolog.entities, SVG_EXPANDED_MAX_CHARS);
  const svg = from < 0 ? text : text.slice(0, from) + body;
  return { svg, hasText: checkMarkup(svg) };
}

/** Parses the whole document strictly, refusing what may not be drawn; whether it has text. */
function checkMarkup(svg: string): boolean {
  const parser = new SaxesParser({ xmlns: true, position: true });
  let depth = 0;
  let elements = 0;
  let hasText = false;
  // Thrown out of the parser's handler, which stops the reading at once: saxes looks namespaces up
  // through every open element, so reading on through 20,000 nested ones would take seconds.
  const refuse = (err: SvgRefused): never => {
    throw err;
  };
  parser.on('doctype', () =>
    refuse(new SvgRefused('invalid', 'file is not a well-formed SVG (a second DOCTYPE)')),
  );
  parser.on('processinginstruction', (pi) => {
    if (pi.target === 'xml-stylesheet')
      refuse(new SvgRefused('unsafe', 'file is an SVG that links a style sheet, which a logo may not'));
  });
  parser.on('opentag', (tag) => {
    depth++;
    elements++;
    if (elements === 1 && tag.local !== 'svg')
      refuse(new SvgRefused('invalid', `file is not an SVG (its root element is <${tag.name}>)`));
    else if (elements === 1 && tag.uri !== SVG_NS)
      refuse(new SvgRefused('invalid', `file is not an SVG (its <svg> lacks xmlns="${SVG_NS}")`));
    if (elements > SVG_ELEMENTS_MAX)
      refuse(
        new SvgRefused(
          'too_complex',
          `file is an SVG of more than ${SVG_ELEMENTS_MAX.toLocaleString('en')} elements, more than a logo may have`,
        ),
      );
    if (depth > SVG_NESTING_MAX)
      refuse(
        new SvgRefused(
          'too_complex',
          `file is an SVG nested more than ${SVG_NESTING_MAX} elements deep, more than a logo may be`,
        ),
      );
    if (tag.local === 'text') hasText = true;
    for (const attr of Object.values(tag.attributes)) {
      if (attr.local !== 'href' || tag.local === 'a') continue;
      const href = attr.value.trim();
      if (href.startsWith('#')) continue;
      if ((tag.local === 'image' || tag.local === 'feImage') && EMBEDDED_RASTER.test(href)) continue;
      refuse(
        new SvgRefused(
          'unsafe',
          `file is an SVG that refers to ${shown(href)}; a logo must hold all its pictures itself`,
        ),
      );
    }
  });
  parser.on('closetag', () => {
    depth--;
  });
  parser.on('error', (err) => {
    throw new SvgRefused('invalid', `file is not a well-formed SVG (${err.message.split('\n')[0]})`);
  });
  parser.write(svg);
  parser.close();
  if (elements === 0) throw new SvgRefused('invalid', 'file is not an SVG (it has no root element)');
  return hasText;
}
