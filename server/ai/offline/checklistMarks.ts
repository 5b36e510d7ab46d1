import type { Cursor } from './cursor';
import type { Intent } from './intents';
import { cleanText } from './slots';

/** Verbs that tick a checklist item off, or open it again. */
export const MARK_VERBS = new Set(['mark', 'tick', 'untick', 'uncheck', 'check']);

const UNDONE = [
  ['not', 'done'],
  ['not', 'complete'],
  ['not', 'completed'],
  ['not', 'finished'],
  ['undone'],
  ['incomplete'],
  ['open'],
  ['to', 'do'],
  ['todo'],
  ['unchecked'],
  ['pending'],
];
const DONE = [['done'], ['complete'], ['completed'], ['finished'], ['checked'], ['ticked']];
/** Longest first, so "not done" is not read as "done". */
const STATES = [...UNDONE, ...DONE].sort((a, b) => b.length - a.length);

/**
 * "mark pricing as not done", "tick off pricing", "uncheck pricing (on the checklist)": the item
 * is named by its text, and looked up when the command is applied.
 */
export function parseMark(c: Cursor, verb: string): Intent | undefined {
  c.accept('off');
  let end = c.end;
  const f = c.fork();
  for (let k = c.end - 1; k > c.i; k--) {
    f.i = k;
    if ((f.accept('on', 'the', 'checklist') || f.accept('in', 'the', 'checklist')) && f.done()) end = k;
  }
  let completed = verb !== 'untick' && verb !== 'uncheck';
  if (verb === 'mark') {
    // The state follows "as": "mark X as done".
    let at = -1;
    for (let k = end - 1; k > c.i; k--) if (c.tokens[k]!.w === 'as') at = k;
    // "mark pricing done": the state ends the command without "as".
    let stateAt = at + 1;
    if (at < 0) {
      const tail = STATES.find((p) => {
        const f = c.fork(end);
        f.i = end - p.length;
        return f.i > c.i && f.accept(...p) && f.done();
      });
      if (!tail) return undefined;
      at = stateAt = end - tail.length;
    }
    const s = c.fork(end);
    s.i = stateAt;
    const state = UNDONE.find((p) => s.accept(...p))
      ? false
      : DONE.find((p) => s.accept(...p))
        ? true
        : undefined;
    if (state === undefined || !s.done()) return undefined;
    completed = state;
    end = at;
  }
  c.accept('the');
  const text = cleanText(c, c.i, end);
  if (!text) return undefined;
  c.i = c.end;
  return { kind: 'check_item', text, completed };
}
