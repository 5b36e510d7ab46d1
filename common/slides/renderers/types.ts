import type { DeckMetadata } from '../deckDefaults';
import type { SlideContent } from '../model';

/** What a renderer needs of a slide; pure data, so the server can render it too. */
export interface SlideView {
  id?: string;
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
}

export interface SlideProps {
  slide: SlideView;
  options: RenderOptions;
}

export function colorsOf(slide: SlideView, background: string, text: string) {
  return {
    background: slide.content.backgroundColor || background,
    text: slide.content.textColor || text,
  };
}
