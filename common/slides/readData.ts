import {
  CHART_CATEGORIES_MAX,
  CHART_LABEL_MAX,
  CHART_SERIES_MAX,
  TABLE_COLUMNS_MAX,
  TIMELINE_STEPS_MAX,
} from '../limits';
import type { Chart, Table, TimelineStep } from './content';

/**
 * Data read from text, for the offline drafter and document import alike: a series of figures
 * (a chart), a grid (a table, or a chart when its header is periods), and phases (a timeline).
 * Every number shown is one the text wrote; nothing is computed but the reading of "£1,204k" as
 * 1204 in the unit "£k".
 */

/** A figure as a chart holds it: its number, and the unit it was written in ("£M", "%", "k"). */
export interface Value {
  value: number;
  unit: string;
}

const VALUE =
  /^([+-]?)([£$€¥]?)\s?(\d{1,3}(?:,\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d{1,3}(?:\.\d{3}){2,5}|\d+)(\.\d+|,\d{1,2})?\s?(%|k|m|bn|K|M|B|\$|€|£)?$/;

/** "£212.4M" → 212.4 "£M"; "+9" → 9; "91.2%" → 91.2 "%"; "1,204k" → 1204 "k"; else undefined. */
export function figureValue(text: string): Value | undefined {
  const m = VALUE.exec(text.trim());
  if (!m) return undefined;
  // "1.380.000 €", "495.000 €": groups of three set apart by dots, as Spain and Germany write them
  // (one group is a decimal only when the currency comes first, as English writes it).
  const dotted = /^\.\d{3}$/.test(m[4] ?? '') && !m[2] && Boolean(m[5] && '$€£'.includes(m[5]));
  const value = Number(
    `${m[1] === '-' ? '-' : ''}${m[3]!.replace(/[, .\u00a0\u202f]/g, '')}${dotted ? m[4]!.slice(1) : (m[4] ?? '').replace(',', '.')}`,
  );
  if (!Number.isFinite(value)) return undefined;
  // "412 000 $", "2,3 €": a currency written after the figure, as French and German write it.
  const after = m[5] && '$€£'.includes(m[5]) ? m[5] : undefined;
  return { value, unit: after ? `${m[2] || after}` : `${m[2] ?? ''}${m[5] ?? ''}` };
}

/** Months in English, French, German, Spanish, Italian and Portuguese, the languages the drafter reads. */
const MONTH =
  '(?:enero|febrero|marzo|mayo|junio|julio|septiembre|setiembre|octubre|noviembre|diciembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|dezembro|abril|agosto|novembre|jan(?:uary|vier|uar)?|feb(?:ruary|ruar)?|févr(?:ier)?|mar(?:ch|s)?|mär(?:z)?|apr(?:il)?|avr(?:il)?|may|mai|june?|juin|juni|july?|juil(?:let)?|juli|aug(?:ust)?|août|sep(?:t(?:ember|embre)?)?|oct(?:ober|obre)?|okt(?:ober)?|nov(?:ember|embre)?|dec(?:ember)?|déc(?:embre)?|dez(?:ember)?)';
/** A period a series runs over: "2024", "FY2021", "FY26", "Q4 25", "Q1 FY26", "H1 2027", "Mar 2026", "2023/24". */
const PERIOD = new RegExp(
  `^(?:[QH][1-4]/\\d{2,4}|(?:FY|CY)\\s?'?\\d{2,4}|(?:19|20)\\d{2}(?:[/-]\\d{2})?|[QH][1-4](?:\\s?(?:FY\\s?)?'?\\d{2,4})?|${MONTH}\\.?(?:\\s'?\\d{2,4})?|(?:week|month|year|wk)\\s?\\d{1,2})$`,
  'i',
);

export const isPeriod = (label: string) => PERIOD.test(label.trim());

/** One row of a series: "Q4 25 - 91.2%", "FY2021: £212.4M", "Engineering +9", "Q2 2026\t1,204k". */
export function rowOf(line: string): { label: string; value: string } | undefined {
  const t = line
    .trim()
    .replace(/^[-*•]\s+/, '')
    .replace(/\s+/g, (w) => (w.includes('\t') ? '\t' : w.length > 1 ? '  ' : ' '));
  // The value is the line's last word (a figure); what comes before its separator is the label.
  // Every part is bounded (a figure has at most 25 characters): the match costs the same on any line.
  const m =
    /^(.{1,40}?)(\s?[:\-–—|\t]\s?|\s{1,2})([+-]?[£$€¥]?\d{1,3}(?:[ \u00a0\u202f]\d{3}){1,5}(?: [$€£])?|[+-]?[£$€¥]?\d[\d,.]{0,24}\s?(?:%|[kKmMB]|bn|[$€£])?)$/.exec(
      t,
    );
  if (!m) return undefined;
  const label = m[1]!.trim();
  const value = m[3]!.trim();
  if (!/\p{L}|\d{4}/u.test(label) || !figureValue(value)) return undefined;
  // A bare space between a word and a number names a thing ("Phase 2", "Option 3") unless the
  // figure is marked (a sign, a currency, a unit) or the label is a period.
  if (!m[2]!.trim() && m[2] !== '  ' && !/[+£$€¥%kKmMB]/.test(value) && !isPeriod(label)) return undefined;
  return { label, value };
}

/**
 * Rows of figures as a chart: three or more in one unit. Periods are a line over time; other
 * labels are categories compared, a bar chart ("Total" rows, the sum of the others, stay out).
 */
export function chartOfRows(rows: { label: string; value: string }[], name = ''): Chart | undefined {
  const kept = rows.filter((r) => !/^(?:total|sum|overall|gesamt|totale?)\b/i.test(r.label));
  if (kept.length < 3 || kept.length > CHART_CATEGORIES_MAX) return undefined;
  const values = kept.map((r) => figureValue(dotGrouped(kept, r.value)));
  if (values.some((v) => !v)) return undefined;
  const unit = values[0]!.unit;
  if (values.some((v) => v!.unit !== unit)) return undefined;
  if (kept.some((r) => r.label.length > CHART_LABEL_MAX)) return undefined;
  const labels = withoutCommonTail(kept.map((r) => r.label));
  const overTime = labels.every(isPeriod);
  return {
    kind: overTime ? 'line' : 'bar',
    categories: overTime ? labels : kept.map((r) => r.label),
    series: [{ name: name.slice(0, CHART_LABEL_MAX) || 'Value', values: values.map((v) => v!.value) }],
    ...(unit ? { unit } : {}),
  };
}

/**
 * "2021 — 3.200", "2022 — 4.900": a series whose every figure is one group of three after a dot
 * writes thousands as Portugal, Germany or Spain do, not three decimals. (Rates such as 1.085 stay
 * decimals: their whole part is 0 or 1.)
 */
function dotGrouped(rows: { value: string }[], value: string): string {
  const grouped = rows.every((r) => /^[£$€¥]?\d{1,3}\.\d{3}$/.test(r.value.trim()));
  const rates = rows.every((r) => /^[£$€¥]?[01]\./.test(r.value.trim()));
  return grouped && !rates ? value.replace('.', '') : value;
}

/** "2023/24 entry cycle", "2024/25 entry cycle": the periods without the words they all end with. */
function withoutCommonTail(labels: string[]): string[] {
  const words = labels.map((l) => l.split(/\s+/));
  let tail = 0;
  while (
    words.every((w) => w.length > tail + 1) &&
    words.every((w) => w.at(-1 - tail)!.toLowerCase() === words[0]!.at(-1 - tail)!.toLowerCase())
  )
    tail++;
  return tail ? words.map((w) => w.slice(0, -tail).join(' ')) : labels;
}

/** A period and its figure in an inline series ("2023 5.6m", "Q1: 12%", "Jan 38, Feb 41", a season's "2023/24 58,900": the comma after a figure is no part of it); built once, at load, where the regex audit sees it. */
const INLINE_PAIR = new RegExp(
  `(?:^|[\\s,;(])((?:FY|CY)\\s?'?\\d{2,4}|(?:19|20)\\d{2}(?:\\/\\d{2})?|[QH][1-4](?:\\s(?:FY)?'?\\d{2,4})?|${MONTH}(?:\\s\\d{4})?)\\s?[:=-]?\\s?([+-]?[£$€¥]?\\d(?:[\\d,]{0,24}\\d)?(?:\\.\\d{1,6})?\\s?(?:%|k|m|bn|K|M|B)?)(?=$|[\\s,;).])`,
  'gi',
);

/**
 * A series written inline: "revenue 2022 4.1m, 2023 5.6m, 2024 7.9m", "ARR: FY24 $8.1M; FY25
 * $10.4M; FY26 $14M". Three or more periods, each followed by its figure.
 */
export function inlineSeriesOf(line: string): { name: string; chart: Chart } | undefined {
  // matchAll works on a copy of the pattern, so the shared one's lastIndex never moves.
  const pairs = [...line.matchAll(INLINE_PAIR)].filter((m) => !/^(?:19|20)\d{2}$/.test(m[2]!.trim()));
  if (pairs.length < 3) return undefined;
  const rows = pairs.map((m) => ({ label: m[1]!, value: m[2]!.trim() }));
  const lead = line
    .slice(0, pairs[0]!.index)
    .replace(/\b(?:was|were|is|are|went|from|in|of|grew|rose|fell|at)\s*$/i, '')
    .replace(/(?<![\s:,(-])[\s:,(-]+$/, '')
    .trim();
  const name = lead.split(/\s+/).slice(-4).join(' ');
  const chart = chartOfRows(rows, capital(name));
  return chart && { name, chart };
}

/** A chart as the grid it plots: its categories down the first column, a column per series. */
export function tableOfChart(chart: Chart): Table {
  const unit = chart.unit ? ` (${chart.unit})` : '';
  return {
    header: ['', ...chart.series.map((s) => `${s.name}${unit}`)],
    rows: chart.categories.map((c, i) => [c, ...chart.series.map((s) => String(s.values[i] ?? ''))]),
  };
}

/**
 * A grid whose header is periods (years, quarters, months) and whose cells are numbers, as a
 * chart: each row a series, each period a category. Or the same grid standing on its side (the
 * periods down the first column). Undefined when it is no such grid, or its units differ.
 */
export function chartOfTable(table: Table): Chart | undefined {
  const { header, rows } = table;
  const body = rows.filter((r) => r.some((c) => c.trim()));
  if (body.length < 1) return undefined;
  const across = header.slice(1);
  // A grid that sums its rows ("Total") is a budget, read as a table, not lines of a chart.
  const sums = body.some((r) => /^(?:total|sum|gesamt|totale?|somme)\b/i.test(r[0]?.trim() ?? ''));
  if (across.length >= 3 && across.every(isPeriod) && body.length <= CHART_SERIES_MAX && !sums) {
    const series = body.map((r) => ({
      name: r[0] ?? '',
      values: across.map((_, i) => figureValue(r[i + 1] ?? '')),
    }));
    return chartFrom(across, series);
  }
  const down = body.map((r) => r[0] ?? '');
  if (
    down.length >= 3 &&
    down.every(isPeriod) &&
    header.length - 1 <= CHART_SERIES_MAX &&
    header.length > 1
  ) {
    const series = header
      .slice(1)
      .map((name, j) => ({ name, values: body.map((r) => figureValue(r[j + 1] ?? '')) }));
    return chartFrom(down, series);
  }
  return undefined;
}

function chartFrom(
  categories: string[],
  series: { name: string; values: (Value | undefined)[] }[],
): Chart | undefined {
  if (categories.length > CHART_CATEGORIES_MAX) return undefined;
  const all = series.flatMap((s) => s.values);
  if (all.some((v) => !v)) return undefined;
  const unit = all[0]!.unit;
  if (all.some((v) => v!.unit !== unit)) return undefined;
  return {
    kind: 'line',
    categories: categories.map((c) => c.slice(0, CHART_LABEL_MAX)),
    series: series.map((s) => ({
      name: s.name.slice(0, CHART_LABEL_MAX) || 'Value',
      values: s.values.map((v) => v!.value),
    })),
    ...(unit ? { unit } : {}),
  };
}

/** Cells of a row: split at "|" or at tabs. Undefined for a line that is no row. */
export function cellsOf(line: string): string[] | undefined {
  const t = line.trim();
  if (t.includes('\t')) return t.split(/\t+/).map((c) => c.trim());
  if (t.includes('|')) {
    const cells = t
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
    return cells.length >= 2 ? cells : undefined;
  }
  return undefined;
}

/**
 * Lines that make a grid: a header row (no figures in it) and two rows or more, each of three
 * cells or more, split by tabs or "|". Markdown's "|---|" separator rows are skipped.
 */
export function tableOfLines(lines: string[]): Table | undefined {
  const rows = lines
    .map(cellsOf)
    .filter((r): r is string[] => Boolean(r))
    .filter((r) => !r.every((c) => /^:?-{2,}:?$/.test(c)));
  if (rows.length < 3 || rows.length < lines.length) return undefined;
  const width = rows[0]!.length;
  if (width < 3 || width > TABLE_COLUMNS_MAX) return undefined;
  if (rows.some((r) => r.length < width - 1 || r.length > width)) return undefined;
  const [header, ...body] = rows;
  // A header names its columns: words, or the periods a budget runs over ("Poste | 2027 | 2028").
  // Its first cell names the rows, never a figure.
  if (header!.some((c, k) => figureValue(c) && !(k > 0 && isPeriod(c)))) return undefined;
  return { header: header!, rows: body.map((r) => [...r, ...new Array(width - r.length).fill('')]) };
}

/** A date, a span of dates or a duration a step of a plan is set by. */
const POINT = `(?:(?:\\d{1,2}(?:st|nd|rd|th)?\\s+)?${MONTH}\\.?(?:\\s+\\d{1,2}(?:st|nd|rd|th)?)?(?:,?\\s+(?:19|20)\\d{2})?|[QH][1-4](?:\\s+(?:19|20)\\d{2})?|(?:weeks?|months?|days?|sprints?|wk)\\s*\\d{1,2}(?:\\s*[-–]\\s*\\d{1,2})?|KW\\s?\\d{1,2}(?:\\/(?:19|20)\\d{2})?|(?:19|20)\\d{2})`;
const WHEN = new RegExp(
  `(?:\\b(?:by|from|until|in|starting|live|due|on|end|ab|bis|im|en|dès|d'ici|w\\/c|week of)\\s+)?(?<![\\p{L}\\d])(?:(?:early|mid|late)[\\s-])?${POINT}(?:\\s*(?:[-–&]|to|until|through|and|bis|à|au|et)\\s*${POINT})?(?![\\p{L}\\d])|(?<![\\p{L}\\d])\\d{1,2}\\s*(?:[-–]\\s*\\d{1,2}\\s*)?(?:weeks?|months?|days?|wochen|semaines|mois)(?![\\p{L}\\d])`,
  'giu',
);
const TAG =
  /^(?:phase|stage|step|wave|sprint|milestone|release|horizon|étape|phase|stufe|fase|etapa)\s+(?:\d{1,2}|[ivx]{1,4}|[a-d])\b[\s,.:–—-]*/i;

/** Words before a date that make it no step's ("since March 2026", "for the first 90 days"). */
const NOT_A_STEP_BEFORE = /\b(?:since|for|than|per|last|of|after|before|over|within|about|every|each)\s*$/i;
const SEPARATED_BEFORE = /(?:^|[-–:,;(→])\s*$/;
const SEPARATED_AFTER = /^\s*(?:$|[-–:,;.)→])/;

/**
 * The date of a step: the first date, span or duration its text says where a plan says it: first,
 * set off by a dash or a colon, after "in" or "by", or last ("Build June-August"). A bare year
 * only opens a step ("2027: launch"), and a date in brackets qualifies a figure ("MRR (Sep 2026)").
 */
function whenOf(text: string): { date: string; at: number; length: number } | undefined {
  for (const m of text.matchAll(WHEN)) {
    // "may" the verb is no month.
    if (/^may$/.test(m[0])) continue;
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    if (NOT_A_STEP_BEFORE.test(before)) continue;
    const date = m[0].replace(/^(?:from|in|starting|live|due|on|ab|im|en|dès)\s+/i, '').replace(/\.$/, '');
    const led = date.length < m[0].length || /^by\s/i.test(date);
    if (/^(?:19|20)\d{2}$/.test(date) && before.trim()) continue;
    if (!led && !SEPARATED_BEFORE.test(before) && !SEPARATED_AFTER.test(after)) continue;
    // "w/c 18 Jan" (week commencing) is written in lower case.
    const said = /^w\/c /i.test(date) ? `w/c ${date.slice(4)}` : capital(date);
    return { date: said, at: m.index, length: m[0].length };
  }
  return undefined;
}

/** "migrating to the cloud" → "Migrating to the cloud": the first letter up, the rest as written. */
export const capital = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
/** A step's label is a name: a few words. */
const LABEL_MAX = 40;
/** A line of a plan, untagged, is at most this long. */
const STEP_LINE_MAX = 110;
/** Lead-ins that name what follows, not a step of it. */
const NOT_A_LABEL = /^(?:the )?(?:ask|steps?|next steps|plan|timeline|schedule|roadmap)$/i;
/** A table's or a budget's total row, by its first cell: "Total", "Grand total", "Gesamt". */
export const TOTAL_ROW = /^(?:grand )?(?:totals?|sum|gesamt|totale?|insgesamt)\b/i;

/** A day of the week, said alone before a date. */
const WEEKDAY =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\.?$/i;
/** Its line of text, one line at most on the slide. */
const STEP_TEXT_MAX = 70;

const clausesOf = (text: string) =>
  text
    .split(/(?<!\s)\s+[-–—]\s+|[,;:]\s+|(?<!\s)\s*\.\s+/)
    .map((c) =>
      c.replace(/^(?:and|then|with|in|by|on|at)\s+|(?<!\s)\s+(?:in|by|on|at|from|starting)$/i, '').trim(),
    )
    .map((c) => c.replace(/^[-–:,.\s]+|(?<![-–:,.\s])[-–:,.\s]+$/g, ''))
    .filter((c) => /[\p{L}\d]/u.test(c));

/**
 * One step of a plan from a line: "Phase 1 - Leeds DC automation - live June 2026", "Q1: discovery
 * workshops", "Week 1–2: interviews", "Discovery & brand strategy - 4 weeks - £18,500",
 * "Build June-August". Undefined for a line that names no date, duration nor phase.
 */
export function stepOf(line: string): TimelineStep | undefined {
  let t = line
    .trim()
    .replace(/^(?:[-*•]\s+|\d{1,2}[.)]\s+|[a-z]\)\s+)/i, '')
    .trim();
  const tag = TAG.exec(t);
  // "Phase 1 (March–September 2027): design and tender": the phase's dates in brackets are its date.
  if (tag)
    t = t.slice(tag[0].length).replace(/^\(([^()]{2,40})\)/, (all, d: string) => (whenOf(d) ? d : all));
  // A sentence that happens to hold a date is no step: a step is a line of a plan.
  else if (t.length > STEP_LINE_MAX) return undefined;
  t = withoutBrackets(t);
  const when = whenOf(t);
  if (!when && !tag) return undefined;
  const rest = when ? `${t.slice(0, when.at)} - ${t.slice(when.at + when.length)}` : t;
  const clauses = clausesOf(rest);
  const tagName = tag?.[0].replace(/(?<![\s,.:–—-])[\s,.:–—-]+$/, '').trim();
  let label = clauses[0];
  let text = clauses.slice(1).join(', ');
  // "Monday 14 December 2026: Purchase orders issued": the day of the week is the date's, and
  // what happens then the step.
  if (WEEKDAY.test(label ?? '') && text) {
    label = clauses[1];
    text = clauses.slice(2).join(', ');
  }
  if (NOT_A_LABEL.test(label ?? '') || (label && !/\p{L}{2}/u.test(label))) return undefined;
  if (!label || label.length > LABEL_MAX || /^[\d£$€]/.test(label) || /:$/.test(label)) {
    if (!tagName) return undefined;
    text = label ?? '';
    label = capital(tagName);
  }
  if (!when && !text && !tagName) return undefined;
  const said = text.length > STEP_TEXT_MAX ? (clausesOf(text)[0] ?? '') : text;
  return {
    label: capital(label),
    ...(when ? { date: when.date } : {}),
    ...(said && said.length <= STEP_TEXT_MAX ? { text: capital(said) } : {}),
  };
}

/**
 * Steps written on one line: "Discovery in May, Build June-August, Launch in September", "contract
 * signed Jan 2027 → build Feb-Apr → pilot May → go-live by 16 June 2027". The longest run of three
 * or more parts that each name a date and a short label.
 */
export function inlineStepsOf(line: string): TimelineStep[] | undefined {
  // "Pilot in 3 hotels (Manchester, Leeds, York) Mar–Apr 2027, …": a bracket's commas part no steps.
  const masked = line.replace(/\([^()]{0,120}\)/g, (b) => b.replaceAll(',', '\u0000'));
  // "Discovery Jan 2027 · Build Feb–Apr 2027 · …": arrows, or the dots and bullets a list is set in one line with.
  const mark = ['→', ' · ', ' • '].find((m) => masked.includes(m));
  const parts = (
    mark ? masked.split(mark) : masked.split(/,\s+(?:then\s+)?|;\s+|\.\s+|(?<!\s)\s+then\s+/)
  ).map((p) => p.replaceAll('\u0000', ','));
  // "Discovery: Mar 2027 – Build: Apr–Jul 2027 – Pilot: Aug 2027": steps set apart by dashes, each
  // its label before a colon and its date after (read so only when commas set no steps apart).
  return (
    stepsOfParts(parts) ??
    (line.includes(' – ') ? stepsOfParts(line.split(/(?<!\s)\s[–—]\s(?!\s)/), true) : undefined)
  );
}

function stepsOfParts(parts: string[], labelled = false): TimelineStep[] | undefined {
  let best: TimelineStep[] = [];
  let run: TimelineStep[] = [];
  for (const raw of parts) {
    const named = labelled ? /^([^:]{2,40}):\s+(\S.*)$/.exec(raw.trim()) : null;
    // "Plan: contract signed Jan 2027": the lead-in before a colon names the plan, not the step.
    const part = withoutBrackets(named ? named[2]! : raw.replace(/^[^:]{1,20}:\s+/, '')).trim();
    const when = whenOf(part);
    const label = when
      ? named
        ? withoutBrackets(named[1]!).trim()
        : clausesOf(`${part.slice(0, when.at)} ${part.slice(when.at + when.length)}`)[0]
      : undefined;
    if (
      when &&
      label &&
      label.split(/\s+/).length <= 6 &&
      label.length <= LABEL_MAX &&
      !/^[\d£$€]/.test(label)
    ) {
      // "Hypercare to end Dec 2027": the step runs to its date, which says so.
      const to = labelled ? /\s(to|until)$/i.exec(label) : null;
      // "Pilot in 3 hotels (Manchester, Leeds, York)": an aside that names places is the step's text.
      const aside = /\(([^()]{2,60})\)/.exec(raw)?.[1];
      run.push({
        ...(to
          ? {
              label: capital(label.slice(0, to.index)),
              date: `${to[1]} ${when.date[0]!.toLowerCase()}${when.date.slice(1)}`,
            }
          : { label: capital(label.replace(/^the\s+/i, (w) => w)), date: when.date }),
        ...(aside && /^\p{Lu}|,/u.test(aside) && !/\d{4}/.test(aside) ? { text: aside } : {}),
      });
      if (run.length > best.length) best = [...run];
    } else run = [];
  }
  return best.length >= 3 ? best.slice(0, TIMELINE_STEPS_MAX) : undefined;
}

/** Lines that are a plan's steps: three or more (two when each names its phase), all but one a step. */
export function stepsOfLines(lines: string[]): TimelineStep[] | undefined {
  const steps = lines.map(stepOf);
  const found = steps.filter((s): s is TimelineStep => Boolean(s));
  const tagged = lines.filter((l) => TAG.test(l.trim().replace(/^(?:[-*•]\s+|\d{1,2}[.)]\s+)/, ''))).length;
  if (found.length < 3 && !(found.length >= 2 && tagged >= 2)) return undefined;
  if (found.length < lines.length - 1 || found.length > TIMELINE_STEPS_MAX) return undefined;
  // Steps without a date or a phase of their own are a list, not a plan.
  if (found.filter((s) => s.date).length < found.length - 1 && tagged < found.length) return undefined;
  return found;
}

/** The text outside its brackets, as it stands (each caller tidies the spaces left). Linear. */
export function outsideBrackets(text: string): string {
  let out = '';
  let depth = 0;
  for (const c of text) {
    if (c === '(') depth++;
    else if (c === ')' && depth > 0) depth--;
    else if (!depth) out += c;
  }
  return out;
}

/** The text without what it says in brackets (the step's label keeps its words, not its asides). */
function withoutBrackets(text: string): string {
  return outsideBrackets(text)
    .replace(/\s{2,}/g, ' ')
    .replace(/(?<!\s)\s+([,.;:])/g, '$1')
    .trim();
}
