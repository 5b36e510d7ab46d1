import type { Position, Target } from './intents';
import type { Plan, PlanSlide } from './plan';
import { say } from './questions';
import { SLIDE_TYPE_WORDS } from './slideTypeWords';
import { withoutLastWord } from './slots';
import { editDistance } from './spelling';
import { isLetter } from './tokenizer';
import { NUMBER_WORDS } from './vocabulary';

/** Slide ids, or what to say instead (`none`: no slide has that name, or one close to it). */
export type Resolved = { ids: string[] } | { say: string; none?: true };

/** Accents that follow their letter once decomposed: "Über" is found as "uber" too. */
const isAccent = (ch: string) => ch >= '\u0300' && ch <= '\u036f';

/** Marks that join two words of a title as "and" would: "before/after", "Plan & budget". */
const JOINS = new Set(['/', '&', '+']);

/** A title as it is compared: "Before and after", "before/after" and "Before & after" are one. */
const titleKey = (s: string) => {
  let out = '';
  for (const ch of s.normalize('NFD').toLowerCase())
    if (JOINS.has(ch)) out += ' ';
    else if (!isAccent(ch) && (isLetter(ch) || (ch >= '0' && ch <= '9') || ch === ' ')) out += ch;
  const words = out.split(' ').filter((w) => w && w !== 'and');
  // "the plan" is the slide titled "Plan" (and "The Team" is "team"): a leading article is no word of a title.
  if (words[0] === 'the' && words.length > 1) words.shift();
  return words.join(' ');
};

/** A label or a name as compared: case, edge spaces and runs of spaces aside. */
export const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** The one slide a target means, with its number: a target naming several asks which one. */
export function resolveOne(target: Target, plan: Plan): { id: string; n: number } | { say: string } {
  const r = resolve(target, plan);
  if ('say' in r) return r;
  if (r.ids.length !== 1) return { say: say.whichOne(r.ids.map((id) => plan.indexOf(id) + 1)) };
  return { id: r.ids[0]!, n: plan.indexOf(r.ids[0]!) + 1 };
}

/**
 * The slides a target means. Numbers and ordinals count in the deck as it was when the message was
 * sent (what the user saw); names, "it" and "all" look at the deck as the message has left it.
 */
export function resolve(target: Target, plan: Plan): Resolved {
  const original = plan.deck.slides;
  const alive = (id: string, n: number): Resolved =>
    plan.get(id) ? { ids: [id] } : { say: say.alreadyGone(n) };
  switch (target.kind) {
    case 'selected':
      if (!plan.selectedId) return { say: say.select() };
      return alive(plan.selectedId, original.findIndex((s) => s.id === plan.selectedId) + 1);
    case 'it': {
      const id = plan.last ?? plan.selectedId;
      if (!id) return { say: say.select() };
      return plan.get(id) ? { ids: [id] } : { say: say.select() };
    }
    case 'numbers': {
      const missing = target.numbers.filter((n) => !original[n - 1]);
      if (missing.length) return { say: say.noSlide(missing, original.length) };
      return joined([...new Set(target.numbers)].map((n) => alive(original[n - 1]!.id, n)));
    }
    case 'ordinal': {
      // "the first chart": counted among the slides of that type.
      if (target.type) {
        const typed = original.filter((s) => s.type === target.type);
        const s = typed[target.fromEnd ? typed.length - target.n : target.n - 1];
        if (!s)
          return {
            say: typed.length
              ? say.whichOfType(
                  target.type.replace('_', ' '),
                  typed.map((t) => original.indexOf(t) + 1),
                )
              : say.noneOfType(target.type.replace('_', ' ')),
          };
        return alive(s.id, original.indexOf(s) + 1);
      }
      const index = target.fromEnd ? original.length - target.n : target.n - 1;
      if (!original[index]) return { say: say.noSlide([index + 1], original.length) };
      return alive(original[index]!.id, index + 1);
    }
    case 'edge': {
      if (target.count > original.length) return { say: say.tooFew(original.length) };
      const picked = target.fromEnd ? original.slice(-target.count) : original.slice(0, target.count);
      return { ids: picked.map((s) => s.id).filter((id) => plan.get(id)) };
    }
    case 'all': {
      const ids = plan.slides.filter((s) => !target.type || s.type === target.type).map((s) => s.id);
      return ids.length ? { ids } : { say: say.noneOfType(target.type!.replace('_', ' ')) };
    }
    case 'named':
      return byName(target.name, target.type, plan);
    case 'beside': {
      // "the one after the agenda": beside the slide of that title, else beside the selected one.
      const of = target.of === undefined ? undefined : byName(target.of, undefined, plan);
      if (of && 'say' in of) return of;
      if (of && of.ids.length !== 1) return { say: say.whichOne(of.ids.map((id) => plan.indexOf(id) + 1)) };
      const id = of ? of.ids[0] : (plan.last ?? plan.selectedId);
      if (!id || !plan.get(id)) return { say: say.select() };
      const at = plan.indexOf(id) + target.by;
      const s = plan.slides[at];
      return s ? { ids: [s.id] } : { say: say.noSlide([at + 1], plan.slides.length) };
    }
    case 'list':
      return joined(target.targets.map((t) => resolve(t, plan)));
  }
}

