import { DRAFT_COMPARISON_ITEM_CHARS_MAX } from '../../../../common/limits';
import { type Sentence, wordsOf } from './sentences';
import { capital, trimEnd } from './text';

/** What a sentence is about, for the section of the draft it goes to. */
export type Topic = 'problem' | 'goals' | 'approach' | 'next' | 'other';

const CUES: Record<Exclude<Topic, 'other'>, ReadonlySet<string>> = {
  problem: new Set(
    'problem problems context background situation cost costs challenge challenges pain pains struggle struggles issue issues risk risks slow slower costly expensive manual legacy lack lacks lacking difficult hard fail fails failing losing lose lost churn inefficient delays delay bottleneck bottlenecks spends spend waste wasted today currently outdated fragmented complaints errors downtime limited unable cannot slipped slip stalled behind wrong lowlights findings finding insights missed miss misses late abandon abandons outage outages poor weak backlog dated fell fallen falling declined declining dropped shrank shrinking lags lagging trails trailing stagnant flat'.split(
      ' ',
    ),
  ),
  goals: new Set(
    'goal goals aim aims objective objectives wants want target targets ambition vision grow increase reduce improve double triple success outcome outcomes expect expects expected savings save highlights highlight results means implications reached record won achieved'.split(
      ' ',
    ),
  ),
  approach: new Set(
    'we will propose proposes idea ideas budget investment fee fees pricing offer offers offering provide provides plan approach solution solutions migrate migrating migration build deliver implement automate automation introduce phase phases roadmap strategy design launch adopt replace streamline method methodology platform process team format exercises exercise scope workstreams'.split(
      ' ',
    ),
  ),
  next: new Set(
    'next ask kickoff kick-off start starts sign contract week weeks month months deadline timeline schedule pilot milestone milestones january february march april may june july august september october november december q1 q2 q3 q4 recommend recommendations decision approve approval priorities priority'.split(
      ' ',
    ),
  ),
};
const DATES = new Set(
  'january february march april may june july august september october november december q1 q2 q3 q4'.split(
    ' ',
  ),
);
const ORDER: Exclude<Topic, 'other'>[] = ['problem', 'next', 'goals', 'approach'];

/**
 * The topic whose cue words a sentence has most of; ties go to the earlier of problem, next, goals,
 * approach. A sentence under a heading ("Context:" over a list), or led by a label ("Goals for the
 * day: …", "Priorities for Q4: …"), is about what the heading or label says, whatever it mentions.
 */
export function topicOf(s: Sentence): Topic {
  const colon = s.text.indexOf(': ');
  if (colon > 0 && colon < 40) {
    const label = bestTopic(wordsOf(s.text.slice(0, colon)));
    if (label !== 'other') return label;
  }
  // Under a heading ("Context:", "What we offer:"), a line is about what the heading says.
  if (s.heading) {
    const under = headingTopic(s.heading);
    if (under !== 'other') return under;
  }
  return bestTopic(s.words);
}

/**
 * What a heading says its lines are about. Its own words count, but not the pronouns any heading
 * may use ("Why we meet" is the situation, not our approach); "why" asks for the situation, and a
 * brief's own agenda or schedule is how the work will run.
 */
function headingTopic(heading: string): Topic {
  const words = wordsOf(heading).filter((w) => !HEADING_PLAIN.has(w));
  for (const [topic, cues] of HEADING_CUES) if (words.some((w) => cues.has(w))) return topic;
  return bestTopic(words);
}
const HEADING_PLAIN = new Set(['we', 'will', 'our', 'us']);
const HEADING_CUES: [Topic, ReadonlySet<string>][] = [
  ['problem', new Set(['why'])],
  ['approach', new Set(['agenda', 'schedule', 'programme', 'program', 'run', 'format'])],
];

function bestTopic(words: string[]): Topic {
  let best: Topic = 'other';
  let score = 0;
  for (const topic of ORDER) {
    let n = 0;
    // A date ("in Q2", "by March") says when, which any statement may: it counts for half.
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      // "next to Patagonia" places, it does not plan.
      if (!CUES[topic].has(w) || (w === 'next' && words[i + 1] === 'to')) continue;
      n += topic === 'next' && DATES.has(w) ? 0.5 : 1;
    }
    if (n > score) {
      best = topic;
      score = n;
    }
  }
  return best;
}

