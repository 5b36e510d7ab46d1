import {
  BRIEF_MAX,
  CHECKLIST_TEXT_MAX,
  METADATA_FIELD_MAX,
  METRICS_MAX_COLUMNS,
  PRESENTATION_TITLE_MAX,
} from '../../../common/limits';
import type { Metric, SlideContent } from '../../../common/slides/model';
import { chartOfTable, tableOfChart } from '../../../common/slides/readData';
import { notesFor } from '../../../common/slides/speakerNotes';
import { SLIDE_TYPE_REGISTRY, type SlideType } from '../../../common/slides/types';
import { builtInTheme } from '../../../common/themes/builtIn';
import { addSlide } from './addSlides';
import { itemIndex } from './bullets';
import {
  chartPoint,
  chartSeries,
  chartStyle,
  chartTotal,
  chartValue,
  indexesNamed,
  removeRow,
  renameSeries,
  shiftDates,
  stepDate,
  tableColumn,
  tableHeading,
  tableRow,
  tableSort,
  tableTotal,
  timelineSteps,
} from './dataEdits';
import { describeSlide } from './describeSlide';
import { findWords, slidesNamed, slidesSaying } from './findWords';
import type { BulletRef, Intent, Of, Target } from './intents';
import { moveItem, setSide, swapItems, swapSides } from './itemEdits';
import { setItemFigure, withOld } from './itemFigures';
import { mergeSlides } from './mergeSlides';
import { changeMetric, readMetric, removeMetric } from './metricEdits';
import { backgroundColors, clip, clipItems, clipNotes, clipText, clipTitle } from './newSlide';
import { OK, type Plan, type PlanSlide, type Result } from './plan';
import { say } from './questions';
import { positionOf, resolve, resolveOne } from './resolve';
import { hasDetail, setDetail } from './slideDetails';
import { cap } from './slots';
import { splitSlide } from './splitSlides';
import { figureSaid, setTableCell } from './tableCells';
import { takeawayTitle } from './takeawayTitle';
import {
  addToSlide,
  checkItem,
  clearItems,
  listSlides,
  removeItem,
  replaceText,
  sayText,
  setItem,
} from './textEdits';
import { typedNote } from './typedNote';

/** Commands that remove what they name: a slide name that is only close is asked about first. */
const DESTRUCTIVE = new Set<Intent['kind']>([
  'delete',
  'remove_item',
  'remove_metric',
  'items',
  'remove_row',
]);

