import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { normalize } from './text';
import { type Extraction, UnreadableDocument } from './types';

interface Item {
  str: string;
  height: number;
  hasEOL: boolean;
}

/**
 * PDF text page by page, in the order the page's content gives it (which is reading order for the
 * documents people write: columns come one after the other). Lines set clearly larger than the
 * body text become "# " headings so the slide builder can start a slide there.
 */
export async function extractPdf(bytes: Buffer): Promise<Extraction> {
  let doc: Awaited<ReturnType<typeof getDocument>['promise']>;
  try {
    doc = await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch (err) {
    const name = (err as Error)?.name;
    if (name === 'PasswordException') throw new UnreadableDocument('it is protected with a password');
    throw new UnreadableDocument('it is not a readable PDF (the file looks damaged)');
  }
  const pages: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(pageText(content.items.filter((i): i is Item & typeof i => 'str' in i)));
      page.cleanup();
    }
  } finally {
    await doc.destroy();
  }
  const text = pages.map((p, i) => (pages.length > 1 ? `--- page ${i + 1} ---\n\n${p}` : p)).join('\n\n');
  return { text: normalize(text), pages: pages.length };
}

const PAGE_NUMBER = /^(?:page\s+)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

function pageText(items: Item[]): string {
  const lines: { text: string; height: number }[] = [];
  let current = '';
  let height = 0;
  for (const item of items) {
    current += item.str;
    height = Math.max(height, item.height);
    if (item.hasEOL) {
      lines.push({ text: current.trim(), height });
      current = '';
      height = 0;
    }
  }
  if (current.trim()) lines.push({ text: current.trim(), height });
  // A page number alone at the top or bottom of a page is not part of the text.
  while (lines.length && !lines.at(-1)!.text) lines.pop();
  if (PAGE_NUMBER.test(lines.at(-1)?.text ?? '')) lines.pop();
  while (lines.length && !lines[0]!.text) lines.shift();
  if (PAGE_NUMBER.test(lines[0]?.text ?? '')) lines.shift();
  const heights = lines
    .filter((l) => l.text && l.height > 0)
    .map((l) => l.height)
    .sort((a, b) => a - b);
  const body = heights[Math.floor(heights.length / 2)] ?? 0;
  const out: string[] = [];
  for (const line of lines) {
    if (!line.text) {
      out.push('');
      continue;
    }
    const isHeading = body > 0 && line.height >= body * 1.25 && line.text.length <= 120;
    out.push(isHeading ? `\n# ${line.text}\n` : line.text);
  }
  return out.join('\n');
}
