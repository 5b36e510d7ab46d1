import { DATA_FRAMES, SHIFT_FRAMES } from './dataFrames';
import { dataTarget } from './dataPhrases';
import { bulletOf, fieldOf, listOf, type Slots, targetOf, themeOf, unquote } from './frameSlots';
import type { Intent, Of, Target } from './intents';
import { ask } from './questions';
import { isDetail } from './slideDetails';
import { isDigit } from './tokenizer';
import { NUMBER_WORDS } from './vocabulary';

/**
 * Frames: whole-message shapes read by a table rather than by code per phrasing (issue 28). A
 * pattern is words, alternatives in [a|b] and {slots}; a frame says its message again in words the
 * grammar reads ("on the X slide change A to B" → "change A to B on the X slide"), or builds the
 * command from its slots. Adding a phrasing is a row here, or a row in the phrasing table.
 */
export interface Frame {
  pattern: string;
  /** The message said again, with {slots} filled in; read by the grammar as if typed so. */
  say?: string;
  /** Or the command itself, from the slots (undefined: the frame does not apply). */
  command?: (s: Slots) => Intent | undefined;
  /** Read on one command of a message only, so that "list the slides and …" reads the rest too. */
  clause?: true;
  /** Whether the slots as read fit the frame (else the next frame is tried). */
  when?: (s: Slots) => boolean;
}

const SLIDE = '[slide|page|one]';
/** How a question asks where words are said: "mentioned", "shown". */
const SAID_WHERE = '[mentioned|mention|said|shown|named|written|used]';
const REORDER = '[reorganise|reorganize|rearrange|reorder|reshuffle] [the deck|the slides|it|] so [that|]';
const NOTES = '[speaker notes|notes|presenter notes|speaker note|presenter note|note]';
const EDGE = '[to|at] the {edge:top|start|beginning|front|bottom|end}';
const SIDE = 'the {side} [column|side]';
/** A side said by its place alone: "right hand side", "the left column", "left-hand side". */
const SIDE_SAID = '[the|] {side:left|right} [hand side|-hand side|hand column|side|column]';
/** A comparison's side said after an item: "under today", "to the mitigation column". */
const UNDER_SIDES = [
  ['under [the|] {sa} [column|side|]', 'under [the|] {sb} [column|side|]'],
  ['[to|in|into] the {sa} [column|side]', '[to|in|into] the {sb} [column|side]'],
];
/** The words for a detail of a slide's words (a contact, a date), longer before shorter. */
const DETAIL_WORDS: Record<string, Of<'detail'>['detail']> = {
  'email address': 'email',
  'e-mail address': 'email',
  'e-mail': 'email',
  email: 'email',
  'phone number': 'phone',
  'telephone number': 'phone',
  'mobile number': 'phone',
  telephone: 'phone',
  phone: 'phone',
  mobile: 'phone',
  'web address': 'website',
  website: 'website',
  url: 'website',
  date: 'date',
};

const MISSES = "[is missing|doesn't have|doesn’t have|does not have|lacks|is lacking|has no|needs]";
const SET_DETAIL = '[put|set|change|make|update|use|correct|fix]';
/** A slide's presenter, as people name it. */
const PRESENTER = '[presenter|presenters|author|speaker|speakers|presented by]';
const DETAILS = Object.keys(DETAIL_WORDS).join('|');
const CONTACTS = DETAILS.replace('|date', '');
const REMOVE_FROM = '[remove|delete|drop|take out|take|cut]';
const HEADING = '[heading|title|header|name]';
const MOVE = '[move|put|shift|bump]';
const ITEM = '[bullet point|bullet|point|item|line]';
const NTH = `[the|] {nth} ${ITEM}`;
/** Said between what changes and its new words: "3rd bullet -> "…"", "the title: …". */
const BECOMES = '[- >|->|→|=>|= >|:|=|to|should be|should say|should read|becomes|now reads]';
const RAISE = '[bump|raise|increase|lower|decrease|reduce]';
const DONE = '[done|complete|completed|finished|checked|ticked]';
const UNDONE =
  '[not done|not complete|not completed|not finished|undone|incomplete|open|to do|todo|unchecked|pending]';
const ON_CHECKLIST = '[on the checklist|in the checklist|]';

const HAVE = '[make|have|let|get]';
const RETITLE = '[change|rewrite|update|fix|redo|set|make]';
const SAYS = '[say|says|tell|tells|show|shows|state|states]';
const POINT = `[what the numbers mean|what the figures mean|what the numbers say|what the figures say
  |what the numbers show|what the figures show|what the data shows|what the data says|what the chart shows
  |what the chart says|what it shows|what they show|what they mean|what to see|what matters|the takeaway
  |the key takeaway|the point]`
  .replace(/\s+/g, ' ')
  .replace(/ \|/g, '|');
const CORRECTED_SAID =
  "[it's|its|it is|it should be|should be|it should say|should say|it should read|should read|make it|to]";
const CORRECTED = `${CORRECTED_SAID.slice(0, -1)}|]`;
const NOT = '[not|instead of|rather than]';

const TOO_VERBS = '[rename|change|replace]';
const TITLE_TOO = '[,|] [and|] [in|] [the|its|] [slide title|title|heading] [too|as well|also] [please|pls|]';

const PARTS = '{parts:2|3|4|5|6|two|three|four|five|six}';

const THEME = '[theme|look|colour scheme|color scheme|palette]';
const DECK = "[the deck's|the deck’s|the presentation's|the presentation’s|the|our|my]";
const SWAP = '[swap|switch|flip|exchange]';

const EDIT_VERBS = 'change|replace|swap|delete|remove';
const EDIT_VERB_WORD = new RegExp(`\\b(?:${EDIT_VERBS})\\b`, 'i');
/** Verbs of one entry of a slide's list said after its slide: "on the roadmap call the first step …". */
const ENTRY_VERBS = 'call|name|label|put|move';
/** Verbs that start a command said after its slide ("the plan: add a step …"). */
const SLIDE_VERBS =
  'add|append|insert|delete|remove|drop|change|replace|swap|rename|update|set|tighten|shorten';

