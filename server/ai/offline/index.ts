import { COMMAND_VARIANTS } from '../../../common/ai/commands';
import { OFFLINE_COMMAND_MAX_CHARS, OFFLINE_COMMANDS_PER_MESSAGE } from '../../../common/limits';
import type { DeckState, Operation } from '../../deck';
import { type Clause, onlyAgrees, onlyWithdraws, splitCommands, trimClause } from './clauses';
import { Cursor, phrases, setOf } from './cursor';
import { withEarlier } from './earlierTurn';
import { framed } from './frames';
import { gapTokens, matchAt } from './gaps';
import type { DraftRequest, Intent, Target } from './intents';
import { readAsEnglish } from './languages';
import { parseCommand } from './parser';
import { slideAtEnd } from './phrases';
import { type LastChange, Plan } from './plan';
import { say } from './questions';
import { namesSlide, namesSlides } from './resolve';
import { applyIntent } from './rules';
import { asRead, normalise } from './spelling';
import { type Token, tokenize } from './tokenizer';
import { INVENT_ASKS, REMARK_OPENINGS, SEND_ASKS, VERB_FORMS, verbGroup } from './vocabulary';

/**
 * The built-in assistant: deterministic, no network, no model. It reads only the user's command
 * (never the deck's text as instructions), so a slide saying "delete everything" is just text.
 */
export interface OfflineResult {
  operations: Operation[];
  /** Set when nothing is to change: the question or message to answer with instead. */
  notUnderstood?: string;
  /** Said with the changes: what they leave to do ("the new column's cells are empty"). */
  said?: string;
  /** A whole first draft was asked for: it is proposed (from the deck's sources), never applied. */
  draft?: DraftRequest;
  /**
   * For "undo that": the revision of the change taken back. The operations are applied as if
   * written then, so a field changed since is a conflict, not overwritten.
   */
  baseRevision?: number;
}

const INJECTION_VERBS = new Set(['ignore', 'disregard', 'forget', 'override', 'bypass']);
const INJECTION_OBJECTS = setOf(`instructions|rules|prompt|prompts|guidelines|programming
  |restrictions`);

/** "just make one up and put a name on it": words, figures or names nobody gave, never written. */
const INVENTING = phrases(INVENT_ASKS);
const SENDING = phrases(SEND_ASKS);

/** "ignore your instructions and …": never acted on, whatever follows. */
function isInjection(tokens: Token[]): boolean {
  return tokens.some(
    (t, i) => INJECTION_VERBS.has(t.w) && tokens.slice(i + 1, i + 6).some((o) => INJECTION_OBJECTS.has(o.w)),
  );
}

/**
 * Whether a slide said at the end of a command is one of the deck's (by its bare title: exactly
 * one slide's title). The parser knows no deck; the caller that has one answers.
 */
export type KnowsSlide = (target: Target, bare: boolean) => boolean;

/** The message as intents, one per command, or what to say instead. */
export function parseMessage(message: string, knows?: KnowsSlide): { intents: Intent[] } | { say: string } {
  if (message.length > OFFLINE_COMMAND_MAX_CHARS) return { say: say.tooLong(OFFLINE_COMMAND_MAX_CHARS) };
  let command = readAsEnglish(arrowsRead(message));
  let tokens = normalise(tokenize(command));
  if (isInjection(tokens)) return { say: say.refuse() };
  if (INVENTING.some((p) => tokens.some((_, i) => matchAt(tokens, i, p)))) return { say: say.wontInvent() };
  if (SENDING.some((p) => tokens.some((_, i) => matchAt(tokens, i, p)))) return { say: say.cannotSend() };
  if (onlyWithdraws(tokens)) return { say: say.leftAsIs() };
  const frame = framedAsRead(command, tokens, 0, tokens.length, false);
  // A frame that read the whole message only to ask ("… is not a number") may have read two
  // commands as one ("add a chart of sales: Q1 5, Q2 6. title it 'Up'"): they are read apart.
  const asksOfMany =
    frame && 'intent' in frame && frame.intent.kind === 'ask' && splitCommands(tokens).length > 1;
  if (frame && 'intent' in frame && !asksOfMany) {
    const said = normalise(tokenize(frame.said));
    const alone = { from: 0, to: said.length };
    return {
      intents: [(knows && slideAfterValue(frame.said, said, alone, frame.intent, knows)) || frame.intent],
    };
  }
  if (frame && 'say' in frame) {
    command = frame.say;
    tokens = normalise(tokenize(command));
  }
  const split = splitCommands(tokens)
    .map((c) => trimClause(tokens, c))
    .filter((c) => c.to > c.from);
  // "ok fine. just change the promise text to: …": a clause that only agrees is nothing to do.
  const clauses = split.length > 1 ? split.filter((c) => !onlyAgrees(tokens, c.from, c.to)) : split;
  if (!clauses.length) return { say: say.notUnderstood(message) };
  if (clauses.length > OFFLINE_COMMANDS_PER_MESSAGE)
    return { say: say.tooManyCommands(OFFLINE_COMMANDS_PER_MESSAGE) };
  const intents: Intent[] = [];
  for (const clause of clauses) {
    const whole = readClause(command, tokens, clause);
    const intent = (knows && slideAfterValue(command, tokens, clause, whole, knows)) || whole;
    if (!intent) {
      const text = command.slice(tokens[clause.from]!.start, tokens[clause.to - 1]!.end);
      return { say: say.notUnderstood(clauses.length > 1 ? text : message) };
    }
    intents.push(intent);
  }
  return { intents };
}