/** Turns one intent into changes of the plan. */
export function applyIntent(intent: Intent, plan: Plan): Result {
  plan.destructive = DESTRUCTIVE.has(intent.kind);
  switch (intent.kind) {
    case 'add_slide':
      return addSlide(intent, plan);
    case 'agenda':
      return agenda(plan, intent.position);
    case 'agenda_entry':
      return one(intent.target, plan, (id, n) => agendaEntry(plan, id, n, intent));
    case 'rename':
      return one(intent.target, plan, (id, n) => {
        if (!intent.title) return { say: say.newTitle(n) };
        return plan.update(id, { title: clipTitle(intent.title) });
      });
    case 'deck_title': {
      const title = intent.title.trim().slice(0, PRESENTATION_TITLE_MAX);
      if (!title) return { say: say.deckTitle() };
      return plan.push({ op: 'update_title', title });
    }
    case 'set_type':
      return each(intent.target, plan, (id) => {
        const sides = intent.comparison;
        const side = (title: string) => ({ title: cap(title), items: [] });
        plan.update(id, {
          type: intent.type,
          ...(sides
            ? { content: { comparison: { left: side(sides.left), right: side(sides.right) } } }
            : dataKept(plan.get(id)!.content, intent.type)),
        });
      });
    case 'color':
      return each(intent.target, plan, (id) => {
        const s = plan.get(id)!;
        const content =
          intent.which === 'text'
            ? { textColor: intent.color }
            : backgroundColors(intent.color, Boolean(s.content.textColor));
        plan.update(id, { content });
      });
    case 'set_text': {
      const target = withField(intent.target, plan, intent.field);
      const r = resolve(target, plan);
      if ('say' in r) return r;
      // A field the slide's type does not draw is not set where nobody would see it (none is, then).
      const unseen = r.ids.find((id) => !shows(plan.get(id)!, intent.field));
      if (unseen) return { say: say.noField(plan.indexOf(unseen) + 1, intent.field) };
      // (The slides resolved once, above, and all checked before any changes.)
      for (const id of r.ids) plan.update(id, { content: { [intent.field]: clipText(intent.value) } });
      return OK;
    }
    case 'items':
      if (intent.mode === 'clear') return clearItems(plan, intent.target);
      return each(intent.target, plan, (id) => {
        const before = intent.mode === 'add' ? (plan.get(id)!.content.items ?? []) : [];
        // "after the first one": in that place; a place past the end is the end.
        const at =
          Math.min((intent.mode === 'add' ? intent.at : undefined) ?? before.length + 1, before.length + 1) -
          1;
        const items = [...before.slice(0, at), ...intent.items, ...before.slice(at)];
        plan.update(id, { content: { items: clipItems(items) } });
      });
    case 'set_item':
      return one(bulletSlide(intent.target, plan, intent.which), plan, (id, n) =>
        setItem(plan, id, n, intent.which, intent.text),
      );
    case 'move_item':
      return one(bulletSlide(intent.target, plan, intent.which), plan, (id, n) =>
        moveItem(plan, id, n, intent),
      );
    case 'swap_items':
      return one(pairSlide(intent.target, plan, intent.a, intent.b), plan, (id, n) =>
        swapItems(plan, id, n, intent.a, intent.b),
      );
    case 'swap_sides':
      return one(withField(intent.target, plan, 'comparison'), plan, (id, n) => swapSides(plan, id, n));
    case 'set_side': {
      // "rename the lead column to Owner": a comparison's side, else a table's column of that heading.
      const side = one(withField(intent.target, plan, 'comparison'), plan, (id, n) =>
        setSide(plan, id, n, intent),
      );
      const named = typeof intent.side === 'object' ? intent.side.heading : undefined;
      if (!('say' in side) || intent.mode !== 'set' || !named || !intent.title) return side;
      return tableHeadingNamed(plan, intent.target, named, intent.title) ?? side;
    }
    case 'say_text':
      return one(intent.target, plan, (id, n) => sayText(plan, id, n, intent.value));
    case 'replace_text':
      return replaceText(
        plan,
        intent.find,
        intent.replacement,
        intent.field ? withField(intent.target ?? { kind: 'it' }, plan, intent.field) : intent.target,
        intent.field,
      );
    case 'detail':
      return one(
        soleSlide(intent.target, plan, (s) => hasDetail(s, intent.detail)),
        plan,
        (id, n) => setDetail(plan, id, n, intent),
      );
    case 'set_figure': {
      // "4.6 not 4.7": the old figure said after the new one finds it; it is no part of the value.
      const said = withOld(intent.value);
      const value = clipText(figureSaid(said.value));
      const relabel = intent.newLabel ? { label: clipText(intent.newLabel) } : {};
      const metric = changeMetric(
        plan,
        intent.label,
        { value, ...relabel },
        intent.target,
        !!intent.newLabel,
      );
      // No metric so labelled: a table's cell by its row and column ("glasgow staff is 68"), or a
      // bullet that says the figure ("the satisfaction thing is 4.6 not 4.7").
      if (!('say' in metric) || typeof intent.label !== 'string') return metric;
      // Elsewhere a figure has no label of its own: the words said after it stay with it.
      const whole = intent.newLabel ? clipText(`${value} ${intent.newLabel}`) : value;
      return (
        setTableCell(plan, intent.label, whole, intent.target) ??
        setItemFigure(plan, intent.label, whole, said.old, intent.target) ??
        chartCategoryValue(plan, intent.label, whole, intent.target) ??
        metric
      );
    }
    case 'metric_label':
      return changeMetric(plan, intent.label, { label: clipText(intent.newLabel) }, intent.target);
    case 'check_item':
      return checkItem(plan, intent.text, intent.completed);
    case 'list_slides':
      return listSlides(plan, intent.bulletsOver);
    case 'find_words':
      return findWords(intent, plan);
    case 'read_slide':
      return one(intent.target, plan, (id, n) => ({
        say: describeSlide(plan.get(id)!, n, plan.slides.length),
      }));
    case 'read_metric':
      return readMetric(plan, intent.label, intent.target);
    case 'read_total':
      return chartTotal(intent, plan);
    case 'remove_metric':
      return removeMetric(plan, intent.which, intent.target);
    case 'remove_item': {
      // "remove the 2027 one", no slide said or selected: words several slides say are asked
      // about, never taken for the one bullet that happens to hold them alone.
      const unplaced = intent.target.kind === 'it' && !plan.last && !plan.selectedId;
      const words = unplaced && 'text' in intent.which ? String(intent.which.text) : '';
      const holding = words ? slidesSaying(words, plan) : [];
      if (holding.length > 1) return { say: say.whichHolding(words, slidesNamed(holding, plan)) };
      return one(bulletSlide(intent.target, plan, intent.which), plan, (id, n) =>
        removeItem(plan, id, n, intent.which),
      );
    }
    case 'add_to_slide':
      return one(intent.target, plan, (id, n) => addToSlide(plan, id, n, intent));
    case 'metrics':
      return setMetrics(intent, plan);
    case 'notes':
      return notes(intent, plan);
    case 'chart_style':
      return chartStyle(intent, plan);
    case 'chart_series':
      return chartSeries(intent, plan);
    case 'series_name':
      return renameSeries(intent, plan);
    case 'table_row':
      return tableRow(intent, plan);
    case 'table_total':
      return tableTotal(intent, plan);
    case 'table_column':
      return tableColumn(intent, plan);
    case 'table_heading':
      return tableHeading(intent, plan);
    case 'table_sort':
      return tableSort(intent, plan);
    case 'remove_row':
      return removeRow(intent, plan);
    case 'timeline_steps':
      return timelineSteps(intent, plan);
    case 'shift_dates':
      return shiftDates(intent, plan);
    case 'step_date':
      return stepDate(intent, plan);
    case 'chart_point':
      return chartPoint(intent, plan);
    case 'chart_value':
      return chartValue(intent, plan);
    case 'takeaway_title':
      return takeawayTitle(intent, plan);
    case 'merge':
      return mergeSlides(intent, plan);
    case 'split':
      return splitSlide(intent, plan);
    case 'delete': {
      // "and delete the last one" right after a bullet of the selected slide changed: its last bullet.
      const { target } = intent;
      if (target.kind === 'edge' && target.count === 1 && target.fromEnd && itemsJustChanged(plan))
        return one({ kind: 'selected' }, plan, (id, n) => removeItem(plan, id, n, { fromEnd: true }));
      return remove(target, plan);
    }
    case 'move':
      return one(intent.target, plan, (id) => {
        const at = positionOf(intent.position, plan, id);
        if (typeof at === 'object') return at;
        return plan.move(id, at);
      });
    case 'swap':
      return swap(intent.a, intent.b, plan);
    case 'duplicate':
      return each(intent.target, plan, (id) => {
        for (let k = 0; k < Math.min(intent.times ?? 1, 10); k++) plan.duplicate(id);
      });
    case 'theme': {
      const theme = intent.theme === 'brand' ? null : intent.theme;
      // The brand kit is no theme (null): asked for again, it is said so too, not an empty reply.
      if ((plan.deck.theme ?? null) === theme)
        return { say: say.sameTheme(theme ? builtInTheme(theme)!.name : 'brand kit') };
      return plan.push({ op: 'set_theme', theme });
    }
    case 'brief': {
      const text = intent.mode === 'add' && plan.brief ? `${plan.brief}\n\n${intent.text}` : intent.text;
      plan.brief = clip(text, BRIEF_MAX);
      return plan.push({ op: 'update_brief', brief: plan.brief });
    }
    case 'checklist':
      return plan.push({
        op: 'add_checklist_items',
        items: intent.items.map((i) => clip(i, CHECKLIST_TEXT_MAX)),
      });
    case 'metadata':
      // "change the date to the 15th": a day without its month could be any date the deck shows.
      if (intent.field === 'presentationDate' && DAY_ALONE.test(intent.value.trim()))
        return { say: say.whichDate(datesShown(plan)) };
      return plan.push({
        op: 'update_metadata',
        metadata: { [intent.field]: clip(intent.value, METADATA_FIELD_MAX) },
      });
    case 'ask':
      return { say: intent.text };
    case 'help':
      return { say: say.help() };
    case 'draft':
      return { say: say.draftAlone() };
    // Alone in its message it is resolved before any other command (./index.ts).
    case 'undo':
      return { say: say.undoAlone() };
  }
}

