import type { Intent } from './intents';
import { TYPE_NAMES } from './slideTypeWords';

/**
 * What the engine says instead of changing anything: one short question when a request could mean
 * several things, or a plain statement of why it cannot be done.
 */
const EXAMPLES = [
  'add a metrics slide with revenue up 32%, 1.2M users and NPS 71',
  'add a content slide "Next steps" with bullets: sign contract, kickoff workshop, first sprint',
  'rename slide 2 to Market overview',
  'make this slide navy',
  'set the text colour to white',
  'move slide 5 to the start',
  'delete the last two slides',
  'duplicate this slide',
  'what is on slide 2?',
  'clear the bullets on this slide',
  'remove the churn metric',
  'add speaker notes to every slide',
  'summarise the deck into an agenda slide at the start',
  'set the brief to Win the renewal',
  'add checklist items pricing, timeline and team',
  'create a 6-slide pitch deck for Acme about cloud migration',
  'add a bar chart of revenue: 2022 4.1, 2023 5.6, 2024 7.9',
  'add a table with columns Plan, Price, Seats',
  'add a timeline: Discovery in May, Build June to August, Launch in September',
];

/** What to say for a chart or table asked for without its data. */
const CHART_EXAMPLE = 'add a bar chart of revenue: 2022 4.1, 2023 5.6, 2024 7.9';
const DATA_EXAMPLES: Record<string, string> = {
  chart: CHART_EXAMPLE,
  graph: CHART_EXAMPLE,
  bar: CHART_EXAMPLE,
  pie: 'add a pie chart of budget: People 50%, Cloud 30%, Other 20%',
  table: 'add a table with columns Plan, Price, Seats',
};

const list = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');
const bullets = (lines: string[]) => lines.map((e) => `• ${e}`).join('\n');
const slides = (n: number) => `${n} slide${n === 1 ? '' : 's'}`;

/** A slide detail said in words: "no email address", "no date". */
const DETAIL_NAMES: Record<string, string> = { email: 'email address', phone: 'phone number' };

