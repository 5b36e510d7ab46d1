import { z } from 'zod';
import {
  BRIEF_MAX,
  CHECKLIST_MAX_ITEMS,
  CHECKLIST_TEXT_MAX,
  SLIDES_PER_PRESENTATION_MAX,
} from '../../common/limits';
import { type checklistItemSchema, metadataSchema } from '../../common/schemas/presentations';
import {
  type SlideContent,
  type SlideType,
  slideContentSchema,
  slideNotesSchema,
  slideTitleSchema,
  slideTypeSchema,
} from '../../common/slides/model';

/**
 * What the assistant may do to a deck. The model (or the offline engine) only ever proposes these;
 * they are checked here and applied by the deckOps service in one transaction.
 */
const position = z
  .number()
  .int()
  .min(1)
  .max(SLIDES_PER_PRESENTATION_MAX + 1);
const slideId = z.string().min(1).max(64);

export const operationSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('add_slide'),
    type: slideTypeSchema,
    title: slideTitleSchema,
    content: slideContentSchema.optional(),
    notes: slideNotesSchema.optional(),
    position: position.optional(),
  }),
  z.object({
    op: z.literal('update_slide'),
    slideId,
    title: slideTitleSchema.optional(),
    type: slideTypeSchema.optional(),
    /** Merged into the slide's content; a field set to null is removed. */
    content: slideContentSchema.partial().optional(),
    removeFields: z.array(z.string().max(40)).max(20).optional(),
    notes: slideNotesSchema.optional(),
  }),
  z.object({ op: z.literal('delete_slide'), slideId }),
  z.object({ op: z.literal('move_slide'), slideId, position }),
  z.object({ op: z.literal('duplicate_slide'), slideId }),
  z.object({ op: z.literal('update_brief'), brief: z.string().max(BRIEF_MAX) }),
  z.object({
    op: z.literal('add_checklist_items'),
    items: z.array(z.string().trim().min(1).max(CHECKLIST_TEXT_MAX)).min(1).max(CHECKLIST_MAX_ITEMS),
  }),
  z.object({ op: z.literal('update_metadata'), metadata: metadataSchema }),
]);
export type Operation = z.infer<typeof operationSchema>;
export const operationsSchema = z.array(operationSchema).max(100);

export interface DeckSlide {
  id: string;
  type: SlideType;
  title: string;
  content: SlideContent;
  notes: string;
}
export interface DeckState {
  slides: DeckSlide[];
  brief: string;
  checklist: z.infer<typeof checklistItemSchema>[];
  metadata: z.infer<typeof metadataSchema>;
}

export class OperationError extends Error {}

export interface Applied {
  state: DeckState;
  /** Plain-English lines, one per change. */
  changes: string[];
  changedSlideIds: string[];
}

const FIELD_WORDS: Record<string, string> = {
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
};
const fieldWords = (keys: string[]) => {
  const words = keys.map((k) => FIELD_WORDS[k] ?? k);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
};

const label = (deck: DeckSlide[], id: string) => {
  const i = deck.findIndex((s) => s.id === id);
  return `slide ${i + 1} (“${deck[i]?.title ?? ''}”)`;
};