const REFRESH = '[update|refresh|redo|rebuild|regenerate|sync|fix]';
const TO_MATCH =
  '[so it matches|so that it matches|so it reflects|to match|to reflect|] [the slides|the deck|the presentation|]';
const LIST = '[what|which|list|show me|how many] [are|] [the|all the|all|]';
/** "over 6 bullets", "more than 6 bullet points", "> 6 bullets". */
const BULLETS_OVER = /\b(?:over|more than|above|>)\s?(\d{1,2}) (?:bullets|bullet points|points)\b/i;
const SUMMARISE =
  '[summarise|summarize|recap] [the|this|our|] [deck|presentation|slides|whole deck|everything|]';

const FRAMES: Frame[] = [
  // Questions answered from the deck or about the assistant: nothing changes.
  {
    pattern: `${LIST} [slides|slide titles|is in the deck] {rest?}`,
    command: (s) => {
      // "… and is any slide over 6 bullets?": which slides hold more bullets than that, too.
      const over = BULLETS_OVER.exec(s.rest ?? '');
      return { kind: 'list_slides', ...(over ? { bulletsOver: Number(over[1]) } : {}) };
    },
    clause: true,
  },
  {
    pattern: '[help|what can you do|how does this work] {rest?}',
    command: () => ({ kind: 'help' }),
    clause: true,
  },
  // The assistant's last change in this conversation, taken back (without one, the chat says
  // where the editor's Undo is).
  {
    pattern:
      '[undo|take that back|take it back|revert that|revert it|put it back|put that back|change it back|change that back] {rest?}',
    command: () => ({ kind: 'undo' }),
    clause: true,
  },
  // Other words for a deletion, and a summary of the deck as an agenda slide.
  { pattern: '[get rid of|take out] {rest}', say: 'delete {rest}', clause: true },
  // …the slide said first: 'on "Hotels want local bread" get rid of the local sourcing bullet'.
  {
    pattern: '[on|in|from] {slide} [,|:|-|–|] [get rid of|take out] {rest}',
    say: 'on {slide} delete {rest}',
  },
  { pattern: 'take {item} off {slide}', say: 'remove {item} from {slide}', clause: true },
  {
    pattern: `${SUMMARISE} [into|as|in|with] [an|a|] [agenda|summary] [slide|] {place?}`,
    say: 'add an agenda {place}',
    clause: true,
  },
  { pattern: SUMMARISE, command: () => ({ kind: 'agenda' }), clause: true },
  {
    pattern: `${REFRESH} the agenda [slide|] ${TO_MATCH}`,
    command: () => ({ kind: 'agenda' }),
    clause: true,
  },
  // A checklist item ticked off or opened again, named by its words (looked up when applied).
  { pattern: `mark [the|] {item} [as|] ${UNDONE} ${ON_CHECKLIST}`, command: (s) => mark(s, false) },
  { pattern: `mark [the|] {item} [as|] ${DONE} ${ON_CHECKLIST}`, command: (s) => mark(s, true) },
  { pattern: `[tick|check] [off|] [the|] {item} ${ON_CHECKLIST}`, command: (s) => mark(s, true) },
  { pattern: `[untick|uncheck] [the|] {item} ${ON_CHECKLIST}`, command: (s) => mark(s, false) },
  // The deck's theme, named or said as a look or a colour: "use the midnight theme", "make the
  // theme dark blue", "switch to a dark theme", "go back to the brand kit".
  ...[
    `[use|apply|pick|choose|try|switch to|change to|go with|go back to] [the|a|an|our|] {theme} ${THEME}`,
    `[make|set|change|switch|turn] ${DECK} ${THEME} [to|into|:|] [the|a|an|] {theme} [theme|]`,
    `[make|turn|switch|change|set] [the whole deck|the entire deck|the whole presentation|the deck|the presentation|the slides|everything|it] [to|into|] [the|a|an|] {theme} ${THEME}`,
  ].map((pattern): Frame => ({ pattern, command: (s) => theme(s.theme!) })),
  {
    pattern:
      "[use|apply|switch to|go back to] [the|our|] [brand kit|brand colours|brand colors|client’s brand kit|client's brand kit]",
    command: () => theme('brand'),
  },
  // An accent colour of its own is no theme's: where one is set is said instead.
  {
    pattern:
      '[use|make|set|apply] [our|the|a|my|] [brand colour|brand color|colour|color|] {color} [for|as|on] [the|] [accents|accent|accent colour|accent color|highlights]',
    command: () => ask.accent(),
  },
  // Two bullets or figures of one slide trade places: "results slide — swap revenue and new clients".
  { pattern: `{slide} [slide|page] [—|–|-|:|,] ${SWAP} {a} and {b}`, command: swapItems },
  { pattern: `${SWAP} {a} and {b} [on|in|of] {slide}`, command: swapItems },
  ...SHIFT_FRAMES,
  // Words renamed wherever they stand, the slide's title included: "on the comparison rename
  // Classic club to Full-size club, title too" (a heading and the title that says it).
  ...[
    `[on|in] [the|] {slide} [slide|page|] [,|] ${TOO_VERBS} {was} to {now} ${TITLE_TOO}`,
    `${TOO_VERBS} {was} to {now} ${TITLE_TOO} [on|in] [the|] {slide}`,
  ].map((pattern): Frame => ({ pattern, command: (s) => replaced(s, targetOf(s.slide!)) })),
  { pattern: `${TOO_VERBS} {was} to {now} ${TITLE_TOO}`, command: (s) => replaced(s) },
  // A slide named by what it holds, first: "on the slide with the fuel hedging, swap …".
  {
    pattern:
      '[on|in] the [slide|page|one] [with|that has|containing|holding|that mentions|mentioning] [the|] {words} , {command}',
    say: '{command} on the {words} slide',
  },
  // A command set inside a slide: the slide named first.
  { pattern: `[on|in] the {slide} ${SLIDE} [,|] {command}`, say: '{command} on the {slide} slide' },
  { pattern: `[on|in] [the|] slide {n} [,|] {command}`, say: '{command} on slide {n}' },
  // A slide's name holds no verb: in "on the timeline change week 3 to IT, Wi-Fi & signage set up"
  // the comma is the new words'.
  {
    pattern: '[on|in] [the|] {slide} , {command}',
    say: '{command} on the {slide} slide',
    when: (s) => !EDIT_VERB_WORD.test(s.slide ?? ''),
  },
  // Without the comma, an editing verb ends the slide's name: "on challenges change A to B"
  // ("in the end" names no slide).
  { pattern: `in the end {verb:${EDIT_VERBS}|${ENTRY_VERBS}} {command}`, say: '{verb} {command}' },
  {
    pattern: `[on|in] [the|] {slide} [slide|page|] {verb:${EDIT_VERBS}} {command}`,
    say: '{verb} {command} on the {slide} slide',
  },
  {
    pattern: `[on|in] [the|] {slide} [slide|page|] {verb:${ENTRY_VERBS}} the {command}`,
    say: '{verb} the {command} on the {slide} slide',
  },
  // The slide said first, then a colon or a dash and the command: "the challenges slide: delete
  // the 2nd bullet", "results slide — add a fourth metric …". A verb must follow, so that "the
  // title: Outcomes" stays a title and "add a slide: Pricing" a new slide.
  {
    pattern: `the {slide} [slide|page|one|] [:|—|–|-] {verb:${SLIDE_VERBS}} {command}`,
    say: '{verb} {command} on the {slide} slide',
  },
  {
    pattern: `{slide} [slide|page] [:|—|–|-] {verb:${SLIDE_VERBS}} {command}`,
    say: '{verb} {command} on the {slide} slide',
  },
  { pattern: `slide {n} [:|—|–|-|,] {verb:${SLIDE_VERBS}} {command}`, say: '{verb} {command} on slide {n}' },
  // A bullet by its place, its slide said first, the new words after an arrow or a colon: "slide 2,
  // 3rd bullet -> "…"" (never slides 2 and 3).
  {
    pattern: `[change|set|make|] slide {n} [,|:|—|–|-] ${NTH} ${BECOMES} {text}`,
    say: 'change the {nth} bullet on slide {n} to {text}',
  },
  // Without the mark, when the slide is said as a slide ("slide 9 add a bullet …", "the pricing
  // slide delete the last point"): a bare name before a verb could be the command's own words.
  { pattern: `slide {n} {verb:${SLIDE_VERBS}} {command}`, say: '{verb} {command} on slide {n}' },
  {
    pattern: `the {slide} [slide|page] {verb:${SLIDE_VERBS}} {command}`,
    say: '{verb} {command} on the {slide} slide',
  },
  // The deck's first or last slide given new words: its new title ("the last one should say …").
  {
    pattern: `[the|] {which:last|first} [slide|page|one] should [say|read|be called|be titled|be named] {text}`,
    say: 'rename the {which} slide to {text}',
  },
  // A bullet rewritten: "swap Launch for Go live on …", "the last bullet on X should say …".
  { pattern: '[swap|trade] {a} for {b} [on|in] {slide}', say: 'change {a} to {b} on {slide}' },
  {
    pattern: `${NTH} [on|of|in] {slide} should [say|read|be] {text}`,
    say: 'change the {nth} bullet on {slide} to {text}',
  },
  // A title that says what the slide's figures show, written from them: "make the title of slide
  // 4 say what the numbers mean", "change the revenue chart title so it says what to see".
  ...[
    `${HAVE} the title ${SAYS} ${POINT}`,
    `${RETITLE} the title [so that|so|to] [it|] ${SAYS} ${POINT}`,
  ].map((pattern): Frame => ({ pattern, command: () => takeaway('it') })),
  ...[
    `${HAVE} the title [of|on|for] {slide} ${SAYS} ${POINT}`,
    `${HAVE} {slide} title ${SAYS} ${POINT}`,
    `${RETITLE} the title [of|on|for] {slide} [so that|so|to] [it|] ${SAYS} ${POINT}`,
    `${RETITLE} {slide} title [so that|so|to] [it|] ${SAYS} ${POINT}`,
    `[give|write] {slide} a takeaway [title|headline]`,
    `[give|write|use] a takeaway [title|headline] [for|on|to] {slide}`,
  ].map((pattern): Frame => ({ pattern, command: (s) => takeaway(s.slide!) })),
  // Said again by the slide-first frame above: "the last point should be X on the agenda slide".
  {
    pattern: `${NTH} should [say|read|be] {text} on the {slide} slide`,
    say: 'change the {nth} bullet on {slide} to {text}',
  },
  // A bullet by its words: "the hiring point should read …", "change the fleet line to …".
  ...[
    `[the|] {words} ${ITEM} should [say|read|be] {text} on the {slide} slide`,
    `[change|replace|update|edit|reword] [the|] {words} ${ITEM} [on|of|in] [the|] {slide} [slide|] [to say|to read|so it says|to|with|:] {text}`,
  ].map((pattern): Frame => ({ pattern, command: (s) => bulletSaid(s, targetOf(s.slide!)) })),
  // A name's new words with the slide said first: "results slide - churn should be "Net churn"".
  {
    pattern: `{slide} [slide|page] [:|—|–|-] {words} should [be|say|read] {text}`,
    say: '{words} should be {text} on the {slide} slide',
  },
  // A list entry by its place given new words with "call": "call the first step "Pilot"".
  ...[
    `[call|name|label] the {nth} {noun:step|milestone|phase|bullet|point|item} {text} [on|in|of] the {slide} [slide|]`,
    `[call|name|label] the {nth} {noun:step|milestone|phase|bullet|point|item} {text}`,
  ].map((pattern): Frame => ({ pattern, command: calledEntry })),
  // The slide said first: "results: the last point should read …", "agenda, 3rd item should be …".
  {
    pattern: `{slide} [,|:|-|–|—] ${NTH} should [say|read|be] {text}`,
    say: 'change the {nth} bullet on {slide} to {text}',
  },
  // A correction of a field's words: "fix the cover subtitle, it's Q3 not Q2", "the title should
  // say 2027 rather than 2026": the old words replaced by the new in that field only.
  ...[
    `[fix|correct|change|update|edit] [the|] {where} [,|:|-|–|—] ${CORRECTED} {now} ${NOT} {was}`,
    `[fix|correct|change|update|edit] [the|] {where} ${CORRECTED_SAID} {now} ${NOT} {was}`,
    `[the|] {where} [should|must|needs to] [be|say|read] {now} ${NOT} {was}`,
    `[the|] {where} [,|:|-|–|—] {now} ${NOT} {was}`,
  ].map((pattern): Frame => ({ pattern, command: corrected })),
  // What is wrong said first, then what is right: "q3 on the chart is wrong, its 58.9".
  {
    pattern: `{what} [is|are|was|were] [wrong|incorrect|off|not right] [,|:|-|–|—|] ${CORRECTED_SAID} {value}`,
    say: '{what} should be {value}',
  },
  // Words corrected inside what a slide says, the slide said first or the item by its words:
  // "rollout - devon is october not september", "the staff time one is per morning, not daily".
  {
    pattern: `{slide} [,|:|-|–|—] {which} [is|are|was|were] [now|] {now} [,|] ${NOT} [just|] {was}`,
    when: (s) => !hasDigit(`${s.now} ${s.was}`),
    command: (s) => replaced(s, targetOf(s.slide!)),
  },
  {
    pattern: `[the|] {which} one [is|are|was|were] [now|] {now} [,|] ${NOT} [just|] {was}`,
    when: (s) => !hasDigit(`${s.now} ${s.was}`),
    // (The words it names tell the item, the old words the place: wherever they stand, as a
    // replacement with no slide said does, which asks when they stand on several.)
    command: (s) => replaced(s),
  },
  // A figure corrected inside its words: "recovery zones are in 14 clubs now not 10" is "in 10
  // clubs" made "in 14 clubs" wherever it stands (where in several places, which is asked).
  {
    pattern: `{what} [is|are|was|were|has|have|had] {now} ${NOT} {was}`,
    command: (s) => figureInWords(s),
  },
  // …in a bullet said by its place: "slide 5 third bullet should say 4,800 new members not 4,300".
  ...[
    `slide {n} [,|:|-|–|—|] ${NTH} should [say|read|be] {now} ${NOT} {was}`,
    `the {slide} [slide|page] [,|:|-|–|—|] ${NTH} should [say|read|be] {now} ${NOT} {was}`,
    `{slide} [,|:|-|–|—] ${NTH} should [say|read|be] {now} ${NOT} {was}`,
  ].map(
    (pattern): Frame => ({
      pattern,
      command: (s) => {
        const target = targetOf(s.n ? `slide ${s.n}` : s.slide!);
        return target && (figureInWords(s, target) ?? replaced(s, target));
      },
    }),
  ),
  // No field said: the words wherever they stand, on the slide when one is named.
  {
    pattern: `${CORRECTED_SAID} {now} ${NOT} {was} [on|in] {slide}`,
    command: (s) => replaced(s, targetOf(s.slide!)),
  },
  { pattern: `${CORRECTED_SAID} {now} ${NOT} {was}`, command: (s) => replaced(s) },
  // …with no slide said: the one slide with such a bullet ("the fleet one" too).
  ...[
    `[the|] {words} {noun:${ITEM.slice(1, -1)}|one} should [say|read|be] {text}`,
    `[change|replace|update|edit|reword] [the|] {words} ${ITEM} [to say|to read|so it says|to|with|:] {text}`,
  ].map((pattern): Frame => ({ pattern, command: (s) => bulletSaid(s, { kind: 'it' }) })),
  // A slide said as a slide, then what it should say: its words (a statement's; else which is asked).
  {
    pattern: 'the {slide} [slide|page] should [now|] [say|read] {text} [instead|now|]',
    command: (s) => {
      const target = targetOf(s.slide!);
      return target && { kind: 'say_text', target, value: unquote(s.text!) };
    },
  },
  // A slide's words said as what they should read, or a slide as where it should stand.
  { pattern: '{head} should [read|say] {text}', say: '{head} should be {text}' },
  { pattern: '{slide} should [come|go] {edge:first|last}', say: 'move {slide} {edge}' },
  { pattern: 'give {slide} a {color} background', say: 'set the background of {slide} to {color}' },
  // A slide's list shared over several slides: "split where we are into two slides", "break up
  // the agenda over 3 slides", "split slide 4".
  {
    pattern: `[split|divide|break up|break] [up|] [the|] {slide} [up|] [into|in|across|over|onto] ${PARTS} [slides|parts|pages|]`,
    command: (s) => split(s.slide!, s.parts),
  },
  { pattern: '[split|divide|break up] [the|] {slide} [in two|in half|]', command: (s) => split(s.slide!) },
  // …and joined back: "merge them back", "merge where we are back into one slide".
  {
    pattern:
      '[merge|join|combine|recombine|rejoin|unsplit] [them|those|these|the slides|the split slides|it|] [back|again|] [together|] [into one|into one slide|into a single slide|]',
    command: () => ({ kind: 'merge' }),
  },
  {
    pattern:
      '[merge|join|combine|recombine|rejoin|unsplit] [the|] {slide} [slides|] [back|again|] [together|] [into one|into one slide|into a single slide|]',
    command: (s) => {
      const target = targetOf(s.slide!);
      return target && { kind: 'merge', target };
    },
  },
  // Speaker notes with their words after a dash or colon.
  {
    pattern: `${NOTES} [for|on|of|] {slide} [please|pls|plz|] [-|–|—|:] {text}`,
    say: 'add speaker notes to {slide}: {text}',
  },
  // …its slide said first: "cover notes: welcome the partners", "slide 3 notes - …".
  {
    pattern: `{slide} ${NOTES} [-|–|—|:] {text}`,
    say: 'add speaker notes to {slide}: {text}',
  },
  // Words looked for across the deck: "is the booking app budget mentioned anywhere apart from the
  // ask slide?", "where is the budget mentioned?", "does any slide mention Voltrek?".
  {
    pattern: `[is|are] [the|] {text} ${SAID_WHERE} [anywhere|] [else|] [apart from|besides|other than|except for|except|outside of|outside] [on|in|] {slide}`,
    command: (s) => {
      const except = targetOf(s.slide!.replace(/[?.!]$/, ''));
      return except && { kind: 'find_words', text: s.text!, except };
    },
  },
  {
    pattern: `[is|are] [the|] {text} ${SAID_WHERE} [anywhere|on any slide|anywhere in the deck|in the deck|on a slide]`,
    command: (s) => ({ kind: 'find_words', text: s.text! }),
  },
  {
    pattern: `[where|which slides|what slides|which slide] [is|are|do|does] [the|] {text} ${SAID_WHERE}`,
    command: (s) => ({ kind: 'find_words', text: s.text! }),
  },
  // "which slide is pricing on now?".
  {
    pattern:
      '[which slide|what slide|which slides|what slides|where] [is|are] [the|] {text} [on|in] [now|at the moment|]',
    command: (s) => ({ kind: 'find_words', text: s.text!, which: true }),
  },
  {
    pattern: '[does any slide|do any slides|does a slide|does anything] [mention|say|show] [the|] {text}',
    command: (s) => ({ kind: 'find_words', text: s.text! }),
  },
  // "move risks so it comes straight after the four numbers slide".
  {
    pattern: `${MOVE} {a} so [it|that it|they] [comes|come|goes|go|sits|sit|is|are] [straight|right|directly|just|] {at:before|after} {b}`,
    say: 'move {a} {at} {b}',
  },
  // "give that one a title that actually says something: partnering gets us cover in 8 weeks".
  {
    pattern:
      'give {slide} a [new|better|proper|real|] title [that says something|that actually says something|that means something|] : {title}',
    say: 'rename {slide} to {title}',
  },
  // "reorganise so X comes before Y".
  { pattern: `${REORDER} {a} [comes|goes|is|sits|appears] {at:before|after} {b}`, say: 'move {a} {at} {b}' },
  // The place said as what it makes so: "move results up so its right after the numbers".
  {
    pattern: `${MOVE} {a} [up|down|] so [that|] [it's|its|it is|it|they're|they are|they] [comes|goes|sits|is|are|] [right|just|directly|straight|] {at:before|after} {b}`,
    // (Slots, not words: the slide's own name may hold a place word, "Results at Harbourside".)
    command: (s) => {
      const [target, other] = [targetOf(s.a!), targetOf(s.b!)];
      const kind = s.at!.toLowerCase() === 'before' ? 'before' : 'after';
      return target && other && { kind: 'move', target, position: { kind, target: other } };
    },
  },
  // One bullet moved inside its slide.
  { pattern: `${MOVE} {item} [up|down|] ${EDGE} [of|on|in] [the|] {slide}`, command: moveItem },
  // A bullet by its words moved first or last: "put the WMS one first on where we are".
  ...[
    `${MOVE} the {item} [bullet|point|item|line|one] {edge:first|last} [on|in|of] the {slide} [slide|]`,
    `${MOVE} the {item} [bullet|point|item|line|one] {edge:first|last}`,
  ].map((pattern): Frame => ({ pattern, command: (s) => moveItem({ ...s, slide: s.slide ?? 'it' }) })),
  {
    pattern: `${MOVE} ${NTH} [of|on|in] [the|] {slide} ${EDGE}`,
    command: (s) => moveItem({ ...s, item: `the ${s.nth} item` }),
  },
  // A figure raised or lowered to a value.
  { pattern: `${RAISE} [the|] {label} [up|down|] to {value}`, say: 'set the {label} to {value}' },
  // Both sides in one message: "risks: add "A" under today and "B" under mitigation", each an
  // add to its side, read by the rows below.
  ...UNDER_SIDES.flatMap(([sa, sb]): Frame[] => [
    {
      pattern: `{slide} [:|—|–|-] [add|put] {a} ${sa} and [add|put|] {b} ${sb}`,
      say: 'add {a} to the {sa} column of {slide} ; add {b} to the {sb} column of {slide}',
    },
    {
      pattern: `[add|put] {a} ${sa} and [add|put|] {b} ${sb}`,
      say: 'add {a} to the {sa} column ; add {b} to the {sb} column',
    },
  ]),
  // A comparison's sides trade places: "swap the two sides on risks", "flip the columns".
  {
    pattern: `${SWAP} the [two|] [sides|columns] [on|of|in] [the|] {slide}`,
    command: (s) => {
      const target = targetOf(s.slide!);
      return target && { kind: 'swap_sides', target };
    },
  },
  {
    pattern: `${SWAP} the [two|] [sides|columns] [around|over|]`,
    command: () => ({ kind: 'swap_sides', target: { kind: 'it' } }),
  },
  // One side of a comparison.
  {
    pattern: `[change|set|make|replace] ${SIDE} [of|on] [the|] {slide} [to|with|:] [:|] {items}`,
    command: (s) => side(s, 'set'),
  },
  {
    pattern: `make ${SIDE} [of|on] the comparison [slide|] {items}`,
    command: (s) => side({ ...s, slide: 'comparison' }, 'set'),
  },
  {
    pattern: `[add|put] {items} [to|in|into|under] ${SIDE} [of|on] [the|] {slide}`,
    command: (s) => side(s, 'add'),
  },
  {
    pattern: `[add|put] {items} [to|in|into|under] ${SIDE}`,
    command: (s) => side({ ...s, slide: 'comparison' }, 'add'),
  },
  // The slide, then the side, then what to do there: "bakeoff slide, right hand side, add "X"".
  {
    pattern: `[on|] [the|] {slide} [slide|] [,|:|-|–] ${SIDE_SAID} [,|:|-|–] [add|put|append] {items}`,
    command: (s) => side(s, 'add'),
  },
  {
    pattern: `[change|set|make|rename|] ${SIDE_SAID} ${HEADING} ${BECOMES} {title}`,
    command: (s) => side({ ...s, slide: 'it' }),
  },
  // An agenda's missing entry: "agenda is missing the partner asks, add it at the end".
  {
    pattern: `[the|] {agenda:agenda|contents|overview} [slide|] ${MISSES} {slide} [,|;|-|–|—|:] [please|] [add|put|list] [it|that|them] [in|] {at:at the end|at the bottom|last|at the start|at the top|first}`,
    command: agendaEntry,
  },
  {
    pattern: `[the|] {agenda:agenda|contents|overview} [slide|] ${MISSES} {slide}`,
    command: agendaEntry,
  },
  // The presenter's own detail, said of themselves: "last one: my number's 07700 900413 now".
  ...[
    `[on|] [the|] {slide} [:|,|-|–] my {detail:${CONTACTS}|number’s|number's|number} [is now|is|has changed to|changed to|] {value}`,
    `my {detail:${CONTACTS}|number} [on|in] {slide} [’s|'s|is now|is|has changed to|changed to] {value}`,
  ].map((pattern): Frame => ({ pattern, command: (s) => contact({ ...s, detail: own(s.detail!) }) })),
  // A contact detail given anew: "put the closing slide's email as dana.w@…", "change the phone
  // number on slide 10 to …", "the email should be …" (the one slide showing one).
  ...[
    `${SET_DETAIL} [the|] {slide} {detail:${DETAILS}} [as|to|:|=] {value}`,
    `${SET_DETAIL} the {detail:${DETAILS}} [on|of|in] {slide} [as|to|:|=] {value}`,
    `[the|] {slide} {detail:${DETAILS}} [should be|is now|is|:] {value}`,
    `the {detail:${DETAILS}} [on|of|in] {slide} [should be|is now|should read] {value}`,
  ].map((pattern): Frame => ({ pattern, command: contact })),
  // The cover's presenter: "presenter on cover: Rosa Delgado & Sam Okoro", "change the author on
  // the cover to …" (the slide's author field, which a title slide draws).
  ...[
    `[the|] ${PRESENTER} [on|of|for] [the|] {slide} [:|-|–|is|should be|=] {value}`,
    `[the|] {slide} ${PRESENTER} [:|-|–|is|should be|=] {value}`,
    `${SET_DETAIL} the ${PRESENTER} [on|of] [the|] {slide} [to|as|:] {value}`,
  ].map(
    (pattern): Frame => ({
      pattern,
      command: (s) => {
        const target = targetOf(s.slide!);
        return target && { kind: 'set_text', target, field: 'author', value: unquote(s.value!) };
      },
    }),
  ),
  // (With no slide said, "the date" is the deck's own, set elsewhere.)
  ...[
    `${SET_DETAIL} the {detail:${CONTACTS}} [as|to|:|=] {value}`,
    `the {detail:${CONTACTS}} [should be|is now|:] {value}`,
  ].map((pattern): Frame => ({ pattern, command: (s) => contact({ ...s, slide: 'it' }) })),
  // Items taken off one side: 'remove "Open 24/7" from the studio side'.
  {
    pattern: `${REMOVE_FROM} {items} [from|off] ${SIDE} [of|on] [the|] {slide}`,
    command: (s) => side(s, 'remove'),
  },
  {
    pattern: `${REMOVE_FROM} {items} [from|off] ${SIDE}`,
    command: (s) => side({ ...s, slide: 'comparison' }, 'remove'),
  },
  // "change the right side heading to X": on the slide said after it, else the one meant by "it".
  ...[
    `[rename|retitle|call] ${SIDE} [of|on] [the|] {slide} [to|as|:] {title}`,
    `[change|set|rename|retitle|make] ${SIDE} ${HEADING} [of|on] [the|] {slide} [to|as|:] {title}`,
  ].map((pattern): Frame => ({ pattern, command: (s) => side(s) })),
  ...[
    `[change|set|rename|retitle|make] ${SIDE} ${HEADING} [to|as|:] {title}`,
    `[rename|retitle|relabel] ${SIDE} [to|as|:] {title}`,
  ].map((pattern): Frame => ({ pattern, command: (s) => side({ ...s, slide: 'it' }) })),
  {
    pattern: `[call|name] ${SIDE} [of|on] slide {n} {title}`,
    command: (s) => side({ ...s, slide: `slide ${s.n}` }),
  },
  // A new slide, its place, then its title said after a comma: "new metrics slide after our promise,
  // title Results at Harbourside Inn: 4.7/5 breakfast rating, …".
  {
    pattern:
      '[new|add|add a|add a new|a new] {type} [slide|] {pos:after|before} {anchor} [,|-|–] [title|titled|called|named] {title} : {items}',
    say: 'add a {type} slide {pos} {anchor} called {title}: {items}',
  },
  // A slide added together with its content: the cover's client, agency and date, a comparison's columns.
  ...[
    `add a [strategic title|cover|proposal cover] [slide|] for {client} by {agency} [dated|on|for] {date}`,
    `add a [strategic title|cover|proposal cover] [slide|] for {client} by {agency}`,
  ].map((pattern): Frame => ({ pattern, command: cover })),
  {
    pattern:
      '[add|new|create|insert] [a|] comparison [slide|] {left} [vs|versus|against] {right} [:|with] {leftItems} [vs|versus|against] {rightItems}',
    command: (s) => ({
      kind: 'add_slide',
      count: 1,
      slide: {
        type: 'comparison',
        comparison: { left: unquote(s.left!), right: unquote(s.right!) },
        columns: { left: listOf(s.leftItems!), right: listOf(s.rightItems!) },
      },
    }),
  },
];

