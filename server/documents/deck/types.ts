import type { SlideContent, SlideType } from '../../../common/slides/model';

/** A slide drafted from a document: plain data, added to the deck as it is. */
export interface DraftSlide {
  type: SlideType;
  title: string;
  content: SlideContent;
  notes?: string;
}

export interface DraftResult {
  slides: DraftSlide[];
  /** What did not make it onto the slides, in words for the user ("3 of 17 sections: …"). */
  leftOut: string[];
}

/**
 * A block of a section: a paragraph (one line), a list, a table, or the heading of a subsection
 * (whose name titles the slide its points land on, instead of "… (continued)").
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; rows: string[][] };

export interface Section {
  title: string;
  level: number;
  blocks: Block[];
  /** The PDF page the section starts on, when the text has page markers. */
  page?: number;
}
