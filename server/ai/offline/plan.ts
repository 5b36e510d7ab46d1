import type { SlideContent } from '../../../common/slides/model';
import type { DeckState, Operation } from '../../deck';

/** A slide as this message leaves it so far: an existing one, or one this message adds. */
export interface PlanSlide {
  id: string;
  type: string;
  title: string;
  content: SlideContent;
  notes: string;
  /** Index in `ops` of the add_slide that makes it, for slides this message adds. */
  addOp?: number;
  /** For a copy: the duplicate_slide that makes it, and where the copy lands. */
  dupOp?: { index: number; position: number };
}

type AddOp = Extract<Operation, { op: 'add_slide' }>;
type SlideChange = { title?: string; type?: string; content?: SlideContent; notes?: string };

/**
 * The assistant's last change in this conversation: what "undo that" takes back. Read from the
 * conversation and the deck's log (server/services/conversations.ts).
 */
export interface LastChange {
  /** The deck's revision after that change: its undo is merged against what was written since. */
  revision: number;
  /** The operations that take it back, in order; absent when the deck's log no longer holds it. */
  undo?: Operation[];
}

/** What a command did to the plan, or what to say instead (and then nothing changes). */
export type Result = { ok: true } | { say: string };
export const OK: Result = { ok: true };

/**
 * The operations of one message, and the deck as they leave it, so that later commands of the
 * same message see earlier ones ("add X and move it to the start"). A slide this message adds has
 * no id until it is applied, so changes to it are folded into its add_slide.
 */
export class Plan {
  readonly ops: Operation[] = [];
  slides: PlanSlide[];
  brief: string;
  /** Whether the command being resolved removes what it names: a near-miss name is then asked about. */
  destructive = false;
  /** The slide the last command named or made: what "it" means next. */
  last?: string;
  /** What the reply says besides the changes: what was left for the user to do. */
  readonly said: string[] = [];
  /** The slide selected in the editor, when it is one of the deck's. */
  readonly selectedId?: string;
  private added = 0;

  constructor(
    readonly deck: DeckState,
    selectedId?: string,
    /** The assistant's last change in this conversation: what "the last one" after it may mean. */
    readonly lastChange?: LastChange,
  ) {
    this.slides = deck.slides.map((s) => ({ ...s, content: { ...s.content } }));
    this.brief = deck.brief;
    this.selectedId = deck.slides.some((s) => s.id === selectedId) ? selectedId : undefined;
  }

  indexOf(id: string) {
    return this.slides.findIndex((s) => s.id === id);
  }
  get(id: string) {
    return this.slides.find((s) => s.id === id);
  }

  /** Adds a slide at a 1-based position (default: the end); returns its placeholder id. */
  add(slide: Omit<AddOp, 'op' | 'position'>, position?: number): string {
    const id = `new:${++this.added}`;
    const at =
      position === undefined ? this.slides.length : Math.min(Math.max(position - 1, 0), this.slides.length);
    const op: AddOp = { op: 'add_slide', ...slide };
    if (at < this.slides.length) op.position = at + 1;
    this.ops.push(op);
    this.slides.splice(at, 0, {
      id,
      type: slide.type,
      title: slide.title,
      content: { ...(slide.content ?? {}) },
      notes: slide.notes ?? '',
      addOp: this.ops.length - 1,
    });
    this.last = id;
    return id;
  }

  /**
   * A copy made by this message has no id before it is applied; once a later command changes it,
   * its duplicate_slide becomes the equivalent add_slide, so the change can be folded in.
   */
  private own(s: PlanSlide) {
    if (!s.dupOp) return;
    this.ops[s.dupOp.index] = {
      op: 'add_slide',
      type: s.type as AddOp['type'],
      title: s.title,
      content: { ...s.content },
      ...(s.notes ? { notes: s.notes } : {}),
      position: s.dupOp.position,
    };
    s.addOp = s.dupOp.index;
    s.dupOp = undefined;
  }

  /** An operation of the deck itself (its title, theme, brief…); OK, so a rule may end with it. */
  push(op: Operation): Result {
    this.ops.push(op);
    return OK;
  }

  /** Changes a slide's title, type, content fields or notes; OK, so a rule may end with it. */
  update(id: string, change: SlideChange): Result {
    const s = this.get(id)!;
    this.own(s);
    if (change.title !== undefined) s.title = change.title;
    if (change.type !== undefined) s.type = change.type;
    if (change.content) s.content = { ...s.content, ...change.content };
    if (change.notes !== undefined) s.notes = change.notes;
    this.last = id;
    if (s.addOp !== undefined) {
      const op = this.ops[s.addOp] as AddOp;
      op.title = s.title;
      op.type = s.type as AddOp['type'];
      if (Object.keys(s.content).length) op.content = { ...s.content };
      if (s.notes) op.notes = s.notes;
      return OK;
    }
    return this.push({
      op: 'update_slide',
      slideId: id,
      ...(change.title !== undefined ? { title: change.title } : {}),
      ...(change.type !== undefined ? { type: change.type as AddOp['type'] } : {}),
      ...(change.content ? { content: change.content } : {}),
      ...(change.notes !== undefined ? { notes: change.notes } : {}),
    });
  }

  remove(id: string) {
    const i = this.indexOf(id);
    const s = this.slides[i]!;
    this.own(s);
    this.slides.splice(i, 1);
    if (s.addOp !== undefined) this.dropAdd(s.addOp);
    else this.ops.push({ op: 'delete_slide', slideId: id });
    if (this.last === id) this.last = undefined;
  }

  /** Moves a slide to a 1-based position of the deck as it is after the slide leaves its place. */
  move(id: string, position: number): Result {
    const from = this.indexOf(id);
    this.own(this.slides[from]!);
    const [s] = this.slides.splice(from, 1);
    const at = Math.min(Math.max(position - 1, 0), this.slides.length);
    this.slides.splice(at, 0, s!);
    this.last = id;
    if (s!.addOp !== undefined) {
      const op = this.ops[s!.addOp] as AddOp;
      // Added by this message: it is simply added there (operations before it keep their places).
      if (at === this.slides.length - 1) delete op.position;
      else op.position = at + 1;
      return OK;
    }
    return at === from ? OK : this.push({ op: 'move_slide', slideId: id, position: at + 1 });
  }

  duplicate(id: string) {
    const i = this.indexOf(id);
    const s = this.slides[i]!;
    this.own(s);
    if (s.addOp !== undefined) {
      this.add(
        { type: s.type as AddOp['type'], title: s.title, content: { ...s.content }, notes: s.notes },
        i + 2,
      );
      return;
    }
    this.ops.push({ op: 'duplicate_slide', slideId: id });
    const copy = `copy:${id}:${++this.added}`;
    this.slides.splice(i + 1, 0, {
      ...s,
      id: copy,
      content: { ...s.content },
      dupOp: { index: this.ops.length - 1, position: i + 2 },
    });
    this.last = copy;
  }

  private dropAdd(index: number) {
    this.ops.splice(index, 1);
    for (const s of this.slides) if (s.addOp !== undefined && s.addOp > index) s.addOp--;
  }
}
