import { isDeepStrictEqual } from 'node:util';
import { expect, test } from 'vitest';
import type { SlideContent } from '../../common/slides/model';
import { interpretCommand } from '../../server/ai/offline/index';
import { applyOperations, type DeckSlide, type DeckState, parseOperations } from '../../server/deck';

/**
 * An outside tester's set of commands (tests/briefs/blind*\/commands.md), each with the outcome it
 * must have, run through the offline assistant on the tester's deck with no slide selected. A
 * command does what its line says, or it is a known miss named with its reason; both are asserted,
 * so a pass that stops passing fails, and so does a miss that starts passing (move it then).
 */

export const slide = (id: string, type: string, title: string, content: SlideContent): DeckSlide =>
  ({ id, type, title, content, notes: '' }) as DeckSlide;

export interface Outcome {
  before: DeckState;
  after: DeckState;
  /** What the assistant said instead of changing the deck. */
  answer?: string;
}

/** The command through the offline assistant, its operations applied to the deck. */
export function run(say: string, before: DeckState): Outcome {
  const result = interpretCommand(say, structuredClone(before));
  if (result.notUnderstood) return { before, after: before, answer: result.notUnderstood };
  const valid = parseOperations(result.operations);
  if (!valid.ok) throw new Error(`invalid operations for "${say}": ${valid.error}`);
  let n = 0;
  const after = applyOperations(
    before,
    valid.operations,
    () => `new${++n}`,
    () => 1,
  ).state;
  return { before, after };
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
  /** Whether the outcome is what the tester's line says. */
  does: (o: Outcome) => boolean;
  /** Why the offline assistant does not do it (yet). */
  miss?: string;
}

/** The tester's commands as tests: the passes, the known misses, and the set whole and in order. */
export function commandSet(cases: Case[], deck: () => DeckState, passes: number) {
  const outcomeOf = (c: Case) => {
    const before = c.after ? run(cases[c.after - 1]!.say, deck()).after : deck();
    return run(c.say, before);
  };
  test.each(cases.filter((c) => !c.miss).map((c) => [c.n, c.say, c] as const))('%i. %s', (_n, _say, c) => {
    expect(c.does(outcomeOf(c))).toBe(true);
  });
  test.each(cases.filter((c) => c.miss).map((c) => [c.n, c.say, c] as const))(
    '%i. %s: a known miss',
    (_n, _say, c) => {
      expect(c.does(outcomeOf(c)), `${c.n} now passes: move it to the passes`).toBe(false);
    },
  );
  test('the set is the tester’s, in order', () => {
    expect(cases.map((c) => c.n)).toEqual(Array.from({ length: cases.length }, (_, i) => i + 1));
    expect(cases.filter((c) => !c.miss).length).toBe(passes);
  });
}
