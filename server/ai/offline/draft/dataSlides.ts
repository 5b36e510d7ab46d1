import { TABLE_COLUMNS_MAX } from '../../../../common/limits';
import type { Chart, Table, TimelineStep } from '../../../../common/slides/content';
import {
  cellsOf,
  chartOfRows,
  chartOfTable,
  inlineSeriesOf,
  inlineStepsOf,
  isPeriod,
  rowOf,
  stepOf,
  stepsOfLines,
  TOTAL_ROW,
  tableOfLines,
} from '../../../../common/slides/readData';
import { formatValue } from '../../../../common/slides/types/chart/format';
import type { Line } from './reading';
import { amountsTable, labelCut, periodSteps, STEP_LABEL_MAX } from './slideMatter';
import { capital, trimEndSpaced, withoutAsides } from './text';

/**
 * Where a brief's matter is data: a series of figures (a chart), a grid (a table, or a chart when
 * its header is periods), or phases (a timeline). Found in runs of a section's lines, so that a
 * section that says more than its data keeps its words on a slide of their own.
 */

export type Data =
  | { kind: 'chart'; chart: Chart }
  | { kind: 'table'; table: Table }
  | { kind: 'steps'; steps: TimelineStep[] };

export interface Run {
  from: number;
  /** One past the run's last line. */
  to: number;
  data: Data;
  /** The sentence that led in to it ("Group food sales (financial years ending January)"). */
  lead?: string;
}

const bare = (l: Line) => withoutAsides(l.text);
/** A line as a step: without its asides, unless its dates are one ("Fase 1 (marzo–septiembre 2027): …"). */
const asStep = (l: Line) => (stepOf(stepLine(l.text))?.date ? stepLine(l.text) : stepLine(bare(l)));

/** Series whose largest values differ by more than this factor are not drawn on one axis. */
const SCALE_FACTOR_MAX = 10;

/**
 * A chart drawn on one axis: series of very different scales (subscribers in tens of thousands
 * beside churn in per cent) would flatten the small ones to zero, so only the series on the first
 * series' scale are drawn; the grid's other columns stay in the brief for the words around it.
 */
function oneScale(chart: Chart | undefined): Chart | undefined {
  if (!chart || chart.series.length < 2) return chart;
  const top = (values: number[]) => Math.max(...values.map((v) => Math.abs(v)));
  const first = top(chart.series[0]!.values);
  if (!(first > 0)) return chart;
  const kept = chart.series.filter((x) => {
    const t = top(x.values);
    return t > 0 && t <= first * SCALE_FACTOR_MAX && t * SCALE_FACTOR_MAX >= first;
  });
  return kept.length === chart.series.length ? chart : { ...chart, series: kept };
}

/** The runs of data in a section's lines, in order; lines between them are its words. */
export function dataRuns(lines: Line[]): Run[] {
  const runs: Run[] = [];
  let i = 0;
  while (i < lines.length) {
    const run = runAt(lines, i);
    if (run) {
      runs.push(run);
      i = run.to;
    } else i++;
  }
  return runs;
}

