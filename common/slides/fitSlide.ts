import { CONTINUED_SUFFIX } from '../limits';
import type { SlideContent } from './content';
import type { DeckMetadata } from './deckDefaults';
import { NOTHING_TO_FIT, type SlideFit } from './layout/fit';
import { type Typesetting, typesetIn } from './layout/typeScale';
import { slideTypeOf } from './types';

export type { SlideFit } from './layout/fit';

/** What the fit reads of a slide (a stored slide, a proposed one or one being imported). */
export interface FittableSlide {
  type: string;
  title: string;
  content: SlideContent;
}

/**
 * The one measurement of a slide (issue 17): the text sizes every renderer and the PowerPoint
 * file draw it with, whether it overflows at its type's floors, and whether a content slide's
 * bullets take two columns. Pure and deterministic: the same answer on the server and in any
 * browser. `deck` is the deck's brief details (a strategic title slide falls back to them);
 * `theme` is what the deck is drawn in (its fonts and type scale; a Theme will do), measured as
 * its renderers draw it. Without one, the slides' own design in the slide font.
 */
export function fitSlide(slide: FittableSlide, deck?: DeckMetadata, theme?: Typesetting): SlideFit {
  const type = slideTypeOf(slide.type);
  return type ? typesetIn(theme, () => type.fit(slide, { defaults: type.defaults, deck })) : NOTHING_TO_FIT;
}

export const isOverflowing = (slide: FittableSlide, deck?: DeckMetadata, theme?: Typesetting) =>
  fitSlide(slide, deck, theme).overflow;

/** The title of a continuation slide: "… (continued)", said once however often it is split. */
export function continuedTitle(title: string): string {
  return title.endsWith(CONTINUED_SUFFIX) ? title : `${title}${CONTINUED_SUFFIX}`;
}

/**
 * The largest `n` in 1..max for which `part(n)` fits (0 when none does). Fitting is monotone in
 * the amount of text, so a binary search finds it.
 */
function mostThatFits(max: number, fits: (n: number) => boolean): number {
  let lo = 0;
  let hi = max;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Where an overflowing slide splits: the first part keeps as many list entries (bullets, both
 * comparison sides' points, metrics, a table's rows under its header) as fit, and the rest go to a continuation slide titled
 * "… (continued)". Undefined when the slide fits, or when its type has no list to split (a
 * statement, a title, an HTML slide: those shrink to their floors and are drawn there).
 */
export function splitPoint(
  slide: FittableSlide,
  deck?: DeckMetadata,
  theme?: Typesetting,
): { first: FittableSlide; rest: FittableSlide } | undefined {
  if (!isOverflowing(slide, deck, theme)) return undefined;
  const cut = (n: number) => splitContent(slide, n);
  const count = entryCount(slide);
  if (!cut(1)) return undefined;
  const fitting = mostThatFits(
    count - 1,
    (n) => !isOverflowing({ ...slide, content: cut(n)![0] }, deck, theme),
  );
  // Even one entry overflows (a very long title or bullet): split after the first all the same,
  // so each slide carries less.
  const [first, rest] = cut(Math.max(1, fitting))!;
  return {
    first: { ...slide, content: first },
    rest: { type: slide.type, title: continuedTitle(slide.title), content: rest },
  };
}

/**
 * A slide's content cut after its first n list entries (bullets, both comparison sides' points,
 * metrics, a table's rows under its header): the part kept and the part for a next slide.
 * Undefined for a type with no list to cut. The fit rule and "split X into two slides" share it.
 */
export function splitContent(slide: FittableSlide, n: number): [SlideContent, SlideContent] | undefined {
  const k = slide.content;
  if (slide.type === 'content' && k.items && k.items.length > 1)
    return [
      { ...k, items: k.items.slice(0, n) },
      { ...k, text: undefined, items: k.items.slice(n) },
    ];
  if (slide.type === 'comparison' && k.comparison) {
    const { left, right } = k.comparison;
    if (Math.max(left.items.length, right.items.length) < 2) return undefined;
    const side = (s: typeof left, from: number, to?: number) => ({ ...s, items: s.items.slice(from, to) });
    return [
      { ...k, comparison: { left: side(left, 0, n), right: side(right, 0, n) } },
      { ...k, comparison: { left: side(left, n), right: side(right, n) } },
    ];
  }
  // A table continues its rows on the next slide under the same header.
  if (slide.type === 'table' && k.table && k.table.rows.length > 1)
    return [
      { ...k, table: { ...k.table, rows: k.table.rows.slice(0, n) } },
      { ...k, table: { ...k.table, rows: k.table.rows.slice(n) } },
    ];
  if (slide.type === 'metrics' && k.metrics && k.metrics.length > 1)
    return [
      { ...k, metrics: k.metrics.slice(0, n), text: undefined },
      { ...k, metrics: k.metrics.slice(n) },
    ];
  return undefined;
}

/** Two slides' lists one after the other (splitContent's inverse); undefined for a type with no list to join. */
export function joinContent(a: SlideContent, b: SlideContent): SlideContent | undefined {
  if (a.items && b.items) return { ...a, items: [...a.items, ...b.items] };
  if (a.metrics && b.metrics) return { ...a, metrics: [...a.metrics, ...b.metrics] };
  if (a.steps && b.steps) return { ...a, steps: [...a.steps, ...b.steps] };
  if (a.table && b.table) return { ...a, table: { ...a.table, rows: [...a.table.rows, ...b.table.rows] } };
  if (a.comparison && b.comparison) {
    const [l, r] = [a.comparison, b.comparison];
    return {
      ...a,
      comparison: {
        ...l,
        left: { ...l.left, items: [...l.left.items, ...r.left.items] },
        right: { ...l.right, items: [...l.right.items, ...r.right.items] },
      },
    };
  }
  return undefined;
}

/** How many list entries a slide's content has, as splitContent counts them. */
export function entryCount(slide: FittableSlide): number {
  const k = slide.content;
  return slide.type === 'table'
    ? (k.table?.rows.length ?? 0)
    : slide.type === 'content'
      ? (k.items?.length ?? 0)
      : slide.type === 'comparison'
        ? Math.max(k.comparison?.left.items.length ?? 0, k.comparison?.right.items.length ?? 0)
        : (k.metrics?.length ?? 0);
}

/**
 * An overflowing slide as slides that fit: itself while it fits, else its first part and as many
 * continuation slides as the rest takes. For the assistant and document import, which must never
 * create an overflowing slide. A slide that cannot be split comes back as it is.
 */
export function splitOverflowing(
  slide: FittableSlide,
  deck?: DeckMetadata,
  theme?: Typesetting,
): FittableSlide[] {
  const out: FittableSlide[] = [];
  let current: FittableSlide | undefined = slide;
  while (current) {
    const parts = splitPoint(current, deck, theme);
    if (!parts) {
      out.push(current);
      break;
    }
    out.push(parts.first);
    current = parts.rest;
  }
  return out;
}
