import { continuedTitle, entryCount, splitContent } from '../../../common/slides/fitSlide';
import type { Of } from './intents';
import { OK, type Plan, type Result } from './plan';
import { say } from './questions';
import { resolveOne } from './resolve';

/**
 * "split where we are into two slides": the slide's list shared in order over that many slides,
 * as even as it goes (4 bullets: 2 and 2), the first keeping the slide and its title, each next
 * one added after it as "… (continued)". The fit rule cuts a slide with the same splitContent.
 */
export function splitSlide(intent: Of<'split'>, plan: Plan): Result {
  const r = resolveOne(intent.target, plan);
  if ('say' in r) return r;
  const slide = plan.get(r.id)!;
  const parts = intent.parts ?? 2;
  const count = entryCount(slide);
  if (count < parts || !splitContent(slide, 1)) return { say: say.cannotSplit(r.n, parts, count) };
  let rest = slide.content;
  let at = plan.indexOf(slide.id) + 1;
  for (let k = parts; k > 1; k--) {
    const [first, next] = splitContent(
      { ...slide, content: rest },
      Math.ceil(entryCount({ ...slide, content: rest }) / k),
    )!;
    if (k === parts) plan.update(slide.id, { content: first });
    else plan.add({ type: slide.type as never, title: continuedTitle(slide.title), content: first }, ++at);
    rest = next;
  }
  plan.add({ type: slide.type as never, title: continuedTitle(slide.title), content: rest }, ++at);
  return OK;
}