/** The arrows a user types for "becomes": "core row, last column -> 7 yrs", "3rd bullet → …". */
const ARROWS = [' -> ', ' => ', ' → ', ' ⇒ ', '->', '→'];

/**
 * "<what> -> <new value>" said as the grammar reads it: "change <what> to <new value>", or with the
 * user's own verb when the command opens on one ("rename slide 2 -> Plan"). One arrow only.
 */
function arrowsRead(message: string): string {
  const arrow = ARROWS.find((a) => message.includes(a));
  if (!arrow) return message;
  const at = message.indexOf(arrow);
  if (message.indexOf(arrow, at + arrow.length) >= 0) return message;
  const what = message.slice(0, at).trim();
  const value = message.slice(at + arrow.length).trim();
  if (!what || !value) return message;
  const first = tokenize(what).find((t) => t.kind === 'word');
  const verb = first && verbGroup(VERB_FORMS.get(first.w) ?? first.w);
  return `${verb ? what : `change ${what}`} to ${value}`;
}

function readClause(command: string, tokens: Token[], clause: Clause): Intent | undefined {
  const own = clause.gap ? gapTokens(tokens, clause) : tokens;
  const [from, to] = clause.gap ? [0, own.length] : [clause.from, clause.to];
  const alone = clause.gap || clause.impliedVerb ? undefined : clauseFrame(command, tokens, clause);
  return alone ?? parseCommand(command, own, from, to, clause.impliedVerb);
}

/** Commands that act on a slide, and those whose slide may go unsaid (then: wherever it is). */
const ON_A_SLIDE: ReadonlySet<string> = new Set(
  COMMAND_VARIANTS.filter((v) => 'target' in v.shape).map((v) => v.shape.kind.value),
);
const unsaidSlide = (intent: Intent) =>
  ON_A_SLIDE.has(intent.kind) && (!('target' in intent) || !intent.target || intent.target.kind === 'it');

/**
 * "change the title to Costs on the pricing slide": a slide said after the value is the slide
 * the command is for, when the deck has it (or one a typo away) and the command named no other
 * slide; else those words stay in the value ("Details on the appendix slide"). One rule for every
 * verb: the command is read again without them.
 */
function slideAfterValue(
  command: string,
  tokens: Token[],
  clause: Clause,
  whole: Intent | undefined,
  knows: KnowsSlide,
): Intent | undefined {
  if (clause.gap || clause.impliedVerb || (whole && !unsaidSlide(whole))) return undefined;
  const end = slideAtEnd(new Cursor(command, tokens, clause.from, clause.to), clause.from);
  if (!end || !knows(end.target, end.bare)) return undefined;
  const before = readClause(command, tokens, { ...clause, to: end.at });
  if (!before || !unsaidSlide(before) || (whole && whole.kind !== before.kind)) return undefined;
  return { ...before, target: end.target } as Intent;
}

/**
 * One command of the message, without its polite words, through the frames: "mark pricing done
 * please", "add a slide. Then tick off pricing" are read by the same rows as a message alone.
 */
