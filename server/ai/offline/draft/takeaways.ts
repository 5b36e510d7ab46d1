import type { Chart, SlideContent, SlideType } from '../../../../common/slides/model';
import { checkFigures, figuresIn } from './figureCheck';
import { CONTINUED, LOCALES } from './locales';
import type { Locale, TakeawayWords } from './locales/types';
import type { Named } from './reading';
import { capital, inSentence, trimEndSpaced } from './text';
import { wordSet } from './words';

/**
 * The last pass of a draft: a slide that argues (its points state a change, its figures a trend)
 * is titled by its takeaway, a short sentence made only of its own words and figures ("Revenue
 * rose from NOK 980M to NOK 1,240M in 2025"). A slide that organises (cover, agenda, ask, team,
 * closing, quote) keeps its topic title, and so does any slide no sure sentence can be made for:
 * a topic title is a weaker slide, a wrong or garbled title a worse one.
 */

export interface TitledSlide {
  type: SlideType;
  title: string;
  content: SlideContent;
  notes: string;
}

/** A takeaway says this many words at most: a headline, not a point. */
export const TAKEAWAY_WORDS_MAX = 11;
const TAKEAWAY_CHARS_MAX = 75;
/** The slide types that can argue; the others organise, quote or draw, and keep their titles. */
const ARGUING = new Set<SlideType>(['content', 'metrics', 'chart', 'table']);

const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’]+/u)
    .filter(Boolean);
/** A word of a list: "ziel*" opens it, "*ziel" ends it ("Umsatzziel"), "*ziel*" is in it. */
const has = (list: string, word: string) => wordSet(list).has(word);

/** "+11.4%", "−3 %": a change said as a signed percentage. */
const SIGNED = /(?<![\p{L}\p{N}])[+−]\s?\d[\d.,]{0,8}\s?%/u;
/** "up 18%", "down from £21": English's own change words, only before a figure. */
const UP_DOWN = /\b(?:up|down)\s(?:from\s)?[£$€]?\d/i;
/** A year, a quarter or a fiscal year standing for a period ("2025", "Q3", "FY2025"). */
const PERIOD = /^(?:(?:FY|Q[1-4])\s?)?\d{4}$|^Q[1-4]$/;
const YEAR = /^\d{4}$/;
/** A category or a column that is a period: "2025", "Q3", "FY2025", "Sept 2026". */
const timed = (c: string) => PERIOD.test(c.trim()) || /\d{4}$/.test(c.trim());
/** Where a series ended is its message only when it ended at its highest or its lowest. */
const endsAtEdge = (v: number[]) => v.at(-1) === Math.max(...v) || v.at(-1) === Math.min(...v);

function saysChange(text: string, w: TakeawayWords): boolean {
  if (SIGNED.test(text) || UP_DOWN.test(text)) return true;
  const words = wordsOf(text);
  if (words.some((x) => has(w.changes, x))) return true;
  if (!w.fromTo) return false;
  const [from, to] = w.fromTo;
  const at = words.indexOf(from);
  return at >= 0 && words.indexOf(to, at) > at && (text.match(/\d[\d.,]*/g) ?? []).length >= 2;
}

/** A title that already says something: a change, a topic and its point, or a measured figure. */
function alreadySays(title: string, w: TakeawayWords): boolean {
  if (saysChange(title, w)) return true;
  // "On-time delivery: 4 straight quarters up": a topic and its point.
  const point = title.split(': ')[1];
  if (point && point.split(/\s+/).length >= 3) return true;
  return /\d{3}|\d\s?%|[£$€]\s?\d/.test(title) && wordsOf(title).length >= 4;
}

/**
 * A figure as a person writes it, read as a number: "1,240" and "1.240" (German), "17,9" (a
 * decimal comma), "412 000". Its unit (what is left when the number goes) tells like from like.
 */
