import type { DeckKind } from '../../vocabulary';
import type { BodyKey } from '../kinds';

/**
 * Everything the drafter writes itself, and the words it reads a brief by, in one language. A
 * locale is data: adding a language is adding one object of this type (locales/index.ts), and the
 * type system names any key it lacks.
 *
 * Word lists are space-separated, lower case. In languages that inflect, an entry ending in "*" is
 * a stem ("objecti*" is "objectif", "objectifs"), one starting with "*" a word's tail ("*ziel" is
 * German's "Umsatzziel"); English lists match whole words only.
 */
export interface Locale {
  /** Frequent words of the language that its neighbours rarely write: how a brief's language is told. */
  stopwords: string;
  /** Elided articles and pronouns glued to the next word ("l'", "d'", "dell'"), dropped before matching. */
  elisions?: string[];
  /** Nouns are written with a capital (German): case says nothing about a word being a name. */
  nounsCapitalised?: boolean;

  /** The deck's own words: its kinds and their sections. */
  kinds: KindWords;
  agenda: string;
  /** The title of a plan's steps drawn as a timeline ("Timeline", "Zeitplan"). */
  timeline: string;
  /** The title of the ask's own slide ("The ask", "Lo que pedimos"). */
  askTitle: string;
  /** The speaker notes' marks before a doubted figure and one the brief keeps off the slides. */
  toVerify: string;
  keptOff: string;
  thanks: {
    title: string;
    mainText: string /** The closing slide's line when there is no client. */;
    noClient: string;
    /** The closing slide's line when the brief wants no thanks but its contact page ("Contact"). */
    contact: string;
  };
  /** "Pitch for Acme": a kind of deck and whom it is for, the title slide's subtitle. */
  forClient: (label: string, client: string) => string;
  /** "For Fern Adeyemi and Ruairí Gallagher": the cover's subtitle when the brief says who is in the room. */
  forAudience: (who: string) => string;
  /** A section that goes on on a second slide. */
  continued: (title: string) => string;
  /** A table of options titled by what its first column names: "Plan comparison". */
  comparisonOf: (what: string) => string;
  /** How the notes lead in to what a list left off its slide. */
  alsoSaid: string;
  /** How a slide's takeaway title is said ("Revenue rose from A to B in 2025"). */
  takeaways: TakeawayWords;
  /** A slide added when more slides are asked for than the sources fill. */
  discussion: { title: string; prompt: string };
  /** How notes name where a slide's text came from. */
  sources: { brief: string; request: string; yourRequest: string; otherSlides: string };
  /** "a, b and c". */
  and: string;
  notes: NoteWords;
  /** What the chat says about the draft. */
  summary: SummaryWords;

  /** The words a brief's sentences are read by. */
  read: ReadingWords;

  /** The word classes by which a line is admitted to a slide, or kept off it as talk (admit.ts). */
  admit: AdmitWords;
}

/**
 * Closed word classes, not phrasings: a line that speaks as "I", speaks to the team, or names the
 * deck itself is talk about the deck, never its matter. Lists as the others (lower case, "*" stems).
 */
interface AdmitWords {
  /** The speaker notes' mark before a line the gate kept off the slides ("Kept off the slides"). */
  keptOff: string;
  /** The writer as "I": first person singular pronouns and possessives ("i", "me", "my"; "j'", "moi"). */
  speaker: string;
  /** The team spoken to: second person and the words of a request ("you", "please"; "bitte"). */
  addressee: string;
  /** Requests of more than one word ("por favor", "per favore"). */
  requests: string[];
  /** Second person that only its capital tells, mid-sentence ("Sie", "Ihnen"; Italian's "Lei"), as written. */
  addresseeCapital?: string;
  /**
   * The client speaking as itself ("we", "our"): a line that does, with figures, is the client's
   * matter even when its writer slips in a "my" ("started by my grandad in 1971, we have 9 shops").
   */
  we: string;
  /** Third-person possessives: "their IR presentation" is another's deck, not this one. */
  theirs: string;
  /** Words naming the deck itself wherever they stand ("slides", "presentation", "Folien"). */
  deck: string;
  /**
   * Phrases that name the deck's make-up when they open a line ("tone", "running order",
   * "sections", "niet opnemen"): a line opening on one and giving no figure, or set as "Tone: …".
   */
  deckLead: string[];
  /** Where files are shared ("shared drive", "gedeelde schijf"): a line pointing there is talk. */
  storage: string[];
  /** A table's column heads that name who does an action (lower case): with initials under them, the table is the team's action log. */
  owners: string;
  /** Replies and interjections that open a chat message ("yes", "yep", "sorry"). */
  replies: string;
}