function agendaEntry(s: Slots): Intent | undefined {
  const [target, slide] = [targetOf(s.agenda!), targetOf(s.slide!)];
  const first = s.at !== undefined && /start|top|first/i.test(s.at);
  return target && slide && { kind: 'agenda_entry', target, slide, ...(first ? { at: 'start' } : {}) };
}

/** "my number" is the speaker's phone; their other details as said. */
const own = (detail: string) => (/^number(?:['’]s)?$/i.test(detail) ? 'phone number' : detail);

function contact(s: Slots): Intent | undefined {
  const detail = DETAIL_WORDS[s.detail!.toLowerCase()];
  // "… 07700 900413 now": a word said of the new value is none of it.
  // "14 June 2027 not just june": the old value said after the new one is none of it.
  const said = s
    .value!.trim()
    .split(/\s(?:not|instead of|rather than)\s/)[0]!
    .split(/\s+/);
  while (said.length > 1 && SAID_OF_IT.has(said.at(-1)!.toLowerCase())) said.pop();
  const value = unquote(said.join(' '));
  // A value of another shape ("the email should be shorter") is not this command.
  if (!detail || !isDetail(value, detail)) return undefined;
  const slide = s.slide!.replace(/['’]s$/i, '');
  // "change the email to …": an article alone names no slide (the frame without one reads it).
  if (/^(?:the|a|an)$/i.test(slide)) return undefined;
  const target = slide === 'it' ? { kind: 'it' as const } : targetOf(slide);
  return target && { kind: 'detail', target, detail, value };
}

const hasDigit = (w: string) => /\d/.test(w);
/** Words said of the new value that are not of its text: "14 clubs now", "actually 14". */
const SAID_OF_IT = new Set(['now', 'today', 'currently', 'actually', 'really', 'already']);

/** "in 14 clubs now" and "10": the words as they stand ("in 10 clubs") and as they become. */
function figureInWords(s: Slots, target?: Target): Intent | undefined {
  const was = unquote(s.was!);
  const now = s.now!.split(' ').filter((w) => /[\p{L}\d]/u.test(w) && !SAID_OF_IT.has(w.toLowerCase()));
  const at = now.findIndex(hasDigit);
  // One figure among other words, for one figure said before: else a figure alone, read elsewhere.
  if (was.includes(' ') || !hasDigit(was) || at < 0 || now.filter(hasDigit).length !== 1 || now.length < 2)
    return undefined;
  const before = now.map((w, k) => (k === at ? was : w)).join(' ');
  return { kind: 'replace_text', find: before, replacement: now.join(' '), ...(target ? { target } : {}) };
}

function split(slide: string, parts?: string): Intent | undefined {
  const target = targetOf(slide);
  const n = parts ? Number(parts) || NUMBER_WORDS.get(parts.toLowerCase()) : 2;
  return target && n ? { kind: 'split', target, parts: n } : undefined;
}

/** "the hiring point", "the last line": one bullet by its words or its place, and its new words. */
function bulletSaid(s: Slots, target: Target | undefined): Intent | undefined {
  // A bullet's words are a few words of its own, not a slide and a place ("agenda, 2nd").
  if (/[,:;–—]| - /.test(s.words!)) return undefined;
  // "the last one should be …": a place said with "one" may mean a slide, not a bullet.
  if (s.noun?.toLowerCase() === 'one' && !('text' in bulletOf(`${s.words} bullet`))) return undefined;
  const nth = /^(\d{1,2})(?:st|nd|rd|th)$/i.exec(s.words!.trim())?.[1];
  const place = nth ? { index: Number(nth) } : bulletOf(`${s.words} bullet`);
  const which = 'text' in place ? { text: unquote(s.words!) } : place;
  const text = unquote(s.text!);
  if (!target || !text || ('text' in which && !which.text)) return undefined;
  return { kind: 'set_item', target, which, text };
}

function calledEntry(s: Slots): Intent | undefined {
  const nth = /^(\d{1,2})(?:st|nd|rd|th)$/i.exec(s.nth!.trim())?.[1];
  const which = nth ? { index: Number(nth) } : bulletOf(`${s.nth} bullet`);
  const text = unquote(s.text!);
  // A step with no slide said is the deck's timeline's (which one is asked when there are several).
  const step = s.noun === 'step' || s.noun === 'milestone' || s.noun === 'phase';
  const unsaid: Target = step ? { kind: 'named', name: 'timeline', type: 'timeline' } : { kind: 'it' };
  const target = s.slide ? targetOf(s.slide) : unsaid;
  if ('text' in which || !text || !target) return undefined;
  return { kind: 'set_item', target, which, text };
}

function replaced(s: Slots, target?: Target): Intent | undefined {
  const [find, replacement] = [unquote(s.was!), unquote(s.now!)];
  if (!find || !replacement) return undefined;
  return { kind: 'replace_text', find, replacement, ...(target ? { target } : {}) };
}

function corrected(s: Slots): Intent | undefined {
  const at = fieldOf(s.where!);
  const [find, replacement] = [unquote(s.was!), unquote(s.now!)];
  if (!at || !find || !replacement) return undefined;
  const target = at.target.kind === 'it' ? {} : { target: at.target };
  return { kind: 'replace_text', find, replacement, field: at.field, ...target };
}

const mark = (s: Slots, completed: boolean): Intent => ({
  kind: 'check_item',
  text: unquote(s.item!),
  completed,
});

/** The slide said ("slide 4", "the revenue chart", "results"), its title then made from its figures. */
function takeaway(slide: string): Intent | undefined {
  const target = dataTarget(slide, 'chart') ?? targetOf(slide);
  return target && { kind: 'takeaway_title', target };
}

function theme(words: string): Intent | undefined {
  const found = themeOf(words);
  return found && { kind: 'theme', theme: found };
}

function swapItems(s: Slots): Intent | undefined {
  const target = targetOf(s.slide!);
  // "the first and second metric": the noun said once, for both.
  const noun = /\s(\S+)$/.exec(s.b!)?.[1] ?? '';
  const a = bulletOf(s.a!);
  const shared = 'text' in a && 'index' in bulletOf(`${s.a} ${noun}`) ? bulletOf(`${s.a} ${noun}`) : a;
  return target && { kind: 'swap_items', target, a: shared, b: bulletOf(s.b!) };
}

function cover(s: Slots): Intent {
  const slide = { type: 'strategic_title' as const, client: unquote(s.client!), agency: unquote(s.agency!) };
  return { kind: 'add_slide', count: 1, slide: s.date ? { ...slide, date: unquote(s.date) } : slide };
}

/** "to the top of the agenda", "to the top on the agenda": a bullet of that slide either way. */
function moveItem(s: Slots): Intent | undefined {
  const target = targetOf(s.slide!);
  const to = {
    kind: ['bottom', 'end', 'last'].includes(s.edge!.toLowerCase()) ? ('end' as const) : ('start' as const),
  };
  return target && { kind: 'move_item', target, which: bulletOf(s.item!), to };
}

function side(s: Slots, mode?: Of<'set_side'>['mode']): Intent | undefined {
  const which = s.side!.toLowerCase();
  const at: Of<'set_side'>['side'] =
    which === 'left' || which === 'first'
      ? 'left'
      : which === 'right' || which === 'second'
        ? 'right'
        : { heading: unquote(s.side!) };
  // "… of risks ; add B to …": two commands said again as one, read one by one.
  if ([s.slide, s.side].some((w) => w?.includes(';'))) return undefined;
  const target = targetOf(s.slide!);
  if (!target) return undefined;
  if (!mode) return { kind: 'set_side', target, side: at, title: unquote(s.title!), mode: 'set' };
  return { kind: 'set_side', target, side: at, items: listOf(s.items!), mode };
}

/**
 * A frame reads a message of at most this many characters. Its pattern has a lazy slot per part
 * the person names, so the work of one match grows as a power of the length (the regex audit lets
 * these patterns through on that ground, server/lib/regexAudit.test.ts): bounded here, it stays
 * small. A longer message is read by the grammar alone.
 */
export const FRAME_INPUT_MAX = 240;

/**
 * A message as frames read it: one space between words, and a space on both sides of a comma,
 * colon or semicolon, so that a pattern joins its parts with single spaces and no two of them can
 * trade whitespace (which made the first version's patterns backtrack to the sixth power).
 */
function framesText(message: string): string {
  return message
    .replace(/\s+/g, ' ')
    .replace(/ ?([,:;]) ?/g, (mark, p: string, at: number, all: string) =>
      // "1,200" and "10:30" are one number, not two parts.
      mark === p && isDigit(all[at - 1]) && isDigit(all[at + 1]) ? p : ` ${p} `,
    )
    .trim();
}

/** A slot's words as written: the spaces framesText put around punctuation taken back out. */
const slotText = (value: string) => value.replace(/ ([,:;]) /g, '$1 ').trim();

/**
 * A pattern as a regular expression: words, [a|b|] alternatives (empty: optional), {slots}, and
 * {slot:a|b} alternatives kept as a slot.
 */
function compile(pattern: string): { re: RegExp; slots: string[] } {
  const slots: string[] = [];
  const esc = (w: string) => w.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  const parts = pattern.match(/\[[^\][]*\]|\{\w+(?:\?|:[^{}]*)?\}|[^\s[{]+/g) ?? [];
  let source = '^';
  // Optional words that open the pattern carry their space after them, so that the words after
  // them may open the message: "[the|] {slide} …" reads "title slide …" too.
  let opening = true;
  parts.forEach((part, i) => {
    const space = opening ? '' : ' ';
    const [, name, alts] = /^\{(\w+):([^{}]*)\}$/.exec(part) ?? [];
    const optional = part.startsWith('[') && part.slice(1, -1).split('|').includes('');
    if (opening && optional && i < parts.length - 1) {
      const words = part.slice(1, -1).split('|').filter(Boolean).map(esc).join('|');
      source += `(?:(?:${words}) )?`;
      return;
    }
    opening = false;
    if (name && alts) {
      slots.push(name);
      source += `${space}(${alts.split('|').map(esc).join('|')})`;
    } else if (part.startsWith('{')) {
      // {name?}: words that may follow, or not ("what slides do we have").
      const optionalSlot = part.endsWith('?}');
      slots.push(part.slice(1, optionalSlot ? -2 : -1));
      source += optionalSlot ? `(?:${space}(.+?))?` : `${space}(.+?)`;
    } else if (part.startsWith('[')) {
      const alts = part.slice(1, -1).split('|');
      const words = alts.filter(Boolean).map(esc).join('|');
      source += alts.includes('') ? `(?:${space}(?:${words}))?` : `${space}(?:${words})`;
    } else source += `${space}${esc(part)}`;
  });
  return { re: new RegExp(`${source} ?[.!]?$`, 'i'), slots };
}

const COMPILED = [...FRAMES, ...DATA_FRAMES].map((f) => ({ frame: f, ...compile(f.pattern) }));

/**
 * The message through the first frame it fits: said again in the grammar's words, or a command.
 * Said again, it is read once more by the frames ("on the roadmap slide swap A for B" becomes
 * "swap A for B on the roadmap slide", then "change A to B on the roadmap slide"), and at last by
 * the frames that build commands ("on the chart slide, add a series …"), then by the grammar. A
 * command comes with the words its frame read.
 */
export function framed(
  message: string,
  clause = false,
  sayings = 2,
): { say: string } | { intent: Intent; said: string } | undefined {
  if (message.length > FRAME_INPUT_MAX) return undefined;
  const text = framesText(message);
  for (const { frame, re, slots } of COMPILED) {
    if ((!sayings && !frame.command) || (frame.clause && !clause)) continue;
    const m = re.exec(text);
    if (!m) continue;
    const values: Slots = Object.fromEntries(slots.map((name, i) => [name, slotText(m[i + 1] ?? '')]));
    if (frame.when && !frame.when(values)) continue;
    if (frame.command) {
      const intent = frame.command(values);
      if (intent) return { intent, said: message };
      continue;
    }
    const said = frame.say!.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
    return framed(said, clause, sayings - 1) ?? { say: said };
  }
  return undefined;
}
