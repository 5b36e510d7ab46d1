import type { SlideContent } from '../../../common/slides/model';
import { itemIndex } from './bullets';
import { entries } from './cursor';
import { isDateOnly } from './dataSlots';
import type { BulletRef, Of, Target } from './intents';
import { clipText, clipTitle } from './newSlide';
import { OK, type Plan, type PlanSlide, type Result } from './plan';
import { say } from './questions';
import { norm, resolve } from './resolve';
import { cap } from './slots';
import { isLetter } from './tokenizer';

/** Rules for the words on slides: one bullet or all, a text found anywhere, "say X", a checklist tick. */

const isWordChar = (ch: string | undefined) => ch !== undefined && (isLetter(ch) || (ch >= '0' && ch <= '9'));

/** `text` with each whole-word match of `needle` (in lower case, matched in any case) replaced by what `by` gives. */
export function replacedWholeWords(text: string, needle: string, by: (at: number) => string): string {
  const lower = text.toLowerCase();
  let out = '';
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + 1)) {
    if (at < from || isWordChar(text[at - 1]) || isWordChar(text[at + needle.length])) continue;
    out += text.slice(from, at) + by(at);
    from = at + needle.length;
  }
  return out + text.slice(from);
}

/** "edit bullet 2 to say X": that bullet only. */
export function setItem(plan: Plan, id: string, n: number, which: BulletRef, text: string): Result {
  // A timeline's steps are its list: "call the first step X" relabels a step, its date kept.
  const steps = plan.get(id)!.content.steps;
  if (!plan.get(id)!.content.items?.length && steps?.length) {
    const at = itemIndex(
      steps.map((st) => st.label),
      which,
    );
    if (at < 0) return { say: say.noSuchBullet(n) };
    const next = steps.map((st, i) => (i === at ? { ...st, label: clipText(text) } : st));
    return plan.update(id, { content: { steps: next } });
  }
  const items = [...(plan.get(id)!.content.items ?? [])];
  if (!items.length) return { say: say.noBullets(n) };
  const index = itemIndex(items, which);
  if (index < 0) return { say: say.noSuchBullet(n) };
  items[index] = clipText(text);
  return plan.update(id, { content: { items } });
}

/** Fields whose words a statement shows; other types have a title and several texts, so we ask. */
const SAYS: Record<string, 'text'> = { statement: 'text' };

export function sayText(plan: Plan, id: string, n: number, value: string): Result {
  const s = plan.get(id)!;
  const field = SAYS[s.type];
  if (!field) return { say: say.whichPart(n) };
  // A statement said in two parts ("If it isn't on your table by 6am," + "it's free.") says the new
  // words in its first part, its highlight emptied: the slide reads them once, as said.
  if (!s.content.text && s.content.mainText)
    return plan.update(id, { content: { mainText: clipText(value), highlightText: '' } });
  return plan.update(id, { content: { [field]: clipText(value) } });
}

/**
 * Every occurrence of a text in slide titles and the words of their content, whatever its case;
 * one update per slide touched. Colours, pictures and html are not words the user reads, so they
 * are never searched.
 */
export function replaceText(
  plan: Plan,
  find: string,
  replacement: string,
  target?: Target,
  field?: 'title' | 'subtitle' | 'text',
): Result {
  let slides = [...plan.slides];
  if (target) {
    const r = resolve(target, plan);
    if ('say' in r) return r;
    slides = slides.filter((s) => r.ids.includes(s.id));
  }
  const needle = find.toLowerCase();
  if (!needle.trim()) return { say: say.notFound(find) };
  const step = stepDated(slides, needle, replacement);
  if (step) return step(plan);
  // Whole words only: "rev" is not replaced inside "revenue". "speed wins" → "focus wins" at the
  // start of "Speed wins" keeps the capital.
  const swap = (s: string): string =>
    replacedWholeWords(s, needle, (at) =>
      at === 0 && s[0] !== s[0]!.toLowerCase()
        ? replacement[0]!.toUpperCase() + replacement.slice(1)
        : replacement,
    );
  const changed = slides.flatMap((s) => {
    // "the subtitle should be Q3 not Q2": that field only.
    const title = !field || field === 'title' ? swap(s.title) : s.title;
    const content = !field
      ? swapContent(s.content, swap)
      : field === 'title'
        ? undefined
        : swapField(s.content, field, swap);
    return title === s.title && !content ? [] : [{ s, title, content }];
  });
  if (!changed.length) return { say: say.notFound(find) };
  // "change bristol to bath" with the word on two slides: which one(s) is asked, never guessed.
  if (!target && changed.length > 1)
    return {
      say: say.whereReplace(
        find,
        changed.map((c) => plan.indexOf(c.s.id) + 1),
      ),
    };
  for (const { s, title, content } of changed)
    plan.update(s.id, {
      ...(title !== s.title ? { title: clipTitle(title) } : {}),
      ...(content ? { content } : {}),
    });
  return OK;
}

