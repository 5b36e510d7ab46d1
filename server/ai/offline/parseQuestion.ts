import { type Cursor, oneOf, phrases, setOf } from './cursor';
import { dataTarget } from './dataPhrases';
import type { Intent, Target } from './intents';
import { metricQuestion } from './parseMetrics';
import { type Row, readRows, type Slots, type Step, slot, TARGET } from './patterns';
import { ask } from './questions';
import { parseTarget, titleTarget } from './targets';

/**
 * Messages that ask rather than command: "what is on slide 2?" is answered from the deck, and any
 * other question or a "don't …" changes nothing, even when it names a change ("should I remove
 * the revenue metric?", 'what does "delete all bullets" do?'). A wrong change is worse than none.
 */

/** Openings after which a slide is named, to be read back: "what's on", "read me", "describe". */
const READ_OPENINGS = `what is on|what is in|what's on|what's in|whats on|whats in|what is written on
  |what is there on|what do we have on|what are the bullets on|what are the bullets in
  |what are the metrics on|what are the points on|what is the title of|what's the title of
  |whats the title of|what have we got on|read|read me|read out|read back|read me back|describe|show me
  |summarize|recap|give me a summary of|give me an overview of|give me a recap of`;
/** "what does slide 2 say": the slide is named between these. */
const READ_AROUND = 'what does|what do';

/** A question's first words: never a command, whatever change it names. */
const QUESTION_OPENINGS = oneOf(`should|shall i|shall we|why|how do|how does|how can|how to|how would
  |how should|what does|what do|what happens|what if|what would|is it|is there|are there|is that|do i|do we
  |do you|does|did|would it|when|where|who|explain`);
const NEGATIONS = phrases(["don't", 'dont', 'do not', 'never', 'no need to', 'stop', "didn't", "doesn't"]);

/** The first words of all of the above: most commands start with none, and are passed at once. */
const FIRST_WORDS = new Set(
  [oneOf(READ_OPENINGS), oneOf(READ_AROUND), QUESTION_OPENINGS, NEGATIONS, [['tell'], ['how']]].flatMap(
    (list) => list.map((p) => p[0]!),
  ),
);

/** A question or a negation at the start of a command, as an intent; undefined for anything else. */
export function parseQuestion(c: Cursor): Intent | undefined {
  if (!FIRST_WORDS.has(c.w())) return undefined;
  const read = readRows(c, READ_SLIDE) ?? c.try(metricQuestion) ?? c.try(totalQuestion);
  if (read) return read;
  const f = c.fork();
  if (f.acceptOne(NEGATIONS)) {
    // "don't forget to add a thank you slide" asks for the slide.
    if (f.accept('forget', 'to')) {
      c.i = f.i;
      return undefined;
    }
    return ask.negated();
  }
  if (c.fork().acceptOne(QUESTION_OPENINGS)) return ask.question();
  return undefined;
}

/** What a chart's values are called in a question of their total. */
const CHART_PARTS = 'bars|bar|values|figures|numbers|points|slices|columns|chart|graph';

/** Words that end such a question after what it names: "… add up to now". */
const TOTAL_TAILS = setOf('now|add|up|to|come|sum|total');

/**
 * "whats the total consultations across the clinics in the table?": a table's column added up,
 * the column by its heading's words, the rows it names ("across the clinics") being all of them.
 */