function runAt(lines: Line[], i: number): Run | undefined {
  const at = lines[i]!;
  if (at.others) return undefined;
  const lead = at.lead;
  const extend = (test: (l: Line) => boolean) => {
    let j = i;
    while (j < lines.length && !lines[j]!.others && test(lines[j]!)) j++;
    return j;
  };
  const width = cellsOf(at.text)?.length ?? 0;
  if (width >= 3) {
    // A row of words after rows of figures heads a grid of its own.
    let figured = false;
    const to = extend((l) => {
      if (figured && !/\d/.test(l.text)) return false;
      figured ||= /\d/.test(l.text);
      return (cellsOf(l.text)?.length ?? 0) >= width - 1;
    });
    const texts = lines.slice(i, to).map((l) => l.text);
    const header = headerOf(texts, lead);
    const table = (header && tableOfLines([header, ...texts])) || tableOfLines(texts);
    if (table) {
      const chart = oneScale(chartOfTable(table));
      return { from: i, to, data: chart ? { kind: 'chart', chart } : { kind: 'table', table }, lead };
    }
  }
  // A two-column table with its own header ("Phase\tBudget"), from a Markdown table: a table slide.
  if (width === 2 && at.text.includes('\t') && !/\d/.test(at.text)) {
    const to = extend((l) => l.text.includes('\t') && cellsOf(l.text)?.length === 2);
    const [header, ...rows] = lines.slice(i, to).map((l) => cellsOf(l.text)!);
    if (rows.length >= 2)
      return { from: i, to, data: { kind: 'table', table: { header: header!, rows } }, lead };
  }
  if (rowOf(bare(at))) {
    const to = extend((l) => Boolean(rowOf(bare(l))));
    const rows = lines.slice(i, to).map((l) => rowOf(bare(l))!);
    // Amounts that end in their total ("Total: 2.150.000 €") are a budget: a table, as written.
    if (
      lead &&
      rows.length >= 3 &&
      TOTAL_ROW.test(rows.at(-1)!.label) &&
      rows.every((r) => !/[|\t]/.test(r.label))
    )
      return {
        from: i,
        to,
        data: {
          kind: 'table',
          table: { header: [capital(lead), ''], rows: rows.map((r) => [r.label, r.value]) },
        },
        lead,
      };
    // A series over time, or (with a name to lead it) categories compared: three rows or more.
    const overTime = rows.every((r) => isPeriod(r.label));
    const chart = chartOfRows(rows, seriesName(lead));
    if (chart && (overTime || lead)) return { from: i, to, data: { kind: 'chart', chart }, lead };
  }
  const grid = proseGridAt(lines, i);
  if (grid) return grid;

  const inline = inlineStepsOf(at.text);
  if (inline)
    return {
      from: i,
      to: i + 1,
      data: { kind: 'steps', steps: inline },
      lead: leadOfInline(at.text) ?? lead,
    };
  // A phase's aside ("Private beta, first 5 services (council tax, …): Jul–Sep 2027") is no part of its step.
  if (stepOf(asStep(at))) {
    const to = extend((l) => Boolean(stepOf(asStep(l))));
    const steps = stepsOfLines(lines.slice(i, to).map(asStep));
    if (steps) return { from: i, to, data: { kind: 'steps', steps }, lead };
  }
  // "Budget split: research £28,000, identity & packaging £112,000, …": a budget's parts, a table.
  const amounts = amountsTable(at.text);
  if (amounts)
    return {
      from: i,
      to: i + 1,
      data: { kind: 'table', table: { header: amounts.header, rows: amounts.rows } },
      // A budget with no lead of its own is titled by its header ("Budget"), not "… comparison".
      lead: amounts.lead ?? lead ?? amounts.header[0],
    };
  // "Q1 2027" over its points, "Printemps 2026 : …": a plan set out by period.
  const periods = periodSteps(lines, i);
  if (periods) return { from: i, to: periods.to, data: { kind: 'steps', steps: periods.steps }, lead };
  const series = inlineSeriesOf(at.text);
  if (series) {
    // "Installs per month this year, I'll read them out: January 38, …" names its measure first.
    const colon = at.text.indexOf(':');
    // ("2022: 18.4 · 2023: 14.9": a period before the colon names no measure; the lead before it does.)
    const first = colon > 0 ? at.text.slice(0, colon).split(', ')[0]! : '';
    const name = (first && !isPeriod(first) && seriesName(first)) || series.name || seriesName(lead);
    const chart = {
      ...series.chart,
      series: series.chart.series.map((x) => ({ ...x, name: capital(name) })),
    };
    return { from: i, to: i + 1, data: { kind: 'chart', chart }, lead: name };
  }
  return undefined;
}

/**
 * A header for a grid typed without one ("Starter  £12 → £15  1 user"), when its rows share a shape:
 * the first column is named by the lead-in's subject ("Proposed plans, now → new" → "Plan"), a
 * column of counts by their unit ("5 users" → "Users"), a column of amounts by the lead-in's
 * qualifier ("now → new") or "Amount", any other by nothing.
 */
