import type { ZodType } from 'zod';
import { CHART_KINDS } from '../../../common/limits';
import { type Chart, chartSchema, slideContentSchema, tableSchema } from '../../../common/slides/content';
import { sayData } from './dataSay';
import {
  type ChartLook,
  dataNounOf,
  listParts,
  lookOf,
  pairsOf,
  rowOf,
  seriesOf,
  stepOf,
  titleAndUnit,
  unitOf,
} from './dataSlots';
import { parsedTarget, unquote } from './frameSlots';
import type { Frame } from './frames';
import type { Intent, Target } from './intents';

/**
 * The frames of the data slides (issue 31): charts, tables and timelines added with their data,
 * and changed ("make it a line chart", "add a row …", "add a step … to the timeline"). Each row is
 * a pattern and the command its slots make; a slot that does not read (a look that is no chart's,
 * words that name no slide) lets the message go on to the next row and then to the grammar.
 */

type DataType = 'chart' | 'table' | 'timeline';
const NOUNS: Record<DataType, ReadonlySet<string>> = {
  chart: new Set(['chart', 'graph', 'plot']),
  table: new Set(['table']),
  timeline: new Set(['timeline', 'roadmap']),
};
const ask = (text: string): Intent => ({ kind: 'ask', text });

// Verb groups and connecting words of the rows below; a longer alternative stands before a shorter.
// A new slide's article is read with its noun ("a bar chart"), which keeps the patterns small
// enough for the regex audit to check each within its time.
const ADD = '[add|create|insert|make|new]';
const APPEND = '[add|append|insert|put]';
const REMOVE = '[remove|delete|drop|get rid of]';
const CHANGE = '[make|turn|change|switch|convert|set]';
const UNIT = "the [chart's|chart’s|chart|] unit";

