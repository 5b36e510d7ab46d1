import type { DeckMetadata } from '../../../common/slides/deckDefaults';
import { SLIDE_TYPE_REGISTRY, type SlideType } from '../../../common/slides/types';
import type { SlideDefaults } from '../../../common/slides/view';
import { slideDefaultsFor } from '../../../common/themes/surfaces';
import type { Theme } from '../../../common/themes/types';
import type { ExportSlide } from '../deck';
import type { HtmlTextBlock } from '../htmlSlideText';
import type { ListMarkers } from './list';
import type { PSlide } from './shapes';

/** What a drawing gets besides its slide: the deck's details, the HTML slide's picture, the notes. */
export interface DrawContext {
  deck?: DeckMetadata;
  /** The deck's theme (issue 21): its colours, as on screen. Text stays in the font it was measured in. */
  theme?: Theme;
  /** A base64 JPEG of an HTML slide, taken by the browser. */
  picture?: string;
  /** The HTML slide's text blocks as the browser laid them out (drawn as editable text). */
  htmlText?: HtmlTextBlock[];
  /** The pictures image slides show, by upload id (./imageSlide.ts). */
  pictures?: Record<string, import('./imageSlide').SlidePicture>;
  /** The slide's speaker notes so far; a drawing may add text it could not draw. */
  notes: string[];
  /** The file's list markers (./list.ts), written into each slide's XML when the file is. */
  lists: ListMarkers;
}
export type Draw = (slide: PSlide, s: ExportSlide, context: DrawContext) => void;

/** A type's colours under the deck's theme, as the screen draws them (common/themes/surfaces.ts). */
export const defaultsOf = (type: SlideType, { theme }: DrawContext): SlideDefaults =>
  slideDefaultsFor(theme, type) ?? SLIDE_TYPE_REGISTRY[type].defaults;
