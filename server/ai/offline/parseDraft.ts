import { type Cursor, phraseTable } from './cursor';
import type { DraftRequest, Intent } from './intents';
import { cleanText } from './slots';
import { DECK_KINDS } from './vocabulary';

const KINDS = phraseTable(DECK_KINDS);
const DECK_NOUNS = new Set(['deck', 'presentation', 'draft', 'slideshow']);
const STOPS = new Set(['called', 'titled', 'named', 'with', 'saying', 'about', 'to', 'into']);

/** Whether the command asks for a whole deck: "a 6-slide pitch deck", "the first draft", "a quarterly review". */
export function isDraftHere(c: Cursor): boolean {
  for (let k = 0; k < 8; k++) {
    const t = c.peek(k);
    if (!t) return false;
    if (t.kind !== 'word') continue;
    if (DECK_NOUNS.has(t.w)) return true;
    const f = c.from(c.i + k);
    const kind = KINDS.find(([p]) => f.accept(...p));
    // "a proposal cover slide" is a slide; "a quarterly review for Acme" is a deck.
    if (kind && !['slide', 'cover', 'title'].includes(f.w())) return true;
    if (t.w === 'slide' || t.w === 'slides') {
      // "6-slide" counts the deck's slides.
      const before = c.peek(k - 1);
      const counted = before?.kind === 'number' || (before?.w === '-' && c.peek(k - 2)?.kind === 'number');
      if (!counted || k === 0) return false;
      continue;
    }
    if (STOPS.has(t.w)) return false;
  }
  return false;
}

/** "a 6-slide pitch deck for Acme Corp about migrating to the cloud", "the deck", "a first draft of the proposal". */
export function parseDraft(c: Cursor): Intent {
  const request: DraftRequest = {};
  while (!c.done()) {
    const t = c.peek()!;
    if (t.kind === 'number' && !t.unit && !t.currency && !t.ordinal) {
      const f = c.from(c.i + 1);
      f.acceptPunct('-');
      if (f.acceptAny('slide|slides|page|pages')) {
        request.slides = t.num;
        c.i = f.i;
        continue;
      }
    }
    const kind = KINDS.find(([p]) => c.at(...p));
    if (kind && !request.kind) {
      request.kind = kind[1];
      c.i += kind[0].length;
      continue;
    }
    if (c.accept('for') && !c.at('the', 'brief')) {
      request.client = until(c, ['about', 'on', 'covering', 'from', 'with', 'based']);
      continue;
    }
    if (c.acceptAny('about|on|covering|regarding')) {
      request.topic = until(c, ['for', 'from', 'based', 'with']);
      continue;
    }
    c.i++;
  }
  return { kind: 'draft', request };
}

function until(c: Cursor, stops: string[]): string {
  const from = c.i;
  while (!c.done() && !(c.i > from && stops.includes(c.w()))) c.i++;
  return cleanText(c, from, c.i);
}
