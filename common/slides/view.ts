import type { Theme, ThemeFonts, ThemeTypeScale } from '../themes/types';
import type { SlideContent } from './content';
import type { DeckMetadata } from './deckDefaults';

/** What a renderer needs of a slide; pure data, so the server can render it too. */
export interface SlideView {
  id?: string;
  /** A stored type we no longer know is drawn as "Unknown slide type: {type}" (SPEC §2). */
  type: string;
  title: string;
  content: SlideContent;
}

export interface RenderOptions {
  /** The calculator's inputs work (presenter, shared viewer); elsewhere they are drawn only. */
  interactive?: boolean;
  /** The deck's brief details (client, agency, date): the fallback for a slide's empty fields. */
  deck?: DeckMetadata;
  /** Draw html slides in a sandboxed frame ('scripts' allows their scripts) instead of a shadow root. */
  htmlFrame?: 'static' | 'scripts';
  /**
   * Exports: this deck's uploaded pictures as data: URLs, by upload id. Given, html slides are made
   * offline: those pictures inlined, every other address dropped.
   */
  inlinePictures?: Readonly<Record<string, string>>;
  /** The deck's theme (issue 21): its colours, fonts and logo; the default theme when absent. */
  theme?: Theme;
  /**
   * Exports: @font-face rules with the files inlined. A framed html slide is a document of its
   * own that sees none of the page's fonts, so it gets the rules of its theme's two families.
   */
  fontCss?: string;
  /**
   * The PDF export: the slide is printed, never edited nor looked at on screen. A type may then
   * draw the same picture with fewer boxes (a table's rows as a box or two each, ./types/table):
   * Chromium's print costs per box of text.
   */
  print?: boolean;
}

/** What a type draws where the slide says nothing (SPEC §9); each type declares its own. */
export interface SlideDefaults {
  background: string;
  text: string;
  /** A second colour the design leans on (the thank-you slide's second line). */
  accent?: string;
  /** Words drawn where the slide leaves a field empty; the editor shows them as placeholders. */
  content?: Partial<Record<keyof SlideContent, string>>;
  /** The theme's fonts, which the type's layout measures in (absent: the slide font). */
  fonts?: ThemeFonts;
  /**
   * A filled card and the text on it, good news and bad (the calculator's verdict). The type's own
   * colours in Classic; under a theme the accent and the secondary, each with its readable text.
   */
  callout?: { good: Fill; bad: Fill };
  /**
   * A panel that stands out from the slide's surface under a theme (the comparison's second side):
   * the theme's primary, the text that reads on it and the accent for marks on it.
   */
  emphasis?: Fill & { accent: string };
  /** The theme's type scale for display text (absent: the slides' own design). */
  scale?: ThemeTypeScale;
  /**
   * The theme's brand colours, strongest first (primary, secondary): what a highlight is tinted
   * with (common/themes/highlight.ts). Absent: Classic's.
   */
  brand?: readonly string[];
}

export interface Fill {
  background: string;
  text: string;
}

export interface SlideProps {
  slide: SlideView;
  options: RenderOptions;
  /** The type's defaults, handed in by whoever draws it, so a renderer names no colour of its own. */
  defaults: SlideDefaults;
}

export function colorsOf(slide: SlideView, background: string, text: string) {
  return {
    background: slide.content.backgroundColor || background,
    text: slide.content.textColor || text,
  };
}
