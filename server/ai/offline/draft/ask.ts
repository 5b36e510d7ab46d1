import { DRAFT_BULLET_CHARS_MAX } from '../../../../common/limits';
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
  /** Every point read, those said twice included: what other slides no longer say. */
  all: string[];
  /** The brief, to keep the points in its order. */
  text: string;
}

/** The words in quotation marks right after a sentence's colon, found by hand: no regex to backtrack. */
function quotedAfterColon(text: string): string | undefined {
  const colon = text.indexOf(':');
  if (colon < 0) return undefined;
  const open = text.slice(colon + 1).trimStart();
  const close = QUOTE_CLOSES[open[0] ?? ''];
  if (!close) return undefined;
  const end = close.map((c) => open.indexOf(c, 1)).filter((i) => i > 0);
  return end.length ? open.slice(1, Math.min(...end)).trim() : undefined;
}
/** An opening quotation mark and the marks that may close it. */
const QUOTE_CLOSES: Record<string, string[]> = { '"': ['"'], '“': ['”', '"'], '«': ['»'], '„': ['“', '”'] };
const QUOTED_ASK_WORDS_MIN = 4;

/** "The raise: …", "Our ask – …": a sentence's own short label before its matter. */
const ASK_LABEL = /^\s{0,4}(\p{L}[\p{L}' ]{1,30}?)\s{0,2}(?::|\s[–—-])\s/u;

/** A point is found in the brief by its first characters. */
const ORDER_CHARS = 24;

/** At most this many points: an ask is said in a few lines. */
const ASK_POINTS_MAX = 4;
/** A sentence longer than this is a story, not an ask. */
const ASK_WORDS_MAX = 45;

const lowered = (t: string) => t.toLowerCase().replace(/[’‘]/g, "'");
// The plan's own ASK rule ("what they're asking", "sign-off") counts in every language, as there.
const hasAskWords = (t: string, L: Locale) =>
  ASK.test(t) || Boolean(phraseAt(lowered(t), L.read.askWords) ?? phraseAt(lowered(t), L.read.asks));
/** A figure or a month: what an ask states, beyond asking. */
function stated(t: string, L: Locale): boolean {
  // "Q4 plan and the ask": a quarter's number names it, it states nothing.
  if (/\d/.test(t.replace(/\b(?:Q[1-4]|H[12]|FY\d{2,4})\b/gi, ''))) return true;
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

/** "The ask is for", "THE ASK for leadership:", "Ask =": a lead-in the slide's title says. */
const ASK_LEAD = /^(?:the |our )?ask\b(?:[^:\n]{0,30}:|\s{0,3}(?:[=.–]|is\b)(?:\s{0,3}for\b)?)\s{0,3}/i;

/** "- 1. renew …", "The ask: …", "Unsere Bitte: …" → the point as a slide says it. */
function pointOf(text: string, L: Locale): string {
  // 'La proposta, con queste parole: "Confermate gli ordini …: sconto del 6% …"': the words the
  // brief gives for the ask are the point, whole.
  const quoted = quotedAfterColon(text);
  if (quoted && quoted.split(/\s+/).length >= QUOTED_ASK_WORDS_MIN) return capital(quoted.replace(/\.$/, ''));
  let plain = text
    .trim()
    .replace(/^(?:[-*•]|\d{1,2}[.)])\s{1,3}/, '')
    .replace(ASK_LEAD, '');
  const own = phraseAt(lowered(plain), L.read.asks);
  if (own?.at === 0 && plain.slice(own.length).trimStart().startsWith(':'))
    plain = plain.slice(plain.indexOf(':', own.length) + 1).trimStart();
  return capital(bullet(plain.replace(/\s{0,2}:$/, '')));
}

const wordsIn = (t: string) => new Set(lowered(t).match(/[\p{L}\d]+(?:[.,][\p{L}\d]+)*%?/gu) ?? []);
const figuresIn = (t: string): string[] => t.match(/\d+/g) ?? [];

/** The brief's ask, if it states one: amounts, a decision, a date. */
export function askOf(reading: Reading, L: Locale, brief: string): Ask | undefined {
  const said: string[] = [];
  const points: string[] = [];
  // "Prossimi passi: approvazione … entro il 20 gennaio": a line the brief files under its next steps.
  const nextTitles = Object.values(L.kinds).map((k) =>
    'next' in k.sections ? k.sections.next.title.toLowerCase() : '',
  );
  const stepped = (t: string) => {
    const lead = /^[-*•]?\s?([^:\n]{3,40}):/.exec(t.trim())?.[1]?.toLowerCase();
    return NEXT.test(t.trim()) || Boolean(lead && nextTitles.some((n) => n.includes(lead)));
  };
  const take = (whole: string, part: string = whole) => {
    if (part.split(/\s+/).length > ASK_WORDS_MAX || stepped(part)) return;
    // "… for £60,000 a year from April 2027, and we need a yes or no on 9 December": each
    // clause that states what is asked is a point, none cut short.
    const clauses = part.split(/,\s(?:and|but|et|und)\s|;\s/);
    if (part.length > DRAFT_BULLET_CHARS_MAX && clauses.length > 1) {
      for (const c of clauses.filter((c) => stated(c, L))) take(whole, c);
      return;
    }
    const point = pointOf(part, L);
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
  // A slide asked for by name (a checklist's "The decision we need") titles it; a heading does not.
  // The checklist's name goes first: it is the fuller one ("The decision" in the running order).
  const asking = reading.named
    .filter((n) => n.from !== 'heading' && (hasAskWords(n.title, L) || ASK.test(n.title)))
    .sort((a, b) => Number(b.from === 'checklist') - Number(a.from === 'checklist'));
  return {
    points: kept.slice(0, ASK_POINTS_MAX),
    all: points,
    said,
    ...(asking[0] ? { title: asking[0].title } : {}),
    checklistIds: asking.flatMap((n) => (n.checklistId ? [n.checklistId] : [])),
    named: asking.map((n) => n.title),
    text: brief,
  };
}

/** A sum: "£185,000", "NOK 240M", "$1.2M", "1,2 Mio. €", "380 000 €". */
const SUM =
  /(?<![\d.,])(?:[£$€¥]\s?|\b(?:NOK|CHF|SEK|DKK|USD|EUR|GBP)\s)\d[\d.,]{0,12}(?:\s?(?:k|m|bn|M)\b)?|(?<![\d.,])\d[\d.,\u00a0\u202f ]{0,12}(?<=\d)\s?(?:Mio\.|Mrd\.|M|k)?\s?€/;

/** The statement marks the ask's sum, where it says one. */
function sumOf(text: string): { highlightText?: string } {
  const sum = SUM.exec(text)?.[0].trim();
  return sum ? { highlightText: sum } : {};
}

/** The text says (most of the words of) the point. */
function says(text: string, point: string): boolean {
  const own = [...wordsIn(point)];
  const theirs = wordsIn(text);
  return own.length >= 2 && own.filter((w) => theirs.has(w)).length >= own.length * 0.8;
}

/**
 * The deck with the ask on a slide of its own: its points taken off the slides that held them, a
 * slide left empty gone, and the ask placed before the closing slides (the next steps, the
 * thank-you), last when the brief ends on it.
 */
export function withAsk(slides: DraftSlide[], ask: Ask, L: Locale, shape?: Shape): DraftSlide {
  const nextTitles = new Set(
    Object.values(L.kinds).map((k) => ('next' in k.sections ? k.sections.next.title.toLowerCase() : '')),
  );
  const closes = (s: DraftSlide) =>
    s.type === 'thank_you' || NEXT.test(s.title) || nextTitles.has(s.title.toLowerCase());
  let points = ask.points;
  // A slide of the plan titled as the ask ("Decisions we need from the board") is the ask's: its
  // points, as the brief wrote them, and the ask's others, when they still make a short list.
  const titled = (s: DraftSlide) =>
    s.type === 'content' &&
    s.title !== L.agenda &&
    (s.title === L.askTitle || s.title === ask.title || hasAskWords(s.title, L) || ASK.test(s.title));
  let own: string | undefined;
  // "The raise: £4.5M seed, …": a slide of the plan titled by the ask's own label ("The raise", a
  // section the brief names) is the ask's place; what the plan put on it was matched by its words.
  const label = ask.said.map((s) => ASK_LABEL.exec(s)?.[1]?.toLowerCase()).find(Boolean);
  for (const s of slides.filter((s) => s.type === 'content' && s.title.toLowerCase() === label)) {
    own ??= s.title;
    slides.splice(slides.indexOf(s), 1);
  }
  for (const s of slides.filter(titled)) {
    const items = s.content.items ?? [];
    const more = points.filter((p) => !items.some((i) => says(i, p)));
    if (items.length + more.length > ASK_POINTS_MAX + 1) continue;
    points = [...items, ...more];
    own ??= s.title;
    slides.splice(slides.indexOf(s), 1);
  }
  for (let i = slides.length - 1; i >= 0; i--) {
    const s = slides[i]!;
    if (s.title === L.agenda) continue;
    const asks = (t?: string) => Boolean(t && [...points, ...ask.all].some((p) => says(p, t)));
    // The ask's sum among the figures ("€85k Pilot budget") is the ask's, not a result.
    const metrics = s.content.metrics?.filter((m) => !asks(m.subtext));
    if (metrics && metrics.length < s.content.metrics!.length)
      if (metrics.length) s.content = { ...s.content, metrics };
      else slides.splice(i, 1);
    if (!s.content.items) continue;
    const items = s.content.items.filter((item) => !asks(item));
    if (items.length === s.content.items.length) continue;
    if (items.length || s.type !== 'content') s.content = { ...s.content, items };
    else slides.splice(i, 1);
  }
  const inBrief = (p: string) => {
    const i = lowered(ask.text).indexOf(lowered(p).slice(0, ORDER_CHARS));
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  points = [...points].sort((a, b) => inBrief(a) - inBrief(b));
  const taken = new Set(slides.map((s) => s.title.toLowerCase()));
  const title = ask.title && !taken.has(ask.title.toLowerCase()) ? ask.title : (own ?? L.askTitle);
  // Under its label as the title, a point says only its matter ("£4.5M seed, …").
  if (label && title.toLowerCase() === label)
    points = points.map((p) => {
      const m = ASK_LABEL.exec(p);
      return m?.[1]?.toLowerCase() === label ? p.slice(m[0].length) : p;
    });
  // One point is a statement, said large; several a short list.
  const slide: DraftSlide =
    points.length === 1
      ? { type: 'statement', title, content: { text: points[0]!, ...sumOf(points[0]!) }, notes: '' }
      : { type: 'content', title, content: { items: points }, notes: '' };
  // The presenter has the brief's own sentences: the asides and reasons the points left out.
  const whole = ask.said.filter((s) => !ask.points.includes(pointOf(s, L)));
  slide.notes = whole.length ? `${L.notes.inFull}${L.read.colon ?? ': '}${whole.join(' ')}` : '';
  const nextWords = new Set(['next', 'steps', ...[...nextTitles].flatMap((t) => t.split(/[^\p{L}]+/u))]);
  const endsOnAsk =
    shape?.ends?.some((w) => hasAskWords(w, L) || lowered(L.askTitle).includes(w)) &&
    !shape.ends.some((w) => w.length > 3 && nextWords.has(w));
  let at = slides.length;
  if (!endsOnAsk) while (at > 1 && closes(slides[at - 1]!)) at--;
  else if (slides.at(-1)?.type === 'thank_you') at--;
  slides.splice(at, 0, slide);
  // The agenda names the slides the deck now has, the ask's among them.
  const agenda = slides.find((s) => s.title === L.agenda && s.content.items);
  if (agenda) {
    const titles = slides.map((s) => s.title);
    const listed = agenda.content.items!;
    const items = listed.filter((i) => i !== title && titles.some((t) => t === i || t.startsWith(`${i}:`)));
    const before = slides
      .slice(0, at)
      .filter((s) => items.some((i) => s.title === i || s.title.startsWith(`${i}:`)));
    items.splice(before.length, 0, title);
    agenda.content = { ...agenda.content, items };
  }
  return slide;
}
