import type { ComponentType } from 'react';
import type { ContentField } from '../content';
import type { DeckMetadata } from '../deckDefaults';
import type { SlideFit } from '../layout/fit';
import type { SlideDefaults, SlideProps, SlideView } from '../view';

/**
 * How the inspector edits a content field: as one line, free text, a list, metric rows, code, a
 * colour, or the data of a chart, a table or a timeline (cells), or a picture with its alt text.
 */
export type EditorFieldKind =
  | 'line'
  | 'text'
  | 'list'
  | 'metrics'
  | 'code'
  | 'color'
  | 'chart'
  | 'table'
  | 'steps'
  | 'image';
/** A content field, or one part of the comparison's two sides. */
export type EditorFieldKey = ContentField | `comparison.${'left' | 'right'}.${'title' | 'items'}`;
export interface EditorField {
  key: EditorFieldKey;
  label: string;
  kind: EditorFieldKind;
  placeholder?: string;
  /** A line under the field saying what it accepts. */
  help?: string;
}

/**
 * Everything about one slide type, in one place (the way tldraw keeps a shape's util): what it is
 * called, which content fields it draws, its SPEC §9 defaults, how the inspector edits it, how it
 * is drawn, its thumbnail tint and the words the offline assistant knows it by. Rules that belong
 * to a type (how its text fits, which theme values it reads) are added here as fields, so a type
 * keeps living in one folder. The server's PowerPoint drawing is the one piece that lives apart
 * (server/export/pptx/slides.ts), in a map the compiler checks for every type.
 */
export interface SlideTypeDefinition {
  /** How the type is named to people: the type picker, the thumbnail's badge. */
  label: string;
  /** The content fields it draws; the others are kept but not shown (a type change loses nothing). */
  fields: readonly ContentField[];
  defaults: SlideDefaults;
  /** The inspector's fields for it, in order; every type also gets the two colour fields. */
  editorFields: readonly EditorField[];
  /**
   * How its text fits (issue 17): the sizes every renderer and the PowerPoint file use, and
   * whether the slide overflows at its floors (common/limits.ts FIT_FLOORS). Measured without a
   * DOM (../layout), so the server and every browser reach the same answer.
   */
  fit: (slide: SlideView, context: FitContext) => SlideFit;
  /** Draws the slide at 1920×1080 (the editor, presenter, viewer and the PDF/HTML exports). */
  Renderer: ComponentType<SlideProps>;
  /** The list thumbnail's colours (SPEC §2: title, metrics, statement, comparison, html, else default). */
  tint: { background: string; accent: string };
  /** Words for the type in commands ("add a kpi slide"), lower case. */
  aliases: readonly string[];
}

/** What a fit rule may read besides the slide: its type's defaults and the deck's brief details. */
export interface FitContext {
  defaults: SlideDefaults;
  deck?: DeckMetadata;
}

/** The tint of every type outside SPEC §2's families. */
export const DEFAULT_TINT = { background: '#ffffff', accent: '#4a5568' };

/** Checks a definition's shape where it is written, so a mistake is named in its own file. */
export function defineSlideType<const D extends SlideTypeDefinition>(definition: D): D {
  return definition;
}
