import { DRAFT_BULLETS_MAX, DRAFT_SLIDES_MAX, METRICS_MAX_COLUMNS } from '../../../../common/limits';
import type { Chart } from '../../../../common/slides/content';
import type { SlideContent, SlideType } from '../../../../common/slides/model';
import { chartTitle, type Data, dataRuns, type Run, seriesName } from './dataSlides';
import { namedItems } from './items';
import { type Lang, LOCALES } from './locales';
import type { Line, Reading } from './reading';
import { topicOf } from './sections';
import { wordsOf as sentenceWords } from './sentences';
import {
  arrowOutline,
  askedStatements,
  inArrowOrder,
  keyStatement,
  metricsOfLine,
  metricsOfLines,
  type Quote,
  quoteOf,
  statementOf,
  studyOf,
  versusMetrics,
} from './slideMatter';
import {
  bullet,
  capital,
  splitTitleOf,
  trimEndSpaced,
  unaccented,
  withoutAsides,
  withoutLeadingLabel,
} from './text';
import { readerOf } from './words';

/**
 * The second pass for a brief with a structure of its own (named sections, slides it asks for, a
 * checklist): an outline that keeps the brief's sections in its order, the ask before the closing
 * slide, within the length asked for; then each slide written in the type its matter fits.
 */

export interface PlannedSlide {
  type: SlideType;
  title: string;
  content: SlideContent;
  /** Lines for the speaker notes besides the draft's own ("To verify: …"). */
  notes: string[];
  /** The checklist items this slide answers. */
  checklistIds: string[];
  required: boolean;
}

export interface Plan {
  slides: PlannedSlide[];
  /** Sections the brief asks for but says nothing about: named in the reply, never a prompt. */
  leftOut: string[];
  /** The brief's own last slide asked for (its contact slide) closes the deck: no "Thank you" after it. */
  closes?: boolean;
}

interface Section {
  title: string;
  lines: Line[];
  required: boolean;
  checklistIds: string[];
  role?: 'ask' | 'next' | 'benchmark' | 'figures' | 'context' | 'data' | 'said';
  /** A quote or the one line to remember: a statement slide. */
  said?: Quote;
  /** Its matter as data: a chart, a table or a timeline. */
  data?: Data;
  /** The point the brief says it makes: its title. */
  point?: string;
  /** The name of the item of a numbered list this section is ("Glasshouse"). */
  item?: string;
  /** Facts beside the section's data, said in its notes. */
  notes?: string[];
}

/**
 * "Last thing — where we are: 38,400 members, …" under "Where we are": the label that named the
 * section (and the chat before it) goes; the slide's title says it.
 */
