import type { ShapeWords } from './locales/types';

/**
 * What the brief says about the deck's own slides: "no thank-you slide", "Kein Agenda-Slide",
 * "start with the problem", "end with the ask". The drafter adds a closing slide and an agenda
 * of its own; a brief that bans them, or names its own opener and closer, is obeyed.
 */
export interface Shape {
  noClosing?: true;
  /** The brief asks for the closing slide ("end with a thank you slide"). */
  closing?: true;
  noAgenda?: true;
  /** Words naming the slide the deck opens on, after its title slide. */
  opens?: string[];
  /** Words naming the slides the deck ends on, in the brief's order. */
  ends?: string[];
}

/** Words naming the slide itself, never what it is about ("a slide restating the ask"). */
const DECK_WORDS = new Set([
  'slide',
  'slides',
  'deck',
  'folie',
  'folien',
  'diapo',
  'diapositive',
  'diapositiva',
  'diapositivo',
]);
/** Words that may lead an instruction ("oh and end with…", "please start with…"). */
const LEAD_WORDS = new Set([
  'please',
  'pls',
  'just',
  'oh',
  'and',
  'then',
  'so',
  'bitte',
  'et',
  'puis',
  'y',
  'e',
  'und',
]);
/** At most this many words stand between a ban's "no" and the slide it bans. */
const BAN_GAP = 4;
/** At most this many words of what follows "end with" name the slides it places. */
const NAMED_WORDS = 8;

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((t) => t.replace(/^'+|(?<!')'+$/g, ''))
    .filter(Boolean);
}

/** Where a phrase of words starts among tokens, or -1. */
function at(words: string[], phrase: string): number {
  const p = phrase.split(' ');
  for (let i = 0; i + p.length <= words.length; i++) if (p.every((w, j) => words[i + j] === w)) return i;
  return -1;
}

/** Reads the brief's sentences that shape the deck; each clause is read on its own (`stopwords` name no slide). */
export function shapeOf(brief: string, w: ShapeWords, stopwords: string): Shape {
  const shape: Shape = {};
  const not = new Set(w.not.split(' '));
  const stop = new Set(stopwords.split(/\s+/));
  for (const sentence of brief.split(/[.!?\n]+/)) {
    const words = tokens(sentence);
    // "no need for a thank-you slide": the slide follows its "no" closely; "never on slides: …, the
    // agenda of the prep meeting" bans matter, not the deck's agenda.
    const banned = (phrases: string[]) =>
      phrases.some((p) => {
        const i = at(words, p);
        return i >= 0 && words.slice(Math.max(0, i - BAN_GAP - 1), i).some((t) => not.has(t));
      });
    if (banned(w.closing)) shape.noClosing = true;
    else if (w.closing.some((p) => at(words, p) >= 0)) shape.closing = true;
    if (banned(w.agenda)) shape.noAgenda = true;
    for (const clause of sentence.split(/[,;:()–—]+/)) {
      const c = tokens(clause);
      for (const [phrases, key] of [
        [w.start, 'opens'],
        [w.end, 'ends'],
      ] as const) {
        for (const p of phrases) {
          const i = at(c, p);
          if (i < 0) continue;
          // An instruction opens its clause ("End with the ask"); "we start with a pilot" is matter.
          const instruction =
            c.slice(0, i).every((t) => LEAD_WORDS.has(t)) || c.some((t) => DECK_WORDS.has(t));
          if (!instruction) continue;
          const named = c
            .slice(i + p.split(' ').length)
            .filter(
              (t) => t.length > 2 && !DECK_WORDS.has(t) && !stop.has(t) && !not.has(t) && !/^\d/.test(t),
            )
            .slice(0, NAMED_WORDS);
          shape[key] = [...(shape[key] ?? []), ...named];
          break;
        }
      }
    }
  }
  return shape;
}

function same(a: string, b: string): boolean {
  return a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));
}

/** Where a slide's title first meets the named words, or -1. */
function named(title: string, words: string[]): number {
  const t = tokens(title);
  return words.findIndex((w) => t.some((x) => same(x, w)));
}

interface ShapedSlide {
  type: string;
  title: string;
  content?: { items?: string[] };
}

/** Words that name a deck's contacts, in the drafter's languages (lower case). */
const CONTACT_WORDS = new Set(
  'contact contacts details contactgegevens kontakt kontakte kontaktdaten coordonnées contacto contactos contatti contatos email phone'.split(
    ' ',
  ),
);

/** The slides as the brief shaped them: banned ones gone, its opener first and its closers last. */
export function shaped<S extends ShapedSlide>(slides: S[], shape: Shape, agenda: string, min = 0): S[] {
  const covers = (s: S) => s.type === 'title' || s.type === 'strategic_title';
  // "End with the ask": the deck ends on that slide, not on "Thank you". Ending on the contacts
  // ("close on me and James with our contact details") that no other slide gives, the closing
  // slide is the one, with its contacts.
  const endsOnContacts =
    shape.ends?.some((w) => CONTACT_WORDS.has(w)) &&
    !slides.some((s) => !covers(s) && s.type !== 'thank_you' && named(s.title, shape.ends!) >= 0);
  let out = slides.filter(
    (s) =>
      !(s.type === 'thank_you' && (shape.noClosing || (shape.ends && !endsOnContacts && !shape.closing))) &&
      !(s.title === agenda && shape.noAgenda),
  );
  const first = shape.opens?.length && out.find((s) => !covers(s) && named(s.title, shape.opens!) >= 0);
  if (first) {
    out = out.filter((s) => s !== first);
    out.splice(out.filter(covers).length, 0, first);
    // The deck opens on that slide, not on an agenda; one the length asked for needs follows it.
    const contents = out.find((s) => s.title === agenda);
    if (contents) {
      out = out.filter((s) => s !== contents);
      if (out.length < min) {
        // Its parts are the slides after it, in their new order.
        const after = out.slice(out.indexOf(first) + 1).map((s) => s.title);
        const items = contents.content?.items?.filter((i) => after.includes(i));
        if (items) items.sort((a, b) => after.indexOf(a) - after.indexOf(b));
        out.splice(
          out.indexOf(first) + 1,
          0,
          items ? { ...contents, content: { ...contents.content, items } } : contents,
        );
      }
    }
  }
  if (shape.ends?.length) {
    const last = out
      .filter((s) => !covers(s) && s.type !== 'thank_you' && named(s.title, shape.ends!) >= 0)
      .sort((a, b) => named(a.title, shape.ends!) - named(b.title, shape.ends!));
    out = [...out.filter((s) => !last.includes(s)), ...last];
  }
  return out;
}