function headerOf(rows: string[], lead: string | undefined): string {
  const cells = rows.map((r) => r.split('\t').map((c) => c.trim()));
  const width = cells[0]!.length;
  // The first row is data, not a header, when it holds a figure in a column the others fill too.
  const figured = (r: string[]) =>
    r.slice(1).some((c, k) => /\d/.test(c) && /\d/.test(cells[1]![k + 1] ?? ''));
  if (cells.length < 2 || cells.some((r) => r.length !== width) || !figured(cells[0]!)) return '';
  const [subject = '', qualifier] = withoutAsides(lead ?? '')
    .split(',')
    .map((p) => p.trim());
  const lastWord = subject.split(/\s+/).at(-1) ?? '';
  const first = capital(lastWord.replace(/s$/i, '')) || 'Item';
  const names = [first];
  for (let c = 1; c < width; c++) {
    const column = cells.map((r) => r[c]!);
    const unit = column.map((v) => /^\d[\d,.]*\s+(\p{L}+)/u.exec(v)?.[1]).find(Boolean);
    if (column.some((v) => /^[£$€]/.test(v)))
      names.push(capital(qualifier && /→|->| to /.test(qualifier) ? qualifier : 'Amount'));
    else if (unit) names.push(capital(unit.replace(/s?$/, 's')));
    else if (column.every((v) => /^[+\-−]\d/.test(v))) names.push('Change');
    else names.push('');
  }
  // A last column of words is named, or the header would lose it ("Tier | Amount | Details").
  if (names.at(-1) === '') names[names.length - 1] = 'Details';
  return names.join('\t');
}

/**
 * A dated line whose words are too long for a step's label ("1 May 2027 - existing monthly
 * customers move to new prices") says its label up to a preposition and the rest as the step's
 * line: "existing monthly customers move, to new prices". Other lines are left as they are.
 */
function stepLine(text: string): string {
  if (stepOf(text)) return text;
  const m = DATED_LINE.exec(text.trim().replace(/^[-*•]\s+/, ''));
  if (!m || m[2]!.length <= STEP_LABEL_MAX || m[2]!.includes(',')) return text;
  const words = m[2]!.split(' ');
  const cut = labelCut(words);
  if (cut < 0) return text;
  return `${m[1]} - ${words.slice(0, cut).join(' ')}, ${words.slice(cut).join(' ')}`;
}

/** "1 Feb 2027 - …", "Week 3: …", "March 2027 – …": a date, then a dash or a colon, then words. */
const DATED_LINE =
  /^((?:\d{1,2} )?\p{L}{3,9}\.?(?:[–-]\p{L}{3,9}\.?)? \d{4}|(?:week|month|sprint|day) \d{1,2}|Q[1-4] \d{4})\s*[-–:]\s+(\S.*)$/iu;

/** "Plan: contract signed Jan 2027 → …" is led by "Plan" ("Steps:" names nothing). */
function leadOfInline(text: string): string | undefined {
  const m = /^([^:]{2,30}):\s/.exec(text);
  return m && !/^(?:steps?|then)$/i.test(m[1]!.trim()) ? m[1]!.trim() : undefined;
}

/** A reply that opens a lead-in ("Yes, from their export:") names no measure. */
const ANSWER = /^(?:yes|yep|yeah|ok(?:ay)?|sure|so|here|right|sorry|also|and|ja|oui)[.!]?$/i;

/** Where a lead-in's period or source starts: " for the last 6 months", " from the screenshot". */
const SERIES_TAIL =
  / (?:(?:for|over|in|during|across) (?:the )?(?:last|past|previous|next|first)|from (?:the|our|their|a|an))\b/i;

/** A lead-in as a series' name: "ARR by quarter (end of quarter, USD)" → "ARR". */
export function seriesName(lead: string | undefined): string {
  if (!lead) return '';
  // "Team - deck for Jo please. Our proposal is:" names "Our proposal".
  // "MRR for the last 6 months, from the screenshot Freya sent" names its measure: "MRR".
  // "- Highlights: …": a list item's marker is no part of its name.
  const last = withoutAsides(lead.replace(/^\s*[-*•–]\s+/, ''))
    .split(/[.!?]\s+/)
    .at(-1)!
    .split(/,\s|\s[-–]\s/)
    .find((part) => !ANSWER.test(part.trim()) && ` ${part.trim()}`.search(SERIES_TAIL) !== 0)!;
  if (last === undefined) return '';
  const tail = last.search(SERIES_TAIL);
  return capital(
    trimEndSpaced((tail > 0 ? last.slice(0, tail) : last).split(':')[0]!, ':.-')
      .replace(/(?<!\s)\s+(?:is|are|was|were|as follows)$/i, '')
      .replace(/(?<!\s)\s+(?:by|per|over|each|across)\s+(?:quarter|year|month|week|period)s?$/i, '')
      .replace(/(?<![\s,]),?\s+(?:calendar|financial|fiscal) years?$/i, '')
      .trim(),
  );
}