/** A short form a user types for a title's word ("consults" for "Consultations"): its first letters. */
const SHORT_FORM_MIN = 5;

/**
 * Whether a word the user typed is a short form of one of ours ("consults" of "consultations"):
 * the typed word less its plural opens ours, and is long enough not to open many.
 */
export function shortens(said: string, word: string): boolean {
  const stem = said.replace(/s$/, '');
  return stem.length >= SHORT_FORM_MIN && word.startsWith(stem);
}

/**
 * Whether a title says the words: as written, or each word shortened ("the consults chart" of
 * "Consultations have grown every year").
 */
function titleSays(title: string, wanted: string): boolean {
  if (title.includes(wanted)) return true;
  const words = title.split(/[^\p{L}\p{N}]+/u);
  return wanted.split(' ').every((w) => words.some((t) => shortens(w, t)));
}

/** A word as compared in a title said again: a number as its figure, its ending aside. */
const titleWord = (w: string) => {
  const n = NUMBER_WORDS.get(w);
  if (n !== undefined) return String(n);
  return w.length >= 5 ? w.replace(/(?:ing|ed|es|s)$/, '') : w;
};

/**
 * Whether a title is said again in other forms: three or more words, each the title's (as a
 * figure or a word, its ending aside), in its order, the title at most two words longer ("Moving
 * in takes 4 weeks" of "Moving in takes four weeks").
 */
function rewords(wanted: string, title: string): boolean {
  const said = wanted
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(titleWord);
  const words = title
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(titleWord);
  if (said.length < 3 || words.length - said.length > 2 || words.length < said.length) return false;
  let k = 0;
  for (const w of said) {
    while (k < words.length && words[k] !== w) k++;
    if (k === words.length) return false;
    k++;
  }
  return true;
}

/** The slides of several targets, each once; the first that names none says why. */
const joined = (all: Resolved[]): Resolved =>
  all.find((r) => 'say' in r) ?? { ids: [...new Set(all.flatMap((r) => ('ids' in r ? r.ids : [])))] };