/** "the 15th", "15th", "the 3rd": a day of some month. */
const DAY_ALONE = /^(?:the )?\d{1,2}(?:st|nd|rd|th)$/i;

/** The dates the deck shows, where: the cover's line that has one, each timeline step's. */
function datesShown(plan: Plan): string[] {
  return plan.slides.flatMap((s, i) => {
    const where = `slide ${i + 1}`;
    if ((s.type === 'title' || s.type === 'strategic_title') && /\d/.test(s.content.subtitle ?? ''))
      return [`the cover's “${s.content.subtitle}” (${where})`];
    return (s.content.steps ?? [])
      .filter((st) => st.date)
      .map((st) => `“${st.label}”, ${st.date} (timeline, ${where})`);
  });
}

/**
 * Figures set or added on a slide; "add a fifth number: 212 staff", no slide said, on the deck's
 * one metrics slide. A metrics slide shows at most four figures (SPEC): one more is asked about,
 * never squeezed in.
 */
function setMetrics(intent: Of<'metrics'>, plan: Plan): Result {
  const adding = intent.mode === 'add';
  const target = adding ? soleSlide(intent.target, plan, (s) => s.type === 'metrics') : intent.target;
  return each(target, plan, (id, n) => {
    const s = plan.get(id)!;
    const before: Metric[] = adding ? (s.content.metrics ?? []) : [];
    if (
      s.type === 'metrics' &&
      before.length &&
      before.length + intent.metrics.length > METRICS_MAX_COLUMNS
    ) {
      const said = intent.metrics.map((m) => `“${m.value} ${m.label}”`.replace(' ”', '”')).join(' and ');
      return { say: say.metricsFull(n, before.length, METRICS_MAX_COLUMNS, said) };
    }
    plan.update(id, { content: { metrics: [...before, ...intent.metrics] } });
  });
}