export const DATA_FRAMES: Frame[] = [
  // A chart with its data: "add a bar chart of revenue: 2022 4.1, 2023 5.6, 2024 7.9".
  {
    pattern: `${ADD} {chart} [called|titled|named|of|for|showing] {title} [:|-|with] {data}`,
    command: (s) => newChart(s.chart!, s.title!, s.data!),
  },
  { pattern: `${ADD} {chart} [:|-|with|of] {data}`, command: (s) => newChart(s.chart!, '', s.data!) },
  {
    pattern: '[chart|plot|graph|show] {title} [:|-] {data} [as|in] {look}',
    command: (s) => {
      const look = lookOf(s.look!);
      return look && newChart('chart', s.title!, s.data!, look);
    },
  },
  {
    pattern: '[chart|plot|graph] {title} [:|-] {data}',
    command: (s) => newChart('chart', s.title!, s.data!),
  },
  // A chart's look: "make it a line chart", "show the chart as horizontal bars", "stack the bars".
  { pattern: `${CHANGE} {rest}`, command: (s) => restyle(s.rest!, ['into', 'to', 'as', 'a', 'an']) },
  { pattern: '[show|draw|display|present|plot] {rest}', command: (s) => restyle(s.rest!, ['as', 'a', 'an']) },
  { pattern: '[switch|change|go] to {look}', command: (s) => style(it, lookOf(s.look!)) },
  {
    pattern: '[use|try] [a|an] {look} [for|on] {target}',
    command: (s) => style(dataTarget(s.target!, 'chart'), lookOf(s.look!)),
  },
  { pattern: 'stack the [bars|columns|series|values]', command: () => style(it, { stacked: true }) },
  {
    pattern: 'stack the [bars|columns|series|values] [on|of|in] {target}',
    command: (s) => style(dataTarget(s.target!, 'chart'), { stacked: true }),
  },
  {
    pattern: '[unstack|ungroup] the [bars|columns|series|values]',
    command: () => style(it, { stacked: false }),
  },
  // Its unit: "rename the chart unit to €m".
  {
    pattern: `[rename|change|set|make] ${UNIT} [of|on|for] {target} [to|:] {unit}`,
    command: (s) => unit(dataTarget(s.target!, 'chart'), s.unit!),
  },
  {
    pattern: `[rename|change|set|make|switch|update] ${UNIT} [to|into|as|:] {unit}`,
    command: (s) => unit(it, s.unit!),
  },
  { pattern: `${UNIT} [should be|is|:] {unit}`, command: (s) => unit(it, s.unit!) },
  {
    pattern: '[show|give|put] the values [on|of] {target} in {unit}',
    command: (s) => unit(dataTarget(s.target!, 'chart'), s.unit!),
  },
  { pattern: '[show|give|put|write|label] the values in {unit}', command: (s) => unit(it, s.unit!) },
  {
    pattern: `[remove|drop|delete|clear] ${UNIT}`,
    command: () => ({ kind: 'chart_style', target: it, unit: '' }),
  },
  // A series: "add a series Costs: 3, 4, 5 to the chart".
  {
    pattern: `${APPEND} [a|an|the|another|one more|] [new|] [data series|series] [:|called|named|] {rest}`,
    command: (s) => series(s.rest!),
  },
  {
    pattern: `${APPEND} {series} as [a|the|] series {rest}`,
    command: (s) => series(`${s.series} ${s.rest}`, true),
  },
  { pattern: `${APPEND} {series} as [a|the|] series`, command: (s) => series(s.series!) },
  { pattern: `${APPEND} {rest}`, command: (s) => series(s.rest!, true, true) },
  // A table with its header (and rows): "add a table with columns Plan, Price, Seats".
  {
    pattern: `${ADD} {table} with {cells} and rows {rows}`,
    command: (s) => newTable(s.table!, '', s.cells!, s.rows),
  },
  {
    pattern: `${ADD} {table} [called|titled|named] {title} with {cells}`,
    command: (s) => newTable(s.table!, s.title!, s.cells!),
  },
  { pattern: `${ADD} {table} with {cells}`, command: (s) => newTable(s.table!, '', s.cells!) },
  {
    pattern: `${ADD} {table} [called|titled|named] {title} [:|-] {cells}`,
    command: (s) => newTable(s.table!, s.title!, s.cells!),
  },
  { pattern: `${ADD} {table} [:|-] {cells}`, command: (s) => newTable(s.table!, '', s.cells!) },
  // A row: "add a row Pro, €49, 10 to the table", "remove the last row".
  {
    pattern: `${APPEND} [a|an|the|another|one more|] [new|] row [:|with|of|containing|] {rest}`,
    command: (s) => row(s.rest!),
  },
  { pattern: `${APPEND} {cells} as [a|the|] [new|] row {rest}`, command: (s) => row(`${s.cells} ${s.rest}`) },
  { pattern: `${APPEND} {cells} as [a|the|] [new|] row`, command: (s) => row(s.cells!) },
  { pattern: `${REMOVE} {which} row [from|of|in] {target}`, command: (s) => removeRow(s.which!, s.target) },
  { pattern: `${REMOVE} {which} row`, command: (s) => removeRow(s.which!) },
  {
    pattern: `${REMOVE} [the|] row [starting with|for|with|] {which} [from|of|in] {target}`,
    command: (s) => removeRow(s.which!, s.target),
  },
  { pattern: `${REMOVE} [the|] row [starting with|for|with|] {which}`, command: (s) => removeRow(s.which!) },
  // A timeline with its steps, and steps added: "add a step Handover in October to the timeline".
  {
    pattern: `${ADD} {timeline} [called|titled|named|of|for] {title} [:|-|with] {steps}`,
    command: (s) => newTimeline(s.timeline!, s.title!, s.steps!),
  },
  { pattern: `${ADD} {timeline} [:|-|with] {steps}`, command: (s) => newTimeline(s.timeline!, '', s.steps!) },
  {
    pattern: `${APPEND} [a|an|the|another|one more|] [new|] [milestones|milestone|phases|phase|steps|step] [:|] {rest}`,
    command: (s) => steps(s.rest!),
  },
  {
    pattern: `${APPEND} {steps} as [a|the|] [new|] [milestone|phase|step] {rest}`,
    command: (s) => steps(`${s.steps} ${s.rest}`),
  },
  { pattern: `${APPEND} {steps} as [a|the|] [new|] [milestone|phase|step]`, command: (s) => steps(s.steps!) },
];

const it: Target = { kind: 'it' };
const ARTICLES = new Set(['the', 'this', 'that', 'our', 'my', 'your']);
const SLIDE_WORDS = new Set(['slide', 'page', 'one']);

/**
 * Words naming a chart, table or timeline: "the chart", "the pricing table", "this table", "slide
 * 3", "the Plan slide". Strict: only words with the type's noun ("to the table", not "to slide 3",
 * which may mean a bullet or a figure).
 */
