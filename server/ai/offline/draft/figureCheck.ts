import type { SlideContent } from '../../../../common/slides/model';

/**
 * The figure check every draft passes: each figure on a slide must be written in the sources, and a
 * metric's label must be said in the same line as its figure. A figure that is not (invented, or
 * under another label: "2" of "phase 2" labelled "Budget") is removed, and said in the reply.
 */

const FIGURE = /[£$€]?\d+(?:[.,]\d+)*\s?(?:%|k\b|m\b|bn\b)?/gi;
/** A number that names a thing rather than measures it ("phase 2", "Q3", "option 1"). */
const ORDINAL = /\b(?:phase|section|option|step|wave|round|stage|version|q|day|page|tier)$/i;
const LABEL_STOP = new Set(['the', 'a', 'of', 'per', 'and', 'in', 'to', 'for', 'on', 'by', 'at', 'rate']);

/** "EUR 180k" is "€180k" (the drafter writes a currency code as its sign). */
const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/\beur\s?(?=\d)/g, '€')
    .replace(/\busd\s?(?=\d)/g, '$')
    .replace(/\bgbp\s?(?=\d)/g, '£')
    .replace(/\s+/g, '')
    .replace(/[–—]/g, '-');

export function figuresIn(text: string): string[] {
  return [...text.matchAll(FIGURE)].map((m) => m[0].trim()).filter((f) => /\d/.test(f));
}

export function checkFigures(
  slide: { title: string; content: SlideContent },
  sources: string[],
): { content: SlideContent; removed: string[] } {
  const lines = sources.flatMap((s) => s.split('\n')).filter(Boolean);
  const all = squash(lines.join('\n'));
  const inSources = (text: string) => figuresIn(text).every((f) => all.includes(squash(f)));
  const removed: string[] = [];
  const k = { ...slide.content };
  if (k.metrics) {
    k.metrics = k.metrics.filter((m) => {
      const ok = labelled(m.value, m.label, lines);
      if (!ok) removed.push(`${m.value} (“${m.label}”)`);
      return ok;
    });
  }
  if (k.items) {
    k.items = k.items.filter((item) => {
      const ok = inSources(item);
      if (!ok) removed.push(`“${item}”`);
      return ok;
    });
  }
  for (const key of ['subtitle', 'text'] as const) {
    const t = k[key];
    if (t && !inSources(t)) {
      removed.push(`“${t}”`);
      delete k[key];
    }
  }
  if (k.comparison) {
    for (const side of ['left', 'right'] as const) {
      const items: string[] = k.comparison[side].items.filter((i) => inSources(i));
      if (items.length < k.comparison[side].items.length)
        removed.push(...k.comparison[side].items.filter((i) => !items.includes(i)).map((i) => `“${i}”`));
      k.comparison = { ...k.comparison, [side]: { ...k.comparison[side], items } };
    }
  }
  return { content: k, removed };
}

/** The figure is written in a line of the sources that also says (a word of) its label, not as an ordinal. */
function labelled(value: string, label: string, lines: string[]): boolean {
  const v = squash(value);
  const words = label
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !LABEL_STOP.has(w));
  return lines.some((raw) => {
    const line = raw.replace(
      /\b(EUR|USD|GBP)\s?(?=\d)/gi,
      (c: string) => CURRENCY[c.trim().toUpperCase()] ?? c,
    );
    const said =
      !words.length || words.some((w) => line.toLowerCase().includes(w.length > 4 ? w.slice(0, -1) : w));
    if (!said) return false;
    // Some figure of the line is this one, and measures something: not "phase 2".
    for (const m of line.matchAll(FIGURE)) {
      // The figure starts here, its unit and spacing as the line writes them ("6 months", "12 %").
      if (!squash(line.slice(m.index)).startsWith(v)) continue;
      const before = line.slice(0, m.index).toLowerCase().trimEnd();
      if (ORDINAL.test(before) && !/[%£$€]/.test(value)) continue;
      return true;
    }
    return false;
  });
}

const CURRENCY: Record<string, string> = { EUR: '€', USD: '$', GBP: '£' };