export const say = {
  select: () => 'Which slide do you mean? Select a slide first, or name one, e.g. “slide 2”.',
  noSlide: (numbers: number[], total: number) =>
    `There is no slide ${list(numbers.map(String))} in this deck (it has ${slides(total)}).`,
  didYouMean: (name: string, title: string) =>
    `There is no slide called “${name}” in this deck. Did you mean “${title}”? Nothing was changed.`,
  noSlideCalled: (name: string) =>
    `There is no slide called “${name}” in this deck. Which slide do you mean?`,
  whichOfType: (type: string, numbers: number[]) =>
    `There are ${numbers.length} ${type} slides (${list(numbers.map((n) => `slide ${n}`))}). Which one do you mean?`,
  whichOne: (numbers: number[]) => `That names ${numbers.length} slides. Which one do you mean?`,
  alreadyGone: (n: number) => `Slide ${n} is already deleted by this message.`,
  whereTo: () =>
    'Where should it go? For example “to the start”, “to the end”, “after slide 3” or “to position 2”.',
  newTitle: (n: number) => `What should slide ${n} be called?`,
  whatText: (what: string) => `What should the ${what} say?`,
  whatReplaces: (find: string) =>
    `What should replace “${find}”? Say it in words, e.g. “replace ${find} with …”. Nothing was changed.`,
  unknownType: (words: string) =>
    `I don't know a “${words}” slide. Which type should it be? ${list(TYPE_NAMES)}.`,
  colourOrType: (word: string) =>
    `I don't know “${word}” as a colour or a slide type: which did you mean, e.g. “navy” or “statement”?`,
  whichColour: (word: string) =>
    `Which colour is “${word}”? Name one such as navy, teal or gold, or give a hex code like #1a365d.`,
  confirmDeleteAll: (n: number) => `Delete all ${n} slides? If you mean it, say “delete all ${n} slides”.`,
  countMismatch: (said: number, n: number) =>
    `The deck has ${slides(n)}, not ${said}. Which slides do you mean?`,
  tooFew: (n: number) => `The deck has only ${slides(n)}.`,
  nothingToMerge: (n?: number) =>
    `${n === undefined ? 'No slides' : `Slide ${n} has no slides after it that`} continue a title as “… (continued)” or “(2/2)”, so there is nothing to merge. Nothing was changed.`,
  cannotSplit: (n: number, parts: number, count: number) =>
    `Slide ${n} has ${count} ${count === 1 ? 'entry' : 'entries'} in its list, too few to share over ${parts} slides. Nothing was changed.`,
  noBullets: (n: number) => `Slide ${n} has no bullets.`,
  notComparison: (n: number) => `Slide ${n} is not a comparison, so it has no sides. Nothing was changed.`,
  noSuchSide: (n: number, left: string, right: string) =>
    `Slide ${n}'s sides are “${left}” and “${right}”. Which one do you mean?`,
  fewBullets: (n: number, count: number) =>
    `Slide ${n} has only ${count} bullet${count === 1 ? '' : 's'}. Which ones do you mean?`,
  noBulletsAnywhere: () => 'No slide has bullets. Nothing was changed.',
  noSuchBullet: (n: number) => `I can't find that bullet on slide ${n}. Which one do you mean?`,
  whichContact: (n: number, detail: string, found: string[]) =>
    found.length
      ? `Slide ${n} shows ${found.length} of those (${found.map((f) => `“${f}”`).join(', ')}). Which one do you mean?`
      : `Slide ${n} shows no ${DETAIL_NAMES[detail] ?? detail}. Nothing was changed.`,
  whichHolds: (words: string, numbers: number[]) =>
    `“${words}” is on ${numbers.length} slides (${numbers.map((k) => `slide ${k}`).join(', ')}). Which one do you mean? Nothing was changed.`,
  whichAgendaEntry: (words: string) =>
    `Which slide is “${words}”? Say its title or number, e.g. “add slide 9 to the agenda”. Nothing was changed.`,
  alreadyListed: (title: string, n: number) =>
    `The agenda on slide ${n} already lists “${title}”. Nothing was changed.`,
  whichRow: (text: string, n: number, rows: string[]) =>
    `“${text}” is in ${rows.length} rows of the table on slide ${n} (${rows.map((r) => `“${r}”`).join(', ')}). Which row do you mean, or all of them? Nothing was changed.`,
  metricsFull: (n: number, have: number, max: number, adding: string) =>
    `Slide ${n} has ${have} figures and a metrics slide shows at most ${max}, so ${adding} would not fit. Should it replace one of them (which one?), or go on another slide? Nothing was changed.`,
  noFigures: () => 'I found no figures in that. Which numbers do you mean, e.g. “revenue 3.2M, growth 45%”?',
  whatItems: () => 'Which bullets should I add? For example “add bullets: research, design and launch”.',
  sameTheme: (name: string) => `The deck already uses the ${name} theme. Nothing was changed.`,
  noAgenda: () => 'There are no slides to list in an agenda yet.',
  hasNotes: (n: number) => `Slide ${n} already has speaker notes. What should they say?`,
  allHaveNotes: () => 'Every slide already has speaker notes.',
  refuse: () =>
    "I only make the changes you ask for, and I don't follow instructions to ignore my rules. Nothing was changed.",
  draftAlone: () => 'Ask for the draft on its own; then make other changes once you have accepted it.',
  tooManyCommands: (max: number) =>
    `That is more than ${max} commands in one message, so nothing changed. Send them in smaller groups.`,
  tooLong: (max: number) =>
    `That message is longer than the offline assistant reads (${max.toLocaleString('en-US')} characters), so nothing changed. Say what to change in a sentence or two, or put long text in the brief.`,
  nothingToDo: () => 'No changes were needed.',
  sizes: () =>
    "Text sizes follow each slide's layout so that every slide fits, so I can't make text bigger or smaller; shorter text is drawn larger. Nothing was changed.",
  accent: () =>
    'A deck’s accent colour comes from its theme: set it as the Accent of the client’s brand kit (the client card’s Brand menu) and say “use the brand kit”, or pick a built-in theme (Classic, Midnight, Editorial, Forest, Sunrise or Mono). Nothing was changed.',
  undo: () =>
    'I have made no change in this conversation to take back. To take back the last change, press Ctrl+Z (⌘Z on a Mac) or Undo in the toolbar: a change the assistant made is undone in one step. Nothing was changed.',
  undoGone: () =>
    'That change is too far back for me to take back. Undo in the toolbar (Ctrl+Z, ⌘Z on a Mac) steps back through your changes; Versions has earlier copies of the deck. Nothing was changed.',
  undoAlone: () => 'Ask me to undo on its own; then say what to change next. Nothing was changed.',
  undoClash: () =>
    "I can't take my last change back: what it changed has been edited since, and taking it back would lose that edit. Nothing was changed. Undo in the toolbar (Ctrl+Z, ⌘Z on a Mac) steps back through every change.",
  undone: () => 'That takes back my last change.',
  whichHolding: (words: string, slides: string) =>
    `“${words}” is on ${slides}: which do you mean? Nothing was changed.`,
  leftAsIs: () => 'OK, I’ve left the deck as it is. Nothing was changed.',
  wontInvent: () =>
    "I won't make up a quote, a figure or a name, or attribute words to someone who didn't say them: a client's deck says only what is true. Send me the real figures with their source, or the approved quote with who said it, and I'll add them, or add a slide yourself with a placeholder to fill in once you have them. Nothing was changed.",
  noField: (n: number, field: string) =>
    `Slide ${n} has no ${field === 'author' ? 'presenter' : field} to set: its type does not show one. Nothing was changed.`,
  cannotSend: () =>
    "I can't send e-mail or messages. To get the deck to someone, click Share for a link (with a password if you like), or Export PDF or Export HTML and attach the file. Nothing was changed.",
  rewrite: () =>
    "The offline assistant can't rewrite text (shorten, reword or translate it): it has no language model. Say the new words instead, e.g. “change bullet 1 to Grow revenue 20%”, or edit the text on the slide. Nothing was changed.",
  visual: (word: string) =>
    DATA_EXAMPLES[word]
      ? `Give the ${word}'s data with it, e.g. “${DATA_EXAMPLES[word]}”. Nothing was changed.`
      : `The offline assistant can't make ${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}. Figures go on a metrics slide (“add a metrics slide with revenue 3.2M and NPS 71”); for a picture, add an html slide (“add an html slide”) and use Upload picture beside its HTML field in the slide panel. Nothing was changed.`,
  textStyle: () =>
    "Text follows each slide's layout and theme, so I can't make it bold, italic, capitals or bigger here. To change its words, say e.g. “change bullet 2 to Open three markets”. Nothing was changed.",
  typo: () =>
    'Say the wrong words and the right ones, e.g. “change engeneers to engineers”: I change them wherever they stand. Nothing was changed.',
  whereReplace: (text: string, numbers: number[]) =>
    `“${text}” is on ${numbers.length} slides (${numbers.map((n) => `slide ${n}`).join(', ')}). Which should change? Say “on slide ${numbers[0]}”, or “on every slide” for all of them. Nothing was changed.`,
  notFound: (text: string) => `I can't find “${text}” on any slide, so nothing changed.`,
  whichPart: (n: number) =>
    `Which part of slide ${n} should say that: its title or its text? For example “change the title of slide ${n} to …”.`,
  metricThere: (label: string, n: number) =>
    `Slide ${n} already has a metric labelled “${label}”. Say “change ${label} to …” to change its value, or “add a metric to slide ${n}: …” with another label. Nothing was changed.`,
  textOrPlace: (tail: string) =>
    `Is “${tail}” part of the slide's words, or where the new slide goes? Say where first (“add a statement slide ${tail} saying …”), or put the words in quotes. Nothing was changed.`,
  bulletThere: (text: string, n: number) =>
    `Slide ${n} already has the bullet “${text}”. Nothing was changed.`,
  noneOfType: (type: string) => `There is no ${type} slide in this deck. Nothing was changed.`,
  notAList: (n: number, type: string) =>
    `Slide ${n} is a ${type} slide, which has no list to add to. Say which part should change, e.g. “change the title of slide ${n} to …”. Nothing was changed.`,
  noChecklistItem: (text: string) => `There is no checklist item “${text}”. Which one do you mean?`,
  alreadyChecked: (text: string, completed: boolean) =>
    `“${text}” is already marked as ${completed ? 'done' : 'not done'}. Nothing was changed.`,
  noNotes: () => 'No slide has speaker notes. Nothing was changed.',
  question: () =>
    `I only answer what is on a slide (“what is on slide 2?”) or which slides there are (“what slides do we have?”), and I change the deck only when you ask for a change, like:\n${bullets(EXAMPLES.slice(0, 6))}\nNothing was changed.`,
  negated: () =>
    'Nothing was changed: I make only the changes you ask for. To take back a change, press Ctrl+Z (⌘Z on a Mac) or Undo in the toolbar.',
  clearWhat: (what: string) =>
    `“Clear” ${what} could mean deleting it or emptying it. Say “delete ${what}” to remove the slide, or “clear the bullets on ${what}” to empty its bullets. Nothing was changed.`,
  noMetrics: (n: number) => `Slide ${n} has no metrics. Nothing was changed.`,
  noMetric: (label: string, labels: string[]) =>
    labels.length
      ? `There is no figure labelled “${label}”: the metrics are ${list(labels.map((l) => `“${l}”`))}. Which one do you mean?`
      : `There is no figure labelled “${label}” on any slide. Nothing was changed.`,
  valueOrLabel: (label: string, text: string) =>
    `Should “${text}” be the ${label} metric's value or its label? Say “change the ${label} value to ${text}” or “rename the ${label} metric to ${text}”. Nothing was changed.`,
  metricValue: (m: { value: string; label: string; subtext?: string }, n: number) =>
    `“${m.label}” is ${m.value}${m.subtext ? ` (${m.subtext})` : ''}, on slide ${n}. Nothing was changed.`,
  noMetricsAnywhere: () => 'No slide has metrics. Nothing was changed.',
  whichMetric: (places: string[]) => `Which metric do you mean: ${list(places)}?`,
  noSuchMetric: (n: number) => `I can't find that metric on slide ${n}. Which one do you mean?`,
  slideList: (titles: string[]) =>
    `The deck has ${slides(titles.length)}:\n${titles.map((t, i) => `${i + 1}. ${t}`).join('\n')}`,
  bulletsOver: (limit: number, over: { n: number; bullets: number }[], most: number) =>
    over.length
      ? `More than ${limit} bullets: ${over.map((o) => `slide ${o.n} (${o.bullets})`).join(', ')}.`
      : `No slide has more than ${limit} bullets (the most on one slide is ${most}).`,
  whichDate: (shown: string[]) =>
    shown.length
      ? `Which date do you mean: ${shown.slice(0, 6).join('; ')}? Say it with its month, e.g. “change the date on the cover to 15 January 2027”. Nothing was changed.`
      : 'Which date do you mean? Say it with its month, e.g. “set the date to 15 January 2027”. Nothing was changed.',
  deckTitle: () => 'What should the presentation be called?',
  notRead: (rest: string) =>
    `I didn't understand the part “${rest.slice(0, 120)}”, so nothing changed. Say it as its own request, e.g. “… and make slide 3 navy”.`,
  help: () => `The offline assistant understands commands like:\n${bullets(EXAMPLES)}`,
  notUnderstood: (command: string) =>
    `I didn't understand “${command.trim().slice(0, 200)}”, so nothing changed. The offline assistant understands commands like:\n${bullets(EXAMPLES)}`,
};

type Say = typeof say;

/** The same texts as intents, for the parser: `ask.whereTo()` is `{ kind: 'ask', text: say.whereTo() }`. */
export const ask = Object.fromEntries(
  Object.entries(say).map(([key, text]) => [
    key,
    (...args: unknown[]): Intent => ({ kind: 'ask', text: (text as (...a: unknown[]) => string)(...args) }),
  ]),
) as { [K in keyof Say]: (...args: Parameters<Say[K]>) => Intent };