/** Applies operations to a copy of the deck; throws OperationError naming the bad operation. */
export function applyOperations(
  before: DeckState,
  operations: Operation[],
  newId: () => string,
  now: () => number = Date.now,
): Applied {
  const state: DeckState = structuredClone(before);
  const changes: string[] = [];
  const changed = new Set<string>();
  const find = (id: string, n: number) => {
    const i = state.slides.findIndex((s) => s.id === id);
    if (i < 0)
      throw new OperationError(`operation ${n + 1}: slideId “${id}” is not a slide of this presentation`);
    return i;
  };
  operations.forEach((op, n) => {
    switch (op.op) {
      case 'add_slide': {
        if (state.slides.length >= SLIDES_PER_PRESENTATION_MAX)
          throw new OperationError(
            `operation ${n + 1}: the deck is full (${SLIDES_PER_PRESENTATION_MAX} slides)`,
          );
        const slide: DeckSlide = {
          id: newId(),
          type: op.type,
          title: op.title,
          content: op.content ?? {},
          notes: op.notes ?? '',
        };
        const at = Math.min(Math.max((op.position ?? state.slides.length + 1) - 1, 0), state.slides.length);
        state.slides.splice(at, 0, slide);
        changed.add(slide.id);
        changes.push(`Added a ${op.type.replace('_', ' ')} slide “${op.title}” as slide ${at + 1}.`);
        break;
      }
      case 'update_slide': {
        const i = find(op.slideId, n);
        const s = state.slides[i]!;
        const what: string[] = [];
        if (op.title !== undefined && op.title !== s.title) {
          what.push(`renamed it to “${op.title}”`);
          s.title = op.title;
        }
        if (op.type !== undefined && op.type !== s.type) {
          what.push(`made it a ${op.type.replace('_', ' ')} slide`);
          s.type = op.type;
        }
        if (op.content || op.removeFields?.length) {
          const content: Record<string, unknown> = { ...s.content, ...(op.content ?? {}) };
          for (const f of op.removeFields ?? []) delete content[f];
          const parsed = slideContentSchema.safeParse(content);
          if (!parsed.success)
            throw new OperationError(
              `operation ${n + 1}: content ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`,
            );
          s.content = parsed.data;
          what.push(`changed ${fieldWords([...Object.keys(op.content ?? {}), ...(op.removeFields ?? [])])}`);
        }
        if (op.notes !== undefined && op.notes !== s.notes) {
          s.notes = op.notes;
          what.push('updated the speaker notes');
        }
        if (what.length) {
          changed.add(s.id);
          changes.push(`Slide ${i + 1}: ${what.join('; ')}.`);
        }
        break;
      }
      case 'delete_slide': {
        const i = find(op.slideId, n);
        changes.push(`Deleted ${label(state.slides, op.slideId)}.`);
        state.slides.splice(i, 1);
        changed.delete(op.slideId);
        break;
      }
      case 'move_slide': {
        const i = find(op.slideId, n);
        const [s] = state.slides.splice(i, 1);
        const at = Math.min(Math.max(op.position - 1, 0), state.slides.length);
        state.slides.splice(at, 0, s!);
        changed.add(s!.id);
        changes.push(`Moved “${s!.title}” from slide ${i + 1} to slide ${at + 1}.`);
        break;
      }
      case 'duplicate_slide': {
        const i = find(op.slideId, n);
        const src = state.slides[i]!;
        const copy = { ...structuredClone(src), id: newId() };
        state.slides.splice(i + 1, 0, copy);
        changed.add(copy.id);
        changes.push(`Duplicated slide ${i + 1} (“${src.title}”) as slide ${i + 2}.`);
        break;
      }
      case 'update_brief':
        state.brief = op.brief;
        changes.push('Updated the brief.');
        break;
      case 'add_checklist_items': {
        if (state.checklist.length + op.items.length > CHECKLIST_MAX_ITEMS)
          throw new OperationError(
            `operation ${n + 1}: the checklist holds at most ${CHECKLIST_MAX_ITEMS} items`,
          );
        const base = now();
        for (const [k, text] of op.items.entries())
          state.checklist.push({ id: String(base + k), text, completed: false });
        changes.push(
          `Added ${op.items.length} checklist item${op.items.length === 1 ? '' : 's'}: ${op.items.join('; ')}.`,
        );
        break;
      }
      case 'update_metadata':
        state.metadata = { ...state.metadata, ...op.metadata };
        changes.push(`Updated the presentation details (${Object.keys(op.metadata).join(', ')}).`);
        break;
    }
  });
  return { state, changes, changedSlideIds: state.slides.filter((s) => changed.has(s.id)).map((s) => s.id) };
}

/** Validates raw operations (from a model); the error text is what we send back for a retry. */
export function parseOperations(
  raw: unknown,
): { ok: true; operations: Operation[] } | { ok: false; error: string } {
  const parsed = operationsSchema.safeParse(raw);
  if (parsed.success) return { ok: true, operations: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, error: `operations.${issue.path.join('.')}: ${issue.message}` };
}
