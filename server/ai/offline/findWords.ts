import type { Of } from './intents';
import type { Plan, Result } from './plan';
import { resolve, wordsOf } from './resolve';

/**
 * "is the booking app budget mentioned anywhere apart from the ask slide?": the slides whose words
 * hold every word looked for (hyphens and case aside, short words left out), read back; nothing
 * changes.
 */

/** Words too common to look for. */
const COMMON = new Set(['the', 'and', 'our', 'for', 'any', 'with', 'from', 'that', 'this', 'its']);
/** A word as compared: its ending aside ("hiring" and "hire", "engineers" and "engineer"). */
const stem = (w: string) => (w.length >= 4 ? w.replace(/(?:ing|ed|es|s|e)$/, '') : w);
const wordsIn = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}£$€%]+/u)
    .filter((w) => w.length >= 3 && !COMMON.has(w))
    .map(stem);

/** The slides whose words (title, text, bullets, cells, headings, steps, a chart's categories) hold every word of `text`. */
export function slidesSaying(text: string, plan: Plan) {
  const wanted = wordsIn(text);
  return plan.slides.filter((s) => {
    const categories = [...(s.content.chart?.categories ?? []), ...(s.content.table?.header ?? [])].join(
      ' | ',
    );
    const words = new Set(wordsIn(`${s.title} | ${wordsOf(s)} | ${categories}`));
    return wanted.length > 0 && wanted.every((w) => words.has(w));
  });
}

type Said = ReturnType<typeof slidesSaying>[number];
/** A slide by its number and title: "slide 12 (“What we ask the partners”)". */
const slideName = (s: Said, plan: Plan) =>
  `slide ${plan.indexOf(s.id) + 1}${s.title ? ` (“${s.title}”)` : ''}`;

/** "“2027” is on slide 4 (“Risks”) and slide 5 (“…”)": the slides, by number and title. */
export const slidesNamed = (slides: Said[], plan: Plan) => list(slides.map((s) => slideName(s, plan)));

export function findWords(intent: Of<'find_words'>, plan: Plan): Result {
  const said = intent.text.replace(/(?<![?.!])[?.!]{1,5}$/, '').trim();
  if (!wordsIn(said).length) return { say: say.nothingToFind() };
  let except: string[] = [];
  if (intent.except) {
    const r = resolve(intent.except, plan);
    if ('say' in r) return r;
    except = r.ids;
  }
  const holding = slidesSaying(said, plan);
  const others = holding.filter((s) => !except.includes(s.id)).map((s) => slideName(s, plan));
  const skipped = holding.filter((s) => except.includes(s.id)).map((s) => slideName(s, plan));
  return { say: say.found(said, others, skipped, intent.which) };
}

const list = (slides: string[]) =>
  slides.length === 1 ? slides[0]! : `${slides.slice(0, -1).join(', ')} and ${slides.at(-1)}`;

const say = {
  nothingToFind: () =>
    'Say which words to look for, e.g. “is the budget mentioned anywhere?”. Nothing was changed.',
  found: (text: string, others: string[], skipped: string[], which?: boolean) => {
    const what = `“${text.trim()}”`;
    // "which slide is it on?" is answered by the slides; "is it mentioned?" by a yes first.
    if (others.length)
      return `${which ? '' : 'Yes: '}${what} is on ${list(others)}${skipped.length ? `, besides ${list(skipped)}` : ''}. Nothing was changed.`;
    return skipped.length
      ? `No: ${what} is only on ${list(skipped)}. Nothing was changed.`
      : `No slide says ${what}. Nothing was changed.`;
  },
};