function columnTotalQuestion(c: Cursor): Intent | undefined {
  if (!c.acceptAny("what's the|whats the|what is the|tell me the") || !c.acceptAny('total|sum'))
    return undefined;
  c.accept('of');
  // Read by words: "<column> [across the <rows>] in the <name> table".
  const words = c
    .text(c.i, c.end)
    .split(' ')
    .map((w) => w.replace(/[?.!]$/, ''))
    .filter(Boolean);
  if (words.at(-1)?.toLowerCase() !== 'table') return undefined;
  // ("… in the cost of sales table": "in" before "of", which a table's name may hold.)
  const placed = (set: ReadonlySet<string>) => words.findLastIndex((w) => set.has(w.toLowerCase()));
  const at = placed(TABLE_PLACE) > 0 ? placed(TABLE_PLACE) : placed(TABLE_OF);
  if (at < 1) return undefined;
  const rows = words.findIndex((w) => ROWS_SAID.has(w.toLowerCase()));
  const column = words
    .slice(0, rows > 0 && rows < at ? rows : at)
    .join(' ')
    .replace(/^(?:the|all the) /i, '');
  const target = dataTarget(words.slice(at + 1).join(' '), 'table');
  if (!column || column.split(' ').length > 4 || !target) return undefined;
  c.i = c.end;
  return { kind: 'read_total', target, column };
}

/** Where the table is said: "… in the table". */
const TABLE_PLACE = setOf('in|on');
const TABLE_OF = setOf('of');
/** What opens the rows a column total is said across: "… across the clinics". */
const ROWS_SAID = setOf('across|over|for');

/** "whats the total of those bars now?", "what do the values on slide 4 add up to": read back. */
function totalQuestion(c: Cursor): Intent | undefined {
  const column = c.try(columnTotalQuestion);
  if (column) return column;
  const total = c.acceptAny("what's the|whats the|what is the|tell me the|what are the")
    ? c.acceptAny('total|sum') && c.accept('of')
    : c.acceptAny('what do|how much do') !== undefined;
  if (!total) return undefined;
  c.acceptAny('those|these|the|all the|all');
  if (!c.acceptAny(CHART_PARTS)) return undefined;
  // "… on the revenue chart (now)": the chart as a chart command names it.
  let end = c.end;
  while (end > c.i && TOTAL_TAILS.has(c.tokens[end - 1]!.w)) end--;
  const named = c.acceptAny('on|of|in') ? dataTarget(c.text(c.i, end), 'chart') : undefined;
  if (named) c.i = end;
  c.acceptAny('add up to|come to|sum to|total');
  c.acceptAny('now|right now|at the moment');
  return c.done() ? { kind: 'read_total', ...(named ? { target: named } : {}) } : undefined;
}

const READ = slot('target', slideNamed);
const read = (_: Cursor, s: Slots): Intent => ({ kind: 'read_slide', target: s.target! });
/** The slide after a reading opening, and nothing else but "back to me", "now". */
const READ_AFTER: Step[] = [
  // "read me the content of slide 3"
  "the content of|the contents of|the text of|the words on|the text on|what is on|what's on?",
  READ,
  // "read me slide 3 please", "what's on slide 2 right now", "read slide 2 back to me".
  'back to me|to me|back?',
  'right now|now|at the moment?',
  '.',
];

/** "what is on slide 2", "what does the last slide say", "read me slide three", "summarise slide 4". */
const READ_SLIDE: Row[] = [
  // "tell me what's on slide 2", "tell me about slide 2".
  { say: ['tell me', 'about', '!', ...READ_AFTER], make: read },
  { say: ['tell me?', READ_AROUND, READ, 'say|contain|show|have|have on it|look like', '.'], make: read },
  // "what's the second slide", "what is slide 3 about": a slide named as one, never a bare word.
  { say: ['tell me?', "what is|what's|whats", TARGET, 'about?', '.'], make: read },
  { say: ['tell me?', READ_OPENINGS, ...READ_AFTER], make: read },
];

const BEFORE_VERB = new Set(['say', 'contain', 'show', 'have', 'look', 'says']);

/** A slide by number, place, type or title; a bare title only up to the end or the asking verb. */
function slideNamed(c: Cursor): Target | undefined {
  const target = parseTarget(c);
  if (target && target.kind !== 'all' && target.kind !== 'edge') return target;
  if (target) return undefined;
  // "the deck", "the slides": the whole deck is answered by "what slides do we have?".
  if (c.atAny('the deck|the presentation|deck|presentation')) return undefined;
  return titleTarget(c, BEFORE_VERB, true);
}
