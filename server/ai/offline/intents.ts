import type { Metric, SlideType } from '../../../common/slides/model';
import type { DeckKind } from './vocabulary';

/** Which slide(s) a command means, before it is looked up in the deck. */
export type Target =
  | { kind: 'selected' }
  /** "it", "that": the slide this message last named or made, else the selected one. */
  | { kind: 'it' }
  | { kind: 'numbers'; numbers: number[] }
  | { kind: 'ordinal'; n: number; fromEnd: boolean }
  /** "the first two", "the last 3 slides". */
  | { kind: 'edge'; count: number; fromEnd: boolean }
  /** "every slide"; "all 5 slides" also says how many the user expects; "every content slide", of a type. */
  | { kind: 'all'; count?: number; type?: SlideType }
  /** "the Results slide", "the slide called Results", "the metrics slide". */
  | { kind: 'named'; name: string; type?: SlideType }
  /** "the first and last slides", "the second and third slides". */
  | { kind: 'list'; targets: Target[] }
  /** "the next slide" (by 1), "the previous one" (by -1): beside the slide "it" means. */
  | { kind: 'beside'; by: number };

export type Position =
  | { kind: 'start' }
  | { kind: 'end' }
  | { kind: 'index'; n: number }
  | { kind: 'after' | 'before'; target: Target }
  | { kind: 'up' | 'down'; by: number };

/** The slots of a new slide, as the user gave them. */
export interface NewSlide {
  type?: SlideType;
  title?: string;
  /** "add 3 slides: Problem, Solution, Team": one title per slide. */
  titles?: string[];
  about?: string;
  items?: string[];
  itemCount?: number;
  text?: string;
  subtitle?: string;
  metrics?: Metric[];
  comparison?: { left: string; right: string };
  background?: string;
  textColor?: string;
  client?: string;
  notes?: string;
  /**
   * "saying Customers first after belief": free text that ends as a place would ("after belief").
   * When those words are a slide's title, the rule asks which was meant.
   */
  placeTail?: { field: 'about' | 'title' | 'text'; words: string };
}

export interface DraftRequest {
  kind?: DeckKind;
  slides?: number;
  client?: string;
  topic?: string;
}

/** One bullet by its place: "bullet 2", "the last bullet". */
export type ItemRef = { index: number } | { fromEnd: true };

/** Several bullets: "bullets 2 and 3", "the last two bullets". */
export type BulletSet = { several: number[] } | { edge: number; last: boolean };
/** "all bullets but the first two", "keep only bullet 3": every bullet except these. */
export type BulletsKept = { except: BulletSet };

export type MetadataField = 'clientName' | 'agency' | 'presentationDate' | 'logo';

export type Intent =
  | { kind: 'add_slide'; slide: NewSlide; count: number; position?: Position }
  | { kind: 'agenda'; position?: Position }
  | { kind: 'rename'; target: Target; title: string }
  /** "rename this deck to X": the presentation's own title. */
  | { kind: 'deck_title'; title: string }
  /** "make slide 2 a comparison of us vs competitors" also names the two sides. */
  | { kind: 'set_type'; target: Target; type: SlideType; comparison?: { left: string; right: string } }
  | { kind: 'color'; target: Target; which: 'background' | 'text'; color: string }
  | { kind: 'set_text'; target: Target; field: 'text' | 'subtitle'; value: string }
  /** "clear the bullets" is mode "clear": every bullet of one slide, in one update. */
  | { kind: 'items'; target: Target; mode: 'set' | 'add' | 'clear'; items: string[] }
  | { kind: 'remove_item'; target: Target; which: ItemRef | { text: string } | BulletSet | BulletsKept }
  /** "add Next steps to the agenda": a bullet (or, on a metrics slide, a figure) by a slide's bare title. */
  | { kind: 'add_to_slide'; target: Target; texts: string[]; metrics: Metric[] }
  | { kind: 'set_item'; target: Target; which: ItemRef; text: string }
  /** "make the Belief slide say X": the words of whichever text field the slide's type shows. */
  | { kind: 'say_text'; target: Target; value: string }
  /** "change $4M to $4.5M": a text replaced wherever it stands on the slides. */
  | { kind: 'replace_text'; find: string; replacement: string; target?: Target }
  /**
   * "change revenue to $5M", "the revenue is actually $5M", "change the first metric to 10": the
   * value of the figure so labelled, or at that place.
   */
  | { kind: 'set_figure'; label: string | ItemRef; value: string; target?: Target }
  /** "rename the revenue metric to ARR": the label of the figure so labelled (or at that place). */
  | { kind: 'metric_label'; label: string | ItemRef; newLabel: string; target?: Target }
  /** "mark pricing as not done". */
  | { kind: 'check_item'; text: string; completed: boolean }
  /** "what slides do we have?": answered with the slides' titles, nothing changed. */
  | { kind: 'list_slides' }
  /** "what is on slide 2?": that slide's title and words, answered; nothing changed. */
  | { kind: 'read_slide'; target: Target }
  /** "what's the revenue number?": that metric's value, answered; nothing changed. */
  | { kind: 'read_metric'; label: string; target?: Target }
  /** "remove the revenue metric": the figure so labelled (or by its place), on the slide named or found. */
  | { kind: 'remove_metric'; target?: Target; which: { labels: string[] } | ItemRef | { all: true } }
  | { kind: 'metrics'; target: Target; mode: 'set' | 'add'; metrics: Metric[] }
  | { kind: 'notes'; target: Target; mode: 'set' | 'add' | 'clear'; text?: string }
  | { kind: 'delete'; target: Target }
  | { kind: 'move'; target: Target; position: Position }
  | { kind: 'swap'; a: Target; b: Target }
  | { kind: 'duplicate'; target: Target; times?: number }
  | { kind: 'brief'; mode: 'set' | 'add'; text: string }
  | { kind: 'checklist'; items: string[] }
  | { kind: 'metadata'; field: MetadataField; value: string }
  | { kind: 'draft'; request: DraftRequest }
  /** Not clear enough to act on: one short question, and nothing changes. */
  | { kind: 'ask'; text: string }
  | { kind: 'help' };
