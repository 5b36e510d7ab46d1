import { dataRuns } from './dataSlides';
import type { DraftSlide } from './drafter';
import type { Locale } from './locales/types';
import { ASK, NEXT, phraseAt } from './plan';
import type { Reading } from './reading';
import type { Shape } from './shape';
import { bullet, capital } from './text';

/**
 * The ask planner: what the brief asks its audience for (an amount, a decision, a date, a term),
 * read from wherever the brief says it ("What we want from the board on the 17th: approve …",
 * "Entscheidung in der Sitzung am 3. Dezember", "End with a slide restating the ask: £75,000 over
 * 24 months"), then given a slide of its own before the closing slide, never left as the third
 * bullet of another slide. Its points are the brief's own words, so the figure check holds.
 */

export interface Ask {
  /** The ask, a point each, in the brief's words and order. */
  points: string[];
  /** The brief's whole sentences behind the points: the presenter's notes. */
  said: string[];
  /** The brief's own name for the ask's slide ("The decision we need from the board"). */
  title?: string;
  /** The checklist items the ask's slide answers. */
  checklistIds: string[];
  /** The sections asked for that it answers, no longer left out. */
  named: string[];
}

/** At most this many points: an ask is said in a few lines. */
const ASK_POINTS_MAX = 4;
/** A sentence longer than this is a story, not an ask. */
const ASK_WORDS_MAX = 45;

const lowered = (t: string) => t.toLowerCase().replace(/[’‘]/g, "'");
const hasAskWords = (t: string, L: Locale) =>
  Boolean(phraseAt(lowered(t), L.read.askWords) ?? phraseAt(lowered(t), L.read.asks));
/** A figure or a month: what an ask states, beyond asking. */
function stated(t: string, L: Locale): boolean {
  if (/\d/.test(t)) return true;
  const words = lowered(t).split(/[^\p{L}]+/u);
  return L.read.figures.months.split(' ').some((m) => m.length > 3 && words.includes(m));
}

/** Where the ask starts in a sentence to the team: after "the ask:", or at its last ask word before a figure. */
function askPart(text: string, L: Locale): string | undefined {
  const t = lowered(text);
  const firstFigure = t.search(/\d/);
  let from = -1;
  for (const p of [...L.read.askWords, ...L.read.asks]) {
    for (let at = t.indexOf(p); at >= 0; at = t.indexOf(p, at + 1)) {
      const hit = phraseAt(t.slice(at), [p]);
      if (hit?.at !== 0) continue;
      const after = t.slice(at + p.length).trimStart();
      // "restating the ask: £75,000 over 24 months": what follows the colon is the ask itself.
      if (after.startsWith(':')) return text.slice(text.indexOf(':', at + p.length) + 1).trim();
      if ((firstFigure < 0 || at < firstFigure) && at > from) from = at;
    }
  }
  return from >= 0 ? text.slice(from) : undefined;
}

/** "- 1. renew …", "The ask: …", "…, ." → the point as a slide says it. */
function pointOf(text: string): string {
  const plain = text
    .trim()
    .replace(/^(?:[-*•]|\d{1,2}[.)])\s{1,3}/, '')
    .replace(/^(?:the )?ask\s{0,2}[:=.]\s{0,3}/i, '');
  return capital(bullet(plain.replace(/\s{0,2}:$/, '')));
}

const wordsIn = (t: string) => new Set(lowered(t).match(/[\p{L}\d]+(?:[.,][\p{L}\d]+)*%?/gu) ?? []);
const figuresIn = (t: string): string[] => t.match(/\d+/g) ?? [];

/** The brief's ask, if it states one: amounts, a decision, a date. */
export function askOf(reading: Reading, L: Locale): Ask | undefined {
  const said: string[] = [];
  const points: string[] = [];
  const take = (whole: string, part: string = whole) => {
    if (part.split(/\s+/).length > ASK_WORDS_MAX || NEXT.test(part.trim())) return;
    const point = pointOf(part);
    if (point.length < 4 || points.includes(point)) return;
    points.push(point);
    if (!said.includes(whole)) said.push(whole.trim());
  };
  for (const b of reading.blocks) {
    // A heading that names the ask ("Ce qu'on demande", "ask:") makes its lead-in the ask's sum.
    const askBlock = Boolean(b.heading && (hasAskWords(b.heading, L) || ASK.test(b.heading)));
    const inRuns = new Set(dataRuns(b.lines).flatMap((r) => b.lines.slice(r.from, r.to)));
    const leads = new Set<string>();
    for (const l of b.lines) {
      const lead = l.lead?.trim();
      if (lead && !leads.has(lead)) {
        leads.add(lead);
        if (stated(lead, L) && (askBlock || hasAskWords(lead, L))) take(lead);
      }
      if (inRuns.has(l) || l.others) continue;
      if (hasAskWords(l.text, L) && stated(l.text, L)) take(l.text);
    }
  }
  // Said to the team ("End with the ask and the next step, a sign-off by the 6th of February"):
  // the part that asks is the audience's ask all the same.
  for (const line of reading.instructions) {
    if (!hasAskWords(line, L) || !stated(line, L)) continue;
    const part = askPart(line, L);
    if (part && stated(part, L)) take(line, part);
  }
  // A point another says with all of its figures and more words is said once.
  const kept = points.filter((p, i) => {
    const figures = figuresIn(p);
    const own = wordsIn(p);
    return !points.some(
      (q, k) =>
        k !== i &&
        q.length > p.length &&
        figures.every((f) => figuresIn(q).includes(f)) &&
        [...own].filter((w) => wordsIn(q).has(w)).length >= Math.min(2, own.size),
    );
  });
  if (!kept.length) return undefined;
  const asking = reading.named.filter((n) => hasAskWords(n.title, L) || ASK.test(n.title));
  return {
    points: kept.slice(0, ASK_POINTS_MAX),
    said,
    ...(asking[0] ? { title: asking[0].title } : {}),
    checklistIds: asking.flatMap((n) => (n.checklistId ? [n.checklistId] : [])),
    named: asking.map((n) => n.title),
  };
}