function byName(name: string, type: string | undefined, plan: Plan): Resolved {
  const wanted = titleKey(name);
  // "the risks one": the slide "risks" names, when it names one.
  const bare = withoutLastWord(wanted, 'one');
  if (bare !== wanted && bare.length >= 3) {
    const found = byName(bare, type, plan);
    if ('ids' in found) return found;
  }
  const slides = plan.slides.filter((s) => !s.id.startsWith('copy:'));
  const exact = slides.filter((s) => titleKey(s.title) === wanted);
  if (exact.length === 1) return { ids: [exact[0]!.id] };
  const typeOf = type ?? typeNamed(wanted);
  if (typeOf) {
    const ofType = slides.filter((s) => s.type === typeOf);
    if (ofType.length === 1) return { ids: [ofType[0]!.id] };
    const numbers = ofType.map((s) => plan.indexOf(s.id) + 1);
    // "the sales chart" of two charts: the one whose title says "sales".
    const titled = ofType.filter((s) => wanted.length >= 3 && titleSays(titleKey(s.title), wanted));
    if (titled.length === 1) return { ids: [titled[0]!.id] };
    if (ofType.length > 1) return { say: say.whichOfType(typeOf.replace('_', ' '), numbers) };
  }
  const partial = slides.filter((s) => titleKey(s.title).includes(wanted) && wanted.length >= 3);
  if (partial.length === 1) return { ids: [partial[0]!.id] };
  // "Why teams rethink the office" of "Why teams are rethinking the office": said in other forms.
  const reworded = partial.length ? [] : slides.filter((s) => rewords(wanted, titleKey(s.title)));
  if (reworded.length === 1) return { ids: [reworded[0]!.id] };
  if (exact.length > 1 || partial.length > 1) {
    return { say: say.whichOne((exact.length > 1 ? exact : partial).map((s) => plan.indexOf(s.id) + 1)) };
  }
  const several = severalNames(name, plan);
  if (several) return several;
  // "the lodge table", "the revenue chart": the slide of that type, the one holding those words
  // when there are several.
  const typed = typedName(wanted, slides, plan);
  if (typed) return typed;
  // Never for a removal: "delete churn" of a slide holding Churn asks, it does not delete the slide.
  // "the pilates one": the slide holding those words; held by several, which is asked.
  const holding = plan.destructive ? [] : heldBy(withoutLastWord(wanted, 'one'), slides);
  if (holding.length === 1) return { ids: [holding[0]!.id] };
  if (holding.length > 1)
    return {
      say: say.whichHolds(
        withoutLastWord(name, 'one'),
        holding.map((s) => plan.indexOf(s.id) + 1),
      ),
    };
  const hint = partHint(wanted, plan);
  const near = hint
    ? undefined
    : (nearTitle(wanted, plan) ?? nearType(wanted, plan) ?? nearWords(wanted, slides));
  // One slide that close is the one meant, unless the command would delete it: that is asked.
  if (near && !plan.destructive) return { ids: [near.id] };
  return near
    ? { say: say.didYouMean(name, near.title) }
    : { say: say.noSlideCalled(name) + hint, none: true };
}

/**
 * "delete roadmap and pricing", "the pricing and roadmap slides": no slide has the whole name, but
 * each of its parts names exactly one slide.
 */
function severalNames(name: string, plan: Plan): Resolved | undefined {
  const parts = listParts(withoutLastWord(name, 'slides'))
    .map((p) => p.replace(/^the\s+/i, '').trim())
    .filter(Boolean);
  if (parts.length < 2 || parts.length > 10) return undefined;
  const ids: string[] = [];
  for (const part of parts) {
    const wanted = titleKey(part);
    const found = plan.slides.filter((s) => !s.id.startsWith('copy:') && titleKey(s.title) === wanted);
    if (found.length !== 1) return undefined;
    ids.push(found[0]!.id);
  }
  return { ids: [...new Set(ids)] };
}

/** "delete churn" where Churn is a metric or a bullet, not a slide: where those words are. */
function partHint(wanted: string, plan: Plan): string {
  for (const s of plan.slides) {
    const n = plan.indexOf(s.id) + 1;
    const metric = s.content.metrics?.find((m) => titleKey(m.label) === wanted);
    if (metric) return ` (“${metric.label}” is a metric on slide ${n}: say “the ${metric.label} metric”.)`;
    const item = s.content.items?.find((i) => titleKey(i) === wanted);
    if (item) return ` (“${item}” is a bullet on slide ${n}: say “the bullet ${item} on slide ${n}”.)`;
  }
  return '';
}

