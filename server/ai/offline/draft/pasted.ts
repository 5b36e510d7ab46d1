import { isPeriod } from '../../../../common/slides/readData';

/**
 * A data export pasted into a brief ("month,orders_shipped,on_time_pct" over rows of figures, split
 * by commas, semicolons, bars or tabs) is a grid: its rows become tab-separated lines, which the
 * reader draws as a table or a chart. Its header is said as a person says it ("Orders shipped"), its
 * periods as a deck says them ("Jul 2026"), its counts with their thousands ("41,250"), so that a
 * correction the brief makes of a figure ("44,950 not 46,700") finds the cell. A chart the brief
 * asks of one of its columns ("a chart of the monthly on-time % against the 98% line") follows it
 * as a grid of its own, the line drawn as a second series.
 */

/** A grid is a header and at least this many rows. */
const ROWS_MIN = 2;
const CELLS_MIN = 3;
const CELL_CHARS_MAX = 40;
/** Delimiters in the order they are tried: a tab or a semicolon is never inside an English figure. */
const DELIMITERS = ['\t', ';', '|', ','];
const NUMERIC = /^[+-]?[£$€]?\d[\d.,]*%?$/;
const FENCE = /^(?:```|~~~)[\w-]{0,20}$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An export's column names, said in words: "pct" is a per cent, "avg" an average. */
const HEADER_WORDS: Record<string, string> = {
  pct: '%',
  percent: '%',
  perc: '%',
  avg: 'avg',
  qty: 'quantity',
  num: 'number',
  hrs: 'hours',
  mins: 'minutes',
  yoy: 'YoY',
  mom: 'MoM',
  id: 'ID',
  kpi: 'KPI',
  sla: 'SLA',
  nps: 'NPS',
  aov: 'AOV',
  gmv: 'GMV',
  usd: 'USD',
  eur: 'EUR',
  gbp: 'GBP',
};
/** Words an export writes apart that English hyphenates. */
const COMPOUNDS: [RegExp, string][] = [
  [/\bon time\b/i, 'on-time'],
  [/\bno show\b/i, 'no-show'],
  [/\bin full\b/i, 'in-full'],
  [/\byear to date\b/i, 'year-to-date'],
];

const cellsBy = (line: string, d: string) => {
  const t = line.trim();
  return (d === '|' ? t.replace(/^\||\|$/g, '') : t).split(d).map((c) => c.trim());
};

/** The delimiter that splits lines[i..] into a grid, and where the grid ends. */
function gridAt(lines: string[], i: number): { d: string; to: number } | undefined {
  const first = lines[i]!.trim();
  // A Markdown table ("| a | b |") is read by its bars elsewhere.
  if (!first || first.startsWith('|')) return undefined;
  for (const d of DELIMITERS) {
    if (!first.includes(d)) continue;
    const width = cellsBy(first, d).length;
    if (width < CELLS_MIN) continue;
    let to = i + 1;
    while (to < lines.length && lines[to]!.includes(d) && cellsBy(lines[to]!, d).length === width) to++;
    const rows = lines.slice(i, to).map((l) => cellsBy(l, d));
    if (rows.length < ROWS_MIN + 1) continue;
    if (rows.some((r) => r.some((c) => !c || c.length > CELL_CHARS_MAX))) continue;
    // Rows of figures: every row after the first has figures in most of its cells.
    const figured = rows.slice(1).every((r) => r.filter((c) => NUMERIC.test(c)).length * 2 > r.length);
    if (figured) return { d, to };
  }
  return undefined;
}

/**
 * "on_time_dispatch_pct" → "On-time dispatch %"; "avgDispatchHours" → "Avg dispatch hours";
 * "FY2026" stays "FY2026".
 */
export function headerWords(cell: string): string {
  if (!/[_]|[a-z][A-Z]/.test(cell) && /\s/.test(cell)) return cell;
  let said = cell
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter(Boolean)
    // An acronym or a period ("FY2026", "EBITDA", "Q3") is said as written.
    .map((w) => HEADER_WORDS[w.toLowerCase()] ?? (/^[A-Z][A-Z\d]+$/.test(w) ? w : w.toLowerCase()))
    .join(' ');
  for (const [re, to] of COMPOUNDS) said = said.replace(re, to);
  return said[0]!.toUpperCase() + said.slice(1);
}

/** "2026-07" → "Jul 2026"; "2026-Q3" → "Q3 2026"; other periods as they are. */
function periodWords(cell: string): string {
  const month = /^((?:19|20)\d{2})-(0[1-9]|1[0-2])$/.exec(cell);
  if (month) return `${MONTHS[Number(month[2]) - 1]} ${month[1]}`;
  const quarter = /^((?:19|20)\d{2})-?(Q[1-4])$/i.exec(cell);
  if (quarter) return `${quarter[2]!.toUpperCase()} ${quarter[1]}`;
  return cell;
}

/** "41250" → "41,250" (English only: other languages group thousands otherwise). */
const grouped = (cell: string) => (/^\d{4,}$/.test(cell) ? Number(cell).toLocaleString('en-GB') : cell);

interface Grid {
  header: string[];
  rows: string[][];
}

/** The brief's lines with each pasted export as tab-separated rows, and a chart asked of it after it. */
export function withDelimitedGrids(lines: string[], brief: string, english: boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const at = gridAt(lines, i);
    if (!at) {
      out.push(lines[i]!);
      continue;
    }
    const raw = lines.slice(i, at.to).map((l) => cellsBy(l, at.d));
    const grid = gridOf(raw, english);
    // The fence a Markdown brief set it in goes with it.
    if (FENCE.test(out.at(-1)?.trim() ?? '')) out.pop();
    out.push(...[grid.header, ...grid.rows].map((r) => r.join('\t')));
    i = at.to - 1;
    if (FENCE.test(lines[i + 1]?.trim() ?? '')) i++;
    const chart = askedChart(grid, brief);
    if (chart) out.push('', ...[chart.header, ...chart.rows].map((r) => r.join('\t')));
  }
  return out;
}

/** A column the sheet marks as its owner's own ("Margin % (internal)"): no slide shows it. */
const INTERNAL_COLUMN =
  /\((?:internal|intern|interne?|interno|confidential|confidentiel|vertraulich|confidencial)(?: only)?\)|^(?:internal|intern)\b/i;

function gridOf(given: string[][], english: boolean): Grid {
  const internal = given[0]!.map((c) => INTERNAL_COLUMN.test(c));
  const raw = internal.some(Boolean) ? given.map((r) => r.filter((_, k) => !internal[k])) : given;
  const headed = !raw[0]!.some((c) => NUMERIC.test(c));
  const header = headed ? raw[0]!.map(headerWords) : [];
  const body = headed ? raw.slice(1) : raw;
  // A column the header says is per cent says so in its cells, so a chart of it has its unit.
  // (Only an export's own suffix, "on_time_pct": a typed "Churn %" column keeps its bare figures.)
  const percent = headed ? raw[0]!.map((h) => /(?:_|[a-z])(?:pct|percent|perc)$/i.test(h)) : [];
  const years = body[0]!.map((_, k) => body.every((r) => /^(?:19|20)\d{2}$/.test(r[k]!)));
  const rows = body.map((r) =>
    r.map((c, k) => {
      if (k === 0) return periodWords(c);
      let v = english && !years[k] ? grouped(c) : c;
      if (percent[k] && /\d$/.test(v)) v = `${v}%`;
      return v;
    }),
  );
  return { header: header.map((h, k) => (percent[k] ? h.replace(/ ?%$/, '') : h)), rows };
}

/** "a chart of the monthly on-time % against the 98% line", "a graph showing returns". */
const CHART_ASKED =
  /\b(?:chart|graph|plot)\s+(?:of|showing|with)\s+(?:the\s+)?([^.!?\n]{3,80}?)(?:\s+(?:against|vs\.?|versus|compared (?:to|with))\s+(?:the\s+|a\s+|our\s+)?([\d.]+)\s?(%?)[^.!?\n]{0,20}?\s(?:line|target|sla|threshold|benchmark|goal)\b|\s+would\b|\s+please\b|\s+pls\b|[.,!;]|$)/i;
/** Words a request says of any column: no column's own. */
const ANY_COLUMN = new Set([
  'monthly',
  'weekly',
  'quarterly',
  'yearly',
  'the',
  'of',
  'per',
  'by',
  'month',
  'trend',
]);
/** Words that name a line a series is held to. */
const HELD_TO = /\b(SLA|target|threshold|benchmark|goal|minimum|floor|KPI)\b/i;

/** The chart a brief asks of one of a grid's columns, as a grid of its periods and that column. */
function askedChart(grid: Grid, brief: string): Grid | undefined {
  if (!grid.header.length || !grid.rows.every((r) => isPeriod(r[0]!))) return undefined;
  const asked = CHART_ASKED.exec(brief);
  if (!asked) return undefined;
  const words = (t: string) =>
    t
      .toLowerCase()
      .replace(/%/g, ' pct ')
      .split(/[^\p{L}\d]+/u)
      .filter((w) => w.length > 1 && !ANY_COLUMN.has(w));
  const wanted = new Set(words(asked[1]!));
  let best = 0;
  let column = -1;
  grid.header.forEach((h, k) => {
    if (k === 0) return;
    const percent = grid.rows[0]![k]!.endsWith('%') ? ['pct'] : [];
    const n = [...words(h), ...percent].filter((w) => wanted.has(w)).length;
    if (n > best) {
      best = n;
      column = k;
    }
  });
  if (column < 0) return undefined;
  const line = asked[2];
  const unit = grid.rows[0]![column]!.endsWith('%') ? '%' : '';
  const header = [grid.header[0]!, grid.header[column]!];
  if (line && Number.isFinite(Number(line))) {
    // The line's name: what the brief holds the figure to ("SLA in the contract: … ≥ 98.0%").
    const said = brief.split('\n').find((l) => l.includes(line) && HELD_TO.test(l)) ?? asked[0];
    const name = HELD_TO.exec(said)?.[1] ?? 'Target';
    header.push(name[0]!.toUpperCase() + name.slice(1));
  }
  return {
    header,
    rows: grid.rows.map((r) => [r[0]!, r[column]!, ...(header.length > 2 ? [`${line}${unit}`] : [])]),
  };
}