type SectionWords<S> = S extends 'comparison'
  ? { title: string; sides: [string, string] }
  : S extends 'figures'
    ? { title: string }
    : { title: string; prompt: string };

type KindWords = {
  [K in DeckKind]: { label: string; sections: { [S in BodyKey<K>]: SectionWords<S> } };
};

interface NoteWords {
  /** Where a slide drawn from a document comes from ("Drawn from report.pdf."). */
  drawnFrom: (sources: string) => string;
  welcome: (title: string) => string;
  agenda: (parts: number) => string;
  figures: (figures: string) => string;
  comparison: string;
  replacePrompt: string;
  /** The lead of the sentences a slide's points shorten, said whole for the presenter. */
  inFull: string;
  /** The closing slide. */
  thanks: (slide: NotedSlide) => string;
  /** A slide the fit rule split off another. */
  continued: (slide: NotedSlide) => string;
}

interface NotedSlide {
  type: string;
  title: string;
  content: { items?: string[]; mainText?: string; highlightText?: string };
}

interface SummaryWords {
  /** The source list's "from the brief and report.pdf". */
  from: (sources: string) => string;
  /** When nothing but the request was there to draft from. */
  fromRequest: string;
  draft: (label: string, slides: number, source: string, titles: string) => string;
  agencyName: string;
  date: string;
  /** The title slide's details still missing. */
  missing: (details: string, several: boolean) => string;
  /** Figures the brief doubts, put in the speaker notes to verify. */
  doubted: (n: number) => string;
  /** Checklist items the draft's slides answer. */
  ticked: (n: number) => string;
  /** Slide text the figure check removed. */
  removed: (list: string) => string;
  /** Lines with figures the admission gate kept off the slides, put in their speaker notes. */
  keptOffSlides: (list: string) => string;
  /** A deck shorter than asked: "about 12" asked, the slides it has matter for. */
  shorter: (asked: string, have: number) => string;
  /** "about 12": a length asked for as a range. */
  about: (n: number) => string;
  /** Sections asked for that the brief says nothing about: no slide made for them. */
  nothingOn: (sections: string, several: boolean) => string;
  /** The brief asks for the deck in another language, which drafting without a model cannot write. */
  untranslated: (asked: string, own: string) => string;
}

/** What a sentence is about, for the section it goes to. */
export type CueTopic = 'problem' | 'goals' | 'approach' | 'next';

