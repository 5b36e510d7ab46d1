import { DRAFT_COMPARISON_ITEM_CHARS_MAX } from '../../../../common/limits';
import { asWritten, tokensOf } from './localNumbers';
import { type Sentence, wordsOf } from './sentences';
import { capital, earliest, trimEnd } from './text';
import { type Reader, readerOf } from './words';

/** What a sentence is about, for the section of the draft it goes to. */
export type Topic = 'problem' | 'goals' | 'approach' | 'next' | 'other';

const ORDER: Exclude<Topic, 'other'>[] = ['problem', 'next', 'goals', 'approach'];

/**
 * The topic whose cue words a sentence has most of; ties go to the earlier of problem, next, goals,
 * approach. A sentence led by a label ("Goals for the day: …", "Priorities for Q4: …"), or under a
 * heading ("Context:" over a list), is about what the label or heading says, whatever it mentions.
 */
export function topicOf(s: Sentence, r: Reader = readerOf('en')): Topic {
  const colon = s.text.indexOf(': ');
  if (colon > 0 && colon < 40) {
    const label = bestTopic(wordsOf(s.text.slice(0, colon)), r);
    if (label !== 'other') return label;
  }
  // Under a heading ("Context:", "What we offer:"), a line is about what the heading says.
  if (s.heading) {
    const under = headingTopic(s.heading, r);
    if (under !== 'other') return under;
  }
  return bestTopic(s.words, r);
}

/**
 * What a heading says its lines are about. Its own words count, but not the pronouns any heading
 * may use ("Why we meet" is the situation, not our approach); "why" asks for the situation, and a
 * brief's own agenda or schedule is how the work will run.
 */
function headingTopic(heading: string, r: Reader): Topic {
  const words = wordsOf(heading).filter((w) => !r.headings.plain.has(w));
  if (words.some((w) => r.headings.problem.has(w))) return 'problem';
  if (words.some((w) => r.headings.approach.has(w))) return 'approach';
  return bestTopic(words, r);
}

function bestTopic(words: string[], r: Reader): Topic {
  let best: Topic = 'other';
  let score = 0;
  for (const topic of ORDER) {
    let n = 0;
    // A date ("in Q2", "by March") says when, which any statement may: it counts for half.
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      // "next to Patagonia" places, it does not plan.
      if (!r.cues[topic].has(w) || (w === 'next' && words[i + 1] === 'to')) continue;
      n += topic === 'next' && r.dates.has(w) ? 0.5 : 1;
    }
    if (n > score) {
      best = topic;
      score = n;
    }
  }
  return best;
}

/**
 * A sentence that says what the deck is ("Pitch to win the Fabrikam account", "A one-day workshop
 * with the Contoso team to map…"): short, and naming a kind of deck in its first words. It frames
 * the deck (the title slide's subtitle), and is no point of any section.
 */
export function isFraming(s: Sentence, r: Reader = readerOf('en')): boolean {
  // Other languages take more words to say it ("Taller de una jornada con el equipo digital de…"),
  // and name the deck first or after an article only ("El presupuesto del taller…" is no frame).
  if (s.words.length > (r.foreign ? 24 : 18)) return false;
  const at = s.words.slice(0, r.foreign ? 2 : 4).findIndex((w) => r.frames.has(w));
  // "After the workshop we deliver…", "We propose a workshop…": about the deck's matter, not the deck.
  return at >= 0 && !s.words.slice(0, at).some((w) => r.notFraming.has(w));
}

/**
 * A sentence that speaks to the team, not to the client: a greeting or sign-off of a brief sent as
 * an email ("Hi all", "Thanks, Maria"), or a note about the brief itself ("Quick brief for the
 * Woodgrove pitch next Thursday"). No slide shows it.
 */
export function isAside(s: Sentence, r: Reader = readerOf('en')): boolean {
  if (r.asides.greetings.has(s.words[0] ?? '')) return s.words.length <= 4;
  return s.words.slice(0, 3).some((w) => r.asides.brief.has(w));
}

/** Sentences grouped by topic, in their order. */
export function byTopic(sentences: Sentence[], r: Reader = readerOf('en')): Record<Topic, Sentence[]> {
  const out: Record<Topic, Sentence[]> = { problem: [], goals: [], approach: [], next: [], other: [] };
  for (const s of sentences) out[topicOf(s, r)].push(s);
  return out;
}

/**
 * Contrasts stated in the text ("X instead of Y", "from X to Y", "X rather than Y", "X versus Y"):
 * the before and after of a comparison slide, never made up.
 */