/** A slide's words besides its title: its text, bullets, sides, figures' labels, cells and steps. */
export function wordsOf(s: PlanSlide): string {
  const k = s.content;
  return [
    k.text,
    k.subtitle,
    ...(k.items ?? []),
    ...(k.comparison ? [...k.comparison.left.items, ...k.comparison.right.items] : []),
    ...(k.metrics ?? []).map((m) => m.label),
    ...(k.table ? k.table.rows.flat() : []),
    ...(k.steps ?? []).map((st) => st.label),
  ]
    .filter(Boolean)
    .join(' | ');
}

/**
 * "the slide with the fuel hedging": no title has those words, but one slide's words hold them
 * (whole words, 4 letters or more): that slide.
 */
function heldBy(wanted: string, slides: PlanSlide[]): PlanSlide[] {
  if (wanted.length < 4) return [];
  return slides.filter((s) =>
    ` ${titleKey(wordsOf(s)).replace(/[^\p{L}\p{N}]+/gu, ' ')} `.includes(` ${wanted} `),
  );
}

/** "delete pricng": the one title a typo away, offered (never taken: a wrong slide is worse). */
function nearTitle(wanted: string, plan: Plan): PlanSlide | undefined {
  if (wanted.length < 4) return undefined;
  const near = plan.slides.filter((s) => {
    const title = titleKey(s.title);
    return title !== wanted && editDistance(title, wanted, 2) <= (wanted.length >= 8 ? 2 : 1);
  });
  return near.length === 1 ? near[0] : undefined;
}

/**
 * "the bakeoff vs tomorow slide" of "Bake-off today vs Marlowe & Tate tomorrow": some of the title's
 * words, in its order, each as written, run together ("bakeoff") or a typo away, naming one slide
 * (taken as a title a typo away is, asked before a delete).
 */
function nearWords(wanted: string, slides: PlanSlide[]): PlanSlide | undefined {
  const said = wanted.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (said.length < 2 || said.join('').length < 8) return undefined;
  const near = slides.filter((s) => {
    const words = titleKey(s.title)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    // Only a name said with a slip: the title's words said exactly but fewer ("why teams office")
    // are another title said shorter, which rewords() judges, more strictly.
    if (said.every((w) => words.includes(w))) return false;
    let k = 0;
    for (const w of said) {
      const at = words.findIndex(
        (t, i) =>
          i >= k &&
          (t === w ||
            `${t}${words[i + 1] ?? ''}` === w ||
            (w.length >= 5 && t.length >= 5 && editDistance(t, w, 1) <= 1)),
      );
      if (at < 0) return false;
      k = at + (words[at] === w || editDistance(words[at]!, w, 1) <= 1 ? 1 : 2);
    }
    return true;
  });
  return near.length === 1 ? near[0] : undefined;
}

/**
 * "rename the timline": a type word a typo away names the deck's one slide of that type, when no
 * title is that close (then taken, or asked before a delete, as a title a typo away is).
 */
function nearType(wanted: string, plan: Plan): PlanSlide | undefined {
  if (wanted.length < 5) return undefined;
  const types = Object.entries(SLIDE_TYPE_WORDS)
    .filter(([, words]) => words.some((w) => w.length >= 5 && editDistance(w, wanted, 1) <= 1))
    .map(([type]) => type);
  if (types.length !== 1) return undefined;
  const ofType = plan.slides.filter((s) => !s.id.startsWith('copy:') && s.type === types[0]);
  return ofType.length === 1 ? ofType[0] : undefined;
}