/** Nouns that name the deck itself at the start of a sentence ("Quarterly review of Q3 for the board"). */
const FRAMES = new Set(
  'pitch review qbr workshop proposal report findings training offsite tender bid rfp survey study presentation deck'.split(
    ' ',
  ),
);

/**
 * A sentence that says what the deck is ("Pitch to win the Fabrikam account", "A one-day workshop
 * with the Contoso team to map…"): short, and naming a kind of deck in its first words. It frames
 * the deck (the title slide's subtitle), and is no point of any section.
 */
export function isFraming(s: Sentence): boolean {
  if (s.words.length > 18) return false;
  const at = s.words.slice(0, 4).findIndex((w) => FRAMES.has(w));
  // "After the workshop we deliver…", "We propose a workshop…": about the deck's matter, not the deck.
  return at >= 0 && !s.words.slice(0, at).some((w) => NOT_FRAMING.has(w));
}
/**
 * A sentence that speaks to the team, not to the client: a greeting or sign-off of a brief sent as
 * an email ("Hi all", "Thanks, Maria"), or a note about the brief itself ("Quick brief for the
 * Woodgrove pitch next Thursday"). No slide shows it.
 */
export function isAside(s: Sentence): boolean {
  if (GREETINGS.has(s.words[0] ?? '')) return s.words.length <= 4;
  return s.words.slice(0, 3).some((w) => w === 'brief' || w === 'briefing');
}
const GREETINGS = new Set('hi hello hey dear thanks thank cheers regards best'.split(' '));

const NOT_FRAMING = new Set('after before during in at from since until for of we our their they'.split(' '));

/** Sentences grouped by topic, in their order. */
export function byTopic(sentences: Sentence[]): Record<Topic, Sentence[]> {
  const out: Record<Topic, Sentence[]> = { problem: [], goals: [], approach: [], next: [], other: [] };
  for (const s of sentences) out[topicOf(s)].push(s);
  return out;
}

/**
 * Contrasts stated in the text ("X instead of Y", "from X to Y", "X rather than Y", "X versus Y"):
 * the before and after of a comparison slide, never made up.
 */