export function dataTarget(text: string, type: DataType, strict = false): Target | undefined {
  const words = unquote(text).split(/\s+/).filter(Boolean);
  const lower = words.map((w) => w.toLowerCase());
  if (lower.length && SLIDE_WORDS.has(lower.at(-1)!) && lower.length > 1 && NOUNS[type].has(lower.at(-2)!)) {
    words.pop();
    lower.pop();
  }
  if (lower.length && NOUNS[type].has(lower.at(-1)!)) {
    const noun = lower.pop()!;
    words.pop();
    const pointed = lower[0] === 'this' || lower[0] === 'that';
    while (lower.length && ARTICLES.has(lower[0]!)) {
      lower.shift();
      words.shift();
    }
    while (type === 'chart' && lower.length && lookOf(lower.at(-1)!)) {
      lower.pop();
      words.pop();
    }
    if (!words.length) return pointed ? it : { kind: 'named', name: noun, type };
    if (words.some((w) => /^[,:;]$/.test(w))) return undefined;
    return { kind: 'named', name: words.join(' '), type };
  }
  if (strict) return undefined;
  const target = parsedTarget(text);
  // A bare name ("the agenda") is not taken here: only "the Plan slide", "slide 3", "it"…
  if (!target || (target.kind === 'named' && !SLIDE_WORDS.has(lower.at(-1)!))) return undefined;
  return target;
}

const JOINS = new Set(['to', 'into', 'onto', 'on', 'in', 'of', 'from']);

/**
 * "Pro, €49, 10 to the pricing table": what is added, and to which slide, split at the last word
 * that joins them to words naming one ("in October to the timeline" keeps "in October").
 */
function withTarget(text: string, type: DataType, strict = false): { body: string; target?: Target } {
  const words = text.split(' ');
  for (let k = words.length - 2; k > 0; k--) {
    if (!JOINS.has(words[k]!.toLowerCase())) continue;
    const target = dataTarget(words.slice(k + 1).join(' '), type, strict);
    if (!target) continue;
    let body = words.slice(0, k);
    // "… at the end of the table".
    const tail = body.slice(-3).join(' ').toLowerCase();
    if (tail === 'at the end' || tail === 'at the bottom') body = body.slice(0, -3);
    return { body: body.join(' '), target };
  }
  // "add a phase slide": a new slide, for the grammar.
  if (SLIDE_WORDS.has(words.at(-1)!.toLowerCase())) return { body: '' };
  return { body: text };
}

/** Content checked by the slide schema: the first problem said plainly, or undefined when valid. */
function problemOf(schema: ZodType, value: unknown, what: string): Intent | undefined {
  const checked = schema.safeParse(value);
  if (checked.success) return undefined;
  const issue = checked.error.issues[0]!;
  return ask(sayData.invalid(what, issue.path.join('.'), issue.message));
}

const lookFields = (look: ChartLook | undefined) => ({
  ...(look?.horizontal ? { horizontal: true } : {}),
  ...(look?.stacked ? { stacked: true } : {}),
});

function newChart(
  nounText: string,
  titleText: string,
  dataText: string,
  look?: ChartLook,
): Intent | undefined {
  const found = dataNounOf(nounText, NOUNS.chart);
  if (!found) return undefined;
  const noun = look ? { ...found, look } : found;
  const named = titleAndUnit(titleText || noun.title);
  const data = pairsOf(withoutWords(dataText, ['the', 'values', 'figures', 'data', ':']));
  // "add a chart of revenue by quarter": no figures at all is for the grammar to answer.
  if (!('figures' in data)) return /\d/.test(dataText) ? ask(sayData.problem(data)) : undefined;
  const title = named.title || noun.title || 'Chart';
  const unit = data.figures.find((f) => f.unit)?.unit || named.unit;
  const chart: Chart = {
    kind: noun.look.chartKind ?? CHART_KINDS[0],
    categories: data.categories,
    series: [{ name: title, values: data.figures.map((f) => f.value) }],
    ...lookFields(noun.look),
    ...(unit ? { unit } : {}),
  };
  return (
    problemOf(chartSchema, chart, 'chart') ?? {
      kind: 'add_slide',
      count: 1,
      slide: { type: 'chart', title, content: { chart } },
    }
  );
}

