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
  /** Default agency label on strategic title slides when the slide has none. */
  agencyLabel?: string;
  /** Draw html slides in a sandboxed frame ('scripts' allows their scripts) instead of a shadow root. */
  htmlFrame?: 'static' | 'scripts';
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
