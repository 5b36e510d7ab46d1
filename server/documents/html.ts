import { declaredCharset, decodeText } from './charset';
import { collapseSpaces, escapeBlock, normalizeForms, tidyLines } from './prose';
import type { Extraction } from './types';

/** Elements whose text a reader never sees, or that are the site around the content. */
const DROPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'svg',
  'iframe',
  'object',
  'canvas',
  'rt',
  'rp',
  'button',
  'select',
  'input',
  'textarea',
]);
const BOILERPLATE = new Set(['nav', 'header', 'footer', 'aside', 'menu']);
const BOILERPLATE_ROLES = new Set([
  'navigation',
  'banner',
  'contentinfo',
  'complementary',
  'menu',
  'menubar',
  'search',
]);
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'blockquote',
  'figure',
  'figcaption',
  'pre',
  'ul',
  'ol',
  'table',
  'dl',
  'dd',
  'dt',
  'nav',
  'form',
  'address',
  'center',
]);

/**
 * An HTML page's own content. A page with a site around its article (menus, headers, footers,
 * sidebars, edit links) goes through Mozilla's Readability, the engine of Firefox's reader view;
 * a plain document keeps all its text, less any navigation, headers, footers and asides.
 */
export async function extractHtml(bytes: Buffer): Promise<Extraction> {
  // Loaded when an HTML or Word document comes: a reader of PDFs does not pay for jsdom.
  const { JSDOM } = await import('jsdom');
  const { isProbablyReaderable, Readability } = await import('@mozilla/readability');
  const html = decodeText(bytes, declaredCharset(bytes));
  const dom = new JSDOM(html);
  const document = dom.window.document;
  let root: Element = document.body ?? document.documentElement;
  let title = '';
  if (isProbablyReaderable(document)) {
    const article = new Readability(document.cloneNode(true) as Document, {
      charThreshold: 300,
      // Readability drops class names; these mark what isBoilerplate leaves out.
      classesToPreserve: [...PERMALINK_CLASSES, ...FURNITURE],
    }).parse();
    if (article?.content) {
      root = JSDOM.fragment(`<div>${article.content}</div>`).firstElementChild!;
      title = pageTitle(collapseSpaces(article.title ?? ''), document);
    }
  }
  let text = structuredText(root, { dropBoilerplate: true });
  // Readability takes the page's title out of the article; it leads the text again.
  if (title && !text.startsWith('#')) text = `# ${title}\n\n${text}`;
  dom.window.close();
  return { text };
}

/**
 * The page's title without its site's name: "6. Best Packaging Practices — developers-reference
 * 12.18 documentation" is the page's first heading and the site's name after a dash or a bar.
 */
function pageTitle(title: string, document: Document): string {
  const h1 = document.querySelector('h1');
  const heading = h1 ? inlineText(h1, true) : '';
  if (heading.length < 3 || heading === title || !title.startsWith(heading)) return title;
  const rest = title.slice(heading.length).trimStart();
  return ['—', '–', '-', '|', '·', '::', '»'].some((sep) => rest.startsWith(sep)) ? heading : title;
}

/** Mammoth's HTML of a Word document: all of it is content. */
export async function htmlToStructuredText(html: string): Promise<string> {
  const { JSDOM } = await import('jsdom');
  const dom = new JSDOM(html);
  const text = structuredText(dom.window.document.body, { dropBoilerplate: false });
  dom.window.close();
  return text;
}

function isHidden(el: Element): boolean {
  if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return true;
  const style = (el.getAttribute('style') ?? '').toLowerCase().replaceAll(' ', '');
  return style.includes('display:none') || style.includes('visibility:hidden');
}

/** The permalinks ("¶", "#") documentation sites put beside each heading: Sphinx, Jupyter, AnchorJS. */
const PERMALINK_CLASSES = ['headerlink', 'anchor-link', 'anchorjs-link'] as const;
/**
 * Class names and ids (whole words) of a site's furniture where it is not marked up as <nav> or
 * <header>: DocBook's "docnav" (Back / Home / Next), breadcrumbs, pagers, banners, skip links.
 */
const FURNITURE = new Set([
  'docnav',
  'navbar',
  'navigation',
  'breadcrumb',
  'breadcrumbs',
  'pagination',
  'pager',
  'banner',
  'skip-link',
  'skiplink',
  'sidebar',
  'toc',
]);