/**
 * A chart's title that says what to see, from its own figures when one series rises or falls all
 * the way ("ARR rose from $8.1M to $10.4M, Q4 FY25 to Q3 FY26"), else its topic.
 */
export function chartTitle(topic: string, chart: Chart): string {
  const held = heldToLine(chart);
  if (held) return held;
  const [only] = chart.series;
  if (chart.kind !== 'line' || chart.series.length !== 1 || !only || only.values.length < 3) return topic;
  const v = only.values;
  const up = v.every((x, i) => i === 0 || x > v[i - 1]!);
  const down = v.every((x, i) => i === 0 || x < v[i - 1]!);
  if (!up && !down) return topic;
  const name = topic.replace(/(?<!\s)\s+(?:by|per|over)\s+(?:quarter|year|month)s?$/i, '').trim();
  // A measure with no name says what it did alone: "Fell from 18.4 to 8.1, 2022 to 2026".
  if (!name)
    return capital(
      `${up ? 'rose' : 'fell'} from ${formatValue(v[0]!, chart.unit)} to ${formatValue(v.at(-1)!, chart.unit)}, ${chart.categories[0]} to ${chart.categories.at(-1)}`,
    );
  const said = `${name} ${up ? 'rose' : 'fell'} from ${formatValue(v[0]!, chart.unit)} to ${formatValue(v.at(-1)!, chart.unit)}, ${chart.categories[0]} to ${chart.categories.at(-1)}`;
  return said.length <= 80 ? said : topic;
}

/**
 * A line chart of a measure against a flat line it is held to (an SLA, a target): the title names
 * both ("On-time dispatch against the 98% SLA"). Whether the line is a floor or a ceiling is the
 * brief's to say, so the title does not judge which side of it is good.
 */
function heldToLine(chart: Chart): string | undefined {
  const [measure, line, ...more] = chart.series;
  if (chart.kind !== 'line' || !measure || !line || more.length) return undefined;
  const bar = line.values[0]!;
  if (!line.values.every((v) => v === bar)) return undefined;
  // ("the 98% SLA" keeps its capitals; "the 5% target" is said in lower case.)
  const name = /^\p{Lu}{2,}$/u.test(line.name) ? line.name : line.name.toLowerCase();
  const said = `${measure.name} against the ${formatValue(bar, chart.unit)} ${name}`;
  return said.length <= 80 ? said : undefined;
}

/**
 * "Essentials is 3.2 kW, £5,950, no battery, saves about £420 a year." One sentence per option,
 * each a name and its attributes: a grid said in prose, drawn as the table it describes.
 */
const PROSE_ROW =
  /^(?:and |then )?(\p{Lu}[\p{L}\d-]*(?: \p{Lu}[\p{L}\d-]*)?) (?:is|costs|has|gives|comes with)\s+(\S.*)$/iu;
/** Words that open a clause without naming its attribute ("with a 5 kWh battery"). */
const CLAUSE_OPENERS = new Set([
  'with',
  'a',
  'an',
  'the',
  'and',
  'at',
  'for',
  'about',
  'around',
  'roughly',
  'no',
]);
/** A rate at a clause's end: "a year", "per month", "each". */
const RATE = /(?<!\s)\s+(?:a|per|each|every)\s+(?:year|month|week|day|quarter)$|(?<!\s)\s+each$/i;
/** A prose grid has at least this many rows, and each row this many attributes. */
const PROSE_ROWS_MIN = 3;
const PROSE_CELLS_MIN = 2;
const MONEY = /[£$€¥]|\b(?:JOD|EUR|USD|GBP|CHF|CAD|AUD)\b/;

interface ProseCell {
  key: string;
  head: string;
  text: string;
}

