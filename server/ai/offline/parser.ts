import { Cursor, setOf } from './cursor';
import type { Intent, Target } from './intents';
import { brief, notes, parseAdd } from './parseAdd';
import { parseDelete, parseDuplicate, parseMove, parseSwap } from './parseArrange';
import { parseMakeVerb, parseRenameVerb, parseSetVerb } from './parseChange';
import { parseColour } from './parseColour';
import { isDraftHere, parseDraft } from './parseDraft';
import { parseQuestion } from './parseQuestion';
import { parseKeep } from './parseRemovals';
import { figureFact } from './parseReplace';
import { parseNewSlide, slideNounAt } from './parseSlide';
import { type Row, readRows } from './patterns';
import { field, NOTES_SAY, ofTarget } from './phrases';
import { ask } from './questions';
import { isRewrite, isStyle, isWordyComplaint, REWRITE_VERBS } from './rewrites';
import { cleanText } from './slots';
import { count, parseTarget } from './targets';
import type { Token } from './tokenizer';
import { type VerbGroup, verbGroup } from './vocabulary';

/** One command (a clause of the message) into an intent, or undefined when it is not understood. */
export function parseCommand(
  source: string,
  tokens: Token[],
  from: number,
  to: number,
  impliedVerb?: 'add',
): Intent | undefined {
  const c = new Cursor(source, tokens, from, to);
  if (c.done()) return undefined;
  if (impliedVerb === 'add') return parseAdd(c);
  if (c.acceptAny('keep|only keep|leave only|leave just')) return parseKeep(c);
  const question = parseQuestion(c);
  if (question) return question;
  const verb = c.w();
  // Rewording needs a language model: said plainly rather than not understood. With its new words
  // ("reword 'X' to 'Y'") it is a change like any other.
  if (REWRITE_VERBS.has(verb)) {
    if (!givesNewWords(c)) return ask.rewrite();
    c.i++;
    return GRAMMARS.set(c, 'change');
  }
  // "…, its too long" beside the new words in quotes is the reason for them, not a request.
  if (isWordyComplaint(c) && !c.tokens.slice(c.i, c.end).some((t) => t.kind === 'quoted'))
    return ask.rewrite();
  const group = verbGroup(verb);
  if (!group) return readRows(c, DECLARATIVE);
  c.i++;
  return GRAMMARS[group](c, verb);
}

/** Whether the command says the new words, in quotes: "… to 'Push the café deal'". */
function givesNewWords(c: Cursor): boolean {
  for (let k = c.i; k < c.end - 1; k++)
    if (c.tokens[k]!.w === 'to' && c.tokens[k + 1]!.kind === 'quoted') return true;
  return false;
}

/** Each verb group's grammar: a new group is its words in VERBS and one row here. */
const GRAMMARS: Record<VerbGroup, (c: Cursor, verb: string) => Intent | undefined> = {
  add: parseAdd,
  delete: parseDelete,
  move: parseMove,
  rename: parseRenameVerb,
  set: parseSetVerb,
  make: parseMakeVerb,
  colour: parseColour,
  duplicate: parseDuplicate,
  swap: parseSwap,
  // The deck into an agenda is a frame row; rewording a slide needs a language model.
  summarize: () => ask.rewrite(),
  write: (c, verb) => readRows(c, WRITE, verb),
  help: () => ({ kind: 'help' }),
};

const isSlideNoun = (c: Cursor) => slideNounAt(c) !== undefined;

/** "write speaker notes for each slide", "draft the deck", "write a slide about X". */
const WRITE: Row[] = [
  { say: ['the|some|a?', NOTES_SAY], make: (c) => notes(c, 'set') },
  { say: [(c) => c.done() || c.at('it') || isDraftHere(c)], make: parseDraft },
  { say: [isSlideNoun, 'a|an|another?'], make: (c) => parseNewSlide(c, count(c) ?? 1) },
  { verb: 'draft', say: [], make: parseDraft },
];

/** Commands without a verb: "a slide about X", "a draft for…", then words said as a fact (stated). */
const DECLARATIVE: Row[] = [
  { say: [isDraftHere, '=a|an'], make: parseDraft },
  { say: [isSlideNoun, 'a|an|another|one'], make: (c) => parseNewSlide(c, 1) },
  { say: [], make: stated },
];

/** "the brief is X", "the client is Contoso", "brief: X". */
function stated(c: Cursor): Intent | undefined {
  // "slide 3 title: Outcomes", "slide 3 should be called Outcomes".
  const slideFirst = c.try((c) => {
    const target = parseTarget(c);
    if (!target || target.kind === 'all') return undefined;
    if (c.acceptAny('should be called|is called|should be titled')) return { target, f: 'title' as const };
    const f = field(c);
    return f === 'title' || f === 'subtitle' || f === 'text' ? { target, f } : undefined;
  });
  const f = slideFirst?.f ?? field(c);
  if (!f) return c.try(figureFact);
  // "the title of slide 3 should be Outcomes", "title for slide 3 is Outcomes".
  const slideField = f === 'title' || f === 'subtitle' || f === 'text';
  const target: Target = slideFirst?.target ??
    (slideField ? ofTarget(c, false) : undefined) ?? { kind: 'it' };
  const called = c.tokens[c.i - 1]?.w === 'called' || c.tokens[c.i - 1]?.w === 'titled';
  // "the title is too long" is a complaint, not a new title: a slide's words need "should be" or ":".
  const is = !slideField && c.accept('is');
  if (!called && !(is || c.acceptAny('should be|will be') || c.acceptPunct(':'))) return undefined;
  c.acceptPunct(':');
  // "the title should be shorter", "the text should be bold": a rewrite or a look, not new words.
  if (slideField && isRewrite(c.fork())) return ask.rewrite();
  if (slideField && isStyle(c.fork())) return ask.textStyle();
  // Said as a fact, new words must look like words for a slide ("Outcomes", "Q3", a quotation),
  // never a judgement ("bigger", "more punchy"), which would be written onto the slide.
  if (slideField && !looksLikeNewWords(c)) return undefined;
  if (f === 'brief') return brief(c, 'set');
  const value = cleanText(c, c.i, c.end);
  if (!value) return ask.whatText(f);
  if (f === 'clientName' || f === 'agency' || f === 'presentationDate' || f === 'logo')
    return { kind: 'metadata', field: f, value };
  // "the subtitle should be For Contoso": the slide named, else selected, else the one with a subtitle.
  if (f === 'subtitle' || f === 'text') return { kind: 'set_text', target, field: f, value };
  if (f === 'title') return { kind: 'rename', target, title: value };
  return undefined;
}

const JUDGEMENTS = setOf('more|less|bigger|smaller|larger|shorter|longer|better|clearer');

/** A quotation, or words that open with a capital or a digit and are not a comparison. */
function looksLikeNewWords(c: Cursor): boolean {
  const t = c.peek();
  if (!t) return false;
  if (t.kind === 'quoted') return true;
  if (t.kind === 'word' && JUDGEMENTS.has(t.w)) return false;
  const first = c.source[t.start] ?? '';
  return first !== first.toLowerCase() || (first >= '0' && first <= '9');
}
