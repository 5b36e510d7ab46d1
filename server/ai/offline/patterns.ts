import type { Cursor } from './cursor';
import type { Intent, ItemRef, Position, Target } from './intents';
import { field } from './phrases';
import { parsePosition } from './positions';
import { parseTarget } from './targets';
import type { Field } from './vocabulary';

/**
 * The command grammar as rows: a phrasing is a pattern of steps read by `readRows`, and what the
 * steps' slots hold makes the intent. A new phrasing is a row, not new code.
 */

/** What a row's slots hold once read (one of each kind), with the verb and where the row began. */
export interface Slots {
  verb: string;
  at: number;
  target?: Target;
  /** A second slide: "swap <target> and <other>". */
  other?: Target;
  n?: number;
  item?: ItemRef;
  /** Free words, [from, to) of the tokens: at least one, as few as let the steps after them match. */
  words?: [number, number];
  /** A second run of free words (MORE), read as TEXT is: "change <words> to <more>". */
  more?: [number, number];
  field?: Field;
  position?: Position;
  intent?: Intent;
}
type Filled = Exclude<keyof Slots, 'verb' | 'at' | 'words' | 'more'>;
type Read<K extends Filled> = (c: Cursor, s: Slots) => Slots[K];
/** A slot: the grammar (target, position, field…) that reads its value, given the slots before. */
export type Slot = { [K in Filled]: { slot: K; read: Read<K> } }[Filled];
export const slot = <K extends Filled>(name: K, read: Read<K>) => ({ slot: name, read }) as Slot;

/**
 * One step of a pattern: 'to|into' one of these words, required; 'to|into?' optional; '=a|an' here
 * but left to the next step; '.' the end of the command; '!' no later row once the words so far
 * matched (a cut); TEXT or MORE free words; a slot; or a test of what is here, which reads nothing.
 */
export type Step = string | Slot | ((c: Cursor) => boolean);
export const TEXT = '…';
export const MORE = '……';

/** A phrasing: its pattern, the verbs it is for (any of the group's if none), and its intent. */
export interface Row {
  verb?: string;
  say: readonly Step[];
  /** The intent, or undefined to try the next row; the `intent` slot's when not given. */
  make?: (c: Cursor, s: Slots) => Intent | undefined;
}

export const TARGET = slot('target', parseTarget);
export const FIELD = slot('field', field);
export const POSITION = slot('position', (c) => parsePosition(c));
/** A cursor over a row's free words (TEXT). */
export const wordsOf = (c: Cursor, s: Slots) => c.from(...s.words!);
/** A slot that is a whole grammar of its own, tried where the row puts it. */
export const INTENT = (read: Read<'intent'>) => slot('intent', read);

/** The intent of the first row whose steps match here and whose `make` makes one. */
export function readRows(c: Cursor, rows: readonly Row[], verb = ''): Intent | undefined {
  const at = c.i;
  for (const row of rows) {
    c.i = at;
    if (row.verb && !row.verb.split('|').includes(verb)) continue;
    const s: Slots = { verb, at };
    const cut = { seen: false };
    const intent = matches(c, row.say, s, cut) ? (row.make ?? ((_, s) => s.intent))(c, s) : undefined;
    if (intent || cut.seen) return intent;
  }
  c.i = at;
  return undefined;
}

function matches(c: Cursor, steps: readonly Step[], s: Slots, cut: { seen: boolean }): boolean {
  for (const [i, step] of steps.entries()) {
    if (step === TEXT || step === MORE) {
      const from = c.i;
      for (let k = from + 1; k <= c.end; k++) {
        c.i = k;
        if (matches(c, steps.slice(i + 1), s, cut))
          return Boolean(Object.assign(s, { [step === TEXT ? 'words' : 'more']: [from, k] }));
      }
      return false;
    }
    if (typeof step === 'function') {
      if (!step(c)) return false;
    } else if (typeof step !== 'string') {
      const value = c.try((c) => step.read(c, s));
      if (value === undefined) return false;
      Object.assign(s, { [step.slot]: value });
    } else if (step === '!') cut.seen = true;
    else if (step === '.') {
      if (!c.done()) return false;
    } else if (step.startsWith('=')) {
      if (!c.atAny(step.slice(1))) return false;
    } else if (step.endsWith('?')) c.acceptAny(step.slice(0, -1));
    else if (!c.acceptAny(step)) return false;
  }
  return true;
}