function isBoilerplate(el: Element, tag: string): boolean {
  if (BOILERPLATE.has(tag)) return true;
  const role = el.getAttribute('role');
  if (role && BOILERPLATE_ROLES.has(role)) return true;
  // Wiki "[edit]" links beside each heading, and the permalinks ("¶", "#") documentation sites put there.
  const cls = el.getAttribute('class') ?? '';
  return (
    cls.includes('editsection') ||
    cls.includes('mw-jump-link') ||
    cls.includes('noprint') ||
    PERMALINK_CLASSES.some((c) => cls.includes(c)) ||
    [...cls.split(' '), el.getAttribute('id') ?? ''].some((word) => FURNITURE.has(word.toLowerCase()))
  );
}

/** The text a reader sees of an element, on one line (the dropped parts and `skip` left out). */
function inlineText(node: Node, dropBoilerplate: boolean, skip?: Set<Node>): string {
  let out = '';
  const walk = (n: Node) => {
    if (n.nodeType === 3) {
      out += n.textContent ?? '';
      return;
    }
    if (n.nodeType !== 1 || skip?.has(n)) return;
    const el = n as Element;
    const tag = el.tagName.toLowerCase();
    if (DROPPED.has(tag) || isHidden(el) || (dropBoilerplate && isBoilerplate(el, tag))) return;
    // A block starts apart from the text before it ("…form." + "Follow good design…").
    if (tag === 'br' || BLOCKS.has(tag) || tag === 'li') out += ' ';
    for (const child of el.childNodes) walk(child);
    if (BLOCKS.has(tag) || tag === 'li' || tag === 'td' || tag === 'th') out += ' ';
  };
  walk(node);
  return collapseSpaces(out);
}

/** Visible text with its headings, lists and tables kept as the light Markdown of server/documents. */
function structuredText(root: Node, { dropBoilerplate }: { dropBoilerplate: boolean }): string {
  const out: string[] = [];
  let inline = '';
  const flush = () => {
    const text = collapseSpaces(inline);
    if (text) out.push(escapeBlock(text));
    inline = '';
  };
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      inline += node.textContent ?? '';
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 11) return;
    const el = node as Element;
    const tag = el.tagName?.toLowerCase() ?? '';
    if (node.nodeType === 1) {
      if (DROPPED.has(tag) || isHidden(el) || (dropBoilerplate && isBoilerplate(el, tag))) return;
      if (tag.length === 2 && tag[0] === 'h' && tag[1]! >= '1' && tag[1]! <= '6') {
        flush();
        const text = inlineText(el, dropBoilerplate);
        if (text) out.push(`${'#'.repeat(Number(tag[1]))} ${text}`);
        return;
      }
      if (tag === 'li') {
        flush();
        // A nested list's items are items of their own, after the item they stand under.
        const nested = new Set<Node>(
          [...el.children].filter((c) => c.tagName === 'UL' || c.tagName === 'OL'),
        );
        const text = inlineText(el, dropBoilerplate, nested);
        if (text) out.push(`- ${text}`);
        for (const list of nested) walk(list);
        return;
      }
      if (tag === 'tr') {
        flush();
        const cells = [...el.children]
          .filter((c) => c.tagName === 'TD' || c.tagName === 'TH')
          .map((c) => inlineText(c, dropBoilerplate).replaceAll('|', '/'));
        if (cells.some(Boolean)) out.push(`| ${cells.join(' | ')} |`);
        return;
      }
      if (tag === 'br') {
        flush();
        return;
      }
    }
    const block = BLOCKS.has(tag);
    if (block) flush();
    for (const child of node.childNodes) walk(child);
    if (block) flush();
  };
  walk(root);
  flush();
  // Rows of one table and items of one list stay together, a line each; other blocks apart.
  const lines: string[] = [];
  for (const block of out) {
    const previous = lines.at(-1);
    const together =
      previous !== undefined &&
      ((block.startsWith('| ') && previous.startsWith('| ')) ||
        (block.startsWith('- ') && previous.startsWith('- ')));
    if (previous !== undefined && !together) lines.push('');
    lines.push(block);
  }
  return tidyLines(normalizeForms(lines.join('\n')));
}
