import { type Cursor, oneOf, setOf } from './cursor';

/**
 * Requests to reword text ("shorter", "punchier", "translate"): the offline assistant has no
 * language model, so it says so instead of writing the adjective in as the new text.
 */
const REWRITE_WORDS = oneOf(`shorter|longer|punchier|snappier|crisper|tighter|clearer|simpler|catchier|better
  |friendlier|more concise|concise|more formal|less formal|more casual|more professional|more engaging
  |more exciting|more persuasive|less wordy|briefer`);

/** Verbs that ask for new wording of existing text. */
export const REWRITE_VERBS = setOf(`translate|rephrase|reword|rewrite|shorten|lengthen|paraphrase|simplify
  |condense|proofread|spellcheck|polish|tighten`);

/** Whether the rest of the command is a wording adjective ("a bit shorter", "punchier please"). */
export function isRewrite(c: Cursor): boolean {
  c.acceptAny('a bit|a little|much|slightly');
  c.acceptAny('look|sound');
  return Boolean(c.acceptOne(REWRITE_WORDS)) && c.done();
}

/** A look rather than words ("bold", "in capitals"): the theme and layout decide it. */
const STYLE_WORDS = oneOf(`bold|italic|italics|underlined|underline|uppercase|upper case|lowercase|lower case
  |all caps|caps|capitals|in capitals|in bold|in italics|centered|bolder|highlighted`);

export function isStyle(c: Cursor): boolean {
  return Boolean(c.acceptOne(STYLE_WORDS)) && c.done();
}
