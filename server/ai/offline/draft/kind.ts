import type { DeckKind } from '../vocabulary';
import type { ReadingWords } from './locales/types';
import { wordsOf } from './sentences';
import { type Reader, readerOf } from './words';

type Signs = ReadingWords['kinds'][DeckKind];

/**
 * What names a kind of deck outright ("a quarterly review", "we propose"), and words that only
 * hint at it, in the brief's language and, for a brief in another, in English too: a French brief
 * may still be titled "Q3 business review".
 */
function signsOf(r: Reader): Record<DeckKind, Signs> {
  const own = r.locale.read.kinds;
  if (!r.foreign) return own;
  const english = readerOf('en').locale.read.kinds;
  return Object.fromEntries(
    (Object.keys(own) as DeckKind[]).map((k) => [
      k,
      { names: [...own[k].names, ...english[k].names], hints: [...own[k].hints, ...english[k].hints] },
    ]),
  ) as Record<DeckKind, Signs>;
}

/** How much of what the user says, and of the documents, is read for the kind of deck. */
const STRONG_CHARS = 6000;
const WEAK_CHARS = 20_000;

/** The text's first `chars` as bare words between spaces, to look phrases up in (" a b c "). */
const saidText = (text: string, chars: number, r: Reader) =>
  ` ${wordsOf(text.slice(0, chars)).map(r.bare).join(' ')} `;

/**
 * Points for a name and for a hint, said by the user (title, request, brief) or found in the
 * documents: what the user says about the deck outweighs what its sources happen to mention.
 */
const POINTS = { named: { strong: 6, weak: 1 }, hinted: { strong: 3, weak: 0.5 } };

/**
 * The kind of deck the sources read as most: a kind named outright outweighs words that merely
 * touch on one; a proposal when nothing says otherwise.
 */
export function kindOf(strong: string, weak: string, r: Reader = readerOf('en')): DeckKind {
  const signs = signsOf(r);
  const strongText = saidText(strong, STRONG_CHARS, r);
  const weakText = saidText(weak, WEAK_CHARS, r);
  const says = (text: string, phrase: string) => text.includes(` ${phrase} `);
  let best: DeckKind = 'proposal';
  let most = 0;
  for (const [kind, { names, hints }] of Object.entries(signs) as [DeckKind, Signs][]) {
    let score = 0;
    const points = (phrase: string, worth: { strong: number; weak: number }) =>
      says(strongText, phrase) ? worth.strong : says(weakText, phrase) ? worth.weak : 0;
    for (const n of names) score += points(n, POINTS.named);
    for (const h of hints) score += points(h, POINTS.hinted);
    if (score > most) {
      best = kind;
      most = score;
    }
  }
  return best;
}

/**
 * Whether the user's own words (the deck's title, the request, the brief) name this kind of deck
 * outright: only then is its name the cover's word ("Proposal for …"). A kind guessed from hints
 * is the template's, and a client never asked for a "Quarterly review" cover.
 */
export function kindNamed(kind: DeckKind, said: string, r: Reader = readerOf('en')): boolean {
  const text = saidText(said, STRONG_CHARS, r);
  return signsOf(r)[kind].names.some((n) => text.includes(` ${n} `));
}
