import type { ZodType } from 'zod';
import { CHART_KINDS } from '../../../common/limits';
import { type Chart, chartSchema, slideContentSchema, tableSchema } from '../../../common/slides/content';
import { setOf } from './cursor';
import {
  addedAs,
  type DataType,
  dataTarget,
  HEADER_WORDS,
  it,
  NOUNS,
  newSlideParts,
  SERIES_WORDS,
  STEP_WORDS,
  withoutWords,
  withTarget,
} from './dataPhrases';
import { sayData } from './dataSay';
import {
  type ChartLook,
  changeColumn,
  dataNounOf,
  figureOf,
  isDateOnly,
  listParts,
  lookOf,
  pairsOf,
  placeInYear,
  rowOf,
  seriesOf,
  stepOf,
  titleAndUnit,
  unitOf,
} from './dataSlots';
import { type Slots, targetOf, unquote } from './frameSlots';
import type { Frame } from './frames';
import type { Intent, Of, Target } from './intents';
import { NUMBER_WORDS, ORDINAL_WORDS } from './vocabulary';

/**
 * The frames of the data slides (issue 31): charts, tables and timelines added with their data,
 * and changed ("make it a line chart", "add a row …", "add a step … to the timeline"). Each row is
 * a pattern and the command its slots make; a slot that does not read (a look that is no chart's,
 * words that name no slide) lets the message go on to the next row and then to the grammar.
 */

const ask = (text: string): Intent => ({ kind: 'ask', text });

// Verb groups and connecting words of the rows below; a longer alternative stands before a shorter.
// A new slide's article is read with its noun ("a bar chart"), which keeps the patterns small
// enough for the regex audit to check each within its time.
const ADD = '[add|create|insert|make|new]';
const APPEND = '[add|append|insert|put]';
const REMOVE = '[remove|delete|drop|get rid of]';
const CHANGE = '[make|turn|change|switch|convert|set]';
const UNIT = "the [chart's|chart’s|chart|] unit";
const AXIS = '[value axis|y axis|y-axis|axis|axes|values|chart]';
const SHIFT = '[push|move|shift|delay|bump|slide]';
/** A count of months said as a number or a word, so the step's words before it end there. */
const MONTHS = `{n:${[...Array.from({ length: 24 }, (_, i) => String(i + 1)), ...NUMBER_WORDS.keys()].join('|')}} [months|month]`;
const EVERY = '[every|each|all the|all|the|]';
/** A step that moves of itself: "the pilot slips to march", "launch is moving to May". */
const SLIPS = '[slips|slipped|slides|moves|moved|shifts|shifted|goes|is moving|is going|has moved|now]';
/** The timeline said first, before what moves: "timeline:", "on the roadmap,". */
const TIMELINE_FIRST = '[on the|in the|the|] [timeline|roadmap|schedule] [slide|] [:|—|–|-|,]';
const STEPS = '[steps|step|dates|date|milestones|milestone|phases|phase] [on the timeline|]';
const WAS = '[was|is|should be|should read] [actually|really|in fact|]';
const LABEL_VALUES = '[label|show|mark] the [bars|columns|points|slices|chart] with [their|the|] values';

