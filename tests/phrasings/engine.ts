import type { SlideType } from '../../common/slides/model';
import { draftDeck } from '../../server/ai/offline/draft/drafter';
import { interpretCommand } from '../../server/ai/offline/index';
import { applyOperations, type DeckState, parseOperations } from '../../server/deck';
import type { Outcome } from './check';
import { DATA } from './dataDeck';
import { BASE, type BaseName, baseOf, type Ref } from './deck';
import { tableOf } from './normalise';
import { PITCH } from './pitch';
import type { Phrasing } from './types';

/** A base deck as the engine sees it: the refs are the slide ids. */
export function baseState(on?: BaseName): DeckState {
  const base = baseOf(on);
  return {
    slides: base.slides.map((s) => ({
      id: s.ref,
      // The table names types as text so it can also hold what a command must not produce.
      type: s.type as SlideType,
      title: s.title,
      content: structuredClone(s.content),
      notes: s.notes,
    })),
    brief: base.brief,
    checklist: base.checklist.map((c, i) => ({ id: `c${i}`, ...c })),
    metadata: { ...base.metadata },
  };
}

const refOf = (id: string) =>
  [BASE, PITCH, DATA].some((d) => d.slides.some((s) => s.ref === id)) ? (id as Ref) : undefined;

/**
 * A phrasing through the offline engine alone: its operations (checked by the operation schema)
 * applied to the base deck, or its answer, or its draft (as the chat would propose it).
 */
export function runOnEngine(p: Phrasing): Outcome {
  const state = baseState(p.on);
  const result = interpretCommand(p.say, structuredClone(state), p.selected);
  if (result.draft) {
    const draft = draftDeck({
      request: result.draft,
      title: 'Growth Strategy',
      brief: state.brief,
      metadata: state.metadata,
      documents: [],
    });
    if ('say' in draft) return { deck: BASE, answer: draft.say };
    return {
      deck: BASE,
      answer: draft.summary,
      proposal: { kind: draft.kind, operations: draft.operations, slides: draft.slides },
    };
  }
  if (result.notUnderstood) return { deck: baseOf(p.on), answer: result.notUnderstood };
  const valid = parseOperations(result.operations);
  if (!valid.ok) return { deck: baseOf(p.on), answer: `invalid operations: ${valid.error}` };
  let n = 0;
  const applied = applyOperations(
    state,
    valid.operations,
    () => `new${++n}`,
    () => 1000,
  );
  return { deck: tableOf(applied.state, refOf), answer: applied.changes.join('\n') };
}