export function contrastsOf(sentences: Sentence[], r: Reader = readerOf('en')): Contrast[] {
  const [fromSep, toSep] = r.locale.read.fromTo;
  const out: Contrast[] = [];
  for (const s of sentences) {
    const t = trimEnd(s.text, '.!?');
    const lower = t.toLowerCase();
    for (const [sep, afterFirst] of r.locale.read.contrasts) {
      const at = lower.indexOf(sep);
      if (at <= 0) continue;
      const first = lastWords(t.slice(0, at), 6);
      const second = firstWords(t.slice(at + sep.length), 6);
      if (first && second)
        out.push(afterFirst ? { before: second, after: first } : { before: first, after: second });
      break;
    }
    const from = fromAt(lower, fromSep, r);
    const to = from >= 0 ? lower.indexOf(toSep, from + fromSep.length) : -1;
    // A change told in an aside ("(Fabrikam Bank: rating from 2.8 to 4.5)") is another story.
    if (from >= 0 && to > from && to - from < 60 && !insideBrackets(t, from)) {
      // What moves from one to the other names both sides: "MRR growth from $41k to $60k" → "MRR $41k".
      const subject = subjectBefore(t.slice(0, from), r);
      const named = (s: string) => (subject ? `${subject} ${s}` : s);
      const before = r.foreign
        ? asWritten(t.slice(from + fromSep.length, to), r)
        : t.slice(from + fromSep.length, to).trim();
      const after = r.foreign
        ? figureOnly(untilComma(t.slice(to + toSep.length)), r)
        : firstWords(t.slice(to + toSep.length), 6);
      // "de", "von", "da" join any two nouns: in those languages only figures make the two sides.
      const figures = !r.foreign || (startsWithFigure(before) && startsWithFigure(after));
      if (before && after && before.split(' ').length <= 6 && figures)
        out.push({
          before: named(before),
          after: named(after),
          ...(r.went.has(lastWordOf(t.slice(0, from))) ? { past: true } : {}),
        });
    }
  }
  return out;
}

/**
 * A before and an after the sources state. `past` marks a change that has already happened ("traffic
 * fell from 1.2M to 0.9M"): a then and a now, never a today and the tomorrow a proposal promises.
 */
export interface Contrast {
  before: string;
  after: string;
  past?: true;
}

const lastWordOf = (text: string) => text.trim().split(' ').at(-1)?.toLowerCase() ?? '';

/** Whether position `at` of `text` is inside round brackets. */
function insideBrackets(text: string, at: number): boolean {
  let depth = 0;
  for (let i = 0; i < at; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && depth > 0) depth--;
  }
  return depth > 0;
}

/** Where "from" starts; in languages where it joins any two nouns, only before a figure. */
function fromAt(lower: string, sep: string, r: Reader): number {
  let at = lower.indexOf(sep);
  if (!r.foreign) return at;
  while (at >= 0 && !startsWithFigure(lower.slice(at + sep.length))) at = lower.indexOf(sep, at + 1);
  return at;
}
/** "2,4 % après la refonte de…" → "2,4 %": the figure, as written. */
function figureOnly(text: string, r: Reader): string {
  const first = tokensOf(text, r)[0];
  return first?.kind === 'number' ? asWritten(text.slice(first.start, first.end), r) : firstWords(text, 6);
}

/** The text before its first ", " or ";" (a decimal comma is no end: "2,4 %"). */
const untilComma = (s: string) => {
  const at = [s.indexOf(', '), s.indexOf(';')].filter((i) => i >= 0);
  return at.length ? s.slice(0, Math.min(...at)) : s;
};

const startsWithFigure = (s: string) => {
  const c = s.trimStart()[0];
  return c !== undefined && ((c >= '0' && c <= '9') || '$€£¥'.includes(c));
};

/** The last few words of a clause before "from", which name what changes (its change word dropped). */
function subjectBefore(text: string, r: Reader): string {
  if (r.foreign) return foreignSubject(text, r);
  const words = text.trim().split(' ');
  const out: string[] = [];
  for (let i = words.length - 1; i >= 0 && out.length < 3; i--) {
    const word = trimEnd(words[i]!, ',;:');
    if (word !== words[i] || !word || r.subjectStops.has(word.toLowerCase())) break;
    out.unshift(word);
  }
  while (out.length && r.changes.has(out.at(-1)!.toLowerCase())) out.pop();
  return out.join(' ');
}

/**
 * "le taux de conversion des salons est passé de…": the verb and its auxiliary are passed over,
 * and the subject keeps the little words that join its nouns ("taux de conversion").
 */