function proseRow(text: string): { name: string; cells: ProseCell[] } | undefined {
  const m = PROSE_ROW.exec(trimEndSpaced(text, '.'));
  if (!m) return undefined;
  const clauses = m[2]!
    .split(/,\s+|(?<!\s)\s+with\s+|;\s+/)
    .map((c) => c.trim())
    .filter(Boolean);
  if (clauses.length < PROSE_CELLS_MIN || clauses.filter((c) => /\d/.test(c)).length < PROSE_CELLS_MIN)
    return undefined;
  return { name: m[1]!, cells: clauses.map(cellOf) };
}

/** A clause as a cell: its attribute (money is a price; a leading verb or a trailing noun names it). */
function cellOf(clause: string): ProseCell {
  const text = clause.replace(/^price (?:is |of )?/i, '');
  if (MONEY.test(text) || /^price\b/i.test(clause)) return { key: 'price', head: 'Price', text };
  const words = text.split(/\s+/);
  const first = words[0]!;
  if (/^\p{Ll}+$/u.test(first) && !CLAUSE_OPENERS.has(first) && words.some((w) => /\d/.test(w)))
    return { key: first, head: capital(first), text: words.slice(1).join(' ') };
  // "1 visit a year": a rate's words ("a year", "per month") name no attribute; "visit" does.
  const named = words.join(' ').replace(RATE, '').split(/\s+/);
  const noun = [...named].reverse().find((w) => /^\p{L}+$/u.test(w) && !CLAUSE_OPENERS.has(w.toLowerCase()));
  const cell = text.replace(/^(?:with )?(?:an? )?/i, '');
  // A unit keeps its own case ("kW"); a word starts with a capital ("Battery").
  if (noun)
    return {
      // "1 visit a year" and "2 visits a year" are one column.
      key: noun.toLowerCase().replace(/s$/, ''),
      head: /\p{Lu}/u.test(noun.slice(1)) ? noun : capital(noun),
      text: cell,
    };
  // A bare figure: its column is found from the other rows.
  return { key: '', head: '', text: cell };
}

function proseGridAt(lines: Line[], i: number): Run | undefined {
  const rows: { name: string; cells: ProseCell[] }[] = [];
  for (let k = i; k < lines.length && !lines[k]!.others; k++) {
    const row = proseRow(lines[k]!.text);
    if (!row) break;
    rows.push(row);
  }
  if (rows.length < PROSE_ROWS_MIN) return undefined;
  const keys: { key: string; head: string }[] = [];
  for (const r of rows)
    for (const c of r.cells)
      if (c.key && !keys.some((k) => k.key === c.key)) keys.push({ key: c.key, head: c.head });
  // Each attribute in two rows or more, or it is no column of a grid.
  const shared = keys.filter((k) => rows.filter((r) => r.cells.some((c) => c.key === k.key)).length >= 2);
  if (shared.length < PROSE_CELLS_MIN || shared.length + 1 > TABLE_COLUMNS_MAX) return undefined;
  const body = rows.map((r) => {
    const row = shared.map((k) => r.cells.find((c) => c.key === k.key)?.text ?? '');
    // A bare figure fills the row's first empty column that the other rows give figures in.
    for (const bareCell of r.cells.filter((c) => !c.key)) {
      const at = shared.findIndex(
        (k, j) => !row[j] && rows.some((o) => o.cells.some((c) => c.key === k.key && /\d/.test(c.text))),
      );
      if (at >= 0) row[at] = bareCell.text;
    }
    return [r.name, ...row];
  });
  const before = lines[i - 1]?.text ?? '';
  const named =
    before.split(/\s+/).length <= 6 && !/\d/.test(before)
      ? trimEndSpaced(before, '.:').split(/\s+/).at(-1)
      : '';
  // Or the lead-in's subject: "The service plans we offer landlords:" names plans.
  const lead = lines[i]!.lead;
  const subject = lead
    ?.split(/(?<!\s)\s+(?:we|that|which|for|to|on|in|of)\s+/i)[0]
    ?.split(/\s+/)
    .at(-1);
  const first = capital((named || subject || 'option').replace(/s$/i, ''));
  return {
    ...(lead ? { lead: lead.split(/(?<!\s)\s+(?:we|that|which)\s+/i)[0]! } : {}),
    // The line that named the options ("Then the three packages.") is said by the table's header.
    from: named ? i - 1 : i,
    to: i + rows.length,
    data: { kind: 'table', table: { header: [first, ...shared.map((k) => k.head)], rows: body } },
  };
}
