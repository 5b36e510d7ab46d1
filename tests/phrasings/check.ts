import { isDeepStrictEqual } from 'node:util';
import { BASE, expectedDeck, type TableDeck } from './deck';
import type { Phrasing } from './types';

/** What a phrasing did, whether through the engine or through the API. */
export interface Outcome {
  deck: TableDeck;
  answer: string;
  proposal?: {
    kind: string;
    operations: unknown[];
    slides: { type: string; title: string; content: Record<string, unknown>; notes: string }[];
  };
}

/** Why an outcome is not what the phrasing must produce, or undefined when it is. */
export function mismatch(p: Phrasing, o: Outcome): string | undefined {
  if (p.proposal) {
    if (!o.proposal) return `no proposal; answered: ${o.answer.slice(0, 200)}`;
    const n = o.proposal.slides.length;
    if (o.proposal.kind !== p.proposal.kind) return `kind ${o.proposal.kind}, not ${p.proposal.kind}`;
    if (n < p.proposal.min || n > p.proposal.max)
      return `${n} slides, not ${p.proposal.min}..${p.proposal.max}`;
    if (o.proposal.operations.length !== n)
      return `${o.proposal.operations.length} operations for ${n} slides`;
    // Every slide has notes for the presenter, none the line "Draft — check before presenting".
    if (!o.proposal.slides.every((s) => s.notes.trim() && !s.notes.startsWith('Draft')))
      return 'a slide without notes, or with boilerplate notes';
    if (!isDeepStrictEqual(o.deck, BASE)) return 'the deck changed';
    return undefined;
  }
  const want = expectedDeck(p.deck, p.on);
  if (!isDeepStrictEqual(o.deck, want)) return `deck differs; answered: ${o.answer.slice(0, 200)}`;
  if (p.answer && !p.answer.test(o.answer))
    return `answer “${o.answer.slice(0, 200)}” does not match ${p.answer}`;
  return undefined;
}