function amount(figure: string, lang: string): { n: number; unit: string } | undefined {
  const digits = /\d[\d.,\u00a0\u202f ]{0,15}/.exec(figure)?.[0]?.trim();
  if (!digits) return undefined;
  const unit = figure.replace(digits, '#').replace(/\s+/g, '').toLowerCase();
  const bare = digits.replace(/[\u00a0\u202f ]/g, '');
  let t = bare;
  if (lang === 'en') t = bare.replaceAll(',', '');
  else if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(bare)) t = bare.replaceAll('.', '').replace(',', '.');
  else if (/^\d+,\d{1,2}$/.test(bare)) t = bare.replace(',', '.');
  else t = bare.replaceAll(',', '');
  const n = Number(t);
  return Number.isFinite(n) ? { n, unit } : undefined;
}

/** A change from `a` to `b` said in the language, when both are figures of one unit and differ. */
function changeOf(label: string, a: string, b: string, tail: string, lang: string): string | undefined {
  const w = LOCALES[lang as keyof typeof LOCALES]?.takeaways;
  const x = amount(a, lang);
  const y = amount(b, lang);
  if (!w || !x || !y || x.unit !== y.unit || x.n === y.n || x.n <= 0) return undefined;
  if (wordsOf(label).some((x) => has(w.plans, x))) return undefined;
  const name = capital(label.trim());
  // "Doubled" only where it is true: at least twice, and not so much more that it undersays it.
  const ratio = y.n / x.n;
  if (w.doubled && ratio >= 2 && ratio < 2.5) return w.doubled(name, a, b, tail);
  return w.change(name, a, b, y.n > x.n, tail);
}