/** "it a line chart", "the chart horizontal": the slide, then its new look. */
function restyle(text: string, joins: string[]): Intent | undefined {
  const words = text.split(' ');
  // The look first: it is a few known words, cheap to read, so the slide is read only before one.
  for (let k = 1; k < words.length; k++) {
    let rest = words.slice(k).join(' ');
    const join = joins.find((j) => rest.toLowerCase().startsWith(`${j} `));
    if (join) rest = rest.slice(join.length + 1);
    const look = lookOf(rest);
    if (!look) continue;
    const target = dataTarget(words.slice(0, k).join(' '), 'chart');
    if (target) return style(target, look);
  }
  return undefined;
}

function style(target: Target | undefined, look: ChartLook | undefined): Intent | undefined {
  if (!target || !look) return undefined;
  return { kind: 'chart_style', target, ...look };
}

function unit(target: Target | undefined, text: string): Intent | undefined {
  const u = unitOf(text);
  return target && u ? { kind: 'chart_style', target, unit: u } : undefined;
}

/** "Costs: 3, 4, 5 to the chart"; only with a chart named when the words did not say "series". */
function series(text: string, needsTarget = false, strict = false): Intent | undefined {
  const { body, target } = withTarget(text, 'chart', strict);
  if (needsTarget && !target) return undefined;
  const read = seriesOf(body);
  if (!read) return needsTarget ? undefined : ask(sayData.problem({ notNumber: body }));
  if (!('values' in read)) return ask(sayData.problem(read));
  return { kind: 'chart_series', target: target ?? it, name: read.name, values: read.values };
}

/** Words that introduce a table's header: "with the columns: Plan, Price". */
const HEADER_WORDS = ['the', 'column', 'columns', 'headers', 'header', 'headings', ':'];
/** The text without the given words at its start. */
function withoutWords(text: string, words: string[]): string {
  const all = text.split(' ');
  let k = 0;
  while (k < all.length - 1 && words.includes(all[k]!.toLowerCase().replace(/:$/, ''))) k++;
  return all.slice(k).join(' ');
}

function newTable(noun: string, title: string, header: string, rows?: string): Intent | undefined {
  const named = dataNounOf(noun, NOUNS.table);
  if (!named || Object.keys(named.look).length) return undefined;
  const table = {
    header: listParts(withoutWords(header, HEADER_WORDS)),
    rows: withoutWords(rows ?? '', [':'])
      .split(/[;\n]/)
      .map((r) => listParts(r))
      .filter((r) => r.length),
  };
  const slideTitle = unquote(title) || named.title || 'Table';
  return (
    problemOf(tableSchema, table, 'table') ?? {
      kind: 'add_slide',
      count: 1,
      slide: { type: 'table', title: slideTitle, content: { table } },
    }
  );
}

function row(text: string): Intent | undefined {
  const { body, target } = withTarget(text, 'table');
  const cells = listParts(body);
  if (!cells.length) return undefined;
  return { kind: 'table_row', target: target ?? it, cells };
}

function removeRow(which: string, target?: string): Intent | undefined {
  const where = target === undefined ? it : dataTarget(target, 'table');
  const ref = rowOf(which);
  if (!where || !ref) return undefined;
  return { kind: 'remove_row', target: where, which: ref };
}

const stepsSchema = slideContentSchema.shape.steps.unwrap();
type Step = NonNullable<ReturnType<typeof stepOf>>;

/** Steps as listed; "Handover in October and Support from November" is two when each has its date. */
function stepsOf(text: string) {
  const list = listParts(text).map(stepOf);
  if (list.length !== 1) return list;
  const halves = text.split(' and ').map(stepOf);
  return halves.length > 1 && halves.every((h) => h?.date) ? halves : list;
}

function newTimeline(noun: string, title: string, text: string): Intent | undefined {
  const named = dataNounOf(noun, NOUNS.timeline);
  if (!named || Object.keys(named.look).length) return undefined;
  const list = stepsOf(withoutWords(text, ['the', 'steps', 'phases', 'milestones', ':']));
  if (list.some((s) => !s)) return undefined;
  const slideTitle = unquote(title) || named.title || 'Timeline';
  if (list.length < 2) return ask(sayData.stepCount());
  return (
    problemOf(stepsSchema, list, 'timeline') ?? {
      kind: 'add_slide',
      count: 1,
      slide: { type: 'timeline', title: slideTitle, content: { steps: list as Step[] } },
    }
  );
}

function steps(text: string): Intent | undefined {
  const { body, target } = withTarget(text, 'timeline');
  const list = stepsOf(body);
  if (!list.length || list.some((s) => !s)) return undefined;
  return { kind: 'timeline_steps', target: target ?? it, steps: list as Step[] };
}