/**
 * "change week 3 to IT, Wi-Fi & signage set up": a timeline's step named by its whole date gets
 * the new words as its label (its date kept), unless they are a date themselves ("to week 4").
 */
function stepDated(slides: Plan['slides'], needle: string, replacement: string) {
  if (isDateOnly(replacement)) return undefined;
  const dated = slides.flatMap((s) =>
    (s.content.steps ?? []).flatMap((st, k) => (st.date?.trim().toLowerCase() === needle ? [{ s, k }] : [])),
  );
  if (dated.length !== 1) return undefined;
  const [{ s, k }] = dated as [(typeof dated)[number]];
  return (plan: Plan): Result => {
    const steps = s.content.steps!.map((st, i) =>
      i === k ? { ...st, label: clipText(cap(replacement)) } : st,
    );
    return plan.update(s.id, { content: { steps } });
  };
}

function swapField(k: SlideContent, field: 'subtitle' | 'text', swap: (s: string) => string) {
  const v = k[field];
  return typeof v === 'string' && swap(v) !== v ? { [field]: clipText(swap(v)) } : undefined;
}

const TEXT_KEYS = entries('subtitle|text|mainText|highlightText|author|clientName|agency');

/** The content fields that change, or undefined when the text is not in them. */
function swapContent(k: SlideContent, swap: (s: string) => string): SlideContent | undefined {
  const out: Record<string, unknown> = {};
  const rec = k as Record<string, unknown>;
  for (const key of TEXT_KEYS) {
    const v = rec[key];
    if (typeof v === 'string' && swap(v) !== v) out[key] = clipText(swap(v));
  }
  if (k.items?.some((i) => swap(i) !== i)) out.items = k.items.map((i) => clipText(swap(i)));
  if (k.metrics?.some((m) => JSON.stringify(m) !== JSON.stringify(swapMetric(m, swap))))
    out.metrics = k.metrics.map((m) => swapMetric(m, swap));
  if (k.comparison) {
    const side = <S extends { title: string; items: string[] }>(s: S): S => ({
      ...s,
      title: swap(s.title),
      items: s.items.map(swap),
    });
    const c = { ...k.comparison, left: side(k.comparison.left), right: side(k.comparison.right) };
    if (JSON.stringify(c) !== JSON.stringify(k.comparison)) out.comparison = c;
  }
  if (k.table) {
    const t = { ...k.table, header: k.table.header.map(swap), rows: k.table.rows.map((r) => r.map(swap)) };
    if (JSON.stringify(t) !== JSON.stringify(k.table)) out.table = t;
  }
  // A chart's unit and series names are its words too ("Parcels (k)"); values are not.
  if (k.chart) {
    const c = {
      ...k.chart,
      series: k.chart.series.map((se) => ({ ...se, name: swap(se.name) })),
      ...(k.chart.unit !== undefined ? { unit: swap(k.chart.unit) } : {}),
    };
    if (JSON.stringify(c) !== JSON.stringify(k.chart)) out.chart = c;
  }
  // A timeline's steps are its words too ("in the plan, change Design to Prototype"); dates are not.
  if (k.steps) {
    const steps = k.steps.map((st) => ({
      ...st,
      label: clipText(swap(st.label)),
      ...(st.text !== undefined ? { text: clipText(swap(st.text)) } : {}),
    }));
    if (JSON.stringify(steps) !== JSON.stringify(k.steps)) out.steps = steps;
  }
  return Object.keys(out).length ? (out as SlideContent) : undefined;
}

function swapMetric<M extends { value: string; label: string; subtext?: string }>(
  m: M,
  swap: (s: string) => string,
): M {
  return {
    ...m,
    value: swap(m.value),
    label: swap(m.label),
    ...(m.subtext !== undefined ? { subtext: swap(m.subtext) } : {}),
  };
}

/** "mark pricing as not done": the checklist item of that name (or the one name it is part of). */
export function checkItem(plan: Plan, text: string, completed: boolean): Result {
  const list = plan.deck.checklist;
  const exact = list.filter((i) => norm(i.text) === norm(text));
  const found = exact.length ? exact : list.filter((i) => norm(i.text).includes(norm(text)));
  if (found.length !== 1) return { say: say.noChecklistItem(text) };
  const item = found[0]!;
  if (item.completed === completed) return { say: say.alreadyChecked(item.text, completed) };
  return plan.push({ op: 'update_checklist_item', itemId: item.id, completed });
}

