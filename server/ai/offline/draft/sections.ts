import type { Sentence } from './sentences';
import { trimEnd } from './text';

/** What a sentence is about, for the section of the draft it goes to. */
export type Topic = 'problem' | 'goals' | 'approach' | 'next' | 'other';

const CUES: Record<Exclude<Topic, 'other'>, ReadonlySet<string>> = {
  problem: new Set(
    'problem problems cost costs challenge challenges pain pains struggle struggles issue issues risk risks slow slower costly expensive manual legacy lack lacks lacking difficult hard fail fails failing losing lose lost churn inefficient delays delay bottleneck bottlenecks spends spend waste wasted today currently outdated fragmented complaints errors downtime limited unable cannot'.split(
      ' ',
    ),
  ),
  goals: new Set(
    'goal goals aim aims objective objectives wants want target targets ambition vision grow increase reduce improve double triple success outcome outcomes expect expects'.split(
      ' ',
    ),
  ),
  approach: new Set(
    'we will propose proposes plan approach solution solutions migrate migrating migration build deliver implement automate automation introduce phase phases roadmap strategy design launch adopt replace streamline method methodology platform process team'.split(
      ' ',
    ),
  ),
  next: new Set(
    'next kickoff kick-off start starts sign contract week weeks month months deadline timeline schedule pilot milestone milestones january february march april may june july august september october november december q1 q2 q3 q4 recommend recommendations decision approve approval'.split(
      ' ',
    ),
  ),
};
const ORDER: Exclude<Topic, 'other'>[] = ['problem', 'next', 'goals', 'approach'];

/** The topic whose cue words a sentence has most of; ties go to the earlier of problem, next, goals, approach. */
export function topicOf(s: Sentence): Topic {
  let best: Topic = 'other';
  let score = 0;
  for (const topic of ORDER) {
    let n = 0;
    for (const w of s.words) if (CUES[topic].has(w)) n++;
    if (n > score) {
      best = topic;
      score = n;
    }
  }
  return best;
}

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
export function contrastsOf(sentences: Sentence[]): { before: string; after: string }[] {
  const out: { before: string; after: string }[] = [];
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
    if (from >= 0 && to > from && to - from < 60) {
      const before = t.slice(from + 6, to).trim();
      const after = firstWords(t.slice(to + 4), 6);
      if (before && after && before.split(' ').length <= 6) out.push({ before, after });
    }
  }
  return out;
}

const firstWords = (s: string, n: number) =>
  s
    .trim()
    .split(/\s+/)
    .slice(0, n)
    .join(' ')
    .replace(/[,;:]$/, '');
const lastWords = (s: string, n: number) => s.trim().split(/\s+/).slice(-n).join(' ');