export interface ReadingWords {
  /**
   * Phrases that say the brief's ask ("Lo que pedimos:", "Unsere Bitte:"), lower case, whole words;
   * English's are the drafter's own ASK rule.
   */
  asks: string[];
  /**
   * Phrases (lower case, whole words) that make a sentence the brief's ask when it also gives a
   * figure or a date: "approve", "amount requested", "Entscheidung", "décision".
   */
  askWords: string[];
  /**
   * Phrases after which a brief says who is in the room ("their side is Fern Adeyemi"), and the
   * meeting when a date follows ("vor dem Lenkungsausschuss am 3. Dezember 2026"), lower case.
   */
  room: { who: string[]; meeting: string[] };
  /**
   * Words (lower case, without accents; a word's start is enough) that make an address on the line
   * or the line above the contact for the closing slide: "contacts for last slide", "Kontakt".
   */
  contact: string[];
  /**
   * A brief's running order: phrases (whole words, lower case, accents aside) that make a short
   * line ending in ":" over a list the deck's order ("running order from Dan's email:", "Orden q
   * quiere Marta:"), and the items that name its cover ("title", "portada").
   */
  /**
   * `named`: the leads that can only name the deck's order ("running order", "sections"), after
   * which three items said with commas are one; after the others ("the story: a, b, c") it takes more.
   */
  runningOrder: { leads: string[]; cover: string[]; named?: string[] };
  /**
   * What gives the deck's title to the team before it is quoted ("working title", "Arbeitstitel"):
   * the quoted title is the cover's (./statedTitle.ts). Lower case, accents aside.
   */
  titleLeads: string[];
  /**
   * Words for the brief's own papers that end a mail's subject ("Q3 investor update numbers",
   * "… brief"): not the deck's title. Lower case.
   */
  briefNouns: string[];
  /**
   * What says a quoted line is to be said word for word, or on a slide of its own ('"The board is
   * asked to approve £340,000." exactly that please'): the quote is then the matter, and the rest
   * of the line the team's.
   */
  verbatim: string[];
  /**
   * Labels of a brief's header about the meeting, not the deck's matter ("Presenting:", "Panel:",
   * "Date:", "Venue:"): a line led by one, the whole label, is never a slide's. Lower case, accents aside.
   */
  meetingLabels: string[];
  /** Cue words of each section's sentences. */
  cues: Record<CueTopic, string>;
  /** Months and quarters: a date says when, which any statement may (a cue of "next" worth half). */
  dates: string;
  /** Words a date sets between its day, month and year ("14 de enero de 2027"), lower case. */
  dateJoin: string[];
  /** Nouns that name the deck itself at a sentence's start ("Quarterly review of Q3 for the board"). */
  frames: string;
  /** Words before such a noun that make the sentence about the deck's matter ("After the workshop…"). */
  notFraming: string;
  /** What names a kind of deck outright, and what only hints at it (phrases of whole words). */
  kinds: Record<DeckKind, { names: string[]; hints: string[] }>;
  /** Contrasts: "X instead of Y" (true: the second part is the before), "X versus Y". */
  contrasts: [string, boolean][];
  /** "from X to Y". */
  fromTo: [string, string];
  /** Words that say a change, not what changes ("growth" in "MRR growth from … to …"). */
  changes: string;
  subjectStops: string;
  /** Words too common to say two statements are about the same thing. */
  common: string;

  /** Joined statements: "A; B", "A, and B". */
  clauses: string[];
  /**
   * Statements joined without a comma ("…stagnent et la marque reste…", not in English): split
   * only where no list or detail reads better, and not before the words of `notAfter` (an
   * infinitive's "de", "à": "doubler les ventes et d'atteindre…" is one aim).
   */
  joined?: {
    separators: string[];
    notAfter: string;
    /** A second part whose last but one word is this ("… und die Rate auf 2,5 % zu steigern") is no statement. */
    infinitive?: string;
  };
  /** Details hung on a statement: ", starting with ", ", with ". */
  details: string[];
  /** "and" leading a list's last item (with its space). */
  listAnd: string[];
  /** The last item of a list joined without a comma ("a, b et c") is two items (not in English). */
  lastItemJoined: boolean;
  /** Numbered steps: "phase 1 …" reads "Phase 1: …". */
  steps: string;
  /** A colon as the language sets it (French: a no-break space before it); ": " when absent. */
  colon?: string;
  /** Abbreviations whose full stop ends no sentence ("Mio." in "4,2 Mio. Euro"), lower case, without it. */
  abbreviations?: string;
  /**
   * Headings' own words: `plain` ones any heading may use ("Why we meet": not a cue of the
   * approach), and words that place a heading's lines ("why" asks for the situation; a brief's
   * "agenda" or "schedule" is how the work will run).
   */
  headings?: { plain: string; problem: string; approach: string };
  /** A brief sent as an email: greetings and sign-offs, and the words naming the brief itself. */
  asides?: { greetings: string; brief: string };
  /** Words that open a statement, not a label ("We propose a 12-week programme: …"). */
  subjects?: string;
  /** How a brief bans or places the deck's own slides ("no thank-you slide", "start with the problem"). */
  shape: ShapeWords;

  figures: FigureWords;
  /** How a brief corrects a figure in a later line or message than the one that said it. */
  corrections: CorrectionCues;
}

/**
 * The words by which a later line or message corrects a figure said before, lower case and whole
 * (dashes, colons and commas read as spaces): "no - 8,900 was capacity … use 8,450", "not 8,900,
 * 8,450", "8,900 is wrong, it's 8,450", "correction: 8,450 not 8,900".
 */
