import type { Of, Target } from './intents';
import { buildSlide } from './newSlide';
import { OK, type Plan, type Result } from './plan';
import { say } from './questions';
import { namesSlide, positionOf } from './resolve';

/** The rule for new slides: where they go, and what a place said inside their words means. */

function addSlides(intent: Of<'add_slide'>, plan: Plan): Result {
  const at = intent.position ? positionOf(intent.position, plan) : undefined;
  if (typeof at === 'object') return at;
  const built = buildSlide(intent.slide, plan.deck);
  // "a title slide for Acme" opens the deck unless told otherwise.
  const position = at ?? (intent.slide.client && built.type === 'strategic_title' ? 1 : undefined);
  const { titles } = intent.slide;
  for (let k = 0; k < Math.min(intent.count, 20); k++) {
    // "add 3 slides: Problem, Solution, Team": each its own title (any beyond the list, the default).
    const slide = titles ? buildSlide({ ...intent.slide, title: titles[k] }, plan.deck) : built;
    plan.add(structuredClone(slide), position === undefined ? undefined : position + k);
  }
  return OK;
}

/**
 * "a slide about risks after roadmap": a topic that ends with "after <a slide's title>" is placed
 * there; a title or words that do ask, since "Life after work" may be just that.
 */
function placeFromTail(intent: Of<'add_slide'>, plan: Plan): Of<'add_slide'> | { say: string } {
  const tail = intent.slide.placeTail;
  if (!tail) return intent;
  const [word, ...rest] = tail.words.split(' ');
  const name = rest.join(' ');
  if (!namesSlide(name, plan)) return intent;
  if (tail.field !== 'about' || intent.position || !intent.slide.about)
    return { say: say.textOrPlace(tail.words) };
  const about = intent.slide.about.slice(0, -tail.words.length).trim();
  if (!about) return { say: say.textOrPlace(tail.words) };
  const target: Target = { kind: 'named', name };
  return {
    ...intent,
    slide: { ...intent.slide, about },
    position: { kind: word!.toLowerCase() === 'before' ? 'before' : 'after', target },
  };
}

/** "add a metrics slide after results", "add 3 slides: Problem, Solution, Team". */
export function addSlide(intent: Of<'add_slide'>, plan: Plan): Result {
  const placed = placeFromTail(intent, plan);
  return 'say' in placed ? placed : addSlides(placed, plan);
}
