import type { DeckDocumentOptions, StaticSlide } from '../../common/slides/staticHtml';

/** What the render worker does: clean a slide's HTML and CSS for saving, or draw a whole deck. */
export type RenderJob =
  | { kind: 'clean'; html?: string; css?: string }
  | { kind: 'deck'; slides: StaticSlide[]; options: DeckDocumentOptions }
  /** A PDF document's pages of these slides only (a long deck drawn in parts at once). */
  | { kind: 'pdfPages'; slides: StaticSlide[]; options: DeckDocumentOptions };

export type RenderReply =
  | { ok: true; kind: 'clean'; html?: string; css?: string }
  | { ok: true; kind: 'deck'; document: string }
  | { ok: true; kind: 'pdfPages'; pages: string }
  /** The slide's HTML is too deep or too large to keep; `message` says which. */
  | { ok: false; tooComplex: true; message: string }
  | { ok: false; tooComplex?: false; message: string };
