import { COLOR_PHRASES } from './colors';
import { entries, mapOf, setOf } from './cursor';
import { DECK_KINDS, FIELDS } from './fields';
import { SLIDE_TYPE_WORDS } from './slideTypeWords';

/**
 * The words the grammar reads, in their one canonical spelling. Tokens are matched on these forms
 * after British spellings, verb forms and typos have been mapped onto them.
 */

/** Verb groups: the first word of a command, in any of its forms. */
const VERBS = {
  add: ['add', 'insert', 'append', 'include', 'create', 'new', 'give', 'need', 'want', 'have', 'get'],
  delete: ['delete', 'remove', 'drop', 'erase', 'cut', 'trash', 'scrap', 'ditch', 'clear', 'kill', 'strike'],
  move: ['move', 'put', 'shift', 'place', 'bring', 'send', 'reorder'],
  rename: ['rename', 'retitle', 'relabel', 'call', 'name', 'title'],
  set: ['set', 'change', 'update', 'edit', 'modify', 'replace', 'use', 'switch', 'adjust', 'fix'],
  make: ['make', 'turn', 'convert', 'transform'],
  colour: ['color', 'paint', 'recolor', 'tint'],
  duplicate: ['duplicate', 'copy', 'clone', 'replicate', 'repeat', 'dupe'],
  swap: ['swap', 'exchange', 'flip'],
  summarize: ['summarize', 'recap'],
  write: ['write', 'draft', 'generate', 'build', 'produce', 'prepare', 'compose'],
  help: ['help'],
} as const;
export type VerbGroup = keyof typeof VERBS;

const VERB_OF = new Map<string, VerbGroup>();
for (const [group, words] of Object.entries(VERBS)) for (const w of words) VERB_OF.set(w, group as VerbGroup);
export const verbGroup = (word: string) => VERB_OF.get(word);

/** Other forms of verbs ("adding", "deleted") read as the verb. */
export const VERB_FORMS: ReadonlyMap<string, string> = mapOf(
  `adding add|added add|inserting insert|creating create|deleting delete|removing remove|
  dropping drop|moving move|putting put|renaming rename|calling call|changing change|setting set|
  updating update|replacing replace|making make|turning turn|converting convert|coloring color|
  painting paint|duplicating duplicate|copying copy|swapping swap|summarizing summarize|
  writing write|drafting draft|generating generate|building build`,
);

/** British spellings (and a few variants, texting shorthand: "what r the bullets") read as one form. */
export const SPELLINGS: ReadonlyMap<string, string> = mapOf(
  `r are|colour color|colours colors|coloured colored|colouring coloring|recolour recolor|
  summarise summarize|summarised summarized|summarising summarizing|grey gray|centre center|
  organise organize|prioritise prioritize|finalise finalize|analyse analyze|programme program|
  favour favor|customise customize|optimise optimize|catalogue catalog|thankyou thank-you|okay ok|
  pls please|plz please|u you|ur your|id i'd|lets let's|kpi-s kpis|kpi's kpis`,
);

/**
 * A busy user's shorthand and slips for whole words ("shd be 79", "teh chart", "a table w our
 * prices"): read as the word, the frames included (a spelling's variant above is not).
 */
export const SHORTHANDS: ReadonlyMap<string, string> = mapOf(
  `teh the|shd should|shld should|w with|wd would`,
);

/** The number words of English, zero to nineteen, and the tens: counts here, spoken figures in drafts. */
export const UNIT_WORDS: ReadonlyMap<string, number> = new Map(
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'
    .split(' ')
    .map((w, n) => [w, n]),
);
export const TEN_WORDS: ReadonlyMap<string, number> = new Map(
  'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ').map((w, i) => [w, 20 + 10 * i]),
);

/** How a command names bullets and figures, one or several. */
export const ITEM_NOUNS = {
  bullet: ['bullet point', 'bullet', 'point', 'item', 'line'],
  bullets: ['bullet points', 'bullets', 'points', 'items', 'lines'],
  metric: ['metric', 'figure', 'number', 'kpi', 'stat', 'statistic', 'tile'],
  metrics: ['metrics', 'figures', 'numbers', 'kpis', 'stats', 'statistics', 'tiles'],
} as const;

/** Number words, for counts ("three bullets") and slide numbers ("slide three"). */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ...[...UNIT_WORDS].filter(([, n]) => n >= 1 && n <= 12),
  ...Object.entries({ a: 1, an: 1, single: 1, couple: 2, both: 2 }),
]);
export const ORDINAL_WORDS: ReadonlyMap<string, number> = new Map(
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth'
    .split(' ')
    .map((w, i) => [w, i + 1]),
);

/** Words that open a command politely and carry no meaning for it. */
export const POLITE_OPENINGS =
  entries(`please|kindly|could you|can you|would you|will you|would you mind|could you possibly|i'd like you to|
  i'd like to|i would like you to|i would like to|i want you to|i want to|i need you to|i need to|
  let's|go ahead and|help me|just|now|also|then|and|ok|hey|hi|hello|so|quickly|maybe|perhaps|
  try to|can we|could we|can i|could i|we|i|great|perfect|brilliant|lovely|cool|nice|awesome|thanks|cheers|
  actually`);