function foreignSubject(text: string, r: Reader): string {
  const clause = text.slice(text.lastIndexOf(', ') + 1).trim();
  const words = clause.split(' ');
  // A figure's noun names it best ("Die Retourenquote ist im letzten Jahr von…"), with the words
  // that qualify it ("costo per contatto").
  const noun = words.findLastIndex((w) => r.metricNouns.has(trimEnd(w, ',;:').toLowerCase()));
  if (noun >= 0) {
    const out = [words[noun]!];
    // "taux de conversion": the noun it is said of comes first.
    for (let k = noun; k >= 2 && out.length < 4; k -= 2) {
      const join = words[k - 1]!.toLowerCase();
      const head = words[k - 2]!.toLowerCase();
      if (!r.joins.has(join) || r.subjectStops.has(head) || r.changes.has(head)) break;
      out.unshift(words[k - 2]!, words[k - 1]!);
    }
    for (let k = noun + 1; k < words.length && out.length < 4; k++) {
      const lower = words[k]!.toLowerCase();
      if (r.changes.has(lower) || (r.subjectStops.has(lower) && !r.joins.has(lower))) break;
      out.push(words[k]!);
    }
    while (out.length > 1 && r.joins.has(out.at(-1)!.toLowerCase())) out.pop();
    return out.join(' ');
  }
  let i = words.length - 1;
  while (i >= 0 && (r.changes.has(words[i]!.toLowerCase()) || r.subjectStops.has(words[i]!.toLowerCase())))
    i--;
  const out: string[] = [];
  for (; i >= 0 && out.length < 6; i--) {
    const word = trimEnd(words[i]!, ',;:');
    const lower = word.toLowerCase();
    if (word !== words[i] || !word) break;
    if (
      r.subjectStops.has(lower) &&
      !(r.joins.has(lower) && i > 0 && !r.subjectStops.has(words[i - 1]!.toLowerCase()))
    )
      break;
    out.unshift(word);
  }
  while (out.length && r.joins.has(out[0]!.toLowerCase())) out.shift();
  return out.join(' ');
}

/**
 * Today and tomorrow from the sources' own statements: a problem and a goal that speak of the
 * same thing (a content word in common: "manual reporting" and "reporting time cut by half").
 * Each is used once; rows keep the problem's order.
 */
export function pairedContrasts(
  problems: Sentence[],
  goals: Sentence[],
  r: Reader = readerOf('en'),
): Contrast[] {
  const out: Contrast[] = [];
  const used = new Set<number>();
  for (const p of problems) {
    const stems = stemsOf(p.text, r);
    const g = goals.findIndex(
      (goal, i) => !used.has(i) && stemsOf(goal.text, r).some((s) => stems.includes(s)),
    );
    if (g < 0) continue;
    used.add(g);
    const shared = stemsOf(goals[g]!.text, r).find((s) => stems.includes(s))!;
    out.push({ before: clauseAbout(p.text, shared, r), after: clauseAbout(goals[g]!.text, shared, r) });
  }
  return out;
}

/**
 * The statement whole when it fits a comparison column, else the clause of it that speaks of the
 * shared word ("online sales grew only 4% last year" of a sentence that also compares brands), so
 * a row is never a sentence cut off.
 */
function clauseAbout(text: string, stem: string, r: Reader): string {
  const whole = trimEnd(text.trim(), '.');
  if (whole.length <= DRAFT_COMPARISON_ITEM_CHARS_MAX) return whole;
  const breaks = [...r.locale.read.clauses, ...(r.locale.read.joined?.separators ?? []), ...NOUN_JOINS];
  const clause = clausesOf(whole, breaks).find((c) => stemsOf(c, r).includes(stem));
  return clause ? capital(clause) : whole;
}
/** "… within a year and a Net Promoter Score above 45": two aims joined. */
const NOUN_JOINS = [' and a ', ' and an ', ' and the '];

/** A statement cut at every one of `breaks`, in order (a linear scan). */
function clausesOf(text: string, breaks: string[]): string[] {
  const out: string[] = [];
  let rest = text;
  for (;;) {
    const [at, sep] = earliest(rest, breaks);
    if (at < 0) break;
    out.push(rest.slice(0, at).trim());
    rest = rest.slice(at + sep.length);
  }
  out.push(rest.trim());
  return out.filter(Boolean);
}

/**
 * Stems of a statement's common nouns and verbs: words written in lower case after its first (a
 * name pairs nothing), or any word where nouns take a capital too.
 */
const stemsOf = (text: string, r: Reader) =>
  wordsOf(
    text
      .split(' ')
      .filter((w, i) => w && (i === 0 || r.locale.nounsCapitalised || w[0] === w[0]!.toLowerCase()))
      .join(' '),
  )
    .filter((w) => w.length >= 5 && !r.common.has(w) && !/[0-9]/.test(w))
    .map((w) => w.slice(0, 6));

const firstWords = (s: string, n: number) =>
  s
    .trim()
    .split(/\s+/)
    .slice(0, n)
    .join(' ')
    .replace(/[,;:]$/, '');
const lastWords = (s: string, n: number) => s.trim().split(/\s+/).slice(-n).join(' ');