/**
 * A command with no slide selected or named: the one slide that has what it names ("change the
 * subtitle to X": the one slide with a subtitle), by its number. Each test is tried in turn, the
 * first that any slide passes decides; none for a slide this message adds.
 */
function soleSlide(target: Target, plan: Plan, ...tests: ((s: PlanSlide) => boolean)[]): Target {
  if (target.kind !== 'it' || plan.last || plan.selectedId) return target;
  const has = tests.map((test) => plan.slides.filter(test)).find((found) => found.length) ?? [];
  const n = has.length === 1 ? plan.deck.slides.findIndex((s) => s.id === has[0]!.id) + 1 : 0;
  return n > 0 ? { kind: 'numbers', numbers: [n] } : target;
}

/** Whether a slide shows a field: its type draws it, or the slide holds it already. */
const shows = (s: PlanSlide, field: string) =>
  (SLIDE_TYPE_REGISTRY[s.type as SlideType]?.fields as readonly string[] | undefined)?.includes(field) ||
  (s.content as Record<string, unknown>)[field] != null;

/** "change the subtitle to X": the one slide that shows that field. */
const withField = (target: Target, plan: Plan, field: string) =>
  soleSlide(target, plan, (s) => (s.content as Record<string, unknown>)[field] != null);

/** "delete the bullet Launch": the one slide with that bullet, else with one bullet holding those words. */
function bulletSlide(target: Target, plan: Plan, which: object): Target {
  if (!('text' in which)) return target;
  const text = String(which.text).trim().toLowerCase();
  const items = (s: PlanSlide) => s.content.items ?? [];
  return soleSlide(
    target,
    plan,
    (s) => items(s).some((i) => i.trim().toLowerCase() === text),
    (s) => itemIndex(items(s), { text }) >= 0,
  );
}

/** "swap revenue and new clients": the one slide with both, as bullets or as figures. */
function pairSlide(target: Target, plan: Plan, a: BulletRef, b: BulletRef): Target {
  if (!('text' in a) || !('text' in b)) return target;
  return soleSlide(target, plan, (s) =>
    [s.content.items ?? [], (s.content.metrics ?? []).map((m) => m.label)].some(
      (list) => itemIndex(list, a) >= 0 && itemIndex(list, b) >= 0,
    ),
  );
}

