import type { BaseName, Ref, TableDeck } from './deck';

/** What a phrasing exercises, for the share of phrasings understood per operation. */
export type OpName =
  | 'add title'
  | 'add strategic title'
  | 'add thank you'
  | 'add content'
  | 'add metrics'
  | 'add statement'
  | 'add comparison'
  | 'add calculator'
  | 'add html'
  | 'update title'
  | 'update text'
  | 'update bullets'
  | 'update comparison'
  | 'update metrics'
  | 'update colours'
  | 'theme'
  | 'notes'
  | 'brief'
  | 'checklist'
  | 'metadata'
  | 'duplicate'
  | 'change type'
  | 'move'
  | 'delete'
  | 'agenda'
  | 'several commands'
  | 'draft'
  | 'read slide'
  | 'question or refusal'
  | 'add chart'
  | 'update chart'
  | 'add table'
  | 'update table'
  | 'add timeline'
  | 'update timeline'
  | 'split';

export interface Phrasing {
  /** Written as users write: capitals, typos, polite forms, either spelling. */
  say: string;
  op: OpName;
  /** The deck it runs on: the base deck, or the pitch with a slide of every type. */
  on?: BaseName;
  /** The slide selected in the editor, if any. */
  selected?: Ref;
  /** The deck the command must produce, as edits of its base deck; no edit means it is unchanged. */
  deck?: (d: TableDeck) => void;
  /** What the answer must say (a question, a refusal, a count). */
  answer?: RegExp;
  /** A draft: nothing changes, and the reply proposes this many slides of this kind of deck. */
  proposal?: { min: number; max: number; kind: string };
}