export interface CorrectionCues {
  /** What opens a message that takes back a figure said before ("no"). */
  no: string[];
  /** What the taken-back figure was instead ("was" capacity). */
  was: string[];
  /** The words before the figure to take ("use", "go with"). */
  use: string[];
  /** "not" 8,900. */
  not: string[];
  /** "8,900 is wrong". */
  wrong: string[];
  /** "it's" 8,450. */
  itIs: string[];
  /** "correction": 8,450 not 8,900. */
  correction: string[];
  /** The ask is "now" £1.15m, NOT the £1.2m in Tomás's note (a language without them reads none). */
  now?: string[];
  /** Correction: 1.86m litres – "the" 1.9m was rounded (the old figure named after the new one). */
  the?: string[];
}

/**
 * Phrases (lower case, whole words, hyphens and quotes read as spaces) by which a brief shapes
 * the deck: a sentence with a word of `not` and a phrase of `closing` bans the closing slide.
 */
export interface ShapeWords {
  not: string;
  closing: string[];
  agenda: string[];
  /** "start with": the slide named after it opens the deck. */
  start: string[];
  /** "end with", "last slide": the brief's own closer, so no closing slide; the one named after it goes last. */
  end: string[];
}

interface FigureWords {
  /** Nouns that name a figure well. */
  metricNouns: string;
  labelStops: string;
  /** What a bare number counts ("6 months"): part of its value. */
  counted: string;
  /** Words that join a label's words ("time on manual reporting"). */
  joins: string;
  /** Words between a label and its figure ("spends", "is"). */
  links: string;
  /** Words skipped after a figure before its label ("of its"). */
  skip: string;
  /** "fell from 3.1% to 2.4%": the verbs of a change whose figure is where it went. */
  went: string;
  months: string;
  /** Words that open a clause and are no part of its context ("and", "but"), with their space. */
  leads: string[];
  /** Words that say a measure grows ("growth"): the measure is the noun before them ("MRR growth"). */
  growth: string;
  /** Verbs that act on a measure ("cut time by 70%", "approve $800k"): never its label. */
  actions?: string;
  /** Words after a sum that say what it is for ("approve $800k for the mid-market tier"). */
  purpose?: string;
  /** Words written after a number that belong to its value ("M", "Mio.", "millions"), as written (not in English). */
  magnitudes?: string;
  /** Currencies written as words after a number ("euros", "EUR"), as written. */
  currencyWords?: string;
  /** What joins a magnitude to its currency ("3,6 milhões de euros"). */
  currencyJoin?: string;
}

/** How a takeaway is said in one language; word lists are space-separated, lower case, "*" ends a stem. */
export interface TakeawayWords {
  /** "Revenue rose from A to B in 2025": `tail` is already said ("since 2023", "in 2025") or empty. */
  change: (label: string, a: string, b: string, up: boolean, tail: string) => string;
  /** "Attendance doubled from A to B": only where B is at least twice A. */
  doubled?: (label: string, a: string, b: string, tail: string) => string;
  since: (year: string) => string;
  /** "Largest share: Paid social, £84,000": the category a bar chart leads with. */
  largest: (category: string, value: string) => string;
  in: (period: string) => string;
  /** A point with one of these words and a figure states a change. */
  changes: string;
  /** "from A to B" (both said, with two figures): a change too. */
  fromTo?: [string, string];
  /** A title never opens on these (the writer's pronouns, "so"). */
  openers: string;
  /**
   * Phrases that tie a sentence to the one before, set off by a comma ("En revanche, le coût…"):
   * a title goes without them. None in German or Dutch, where the verb would then stand wrong.
   */
  connectives: string[];
  /** Words that open a part of a sentence, never a whole one ("up 18% on Q2", "en hausse de"). */
  fragments: string;
  /** Nor ends on these: a sentence cut before its end. */
  ends: string;
  /** "Installs by country": what a table measures is said before these. */
  by: string;
  /** Words that say a measure's course, not the measure ("trend", "Entwicklung"). */
  trend: string;
  /** Words that make a figure a plan, not a result ("target", "Prognose"): it did not rise. */
  plans: string;
  /** A table's row of totals. */
  total: string;
}
