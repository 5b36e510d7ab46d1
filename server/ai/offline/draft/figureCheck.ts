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
  if (k.chart) {
    const chart = k.chart;
    // Each category keeps its values only where a line of the sources says the value with the
    // category, or with its series' name (a pasted sheet's row: "Leeds  4,180,000  3,960,000").
    const kept = chart.categories.flatMap((c, i) =>
      chart.series.every(
        (s) => saysValue(lines, c, s.values[i]!) || (s.name.trim() && saysValue(lines, s.name, s.values[i]!)),
      )
        ? [i]
        : [],
    );
    if (kept.length < chart.categories.length) {
      for (const [i, c] of chart.categories.entries())
        if (!kept.includes(i)) removed.push(`${chart.series.map((s) => s.values[i]).join(', ')} (“${c}”)`);
      k.chart =
        kept.length >= 2
          ? {
              ...chart,
              categories: kept.map((i) => chart.categories[i]!),
              series: chart.series.map((s) => ({ ...s, values: kept.map((i) => s.values[i]!) })),
            }
          : undefined;
    }
  }
  if (k.table) {
    // A row's figures are said in one line of the sources, with the row's label.
    const rows = k.table.rows.filter((row) => {
      const figures = row.slice(1).flatMap(figuresIn);
      const label = squash(row[0] ?? '');
      const ok =
        !figures.length ||
        lines.some((l) => squash(l).includes(label) && figures.every((f) => squash(l).includes(squash(f))));
      if (!ok) removed.push(`“${row.join(' | ')}”`);
      return ok;
    });
    k.table = rows.length ? { ...k.table, rows } : undefined;
  }
  if (k.steps) {
    const steps = k.steps.filter((step) => {
      const ok = [step.label, step.date ?? '', step.text ?? ''].every(inSources);
      if (!ok) removed.push(`“${[step.label, step.date, step.text].filter(Boolean).join(' ')}”`);
      return ok;
    });
    k.steps = steps.length >= 2 ? steps : undefined;
  }
  return { content: k, removed };
}

/**
 * Numbers a line writes, as numbers ("£1,204k" is 1204, "412 000" is 412000). "640.000 €" is
 * 640000 as German and Spanish write it, and 640 as English would: both, since the check asks only
 * whether the line says the value.
 */
function numbersIn(line: string): number[] {
  // "72,5 %" is a decimal comma; "1,204" a thousands separator.
  return [
    ...line.matchAll(/\d+,\d{1,2}(?!\d)|\d{1,3}(?:[,\u00a0\u202f ]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)*/g),
  ].flatMap((m) => {
    const t = m[0];
    if (/^\d{1,3}(?:\.\d{3})+$/.test(t))
      return [Number(t.replaceAll('.', '')), Number(t.split('.').slice(0, 2).join('.'))];
    // "412 000" as French writes it, or two figures side by side ("2022/23 140"): both.
    if (t.includes(' '))
      return [
        Number(t.replace(/[,\u00a0\u202f ]/g, '')),
        ...t.split(' ').map((p) => Number(p.replace(/,/g, ''))),
      ];
    return [Number(/^\d+,\d{1,2}$/.test(t) ? t.replace(',', '.') : t.replace(/[,\u00a0\u202f ]/g, ''))];
  });
}

/** A line of the sources says the category and, in it, the value (as written: 91.2 of "91.2%"). */
function saysValue(lines: string[], category: string, value: number): boolean {
  const c = squash(category);
  return lines.some((l) => squash(l).includes(c) && numbersIn(l).some((n) => Math.abs(n - value) < 1e-9));
}

/** The figure is written in a line of the sources that also says (a word of) its label, not as an ordinal. */
function labelled(value: string, label: string, lines: string[]): boolean {
  // "NOK 1,240M": a currency code before the figure is said just before it in the line.
  // "~310": the source's "about" is no part of the figure to find.
  const plain = squash(value).replace(/^[~≈]/, '');
  const code = /^[a-z]{3}(?=\d)/.exec(plain)?.[0];
  const v = code ? plain.slice(code.length) : plain;
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
    // A sheet's row says its currency once, in its label ("Revenue (£)\t3,420,000"): "£3,420,000".
    const sign = /^[£$€]/.exec(v)?.[0];
    const written = sign && line.includes(`(${sign})`) ? [v, v.slice(1)] : [v];
    // Some figure of the line is this one, and measures something: not "phase 2".
    for (const m of line.matchAll(FIGURE)) {
      // The figure starts here, its unit and spacing as the line writes them ("6 months", "12 %").
      if (!written.some((w) => squash(line.slice(m.index)).startsWith(w))) continue;
      const before = line.slice(0, m.index).toLowerCase().trimEnd();
      if (code && !before.endsWith(code)) continue;
      if (ORDINAL.test(before) && !/[%£$€]/.test(value)) continue;
      return true;
    }
    return false;
  });
}

const CURRENCY: Record<string, string> = { EUR: '€', USD: '$', GBP: '£' };