/** "clear the bullets on slide 2": one update per slide; "…on every slide" skips those without. */
export function clearItems(plan: Plan, target: Target): Result {
  const r = resolve(target, plan);
  if ('say' in r) return r;
  const has = r.ids.filter((id) => plan.get(id)!.content.items?.length);
  if (!has.length)
    return { say: r.ids.length === 1 ? say.noBullets(plan.indexOf(r.ids[0]!) + 1) : say.noBulletsAnywhere() };
  for (const id of has) plan.update(id, { content: { items: [] } });
  return OK;
}

/**
 * "remove bullet 2", "remove the bullet markets", "delete bullets 2 and 3", "remove the last two
 * bullets": one update of the slide, or a question when a bullet named is not there.
 */
export function removeItem(plan: Plan, id: string, n: number, which: Of<'remove_item'>['which']): Result {
  const s = plan.get(id)!;
  const items = [...(s.content.items ?? [])];
  // "remove churn from results": on a metrics slide, the words are a metric's label.
  if (!items.length && 'text' in which && s.content.metrics?.length)
    return dropMetric(plan, s, n, which.text);
  if (!items.length) return { say: say.noBullets(n) };
  const set = 'except' in which ? which.except : which;
  let picked: number[];
  if ('several' in set) picked = set.several.map((k) => k - 1);
  else if ('edge' in set) {
    if (set.edge > items.length) return { say: say.fewBullets(n, items.length) };
    const from = set.last ? items.length - set.edge : 0;
    picked = Array.from({ length: set.edge }, (_, k) => from + k);
  } else picked = [itemIndex(items, set)];
  if (picked.some((k) => k < 0 || k >= items.length)) return { say: say.noSuchBullet(n) };
  // "all bullets but the first": the ones picked stay, every other goes.
  const keep = 'except' in which;
  const left = items.filter((_, k) => picked.includes(k) === keep);
  if (left.length !== items.length) plan.update(id, { content: { items: left } });
  return OK;
}

function dropMetric(plan: Plan, s: PlanSlide, n: number, label: string): Result {
  const metrics = s.content.metrics ?? [];
  const at = itemIndex(
    metrics.map((m) => m.label),
    { text: label },
  );
  if (at < 0) return { say: say.noSuchMetric(n) };
  return plan.update(s.id, { content: { metrics: metrics.filter((_, k) => k !== at) } });
}

/**
 * "add Next steps to the agenda": a bullet on a slide of bullets, or a figure on a metrics slide;
 * any other slide asks, since its words are not a list.
 */
export function addToSlide(
  plan: Plan,
  id: string,
  n: number,
  { texts, metrics }: Of<'add_to_slide'>,
): Result {
  const s = plan.get(id)!;
  if (s.type === 'metrics') {
    if (!metrics.length) return { say: say.noFigures() };
    // "add NPS 80 to results" where NPS is there already: a second NPS, or a new value? Asked.
    const twice = metrics.find((m) =>
      s.content.metrics?.some((o) => o.label.toLowerCase() === m.label.toLowerCase()),
    );
    if (twice) return { say: say.metricThere(twice.label, n) };
    return plan.update(id, { content: { metrics: [...(s.content.metrics ?? []), ...metrics] } });
  }
  if (s.type !== 'content') return { say: say.notAList(n, s.type.replace('_', ' ')) };
  // "put pricing on the agenda" when it is there already: nothing to add twice.
  const there = texts.find((t) =>
    s.content.items?.some((i) => i.trim().toLowerCase() === t.trim().toLowerCase()),
  );
  if (there) return { say: say.bulletThere(there, n) };
  return plan.update(id, { content: { items: [...(s.content.items ?? []), ...texts.map(clipText)] } });
}

/** "what slides do we have?": the titles, as the deck stands. */
export function listSlides(plan: Plan, bulletsOver?: number): Result {
  const list = say.slideList(plan.slides.map((s) => s.title || 'Untitled'));
  if (bulletsOver === undefined) return { say: list };
  // "is any slide over 6 bullets?": the slides that are, else the most any slide holds.
  const counts = plan.slides.map((s, i) => ({ n: i + 1, bullets: s.content.items?.length ?? 0 }));
  const over = counts.filter((c) => c.bullets > bulletsOver);
  const most = Math.max(0, ...counts.map((c) => c.bullets));
  return {
    say: `${list}
${say.bulletsOver(bulletsOver, over, most)}`,
  };
}
