import { CHART_KINDS } from '@common/limits';
import type { Chart, SlideContent, Table, TimelineStep } from '@common/slides/content';

/**
 * The data slides' fields as text the inspector edits (issue 31): rows of cells, one row a line,
 * cells split by tabs (what a spreadsheet copies) or else commas, so pasting cells fills them.
 * A chart's first row is its kind (with "stacked", "horizontal" and its unit in brackets) and its
 * series' names; each row after is a category and its values.
 */

/** One line's cells: tab-separated when it holds a tab, else comma-separated (quotes kept out). */
export function cellsOf(line: string): string[] {
  if (line.includes('\t')) return line.split('\t').map((c) => c.trim());
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  out.push(cell.trim());
  return out;
}

const rowsOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l.trim())
    .map(cellsOf);

export function chartText(chart: Chart | undefined): string {
  if (!chart) return '';
  const head = [
    chart.kind,
    chart.stacked ? 'stacked' : '',
    chart.horizontal ? 'horizontal' : '',
    chart.unit ? `(${chart.unit})` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    [head, ...chart.series.map((s) => s.name)].join('\t'),
    ...chart.categories.map((c, j) => [c, ...chart.series.map((s) => String(s.values[j] ?? ''))].join('\t')),
  ].join('\n');
}

/** A figure as typed: "4,100", "€7.9", "12%" read as numbers; anything else stays as typed (the server names it). */
function figure(cell: string): number | string {
  const n = Number(cell.replace(/[\s,€$£¥%]/g, ''));
  return cell.trim() && Number.isFinite(n) ? n : cell;
}

/** The words in the first brackets of a heading ("Revenue (€M)" → "€M"); a scan, not a regex. */
function bracketed(text: string): string | undefined {
  const open = text.indexOf('(');
  const close = open < 0 ? -1 : text.indexOf(')', open);
  return close > open ? text.slice(open + 1, close).trim() || undefined : undefined;
}

export function parseChartText(text: string): Chart | undefined {
  const [head, ...rows] = rowsOf(text);
  if (!head) return undefined;
  const words = (head[0] ?? '').toLowerCase();
  const kind = CHART_KINDS.find((k) => words.includes(k)) ?? 'bar';
  const unit = bracketed(head[0] ?? '');
  const names = head.slice(1);
  return {
    kind,
    categories: rows.map((r) => r[0] ?? ''),
    series: names.map((name, i) => ({
      name,
      values: rows.map((r) => figure(r[i + 1] ?? '') as number),
    })),
    ...(words.includes('stacked') ? { stacked: true } : {}),
    ...(words.includes('horizontal') ? { horizontal: true } : {}),
    ...(unit ? { unit } : {}),
  };
}

export function tableText(table: Table | undefined): string {
  if (!table) return '';
  return [table.header, ...table.rows].map((r) => r.join('\t')).join('\n');
}

export function parseTableText(text: string): Table | undefined {
  const [header, ...rows] = rowsOf(text);
  return header ? { header, rows } : undefined;
}

export function stepsText(steps: TimelineStep[] | undefined): string {
  return (steps ?? [])
    .map((s) => {
      // Empty trailing parts are left out, so "Launch" reads as a step with no date or text.
      const parts = [s.label, s.date ?? '', s.text ?? ''];
      while (parts.length > 1 && parts.at(-1) === '') parts.pop();
      return parts.join(' | ');
    })
    .join('\n');
}

export function parseStepsText(text: string): TimelineStep[] | undefined {
  const steps = text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const [label = '', date, body] = l.split('|').map((p) => p.trim());
      return { label, ...(date ? { date } : {}), ...(body ? { text: body } : {}) };
    });
  return steps.length ? steps : undefined;
}

/** Reads and writes of the data fields, by kind. */
export const DATA_FIELDS = {
  chart: { key: 'chart', read: (c: SlideContent) => chartText(c.chart), parse: parseChartText },
  table: { key: 'table', read: (c: SlideContent) => tableText(c.table), parse: parseTableText },
  steps: { key: 'steps', read: (c: SlideContent) => stepsText(c.steps), parse: parseStepsText },
} as const;