export function contrastsOf(sentences: Sentence[]): Contrast[] {
  const out: Contrast[] = [];
  for (const s of sentences) {
    const t = trimEnd(s.text, '.!?');
    const lower = t.toLowerCase();
    for (const [sep, afterFirst] of [
      [' instead of ', true],
      [' rather than ', true],
      [' versus ', false],
      [' vs ', false],
      [' compared with ', true],
      [' compared to ', true],
    ] as const) {
      const at = lower.indexOf(sep);
      if (at <= 0) continue;
      const first = lastWords(t.slice(0, at), 6);
      const second = firstWords(t.slice(at + sep.length), 6);
      if (first && second)
        out.push(afterFirst ? { before: second, after: first } : { before: first, after: second });
      break;
    }
    const from = lower.indexOf(' from ');
    const to = from >= 0 ? lower.indexOf(' to ', from + 6) : -1;
    // A change told in an aside ("(Fabrikam Bank: rating from 2.8 to 4.5)") is another story.
    if (from >= 0 && to > from && to - from < 60 && !insideBrackets(t, from)) {
      // What moves from one to the other names both sides: "MRR growth from $41k to $60k" → "MRR $41k".
      const subject = subjectBefore(t.slice(0, from));
      const named = (s: string) => (subject ? `${subject} ${s}` : s);
      const before = t.slice(from + 6, to).trim();
      const after = firstWords(t.slice(to + 4), 6);
      if (before && after && before.split(' ').length <= 6)
        out.push({
          before: named(before),
          after: named(after),
          ...(PAST_CHANGES.has(lastWordOf(t.slice(0, from))) ? { past: true } : {}),
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

/** Change words in the past tense: what they join by "from … to" is history. */
const PAST_CHANGES = new Set(
  'grew rose fell dropped declined increased decreased climbed improved went moved shifted changed slipped sank jumped doubled halved'.split(
    ' ',
  ),
);
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

/** Words that say a change, not what changes ("growth" in "MRR growth from … to …"). */
const CHANGES = new Set(
  'growth grow grows grew growing increase increases increased rise rises rose rising drop drops dropped decline declines declined fall falls fell going went moving move moves moved change changes changed shift shifts reduction cut climbed improved'.split(
    ' ',
  ),
);
const SUBJECT_STOPS = new Set(
  'a an the of in on at by for to with and or but is are was were be will its their our'.split(' '),
);

/** The last few words of a clause before "from", which name what changes (its change word dropped). */
function subjectBefore(text: string): string {
  const words = text.trim().split(' ');
  const out: string[] = [];
  for (let i = words.length - 1; i >= 0 && out.length < 3; i--) {
    const word = trimEnd(words[i]!, ',;:');
    if (word !== words[i] || !word || SUBJECT_STOPS.has(word.toLowerCase())) break;
    out.unshift(word);
  }
  while (out.length && CHANGES.has(out.at(-1)!.toLowerCase())) out.pop();
  return out.join(' ');
}

/**
 * Today and tomorrow from the sources' own statements: a problem and a goal that speak of the
 * same thing (a content word in common: "manual reporting" and "reporting time cut by half").
 * Each is used once; rows keep the problem's order.
 */
export function pairedContrasts(problems: Sentence[], goals: Sentence[]): Contrast[] {
  const out: Contrast[] = [];
  const used = new Set<number>();
  for (const p of problems) {
    const stems = stemsOf(p.text);
    const g = goals.findIndex((goal, i) => !used.has(i) && stemsOf(goal.text).some((s) => stems.includes(s)));
    if (g < 0) continue;
    used.add(g);
    const shared = stemsOf(goals[g]!.text).find((s) => stems.includes(s))!;
    out.push({ before: clauseAbout(p.text, shared), after: clauseAbout(goals[g]!.text, shared) });
  }
  return out;
}

const CLAUSE_BREAKS = [', and ', ', but ', ', while ', '; ', ' and a ', ' and an ', ' and the '];

/**
 * The statement whole when it fits a comparison column, else the clause of it that speaks of the
 * shared word ("online sales grew only 4% last year" of a sentence that also compares brands), so
 * a row is never a sentence cut off.
 */
function clauseAbout(text: string, stem: string): string {
  const whole = trimEnd(text.trim(), '.');
  if (whole.length <= DRAFT_COMPARISON_ITEM_CHARS_MAX) return whole;
  const clause = clausesOf(whole).find((c) => stemsOf(c).includes(stem));
  return clause ? capital(clause) : whole;
}

/** A statement cut at every clause break, in order (a linear scan). */
function clausesOf(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  for (;;) {
    let at = -1;
    let sep = '';
    for (const s of CLAUSE_BREAKS) {
      const i = rest.indexOf(s);
      if (i > 0 && (at < 0 || i < at)) {
        at = i;
        sep = s;
      }
    }
    if (at < 0) break;
    out.push(rest.slice(0, at).trim());
    rest = rest.slice(at + sep.length);
  }
  out.push(rest.trim());
  return out.filter(Boolean);
}

/** Words too common to say two statements are about the same thing. */
const COMMON = new Set(
  'their there these those which about would could should other every each quarter today currently their'.split(
    ' ',
  ),
);
/** Stems of a statement's common nouns and verbs: words written in lower case after its first (a name pairs nothing). */
const stemsOf = (text: string) =>
  wordsOf(
    text
      .split(' ')
      .filter((w, i) => w && (i === 0 || w[0] === w[0]!.toLowerCase()))
      .join(' '),
  )
    .filter((w) => w.length >= 5 && !COMMON.has(w) && !/[0-9]/.test(w))
    .map((w) => w.slice(0, 6));

const firstWords = (s: string, n: number) =>
  s
    .trim()
    .split(/\s+/)
    .slice(0, n)
    .join(' ')
    .replace(/[,;:]$/, '');
const lastWords = (s: string, n: number) => s.trim().split(/\s+/).slice(-n).join(' ');