/** "the lodge table": a name ending in a slide type, read as that type and the words it holds. */
function typedName(wanted: string, slides: PlanSlide[], plan: Plan): Resolved | undefined {
  const words = wanted.split(' ');
  const type = words.length > 1 ? typeNamed(words.at(-1)!) : undefined;
  if (!type) return undefined;
  const ofType = slides.filter((s) => s.type === type);
  const holding = heldBy(words.slice(0, -1).join(' '), ofType);
  if (holding.length === 1) return { ids: [holding[0]!.id] };
  // The type alone never names a slide to remove ("get rid of the slide with all the numbers" asks).
  if (plan.destructive) return undefined;
  if (ofType.length === 1) return { ids: [ofType[0]!.id] };
  return ofType.length > 1
    ? {
        say: say.whichOfType(
          type.replace('_', ' '),
          ofType.map((s) => plan.indexOf(s.id) + 1),
        ),
      }
    : undefined;
}

function typeNamed(name: string): string | undefined {
  for (const [type, words] of Object.entries(SLIDE_TYPE_WORDS)) if (words.includes(name)) return type;
  return undefined;
}

/** A 1-based position in the deck as it is now (for a move: after the moving slide left its place). */
export function positionOf(position: Position, plan: Plan, moving?: string): number | { say: string } {
  const order = plan.slides.filter((s) => s.id !== moving);
  const from = moving ? plan.indexOf(moving) + 1 : 0;
  switch (position.kind) {
    case 'start':
      return 1;
    case 'end':
      return order.length + 1;
    case 'index':
      return Math.min(Math.max(position.n, 1), order.length + 1);
    case 'up':
      return Math.max(1, from - position.by);
    case 'down':
      return Math.min(order.length + 1, from + position.by);
    case 'after':
    case 'before': {
      const r = besideOthers(position.target, plan, moving);
      if ('say' in r) return r;
      const id = position.kind === 'after' ? r.ids.at(-1) : r.ids[0];
      const anchor = order.findIndex((s) => s.id === id);
      if (anchor < 0) return { say: say.whereTo() };
      return position.kind === 'after' ? anchor + 2 : anchor + 1;
    }
  }
}

/**
 * The slide a move is placed beside. "Move the results up so it's right after the numbers", of two
 * metrics slides: the moving slide is not the one meant, so the other is (numbers still count
 * the deck as it is: the moving slide is set aside only when the name alone does not tell).
 */
function besideOthers(target: Target, plan: Plan, moving?: string): Resolved {
  const r = resolve(target, plan);
  if (!('say' in r) || !moving) return r;
  const all = plan.slides;
  plan.slides = all.filter((s) => s.id !== moving);
  try {
    const other = resolve(target, plan);
    return 'ids' in other ? other : r;
  } finally {
    plan.slides = all;
  }
}

/**
 * Whether a target names slides of the deck: a title (exactly, by its type, in part or a typo
 * away, even when several fit and the command would have to ask which), or a number it has.
 */
export function namesSlides(target: Target, plan: Plan): boolean {
  if (target.kind === 'it') return false;
  const r = resolve(target, plan);
  return 'ids' in r || (target.kind === 'named' && !r.none);
}

/** Whether these words are exactly one slide's title ("the Belief slide", "belief"). */
export function namesSlide(words: string, plan: Plan): boolean {
  const wanted = titleKey(withoutLastWord(words.replace(/^the\s+/i, ''), 'slide'));
  return plan.slides.filter((s) => titleKey(s.title) === wanted).length === 1;
}

/** "roadmap, pricing and results" → its parts, split at commas, "&" and the word "and". */
function listParts(text: string): string[] {
  const parts: string[] = [];
  let words: string[] = [];
  const flush = () => {
    if (words.length) parts.push(words.join(' '));
    words = [];
  };
  for (const token of text.replaceAll(',', ' , ').replaceAll('&', ' & ').split(/\s+/)) {
    if (token === ',' || token === '&' || token.toLowerCase() === 'and') flush();
    else if (token) words.push(token);
  }
  flush();
  return parts;
}
