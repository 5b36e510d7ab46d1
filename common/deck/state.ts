import type { ChecklistItem, PresentationMetadata } from '../schemas/presentations';
import type { SlideContent, SlideType } from '../slides/model';

/** A slide as deck operations see it: its place is its index in DeckState.slides. */
export interface DeckSlide {
  id: string;
  type: SlideType;
  title: string;
  content: SlideContent;
  notes: string;
  /** Kept so that a slide brought back by an undo is the slide it was. */
  createdAt?: string;
}

/** The part of a presentation that operations change. */
export interface DeckState {
  title?: string;
  slides: DeckSlide[];
  brief: string;
  checklist: ChecklistItem[];
  metadata: PresentationMetadata;
  /** A built-in theme's id, or null for the client's brand kit; absent where a caller does not load it. */
  theme?: string | null;
}

/**
 * An operation that cannot apply to this deck. It names the operation (its index in the batch)
 * and the field at fault; nothing of the batch is applied.
 */
export class OperationError extends Error {
  constructor(
    readonly index: number,
    /** The field within the operation, e.g. "slideId" or "content.backgroundColor"; '' for the whole. */
    readonly field: string,
    readonly reason: string,
    readonly status: 400 | 409 = 400,
    /** For a write based on an old revision that clashes (see ./merge): the deck's revision and the field's value now. */
    readonly conflict?: { revision: number; current: unknown },
  ) {
    super(`operations.${index}${field ? `.${field}` : ''}: ${reason}`);
  }

  /** The same problem for a route that takes one change, not a list: "slideIds: must ...". */
  get plainMessage(): string {
    return this.field ? `${this.field}: ${this.reason}` : this.reason;
  }
}