/**
 * Second thoughts before a command ("actually no, undo that", "hmm no put it back"): read as
 * nothing when a comma, a verb or other such words follow, so "no bullets on slide 3" keeps its "no".
 */
export const AFTERTHOUGHTS = entries(
  'actually no|actually|no wait|no|nah|hmm no|hmm|oh no|oh wait|oh|oops|wait|sorry|ah|on second thought|on second thoughts',
);
/**
 * A clause that only agrees ("ok fine.", "sure", "got it") or says to change nothing beside a
 * question ("dont change anything", "just tell me"): nothing to do, beside a command.
 */
export const ACKNOWLEDGEMENTS = setOf(
  `ok|okay|ok fine|okay fine|fine|sure|alright|all right|right|got it|fair enough|cool|great|perfect|yes|yep|yeah
  |good|nice|lovely|understood|noted|dont change anything|don't change anything|do not change anything
  |change nothing|no changes|just tell me|tell me|just asking|asking|dont change it|don't change it`,
);
/**
 * Words of a message that only takes its own request back or agrees ("nah leave it, my bad",
 * "never mind", "no worries, thanks"): said in any order, they ask for nothing.
 */
export const WITHDRAWING_WORDS = setOf(
  `nah|no|nope|ok|okay|fine|leave|it|as|is|never|mind|nevermind|forget|my|bad|mistake|sorry|worries|thanks
  |thank|you|cheers|all|good|then|actually|oh|ah`,
);
/**
 * How a remark after a command opens ("…, i had them wrong", "…, were folding that into sales",
 * "…, finance updated it"): said to the assistant, asking nothing. Read only when the message
 * with it is not understood.
 */
export const REMARK_OPENINGS = entries(
  "i|i'm|im|we|we're|were|it's|its|it is|that's|thats|that is|they|they're|he|she|finance|my bad|my mistake",
);
/**
 * Asks to invent what goes on a slide ("just make one up and put a name on it", "fake a few
 * testimonials"): a quote, a figure or a name nobody gave is refused, whatever else is asked.
 * ("Plants make up a third of sales" asks nothing of the kind.)
 */
export const INVENT_ASKS = entries(`make one up|make it up|make something up|make some up|make them up|
  make up a quote|make up a name|make up a testimonial|make up a figure|make up a number|make up numbers|
  make up some numbers|make up a stat|make up some quotes|invent a quote|invent one|invent some|
  invent a name|invent a figure|invent numbers|just invent|fabricate|fake a|fake one|fake some|fake it|
  believable numbers|believable figures|believable stats|plausible numbers|plausible figures|
  plausible stats|realistic numbers|nobody checks|no one checks|nobody will check|no one will check|
  nobody will notice|no one will notice|guess the numbers|guess some numbers|just guess`);
/** Asks to get the deck to someone, which the assistant has no way to do: Share and Export do it. */
export const SEND_ASKS = entries(`email the deck|email it|email this|email the presentation|email the slides|
  e-mail the deck|e-mail it|mail the deck|mail it to|send the deck|send it to|send this to|
  send the presentation|send the slides|forward the deck|forward it to|whatsapp it|text it to|
  post it to|upload it to|share it with|share the deck with|share this with`);
/** Words that close a command politely. */
export const POLITE_CLOSINGS = entries(
  'please|thanks|thank you|for me|if possible|if you can|asap|now|cheers|ty|sorry|pls|thx',
);

/** Words that begin the object of a command: after "and"/"then", they mark a new command's start. */
export const OBJECT_STARTS = setOf(`it|this|that|these|those|them|the|a|an|another|one|slide|slides|all|every|
  each|speaker|notes|note|checklist|bullet|bullets|point|points|item|items|brief|background|text|title|
  subtitle|metrics|agenda|new|some|both|deck|presentation|to`);

const phraseWords = (lists: Iterable<readonly string[]>) => [...lists].flat().flatMap((p) => p.split(' '));

/**
 * Every word the grammar knows: what a misspelt word may be corrected to. Kept to words that
 * carry structure, so a typo in a title or a bullet is never "corrected" into something else.
 */
export const VOCABULARY: ReadonlySet<string> = new Set([
  ...phraseWords(Object.values(VERBS)),
  ...VERB_FORMS.values(),
  ...phraseWords(Object.values(SLIDE_TYPE_WORDS)),
  ...phraseWords(Object.values(FIELDS)),
  ...phraseWords(Object.values(DECK_KINDS)),
  ...phraseWords([COLOR_PHRASES]),
  ...NUMBER_WORDS.keys(),
  ...ORDINAL_WORDS.keys(),
  ...OBJECT_STARTS,
  ...entries(`slide|slides|speaker|called|titled|named|entitled|saying|about|with|containing|listing|showing|
    including|beginning|start|front|top|bottom|end|back|after|before|position|last|previous|next|
    selected|current|every|everything|please|could|would|should|instructions|ignore|summarize|agenda|
    deck|presentation|draft|comparing|background|color|colors|through|into|instead`),
  // Metrics by their label: "the churn value", "the revenue label", "the NPS figure".
  ...'value label metric figure number kpi'.split(' '),
  // Questions that read a slide back.
  ...'describe read'.split(' '),
]);

export { DECK_KINDS, type DeckKind, FIELDS, type Field } from './fields';