type Each = (id: string, n: number) => unknown;

function each(target: Target, plan: Plan, fn: Each): Result {
  const r = resolve(target, plan);
  if ('say' in r) return r;
  for (const id of r.ids) {
    const out = fn(id, plan.indexOf(id) + 1);
    if (out && typeof out === 'object' && 'say' in out) return out as Result;
  }
  return OK;
}

/** Commands that make sense for one slide only: a list of several asks which one. */
function one(target: Target, plan: Plan, fn: (id: string, n: number) => Result): Result {
  const r = resolveOne(target, plan);
  return 'say' in r ? r : fn(r.id, r.n);
}

function remove(target: Target, plan: Plan): Result {
  const r = resolve(target, plan);
  if ('say' in r) return r;
  // Emptying the deck is never a guess: the user says how many slides that is.
  // Every slide of a type that is not every slide is named plainly enough ("delete all metrics slides").
  if (target.kind === 'all' && (!target.type || r.ids.length === plan.slides.length)) {
    if (target.count === undefined) return { say: say.confirmDeleteAll(r.ids.length) };
    if (target.count !== r.ids.length) return { say: say.countMismatch(target.count, r.ids.length) };
  }
  for (const id of r.ids) plan.remove(id);
  return OK;
}

function notes(intent: Of<'notes'>, plan: Plan): Result {
  const r = resolve(intent.target, plan);
  if ('say' in r) return r;
  if (intent.mode === 'clear') {
    // "remove all speaker notes": only the slides that have some change.
    const ids = intent.target.kind === 'all' ? r.ids.filter((id) => plan.get(id)!.notes) : r.ids;
    if (!ids.length) return { say: say.noNotes() };
    for (const id of ids) plan.update(id, { notes: '' });
    return OK;
  }
  if (intent.text !== undefined) {
    const typed = typedNote(intent.text, plan);
    for (const id of r.ids) {
      const before = plan.get(id)!.notes;
      const text = intent.mode === 'add' && before ? `${before}\n${typed}` : typed;
      plan.update(id, { notes: clipNotes(text) });
    }
    return OK;
  }
  // No text given: notes are written from each slide's content, where it has none yet.
  const empty = r.ids.filter((id) => !plan.get(id)!.notes.trim());
  if (!empty.length)
    return { say: r.ids.length === 1 ? say.hasNotes(plan.indexOf(r.ids[0]!) + 1) : say.allHaveNotes() };
  for (const id of empty) plan.update(id, { notes: clipNotes(notesFor(plan.get(id)!)) });
  return OK;
}

const FRAMING = new Set(['title', 'strategic_title', 'thank_you']);

/** "turn the chart into a table": its data drawn the other way, not left behind. */
function dataKept(content: SlideContent, type: string): { content?: SlideContent } {
  const { chart, table } = content;
  if (type === 'table' && chart && !table) return { content: { table: tableOfChart(chart) } };
  const plotted = type === 'chart' && table && !chart ? chartOfTable(table) : undefined;
  return plotted ? { content: { chart: plotted } } : {};
}

const isAgenda = (title: string) => title.trim().toLowerCase() === 'agenda';

/** "summarise the deck into an agenda slide": the titles of the slides between opening and close. */
function agenda(plan: Plan, position: Parameters<typeof positionOf>[0] | undefined): Result {
  const items = plan.slides
    .filter((s) => !FRAMING.has(s.type) && s.title.trim() && !isAgenda(s.title))
    .map((s) => s.title.trim());
  if (!items.length) return { say: say.noAgenda() };
  // "update the agenda": the deck's agenda says the titles again, unless a new one is placed.
  const own = position ? undefined : plan.slides.find((s) => s.type === 'content' && isAgenda(s.title));
  if (own) {
    return plan.update(own.id, { content: { items: clipItems(items) } });
  }
  let at: number | { say: string };
  if (position) at = positionOf(position, plan);
  else {
    // After the opening slides, where an agenda belongs.
    let k = 0;
    while (
      k < plan.slides.length &&
      (plan.slides[k]!.type === 'title' || plan.slides[k]!.type === 'strategic_title')
    )
      k++;
    at = k + 1;
  }
  if (typeof at === 'object') return at;
  plan.add({ type: 'content', title: 'Agenda', content: { items: clipItems(items) } }, at);
  return OK;
}