function withoutOwnLabel(l: Line, title: string): Line {
  const colon = l.text.indexOf(': ');
  if (colon < 2 || colon > LABEL_CHARS_MAX) return l;
  const label = l.text.slice(0, colon);
  const rest = l.text.slice(colon + 2).trim();
  // The label stays where the rest alone says too little ('The campaign idea: "Made at Aldergate"').
  if (rest.split(/\s+/).length < REST_WORDS_MIN || /^["“«„]/.test(rest)) return l;
  // The label ends on the section's name; one that says more ("Budget demandé au conseil : 240 000 €")
  // says what the figure is, and stays.
  const named = wordsOf(title);
  const said = wordsOf(label).slice(-named.length);
  if (!named.length || said.length !== named.length || said.some((w, k) => w !== named[k])) return l;
  return { ...l, text: capital(rest) };
}
/** A label before its matter is at most this long; the matter without it says this many words. */
const LABEL_CHARS_MAX = 40;
const REST_WORDS_MIN = 4;

/** A section asked for that shows what others did: a case, a proof, a benchmark, references. */
const PROOF =
  /\b(?:case|cases|proof|benchmarks?|references?|examples?|experience|credentials|track record|comparison|caso|casos|cas|fallstudie|referenzen|referências|referencias)\b/i;

/** A section or a line that asks for a decision, in the languages the drafter reads. */
const DECIDES =
  /\b(?:decisions?|decide|entscheidung|entscheiden|beschluss|décision|décider|decisión|decisione)\b/i;

export const ASK =
  /\b(?:the ask|ask(?:s)? (?:of|is|on|from)|ask:|ask ?= ?|we ask|asking (?:for|the)|(?:what|all) (?:they|we)(?:['’]re| are) asking|sign(?: |-)?off|approve|approval|decision needed|go\/no-go|freigabe|demandons|validation du)\b/i;
export const NEXT = /^(?:next steps?|close with|prochaines étapes|nächste schritte)\b/i;
/** A measure: money, a percentage, or thousands and millions. */
const FIGURE = /[£$€¥]\s?\d|\b(?:JOD|CHF|CAD|AUD|USD|EUR|GBP|JPY)\s?\d|\d\s?%|\d[,.]*\s?(?:k|m|bn)\b/i;
/**
 * Words that say nothing of what a title or line is about: the drafter's languages' own frequent
 * words, and the short function words they share ("de", "la", "en" are in several of them).
 */
const STOP = new Set([
  ...'the a an and or of for to in on at by with our their your we is are be this that from as per its it slide slides do does did'.split(
    ' ',
  ),
  ...'de la le les des du un une et en al y o e q que di da do das der die und von zu im mit het een van op voor'.split(
    ' ',
  ),
  ...Object.values(LOCALES).flatMap((l) => l.stopwords.split(' ')),
]);

/** A title's or line's words, lower case and without accents ("Frío" is "frio"), a plural's "s" aside. */
export const wordsOf = (s: string) =>
  // "SKUs", "KPIs": an acronym's plural is the acronym.
  unaccented(s.replace(/(?<!\p{L})(\p{Lu}{2,8})s(?!\p{L})/gu, '$1'))
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map((w) => (w.length > 4 && w.endsWith('s') ? w.slice(0, -1) : w));

/** Words that name a slide by its kind of data, in the languages the drafter reads. */
const KIND_WORDS: [RegExp, Data['kind']][] = [
  [
    /\b(?:timeline|roadmap|plan|phases|schedule|milestones|calendrier|planning|zeitplan|fahrplan|calendario)\b/i,
    'steps',
  ],
  [/\b(?:table|matrix|grid|tableau|tabelle)\b/i, 'table'],
  [/\b(?:trend|chart|graph|over time|évolution|verlauf)\b/i, 'chart'],
];

/** A section about what it costs: "Cost", "Budget slide", "Inversión". */
const BUDGET =
  /\b(?:budget|costs?|costing|investment|pricing|prices?|fees?|spend(?:ing)?|funding|use of funds|commercials?|kosten|coûts?|budgets?|precios?|costes?|inversión|prix|preise?|prezzi|costi|preço|custos?|prijs|kosten)\b/i;
/** A section about the client's figures: "Results", "In numbers", "Resultados de calidad". */
const RESULTS =
  /\b(?:results?|outcomes?|impact|kpis?|performance|traction|numbers|figures|stats|statistics|résultats|chiffres|ergebnisse|zahlen|resultados|cifras|risultati|numeri|resultaten|cijfers)\b/i;
/** A section of voices: "What teachers say", "In their words", "Testimonials", "Lo que dicen". */
const VOICES =
  /\b(?:says?|said|words|quotes?|testimonials?|voices?|dicen|opinan|disent|témoignages?|sagen|stimmen|dicono|testimonianze|dizem|depoimentos?|zeggen)\b/i;
/** A sum of money: its currency and amount. */
const PRICE = /[£$€¥]\s?\d|\d\s?(?:€|£|eur\b|gbp\b|usd\b)/i;
/** A line about a price or a cost, with its sum ("price for expansion is £11 per pupil"), not any sum. */
const PRICE_WORDS =
  /\b(?:prices?|pricing|costs?|fees?|precios?|costes?|prix|preise?|prezzi|prezzo|preço|prijs|tarifs?|tarifa)\b/i;
const isPrice = (t: string) => PRICE.test(t) && PRICE_WORDS.test(t);

/**
 * Names of the same section by meaning: "Where we are today" is the brief's "Background", a
 * "budget slide" is the slide about costs or the investment, "the team" is "who we are".
 */
const ALIKE = [
  /\b(?:where we are|today|situation|context|background|current state|understanding)\b/i,
  /\b(?:creative|idea)\b/i,
  BUDGET,
  /\b(?:team|people|who we are|about us|our people|équipe)\b/i,
  /\b(?:about us|who we are|about the (?:supplier|company|business|organi[sz]ation|firm|brand)|company (?:overview|profile)|background|what \p{L}+ does|what we do|quiénes somos|quienes somos|qui nous sommes|wer wir sind|chi siamo|quem somos|wie wij zijn)\b/iu,
  /\b(?:timeline|timing|roadmap|plan|schedule|phases|milestones|calendrier|zeitplan)\b/i,
  /\b(?:risks?|mitigations?|concerns|risques|risiken)\b/i,
  RESULTS,
  /\b(?:next steps?|actions?|way forward|prochaines étapes|nächste schritte)\b/i,
  /\b(?:case stud(?:y|ies)|proof|evidence|references?|credentials|experience|track record)\b/i,
  /\b(?:asks?|decisions?|approval|sign-?off)\b/i,
];

/** A heading over the messages the deck must get across, not a section of it. */
const MESSAGES = /^(?:(?:key|main|core) )?(?:messages?|points|proof points|messaging)$/i;

/** A line labelled with a section's name, or an ask with the ask's, belongs to it over any shared word. */
const LABEL_WEIGHT = 3;

/** The words two texts share, without counting likeness of meaning. */
const sharedWords = (a: string, b: string) => {
  const bs = new Set(wordsOf(b));
  return wordsOf(a).filter((w) => bs.has(w)).length;
};

/** A section's matter names a section asked for by this many of its words (fewer if it has fewer). */
const MATTER_WORDS_MIN = 2;

/** How many of a title's words the matter says, a word's forms alike ("renewal", "renew"; "Risiken", "Risiko"). */
function matterScore(title: string, matter: string): number {
  const said = new Set(wordsOf(matter.replace(/-/g, ' ')).map(stem));
  return (
    new Set(wordsOf(title.replace(/-/g, ' ')).map(stem)).size -
    [...new Set(wordsOf(title.replace(/-/g, ' ')).map(stem))].filter((w) => !said.has(w)).length
  );
}
/** Words alike in their first this many letters are one word's forms. */
const STEM = 5;
const stem = (w: string) => (w.length >= STEM ? w.slice(0, STEM) : w);

/** How much a name must say of a sheet to be its name (dataOverlap). */
const DATA_NAMED = 2;

/**
 * How much a name says of a section's data: the words it shares with a table's header (and again
 * with its first column, what the rows are of: "… by store"), a chart's series, a timeline's steps.
 */
function dataOverlap(name: string, data: Data): number {
  // Words said, not likeness of meaning: a sheet holds its words, not a topic.
  if (data.kind === 'table')
    return sharedWords(name, data.table.header.join(' ')) + sharedWords(name, data.table.header[0] ?? '');
  if (data.kind === 'chart') return sharedWords(name, data.chart.series.map((x) => x.name).join(' '));
  return sharedWords(name, data.steps.map((x) => x.label).join(' '));
}

const overlap = (a: string, b: string) => {
  const bs = new Set(wordsOf(b));
  const alike = ALIKE.some((re) => re.test(a) && re.test(b)) ? 1 : 0;
  return wordsOf(a).filter((w) => bs.has(w)).length + alike;
};

/**
 * "Results", "Cost" in a brief's running order, with no line naming them: the lines that are that
 * kind of matter (the client's own figures; its prices), under no heading or under one no section
 * asked for took ("numbers (2025):"), save the lines another section asked for names and the ask's.
 * A price goes to the cost when the brief asks for one.
 */
function matterOfKind(
  title: string,
  candidates: Line[],
  reading: Reading,
  lang: Lang,
  saysAsk: (t: string) => boolean,
): Line[] {
  const asked = reading.named.filter((n) => n.from !== 'heading' && n.title !== title);
  if (BUDGET.test(title)) return candidates.filter((l) => isPrice(l.text) && !saysAsk(l.text));
  if (!RESULTS.test(title)) return [];
  const elsewhere = (l: Line) => asked.some((n) => sharedWords(n.title, l.text) > 0) || saysAsk(l.text);
  const costAsked = asked.some((n) => BUDGET.test(n.title) && !saysAsk(n.title));
  return candidates.filter(
    (l) =>
      !l.others &&
      !elsewhere(l) &&
      !(costAsked && PRICE.test(l.text)) &&
      (FIGURE.test(l.text) || metricsOfLine(l.text, readerOf(lang)).length > 0),
  );
}

/** Two names of one section: they share a word that is not a party's name, a word's forms alike. */
function twins(a: string, b: string, names: Set<string>): boolean {
  const of = (t: string) =>
    new Set(
      wordsOf(withoutAsides(t))
        .filter((w) => !names.has(w))
        .map(stem),
    );
  const bs = of(b);
  return [...of(a)].some((w) => bs.has(w));
}

/**
 * The sections asked for, each checklist item just before the running order's name for the same
 * section: the deck keeps the running order, and the item finds the slide its twin could not.
 */
function twinsTogether(named: Reading['named'], names: Set<string>): Reading['named'] {
  const out = named.filter((n) => n.from !== 'checklist');
  for (const n of named.filter((x) => x.from === 'checklist')) {
    // Before its twin: the checklist's fuller name ("The decision we need from the board") titles the slide.
    const at = out.findIndex((x) => x.from === 'request' && twins(x.title, n.title, names));
    out.splice(at >= 0 ? at : out.length, 0, n);
  }
  return out;
}

/** The titles of the slides the plan adds itself, in the deck's language. */
export interface PlanWords {
  /** A plan's steps with no heading of their own. */
  timeline?: string;
  /** Charts are titled by their trend in English only ("ARR rose from …"); elsewhere by topic. */
  english?: boolean;
  context: string;
  figures: string;
  benchmark: string;
  ask: string;
  next: string;
  /** "… (continued)" in the deck's language. */
  continued?: (title: string) => string;
  /** The names of the parties (the client, the presenter, the audience): no subject of a line. */
  names?: string[];
  /** A table of options titled by its first column: "Plan comparison". */
  comparison?: (what: string) => string;
  /** The notes' lead to what a list left off the slide. */
  alsoSaid?: string;
  /** The deck's language's own words for the ask ("lo que pedimos", "unsere bitte"), lower case. */
  asks?: string[];
  /** The deck's language, to read its figures as it writes them ("4,6 Mio. €"). */
  lang?: Lang;
  /** The titles of the approach and the goals, for the brief's matter outside its named sections. */
  topics?: { approach: string; goals: string };
}

const LETTER = /[\p{L}\p{N}]/u;

/** Lower case without accents, letter for letter ("Petición" is "peticion"): places stay the same. */
const folded = (s: string) => s.toLowerCase().replace(/[\u0080-\uffff]/g, (c) => c.normalize('NFD')[0] ?? c);

/** Each place one of the phrases stands in the text as whole words, phrase by phrase, accents aside. */
export function* phrasesIn(text: string, phrases: string[]) {
  const t = folded(text);
  for (const p of phrases.map(folded))
    for (let at = t.indexOf(p); at >= 0; at = t.indexOf(p, at + 1))
      if (!LETTER.test(t[at - 1] ?? '') && !LETTER.test(t[at + p.length] ?? ''))
        yield { at, length: p.length };
}

/** Where one of the phrases first stands in the text as whole words ("Lo que pedimos: …"). */
export function phraseAt(text: string, phrases: string[]): { at: number; length: number } | undefined {
  for (const hit of phrasesIn(text, phrases)) return hit;
  return undefined;
}

const ENGLISH_WORDS: PlanWords = {
  context: 'Where we are',
  figures: 'Key figures',
  benchmark: 'How it compares',
  ask: 'The ask',
  next: 'Next steps',
};

export function planDeck(
  reading: Reading,
  wanted: { min: number; max: number } | undefined,
  words: PlanWords = ENGLISH_WORDS,
): Plan {
  const saysAsk = (t: string) => ASK.test(t) || Boolean(words.asks && phraseAt(t, words.asks));
  // "Frío Atlántico" in a line says whose it is, not that it is about "cadena de frío".
  const names = new Set((words.names ?? []).flatMap(wordsOf));
  const unnamed = (t: string) =>
    t
      .split(/\s+/)
      .filter((w) => !wordsOf(w).some((x) => names.has(x)))
      .join(' ');
  const sections: Section[] = [];
  const loose: Line[] = [];
  const looseData: Section[] = [];
  for (const b of reading.blocks) {
    if (!b.heading) {
      // Data the brief gives outside its sections (a pasted grid, a plan on one line) is a slide of its own.
      const rest = [...b.lines];
      for (const run of dataRuns(b.lines).reverse()) {
        looseData.unshift(dataSection(run, words, b.point));
        rest.splice(run.from, run.to - run.from);
      }
      loose.push(...rest);
      continue;
    }
    const same = sections.find((s) => s.title.toLowerCase() === b.heading!.toLowerCase());
    if (same) same.lines.push(...b.lines);
    else {
      const section: Section = {
        title: titleOf(b.heading),
        lines: [...b.lines],
        required: false,
        checklistIds: [],
        ...(b.point ? { point: b.point } : {}),
      };
      // "THREE DIRECTIONS: 1. … 2. … 3. …", several sentences each: a slide per direction.
      const list = namedItems(b.lines);
      if (!list) {
        sections.push(section);
        continue;
      }
      const each = list.items.map(
        (it): Section => ({
          title: titleOf(it.name),
          lines: it.lines,
          required: false,
          checklistIds: [],
          item: it.name,
        }),
      );
      section.lines = list.rest;
      // A summary in one labelled line ("Our recommendation: Glasshouse, …") is titled by its label.
      const said =
        !list.restFirst && list.rest.length === 1 ? /^([^:\n]{3,30}): (?=\S)/.exec(list.rest[0]!.text) : null;
      if (said) {
        section.title = capital(said[1]!);
        section.lines = [{ ...list.rest[0]!, text: capital(list.rest[0]!.text.slice(said[0].length)) }];
      }
      const around = list.rest.length ? [section] : [];
      sections.push(...(list.restFirst ? [...around, ...each] : [...each, ...around]));
    }
  }
  // A section the brief marks as not presented is no slide; an ask said under it is still the ask.
  for (const s of [...sections])
    if (s.lines.some((l) => NOT_PRESENTED.test(l.text))) {
      sections.splice(sections.indexOf(s), 1);
      loose.push(...s.lines.filter((l) => LABELLED_ASK.test(l.text)));
    }
  // The list of the sections asked for ("1. About your organisation … 7. Commercial proposal"), quoted
  // before the answers under those headings, is the deck's outline, not its matter.
  const titles = [...sections.map((s) => s.title), ...reading.named.map((n) => n.title)];
  const hadLines = new Set(sections.filter((s) => s.lines.length));
  for (const s of sections) s.lines = withoutOutline(s.lines, titles);
  // A heading over nothing but that outline ("sections Ingrid wants, in order:") is no slide.
  for (const s of [...sections])
    if (hadLines.has(s) && !s.lines.length && !s.data) sections.splice(sections.indexOf(s), 1);
  loose.splice(0, loose.length, ...withoutOutline(loose, titles));
  for (const s of [...sections]) sections.splice(sections.indexOf(s), 1, ...withData(s, words));
  sections.push(...looseData);
  // A study's or another organisation's figures among the client's own: a proof slide of their own.
  for (const s of [...sections]) {
    const theirs = s.lines.filter((l) => l.others && /\d/.test(l.text) && studyOf(l.text));
    if (!theirs.length || theirs.length === s.lines.length || s.data) continue;
    s.lines = s.lines.filter((l) => !theirs.includes(l));
    const title = studyOf(theirs[0]!.text) ?? words.benchmark;
    sections.splice(sections.indexOf(s) + 1, 0, {
      title: titleOf(title),
      lines: theirs,
      required: false,
      checklistIds: [],
      role: 'benchmark',
    });
  }
  // "Lo que pedimos", "Unsere Bitte": a section titled as the ask in the deck's language is the ask.
  for (const s of sections) if (!s.role && saysAsk(s.title)) s.role = 'ask';
  const leftOut: string[] = [];
  // The slides asked for by name, in the order asked (a tender's "must cover, in this order").
  const askedOrder: Section[] = [];
  const inOrder = (...ss: Section[]) => {
    for (const x of ss) if (!askedOrder.includes(x)) askedOrder.push(x);
  };
  // Each named section finds its slide: a heading of the brief, or the lines that speak of it.
  // The slide the last named section found: one made of loose lines goes after it, in the order named.
  let lastFound: Section | undefined;
  // A line under no heading goes to the section asked for that it names most fully: "Calendario: … 1 feb
  // arranque piloto" to "Calendario", not to "Propuesta piloto" asked before it; a line labelled with
  // a section's name ("La peticion: …") to that section.
  const requested = reading.named.filter((n) => n.from !== 'heading');
  /** The lines of each block of key messages, in order: a message's sentences stay together. */
  const messages: Line[][] = [];
  // A running order decides the deck's sections: a heading of the team's own notes that names none
  // of them, or several ("Our stuff to use:", "Tom's notes for approach + mobilisation"), heads no
  // slide of its own when a line of it is labelled with a section's name ("Team: …", "Mobilisation:
  // …"): its lines go where they belong, as lines under no heading do.
  if (requested.some((n) => n.ordered))
    for (const sec of [...sections]) {
      // A heading is a section's when it names one request; naming two ("approach + mobilisation"), it
      // holds notes for both.
      const names = requested.filter((n) => sharedWords(n.title, sec.title)).length;
      if (sec.data || sec.role || names === 1) continue;
      // "4. KEY MESSAGES" names no section: each message goes to the section it speaks of.
      if (!names && MESSAGES.test(sec.title)) {
        messages.push(sec.lines);
        loose.push(...sec.lines);
        sections.splice(sections.indexOf(sec), 1);
        continue;
      }
      const labelled = sec.lines.filter((l) => {
        const label = /^[-*•]?\s?([^:\n]{2,40}):\s/.exec(l.text)?.[1];
        return label && !l.others && requested.some((n) => sharedWords(n.title, label));
      });
      if (!labelled.length) continue;
      // Its other lines ("Ask: …") go with them: the heading was only where the notes were kept.
      loose.push(...sec.lines.map((l) => ({ ...l, text: l.text.replace(/^[-*•]\s?/, '') })));
      sections.splice(sections.indexOf(sec), 1);
    }
  // A quote or a recommendation is a statement slide of its own, placed where it belongs, for a
  // section a running order names (a checklist's item is ticked by a slide under its name).
  const isSaid = (l: Line) =>
    !l.others && Boolean(quoteOf(l.text, undefined, reading.text) || statementOf(l.text));
  const bestFor = new Map<Line, string>();
  for (const l of loose) {
    // Another organisation's figures answer no section of the client's ("O projeto do hotel" is
    // not Herdade do Sobral's hotel), only one asked for as a case or a proof.
    const theirsOnly = l.others && /\d/.test(l.text);
    const label = /^([^:]{2,40}):\s/.exec(l.text)?.[1];
    let best = 0;
    for (const n of requested) {
      if (theirsOnly && !PROOF.test(n.title)) continue;
      // The words it shares with the name, then a likeness of meaning ("Our idea" for "Creative
      // approach"), then being said in full ("Recommendation is Vendor B" is the recommendation's,
      // not the "Vendor comparison table"'s) decide, in that order.
      const shared =
        sharedWords(n.title, unnamed(l.text)) +
        (label && sharedWords(n.title, label) ? LABEL_WEIGHT : 0) +
        (saysAsk(n.title) && saysAsk(l.text) ? LABEL_WEIGHT : 0);
      const alike = ALIKE.some((re) => re.test(n.title) && re.test(l.text)) ? 1 : 0;
      const full = sharedWords(n.title, l.text) / Math.max(1, wordsOf(n.title).length);
      const score = shared || alike ? shared * 100 + alike * 10 + full : 0;
      if (score > best) {
        best = score;
        bestFor.set(l, n.title);
      }
    }
    // A price goes to the cost when the brief asks for one ("price for expansion is £11…").
    const cost = requested.find((n) => BUDGET.test(n.title) && !saysAsk(n.title));
    if (cost && isPrice(l.text) && !saysAsk(l.text)) bestFor.set(l, cost.title);
  }
  // "Cider is growing. Premium cider grew 8.3% …": a message's sentence that names no section goes
  // where the sentence before it went.
  for (const block of messages)
    block.forEach((l, k) => {
      const before = k > 0 ? bestFor.get(block[k - 1]!) : undefined;
      if (!bestFor.has(l) && before) bestFor.set(l, before);
    });
  const named_ = twinsTogether(reading.named, names);
  const done: Reading['named'] = [];
  for (const named of named_) {
    // The running order's name for a section its checklist twin, just before it, already made.
    const twin =
      named.from === 'request' &&
      done.some((d) => d.from === 'checklist' && twins(d.title, named.title, names));
    done.push(named);
    if (twin) continue;
    if (named.from === 'heading') {
      const s = sections.find((x) => x.title === titleOf(named.title));
      if (s) s.required = true;
      continue;
    }
    // "Meet the team": the lines that name a person and a role ("Zhang Wei – Software Lead"), with
    // what is said of them between.
    const people = TEAM.test(named.title) ? loose.map((l, k) => (PERSON_LINE.test(l.text) ? k : -1)) : [];
    const named_ = people.filter((k) => k >= 0);
    if (named_.length >= 2) {
      const team = loose
        .slice(named_[0], named_.at(-1)! + 1)
        .filter((l) => !quoteOf(l.text, undefined) && !l.others);
      for (const l of team) loose.splice(loose.indexOf(l), 1);
      const section: Section = {
        title: titleOf(named.title),
        lines: team,
        required: true,
        checklistIds: named.checklistId ? [named.checklistId] : [],
      };
      sections.splice(lastFound ? sections.indexOf(lastFound) + 1 : sections.length, 0, section);
      lastFound = section;
      if (named.from === 'request' || (named.from === 'checklist' && reading.checklistInOrder))
        inOrder(section);
      continue;
    }
    // A name in quotes ('Direction 2: "Glasshouse"') is answered only by a slide under that name.
    const quoted = quotedName(named.title);
    // The ask is answered by the ask only, never by a section sharing an article with it.
    const askFor = saysAsk(named.title);
    // "The ask: £85,000 over 2 years" answered under another name ("What we want from Corran's"):
    // the section that says the ask's own figure is the ask.
    const sum =
      askFor && !sections.some(isAsk) ? named.title.match(/[£$€]\s?\d[\d,.]*(?:k|m|bn)?/i)?.[0] : undefined;
    const saying = sum ? sections.find((x) => x.lines.some((l) => l.text.includes(sum))) : undefined;
    if (saying) saying.role = 'ask';
    // A pasted sheet no title names answers by what it holds ("Q3 sell-through by store": its
    // "Store" column).
    const byData = (title: string) =>
      askFor || quoted
        ? undefined
        : sections
            .filter((s) => s.role === 'data' && s.data && !s.required)
            .map((s) => ({ s, score: dataOverlap(title, s.data!) }))
            // Its first column, or two of its words: one word in common ("SLA") is chance.
            .filter((m) => m.score >= DATA_NAMED)
            .sort((a, b) => b.score - a.score)[0]?.s;
    const match =
      sections
        .filter((s) => !quoted || s.title.toLowerCase().includes(quoted.toLowerCase()))
        .filter((s) => !askFor || isAsk(s))
        .map((s) => ({ s, score: overlap(named.title, s.title) * 2 + (askFor && isAsk(s) ? 2 : 0) }))
        .filter((m) => m.score > 0)
        .sort((a, b) => b.score - a.score)[0]?.s ?? byData(named.title);
    if (match) {
      lastFound = match;
      // A running order names its slides: "Results" over the brief's "numbers (2025, ours)", "Sales
      // by store" over the chart of "Sales data pasted from the sheet".
      if (
        named.from === 'request' &&
        !match.required &&
        (!sharedWords(named.title, match.title) || match.role === 'data') &&
        !isAsk(match)
      )
        match.title = titleOf(named.title);
      match.required = true;
      if (named.checklistId) match.checklistIds.push(named.checklistId);
      // The item takes the name the checklist gives it ('Direction 1: "Roots & Records"').
      if (match.item) match.title = titleOf(named.title);
      // A table or chart that answers the section by meaning ("Fee breakdown" → the budget table):
      // the lines that name the section itself ("Our fee will be …") lead it on a slide of their own.
      // A count ("three phases", "three generations") names nothing, and the ask leads no section.
      const own =
        match.data && !sharedWords(named.title, match.title)
          ? loose.filter(
              (l) =>
                sharedWords(named.title.replace(COUNT_WORDS, ' '), l.text.replace(COUNT_WORDS, ' ')) > 0 &&
                !saysAsk(l.text),
            )
          : [];
      if (own.length) {
        for (const l of own) loose.splice(loose.indexOf(l), 1);
        const lead: Section = { title: titleOf(named.title), lines: own, required: true, checklistIds: [] };
        sections.splice(sections.indexOf(match), 0, lead);
        if (named.from === 'request') inOrder(lead);
      }
      // A checklist the brief says to follow in order ("one slide per item, in this order") too.
      if (named.from === 'request' || (named.from === 'checklist' && reading.checklistInOrder))
        inOrder(match);
      continue;
    }
    // "Three-year roadmap", "Calendrier de la campagne", "Vendor comparison table": the slide of that kind.
    const kind = KIND_WORDS.find(([re]) => re.test(named.title))?.[1];
    const ofKind = kind && sections.find((s) => s.data?.kind === kind && !s.checklistIds.length);
    if (ofKind) {
      ofKind.required = true;
      if (named.checklistId) ofKind.checklistIds.push(named.checklistId);
      if (ofKind.role === 'data') ofKind.title = titleOf(named.title);
      continue;
    }
    // "What teachers say", "In their words": a section of voices is the brief's quote.
    const voice = VOICES.test(named.title)
      ? loose.find((l) => !l.others && quoteOf(l.text, undefined, reading.text))
      : undefined;
    if (voice) {
      loose.splice(loose.indexOf(voice), 1);
      const section: Section = {
        title: titleOf(named.title),
        lines: [voice],
        required: true,
        checklistIds: named.checklistId ? [named.checklistId] : [],
        role: 'said',
        said: quoteOf(voice.text, undefined, reading.text)!,
      };
      sections.push(section);
      if (named.from === 'request' || (named.from === 'checklist' && reading.checklistInOrder))
        inOrder(section);
      continue;
    }
    // The ask takes the lines that ask when there are some; other sections the lines naming them.
    const asking = askFor ? loose.filter((l) => saysAsk(l.text) && !NEXT.test(l.text)) : [];
    const naming = asking.length
      ? asking
      : loose.filter((l) => bestFor.get(l) === named.title && !(named.from === 'request' && isSaid(l)));
    // Lines of a heading no section asked for took ("numbers (2025):") may be that kind of matter too.
    // A price is the cost's wherever it was said.
    const unasked = sections
      .filter((s) => (!s.required || BUDGET.test(named.title)) && !s.data && !isAsk(s))
      .flatMap((s) => s.lines);
    const lines = naming.length
      ? naming
      : matterOfKind(named.title, [...loose, ...unasked], reading, words.lang ?? 'en', saysAsk);
    if (lines.length) {
      for (const l of lines) {
        const from = loose.includes(l) ? loose : sections.find((s) => s.lines.includes(l))!.lines;
        from.splice(from.indexOf(l), 1);
      }
      // A heading left with nothing is no slide.
      for (const s of [...sections])
        if (!s.lines.length && !s.data && !s.said) sections.splice(sections.indexOf(s), 1);
      sections.push({
        title: titleOf(named.title),
        // The ask keeps its words ("Budget demandé au conseil : …" is how it asks).
        lines: askFor ? lines : lines.map((l) => (saysAsk(l.text) ? l : withoutOwnLabel(l, named.title))),
        required: true,
        checklistIds: named.checklistId ? [named.checklistId] : [],
        ...(askFor || lines.some((l) => saysAsk(l.text)) ? { role: 'ask' as const } : {}),
      });
      if (named.from === 'request' || (named.from === 'checklist' && reading.checklistInOrder))
        inOrder(sections.at(-1)!);
      continue;
    }
    // Said under another title ("Renewal" in a section headed "THE ASK"): the section whose matter
    // names it answers it, under the name asked for.
    const need = Math.max(1, Math.min(MATTER_WORDS_MIN, wordsOf(named.title).length));
    const byMatter = sections
      .filter((s) => !s.checklistIds.length && (s.lines.length || s.data))
      .map((s) => ({
        s,
        score: matterScore(named.title, [s.title, ...s.lines.map((l) => l.text)].join(' ')),
      }))
      .filter((m) => m.score >= need)
      .sort((a, b) => b.score - a.score)[0]?.s;
    if (byMatter) {
      byMatter.required = true;
      if (named.checklistId) byMatter.checklistIds.push(named.checklistId);
      byMatter.title = titleOf(named.title);
      if (named.from === 'request' || (named.from === 'checklist' && reading.checklistInOrder))
        inOrder(byMatter);
    } else if (
      !named.ordered &&
      !leftOut.includes(named.title) &&
      !loose.some((l) => isSaid(l) && overlap(named.title, l.text) > 0)
    )
      leftOut.push(named.title);
  }
  // A section named twice (the running order's "Nordvik today", the checklist's "Where Nordvik is
  // today") is made once: the name that found no slide is no gap.
  for (const t of [...leftOut]) {
    const from = named_.find((n) => n.title === t)?.from;
    const twin = named_.find(
      (n) => n.from !== from && n.from !== 'heading' && from !== 'heading' && twins(n.title, t, names),
    );
    if (twin && !leftOut.includes(twin.title)) leftOut.splice(leftOut.indexOf(t), 1);
  }
  // The slides asked for by name take the places they hold among the sections in the order asked.
  const places = askedOrder.map((x) => sections.indexOf(x)).sort((a, b) => a - b);
  places.forEach((at, k) => {
    sections[at] = askedOrder[k]!;
  });
  // The lines under no heading: the ask, the next steps, another organisation's figures, the
  // client's own figures, and the context that opens the deck.
  const take = (test: (l: Line) => boolean) => {
    const out = loose.filter(test);
    for (const l of out) loose.splice(loose.indexOf(l), 1);
    return out;
  };
  // "THE ASK for leadership: sign off …" under "Risks": a line labelled as the ask is the ask's.
  for (const s of sections)
    if (!isAsk(s))
      for (const l of s.lines.filter((x) => LABELLED_ASK.test(x.text))) {
        s.lines.splice(s.lines.indexOf(l), 1);
        loose.push(l);
      }
  // A quote, a slogan, a recommendation: a statement slide each, never a bullet among the rest.
  const said = saidSections(sections, loose, reading, words.lang ?? 'en');
  const ask = take((l) => (saysAsk(l.text) || LABELLED_ASK.test(l.text)) && !NEXT.test(l.text));
  const next = take((l) => NEXT.test(l.text) || startsWith(l.text, words.next));
  const theirs = take((l) => l.others);
  // A form's header ("APPLICATION – Community Innovation Fund, Round 7", "Applicant: …") tells the
  // panel nothing the cover and the other slides do not: no leftover slide gathers it.
  const elsewhere = JSON.stringify(sections.map((x) => [x.title, x.lines.map((l) => l.text), x.data]));
  take((l) => isFormField(l.text, elsewhere));
  const figures = take(
    (l) =>
      (FIGURE.test(l.text) && !/^\D*\d{4}\D*$/.test(l.text)) ||
      metricsOfLine(l.text, readerOf(words.lang ?? 'en')).length > 0,
  );
  const context = loose;
  // One point is no slide of its own: a lone figure joins the context, a lone line of context the figures.
  if (figures.length === 1 && context.length) context.push(...figures.splice(0));
  else if (context.length === 1 && figures.length) figures.unshift(...context.splice(0));
  const extra = (title: string, lines: Line[], role: Section['role']): Section[] =>
    lines.length ? [{ title, lines, required: false, checklistIds: [], role }] : [];
  // The section that asks in so many words is the ask; one only titled "Investment" goes before it.
  const asked = sections.filter(isAsk).sort((a, b) => Number(b.role === 'ask') - Number(a.role === 'ask'));
  const body = sections.filter((s) => !isAsk(s));
  const askSection = asked[0] ?? extra(words.ask, ask, 'ask')[0];
  if (asked[0]) asked[0].lines.push(...ask);
  // "Lo que pedimos: que la Comisión …" under the title "Lo que pedimos a la Comisión": the lead goes.
  if (askSection)
    askSection.lines = askSection.lines.map((l) => {
      const lead = ASK_LEAD_IN.exec(l.text);
      const own = lead && words.asks && phraseAt(lead[1]!, words.asks);
      const says =
        lead && (LABELLED_ASK.test(l.text) || (own && own.at === 0 && own.length === lead[1]!.length));
      // 'Closing ask: "Appoint Greenplate …"': the ask said, without the quotation marks it was given in.
      const text = () => capital(l.text.slice(lead![0].length).replace(/^["“]([^"“”]+)["”]\.?$/, '$1'));
      return says ? { ...l, text: text() } : l;
    });
  // The brief's own closing "Next steps" follows the ask, as the plan's own does.
  const closing = askSection && body.length > 1 && NEXT.test(body.at(-1)!.title) ? body.splice(-1) : [];
  // A contact slide asked for closes the deck, after the ask, wherever the brief said it.
  const contactAt = body.findIndex((s) => s.required && CLOSING.test(s.title));
  const contact = contactAt >= 0 ? body.splice(contactAt, 1) : [];
  // A statement the brief asks for follows the opening section; a recommendation follows the
  // options it chooses from; a quote closes the story, before the ask.
  // "headline → trend → what went wrong & fixes → peak readiness → proposal": the order the brief gives.
  const placed = inArrowOrder(placeSaid(body, said), arrowOutline(reading.instructions), (x) => [
    x.title,
    [
      ...x.lines.map((l) => l.text),
      x.data?.kind === 'chart' ? x.data.chart.series.map((c) => c.name).join(' ') : '',
    ].join(' '),
  ]);
  const outline: Section[] = [
    ...extra(words.context, context, 'context'),
    ...extra(words.figures, figures, 'figures'),
    ...placed,
    ...extra(caseTitle(theirs) ?? words.benchmark, theirs, 'benchmark'),
    ...asked.slice(1),
    ...(askSection ? [askSection] : []),
    ...closing,
    ...extra(words.next, next, 'next'),
    ...contact,
  ];
  // A brief that names few sections (a checklist of one item) still says the rest of its matter:
  // more than a slide short of the length asked for, the lines under no heading are told by
  // topic, as a brief without any structure is, each topic a slide of its own.
  const told =
    wanted &&
    outline.length + 2 + Number(outline.length >= AGENDA_SECTIONS_MIN) < wanted.min - 1 &&
    context.length >= CONTEXT_SPLIT_MIN
      ? byTopicLines(context, words)
      : undefined;
  if (told)
    outline.splice(
      0,
      1,
      ...extra(words.context, told.context, 'context'),
      ...extra(words.topics!.goals, told.goals, 'context'),
      ...extra(words.topics!.approach, told.approach, 'context'),
    );
  // The title, the agenda (when there is room) and the closing slide count too.
  const max = Math.min(wanted?.max ?? DRAFT_SLIDES_MAX, DRAFT_SLIDES_MAX);
  // A contact slide the brief asks for last is the deck's closing slide.
  const last = outline.at(-1);
  const closes = Boolean(last?.required && CLOSING.test(last.title));
  fitLength(outline, max - (closes ? 1 : 2));
  const slides = outline.map((s) => slideFor(s, words.english !== false, words.alsoSaid, words.lang));
  // Fewer slides than asked for: the longest list is split in two (once a section), as a designer
  // splits a long slide, never padded with prompts.
  const min = wanted ? Math.min(wanted.min, max) : 0;
  const split = new Set<PlannedSlide>();
  for (let guard = 0; slides.length + 2 < min && guard < DRAFT_SLIDES_MAX; guard++) {
    const longest = slides
      .filter((s) => s.type === 'content' && (s.content.items?.length ?? 0) >= 3 && !split.has(s))
      .sort((a, b) => (b.content.items?.length ?? 0) - (a.content.items?.length ?? 0))[0];
    if (!longest) break;
    const items = longest.content.items!;
    const half = Math.ceil(items.length / 2);
    // The second half takes the title its first point opens on ("Channels: …"); a list without
    // one is not split: a "(continued)" slide carries no message, and the deck stays shorter.
    const own = splitTitleOf(items.slice(half));
    if (!own || slides.some((s) => s.title === own)) {
      split.add(longest);
      continue;
    }
    const title = own;
    longest.content = { items: items.slice(0, half) };
    const rest = items.slice(half);
    rest[0] = withoutLeadingLabel(rest[0]!);
    const more: PlannedSlide = {
      ...longest,
      title,
      content: { items: rest },
      notes: [],
      checklistIds: [],
    };
    split.add(longest).add(more);
    slides.splice(slides.indexOf(longest) + 1, 0, more);
  }
  return { slides, leftOut, ...(closes ? { closes } : {}) };
}

/** Lines under no heading, fewer than this, make one context slide whatever the length asked for. */
const CONTEXT_SPLIT_MIN = 4;

/** A planned deck of this many sections or more has an agenda, when the length leaves room. */
const AGENDA_SECTIONS_MIN = 4;

/** A short label before a colon: "Team: …", "Close: …". */
const LABEL = /^([^:\n]{1,30}):\s/;

/** "Volgende stappen: besluit in februari": a line led by the deck's own words for the next steps. */
const startsWith = (text: string, lead: string) => phraseAt(text, [lead.toLowerCase()])?.at === 0;

/**
 * The context's lines by what each is about (the situation, the goals, the approach), as the
 * template reads a brief without structure. Undefined when the topics have no titles, or when
 * the lines are all of one topic: one slide then says them.
 */
function byTopicLines(
  lines: Line[],
  words: PlanWords,
): { context: Line[]; goals: Line[]; approach: Line[] } | undefined {
  if (!words.topics) return undefined;
  const r = readerOf(words.lang ?? 'en');
  const out = { context: [] as Line[], goals: [] as Line[], approach: [] as Line[] };
  const topicOfText = (text: string) => topicOf({ text, source: '', words: sentenceWords(text) }, r);
  for (const l of lines) {
    // "Team: Ana, Priyesh, Tom", "Close: contact ana@…": a line under a label of no topic is the
    // label's, whatever words follow it: it stays with the context.
    const label = LABEL.exec(l.text)?.[1];
    const topic = label && topicOfText(label) === 'other' ? 'other' : topicOfText(l.text);
    out[topic === 'goals' ? 'goals' : topic === 'approach' ? 'approach' : 'context'].push(l);
  }
  const groups = [out.context, out.goals, out.approach].filter((g) => g.length).length;
  return groups > 1 ? out : undefined;
}

/** "CASE STUDY: VoltNest x Harbour Homes (2023)": the case's own heading names whose figures follow. */
const CASE_HEADING = /^case stud(?:y|ies)\s?[:–-]\s?(\S.{2,70})$/i;

/** Another organisation's case titled by its own heading line, which then leaves the bullets. */
function caseTitle(theirs: Line[]): string | undefined {
  const at = theirs.findIndex((l) => CASE_HEADING.test(l.text.trim()));
  if (at < 0) return undefined;
  const name = CASE_HEADING.exec(theirs[at]!.text.trim())![1]!;
  theirs.splice(at, 1);
  return `Case study: ${trimEndSpaced(name, '.')}`;
}

/** A slide that closes a deck as "Thank you" does: who to contact. */
const CLOSING = /^(?:contacts?|contact us|get in touch|kontakt|contacto|contatti)\b/i;

const isAsk = (s: Section) =>
  s.role === 'ask' || /\b(?:asks?|investment|funding|budget ask|loan|decisions?)\b/i.test(s.title);

/** Within the length asked for, counting the title and closing slides: the unrequired go first. */
function fitLength(outline: Section[], max: number) {
  const order: Section['role'][] = ['context', 'benchmark', 'figures', 'next', undefined, 'said', 'data'];
  for (const role of order) {
    for (let i = outline.length - 1; i >= 0 && outline.length > max; i--) {
      const s = outline[i]!;
      if (!s.required && s.role === role && !isAsk(s)) outline.splice(i, 1);
    }
  }
}

/** "Section 2. Experience (ITT 7.2.2)" → "Experience"; a heading in capitals in sentence case. */
const OUTLINE_ITEM = /^(\d{1,2})[.)] [^.!?\n]{2,60}$/;
const OUTLINE_WORDS_MAX = 6;

/** Lines without a numbered run of short items that mostly name the deck's other sections. */
function withoutOutline(lines: Line[], titles: string[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; ) {
    let j = i;
    while (j < lines.length) {
      const m = OUTLINE_ITEM.exec(lines[j]!.text.replace(/["”]$/, ''));
      if (!m || Number(m[1]) !== j - i + 1 || lines[j]!.text.split(' ').length > OUTLINE_WORDS_MAX + 1) break;
      j++;
    }
    const run = lines.slice(i, j);
    const named = run.filter((l) =>
      titles.some((t) => sharedWords(t, l.text.replace(/^\d{1,2}[.)] /, '')) > 0),
    );
    if (run.length >= 3 && named.length * 2 >= run.length) i = j;
    else out.push(lines[i++]!);
  }
  return out;
}

/** A label before a colon ("Lo que pedimos:", "Unsere Bitte:"). */
const ASK_LEAD_IN = /^([^:\n]{2,70}): (?=\S)/;
/** "The ask:", "THE ASK for leadership:", "Our ask:": a line that says it is the ask. */
const LABELLED_ASK = /^(?:[-*•] )?(?:the |our |closing |final |main )?ask\b[^:\n]{0,60}?\s?: (?=\S)/i;
/** "6. Commercial – NOT PRESENTED. Pricing via the portal only": a section the brief leaves out of the deck. */
const NOT_PRESENTED =
  /^(?:[-*•]\s*)?(?:not presented|not included|not in (?:the )?(?:deck|presentation|slides)|no slide|n\/a)\b/i;
const QUOTED_NAME = /(?<!["“])["“]([^"“”\n]{2,40})["”]/;
const quotedName = (title: string) => QUOTED_NAME.exec(title)?.[1]?.trim();

export function titleOf(heading: string): string {
  let t = withoutSource(
    trimEndSpaced(
      withoutAsides(heading).replace(/^(?:section\s+)?(?:\d{1,2}\.\d{1,2}\.?|\d{1,2}[.)])\s*/i, ''),
      ':-',
    ),
  ).trim();
  if (t.length > 60) t = bullet(t, 60);
  return capital(t);
}

/** Where a heading's own words end and its source begins ("Results as per their report"). */
const SOURCE = /(?:as per|per|from) (?:their|the client'?s|[A-Z][\w-]*['’]s) /g;

/** The heading without a trailing "as per their …" (scanned, not end-anchored: linear). */
function withoutSource(t: string): string {
  for (const m of t.matchAll(SOURCE)) {
    const rest = t.slice(m.index + m[0].length);
    if (m.index > 0 && t[m.index - 1]!.trim() === '' && /^[\w\s]+$/.test(rest))
      return t.slice(0, m.index).trimEnd();
  }
  return t;
}

/** The cells of a table row: split at "|" (spaces around it are the cell's) and at runs of tabs. */
const cells = (text: string) => text.split('|').flatMap((c) => c.trim().split(/\t+/)).length;

/** One row of a series: "Q4 25 - 91.2%", "FY2021: £212.4M", "Q1 2026   780". */
const ROW = /^-?\s?(.{1,30}?)\s{0,2}(?:[-:–|\t]|\s{2})\s{0,2}([+-]?[£$€]?\d[\d,.]*\s?(?:%|[kKmM]|bn)?)$/;

/**
 * A line read as a row of a series. Each run of spaces is first said in at most two characters
 * (a tab, two spaces, or one: the same separator or not), so ROW needs no unbounded runs of
 * spaces, which would backtrack super-linearly on a line of spaces.
 */
const rowOf = (text: string) =>
  ROW.exec(text.trim().replace(/\s+/g, (w) => (w.includes('\t') ? '\t' : w.length > 1 ? '  ' : ' ')));

/**
 * The seam where a section's matter picks its slide type: a series of labelled figures is a metrics
 * slide (a chart once that type exists), any other list a content slide (a table for a grid, a
 * timeline for phases, once those types exist).
 */
export function slideFor(
  s: Section,
  english = true,
  alsoSaid = 'Also in the brief',
  lang: Lang = 'en',
): PlannedSlide {
  if (s.data) return dataSlide(s, s.data, english);
  const own = s.lines.filter((l) => !l.others);
  const rows = own.map((l) => rowOf(l.text)).filter((m): m is RegExpExecArray => Boolean(m));
  const base = { title: s.title, checklistIds: s.checklistIds, required: s.required };
  if (s.said)
    return {
      ...base,
      type: 'statement',
      content: { text: s.said.text, ...(s.said.author ? { author: s.said.author } : {}) },
      notes: [],
    };
  if (rows.length >= 2 && rows.length >= own.length - 1) {
    const shown =
      rows.length > METRICS_MAX_COLUMNS ? [rows[0]!, ...rows.slice(-(METRICS_MAX_COLUMNS - 1))] : rows;
    const said = own.find((l) => !rowOf(l.text));
    return {
      ...base,
      type: 'metrics',
      content: {
        metrics: shown.map((m) => ({ value: m[2]!.trim(), label: m[1]!.trim() })),
        ...(said ? { subtitle: bullet(said.text, 90) } : {}),
      },
      notes:
        rows.length > shown.length
          ? [`The whole series: ${rows.map((m) => `${m[1]} ${m[2]}`).join('; ')}.`]
          : [],
    };
  }
  // "11,2 % bei VitaLink vs. 17,8 % in der Vergleichsgruppe": two figures set against each other.
  const versus = s.lines.length === 1 ? versusMetrics(s.lines[0]!.text) : undefined;
  // A metrics slide draws no line under its figures: its title says what they measure, and whose.
  if (versus && !isAsk(s))
    return {
      ...base,
      title: versus.source ? `${versus.measure} – ${versus.source}` : `${base.title}: ${versus.measure}`,
      type: 'metrics',
      content: { metrics: versus.metrics, subtitle: versus.subtitle },
      notes: [],
    };
  // Two to four labelled figures are metrics: each figure with its label, not a sentence around it.
  const figured = isAsk(s) || s.role === 'next' ? undefined : metricsOfLines(s.lines, readerOf(lang));
  if (figured)
    return {
      ...base,
      type: 'metrics',
      content: { metrics: figured.metrics, ...(figured.subtitle ? { subtitle: figured.subtitle } : {}) },
      // The line beside the figures is said by the presenter: the slide draws figures only.
      notes: figured.subtitle ? [`${alsoSaid}: ${figured.subtitle}.`] : [],
    };
  // A table's header row ("Option | Discovery | … | 3-year total") names columns, and says nothing alone.
  const items = s.lines
    .filter((l) => !(cells(l.text) >= 3 && !/[£$€%]|\d{2,}/.test(l.text)))
    .map((l) => bullet(itemOf(l.text)))
    .filter((t, i, all) => t && all.indexOf(t) === i);
  const takeaway = takeawayOf(s, items);
  if (takeaway) {
    base.title = takeaway.title;
    if (takeaway.said) items.splice(items.indexOf(takeaway.said), 1);
  }
  // Asks the brief numbers keep their numbers, so that each can be answered by its number.
  const shown = items.slice(0, DRAFT_BULLETS_MAX);
  const byNumber = s.lines.length >= 2 && s.lines.every((l) => /^\d{1,2}[.)]\s/.test(l.text.trim()));
  const numbered = isAsk(s) && byNumber ? shown.map((t, k) => `${k + 1}. ${t}`) : shown;
  return {
    ...base,
    type: 'content',
    content: { items: numbered },
    notes:
      items.length > DRAFT_BULLETS_MAX ? [`${alsoSaid}: ${items.slice(DRAFT_BULLETS_MAX).join('; ')}.`] : [],
  };
}

/** A line as a bullet's words: no list marker, and a table row said as its first and last cells. */
function itemOf(text: string): string {
  const t = text
    .replace(/^(?:[-*•]\s+|[a-z]\)\s+|\d{1,2}[.)]\s+)/i, '')
    // "The ask: approve Option A" on the ask's slide: its title says "The ask".
    .replace(/^(?:the )?ask\s*(?:[:=–]|is\b)\s*/i, '')
    .trim();
  const cells = t.split(/\s*\|\s*|\t+|\s{2,}/).filter(Boolean);
  // A before/after row ("Average claim cycle   19 days   8 days") reads as a change.
  if (cells.length === 3) return `${cells[0]}: ${cells[1]} → ${cells[2]}`;
  if (cells.length > 3) return `${cells[0]}: ${cells.at(-1)}`;
  return capital(t);
}

/** How long a line may be to say a data slide's point in its title ("4 straight quarters up"). */
const POINT_CHARS_MAX = 50;
/** A label, a colon and a figure, nothing else: "Subscribers at 31 March 2026: 44,450". */
const LABELLED_FIGURE = /^[^:]{2,60}:\s{0,2}[£$€]?\d+(?:[,.]\d+)*%?\.?$/;

/**
 * A section with data in it: the data's own slide, and the section's other words on theirs. When
 * the data is nearly all of it, the section is the data slide, and a short line beside it (such
 * as "so 4 straight quarters up") says its point in the title.
 */
function withData(s: Section, words: PlanWords): Section[] {
  const runs = dataRuns(s.lines);
  if (!runs.length) return [s];
  const inRuns = runs.reduce((n, r) => n + r.to - r.from, 0);
  const others = s.lines.filter((_, i) => !runs.some((r) => i >= r.from && i < r.to));
  if (runs.length === 1 && others.length <= 1) {
    const said = others[0]?.text;
    // "Subscribers at 31 March 2026: 44,450": a labelled figure is a fact beside the data, no point.
    const fact = said !== undefined && LABELLED_FIGURE.test(said);
    const point =
      s.point ?? (said && said.length <= POINT_CHARS_MAX && !ASK.test(said) && !fact ? said : undefined);
    // A chart is titled by what it measures ("Revenue"), not by the section's name ("Results").
    const named = runs[0]!.data.kind === 'chart' ? seriesName(runs[0]!.lead) : '';
    const whole = named && /^\p{L}/u.test(named) ? named : '';
    const data: Section = {
      ...s,
      data: runs[0]!.data,
      ...(whole ? { title: titleOf(whole) } : {}),
      ...(point ? { point } : {}),
    };
    // A line beside the data that is not its point ("Entscheidung in der Sitzung am 3. Dezember")
    // is a fact of its own: it keeps a slide, never dropped.
    const kept = others.filter((l) => l.text !== point);
    if (!kept.length) return [data];
    // A decision or a date keeps a slide of its own; another fact ("Match funding: £12,000
    // in-kind …") is said in the data slide's notes.
    if (DECIDES.test(`${s.title} ${kept[0]!.text}`) || ASK.test(kept[0]!.text))
      return [
        { ...data, lines: s.lines.filter((l) => !kept.includes(l)) },
        { ...s, lines: kept },
      ];
    return [{ ...data, notes: kept.map((l) => l.text) }];
  }
  if (!inRuns) return [s];
  const out: Section[] = [{ ...s, lines: others, point: undefined }];
  for (const run of runs) {
    const d = dataSection(run, words, s.point);
    // A run led by nothing of its own is the section's.
    out.push(run.lead ? d : { ...d, title: s.title });
  }
  return others.length ? out : out.slice(1);
}

function dataSection(run: Run, words: PlanWords, point?: string): Section {
  const data = run.data;
  // "€ für 2027" of "… Freigabe von 1,2 Mio. € für 2027" is a fragment: a title opens on a word.
  const named = seriesName(run.lead);
  const topic =
    (/^\p{L}/u.test(named) ? named : '') ||
    (data.kind === 'table'
      ? (words.comparison ?? ((w: string) => `${w} comparison`))(data.table.header[0] || 'Options')
      : data.kind === 'steps'
        ? (words.timeline ?? 'Timeline')
        : data.chart.series[0]!.name);
  return {
    title: titleOf(topic),
    lines: [],
    required: false,
    checklistIds: [],
    role: 'data',
    data,
    ...(point ? { point } : {}),
  };
}

/** The slide of a section's data, titled by its point where the brief gives one. */
function dataSlide(s: Section, data: Data, english = true): PlannedSlide {
  const base = { checklistIds: s.checklistIds, required: s.required, notes: s.notes ?? [] };
  const said = s.point ? `${s.title}: ${pointOf(s.point)}` : undefined;
  if (data.kind === 'chart')
    return {
      ...base,
      type: 'chart',
      title: said ?? (english ? chartTitleOf(s.title, data.chart) : s.title),
      content: { chart: data.chart },
    };
  if (data.kind === 'table')
    return { ...base, type: 'table', title: said ?? s.title, content: { table: data.table } };
  return { ...base, type: 'timeline', title: said ?? s.title, content: { steps: data.steps } };
}

/**
 * What a one-series chart's title says rose or fell: its series ("Subscribers (end)" →
 * "Subscribers") when the section's title names something else ("Monthly KPIs").
 */
function measured(topic: string, chart: Chart): string {
  const [only, ...more] = chart.series;
  if (!only || more.length) return topic;
  const open = only.name.lastIndexOf(' (');
  const name = (only.name.endsWith(')') && open > 0 ? only.name.slice(0, open) : only.name).trim();
  const words = (t: string) =>
    t
      .toLowerCase()
      .split(/[^\p{L}\d]+/u)
      .filter((w) => w.length > 2);
  const inTopic = new Set(words(topic));
  return name && (topic === only.name || !words(name).some((w) => inTopic.has(w))) ? name : topic;
}

/** A chart's title: what its one series did, said of the series, else the section's topic. */
function chartTitleOf(topic: string, chart: Chart): string {
  const name = measured(topic, chart);
  const said = chartTitle(name, chart);
  return name !== topic && said !== name ? said : chartTitle(topic, chart);
}

/** "So 4 straight quarters up." → "4 straight quarters up"; "We recommend B." → "we recommend B". */
function pointOf(said: string): string {
  // "- Target: 1,500 installs in 2027" says "target 1,500 installs in 2027": no list mark, no colon.
  const t = trimEndSpaced(
    said
      .replace(/^[-*•]\s+/, '')
      .replace(/^so,?\s+/i, '')
      .replace(/^(\p{L}+):\s/u, '$1 '),
    '.',
  );
  return /^\p{Lu}\p{Ll}/u.test(t) ? t[0]!.toLowerCase() + t.slice(1) : t;
}

/** A line that says the section's point: "Recommendation is Vendor B (Callisto)", "We recommend Option B". */
const POINT_LINE =
  /^(?:the |our )?(recommendation|conclusion|verdict|bottom line|key message)\s*(?:is|:)\s+(\S.{2,59}?)\.?$/i;
const WE_RECOMMEND = /^we recommend\s+(\S.{2,59}?)\.?$/i;
/** Sections whose first short line is their message ("Summary: strong quarter on growth, …"). */
const SUMMARY =
  /^(?:summary|overview|key messages?|headlines?|in short|executive summary|the short version)$/i;
/** A title that says the point: a line, not a paragraph. */
const TAKEAWAY_CHARS_MAX = 70;

/**
 * A title that says the section's point, where the brief gives it: the point it quotes
 * ('the point is "…"'), a line that says the recommendation, or a summary's first short line.
 * The line that said it then leaves the bullets (the title says it).
 */
function takeawayOf(s: Section, items: string[]): { title: string; said?: string } | undefined {
  if (s.point) return { title: `${s.title}: ${pointOf(s.point)}` };
  for (const item of items) {
    const m = POINT_LINE.exec(item);
    const we = WE_RECOMMEND.exec(item);
    const what = m?.[2] ?? we?.[1];
    // A section about something else keeps its name: "The options for …: Option B recommended".
    const title = !what
      ? undefined
      : /\brecommend/i.test(s.title) || !m
        ? m
          ? `${capital(m[1]!.toLowerCase())}: ${what}`
          : `We recommend ${what}`
        : `${s.title}: ${what} ${/^(?:recommendation)$/i.test(m[1]!) ? 'recommended' : ''}`.trim();
    if (title && title.length <= TAKEAWAY_CHARS_MAX && items.length > 1) return { title, said: item };
    if (title && title.length <= TAKEAWAY_CHARS_MAX) return { title };
  }
  const first = items[0];
  // Headline figures listed side by side are each a headline: none is the others' title.
  const parallel = items.every((i) => FIGURE.test(i) || /\d/.test(i));
  if (SUMMARY.test(s.title) && first && first.length <= TAKEAWAY_CHARS_MAX && items.length > 1 && !parallel)
    return { title: first, said: first };
  return undefined;
}

/** A quote's slide, titled in each language the drafter writes. */
const QUOTE_TITLE: Record<string, string> = {
  en: 'In their words',
  fr: 'En leurs mots',
  de: 'In ihren Worten',
  es: 'En sus palabras',
  it: 'Con le loro parole',
  pt: 'Nas palavras deles',
};

/** A section of proof: a case, a reference, a testimonial. */
const CASE = /\b(?:proof|case|testimonials?|references?|références?|referenzen|témoignages?)\b/i;

/** The options a recommendation chooses from ("Options", "Entry options compared", "Varianten"). */
const OPTIONS = /\b(?:options?|alternatives?|scenarios?|choices|varianten|optionen|szenarien|scénarios)\b/i;

interface Said {
  /** Statements the brief asks for in its instructions: after the opening section. */
  asked: Section[];
  /** A recommendation under no heading: after the options. */
  theses: Section[];
  /** Quotes under no heading: before the ask. */
  quotes: Section[];
  /** The line the brief calls its message: where the story starts, after the situation. */
  keys: Section[];
}

/**
 * Quotes, slogans and recommendations out of the sections and loose lines into statement sections:
 * a section that is only that line becomes the statement; otherwise the statement is a section of
 * its own beside it (a slogan before its section, a quote after it).
 */
function saidSections(sections: Section[], loose: Line[], reading: Reading, lang: Lang): Said {
  const quoteTitle = QUOTE_TITLE[lang] ?? QUOTE_TITLE.en!;
  const seen = new Set<string>();
  const section = (title: string, line: Line | undefined, said: Quote): Section => {
    seen.add(said.text.toLowerCase());
    return { title, lines: line ? [line] : [], required: false, checklistIds: [], role: 'said', said };
  };
  for (const s of [...sections]) {
    // Another organisation's case keeps its quote: the quote is its proof.
    if (s.data || CASE.test(s.title) || s.lines.some((l) => l.others)) continue;
    // A quote or a slogan is never the ask: it leaves the ask's slide, which stays the ask.
    const asks = s.role === 'ask' || isAsk(s);
    for (const [k, l] of [...s.lines].entries()) {
      if (l.others) continue;
      const q = quoteOf(l.text, s.lines[k - 1]?.text, reading.text);
      const key = l.key ? keyStatement(l.text) : undefined;
      // The message titles its own slide: no second slide under the section's name.
      const st = q ? undefined : key ? { text: key, label: key } : statementOf(l.text);
      if (!q && !st) continue;
      if (st && !st.label) continue;
      const said: Quote = q ?? { text: st!.text };
      if (asks && s.lines.length === 1) continue;
      if (s.lines.length === 1) {
        s.role = 'said';
        s.said = said;
        seen.add(said.text.toLowerCase());
        continue;
      }
      s.lines.splice(s.lines.indexOf(l), 1);
      const own = section(q ? quoteTitle : st!.label, l, said);
      // Out of the ask or the last section, it goes before it: the deck never ends on a quote.
      const after = q && !asks && sections.indexOf(s) < sections.length - 1;
      sections.splice(sections.indexOf(s) + (after ? 1 : 0), 0, own);
    }
  }
  const out: Said = { asked: [], theses: [], quotes: [], keys: [] };
  // "His quote: …" names whom by the line before it in the brief.
  const before = new Map<string, string>();
  for (const b of reading.blocks)
    for (const [k, l] of b.lines.entries()) if (k) before.set(l.text, b.lines[k - 1]!.text);
  for (const l of [...loose]) {
    if (l.others) continue;
    const q = quoteOf(l.text, before.get(l.text), reading.text);
    const key = l.key ? keyStatement(l.text) : undefined;
    const st = q ? undefined : key ? { text: key, label: '' } : statementOf(l.text);
    if (!q && !st) continue;
    loose.splice(loose.indexOf(l), 1);
    if (q) out.quotes.push(section(quoteTitle, l, q));
    // The message the brief names opens the story, after the opening section.
    else if (key) out.keys.push(section(key, l, { text: key }));
    else out.theses.push(section(st!.label || thesisTitle(l.text), l, { text: st!.text }));
  }
  for (const text of askedStatements(reading.instructions))
    if (!seen.has(text.toLowerCase())) out.asked.push(section(text, undefined, { text }));
  return out;
}

/** "Recommendation: …" → "Recommendation"; "Wir empfehlen …" → "Empfehlung". */
function thesisTitle(text: string): string {
  if (/empfehl/i.test(text)) return 'Empfehlung';
  if (/recommand/i.test(text)) return 'Notre recommandation';
  return 'Our recommendation';
}

/** The body with the statements in their places. */
function placeSaid(body: Section[], said: Said): Section[] {
  const out = [...body];
  if (said.asked.length) out.splice(Math.min(1, out.length), 0, ...said.asked);
  out.unshift(...said.keys);
  if (said.theses.length) {
    const options = out.findIndex((s) => OPTIONS.test(s.title));
    const at = options >= 0 ? options + 1 : out.length;
    out.splice(at, 0, ...said.theses);
  }
  // A quote follows the section that names who said it ("Meet the team"), else closes the story.
  for (const q of said.quotes) {
    const who = q.said?.author?.split(/[\s,]/)[0];
    const at = who ? out.findIndex((s) => s.lines.some((l) => l.text.includes(who))) : -1;
    out.splice(at >= 0 ? at + 1 : out.length, 0, q);
  }
  return out;
}

/** A form's title line in capitals before a dash: "APPLICATION – Community Innovation Fund, Round 7". */
const FORM_TITLE = /^\p{Lu}{4,}(?: \p{Lu}{2,}){0,3}\s?[–—:-]\s/u;
/** A form's field: "Applicant: …", "Company no.: …", "Amount requested: £75,000 over 24 months". */
const FORM_FIELD =
  /^(?:applicant|organisation|organization|company(?: no\.?| number)?|charity(?: no\.?| number)?|registered (?:no\.?|number)|reference|ref\.?|project(?: title| name)?|programme|fund|round|amount requested|grant requested|contact|email|phone|website|date submitted|submitted by)\s?:\s/i;

/** A line of a form's header: its title, or a field whose figures another section already says. */
function isFormField(text: string, said: string): boolean {
  const t = text.replace(/^[-*•]\s+/, '').trim();
  if (FORM_TITLE.test(t)) return true;
  if (!FORM_FIELD.test(t)) return false;
  const figures = t.match(/[£$€]\s?\d[\d,.]*/g) ?? [];
  return figures.every((f) => said.includes(f));
}

/** A section of the people who do the work. */
const TEAM = /\b(?:team|people|who['’]?s who|équipe|mannschaft|equipo|squadra)\b/i;
/** "Dr. Meera Iyer – Head of Autonomy", "Zhang Wei (张伟) – Software Lead": a person and a role. */
const PERSON_LINE =
  /^(?:[-*•]\s)?(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s)?\p{Lu}[\p{L}'’-]{1,20}(?:\s\p{Lu}[\p{L}'’-]{1,20}){1,3}(?:\s\([^()\n]{1,30}\))?\s[–—-]\s\S/u;

/** Counts in words, which name no topic a line and a section could share. */
const COUNT_WORDS =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|deux|trois|quatre|cinq|zwei|drei|vier|fünf)\b/gi;
