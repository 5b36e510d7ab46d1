import { joinContent } from '../../../common/slides/fitSlide';
import type { SlideContent } from '../../../common/slides/model';
import { CONTINUED } from './draft/locales';
import type { Of } from './intents';
import { OK, type Plan, type PlanSlide, type Result } from './plan';
import { say } from './questions';
import { resolveOne } from './resolve';

/**
 * "merge them back": a slide and the slides right after it that continue its title ("Risks
 * (continued)", "Risks (2/2)") joined into one, their lists in order under the plain title: the
 * inverse of a split. Without a slide said, the deck's one such run; several ask which.
 */

const baseTitle = (title: string) => title.replace(CONTINUED, '').trim().toLowerCase();

/** The slides from `at` on that continue its title, the first included (one slide: no run). */
function runAt(slides: PlanSlide[], at: number): PlanSlide[] {
  const first = slides[at]!;
  const run = [first];
  for (let k = at + 1; k < slides.length; k++) {
    const s = slides[k]!;
    if (s.type !== first.type || !CONTINUED.test(s.title) || baseTitle(s.title) !== baseTitle(first.title))
      break;
    run.push(s);
  }
  return run;
}

export function mergeSlides(intent: Of<'merge'>, plan: Plan): Result {
  const slides = plan.slides;
  let run: PlanSlide[];
  if (intent.target) {
    const r = resolveOne(intent.target, plan);
    if ('say' in r) return r;
    // Said of a continuation: its run starts at the slide it continues.
    let at = plan.indexOf(r.id);
    while (at > 0 && CONTINUED.test(slides[at]!.title) && runAt(slides, at - 1).length > 1) at--;
    run = runAt(slides, at);
    if (run.length < 2) return { say: say.nothingToMerge(r.n) };
  } else {
    const runs: PlanSlide[][] = [];
    for (let k = 0; k < slides.length; k++) {
      const found = runAt(slides, k);
      if (found.length > 1 && !CONTINUED.test(slides[k]!.title)) runs.push(found);
      k += found.length - 1;
    }
    if (runs.length !== 1)
      return {
        say: runs.length ? say.whichOne(runs.map((x) => plan.indexOf(x[0]!.id) + 1)) : say.nothingToMerge(),
      };
    run = runs[0]!;
  }
  let content: SlideContent | undefined = run[0]!.content;
  for (const s of run.slice(1)) content = content && joinContent(content, s.content);
  if (!content) return { say: say.nothingToMerge(plan.indexOf(run[0]!.id) + 1) };
  const title = run[0]!.title.replace(CONTINUED, '').trim();
  plan.update(run[0]!.id, { title, content });
  for (const s of run.slice(1)) plan.remove(s.id);
  return OK;
}