/** "Revenue 2025: NOK 1,240M (2024: NOK 980M)", "Kliniken im Einsatz: 27 (Ende 2025: 16)". */
const WITH_BEFORE =
  /^(\p{L}[\p{L}'’&/ -]{0,40}?)(?: (\d{4}))?\s?:\s((?:[£$€]\s?)?(?:[A-Z]{3}\s)?\d[\d.,]{0,12}(?:\s?(?:%|mln|mld|Mio\.|Mrd\.|bn|k|K|M)(?!\p{L}))?(?:\s?[€$£])?)\s?\(([\p{L}\d]{1,12}(?: [\p{L}\d]{1,12}){0,2})\s?:\s((?:[£$€]\s?)?(?:[A-Z]{3}\s)?\d[\d.,]{0,12}(?:\s?(?:%|mln|mld|Mio\.|Mrd\.|bn|k|K|M)(?!\p{L}))?(?:\s?[€$£])?)\)/u;

/** Words a period in brackets may say besides its year: "end", "Ende", "fin", "fiscal year". */
const BEFORE_WORDS = new Set(['end', 'fin', 'ende', 'final', 'fine', 'fim', 'eind', 'einde', 'fy']);

/** A point that gives a figure and, in brackets, the same figure before: the change it says. */
function beforeAndNow(text: string, lang: string): (string | undefined)[] {
  const m = WITH_BEFORE.exec(text.trim());
  if (!m) return [];
  const [, label, year, now, before, then] = m;
  const w = LOCALES[lang as keyof typeof LOCALES]!.takeaways;
  // The bracket must be the figure before: an earlier year, or a period said plainly ("Q2",
  // "Ende 2025"), never a forecast or a later year ("2027 forecast: …").
  const was = Number(/\d{4}/.exec(before!)?.[0] ?? 0);
  if (year && was >= Number(year)) return [];
  if (wordsOf(before!).some((x) => /\p{L}{3}/u.test(x) && !BEFORE_WORDS.has(x))) return [];
  // With its year when that is short enough ("… in 2025"), else without.
  return [
    year ? changeOf(label!, then!.trim(), now!.trim(), w.in(year), lang) : undefined,
    changeOf(label!, then!.trim(), now!.trim(), '', lang),
  ];
}

/**
 * A point as headlines, the fullest first: its first sentence, without brackets, asides after a
 * dash, trailing clauses or the lead-in of a label it does not need; none that is no whole
 * sentence of a change.
 */
function claimOf(text: string, lang: string): (string | undefined)[] {
  const w = LOCALES[lang as keyof typeof LOCALES]?.takeaways;
  if (!w) return [];
  let t = text.trim().replace(/^[-*•]\s/, '');
  // "£612,400 (+22% vs same period 2025)": the bracketed change is the point's takeaway.
  if (lang === 'en')
    t = t
      .replace(/\s?\(\+(\d[\d.]{0,6}%) (vs\.?|on) ([^()]{1,30})\)/, ', up $1 $2 $3')
      .replace(/, \+(\d[\d.]{0,6}%) (vs\.?|on) /, ', up $1 $2 ');
  t = t.replace(/\s?\([^()]{0,80}\)/g, '');
  // Its first sentence ("… to £1.1M. That's the bright spot").
  t = t.split(/(?<=[\p{L}\d%)])[.!]\s(?=\p{Lu})/u)[0]!;
  const asides = t.split(/\s[–—]\s/);
  const options = asides.length > 1 ? [t, asides[0]!] : [t];
  // Too long for a title: said shorter by its leading clauses ("…, up 18% on Q2, driven by …").
  const clauses = t.split(', ');
  for (let n = clauses.length - 1; n >= 1; n--) options.push(clauses.slice(0, n).join(', '));
  return options.map((o) => headline(o, w));
}

function headline(text: string, w: TakeawayWords): string | undefined {
  let t = trimEndSpaced(text.trim(), '.,;:–—-');
  const tie = w.connectives.find((c) => t.toLowerCase().startsWith(`${c}, `));
  if (tie) t = capital(t.slice(tie.length + 2));
  // "Cost side: Cost per order fell…": a sentence of its own after a label needs no label.
  const colon = /^([^:]{1,30}):\s(.+)$/.exec(t);
  if (colon && /^\p{Lu}/u.test(colon[2]!) && wordsOf(colon[2]!).length >= 4 && saysChange(colon[2]!, w))
    t = colon[2]!;
  if (!saysChange(t, w) || !/\d/.test(t)) return undefined;
  return t;
}

/** Whether a title is one to set on a slide: short, whole, not cut, every figure in the sources. */
function fitsOnSlide(title: string, w: TakeawayWords, sources: string[]): boolean {
  const words = wordsOf(title);
  // "22 %" is one word said.
  const said = title.split(/\s+/).filter((x) => /[\p{L}\d]/u.test(x)).length;
  if (said < 3 || said > TAKEAWAY_WORDS_MAX || title.length > TAKEAWAY_CHARS_MAX) return false;
  if (/[…?!~→=;"“”«»[\]]|\.\.\./.test(title)) return false;
  if (!/^[\p{Lu}\d£$€]/u.test(title)) return false;
  if (has(w.openers, words[0]!) || has(w.fragments, words[0]!) || has(w.changes, words[0]!)) return false;
  if (has(w.ends, words.at(-1)!)) return false;
  // Unbalanced brackets are a cut sentence.
  if (title.split('(').length !== title.split(')').length) return false;
  const checked = checkFigures({ title, content: { items: [title] } }, sources);
  return checked.removed.length === 0;
}

/** The figure a source line writes for a chart's value, beside its category ("4,100" of "2023: 4,100"). */
function writtenAs(value: number, category: string, unit: string, sources: string[], lang: string) {
  const c = category.toLowerCase();
  // "$M" or "k": the chart counts in a magnitude, which the figure must say too.
  const magnitude = unit.replace(/[£$€%\s]/g, '');
  for (const line of sources.flatMap((s) => s.split('\n'))) {
    if (!line.toLowerCase().includes(c)) continue;
    for (const m of line.matchAll(WRITTEN)) {
      const f = m[0].replace(/[.,]$/, '').trim();
      const a = amount(f, lang);
      if (!a || Math.abs(a.n - value) > 1e-9 || (YEAR.test(f) && f === category)) continue;
      if (magnitude && !f.endsWith(magnitude)) continue;
      // The unit the chart measures in goes with the figure ("98.4%", "€640,000").
      if (unit === '%' && !f.endsWith('%')) return `${f}%`;
      if (/^[£$€]$/.test(unit) && !/[£$€]/.test(f)) return lang === 'en' ? `${unit}${f}` : `${f} ${unit}`;
      return f;
    }
  }
  return undefined;
}

/** A figure as written: "412 000", "1,240", "98.4 %", "$8.1M", "4,2 Mio.". */
const WRITTEN =
  /[£$€]?(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d.,])|\d[\d.,]{0,14})(?:\s?(?:%|mln|Mio\.|bn|k|K|M|m)(?!\p{L}))?/gu;

/**
 * A measure against a flat line it is held to (an SLA), in English: the one period it was on the
 * other side of the line ("On-time dispatch below the 98% SLA only in Aug 2026"). Which side is
 * good is the brief's to say, so the title only says where it was.
 */
function heldTakeaway(title: string, chart: Chart, sources: string[], lang: string): string | undefined {
  const [measure, line, ...more] = chart.series;
  if (lang !== 'en' || chart.kind !== 'line' || !measure || !line || more.length) return undefined;
  const bar = line.values[0]!;
  if (!line.values.every((v) => v === bar) || measure.values.length < 3) return undefined;
  // The line as the title names it ("the 98% SLA"), else as the series is named.
  const named = /\bagainst (the \S{1,12} \S{1,20})$/.exec(title)?.[1];
  if (!named) return undefined;
  const v = measure.values;
  const below = v.flatMap((x, i) => (x < bar ? [i] : []));
  const above = v.flatMap((x, i) => (x > bar ? [i] : []));
  const n = v.length;
  const [apart, side] =
    below.length === 1 && above.length === n - 1
      ? [below[0]!, 'below']
      : above.length === 1 && below.length === n - 1
        ? [above[0]!, 'above']
        : [-1, ''];
  if (apart < 0) return undefined;
  const when = chart.categories[apart]!;
  if (apart < n - 1) return `${measure.name} ${side} ${named} only in ${when}`;
  // It crossed the line at the end, after a steady course: where it went, and that it crossed.
  const down = v.every((x, i) => i === 0 || x < v[i - 1]!);
  const up = v.every((x, i) => i === 0 || x > v[i - 1]!);
  const last = writtenAs(v[n - 1]!, when, chart.unit ?? '', sources, lang);
  if ((down || up) && last)
    return `${measure.name} ${down ? 'fell' : 'rose'} to ${last} in ${when}, ${side} ${named}`;
  return `${measure.name} ${side} ${named} in ${when}`;
}

function chartTakeaway(title: string, chart: Chart, sources: string[], lang: string): (string | undefined)[] {
  const w = LOCALES[lang as keyof typeof LOCALES]!.takeaways;
  const held = heldTakeaway(title, chart, sources, lang);
  if (held) return [held];
  const [measure, ...others] = chart.series;
  // A flat line beside the measure is what it is held to (an SLA): the title says that already.
  if (!measure || others.length || measure.values.length < 2) return [];
  const v = measure.values;
  const name = topicOf(measure.name && !/^[£$€%\d]/.test(measure.name) ? measure.name : title, w);
  const unit = chart.unit ?? '';
  if (chart.kind === 'line' || (chart.kind === 'bar' && chart.categories.every(timed))) {
    if (!endsAtEdge(v)) return [];
    const a = writtenAs(v[0]!, chart.categories[0]!, unit, sources, lang);
    const b = writtenAs(v.at(-1)!, chart.categories.at(-1)!, unit, sources, lang);
    return a && b ? changedSince(name, a, b, chart.categories[0]!.trim(), lang) : [];
  }
  // Categories compared: the one that leads, when one does.
  const top = Math.max(...v);
  if (chart.kind !== 'bar' || v.length < 3 || v.some((x) => x <= 0) || v.filter((x) => x === top).length > 1)
    return [];
  const at = v.indexOf(top);
  const said = writtenAs(top, chart.categories[at]!, unit, sources, lang);
  return said ? [w.largest(chart.categories[at]!, said)] : [];
}

/** "Installs by country" measures installs; "OEE-Entwicklung" and "Occupancy trend" measure OEE and occupancy. */
function topicOf(title: string, w: TakeawayWords): string {
  const words = title.split(/\s+/);
  const at = words.findIndex((x, i) => i > 0 && has(w.by, x.toLowerCase()));
  const kept = at > 0 ? words.slice(0, at) : words;
  const last = kept.at(-1)!;
  const dash = last.lastIndexOf('-');
  if (kept.length > 1 && has(w.trend, last.toLowerCase())) kept.pop();
  else if (dash > 0 && has(w.trend, last.slice(dash + 1).toLowerCase()))
    kept[kept.length - 1] = last.slice(0, dash);
  return kept.join(' ');
}

/**
 * A table over time: the row of totals across its periods ("Total | 5,500 | 6,920 | 8,470"), or,
 * with a period on each row, its first measure from the first row to the last.
 */
function tableTakeaway(title: string, content: SlideContent, lang: string): (string | undefined)[] {
  const t = content.table;
  const w = LOCALES[lang as keyof typeof LOCALES]!.takeaways;
  if (!t || t.rows.length < 2) return [];
  const periods = t.header.flatMap((h, i) => (i > 0 && timed(h) ? [i] : []));
  const total = t.rows.find((r) => wordsOf(r[0] ?? '').some((x) => has(w.total, x)));
  let said: [string, string[], string] | undefined;
  if (periods.length >= 2 && total) {
    const cells = periods.map((i) => total[i] ?? '');
    said = [topicOf(title, w), cells, t.header[periods[0]!]!.trim()];
  } else if (t.rows.every((r) => timed(r[0] ?? ''))) {
    const k = t.header.findIndex((_, i) => i > 0 && t.rows.every((r) => amount(r[i] ?? '', lang)));
    if (k > 0) said = [t.header[k]!, t.rows.map((r) => r[k] ?? ''), t.rows[0]![0]!.trim()];
  }
  if (!said) return [];
  const [name, cells, first] = said;
  const values = cells.map((c) => amount(c, lang)?.n ?? Number.NaN);
  if (values.some(Number.isNaN) || !endsAtEdge(values)) return [];
  return changedSince(name, cells[0]!, cells.at(-1)!, first, lang);
}

/** A change from `a` to `b` said with "since" the first period when that is a year, and without. */
function changedSince(name: string, a: string, b: string, first: string, lang: string) {
  const since = LOCALES[lang as keyof typeof LOCALES]!.takeaways.since;
  return [
    YEAR.test(first) ? changeOf(name, a, b, since(first), lang) : undefined,
    changeOf(name, a, b, '', lang),
  ];
}

/** A metric and its change under it ("125,100" orders, "+11.4% vs Q2"), said in English. */
function metricSaid(m: { value: string; label: string; subtext?: string }): string | undefined {
  const s = /^([+−-])(\d[\d.]{0,6}\s?%) (?:vs\.?|on|versus) ([^,;()]{1,30})$/.exec(m.subtext?.trim() ?? '');
  if (!s) return undefined;
  // "orders, Q3 2026" is said "orders in Q3 2026".
  const named = inSentence(m.label).replace(/,\s(?=(?:Q[1-4]|FY)?\s?\d{4}$|Q[1-4]\b)/, ' in ');
  return `${m.value} ${named}, ${s[1] === '+' ? 'up' : 'down'} ${s[2]} on ${s[3]}`;
}

/** A takeaway whose figures another title already says ("… to NOK 1,240M in 2025") says it twice. */
function saidBefore(title: string, titles: Set<string>): boolean {
  const figures = figuresIn(title.toLowerCase()).filter((f) => !YEAR.test(f));
  return figures.length > 0 && [...titles].some((t) => figures.every((f) => t.includes(f)));
}

/** A point that measures something: a figure that is not only a year or a quarter ("since 1921"). */
const measures = (item: string) =>
  (item.match(/(?:Q[1-4]\s?)?\d[\d.,]*/g) ?? []).some((f) => !PERIOD.test(f.replace(/[.,]$/, '')));

/** The takeaways a slide's own matter can say, the likeliest first. */
function candidates(slide: TitledSlide, sources: string[], lang: string): string[] {
  const c = slide.content;
  const out: (string | undefined)[] = [];
  // A row of figures leads with the one worth most: its takeaway is the slide's, or there is none.
  if (slide.type === 'metrics')
    for (const m of (c.metrics ?? []).slice(0, 1)) {
      // "€38.6M" revenue with "2025: €34.9M" under it.
      const before = /^(\p{L}{0,8}\s?\d{4})\s?:\s(\S{1,20}(?:\s\S{1,6})?)$/u.exec(m.subtext?.trim() ?? '');
      if (before) out.push(changeOf(m.label, before[2]!, m.value, '', lang));
      if (lang === 'en') out.push(metricSaid(m));
      if (m.subtext) out.push(...beforeAndNow(m.subtext, lang), ...claimOf(m.subtext, lang));
    }
  // A list's takeaway is its lead: the first point that measures something, or none.
  const lead = (c.items ?? []).find(measures);
  if (slide.type === 'content' && lead) out.push(...beforeAndNow(lead, lang), ...claimOf(lead, lang));
  if (slide.type === 'chart' && c.chart) out.push(...chartTakeaway(slide.title, c.chart, sources, lang));
  if (slide.type === 'table') out.push(...tableTakeaway(slide.title, c, lang));
  return out.filter((x): x is string => Boolean(x));
}

/** The titles of the slides that organise a deck, in this locale: they keep their titles. */
function organising(L: Locale): Set<string> {
  const next = Object.values(L.kinds).map((k) => (k.sections as { next?: { title: string } }).next?.title);
  return new Set(
    [L.agenda, L.askTitle, L.thanks.title, L.discussion.title, ...next]
      .filter(Boolean)
      .map((t) => t!.toLowerCase()),
  );
}

/**
 * Each slide that argues titled by its takeaway, where one can be said surely; every other title
 * as it was. `named` are the sections the brief or its checklist asked for by name: their slides
 * keep the name they were asked by.
 */
export function withTakeaways<S extends TitledSlide>(
  slides: S[],
  L: Locale,
  sources: string[],
  named: Named[] = [],
): S[] {
  const lang = (Object.keys(LOCALES) as (keyof typeof LOCALES)[]).find((k) => LOCALES[k] === L);
  if (!lang) return slides;
  const w = LOCALES[lang].takeaways;
  const keep = organising(L);
  // The brief's own headings name its sections too ("=== 1. Résultats 2026 ===").
  const asked = named.map((n) => n.title.toLowerCase());
  const titles = new Set(slides.map((s) => s.title.toLowerCase()));
  return slides.map((s, i) => {
    const title = s.title.toLowerCase();
    if (!ARGUING.has(s.type) || keep.has(title) || CONTINUED.test(s.title)) return s;
    // A slide that goes on on the next keeps the title the next one continues.
    if (slides[i + 1] && CONTINUED.test(slides[i + 1]!.title) && slides[i + 1]!.title.startsWith(s.title))
      return s;
    // A slide asked for by name keeps a word of its name ("installs"), so the ask stays answered.
    const name = asked.find((a) => title.includes(a) || a.includes(title));
    // (Its words of four letters or more, and its acronyms: "OEE" of "OEE-Entwicklung".)
    const own = named.find((n) => n.title.toLowerCase() === name)?.title ?? '';
    const acronyms = (own.match(/\p{Lu}{2,}/gu) ?? []).map((x) => x.toLowerCase());
    const kept = name ? wordsOf(name).filter((x) => x.length >= 4 || acronyms.includes(x)) : [];
    if (name && !kept.length) return s;
    // "On-time dispatch against the 98% SLA" names the line; where the measure was is the point.
    const held =
      s.type === 'chart' && s.content.chart && heldTakeaway(s.title, s.content.chart, sources, lang);
    if (alreadySays(s.title, w) && !held) return s;
    // The other slides' titles: a takeaway says what none of them says.
    const others = new Set([...titles].filter((t) => t !== title));
    const said = candidates(s, sources, lang).find(
      (c) =>
        fitsOnSlide(c, w, sources) &&
        !others.has(c.toLowerCase()) &&
        !saidBefore(c, others) &&
        (!name || wordsOf(c).some((x) => kept.includes(x))),
    );
    if (!said) return s;
    titles.add(said.toLowerCase());
    return { ...s, title: said };
  });
}