/** Words that say little of which slide is meant. */
const SLIGHT = new Set([
  'the',
  'a',
  'an',
  'of',
  'and',
  'to',
  'for',
  'our',
  'we',
  'what',
  'slide',
  'one',
  'bit',
  'part',
]);
const wordsIn = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !SLIGHT.has(w));

/**
 * "the agenda is missing the partner asks": the slide those words name (by its title, else the one
 * slide the agenda does not list whose title shares the most of them, "partner" in "partners"),
 * its title added to the agenda.
 */
function agendaEntry(plan: Plan, id: string, n: number, intent: Of<'agenda_entry'>): Result {
  const items = plan.get(id)!.content.items;
  if (!items) return { say: say.noBullets(n) };
  const listed = new Set(items.map((i) => i.trim().toLowerCase()));
  const named = resolveOne(intent.slide, plan);
  let title = 'id' in named && named.id !== id ? plan.get(named.id)!.title : undefined;
  if (!title) {
    if (intent.slide.kind !== 'named') return named as Result;
    const said = wordsIn(intent.slide.name);
    const open = plan.slides.filter(
      (s) => s.id !== id && !FRAMING.has(s.type) && !listed.has(s.title.trim().toLowerCase()),
    );
    const score = open.map((s) => {
      const words = wordsIn(s.title);
      return said.filter((w) => words.some((t) => t === w || (w.length >= 4 && t.startsWith(w)))).length;
    });
    const best = Math.max(0, ...score);
    if (best === 0 || score.filter((k) => k === best).length !== 1)
      return { say: say.whichAgendaEntry(intent.slide.name) };
    title = open[score.indexOf(best)]!.title;
  }
  if (listed.has(title.trim().toLowerCase())) return { say: say.alreadyListed(title, n) };
  const next = intent.at === 'start' ? [title, ...items] : [...items, title];
  return plan.update(id, { content: { items: clipItems(next) } });
}

function swap(a: Target, b: Target, plan: Plan): Result {
  const ra = resolve(a, plan);
  if ('say' in ra) return ra;
  const rb = resolve(b, plan);
  if ('say' in rb) return rb;
  const [x, y] = [ra.ids[0]!, rb.ids[0]!].sort((p, q) => plan.indexOf(p) - plan.indexOf(q));
  const ix = plan.indexOf(x!);
  const iy = plan.indexOf(y!);
  if (ix === iy) return OK;
  plan.move(y!, ix + 1);
  return plan.move(x!, iy + 1);
}

/**
 * "wales should be 4.5": no metric, cell or bullet says it, but a chart of the deck (the one named,
 * else the deck's only chart that has it) has a category of that name: its value changes.
 */
function chartCategoryValue(plan: Plan, label: string, value: string, target?: Target): Result | undefined {
  const n = Number(value.replace(/[,£$€%\s]/g, ''));
  if (!Number.isFinite(n) || !/\d/.test(value)) return undefined;
  // Said in full or by its first words ("Q3" for "Q3 2026").
  const on = soleSlide(
    target ?? { kind: 'it' },
    plan,
    (s) => indexesNamed(s.content.chart?.categories ?? [], label).length > 0,
  );
  const result = chartValue({ kind: 'chart_value', target: on, category: label, value: n }, plan);
  return 'say' in result ? undefined : result;
}

/**
 * A column heading of a table, when "the X column" named no comparison's side: on the table named,
 * else on the deck's one table with that heading.
 */
function tableHeadingNamed(plan: Plan, target: Target, column: string, heading: string): Result | undefined {
  const on = soleSlide(target, plan, (s) =>
    Boolean(s.content.table?.header.some((h) => h.toLowerCase() === column.toLowerCase())),
  );
  const renamed = tableHeading({ kind: 'table_heading', target: on, column, heading }, plan);
  return 'say' in renamed ? undefined : renamed;
}

/** Whether the conversation's last change was to the bullets of the slide selected now. */
function itemsJustChanged(plan: Plan): boolean {
  return Boolean(
    plan.selectedId &&
      plan.lastChange?.undo?.some(
        (op) => op.op === 'update_slide' && op.slideId === plan.selectedId && op.content?.items !== undefined,
      ),
  );
}
