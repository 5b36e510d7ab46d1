import { isDeepStrictEqual } from 'node:util';
import { expect, test } from 'vitest';
import type { SlideContent } from '../../common/slides/model';
import { interpretCommand } from '../../server/ai/offline/index';
import type { LastChange } from '../../server/ai/offline/plan';
import { applyOperations, type DeckSlide, type DeckState, parseOperations } from '../../server/deck';

/**
 * An outside tester's set of commands (tests/briefs/blind*\/commands.md), each with the outcome it
 * must have, run through the offline assistant on the tester's deck (the set's one deck, or each
 * command's own) with no slide selected, unless the command follows a turn of the conversation. A
 * command does what its line says, or it is a known miss named with its reason; both are asserted,
 * so a pass that stops passing fails, and so does a miss that starts passing (move it then).
 */

export const slide = (id: string, type: string, title: string, content: SlideContent): DeckSlide =>
  ({ id, type, title, content, notes: '' }) as DeckSlide;

/** A deck of these slides, with nothing else set: a command's starting deck in a small test. */
export const deckOf = (title: string, ...slides: DeckSlide[]): DeckState =>
  ({ title, brief: '', checklist: [], metadata: {}, slides }) as DeckState;

export interface Outcome {
  before: DeckState;
  after: DeckState;
  /** What the assistant said instead of changing the deck. */
  answer?: string;
  /** The turn as the editor and the conversation keep it: the slide it changed, and its undo. */
  turn?: Turn;
}

/**
 * What a turn of the conversation leaves for the next: the slide selected, the change to undo, or,
 * when the assistant asked a question instead, the message it asked about.
 */
export interface Turn {
  selected?: string;
  lastChange?: LastChange;
  earlier?: string;
}

/** The command through the offline assistant, its operations applied to the deck. */
export function run(say: string, before: DeckState, context: Turn = {}): Outcome {
  const result = interpretCommand(
    say,
    structuredClone(before),
    context.selected,
    context.lastChange,
    context.earlier,
  );
  // As the route does (server/ai/assistant.ts), a question keeps the message it asks about.
  if (result.notUnderstood)
    return {
      before,
      after: before,
      answer: result.notUnderstood,
      ...(result.notUnderstood.includes('?') ? { turn: { earlier: say } } : {}),
    };
  const valid = parseOperations(result.operations);
  if (!valid.ok) throw new Error(`invalid operations for "${say}": ${valid.error}`);
  let n = 0;
  const applied = applyOperations(
    before,
    valid.operations,
    () => `new${++n}`,
    () => 1,
  );
  // As the editor does after an assistant turn, its first changed slide is selected.
  const turn = {
    selected: applied.changedSlideIds[0],
    lastChange: { revision: 1, undo: [...applied.inverses].reverse() },
  };
  return { before, after: applied.state, turn };
}

export const at = (d: DeckState, id: string) => d.slides.find((s) => s.id === id)!;
export const ids = (d: DeckState) => d.slides.map((s) => s.id);
/** The deck the command must leave: the one before, with only this edit. */
export const only = (o: Outcome, edit: (d: DeckState) => void) => {
  const want = structuredClone(o.before);
  edit(want);
  return isDeepStrictEqual(o.after, want);
};
export const unchanged = (o: Outcome) => isDeepStrictEqual(o.after, o.before);
/** Nothing changed, and the assistant answered with a question or a reason. */
export const asks = (o: Outcome, said: RegExp = /./) => unchanged(o) && said.test(o.answer ?? '');
/** Every slide but these is as it was, in its place. */
export const othersKept = (o: Outcome, ...changed: string[]) =>
  o.before.slides.every(
    (s) =>
      changed.includes(s.id) ||
      isDeepStrictEqual(
        o.after.slides.find((a) => a.id === s.id),
        s,
      ),
  );

export interface Case {
  n: number;
  say: string;
  /** Run on the deck as this earlier command leaves it. */
  after?: number;
  /**
   * Said right after this earlier command in the conversation: when the assistant did that one
   * as the tester asks, its slide is selected and "undo that" takes its change back.
   */
  follows?: number;
  /** Whether the outcome is what the tester's line says. */
  does: (o: Outcome) => boolean;
  /** Why the offline assistant does not do it (yet). */
  miss?: string;
}

/** The tester's commands as tests: the passes, the known misses, and the set whole and in order. */
export function commandSet(cases: Case[], deck: (c: Case) => DeckState, passes: number) {
  // The turn a command follows, when the assistant did it as the tester asks: in a chain ("add one
  // more" after a reword after…), each earlier turn in its own conversation's context.
  const contextOf = (c: Case): Turn => {
    const earlier = c.follows ? cases[c.follows - 1]! : undefined;
    if (!earlier) return {};
    const turn = run(earlier.say, deck(earlier), contextOf(earlier));
    return earlier.does(turn) ? (turn.turn ?? {}) : {};
  };
  const outcomeOf = (c: Case) => {
    const before = c.after ? run(cases[c.after - 1]!.say, deck(cases[c.after - 1]!)).after : deck(c);
    return run(c.say, before, contextOf(c));
  };
  test.each(cases.filter((c) => !c.miss).map((c) => [c.n, c.say, c] as const))('%i. %s', (_n, _say, c) => {
    expect(c.does(outcomeOf(c))).toBe(true);
  });
  test.each(cases.filter((c) => c.miss).map((c) => [c.n, c.say, c] as const))(
    '%i. %s: a known miss',
    (_n, _say, c) => {
      const o = outcomeOf(c);
      // COMMAND_REPLIES=1 shows what the assistant said or did instead, to work on a miss.
      if (process.env.COMMAND_REPLIES)
        console.log(
          c.n,
          o.answer ??
            JSON.stringify(
              o.after.slides.filter((s, i) => JSON.stringify(s) !== JSON.stringify(o.before.slides[i])),
            ),
        );
      expect(c.does(o), `${c.n} now passes: move it to the passes`).toBe(false);
    },
  );
  test('the set is the tester’s, in order', () => {
    expect(cases.map((c) => c.n)).toEqual(Array.from({ length: cases.length }, (_, i) => i + 1));
    expect(cases.filter((c) => !c.miss).length).toBe(passes);
  });
}