export const DATA_FRAMES: Frame[] = [
  // A chart, table or timeline with its data: "add a bar chart of revenue: 2022 4.1, 2023 5.6",
  // "add a table with columns Plan, Price, Seats", "add a timeline: Discovery in May, …". One slot
  // each, read by newSlideParts, so the regex audit finds these patterns linear.
  { pattern: `${ADD} {rest}`, command: (s) => created(s.rest!, 'chart', newChart) },
  { pattern: `${ADD} {rest}`, command: (s) => created(s.rest!, 'table', newTable) },
  { pattern: `${ADD} {rest}`, command: (s) => created(s.rest!, 'timeline', newTimeline) },
  // "insert a timeline slide before next steps: kickoff 3 Nov, …": its place said before its data.
  // "add a chart after the numbers slide with sign ups per quarter: Q1 9,850 …".
  { pattern: `${ADD} {what} {at:before|after} {slide} with {rest}`, command: (s) => placedData(s) },
  { pattern: `${ADD} {what} {at:before|after} {slide} : {rest}`, command: (s) => placedData(s) },
  // "plot churn: Q1 3.1%, Q2 2.8% as a line chart", "chart revenue by year: 2022 4.1, …".
  { pattern: '[chart|plot|graph] {rest}', command: (s) => plotted(s.rest!, false) },
  { pattern: 'show {rest}', command: (s) => plotted(s.rest!, true) },
  // A chart's look: "make it a line chart", "show the chart as horizontal bars", "stack the bars".
  { pattern: `${CHANGE} {rest}`, command: (s) => restyle(s.rest!, ['into', 'to', 'as', 'a', 'an']) },
  { pattern: '[show|draw|display|present|plot] {rest}', command: (s) => restyle(s.rest!, ['as', 'a', 'an']) },
  // "the consults chart should be a line, its a trend": the chart first, then what it should be.
  {
    pattern: '{chart} [should be|should be a|needs to be|must be|would be better as] {rest}',
    command: (s) => restyle(`${s.chart} ${s.rest}`, ['a', 'an']),
  },
  { pattern: '[switch|change|go] to {look}', command: (s) => style(it, lookOf(s.look!)) },
  { pattern: '[use|try] [a|an] {rest}', command: (s) => lookFor(s.rest!) },
  { pattern: 'stack the [bars|columns|series|values]', command: () => style(it, { stacked: true }) },
  {
    pattern: 'stack the [bars|columns|series|values] [on|of|in] {target}',
    command: (s) => style(dataTarget(s.target!, 'chart'), { stacked: true }),
  },
  {
    pattern: '[unstack|ungroup] the [bars|columns|series|values]',
    command: () => style(it, { stacked: false }),
  },
  // Its unit: "rename the chart unit to €m", "set the unit of the revenue chart to $bn".
  {
    pattern: `[rename|change|set|make] ${UNIT} [of|on|for] {rest}`,
    command: (s) => unitOfSlide(s.rest!, ['to', ':']),
  },
  {
    pattern: `[rename|change|set|make|switch|update] ${UNIT} [to|into|as|:] {unit}`,
    command: (s) => unit(it, s.unit!),
  },
  { pattern: `${UNIT} [should be|is|:] {unit}`, command: (s) => unit(it, s.unit!) },
  { pattern: '[show|give|put] the values [on|of] {rest}', command: (s) => unitOfSlide(s.rest!, ['in']) },
  { pattern: '[show|give|put|write|label] the values in {unit}', command: (s) => unit(it, s.unit!) },
  { pattern: `[put|show|add|write] {unit} [on|to] the ${AXIS}`, command: (s) => unit(it, s.unit!) },
  // Its unit's words said as the axis's: "can the axis say thousands instead of k", "make the
  // values read €m not m". The words are replaced in the chart's unit and series names; values
  // are never multiplied.
  {
    pattern: `[can|could|] [you|] [make|have|let|get|] the ${AXIS} [should|] [say|show|read|use] {now} [instead of|not|rather than] {was}`,
    command: (s) => unitWords(s.now!, s.was!),
  },
  // A chart labels its values always: asked for with something else, only the rest is to do.
  { pattern: `${LABEL_VALUES} and {rest}`, say: '{rest}' },
  { pattern: LABEL_VALUES, command: () => ask(sayData.valuesShown()) },
  {
    pattern: `[remove|drop|delete|clear] ${UNIT}`,
    command: () => ({ kind: 'chart_style', target: it, unit: '' }),
  },
  // A data point added, or one value changed: "add Q4 at 5.1", "add a data point Q4 2026 5.1 to
  // the chart", "revenue chart: Q2 was actually 4.3 not 4.1", "set Q2 to 4.3 on the revenue chart".
  {
    pattern: `${APPEND} [a|an|another|one more|] [new|] [data point|point|category|bar|quarter|month|year] [:|for|called|named|] {rest}`,
    command: (s) => point(s.rest!, false),
  },
  // …at one end of the chart: "add Q4 2025 at the start of the chart, 50.8".
  {
    pattern: `${APPEND} {category} [at|to] the {edge:start|beginning|front|end} of {chart} [,|:|at|with|=] {values}`,
    command: (s) => {
      const read = point(`${s.category} at ${s.values} to ${s.chart}`, true);
      const first = s.edge !== 'end';
      return read?.kind === 'chart_point'
        ? { ...read, ...(first ? { at: 'start' as const } : {}) }
        : undefined;
    },
  },
  { pattern: `${APPEND} {rest}`, command: (s) => point(s.rest!, true) },
  {
    pattern: `{chart} [:|,|—|–|-] {category} ${WAS} {value} [,|] [not|instead of|rather than] {was}`,
    command: (s) => value(dataTarget(s.chart!, 'chart', true), s),
  },
  {
    pattern: `{category} ${WAS} {value} [,|] [not|instead of|rather than] {was}`,
    command: (s) => value(it, s),
  },
  {
    pattern: `{category} [was|is] [actually|really|in fact] {value} [on|in] {chart}`,
    command: (s) => value(dataTarget(s.chart!, 'chart', true), s),
  },
  { pattern: `{category} [was|is] [actually|really|in fact] {value}`, command: (s) => value(it, s) },
  // The chart said after the category: "q3 on the chart should be 58.9".
  {
    pattern: `{category} [on|in|of] {chart} ${WAS} {value}`,
    command: (s) => value(dataTarget(s.chart!, 'chart', true), s),
  },
  {
    pattern:
      '[change|set|update|make|correct] [the|] {category} [value|figure|number|] [to|:] {value} [on|in|of] {chart}',
    command: (s) => value(dataTarget(s.chart!, 'chart', true), s),
  },
  // The chart said first: "on the revenue chart set Q2 to 4.3", "change in the chart june to 525".
  {
    pattern:
      '[change|set|update|make|correct] [on|in|into] [the|this|] {name?} [chart|graph] [,|:|] [the|] {category} [value|figure|number|] [to|:] {value}',
    command: (s) => value(dataTarget(`the ${s.name ?? ''} chart`, 'chart', true), s),
  },
  // …and its point said as a fact: "on the sales chart pets is 1.0", "in the chart Q3 should be
  // 1,010 not 990".
  {
    pattern:
      '[on|in] [the|this|] {name?} [chart|graph] [,|:|] [the|] {category} [value|figure|number|] [is|are|was|should be|=] {value} [,|] [not|instead of|rather than] {was}',
    command: (s) => value(dataTarget(`the ${s.name ?? ''} chart`, 'chart', true), s),
  },
  {
    pattern:
      '[on|in] [the|this|] {name?} [chart|graph] [,|:|] [the|] {category} [value|figure|number|] [is|are|was|should be|=] {value}',
    command: (s) => value(dataTarget(`the ${s.name ?? ''} chart`, 'chart', true), s),
  },
  // …and a table's: "in the second table the booster is £61 actually" (its row, or its row and column).
  {
    pattern:
      '[on|in] [the|this|] {name?} table [,|:|] [the|] {label} [value|figure|number|] [is|are|was|should be|=] {value}',
    command: (s) => {
      // ("the second table": the second of the deck's tables.)
      const target = ORDINAL_WORDS.has(s.name?.toLowerCase() ?? '')
        ? targetOf(`the ${s.name} table`)
        : dataTarget(`the ${s.name ?? ''} table`, 'table', true);
      const said = s.value!.replace(/(?<=\S)\s+(?:actually|now|really)$/i, '');
      return target && /\d/.test(said)
        ? { kind: 'set_figure', label: s.label!, value: said, target }
        : undefined;
    },
  },
  // The timeline said first, by its type: "timeline add hire the team nov 2026", "on the timeline:
  // add a milestone Launch in May".
  ...['timeline', '[on|in] [the|] timeline', 'the timeline'].map(
    (head): Frame => ({
      pattern: `${head} [slide|] [:|,|—|–|-|] ${APPEND} [a|an|another|one more|] [new|] [milestones|milestone|phases|phase|steps|step|] {rest}`,
      say: 'add a step {rest} to the timeline',
    }),
  ),
  // A table's row with its slide said first and no mark between: "depot costs add row cardiff …".
  {
    pattern: `{slide} ${APPEND} [a|an|another|one more|] [new|] row {rest}`,
    say: 'add a row {rest} to the {slide} table',
  },
  // A series, a row or a step added: "add a series Costs: 3, 4, 5 to the chart", "add a row Pro,
  // €49, 10 to the table", "add a step Handover in October to the timeline".
  // Its slide said before a colon: "add a step to the plan: Review in Feb 2027".
  ...(
    [
      ['[milestones|milestone|phases|phase|steps|step]', steps, 'timeline'],
      ['row', row, 'table'],
      ['[data series|series]', series, 'chart'],
    ] as const
  ).map(
    ([noun, read, type]): Frame => ({
      pattern: `${APPEND} [a|an|the|another|one more|] [new|] ${noun} [to|on|in|into] {slide} : {rest}`,
      command: (s) => onSlide(read(s.rest!), dataTarget(s.slide!, type) ?? targetOf(s.slide!)),
    }),
  ),
  {
    pattern: `${APPEND} [a|an|the|another|one more|] [new|] [data series|series] [:|called|named|] {rest}`,
    command: (s) => series(s.rest!),
  },
  {
    pattern: `${APPEND} [a|an|the|another|one more|] [new|] row [:|with|of|for|containing|] {rest}`,
    command: (s) => row(s.rest!),
  },
  // "new row castleford, 3 vets 7,300 consults": the row said without a verb.
  { pattern: '[new|another|one more] row [:|] {rest}', command: (s) => row(s.rest!) },
  // A table's cell said of its row: "millbrook has 5 vets now" (the row, its new figure, the column).
  { pattern: '{row} [has|have|now has|has got] {value} {column}', command: (s) => cellOfRow(s) },
  // A total row: "add a total row at the bottom", "on the café table add a totals row".
  { pattern: `${APPEND} [a|an|the|] [total|totals] [row|line] {rest?}`, command: (s) => totalRow(s.rest) },
  {
    pattern: `[on|in|to] {slide} ${APPEND} [a|an|the|] [total|totals] [row|line] {rest?}`,
    command: (s) => totalRow(s.rest, s.slide),
  },
  // A column with its place and its cells: "put a nurses column after vets: 14, 9, 11, 6 in that order".
  {
    pattern: `[put|add|insert] [a|an|another|] [new|] {heading} [column|col] after [the|] {after} [column|] : {cells}`,
    command: (s) => placedColumn(s),
  },
  // A table's column: "add a column Owner to the pricing table", 'add a column "vs prior quarter"'
  // (a change on the row before, computed).
  {
    pattern: `${APPEND} [a|an|another|one more|] [new|] column [:|called|named|titled|headed|for|] {rest}`,
    command: (s) => column(s.rest!),
  },
  {
    pattern: `${APPEND} [a|an|the|another|one more|] [new|last|final|] [milestones|milestone|phases|phase|steps|step] [:|] {rest}`,
    command: (s) => steps(s.rest!),
  },
  // "add Costs 3, 4 and 5 as a series to the chart", "append Pro, €49, 10 as a new row".
  { pattern: `${APPEND} {rest}`, command: (s) => addedAs(s.rest!, SERIES_WORDS, (t) => series(t)) },
  { pattern: `${APPEND} {rest}`, command: (s) => addedAs(s.rest!, ['row'], row) },
  { pattern: `${APPEND} {rest}`, command: (s) => addedAs(s.rest!, STEP_WORDS, steps) },
  // "add Costs 3, 4, 5 to the revenue chart": only to words that name a chart.
  { pattern: `${APPEND} {rest}`, command: (s) => series(s.rest!, true, true) },
  // …the noun said after its heading: "add a cost per head column to the depot table".
  { pattern: `${APPEND} [a|an|another|one more|] [new|] {rest}`, command: (s) => column(s.rest!, true) },
  // A column's heading: "rename the Capex column in the table to "Capex (£k, est.)"", "change the
  // heading of the Lead column to Owner".
  {
    pattern: '[rename|retitle|relabel] the {column} column {rest}',
    command: (s) => heading(s.column!, s.rest!),
  },
  {
    pattern: '[change|rename|update|set] the [heading|header|title] of the {column} column {rest}',
    command: (s) => heading(s.column!, s.rest!),
  },
  {
    pattern: '[change|rename|update|set] the {column} column [heading|header|title] {rest}',
    command: (s) => heading(s.column!, s.rest!),
  },
  // A table's rows put in order: "sort it by 2026 covers, biggest first", "order the rows of the
  // café table by centre, a to z".
  { pattern: '[sort|order|rank|reorder] {rest}', command: (s) => sorted(s.rest!) },
  // A series renamed: "rename the series on that one to Revenue 2026 (£m)", "call the Costs series
  // Spend".
  {
    pattern: '[rename|relabel|call] the [data|] series {rest}',
    command: (s) => seriesRenamed(undefined, s.rest!),
  },
  {
    pattern: '[rename|relabel|call] the {series} series {rest}',
    command: (s) => seriesRenamed(s.series!, s.rest!),
  },
  // A row removed: "remove the last row", "delete row 1 from the pricing table".
  { pattern: `${REMOVE} {rest}`, command: (s) => rowRemoved(s.rest!) },
];

