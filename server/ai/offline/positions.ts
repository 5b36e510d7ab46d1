import { type Cursor, setOf } from './cursor';
import type { Position, Target } from './intents';
import { count, ordinal, parseTarget, slideNumber, titleTarget, typePhrase } from './targets';

/**
 * The position grammar, as tables: a new way of saying a place is a row here, not new code.
 * Each table is read by one small reader below; a reader only knows the shape of its rows.
 */

/** ("places" and "positions" reach the grammar as their singulars: spelling.ts mends them so.) */
const STEPS = 'place|position|slide|slides|spot|spots';
const PLACES = 'slide|one|position|place|spot';
const OF_THE_WHOLE = 'of the deck|of the presentation|of the list';

/** Which way a slide moves: "up", "two places later"; `alone` when it needs no count before it. */
const DIRECTIONS: { say: string; kind: 'up' | 'down'; alone: boolean }[] = [
  { say: 'up|earlier', kind: 'up', alone: true },
  { say: 'forward', kind: 'up', alone: false },
  { say: 'down|later', kind: 'down', alone: true },
];
const ALONE = DIRECTIONS.filter((d) => d.alone);

/** Beside a slide: "after the Results slide", "in front of slide 2". */
const BESIDE: { say: string; kind: 'after' | 'before' }[] = [
  { say: 'after|behind|following', kind: 'after' },
  { say: 'before|ahead of|in front of', kind: 'before' },
];

/** An edge of the deck, and the words that may follow it ("the end of the deck", "first slide"). */
const EDGES: { say: string; tail: string; at: () => Position }[] = [
  {
    say: 'start|beginning|front|top|head|very start|very beginning|very top',
    tail: OF_THE_WHOLE,
    at: () => ({ kind: 'start' }),
  },
  { say: 'end|bottom|back|tail|very end|very bottom', tail: OF_THE_WHOLE, at: () => ({ kind: 'end' }) },
  { say: 'first|opening', tail: PLACES, at: () => ({ kind: 'start' }) },
  { say: 'last|final', tail: PLACES, at: () => ({ kind: 'end' }) },
  // "to the second to last position": just before the last slide.
  {
    say: 'second to last|penultimate|second-to-last',
    tail: PLACES,
    at: () => ({ kind: 'before', target: { kind: 'ordinal', n: 1, fromEnd: true } }),
  },
];

/**
 * "after the title", "before the thank you": where a place is expected, a slide type needs no
 * "slide" after it (elsewhere "the title" is the title field).
 */
function typeTarget(c: Cursor): Target | undefined {
  return c.try((c) => {
    if (!c.accept('the')) return undefined;
    const from = c.i;
    const type = typePhrase(c);
    return type ? { kind: 'named' as const, name: c.text(from, c.i), type } : undefined;
  });
}

/** Words that end a slide's bare title after "after"/"before" ("after results about risks"). */
const NAME_ENDS = setOf(`about|with|called|titled|named|saying|containing|listing|showing|including|
  featuring|having|to|into|and|at|on|for|of|as|in`);

const AND = new Set(['and']);

/** "two places up", "3 slides down", "up", "down by 2". */
function steps(c: Cursor): Position | undefined {
  const counted = c.try((c) => {
    const by = count(c, true);
    if (by === undefined) return undefined;
    c.acceptAny(STEPS);
    const dir = c.row(DIRECTIONS);
    return dir ? { kind: dir.kind, by } : undefined;
  });
  if (counted) return counted;
  const dir = c.row(ALONE);
  if (!dir) return undefined;
  c.accept('by');
  const by = count(c, true) ?? 1;
  c.acceptAny(STEPS);
  return { kind: dir.kind, by };
}

/** "between slides 2 and 3", "between priorities and results": after the first. */
function between(c: Cursor, byTitle: boolean): Position | undefined {
  const a = parseTarget(c) ?? typeTarget(c) ?? (byTitle ? titleTarget(c, AND) : undefined);
  if (a?.kind === 'numbers' && a.numbers.length === 2)
    return { kind: 'after', target: { kind: 'numbers', numbers: [a.numbers[0]!] } };
  // "between the second and third slides".
  if (a?.kind === 'list' && a.targets.length === 2) return { kind: 'after', target: a.targets[0]! };
  if (!a || !c.accept('and')) return undefined;
  const b = parseTarget(c) ?? typeTarget(c) ?? (byTitle ? titleTarget(c, NAME_ENDS, true) : undefined);
  return b ? { kind: 'after', target: a } : undefined;
}

/** "the second slide", "position 3": a numbered place, only after a preposition. */
function numbered(c: Cursor): Position | undefined {
  const nth = ordinal(c);
  if (nth !== undefined)
    return c.acceptAny('slide|position|place|spot') ? { kind: 'index', n: nth } : undefined;
  if (!c.acceptAny('position|slide|place|spot|number|page')) return undefined;
  const n = slideNumber(c);
  return n !== undefined ? { kind: 'index', n } : undefined;
}

/**
 * Where a slide goes: "to the start", "after slide 2", "before the Results slide", "up", "as slide 3".
 * `byTitle` also reads a bare title ("before priorities"): only where a command's words are not
 * free text, so a new slide "called Life after work" keeps its title.
 */
export function parsePosition(c: Cursor, byTitle = false): Position | undefined {
  return c.try((c) => {
    const moved = steps(c);
    if (moved) return moved;
    const stressed = c.acceptAny('right|just|directly|immediately') !== undefined;
    // "move this to after roadmap".
    if (c.atAny('to after|to before')) c.i++;
    const beside = c.row(BESIDE);
    if (beside) {
      const target =
        parseTarget(c) ?? typeTarget(c) ?? (byTitle ? titleTarget(c, NAME_ENDS, true) : undefined);
      return target ? { kind: beside.kind, target } : undefined;
    }
    if (c.accept('between')) return between(c, byTitle);
    if (stressed) return undefined;
    const prep = c.acceptAny('to|at|as|into|in') !== undefined;
    c.accept('the');
    const edge = c.row(EDGES);
    if (edge) {
      c.acceptAny(edge.tail);
      return edge.at();
    }
    return prep ? numbered(c) : undefined;
  });
}