/** A slide's point that says (most of) one of the ask's sentences. */
function isAskPoint(item: string, ask: Ask): boolean {
  const own = [...wordsIn(item)];
  if (own.length < 2) return false;
  return [...ask.said, ...ask.points].some((s) => {
    const theirs = wordsIn(s);
    return own.filter((w) => theirs.has(w)).length >= own.length * 0.8;
  });
}

/** A sum: "£185,000", "NOK 240M", "1,2 Mio. €", "380 000 €". */
const SUM =
  /(?<![\d.,])(?:[£$€¥]\s?|\b(?:NOK|CHF|USD|EUR|GBP|SEK|DKK)\s)\d[\d.,]{0,12}(?:\s?(?:k|m|bn|M)\b)?|(?<![\d.,])\d[\d.,\u00a0\u202f ]{0,12}(?<=\d)\s?(?:Mio\.|Mrd\.|M|k)?\s?€/;

/** The first figure or, without one, the first date of the ask: the words its statement marks. */
function markOf(point: string, L: Locale): string | undefined {
  const sum = SUM.exec(point)?.[0];
  if (sum) return sum.trim();
  const months = L.read.figures.months.split(' ').filter((m) => m.length > 2);
  const words = point.split(/\s+/);
  const at = words.findIndex((w) => months.includes(lowered(w).replace(/[^\p{L}]/gu, '')));
  if (at < 0) return undefined;
  const from = at > 0 && /\d/.test(words[at - 1]!) ? at - 1 : at;
  const to = words[at + 1] && /^\d{4}/.test(words[at + 1]!) ? at + 2 : at + 1;
  return words
    .slice(from, to)
    .join(' ')
    .replace(/[,.;:]$/, '');
}

/**
 * The deck with the ask on a slide of its own: its points taken off the slides that held them, a
 * slide left empty gone, and the ask placed before the closing slides (the next steps, the
 * thank-you), last when the brief ends on it.
 */
export function withAsk(slides: DraftSlide[], ask: Ask, L: Locale, shape?: Shape): void {
  for (let i = slides.length - 1; i >= 0; i--) {
    const s = slides[i]!;
    if (!s.content.items || s.title === L.agenda) continue;
    const items = s.content.items.filter((item) => !isAskPoint(item, ask));
    if (items.length === s.content.items.length) continue;
    if (items.length || s.type !== 'content') s.content = { ...s.content, items };
    else slides.splice(i, 1);
  }
  const taken = new Set(slides.map((s) => s.title.toLowerCase()));
  const title = ask.title && !taken.has(ask.title.toLowerCase()) ? ask.title : L.askTitle;
  const point = ask.points[0]!;
  const mark = ask.points.length === 1 ? markOf(point, L) : undefined;
  const slide: DraftSlide =
    ask.points.length === 1
      ? {
          type: 'statement',
          title,
          content: { text: point, ...(mark ? { highlightText: mark } : {}) },
          notes: '',
        }
      : { type: 'content', title, content: { items: ask.points }, notes: '' };
  // The presenter has the brief's own sentences: the asides and reasons the points left out.
  const whole = ask.said.filter((s) => !ask.points.includes(pointOf(s)));
  slide.notes = whole.length ? `${L.notes.inFull}: ${whole.join(' ')}` : '';
  const nextTitles = new Set(
    Object.values(L.kinds).map((k) => ('next' in k.sections ? k.sections.next.title.toLowerCase() : '')),
  );
  const closes = (s: DraftSlide) =>
    s.type === 'thank_you' || NEXT.test(s.title) || nextTitles.has(s.title.toLowerCase());
  const nextWords = new Set(['next', 'steps', ...[...nextTitles].flatMap((t) => t.split(/[^\p{L}]+/u))]);
  const endsOnAsk =
    shape?.ends?.some((w) => hasAskWords(w, L) || lowered(L.askTitle).includes(w)) &&
    !shape.ends.some((w) => w.length > 3 && nextWords.has(w));
  let at = slides.length;
  if (!endsOnAsk) while (at > 1 && closes(slides[at - 1]!)) at--;
  else if (slides.at(-1)?.type === 'thank_you') at--;
  slides.splice(at, 0, slide);
}
