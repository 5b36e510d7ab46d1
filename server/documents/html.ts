import { type HTMLElement, type Node, parse } from 'node-html-parser';
import { decodeText, normalize } from './text';
import type { Extraction } from './types';

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
]);

function inline(node: Node): string {
  return node.text.replace(/\s+/g, ' ').trim();
}

/** Visible text of an HTML document with its headings, lists and tables kept as structure. */
export function htmlToStructuredText(html: string): string {
  // The parser keeps <!doctype>, <?xml ?> and CDATA as text; a browser shows none of them.
  const root = parse(
    html.replace(/<!doctype[^<>]*>|<\?[^<>]*>|<!\[CDATA\[(?:[^\]<]|\](?!\]>)|<(?!!\[CDATA\[))*\]\]>/gi, ''),
    {
      comment: false,
      blockTextElements: { script: false, style: false, noscript: false, pre: true },
    },
  );
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      const t = node.text.replace(/\s+/g, ' ');
      if (t.trim()) out.push(t);
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as HTMLElement;
    const tag = el.tagName?.toLowerCase() ?? '';
    if (DROPPED.has(tag)) return;
    if (/^h[1-6]$/.test(tag)) {
      const text = inline(el);
      if (text) out.push(`\n\n${'#'.repeat(Number(tag[1]))} ${text}\n\n`);
      return;
    }
    if (tag === 'li') {
      const text = inline(el);
      if (text) out.push(`\n- ${text}\n`);
      return;
    }
    if (tag === 'tr') {
      const cells = el.childNodes.filter((c) => c.nodeType === 1).map((c) => inline(c).replace(/\|/g, '/'));
      if (cells.some(Boolean)) out.push(`\n| ${cells.join(' | ')} |\n`);
      return;
    }
    if (tag === 'br') {
      out.push('\n');
      return;
    }
    const block = BLOCKS.has(tag);
    if (block) out.push('\n\n');
    for (const child of el.childNodes) walk(child);
    if (block) out.push('\n\n');
  };
  walk(root);
  let text = normalize(
    out
      .join('')
      .split('\n')
      .map((l) => l.trim())
      .join('\n'),
  );
  // Rows of one table and items of one list stay together, without blank lines between them.
  let previous = '';
  while (previous !== text) {
    previous = text;
    text = text.replace(/^(\|.*\|)\n\n(?=\|)/gm, '$1\n').replace(/^(- .*)\n\n(?=- )/gm, '$1\n');
  }
  return text;
}

export function extractHtml(bytes: Buffer): Extraction {
  return { text: htmlToStructuredText(decodeText(bytes)) };
}
