import { SLIDES_PER_PRESENTATION_MAX } from '../limits';
import type { Operation } from '../schemas/operations';
import { type ContentField, type SlideContent, slideContentSchema } from '../slides/model';
import type { ApplyContext, Handlers } from './apply';
import { type DeckSlide, OperationError } from './state';

const FIELD_WORDS: Partial<Record<ContentField, string>> = {
  text: 'the text',
  items: 'the bullets',
  backgroundColor: 'the background colour',
  textColor: 'the text colour',
  metrics: 'the metrics',
  author: 'the author',
  comparison: 'the comparison',
  htmlContent: 'the HTML',
  styles: 'the CSS',
  mainText: 'the main text',
  highlightText: 'the highlight',
  subtitle: 'the subtitle',
  clientName: 'the client name',
  agency: 'the agency',
  date: 'the date',
  chart: 'the chart',
  table: 'the table',
  image: 'the picture',
  steps: 'the timeline',
};
const fieldWords = (keys: string[]) => {
  const words = keys.map((k) => FIELD_WORDS[k as ContentField] ?? k);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
};
const typeWords = (type: string) => type.replace('_', ' ');
const label = (slides: DeckSlide[], i: number) => `slide ${i + 1} (“${slides[i]?.title ?? ''}”)`;
const clamp = (at: number, max: number) => Math.min(Math.max(at, 0), max);

function indexOf(ctx: ApplyContext, slideId: string, index: number, field = 'slideId') {
  const i = ctx.state.slides.findIndex((s) => s.id === slideId);
  if (i < 0) throw new OperationError(index, field, `“${slideId}” is not a slide of this presentation`);
  return i;
}

function insert(ctx: ApplyContext, slide: DeckSlide, position: number | undefined, index: number) {
  const slides = ctx.state.slides;
  if (slides.length >= SLIDES_PER_PRESENTATION_MAX)
    throw new OperationError(
      index,
      '',
      `A presentation can hold at most ${SLIDES_PER_PRESENTATION_MAX} slides`,
      409,
    );
  const at = clamp((position ?? slides.length + 1) - 1, slides.length);
  slides.splice(at, 0, slide);
  ctx.changed.add(slide.id);
  return at;
}

/** The fields whose values differ, as an operation that puts the old ones back. */
function contentInverse(before: SlideContent, after: SlideContent) {
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const content: Record<string, unknown> = {};
  const removeFields: ContentField[] = [];
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (JSON.stringify(old[key]) === JSON.stringify(now[key])) continue;
    if (key in old) content[key] = old[key];
    else removeFields.push(key as ContentField);
  }
  return { content: content as SlideContent, removeFields };
}

export const SLIDE_OPERATIONS: Pick<
  Handlers,
  'add_slide' | 'update_slide' | 'delete_slide' | 'move_slide' | 'reorder_slides' | 'duplicate_slide'
> = {
  add_slide(ctx, op, index) {
    if (op.slideId && ctx.state.slides.some((s) => s.id === op.slideId))
      throw new OperationError(index, 'slideId', 'is already a slide of this presentation');
    const slide: DeckSlide = {
      id: op.slideId ?? ctx.newId(),
      type: op.type,
      title: op.title,
      content: op.content ?? {},
      notes: op.notes ?? '',
      ...(op.createdAt ? { createdAt: op.createdAt } : {}),
    };
    const at = insert(ctx, slide, op.position, index);
    ctx.changes.push(`Added a ${typeWords(op.type)} slide “${op.title}” as slide ${at + 1}.`);
    return { op: 'delete_slide', slideId: slide.id };
  },

  update_slide(ctx, op, index) {
    const i = indexOf(ctx, op.slideId, index);
    const s = ctx.state.slides[i]!;
    const inverse: Extract<Operation, { op: 'update_slide' }> = { op: 'update_slide', slideId: s.id };
    const what: string[] = [];
    if (op.title !== undefined && op.title !== s.title) {
      what.push(`renamed it to “${op.title}”`);
      inverse.title = s.title;
      s.title = op.title;
    }
    if (op.type !== undefined && op.type !== s.type) {
      what.push(`made it a ${typeWords(op.type)} slide`);
      inverse.type = s.type;
      s.type = op.type;
    }
    if (op.content || op.removeFields?.length) {
      const content: Record<string, unknown> = { ...s.content, ...(op.content ?? {}) };
      for (const f of op.removeFields ?? []) delete content[f];
      const parsed = slideContentSchema.safeParse(content);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new OperationError(index, ['content', ...issue.path].join('.'), issue.message);
      }
      const back = contentInverse(s.content, parsed.data);
      if (Object.keys(back.content).length) inverse.content = back.content;
      if (back.removeFields.length) inverse.removeFields = back.removeFields;
      s.content = parsed.data;
      what.push(`changed ${fieldWords([...Object.keys(op.content ?? {}), ...(op.removeFields ?? [])])}`);
    }
    if (op.notes !== undefined && op.notes !== s.notes) {
      inverse.notes = s.notes;
      s.notes = op.notes;
      what.push('updated the speaker notes');
    }
    if (what.length) {
      ctx.changed.add(s.id);
      ctx.changes.push(`Slide ${i + 1}: ${what.join('; ')}.`);
    }
    return inverse;
  },

  delete_slide(ctx, op, index) {
    const i = indexOf(ctx, op.slideId, index);
    const slides = ctx.state.slides;
    const s = slides[i]!;
    ctx.changes.push(`Deleted ${label(slides, i)}.`);
    slides.splice(i, 1);
    ctx.changed.delete(s.id);
    return {
      op: 'add_slide',
      slideId: s.id,
      type: s.type,
      title: s.title,
      content: s.content,
      notes: s.notes,
      position: i + 1,
      ...(s.createdAt ? { createdAt: s.createdAt } : {}),
    };
  },

  move_slide(ctx, op, index) {
    const i = indexOf(ctx, op.slideId, index);
    const slides = ctx.state.slides;
    const [s] = slides.splice(i, 1);
    const at = clamp(op.position - 1, slides.length);
    slides.splice(at, 0, s!);
    ctx.changed.add(s!.id);
    ctx.changes.push(`Moved “${s!.title}” from slide ${i + 1} to slide ${at + 1}.`);
    return { op: 'move_slide', slideId: s!.id, position: i + 1 };
  },

  reorder_slides(ctx, op, index) {
    const slides = ctx.state.slides;
    const given = new Set(op.slideIds);
    if (given.size !== op.slideIds.length)
      throw new OperationError(index, 'slideIds', 'must not repeat a slide');
    if (given.size !== slides.length || slides.some((s) => !given.has(s.id)))
      throw new OperationError(index, 'slideIds', 'must list every slide of this presentation exactly once');
    const before = slides.map((s) => s.id);
    const byId = new Map(slides.map((s) => [s.id, s]));
    ctx.state.slides = op.slideIds.map((id) => byId.get(id)!);
    if (before.some((id, i) => id !== op.slideIds[i])) ctx.changes.push('Reordered the slides.');
    return { op: 'reorder_slides', slideIds: before };
  },

  duplicate_slide(ctx, op, index) {
    const i = indexOf(ctx, op.slideId, index);
    const { createdAt: _createdAt, ...src } = ctx.state.slides[i]!;
    const copy: DeckSlide = { ...structuredClone(src), id: ctx.newId() };
    insert(ctx, copy, i + 2, index);
    ctx.changes.push(`Duplicated slide ${i + 1} (“${src.title}”) as slide ${i + 2}.`);
    return { op: 'delete_slide', slideId: copy.id };
  },
};