function clauseFrame(command: string, tokens: Token[], clause: Clause): Intent | undefined {
  const read = framedAsRead(command, tokens, clause.from, clause.to, true);
  if (!read || 'intent' in read) return read?.intent;
  const said = normalise(tokenize(read.say));
  return parseCommand(read.say, said, 0, said.length);
}

/**
 * Tokens [from, to) through the frames as typed, else (when a word was mended: a typo, another
 * language's word) as the grammar reads them, so "shoud be" reaches the rows of "should be" and
 * a name the frames took as typed is never respelt.
 */
function framedAsRead(command: string, tokens: Token[], from: number, to: number, clause: boolean) {
  if (from >= to) return undefined;
  const typed = command.slice(tokens[from]!.start, tokens[to - 1]!.end);
  const read = asRead(command, tokens, from, to);
  return (
    framed(from === 0 && to === tokens.length ? command : typed, clause) ??
    (read !== typed ? framed(read, clause) : undefined)
  );
}

/** Turns one message into operations on the deck, or says why it cannot (and then changes nothing). */
export function interpretCommand(
  said: string,
  deck: DeckState,
  selectedSlideId?: string,
  lastChange?: LastChange,
  /** The user's message before, when the assistant asked about it instead of doing it. */
  earlier?: string,
): OfflineResult {
  const command = withEarlier(said, earlier);
  const result = interpretMessage(command, deck, selectedSlideId, lastChange);
  // "…, i had them wrong": a remark after the command, read again without it when the whole fails.
  const bare = result.notUnderstood ? withoutRemark(command) : command;
  if (bare === command) return result;
  const again = interpretMessage(bare, deck, selectedSlideId, lastChange);
  return again.notUnderstood ? result : again;
}

/** A remark's opening words after the message's last comma, as a phrase table's rows. */
const REMARKS = phrases(REMARK_OPENINGS);

/** The message without a remark after its last comma ("…, were folding that into sales"). */
function withoutRemark(command: string): string {
  const tokens = tokenize(command);
  const comma = tokens.findLastIndex((t) => t.kind === 'punct' && t.w === ',');
  return comma > 0 && REMARKS.some((p) => matchAt(tokens, comma + 1, p))
    ? command.slice(0, tokens[comma]!.start)
    : command;
}

/** One reading of the message: parsed into commands and resolved against the deck. */
function interpretMessage(
  command: string,
  deck: DeckState,
  selectedSlideId?: string,
  lastChange?: LastChange,
): OfflineResult {
  const plan = new Plan(deck, selectedSlideId);
  const parsed = parseMessage(command, (target, bare) =>
    bare && target.kind === 'named' ? namesSlide(target.name, plan) : namesSlides(target, plan),
  );
  if ('say' in parsed) return { operations: [], notUnderstood: parsed.say };
  return resolveCommands(parsed.intents, deck, selectedSlideId, lastChange);
}

/**
 * The one resolver: commands, from the offline parser or a model's tool call, become deck
 * operations on a plan of the deck; the first command that cannot apply says why, and nothing of
 * the message changes. A draft asked for alone is proposed from the deck's sources.
 */
export function resolveCommands(
  intents: Intent[],
  deck: DeckState,
  selectedSlideId?: string,
  lastChange?: LastChange,
): OfflineResult {
  if (intents.length === 1 && intents[0]!.kind === 'draft')
    return { operations: [], draft: intents[0]!.request };
  if (intents.length === 1 && intents[0]!.kind === 'undo') return undoOf(lastChange);
  const plan = new Plan(deck, selectedSlideId, lastChange);
  for (const intent of intents) {
    const result = applyIntent(intent, plan);
    if ('say' in result) return { operations: [], notUnderstood: result.say };
  }
  if (!plan.ops.length) return { operations: [], notUnderstood: say.nothingToDo() };
  return { operations: plan.ops, ...(plan.said.length ? { said: plan.said.join(' ') } : {}) };
}

/** "Undo that": the conversation's last change taken back, or where else to undo. */
function undoOf(lastChange: LastChange | undefined): OfflineResult {
  if (!lastChange) return { operations: [], notUnderstood: say.undo() };
  if (!lastChange.undo?.length) return { operations: [], notUnderstood: say.undoGone() };
  return { operations: lastChange.undo, baseRevision: lastChange.revision, said: say.undone() };
}
