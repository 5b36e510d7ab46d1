import { type Cursor, phrases } from './cursor';
import type { Position, Target } from './intents';
import { count, ordinal, parseTarget, slideNumber, titleTarget, typePhrase } from './targets';

const START = phrases([
  'start',
  'beginning',
  'front',
  'top',
  'head',
  'very start',
  'very beginning',
  'very top',
]);
const END = phrases(['end', 'bottom', 'back', 'tail', 'very end', 'very bottom']);
const STEPS = phrases(['place', 'places', 'position', 'positions', 'slide', 'slides', 'spot', 'spots']);
const PLACES = phrases(['slide', 'one', 'position', 'place', 'spot']);
const NTH_PLACES = phrases(['slide', 'position', 'place', 'spot']);
const NUMBERED_PLACES = phrases(['position', 'slide', 'place', 'spot', 'number', 'page']);

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
const NAME_ENDS = new Set(
  'about with called titled named saying containing listing showing including featuring having to into and at on for of as in'.split(
    ' ',
  ),
);

const AND = new Set(['and']);

/**
 * Where a slide goes: "to the start", "after slide 2", "before the Results slide", "up", "as slide 3".
 * `byTitle` also reads a bare title ("before priorities"): only where a command's words are not
 * free text, so a new slide "called Life after work" keeps its title.
 */
export function parsePosition(c: Cursor, byTitle = false): Position | undefined {
  return c.try((c) => {
    // "two places up", "3 slides down"
    const steps = c.try((c) => {
      const by = count(c, true);
      // "two slides down", "one down".
      if (by === undefined) return undefined;
      c.acceptOne(STEPS);
      if (c.accept('up') || c.accept('earlier') || c.accept('forward')) return { kind: 'up' as const, by };
      if (c.accept('down') || c.accept('later')) return { kind: 'down' as const, by };
      return undefined;
    });
    if (steps) return steps;
    if (c.accept('up') || c.accept('down') || c.accept('earlier') || c.accept('later')) {
      const dir = c.tokens[c.i - 1]!.w === 'up' || c.tokens[c.i - 1]!.w === 'earlier' ? 'up' : 'down';
      c.accept('by');
      const by = count(c, true) ?? 1;
      c.acceptOne(STEPS);
      return { kind: dir, by };
    }
    const right = c.accept('right') || c.accept('just') || c.accept('directly') || c.accept('immediately');
    // "move this to after roadmap".
    if (c.at('to', 'after') || c.at('to', 'before')) c.i++;
    if (c.accept('after') || c.accept('behind') || c.accept('following')) {
      const target =
        parseTarget(c) ?? typeTarget(c) ?? (byTitle ? titleTarget(c, NAME_ENDS, true) : undefined);
      return target ? { kind: 'after', target } : undefined;
    }
    if (c.accept('before') || c.accept('ahead', 'of') || c.accept('in', 'front', 'of')) {
      const target =
        parseTarget(c) ?? typeTarget(c) ?? (byTitle ? titleTarget(c, NAME_ENDS, true) : undefined);
      return target ? { kind: 'before', target } : undefined;
    }
    // "between slides 2 and 3", "between priorities and results": after the first.
    if (c.accept('between')) {
      const a = parseTarget(c) ?? typeTarget(c) ?? (byTitle ? titleTarget(c, AND) : undefined);
      if (a?.kind === 'numbers' && a.numbers.length === 2)
        return { kind: 'after', target: { kind: 'numbers', numbers: [a.numbers[0]!] } };
      // "between the second and third slides".
      if (a?.kind === 'list' && a.targets.length === 2) return { kind: 'after', target: a.targets[0]! };
      if (!a || !c.accept('and')) return undefined;
      const b = parseTarget(c) ?? typeTarget(c) ?? (byTitle ? titleTarget(c, NAME_ENDS, true) : undefined);
      return b ? { kind: 'after', target: a } : undefined;
    }
    if (right) return undefined;
    const prep = c.accept('to') || c.accept('at') || c.accept('as') || c.accept('into') || c.accept('in');
    c.accept('the');
    if (c.acceptOne(START)) {
      c.accept('of', 'the', 'deck') || c.accept('of', 'the', 'presentation') || c.accept('of', 'the', 'list');
      return { kind: 'start' };
    }
    if (c.acceptOne(END)) {
      c.accept('of', 'the', 'deck') || c.accept('of', 'the', 'presentation') || c.accept('of', 'the', 'list');
      return { kind: 'end' };
    }
    if (c.accept('first') || c.accept('opening')) {
      c.acceptOne(PLACES);
      return { kind: 'start' };
    }
    if (c.accept('last') || c.accept('final')) {
      c.acceptOne(PLACES);
      return { kind: 'end' };
    }
    // "to the second to last position": just before the last slide.
    if (c.accept('second', 'to', 'last') || c.accept('penultimate') || c.accept('second-to-last')) {
      c.acceptOne(PLACES);
      return { kind: 'before', target: { kind: 'ordinal', n: 1, fromEnd: true } };
    }
    if (!prep) return undefined;
    const nth = ordinal(c);
    if (nth !== undefined) {
      if (!c.acceptOne(NTH_PLACES)) return undefined;
      return { kind: 'index', n: nth };
    }
    if (c.acceptOne(NUMBERED_PLACES)) {
      const n = slideNumber(c);
      return n !== undefined ? { kind: 'index', n } : undefined;
    }
    return undefined;
  });
}
