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

/** What text is said to be when it wants fewer words: "too wordy", "way too long". */
const TOO_MUCH = setOf('wordy|long|verbose|dense|busy|cluttered|crowded|texty|lengthy');

/**
 * "slide 3 is too wordy", "the agenda's way too long": a complaint about the amount of words is
 * a request to reword, whatever names the text before it.
 */
export function isWordyComplaint(c: Cursor): boolean {
  for (let k = 0; c.i + k < c.end - 1; k++) {
    if (c.w(k) === 'too' && TOO_MUCH.has(c.w(k + 1)) && c.w(k + 2) === '') return true;
  }
  return false;
}

/** A look rather than words ("bold", "in capitals"): the theme and layout decide it. */
const STYLE_WORDS = oneOf(`bold|italic|italics|underlined|underline|uppercase|upper case|lowercase|lower case
  |all caps|caps|capitals|in capitals|in bold|in italics|centered|bolder|highlighted`);

export function isStyle(c: Cursor): boolean {
  return Boolean(c.acceptOne(STYLE_WORDS)) && c.done();
}