/** How an order is said: the smallest, or the start of the alphabet, first. */
const ASCENDING = setOf(`ascending|asc|smallest first|lowest first|least first|fewest first|low to high
  |smallest to largest|smallest to biggest|lowest to highest|a to z|a-z|alphabetically|alphabetical`);
/** …and the biggest first. (Unsaid, figures go biggest first and words A to Z.) */
const DESCENDING = setOf(`descending|desc|biggest first|largest first|highest first|most first|high to low
  |largest to smallest|biggest to smallest|highest to lowest|z to a|z-a`);

/** "it by 2026 covers, biggest first", "the rows of the café table by centre a to z". */
function sorted(rest: string): Intent | undefined {
  // An order said by what it goes by, or not ("sort the table alphabetically": by its first
  // column).
  let said = rest.trim();
  let descending: boolean | undefined;
  for (const [words, down] of [
    [ASCENDING, false],
    [DESCENDING, true],
  ] as const)
    for (const w of words) {
      const at = said.toLowerCase().lastIndexOf(w);
      if (at > 0 && at + w.length === said.length) {
        said = said.slice(0, at).replace(/(?<![\s,(–—-])[\s,(–—-]{1,6}$/, '');
        descending = down;
      }
    }
  const by = ` ${said}`.toLowerCase().lastIndexOf(' by ');
  const head = by < 0 ? said : said.slice(0, Math.max(0, by - 1)).trim();
  const column = by < 0 ? '' : said.slice(by + 3).trim();
  if (by >= 0 && !column) return undefined;
  if (column.length > 60) return undefined;
  const object = head.replace(/^(?:the )?(?:rows|lines)(?: (?:of|in|on))?\s*/i, '');
  const target = !object || /^(?:it|them|this|that)$/i.test(object) ? it : dataTarget(object, 'table');
  if (!target) return undefined;
  return {
    kind: 'table_sort',
    target,
    column: unquote(column),
    ...(descending === undefined ? {} : { descending }),
  };
}

/** "millbrook has 5 vets now": a figure and the column it goes in, read as "millbrook vets is 5". */
function cellOfRow(s: Record<string, string>): Intent | undefined {
  const column = s.column!.replace(/(?<!\s)\s+(?:now|today|these days)$/i, '').trim();
  const row = s.row!.trim();
  if (!/^[£$€]?\d[\d,.]*%?$/.test(s.value!) || column.split(' ').length > 3 || row.split(' ').length > 3)
    return undefined;
  return { kind: 'set_figure', label: `${row} ${column}`, value: s.value! };
}

/** Where a total row goes, said or not: it is always the last. */
const AT_THE_BOTTOM = /(?:^|\s)(?:at|to) the (?:bottom|end|foot)(?: of)?(?=\s|$)|\s?(?:underneath|below)$/i;

/** "… at the bottom", "… to the café table", "… of it": the table a total row is for. */
function totalRow(rest = '', slide?: string): Intent | undefined {
  const object = rest
    .replace(AT_THE_BOTTOM, ' ')
    .trim()
    .replace(/^(?:to|on|in|of|for|under) /i, '');
  if (slide && object) return undefined;
  const said = slide ?? object;
  const target = !said || /^(?:it|them|this|that)$/i.test(said) ? it : dataTarget(said, 'table');
  return target ? { kind: 'table_total', target } : undefined;
}

/** "… on that one to Revenue 2026", "… Spend": a series' new name, and the chart if one is named. */
function seriesRenamed(series: string | undefined, rest: string): Intent | undefined {
  const to = rest.lastIndexOf(' to ');
  const said = to >= 0 ? rest.slice(to + 4) : rest.replace(/^(?:to|as) /, '');
  const name = unquote(said);
  const before = to >= 0 ? rest.slice(0, to).trim() : '';
  if (!name || name.length > 60) return undefined;
  const target = before ? withTarget(`x ${before}`, 'chart').target : undefined;
  if (before && !target) return undefined;
  return { kind: 'series_name', target: target ?? it, ...(series ? { series: unquote(series) } : {}), name };
}

/**
 * "… in the table to Capex (£k, est.)", "… to Owner": the new heading after the last "to", and the
 * table if one is named before it.
 */
function heading(column: string, rest: string): Intent | undefined {
  const to = rest.lastIndexOf(' to ');
  const value = unquote(to >= 0 ? rest.slice(to + 4) : rest.replace(/^to /, ''));
  const before = to >= 0 ? rest.slice(0, to).trim() : rest.startsWith('to ') ? '' : undefined;
  if (!value || before === undefined || value.length > 60) return undefined;
  const target = before ? withTarget(`x ${before}`, 'table').target : undefined;
  if (before && !target) return undefined;
  return { kind: 'table_heading', target: target ?? it, column: unquote(column), heading: value };
}

/** A row, series or step read without a slide, put on the one said before it. */
function onSlide(intent: Intent | undefined, target: Target | undefined): Intent | undefined {
  if (!intent || !target || !('target' in intent) || intent.target?.kind !== 'it') return undefined;
  return { ...intent, target } as Intent;
}

/**
 * "Owner to the pricing table", "vs prior quarter", "cost per head column to the depot table"
 * (`nounAfter`: the noun said after the heading, and then a table named): the heading, and the
 * table if one is named. A heading that says a change ("vs prior quarter") is computed.
 */
function column(text: string, nounAfter = false): Intent | undefined {
  const { body, target } = withTarget(text, 'table');
  const words = body.split(' ');
  if (nounAfter && (words.at(-1)?.toLowerCase() !== 'column' || !target)) return undefined;
  const said = unquote((nounAfter ? words.slice(0, -1) : words).join(' '));
  if (!said || said.length > 60) return undefined;
  // A heading said before its noun is a phrase of the sentence ("a cost per head column"): capitalised.
  const heading = nounAfter ? said[0]!.toUpperCase() + said.slice(1) : said;
  const change = changeColumn(heading);
  return { kind: 'table_column', target: target ?? it, heading, ...(change ? { change } : {}) };
}

/** "nurses … after vets: 14, 9, 11, 6 in that order": a new column's heading, place and cells. */
function placedColumn(s: Record<string, string>): Intent | undefined {
  const heading = unquote(s.heading!);
  const cells = listParts(s.cells!.replace(/(?<=\S)\s+in (?:that|this|the same) order$/i, ''), true);
  if (!heading || heading.split(' ').length > 4 || !cells.length) return undefined;
  return {
    kind: 'table_column',
    target: it,
    heading: heading[0]!.toUpperCase() + heading.slice(1),
    cells,
    after: unquote(s.after!),
  };
}

/** A category as said: a few words, and no slide ("add a slide at 5" is not a data point). */
const isCategory = (words: string) => {
  const n = words.split(' ').length;
  return n >= 1 && n <= 3 && !/\bslides?\b|[,:;]/i.test(words);
};

/** "Q4", "2025", "Sep 2026": words a chart's categories are when none is named. */
const isPeriod = (category: string) => {
  const first = category.split(' ')[0]!;
  return /^\d/.test(first) || placeInYear(first) !== undefined;
};

/** "Q4 at 5.1 to the chart", "Q4 2026 5.1": the category and one value per series. */
function point(text: string, needsAt: boolean): Intent | undefined {
  const { body, target } = withTarget(text, 'chart', true);
  const at = body.toLowerCase().lastIndexOf(' at ');
  let category: string;
  let values: (number | undefined)[];
  if (at > 0) {
    category = unquote(body.slice(0, at));
    values = listParts(body.slice(at + 4), true).map((v) => figureOf(v)?.value);
  } else {
    if (needsAt) return undefined;
    const pairs = pairsOf(body);
    if (!('figures' in pairs) || pairs.categories.length !== 1) return undefined;
    category = pairs.categories[0]!;
    values = [pairs.figures[0]!.value];
  }
  if (!isCategory(category) || !values.length || values.some((v) => v === undefined)) return undefined;
  // "add Pricing at 3" names no chart and no period: a place, for the grammar.
  if (needsAt && !target && !isPeriod(category)) return undefined;
  return { kind: 'chart_point', target: target ?? it, category, values: values as number[] };
}

/** "Q2 was actually 4.3 not 4.1": the category, its new value and the one it had. */
function value(target: Target | undefined, s: Record<string, string>): Intent | undefined {
  const category = unquote(s.category!);
  const now = figureOf(s.value!)?.value;
  const was = s.was ? figureOf(s.was)?.value : undefined;
  if (!target || now === undefined || (s.was && was === undefined) || !isCategory(category)) return undefined;
  // With no chart named, only a period is read as a chart's ("the revenue is actually $5M" is a figure's).
  if (target === it && !isPeriod(category)) return undefined;
  return { kind: 'chart_value', target, category, value: now, ...(was === undefined ? {} : { was }) };
}

/**
 * A timeline's dates moved: "push every step back one month on the plan slide", "move all the
 * dates 2 months later". Read before a slide said first is moved to the end ("in the plan, …").
 */
export const SHIFT_FRAMES: Frame[] = [
  ...[
    `${SHIFT} ${EVERY} ${STEPS} {dir:back|later|earlier} [by|] {n} [month|months] [on|in|of] {slide}`,
    `[in|on] [the|] {slide} [,|:] ${SHIFT} ${EVERY} ${STEPS} {dir:back|later|earlier} [by|] {n} [month|months]`,
  ].map((pattern): Frame => ({ pattern, command: (s) => shift(s, timelineSaid(s)) })),
  ...[
    `${SHIFT} ${EVERY} ${STEPS} {dir:back|later|earlier} [by|] {n} [month|months]`,
    `${SHIFT} ${EVERY} ${STEPS} [by|] {n} [month|months] {dir:back|later|earlier}`,
  ].map((pattern): Frame => ({ pattern, command: (s) => shift(s, it) })),
  // One step by its words: "push the wms rollout back 2 months", "delay the launch by a month".
  ...[
    `${SHIFT} [the|] {step} {dir:back|later|earlier} [by|] ${MONTHS}`,
    `${SHIFT} [the|] {step} [by|] ${MONTHS} {dir:back|later|earlier}`,
    `{dir:delay|postpone} [the|] {step} [by|] ${MONTHS}`,
    `{dir:bring} [the|] {step} forward [by|] ${MONTHS}`,
  ].map((pattern): Frame => ({ pattern, command: (s) => shift(s, it, s.step) })),
  // …to a month: "move the partner conference to october", "push the launch to March 2028", or
  // the step said first: "the pilot slips to march".
  ...[
    `${SHIFT} [the|] {step} [to|into|until] {date}`,
    `[the|] {step} ${SLIPS} [back|] [to|into|until] {date}`,
  ].map((pattern): Frame => ({ pattern, command: (s) => toMonth(s) })),
  // …two steps in one breath, the timeline said first and the verb said once: "timeline: pilot
  // slips to march, all clinics to may".
  ...[
    `${TIMELINE_FIRST} [the|] {a} ${SLIPS} [back|] [to|into|until] {d1} [,|and|;|, and] [the|] {b} [to|into|until] {d2}`,
    `${TIMELINE_FIRST} ${SHIFT} [the|] {a} [to|into|until] {d1} [,|and|;|, and] [the|] {b} [to|into|until] {d2}`,
  ].map((pattern): Frame => ({ pattern, say: 'move {a} to {d1} and move {b} to {d2}' })),
  ...[
    `${TIMELINE_FIRST} [the|] {step} ${SLIPS} [back|] [to|into|until] {date}`,
    `${TIMELINE_FIRST} ${SHIFT} [the|] {step} [to|into|until] {date}`,
  ].map((pattern): Frame => ({ pattern, command: (s) => toMonth(s) })),
  // …its month corrected, the timeline said first by its own name: "rollout - devon is october not
  // september" (the step holding "devon" on the slide named "rollout").
  {
    pattern: `{slide} [:|—|–|-|,] [the|] {step} [is|are|was|should be] [now|actually|] {date} [,|] [not|instead of|rather than] {old}`,
    when: (s) => placeInYear(s.old!.split(' ')[0]!) !== undefined,
    command: (s) => {
      const step = toMonth(s);
      const target = timelineSaid(s);
      return step && target && { ...step, target };
    },
  },
  // …on a timeline named: "in the roadmap, push the pilot back a month".
  ...[
    `[in|on] [the|] {slide} [,|:|] ${SHIFT} [the|] {step} {dir:back|later|earlier} [by|] ${MONTHS}`,
    `${SHIFT} [the|] {step} {dir:back|later|earlier} [by|] ${MONTHS} [on|in] [the|] {slide}`,
  ].map((pattern): Frame => ({ pattern, command: (s) => shift(s, timelineSaid(s), s.step) })),
  // The timeline itself said as what moves: "push the plan back one month", "delay the roadmap by
  // two months", "the plan: push everything back a month".
  ...[
    `${SHIFT} ${EVERY} ${STEPS} [of|on|in] {slide} {dir:back|later|earlier|forward} [by|] {n} [month|months]`,
    `${SHIFT} {slide} {dir:back|later|earlier|forward} [by|] {n} [month|months]`,
    `${SHIFT} {slide} [by|] {n} [month|months] {dir:back|later|earlier}`,
    `{slide} [:|,|—|–|-] ${SHIFT} everything {dir:back|later|earlier} [by|] {n} [month|months]`,
    `{slide} [:|,|—|–|-] ${SHIFT} ${EVERY} ${STEPS} {dir:back|later|earlier} [by|] {n} [month|months]`,
  ].map((pattern): Frame => ({ pattern, command: (s) => shift(s, timelineSaid(s)) })),
  {
    pattern: '[delay|postpone] {slide} by {n} [month|months]',
    command: (s) => shift({ ...s, dir: 'later' }, timelineSaid(s)),
  },
];

/**
 * A step moved to a month said alone, with its year or not ("october", "March 2028"): never more,
 * so that "… to march and move the launch to may" leaves the second command to be read.
 */
function toMonth(s: Slots): Intent | undefined {
  const [month, year, ...rest] = s.date!.split(' ');
  if (placeInYear(month!) === undefined || /^[qh]\d$/i.test(month!)) return undefined;
  if (rest.length || (year !== undefined && !/^(?:\d{4}|'\d{2})$/.test(year))) return undefined;
  return { kind: 'step_date', target: it, step: unquote(s.step!), date: s.date! };
}

/** The timeline the {slide} slot names ("the roadmap" is the one timeline of that name). */
const timelineSaid = (s: Slots) => dataTarget(s.slide!, 'timeline') ?? targetOf(s.slide!);

const EARLIER = new Set(['earlier', 'bring']);

function shift(s: Record<string, string>, target: Target | undefined, step?: string): Intent | undefined {
  const w = s.n!.toLowerCase();
  const n = /^\d{1,2}$/.test(w) ? Number(w) : NUMBER_WORDS.get(w);
  if (!target || !n) return undefined;
  const months = EARLIER.has(s.dir!.toLowerCase()) ? -n : n;
  return { kind: 'shift_dates', target, months, ...(step ? { step: unquote(step) } : {}) };
}

/** A new data slide, its content checked by the slide schema: the first problem said plainly. */
function added(schema: ZodType, value: unknown, what: string, slide: NewSlide): Intent {
  const checked = schema.safeParse(value);
  if (checked.success) return { kind: 'add_slide', count: 1, slide };
  const issue = checked.error.issues[0]!;
  return ask(sayData.invalid(what, issue.path.join('.'), issue.message));
}
type NewSlide = Of<'add_slide'>['slide'];

const lookFields = (look: ChartLook | undefined) => ({
  ...(look?.horizontal ? { horizontal: true } : {}),
  ...(look?.stacked ? { stacked: true } : {}),
});

function newChart(nounText: string, titleText: string, dataText: string, look?: ChartLook) {
  const found = dataNounOf(nounText, NOUNS.chart);
  if (!found) return undefined;
  const noun = look ? { ...found, look } : found;
  // "a chart with sign ups per quarter 2026: Q1 9,850 …": its name before the data's colon.
  const [said, body] = namedData(dataText, titleText || noun.title);
  const named = titleAndUnit(said);
  const data = pairsOf(withoutWords(body, ['the', 'values', 'figures', 'data', ':']));
  // "add a chart of revenue by quarter": no figures at all is for the grammar to answer.
  if (!('figures' in data)) return /\d/.test(dataText) ? ask(sayData.problem(data)) : undefined;
  const title = named.title || noun.title || 'Chart';
  const unit = data.figures.find((f) => f.unit)?.unit || named.unit;
  const chart: Chart = {
    kind: noun.look.chartKind ?? CHART_KINDS[0],
    categories: withTheYear(data.categories, said),
    series: [{ name: title, values: data.figures.map((f) => f.value) }],
    ...lookFields(noun.look),
    ...(unit ? { unit } : {}),
  };
  return added(chartSchema, chart, 'chart', { type: 'chart', title, content: { chart } });
}

/** A new chart's name and data, the name read before a colon when none was said before them. */
function namedData(data: string, name: string): [string, string] {
  const colon = data.indexOf(': ');
  if (name || colon < 1) return [name, data];
  const [before, after] = [data.slice(0, colon), data.slice(colon + 2)];
  const pairs = pairsOf(after);
  return 'figures' in pairs && pairs.figures.length > 1 && !before.includes(',')
    ? [before, after]
    : [name, data];
}

const QUARTER_OR_MONTH = /^(?:q[1-4]|h[12]|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)$/i;
const ONE_YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/g;

/**
 * Quarters or months said bare of the one year the chart's name gives ("sign ups per quarter
 * 2026": Q1, Q2 …) carry it, so the chart says which year its points are (DECK-QUALITY: every
 * figure with its period).
 */
function withTheYear(categories: string[], name: string): string[] {
  const years = new Set(name.match(ONE_YEAR) ?? []);
  if (years.size !== 1 || !categories.every((c) => QUARTER_OR_MONTH.test(c))) return categories;
  const [year] = years;
  return categories.map((c) => `${c} ${year}`);
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

/** The deck's chart, as its type names it: "which chart" is asked when there are several. */
const THE_CHART: Target = { kind: 'named', name: 'chart', type: 'chart' };

function unitWords(now: string, was: string): Intent | undefined {
  const [find, replacement] = [unitOf(was), unitOf(now)];
  return find && replacement ? { kind: 'replace_text', find, replacement, target: THE_CHART } : undefined;
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

function newTable(noun: string, title: string, body: string): Intent | undefined {
  const named = dataNounOf(noun, NOUNS.table);
  if (!named || Object.keys(named.look).length) return undefined;
  const at = body.toLowerCase().indexOf(' and rows ');
  const [header, rows] = at < 0 ? [body, ''] : [body.slice(0, at), body.slice(at + ' and rows '.length)];
  const table = {
    header: listParts(withoutWords(header, HEADER_WORDS)),
    rows: withoutWords(rows, [':'])
      .split(/[;\n]/)
      .map((r) => listParts(r))
      .filter((r) => r.length),
  };
  const slideTitle = unquote(title) || named.title || 'Table';
  return added(tableSchema, table, 'table', { type: 'table', title: slideTitle, content: { table } });
}

function row(text: string): Intent | undefined {
  const { body, target } = withTarget(text, 'table');
  const cells = listParts(body);
  if (!cells.length) return undefined;
  return { kind: 'table_row', target: target ?? it, cells };
}

function removeRow(which: string, target?: string): Intent | undefined {
  const where = target === undefined ? it : dataTarget(target, 'table');
  if (!which.trim()) return undefined;
  const ref = rowOf(which);
  if (!where || !ref) return undefined;
  return { kind: 'remove_row', target: where, which: ref };
}

const stepsSchema = slideContentSchema.shape.steps.unwrap();
type Step = NonNullable<ReturnType<typeof stepOf>>;

/** Steps as listed; "Handover in October and Support from November" is two when each has its date. */
function stepsOf(text: string) {
  // "Results review, 10 Jun 2027": a part that is only a date is the date of the step before it.
  const parts = listParts(text).reduce<string[]>((all, p) => {
    if (all.length && isDateOnly(p)) all[all.length - 1] += ` - ${p}`;
    else all.push(p);
    return all;
  }, []);
  const list = parts.map(stepOf);
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
  return added(stepsSchema, list, 'timeline', {
    type: 'timeline',
    title: slideTitle,
    content: { steps: list as Step[] },
  });
}

/**
 * "between those two: staff training, apr 2027", "at the end: Week 6 – first review": where it
 * goes, which its date says anyway (a step is placed by its date, else at the end).
 */
const BETWEEN =
  /^(?:(?:in )?between (?:those|these|them|the two|the last two)(?: two| steps)?|in between|in the middle|at the (?:very )?end|to the end|at the bottom)\s?:?\s/i;

function steps(text: string): Intent | undefined {
  const { body, target } = withTarget(text, 'timeline');
  const list = stepsOf(body.replace(BETWEEN, ''));
  if (!list.length || list.some((s) => !s)) return undefined;
  return { kind: 'timeline_steps', target: target ?? it, steps: list as Step[] };
}

function created(rest: string, type: DataType, build: typeof newTable): Intent | undefined {
  const parts = newSlideParts(rest, type);
  return parts?.body.trim() ? build(parts.noun, parts.title, parts.body) : undefined;
}

function placedData(s: Record<string, string>): Intent | undefined {
  const rest = `${s.what}: ${s.rest}`;
  const intent =
    created(rest, 'chart', newChart) ??
    created(rest, 'table', newTable) ??
    created(rest, 'timeline', newTimeline);
  const target = targetOf(s.slide!);
  if (intent?.kind !== 'add_slide' || !target) return undefined;
  return { ...intent, position: { kind: s.at!.toLowerCase() === 'after' ? 'after' : 'before', target } };
}

/** "churn: Q1 3.1%, Q2 2.8% as a line chart": a title, its data, and maybe the chart's look. */
function plotted(rest: string, needsLook: boolean): Intent | undefined {
  const at = [': ', ' - '].map((o) => rest.indexOf(o)).filter((k) => k > 0);
  if (!at.length) return undefined;
  const cut = Math.min(...at);
  const title = rest.slice(0, cut);
  let data = rest.slice(cut + 2).trim();
  let look: ChartLook | undefined;
  for (const join of [' as ', ' in ']) {
    const k = data.lastIndexOf(join);
    const found = k > 0 ? lookOf(data.slice(k + join.length)) : undefined;
    if (found) {
      look = found;
      data = data.slice(0, k);
      break;
    }
  }
  if (needsLook && !look) return undefined;
  return newChart('chart', title, data, look);
}

/** "a line chart for the Revenue slide": a look, then the chart it is for. */
function lookFor(rest: string): Intent | undefined {
  for (const join of [' for ', ' on ']) {
    const k = rest.indexOf(join);
    if (k > 0) return style(dataTarget(rest.slice(k + join.length), 'chart'), lookOf(rest.slice(0, k)));
  }
  return undefined;
}

/** "the revenue chart to $bn", "the chart in €m": the chart, then its unit after the last join. */
function unitOfSlide(rest: string, joins: string[]): Intent | undefined {
  for (const join of joins) {
    const k = rest.lastIndexOf(` ${join} `);
    if (k > 0) return unit(dataTarget(rest.slice(0, k), 'chart'), rest.slice(k + join.length + 2));
  }
  return undefined;
}

/** "the last row", "row 1 from the pricing table", "the row starting with Team", "the Basic row". */
function rowRemoved(rest: string): Intent | undefined {
  const words = rest.split(' ');
  const r = words.findIndex((w) => w.toLowerCase() === 'row');
  if (r < 0) return undefined;
  const before = words.slice(0, r).join(' ');
  let after = words.slice(r + 1);
  // "…from the pricing table": the table, after the last join that names one.
  let target: string | undefined;
  for (let k = after.length - 2; k >= 0; k--) {
    if (
      ['from', 'of', 'in'].includes(after[k]!.toLowerCase()) &&
      dataTarget(after.slice(k + 1).join(' '), 'table')
    ) {
      target = after.slice(k + 1).join(' ');
      after = after.slice(0, k);
      break;
    }
  }
  const which = withoutWords(after.join(' '), ['starting', 'with', 'for']);
  const named = before.replace(/^the$/i, '').trim();
  if (named && which) return undefined;
  return removeRow(named || which, target);
}
