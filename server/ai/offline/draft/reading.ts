import type { ChecklistItem } from '../../../../common/schemas/presentations';
import { cellsOf, isPeriod } from '../../../../common/slides/readData';
import { plainBrief } from '../../../documents/markdownInline';
import { withoutPdfFurniture } from '../../../documents/pastedPdf';
import { isAbbreviationDot, joinWrappedLines, runOnClauses } from '../../../lib/sentenceBreaks';
import { LEGAL_FORM } from './contacts';
import {
  figuresSaid,
  labelCorrection,
  laterCorrection,
  type MovedMonth,
  movedDate,
  movedIn,
  movedMonth,
  restatedPeriods,
  saidThenCorrected,
  selfCorrection,
  takesBackLabel,
  withRestatedPeriod,
} from './corrections';
import { formFurniture, withoutGuidance } from './formFields';
import { frenchFigures, isRecording } from './frenchSpoken';
import { withInlineHeadings } from './inlineHeadings';
import { inOtherLanguage, opensOnLanguage } from './language';
import { type Lang, LOCALES } from './locales';
import { plainOldDeck } from './oldDeck';
import { withDelimitedGrids } from './pasted';
import { plainQuestionnaire } from './questionnaire';
import { MEETING_MOVED, meetingItself } from './room';
import {
  closingSection,
  inlineRunningOrder,
  listedOrder,
  runningOrderAt,
  withoutYears,
} from './runningOrder';
import { type Shape, shapeOf } from './shape';
import { PERSON } from './slideMatter';
import { isSpoken, spokenContacts, spokenFigures, withoutRepeats } from './spoken';
import { SUBTITLE_WORDS, statedSubtitle, statedTitle, subjectTitle, verbatimQuote } from './statedTitle';
import {
  CORRECTS,
  chatSaid,
  EMOJI_CODE,
  FIRST_PUT,
  KEPT_OFF_ASIDE,
  keptOffLabel,
  keptOffRule,
  MINUTED,
  MINUTES_HEADING,
  MINUTES_LINE,
  NOT_FIGURE,
  NOWHERE,
  NOWHERE_AT_ALL,
  ORDER_TO_TEAM,
  OTHERS_CUES,
  SAYS_THEIRS,
  TALK_TO_TEAM,
  TENDER_ADMIN,
  tenderOf,
  WITHDRAWN,
} from './talk';
import { trimEnd, trimEndSpaced, unaccented, withoutAsides } from './text';
import { plainTicket } from './ticketMarkup';
import {
  attendeesOf,
  headingSaid,
  quoteSaid,
  sendersOf,
  toTheTeam,
  withoutSender,
  withoutSlidePointer,
  withoutSpeakerAsides,
} from './toTheTeam';
import { withoutTakenBackAmount, withoutTakenBackDate, withoutWorkings } from './workings';

/**
 * The first pass of a draft: the brief read as a person reads it, before anything is written.
 * Chat lines, greetings, signatures and forwarded-mail headers are dropped; instructions about the
 * deck (its length, its tone, its colours) are taken as instructions; figures the brief doubts or
 * asks to keep off the slides are set aside for the speaker notes; another organisation's figures
 * are marked as theirs; and the sections the brief names (its headings, "a proper slide on risks",
 * the checklist's unticked items) become the deck's required slides. These are rules, and honest
 * about it: a line they cannot place stays where it was, as the brief's own words.
 */

export interface Reading {
  /** The brief's matter: only the lines and sentences a slide may say, in the brief's order. */
  text: string;
  /** The same matter in blocks: the lines under each heading (or lead-in) of the brief. */
  blocks: Block[];
  /** The length asked for: "max 10 slides", "about 12", "exactly 12", "8-10 slides" (the last said wins). */
  length?: Length;
  /** Instructions about the deck, read and kept off the slides ("keep it punchy", "use their navy"). */
  instructions: string[];
  /** Sentences whose figures the brief doubts: notes only, marked "To verify". */
  doubted: string[];
  /** Sentences the brief asks to keep off the slides (and which it does not doubt). */
  withheld: string[];
  /** What the brief says must not be mentioned at all ("don't mention the leak"): nowhere, notes included. */
  unsaid: string[];
  /** Sections the brief asks for, in its order: its headings, the slides it requests, the checklist's items. */
  named: Named[];
  /** The document's own title on its first line ("Acme – Q2 Board Update"), when the deck has none. */
  title?: string;
  /** What the brief's mail is about, from its subject line, without reply marks and deck words. */
  subject?: string;
  /** The title the brief gives the deck in so many words ('working title "…"'), for the cover. */
  statedTitle?: string;
  /** The cover's second line as the brief gives it beside the title ('subtitle "…"'). */
  statedSubtitle?: string;
  /** When and to whom the deck is shown ("Range review meeting 20 January 2026"), said off the slides. */
  occasion?: string;
  /** The meeting the deck is for, as its cover says it ("Board meeting, 10 Dec 2026"). */
  meeting?: string;
  /** Who presents, when the brief says so in a field of its own ("Bidder: Tessellate Digital Ltd"). */
  presenter?: string;
  /** Who speaks to the deck, as the brief names them ("Presented by Dr Nia Pryce, Chair"): the cover's. */
  speaker?: string;
  /** The label of the brief's own box for the cover ("Cover"), which the title slide answers. */
  cover?: string;
  /** The checklist's item for the cover, which the title slide ticks. */
  coverChecklistId?: string;
  /** The brief asks for the checklist's slides in its order ("one slide per item, in this order"). */
  checklistInOrder?: boolean;
  /** Headings over notes for the team ("Who's who"): no section, but the brief's structure all the same. */
  teamHeadings?: number;
  /** The deck's own slides as the brief bans or places them ("no thank-you slide", "end with the ask"). */
  shape?: Shape;
}

export interface Block {
  heading?: string;
  /** A part of the story the brief sets out for the deck ("Story we want: 1. … 6."), in its order. */
  outline?: true;
  /** A lead-in to a list ("risks from their register:"), which ends with its list. */
  lead?: boolean;
  lines: Line[];
  /** The point the brief says its matter makes ('the point is "flat for five years"'): a title. */
  point?: string;
  /** An action table of minutes ("| # | Action | Owner | Due |"): the deck's next steps, if enough stay. */
  actions?: true;
}

export interface Line {
  text: string;
  /** Another organisation's figures (a case study, a competitor, a benchmark): never the client's. */
  others: boolean;
  /** The sentence that led in to it, when one did ("Group food sales (financial years ending January):"). */
  lead?: string;
  /** The brief calls it the line to remember ("That's the killer stat"): a statement slide. */
  key?: true;
}

export interface Length {
  min: number;
  max: number;
}

export interface Named {
  title: string;
  from: 'heading' | 'request' | 'checklist';
  checklistId?: string;
  /**
   * Named in a running order ("running order from Dan's email:"): a section the plan cannot find
   * under that name may be said under another, so no reply claims the brief is silent on it.
   */
  ordered?: true;
}

// "Hannah (Acme)  09:30": a guest's organisation in brackets after the name.
const SPEAKER_LINE =
  /^[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,3}(?: \([^()\n]{1,40}\))?\s+\d{1,2}[:.]\d{2}(?:\s*[AaPp]\.?[Mm]\.?)?$/;
/** "Ollie: …", "Priyanka (Ops): …": who speaks, with the role a chat may give in brackets. */
// (A name in any script, accents included: "Inès :", "Σοφία Παππά:".)
const SPEAKER_PREFIX =
  /^-?\s*(\p{Lu}[\p{L}\p{M}\d'’.-]*(?: \p{Lu}[\p{L}\p{M}\d'’.-]*| \d{1,3})?)(?: \([^()\n]{1,24}\))?\s?:(?:\s+|$)/u;
const TIME_PREFIX = /^\[?\d{1,2}:\d{2}(?:\s*[AaPp][Mm])?\]?\s*/;
const NAME_TIME_PREFIX =
  /^[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,2}\s*\[\d{1,2}:\d{2}(?:\s*[AaPp][Mm])?\]\s*:?\s*/;
const MAIL_HEADER =
  /^(?:from|to|sent|date|subject|cc|bcc|reply-to|von|an|gesendet|datum|betreff|de|à|envoyé|objet|date|asunto|para|enviado|fecha|oggetto|inviato|assunto|enviada)\s*:/i;
const MAIL_SUBJECT = /^(?:subject|betreff|objet|asunto|oggetto|assunto|onderwerp)\s?:\s?(\S.{0,160})$/i;
// A rule, or a rule with words in it ("-----Original Message-----", "--- end ---").
const SEPARATOR = /^(?:[-_=*]{3,}|[-=]{3,} ?[^-=]{1,60}[-=]{3,}|begin forwarded message:?)$/i;
const DISCLAIMER =
  /\b(?:confidential|intended (?:solely|only) for|intended recipient|received (?:it|this) in error|registered in (?:england|scotland|wales)|registered (?:society|charity|office)|charity (?:no|number)|company (?:no|number)|my working days|outside (?:of )?your (?:own )?working hours|vertraulich|destinataire|pièces jointes sont confidentiels?|avant d'imprimer|sent from my|sent from (?:outlook|mail|yahoo mail|gmail) for|envoyé de mon|von meinem (?:iphone|ipad|smartphone)|registergericht|sitz der gesellschaft|geschäftsführer:|\bhrb \d)\b/i;
const GREETING =
  /^(?:hi|hello|hey|dear|morning|good morning|good afternoon|afternoon|hiya|bonjour|bonsoir|salut|cher|chère|chers|moin|hallo|servus|guten morgen|guten tag|sehr geehrte[rs]?|liebe[rs]?|ciao|hola|buenos días|buenas(?: tardes)?|querid[oa]s?|estimad[oa]s?|buongiorno|buonasera|salve|bom dia|boa tarde|boa noite|olá|oi|coucou|hoi|goedemorgen|goedemiddag)\b[^.!?\n]{0,30}?(?:[,!:.]|\s[-–—](?=\s)|$)\s*/i;
/**
 * The marks Word prints beside a document's tracked changes, in the languages it shows them in:
 * "Deleted: £84,000", "Formatted: Highlight", "Field Code Changed", "Moved (insertion) [1]".
 */
const TRACK_MARK =
  /^(?:deleted|formatted|gelöscht|formatiert|supprimé|mis en forme|eliminado|con formato|eliminato|formattato|verwijderd|opgemaakt|excluído|formatado)\s?:|^(?:field code changed|moved \((?:insertion|deletion)\)(?:\s\[\d{1,3}\])?(?:\s(?:end|start))?$)/i;
/** A margin comment as Word pastes it, with its author's initials: "[Comment JS5]:", "Commented [RM1]:". */
const WORD_COMMENT =
  /^\[?(?:[Cc]omment(?:ed)?|Kommentar|Commentaire|Comentario|Commento|Opmerking)\s?\[?[A-Z]{1,4}\d{1,3}\]\s?:/;
/** A line of an action log: who owns it and when it is due ("— Owner: HC — Due: Fri 27 Nov 2026"). */
const ACTION_LINE =
  /\b(?:owner|verantwortlich|responsable|eigenaar)\s?:\s?\S.{0,40}\b(?:due|fällig|échéance|plazo|deadline)\s?:/i;
/** "Inserted: £86,500": what a tracked change put in. */
const INSERTED = /^(?:inserted|eingefügt|inséré|insertado|inserito|ingevoegd|inserido)\s?:\s?/i;
/** An insertion is said in place, with its deletion struck through, within this many lines above. */
const INSERTED_LOOKBACK = 3;
/** A line that says only the name, in any case and with or without its legal form ("Ltd"). */
function isName(line: string, name: string): boolean {
  const bare = (s: string) =>
    s
      .replace(/(?<![.,:;])[.,:;]{1,3}$/, '')
      .trim()
      .replace(LEGAL_FORM, '')
      .toLowerCase();
  return bare(line) === bare(name);
}
/** "Don't put it in", "leave them out", "No lo pongáis": a withholding of what was just said. */
const POINTS_BACK =
  /\b(?:(?:only|just) in the notes|nur in (?:die|den) notizen|(?:don['’]?t|do not) (?:put|use|show|quote|mention|include|share) (?:it|them|(?=anywhere\b))|leave (?:it|them) (?:out|off)|no (?:lo|la|los|las) (?:pongas|pongáis|ponga|pongan|incluyas|incluyáis|muestres|mostréis|uses|uséis|menciones|mencionéis))\b/i;
/** "… quoting it yet so not on the slides": a withholding that points back with its pronoun. */
const BACK_PRONOUN = /\b(?:it|them|das|dies|ça|cela|eso|esto|isso|isto|dat|questo)\b/i;
/** "I got that from an old article, no idea if it's still right, tbc": a doubt of what was just said. */
const DOUBT_BACK =
  /\b(?:got (?:that|it) from|(?:that|it)['’]?s? (?:is |was )?(?:still )?(?:right|correct|accurate)|check (?:that|it)\b)/i;
/** "EDIT 16:40 –", "Update 09:12:", "UPD:": a note added to the notes later. */
const EDIT_MARK = /^(?:edit(?:ed)?|update|upd)(?:\s\d{1,2}[:./]\d{2})?\s?[–—:-]\s/i;
/** "Hope the weekend was good!", "Trust you're well.": a pleasantry after the greeting, one short sentence. */
const PLEASANTRY =
  /^(?:i )?(?:hope|trust) (?:you|you['’]re|you are|all|everyone|the|your)\b[^.!?\n]{0,40}[.!]\s*/i;
/** Greetings in scripts whose letters \\b does not see, then the name and "and" that follow them. */
const SCRIPT_GREETING =
  /^(?:السلام عليكم|مرحبا|صباح الخير|こんにちは|お疲れ様です|你好|안녕하세요|Здравствуйте|Привет)[^,.!?\n]{0,30}?(?:,\s*(?:and\s+)?|[.!]\s*|$)/u;
const SIGN_OFF =
  /^(?:(?:ok(?:ay)?|right|anyway),? )?(?:bye|best|best wishes|cheers|thanks|thank you|many thanks|thanks again|(?:thanks|thank you) (?:so|very) much|thanks a lot|kind regards|regards|warm regards|br|thx|ta|speak soon|cordialement|bien à vous|bien cordialement|merci encore(?: et à bientôt)?|viele grüße|beste grüße|lg|vg|mfg|saluti|un saludo|un abrazo|abrazos|saludos|un cordial saludo|atentamente|amitiés|bises|liebe grüße|herzliche grüße|cordiali saluti|un saluto|grazie(?: mille| ancora| di tutto)?|a presto|buona giornata|abraços|atenciosamente|blessings|every blessing|many blessings|with thanks|all the best|warmly|warm wishes|take care|saludos cordiales|muchas gracias|gracias|besos|hasta pronto|merci|à bientôt|bonne journée|danke|schöne grüße|mit besten grüßen|grüße|groet|groeten|hartelijke groet|vriendelijke groet|met vriendelijke groet)\b[\s,!.]*(?:[A-Z]\w*[\s,!.]*)?$/i;
/** Sign-offs and thanks in scripts \b does not see: "よろしくお願いします。", "谢谢", "감사합니다". */
const SCRIPT_SIGN_OFF =
  /^(?:よろしくお願い(?:します|いたします|致します)|お願いします|ありがとうございます|ありがとう|お疲れ様です|谢谢|謝謝|多谢|감사합니다|고맙습니다|спасибо|شكرا)[\s。．.!！]*$/u;
/** A sentence that only says whose the figures before it are is at most this long. */
const SAYS_THEIRS_WORDS = 10;
/** "Nothing too salesy, it's a partner", "not too formal": the deck's tone, said to the team. */
const TONE_SAID =
  /^(?:(?:and|but|also|oh|plus|so) )?(?:nothing|not|nichts|rien de|nada|niente|niets) (?:too|zu|trop|demasiado|troppo|te) \p{L}{3,20}\b/iu;
const CHATTER =
  /^(?:this message was deleted|you deleted this message|<?(?:media|image|video|audio|sticker|gif|document) omitted>?|on it|lets go|let's go|ok(?:ay)?|kk|lol|haha|yes|yep|nope|thanks(?: so much| a lot| again)?|thx|danke(?: schön| sehr)?|vielen dank|ty|\+1|will do|done|sure|np|noted|got it|sounds good|perfect|vale|perfecto|entendu|alles klar|ja|oui|d'accord|merci(?: mille fois| beaucoup| bien)?|gracias|grazie|obrigad[oa]|\d{1,3} repl(?:y|ies)|joined #[\w-]{1,60}|everything else (?:as before|stays the same|is the same|as is)|rest as before)[\s!.]*$/i;
/** A short deck asked for without a number. */
const SHORT_DECK =
  /\b(?:keep it (?:short|brief|tight)|(?:quick|short) (?:intro )?deck)\b|\b(?:a|quick|short) (?:intro )?deck\b[^.!?\n]{0,60}\b(?:quick|short)\b/i;

/** "we can't do September": the sentence that refuses a date a later one moves. */
const REFUSED = /\b(?:can['’]?t|cannot|won['’]?t|not|no)\b/i;

/** A sentence that corrects the one before it ("No wait, it's …", "Sorry, make that 14"). */
const CORRECTION =
  /^(?:no,? wait|wait,? no|sorry|correction|scratch that|actually,? no)[,:!.]?\s+(?:it['’]?s|it is|make (?:it|that)|that['’]?s)\s+(?=[£$€]?\d)/i;
/** A sentence that talks about correcting what was sent ("typo on my side", "the rest is right"). */
const CORRECTION_TALK =
  /\b(?:correction|typo|my (?:mistake|bad)|the rest (?:is|stays) (?:right|correct|fine|the same|ok|unchanged)|tippfehler|coquille)\b/i;
/** Words a transcript says between its sentences: no matter of a slide ("Yeah, 31.", "What else."). */
const SPOKEN_CHATTER =
  /^(?:(?:yeah|yes|ok(?:ay)?|right|so|um+|uh+|oh|er+|hmm|mm)\b[,.!]?(?: {1,3}|$))*(?:what else|that'?s (?:it|all|the ask))?(?:[\d.,%£$€][\d.,%£$€ ]{0,40})?(?:\s{0,3}(?:obviously|basically|anyway|right|yeah))?[.!?]?$/i;

/**
 * The sentence before a correction, corrected: the clause that gave the figure the correction
 * starts with now says the correction; a bare figure replaces the last one it gave; otherwise
 * the correction stands in its place.
 */
function corrected(before: string, correction: string): string {
  const figure = /[£$€]?\d[\d,.]*%?/.exec(correction)?.[0];
  if (!figure) return capitalFirst(correction);
  // "it's £24.10/kg not 21.40": the old figure, said with its currency before, takes the new one.
  const not = /^([£$€]?)(\d+(?:[,.]\d+)*)\S{0,6} not ([£$€]?\d+(?:[,.]\d+)*)(?![\d,.]*\d)/.exec(correction);
  const old = not && (not[3]!.startsWith(not[1]!) ? not[3]! : not[1]! + not[3]!);
  if (old && before.includes(old)) return before.replace(old, not[1]! + not[2]!);
  const clauses = before.split(', ');
  const at = clauses.findIndex((c) => c.includes(figure));
  if (at >= 0) {
    const c = clauses[at]!;
    clauses[at] = `${c.slice(0, c.indexOf(figure))}${correction}`;
    return clauses.join(', ');
  }
  if (correction === figure) {
    const all = [...before.matchAll(/[£$€]?\d[\d,.]*%?/g)];
    const last = all.at(-1);
    if (last) return `${before.slice(0, last.index)}${figure}${before.slice(last.index + last[0].length)}`;
  }
  return capitalFirst(correction);
}

const capitalFirst = (t: string) => (t ? t[0]!.toUpperCase() + t.slice(1) : t);

/** "towards the the structural work": a word said twice over a filler is said once. */
function withoutStutter(s: string): string {
  const words = s.split(' ');
  return words
    .filter((w, i) => !(i && w && w.toLowerCase() === words[i - 1]!.toLowerCase() && /^\p{Ll}/u.test(w)))
    .join(' ');
}

/** "the landlord there, Maritime Quarter something, said…": a name the speaker did not know. */
const VAGUE =
  /(?:\bsomething(?: like that)?|\bor whatever|whatever (?:it['’]?s|they['’]?re) called|i forget (?:the|his|her|their) name)$/i;

/** A sentence without its clauses that guess at a name: a slide never shows "… something". */
function withoutVague(s: string): string {
  const parts = s.split(', ');
  const kept = parts.filter((p) => !VAGUE.test(trimEnd(p, '.')));
  return kept.length && kept.length < parts.length ? kept.join(', ') : s;
}

/** The message a brief gives in quotes: 'the point is "flat for five years"'. */
const POINT =
  /\bthe (?:point|message|takeaway|headline|story) (?:is|here is|should be|we want is) ?:? ?["“']([^"”'\n]{3,60})["”']/i;
const NO_LETTERS = /^[^\p{L}\p{N}]*$/u;
/** Words that make a sentence an instruction about the deck rather than something to say on it. */
const ABOUT_THE_DECK =
  /\b(?:slides?|deck|punchy|(?:this|it|that|these|them) as an? (?:chart|graph|table|timeline|(?:bar|line|pie) chart)|(?:says?|said|wants?|asked)[,:]? ["“'](?:don['’]t|do not|never|please|make sure|avoid|keep)|walls? of text|textwüsten?|(?:our|their|the client'?s)(?: current| new| old)? logo|logos? (?:small|big|files)|use (?:their|our|the) [\w&' ]{0,24}(?:colou?rs?|navy|burgundy|green|brand|fonts?)|fonts?|navy|burgundy|white space|whoever builds|make it obvious|make sure it'?s|make that crystal clear|keep it (?:short|tight|simple|punchy|sober|formal|professional|light|friendly)|no (?:marketing |sales |corporate )?(?:fluff|jargon|waffle|buzzwords)|plain english|(?:this|it) isn['’]?t a sales pitch|nothing too long|appendix|presentation must|presentation brief|for the (?:design team|designers?)|folien?|diapos?(?:itives?)?|diapositivas?|presentaci[oó]n|presentazione|apresentação|présentation|präsentation|glaze over|in this order|story we discussed|(?:the )?tone (?:should|must|needs to|has to|is to)|el tono (?:debe|tiene)|le ton (?:doit|sera)|der ton (?:soll|muss)|il tono (?:deve|dev['’]essere))\b/i;
const DOUBT =
  /(?:\?\?|\d[,.]*\s*(?:%\s*)?\?(?:\s|$)|\b(?:tbc|to verify|to check|need to check|needs checking|double-check|i think|not sure|unconfirmed|a guess|estimated only|nur geschätzt|noch prüfen|à vérifier|à confirmer|don['’]?t present it as fact|don['’]?t know where|nobody'?s (?:done|checked)|not (?:been )?checked|properly yet|(?:need to |to be )?confirm(?:ed)? with|to be confirmed|[A-Z]{2,3} to (?:confirm|check|verify)|hay que (?:comprobarlo|comprobar|confirmarlo|confirmar|verificarlo|verificar)|por (?:verificar|confirmar|comprobar)|sin confirmar|nicht bestätigt|unbestätigt|non confirmée?s?|not in yet|flag it|provisional|acho eu|não tenho (?:a )?certeza|tenho de confirmar|(?:por|a) confirmar|non sono sicur[oa]|da (?:verificare|confermare)|denk ik|niet zeker|nog (?:te )?(?:checken|controleren|bevestigen))\b|à confirmer|à vérifier|zu prüfen)/i;
const WITHHOLD =
  /\b(?:(?:doesn['’]?t|don['’]?t|does not|do not) want (?:it|that|this|them) (?:discussed|mentioned|shown)|no se (?:enseñan?|muestran?|mencionan?|ponen?)|don['’]?t (?:put|use|quote|show|make a big thing|name|mention|share)|do not (?:use|put|quote|show|name|mention|share)|leave (?:it|that|this|them) (?:out|off)|leave out|(?:keep (?:it|this|that) )?(?:just )?between (?:us|ourselves)|(?:mustn['’]?t|must not|shouldn['’]?t|should not) see|no (?:poner|incluir|mencionar|mostrar)|ne pas (?:mentionner|mettre|montrer)|not in the (?:presentation|deck)|not on the slides?|keep (?:it )?off the slides?|nicht auf die folien?|nicht in die präsentation|nicht in den foliensatz|nur in die notizen|nur in den notizen|only in the notes|just in the notes|pas sur (?:les|la) (?:slides?|diapos?)|ignore the|drop the line|only if there'?s room|no (?:pongas|pongáis|ponga|incluyas|muestres|mostréis|menciones)|não (?:ponhas|ponha|ponham|incluas|inclua|mostres|mostre|menciones|mencione)|(?:só|apenas) nas notas|non (?:mettere|includere|mostrare|menzionare)|solo nelle note|niet (?:opnemen|tonen|noemen)|alleen in de notities|ne (?:mets|mettez|montre|montrez|mentionne|mentionnez) pas|n['’]affiche[sz]? pas|nicht (?:zeigen|erwähnen|aufnehmen))\b|ne l['’]affiche pas|pas à l['’]écran|nicht zeigen/i;
/** Whether a sentence gives another organisation's figures (the cues are talk.ts's table). */
const isOthers = (sentence: string) => OTHERS_CUES.some((re) => re.test(sentence));
/**
 * The small talk of a chat or an email: what the sender says to the team, not to the audience.
 * ("Audience: the board" says who listens; "Audience: 64% aged 18–34" describes them, and
 * "Audience by season: …" counts them: matter.)
 */
const SMALL_TALK =
  /^(?:thanks for|thank you for|sorry its a bit|sorry it'?s a bit|as promised|see below|hope you|let me know|happy to|any questions|so,? that'?s it|that'?s it|sorry|prepared by|(?:proposal |working )?draft\b|brief for|notes for|version \d|draft \d|tone|audience(?=\s?[:=–—-]|\s(?:is|are|will|would|should)\b)(?![^\n]{0,80}\d ?%)|format)\b|^from [A-Z][\w-]+ [A-Z][\w-]+,|\b(?:btw|lol|anyone|anybody|brb|really enjoyed it|pulling [\w\s]{1,40} now)\b/i;
/** The office's small talk ("Kantine 😅", "lunch?"), in a short line: a coffee brand's brief says "coffee" too. */
const OFFICE_TALK = /\b(?:coffee|lunch|printer|mittagessen|kantine)\b/i;
const OFFICE_TALK_WORDS = 6;
const isSmallTalk = (s: string) =>
  SMALL_TALK.test(s) || (OFFICE_TALK.test(s) && !/\d/.test(s) && s.split(/\s+/).length <= OFFICE_TALK_WORDS);
const FILLER =
  /(?:,\s{0,2})?\b(?:um+|uh+|erm),\s{0,3}|,\s{0,2}(?:er|like|you know),\s{0,3}|\b(?:basically|like,|you know,|so,? that's|also for context|for context|the way (?:they|we|i) see it,?)\s{0,3},?\s{0,3}/gi;
// "Who's who": a glossary of the parties for the team ("ORBITRA = our client").
// "Who's who": a glossary of the parties for the team ("ORBITRA = our client").
// ("Noch ein paar Hinweise", "A few notes for you": the team's own notes under the matter; a
// board's "Parking lot", what was set aside.)
const INTERNAL_HEADING =
  /^(?:actions?|aob|attendees|apologies|attachments?|history|work log|read this first|other(?: bits| things| notes| stuff)?$|misc(?:ellaneous)?|parking lot|parked|out of scope|attenzione a|heads up|watch out for|(?:a few|three|two|some) things to (?:watch|note|know|remember)|format|who['’]?s who|(?:noch )?(?:ein paar|einige) hinweise|(?:a few|some) (?:notes|pointers)(?: for you)?|quelques (?:remarques|notes|consignes))\b/i;
/**
 * A brief form's sections about the job, not the deck ("3. AUDIENCE", "7. DELIVERABLES", "Things
 * to avoid"): what they say is for the team. Only the whole heading counts: "Audience insights"
 * is matter.
 */
const JOB_HEADING =
  /^(?:(?:target )?audiences?|tone of voice|deliverables|timings|things to avoid|approvals?|evaluation(?: criteria)?|scoring|award criteria|instructions to bidders)$/i;
const NUMBER_WORDS: Record<string, number> = {
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  eighteen: 18,
  twenty: 20,
};

// The length patterns, built once as the module loads (where the regex audit sees them).
const LENGTH_N = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const LENGTH_UNIT = "(?:slides?|folien|diapos(?:itives)?|diapositivas?|diapositive|dia['’]?s)";
const SLIDE_UNIT = new RegExp(LENGTH_UNIT, 'i');
const lengthNumber = (x: string) => NUMBER_WORDS[x.toLowerCase()] ?? Number(x);
/** "max 6 weeks", "exactly 3 bullets": a number of something other than slides. */
const OTHER_UNIT =
  '(?!\\d|[.,]\\d|\\s*(?:weeks?|days?|months?|years?|hours?|hrs?|mins?|minutes?|seconds?|words?|bullets?|points?|lines?|people|colou?rs?|fonts?|%))';
/** A length said again to correct it: "make it 11", "make that twelve". */
const CORRECTED_LENGTH = new RegExp(`\\bmake (?:it|that) ${LENGTH_N}\\b`, 'i');
const LENGTH_PATTERNS: [RegExp, (m: RegExpExecArray) => Length][] = [
  [
    new RegExp(`${LENGTH_N}\\s*(?:-|–|to)\\s*${LENGTH_N}\\s*(?:main\\s+)?${LENGTH_UNIT}`, 'gi'),
    (m) => ({ min: lengthNumber(m[1]!), max: lengthNumber(m[2]!) }),
  ],
  [
    new RegExp(`(?:exactly|précisément|genau)\\s+${LENGTH_N}${OTHER_UNIT}`, 'gi'),
    (m) => ({ min: lengthNumber(m[1]!), max: lengthNumber(m[1]!) }),
  ],
  [
    new RegExp(
      `(?:max(?:imum|imaal|\\.)?|at most|no more than|up to|höchstens|maximum|máximo|massimo|hoogstens)\\s*(?:of\\s+)?${LENGTH_N}${OTHER_UNIT}\\s*${LENGTH_UNIT}?`,
      'gi',
    ),
    (m) => ({ min: 0, max: lengthNumber(m[1]!) }),
  ],
  [
    new RegExp(`${LENGTH_N}\\s*${LENGTH_UNIT},?\\s*(?:max(?:imum)?|at most|tops)`, 'gi'),
    (m) => ({ min: 0, max: lengthNumber(m[1]!) }),
  ],
  [
    // "12 slides is the hard cap", "9 slides is the limit".
    new RegExp(
      `${LENGTH_N} ?${LENGTH_UNIT} (?:is|are) (?:the |our )?(?:hard |absolute |strict )?(?:cap|limit|max(?:imum)?)\\b`,
      'gi',
    ),
    (m) => ({ min: 0, max: lengthNumber(m[1]!) }),
  ],
  [
    new RegExp(`(?:about|around|roughly|~|environ|etwa|ca\\.)\\s*${LENGTH_N}\\s*${LENGTH_UNIT}`, 'gi'),
    (m) => ({ min: lengthNumber(m[1]!) - 1, max: lengthNumber(m[1]!) + 1 }),
  ],
  [
    new RegExp(`\\b${LENGTH_N}\\s+${LENGTH_UNIT}`, 'gi'),
    (m) => ({ min: lengthNumber(m[1]!) - 1, max: lengthNumber(m[1]!) + 1 }),
  ],
];

/** "In this order", "in the order below", "dans cet ordre", "in dieser Reihenfolge". */
const IN_ORDER =
  /\bin (?:this|that|the same|the following|the order (?:below|above|listed|given)|(?:the )?checklist['’]?s?) order\b|\bin order\b|\bdans (?:cet|le même) ordre\b|\bin dieser reihenfolge\b|\ben este orden\b|\b(?:por|nesta) (?:esta )?ordem\b|\bin (?:quest'|questo )ordine\b|\bin deze volgorde\b/i;

/** A brief's header line: who wrote it, for whom, when, in labelled fields side by side. */
const BRIEF_META =
  /^(?:account (?:manager|director|lead)|prepared (?:by|for)|author|for|from|date|version)\s?:[^\t|]{1,120}(?:\s\|\s|\t| {3})\s{0,3}(?:date|from|for|version|account \w+|prepared by|author)\s?:/i;

/** A sentence that tells the team how to label what was just said. */
const LABEL_IT = /\b(?:label it as such|(?:so )?say so|flag it as|show it as an? \w+|mark it as)\b/i;

/** A label that says what follows is for the team only. */
const TEAM_ONLY =
  /\b(?:not for (?:the )?(?:client|slides?|deck)|internal only|for internal use|nur intern|pas pour le client|no para el cliente)\b|^internal\b/i;
/** A run of dots between an item and its page or weight ("Price ........ 20%"). */
const DOT_LEADER = /\.{5}|…{3}/;

/** A line that gives the team the deck's outline: "Gliederung bitte so:", "Story we discussed: A → B". */
const TEAM_OUTLINE =
  /^(?:gliederung|outline|running order|aufbau|(?:the )?story(?: (?:we (?:discussed|agreed)|flow))?|structure (?:we (?:discussed|agreed)|please))(?: (?:bitte so|bitte|please|as follows|like this))? ?:(.*)$/i;
/** A numbered or bulleted item of a list, its mark. */
const LISTED = /^(?:\d{1,2}[.)]|[-*•])\s+(?=\S)/;

/** The last patterns of LENGTH_PATTERNS read a length loosely ("about 12", "12 slides"). */
const LOOSE_LENGTHS = 2;

/** Reads a brief (and the deck's checklist) into what a draft needs to know before it writes. */
export function readBrief(
  brief: string,
  checklist: ChecklistItem[] = [],
  title = '',
  lang: Lang = 'en',
  client = '',
): Reading {
  // Who wrote the mails, from their headers (the quoted ones' headers go as the brief is unquoted).
  const senders = sendersOf(brief);
  // (Last year's deck with ">> NEW" changes is read before ">" marks are taken for a mail's quotes.)
  brief = unquoted(plainOldDeck(brief));
  const titleWords = new Set(
    title
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2),
  );
  const reading: Reading = {
    text: '',
    blocks: [],
    instructions: [],
    doubted: [],
    withheld: [],
    unsaid: [],
    named: [],
    shape: shapeOf(brief, LOCALES[lang].read.shape, LOCALES[lang].stopwords),
  };
  /** Slides asked for with their matter ("evidence slide: …"). */
  const asking = new Set<string>();
  // What gives the deck its title ('working title "…"', 'Cover should read "…"'), the words that
  // show a line speaks of the deck, and what says a quote is to be used word for word.
  const titleLeads = [...LOCALES[lang].read.titleLeads, ...LOCALES.en.read.titleLeads];
  const verbatimCues = [...LOCALES[lang].read.verbatim, ...LOCALES.en.read.verbatim];
  const deckNouns = `${LOCALES[lang].admit.deck} ${LOCALES.en.admit.deck}`.split(' ');
  /** "Unticked = NOT agreed yet → leave it out of this deck completely": every unticked item is out. */
  const untickedOut = UNTICKED_OUT.test(brief);
  /** Sections asked for, then taken back ("Drop the 2027 ticket pricing slide completely"). */
  const droppedSections: string[] = [];
  /** Figures a later line replaced ("yes Growth is £35"): said nowhere. */
  const superseded: string[] = [];
  /** Figures set aside for another ("£15.1M, not £14.8M"): said as the other wherever they stand. */
  const replaced: { old: string; fresh: string }[] = [];
  const speakers = speakersOf(brief);
  // A chat's message speaks to the team throughout once it starts to; an email's paragraph need not.
  const chat = speakers.size > 0 || brief.split('\n').some((l) => stampedSpeaker(l.trim()));
  let signature = false;
  let delimited = false;
  let internal = false;
  // Whether the team's section is only a lead-in's list ("Attenzione a tre cose:"), which ends at a blank line.
  let internalLead = false;
  // The team's own part ("--- INTERNAL ---" up to the next rule; "Internal note:" to its paragraph's
  // end): said nowhere, notes included.
  let teamOnly: 'rule' | 'paragraph' | undefined;
  let block: Block = { lines: [] };
  let section: string | undefined;
  let explicit = false;
  let first = true;
  let leadIn: string | undefined;
  let opened = false;
  let questioned = false;
  // A transcript says its figures in words ("six point five percent"): read as figures.
  const spoken = isSpoken(brief);
  // A French recording says its figures in French words: read as figures too.
  const spokenFrench = lang === 'fr' && isRecording(brief);
  // A mail program's hard wraps are no line breaks of the writer's: its sentences are read whole.
  // A brief pasted in Markdown is read without its inline marks.
  // Text copied out of a PDF is read without its page furniture and its line-end hyphens.
  // A pasted export ("month,orders,on_time_pct" over rows of figures) is read as the grid it is.
  const lines = withDelimitedGrids(
    withInlineHeadings(
      joinWrappedLines(plainBrief(plainQuestionnaire(plainTicket(withoutPdfFurniture(brief))))),
    )
      .replace(/~~[^~\n]*~~/g, '')
      .split('\n'),
    brief,
    lang === 'en',
  );
  // A quoted tender: its list of items to address are the deck's sections; its clauses are its own.
  const tender = tenderOf(lines);
  const foreign = otherLanguageLines(lines, lang);
  // The sections the brief asks for by name, which a labelled item of its notes may head.
  const askedFor = [...checklist.map((c) => c.text), ...(tender?.required ?? []), ...requestedSlides(brief)];
  // A paragraph headed by another organisation's case ("CASE STUDY: VoltNest x Harbour Homes")
  // is theirs to its end: the figures under it are not the client's.
  let theirs = { paragraph: false, kept: 0 };
  /** "we have 12 clinics, not 14": figures the brief corrects, wherever the old one was said. */
  const corrections: Correction[] = [];
  const moves: MovedMonth[] = [];
  const periodFixes: { period: string; fresh: string }[] = [];
  /** The figure the line before corrected to: a short reply after it agrees ("yep sorry. 8,450"). */
  let agreed: string | undefined;
  /** The figures the lines before line i said, as written: a later line may correct one. */
  const said = new Set<string>();
  let saidTo = 0;
  const saidBefore = (i: number) => {
    for (; saidTo < i; saidTo++) for (const f of figuresSaid(lines[saidTo]!)) said.add(f);
    return said;
  };
  // "Story we want:" over a numbered list: each item is a slide of the deck, in its order.
  const outline = outlineOf(lines);
  // Minutes name people by initials ("Rhys Fenwick (RF, MD)"): "RF asked that …" reports the meeting.
  const minutesInitials = initialsOf(brief);
  // "Slack export — #ext-acme" over "Exported 26 Nov 2026 by ben": the file's own header.
  const exportHeader = exportHeaderEnd(lines);
  for (let i = 0; i < lines.length; i++) {
    if (tender?.own.has(i)) continue;
    if (i < exportHeader) {
      if (lines[i]!.trim()) reading.instructions.push(lines[i]!.trim());
      continue;
    }
    // "↳ thread (3 replies)", "> :100: 1  :joy: 2": a chat's furniture, said by nobody.
    if (chatFurniture(lines[i]!)) continue;
    if (outline.lead === i) {
      if (block.lines.length || block.heading) reading.blocks.push(block);
      block = { lines: [] };
      section = undefined;
      explicit = false;
      internal = false;
      leadIn = undefined;
      continue;
    }
    if (foreign.has(i)) {
      reading.instructions.push(lines[i]!.trim());
      continue;
    }
    // "História, os vinhos, os números, …, a equipa. Por esta ordem": a running order in one line.
    // "… 45 min slot. usual structure pls: headline → trend → proposal": the order said in one
    // sentence of a line; the line's other sentences are read as ever.
    const listed = reading.named.some((n) => n.ordered)
      ? undefined
      : listedOrder(lines[i]!, LOCALES[lang].read.runningOrder);
    if (listed) {
      reading.instructions.push(listed.sentence);
      for (const title of listed.sections)
        reading.named.push({ title: capitalFirst(title), from: 'request', ordered: true });
      lines[i] = lines[i]!.replace(listed.sentence, '').trim();
      if (!lines[i]) continue;
    }
    const inline = IN_ORDER.test(lines[i]!) ? inlineRunningOrder(lines[i]!) : undefined;
    if (inline && !reading.named.some((n) => n.ordered)) {
      reading.instructions.push(lines[i]!.trim());
      for (const title of inline)
        reading.named.push({ title: capitalFirst(title), from: 'request', ordered: true });
      continue;
    }
    // "running order from Dan's email:" and its list: said to the team, never a slide's; its items
    // are the sections asked for, in its order.
    const order = runningOrderAt(lines, i, LOCALES[lang].read.runningOrder);
    if (order) {
      // Its lead may say the length too: "AGENDA (the deck should follow it; max 9 slides incl. cover & close):".
      lengthOf(lines[i]!.trim(), reading);
      reading.instructions.push(...lines.slice(i, i + order.lines).map((l) => l.trim()));
      for (const title of order.sections) {
        reading.named.push({ title: capitalFirst(title), from: 'request', ordered: true });
        const matter = order.matter.get(title);
        if (matter)
          reading.blocks.push({
            heading: capitalFirst(title),
            lines: [{ text: capitalFirst(matter), others: false }],
            lead: true,
          });
      }
      i += order.lines - 1;
      continue;
    }
    let line = withoutTakenBackAmount(
      withoutTakenBackDate(
        takenBack(
          selfCorrected(
            spoken
              ? withoutRepeats(spokenFigures(spokenContacts(lines[i]!.trim())))
              : spokenFrench
                ? frenchFigures(lines[i]!.trim())
                : lines[i]!.trim(),
          ),
        ),
      ),
    );
    // "- [ ] Share offer 2027 — … (leave out!!)": a task-list item not ticked, when the brief (or
    // the item) says such an item stays out: its subject goes from the deck, notes included.
    if (UNTICKED.test(lines[i]!.trim()) && (untickedOut || WITHHOLD.test(line))) {
      const subject = withoutAsides(line.replace(UNTICKED, ''))
        .split(/\s[–—-]\s|:\s/)[0]!
        .trim();
      if (subject.split(/\s+/).length >= 2) reading.unsaid.push(subject);
      reading.instructions.push(line);
      continue;
    }
    // "1. Drop the 2027 ticket pricing slide completely.": a section the brief asked for, taken
    // back, with its matter (read once every line is: the running order may come after it).
    const drop = DROP_SLIDE.exec(line.replace(/^\d{1,2}[.)]\s/, ''));
    if (drop) {
      droppedSections.push(drop[1]!);
      reading.instructions.push(line);
      continue;
    }
    // "The meeting has moved: it's now Wednesday 16 December 2026, 6pm": the meeting's, never a
    // slide's (the cover says the new date, ./room.ts).
    if (MEETING_MOVED.test(line)) {
      reading.instructions.push(line);
      continue;
    }
    // "Action: Send the budget split — Owner: HC — Due: Fri 27 Nov": a task of the team's.
    if (ACTION_LINE.test(line)) {
      reading.instructions.push(line);
      continue;
    }
    // '"The board is asked to approve £340,000." exactly that please', 'Agreed wording: "…"': the
    // quote is the matter, before the minutes' verdicts are set aside.
    const exact = verbatimQuote(line, verbatimCues);
    if (exact) {
      reading.instructions.push(line);
      line = exact;
    }
    // "KA shared a benchmark: Hallam Oak's launch drove 3,100 visits", "RF asked that prices NOT
    // be shown": what a participant said at the meeting is the team's, save the figures it gives.
    if (minutesInitials.size) {
      const reported = reportedBy(line, minutesInitials);
      if (reported !== line) {
        reading.instructions.push(line);
        if (!reported) continue;
        line = reported;
      }
    }
    // "sub:  SkyLedger for Greyfield Estates · 3 May 2027" under the stated title: the cover's second line.
    const sub = reading.statedTitle ? SUBTITLE_LINE.exec(line) : null;
    if (sub) {
      reading.statedSubtitle ??= sub[1]!.trim().replace(/^["“]|["”]$/g, '');
      reading.instructions.push(line);
      continue;
    }
    // 'working title "Brightwater App: …"': the cover's title, and no slide's words.
    const stated = statedTitle(line, titleLeads, deckNouns);
    if (stated) {
      reading.statedTitle ??= stated.title;
      // …and its subtitle, when the line gives one ("– subtitle "Prepared for …"").
      const under = statedSubtitle(line.slice(stated.start));
      if (under) reading.statedSubtitle ??= under;
      line = `${line.slice(0, stated.start)} ${line.slice(stated.end)}`.trim();
    }
    // "E o pedido final é exatamente os 0,9 M€ por 12%?" answered "Exato. …": a question the next
    // message confirms asks, it doubts nothing; the answer says the matter.
    if (confirmedQuestion(line, lines, i)) {
      reading.instructions.push(line);
      continue;
    }
    if (!line) delimited = false;
    // "Presenting: Greenplate Catering Ltd", "Panel: …", "Date: 14 January 2027": the meeting, never a slide's.
    if (meetingLine(line, LOCALES[lang].read.meetingLabels)) {
      // "Prepared by: … | Board meeting: 11 December 2025, London": a field may give the occasion.
      for (const field of fieldsOf(line)) if (isOccasion(field)) reading.occasion ??= occasionOf(field);
      reading.instructions.push(line);
      continue;
    }
    // A Word document pasted with its changes shown: a deletion, a format change or a moved block's
    // mark is no matter; an insertion is, unless the line above already says it in place.
    if (TRACK_MARK.test(line)) {
      reading.instructions.push(line);
      continue;
    }
    const inserted = INSERTED.exec(line);
    if (inserted) {
      const above = lines.slice(Math.max(0, i - INSERTED_LOOKBACK), i).join(' ');
      if (above.includes(line.slice(inserted[0].length).trim())) continue;
      line = line.slice(inserted[0].length).trim();
    }
    // "CREATIVE BRIEF", "Feedback: TBC", "[Insert 2–3 sentences …]": the form's words, not the brief's.
    const filled = withoutGuidance(line);
    if (formFurniture(line, filled)) {
      if (filled) reading.instructions.push(line);
      continue;
    }
    line = filled;
    // "argh sorry I read the wrong tab. June is 48,200": a period's figure restated.
    const restated = restatedPeriods(line);
    if (restated.length) {
      periodFixes.push(...restated);
      reading.instructions.push(line);
      continue;
    }
    // "2,340 at 31 Oct 2026 (not 2,210)": the figure in brackets after "not" is set aside, and
    // the brackets go with it.
    const notAside = NOT_ASIDE.exec(line);
    if (notAside) {
      superseded.push(notAside[1]!);
      line = line.replace(NOT_ASIDE, '');
    }
    // "Please use that one, not 312k": the figure after "not" is said nowhere, however written.
    for (const x of setAside(lines[i]!))
      if (x.fresh) replaced.push({ old: x.old, fresh: x.fresh });
      else superseded.push(x.old);
    // "38,600 was Jan–Nov only. Full year 2026 is 41,250. Please use 41,250 everywhere": the
    // other figure of its kind in the message is set aside for it.
    // The message is the team's: the figure is said where the matter says it.
    const everywhere = USE_EVERYWHERE.exec(line);
    if (everywhere) {
      for (const f of line.matchAll(FIGURE)) {
        const old = f[0].trim();
        if (
          /\d/.test(old) &&
          old !== everywhere[1] &&
          kindOf(old) === kindOf(everywhere[1]!) &&
          !YEARISH.test(old)
        )
          replaced.push({ old, fresh: everywhere[1]! });
      }
      reading.instructions.push(line);
      continue;
    }
    // "Please make sure 14.2 doesn't appear anywhere": that figure is said nowhere.
    for (const m of line.matchAll(FIGURE_GONE)) superseded.push(m[1]!);
    // "CORRECTION: the one-pager draft says 73,100 – digits swapped, it's 71,300": the team's.
    const paperFix = saidThenCorrected(line);
    if (paperFix) {
      replaced.push(paperFix);
      reading.instructions.push(line);
      continue;
    }
    // "=== 1. Rückblick 2026 ===": a rule that names a section heads it.
    line = titledRule(line);
    if (teamOnly && !SEPARATOR.test(line)) {
      if (line) reading.instructions.push(line);
      // "We said 72% … but the report actually says 68%": the team's notes still correct the matter.
      const fix = line ? correctionOf(line) : undefined;
      if (fix && !fix.said) corrections.push(fix);
      else if (teamOnly === 'paragraph') teamOnly = undefined;
      continue;
    }
    // "[Comment JS5]: We CANNOT name Kestrel — NDA": a reviewer's comment in the margin is the
    // team's, that line alone; the text it sits beside goes on.
    const comment = WORD_COMMENT.test(line);
    if (comment || keptOffLabel(line.replace(/^>\s?/, ''))) {
      reading.instructions.push(line);
      // "… And don't mention the US distributor talks": what it names goes from the rest too.
      for (const s of sentencesIn(line)) {
        const u = unsaidSubject(s);
        if (u) reading.unsaid.push(u);
        // "Deck = 10 slides MAX.": a comment may say what the deck is to be.
        if (comment) lengthOf(s, reading);
      }
      if (!comment) teamOnly = 'paragraph';
      continue;
    }
    // A paragraph ends at a blank line or a rule ("----- pasted from … -----").
    if (!line || SEPARATOR.test(line)) theirs = { paragraph: false, kept: 0 };
    // A lead-in's list ends at a blank line or a new chat message; a section runs to the next heading.
    if (stampedSpeaker(line)) line = '';
    if (!line || chatHeader(line)) {
      // A lead-in ("… in minutes:") leads past one blank line to its rows.
      if (line || !leadsOn(lines, i)) leadIn = undefined;
      // A message opens: its first line may head its matter ("proof point: …"). A reply in its
      // thread (indented) goes on with the message's matter.
      if (line) opened = true;
      if (block.lead && !(line && /^\s/.test(lines[i]!))) {
        if (internalLead) internal = internalLead = false;
        reading.blocks.push(block);
        // Only a section the brief numbers or marks runs on past its lists.
        block = { heading: explicit ? section : undefined, lines: [] };
      }
      if (!line) continue;
    }
    // A chat channel's name, with the export's note after it: "#acct-acme  (Slack export, 3 May)".
    if (/^#[\w-]+(?:\s{1,4}\([^()]{0,60}\))?$/.test(line)) continue;
    if (SEPARATOR.test(line)) {
      signature = false;
      teamOnly = keptOffRule(line) ? 'rule' : undefined;
      // A rule ends the section above it: what follows (a pasted reply, the team's notes) is not its matter.
      if (block.lines.length) reading.blocks.push(block);
      if (block.lines.length || block.heading) block = { lines: [] };
      section = undefined;
      explicit = false;
      continue;
    }
    if (
      TIME_PREFIX.test(line) &&
      /^[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,2}$/.test(line.replace(TIME_PREFIX, ''))
    )
      continue;
    // "3. Confidential item — safeguarding", "4. AOB": a part of the minutes that heads no matter.
    const numberless = line.replace(/^(?:section\s+)?\d{1,2}[.)]\s+/i, '');
    if (numberless !== line && MINUTES_HEADING.test(numberless) && numberless.split(/\s+/).length <= 6) {
      if (block.lines.length || block.heading) reading.blocks.push(block);
      block = { lines: [] };
      internal = true;
      section = undefined;
      continue;
    }
    // "Subject: FW: NBC Grounds Maintenance - deck brief": what the mail is about, the cover's title
    // when nothing better names the deck (the newest mail's, which comes first).
    const subject = MAIL_SUBJECT.exec(line)?.[1];
    if (subject) reading.subject ??= subjectTitle(subject, deckNouns, LOCALES[lang].read.briefNouns);
    if (
      line.startsWith('>') ||
      MAIL_HEADER.test(line) ||
      SPEAKER_LINE.test(line) ||
      NAME_DASH_TIME.test(line) ||
      nameThenStamp(line) ||
      DISCLAIMER.test(line)
    )
      continue;
    // A chat thread that asks a question ("14 hotels or 41?") and answers it is the team's
    // discussion; only a correction in it changes the matter.
    const reply = chat && /^\s/.test(lines[i]!);
    if (!reply) questioned = false;
    else if (line.includes('?')) questioned = true;
    if (questioned && !CORRECTS.test(line) && !CORRECTION.test(line)) {
      reading.instructions.push(line);
      continue;
    }
    // "-- ": an e-mail's signature delimiter; the lines after it, to a blank line, are the signature.
    if (/^--$/.test(line)) {
      delimited = true;
      continue;
    }
    if (delimited) continue;
    if (signature && line.length < 70) continue;
    signature = false;
    // Initials that sign a message ("SB"), or a first name alone before a rule or the end: a signature.
    if (/^[A-Z]{1,3}\.?$/.test(line) || (/^\p{Lu}\p{Ll}+$/u.test(line) && beforeRule(lines, i))) continue;
    if (
      SIGN_OFF.test(line) ||
      isSignOffLine(line) ||
      SIGN_OFF_WORDS.test(line) ||
      (SIGN_OFF_LEAD.test(line) && line.length < SIGN_OFF_CHARS) ||
      signatureStarts(lines, i)
    ) {
      signature = true;
      continue;
    }
    // A grid typed with runs of spaces between its columns ("Starter  £12 → £15   1 user") is a table's row.
    // (A Markdown table padded with spaces is read by its bars, not its gaps.)
    const columns = line.split(COLUMN_GAP);
    if (columns.length >= 3 && /\d/.test(line) && !line.startsWith('|') && inGrid(lines, i, columns.length))
      line = columns.join('\t');
    if (block.actions && line.startsWith('|')) {
      const row = actionRow(line);
      if (!row) {
        reading.instructions.push(line);
        continue;
      }
      line = row;
    }
    // A two-column table over periods ("| 2021/22 | 29% |") is a series' rows, led by its header's
    // measure; one over anything else ("| Phase | Budget |") is a table, its header kept.
    const pair = line.startsWith('|') ? cellsOf(line) : undefined;
    if (pair?.length === 2 && pair.every((c) => /\p{L}|\d/u.test(c))) {
      const rows = pipeRowsAfter(lines, i);
      if (!/\d/.test(line) && rows.length && !rows.every((r) => isPeriod(r[0]!)) && !datedRows(rows))
        line = pair.join('\t');
      else if (!/\d/.test(line) && rows.length) {
        leadIn = pair[1];
        continue;
      } else if (!pipeTableOf(lines, i)) line = `${pair[0]}: ${pair[1]}`;
      else line = pair.join('\t');
    }
    // Prompts, comments and placeholders are for the author, never a slide's. (A chat header's
    // "[09:14]" goes with its name first: taken as a prompt, it would leave the name as a heading.)
    line = withoutEmoji(
      withoutEmojiCodes(withoutPrompts(line.replace(NAME_TIME_PREFIX, '').replace(TIME_PREFIX, ''))),
    );
    const speaker = SPEAKER_PREFIX.exec(line);
    // Initials speak when a sentence follows ("DP: the figure looked odd"), not a figure ("NPS: 71").
    const initials =
      speaker && /^[A-Z]{2,3}$/.test(speaker[1]!) && /^\p{Ll}/u.test(line.slice(speaker[0].length));
    if (speaker && (speakers.has(speaker[1]!) || initials)) line = line.slice(speaker[0].length);
    // "Priya" alone, "(Tom again) …": who writes, said by a sender of the mails; "(Lars: …)": who said it.
    line = quoteSaid(withoutSpeakerAsides(withoutSender(line, senders), speakers), brief);
    line = line.replace(GREETING, '').replace(SCRIPT_GREETING, '').replace(PLEASANTRY, '').trim();
    // Minutes: who came is no matter; an item's number ("2.1") and who spoke ("AM explained") go.
    if (MINUTES_LINE.test(line)) continue;
    // (An item's number before a sum goes too: "4.2 £320k already committed".)
    if (!tender) line = line.replace(/^\d{1,2}\.\d{1,2}\s+(?=[\p{L}£$€])/u, '');
    line = line.replace(MINUTED, '');
    if (!line || CHATTER.test(line.replace(LEADING_SYMBOLS, '')) || NO_LETTERS.test(line)) continue;
    // "MARLOW & FINCH PRESERVES LTD" atop the minutes: the client's letterhead, no slide's matter.
    if (client && isName(line, client)) {
      reading.instructions.push(line);
      continue;
    }
    // The deck's own title, said again at the top of the brief, is no slide's matter.
    const words = line
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2);
    if (
      first &&
      !/[.!?]$/.test(line) &&
      words.length &&
      words.filter((w) => titleWords.has(w)).length >= Math.max(2, words.length / 2)
    ) {
      first = false;
      continue;
    }
    // A deck without a title: a document's first line, a name atop a cover block of short lines
    // ("Acme – Q2 Board Update" over "Prepared by: …"), is its title, not a slide's matter.
    // "Brief: Acme – pitch to Contoso": the label says what the line is, the rest is the title.
    const titled = line.replace(BRIEF_LABEL, '');
    if (
      first &&
      !titleWords.size &&
      lines.slice(0, i).every((l) => !l.trim()) &&
      isTitleLine(titled, lines[i + 1])
    ) {
      reading.title = withoutAsides(titled);
      first = false;
      continue;
    }
    if (isSmallTalk(line) && line.length < 40) continue;
    // "Account manager: Lucía … | Date: 30 November 2026": the brief's own header, no matter.
    // (A tender's admin line, "Bidder: Tessellate Digital Ltd", heads no section: it is no matter.)
    if (
      BRIEF_META.test(line) ||
      (TENDER_ADMIN.some((re) => re.test(line)) && sentencesIn(line).length === 1)
    ) {
      reading.presenter ??=
        /^(?:bidder|tenderer|bidding organi[sz]ation|supplier name)\s?:\s?(\S.{1,80})$/i.exec(line)?.[1];
      reading.instructions.push(line);
      continue;
    }
    // "INTERNAL – bid team notes – NOT for the client": a label over the team's own notes, and
    // "5.1 Understanding of the brief ....... 15%": a list of criteria with its dot leaders.
    if ((TEAM_ONLY.test(line) && !/[.!?]$/.test(line)) || DOT_LEADER.test(line)) {
      reading.instructions.push(line);
      if (block.lines.length || block.heading) reading.blocks.push(block);
      block = { lines: [] };
      section = undefined;
      explicit = false;
      continue;
    }
    // "[ ] Our visitors: 186,000 visits …": a box of the brief's own checklist is a slide asked for,
    // in its order, with its matter after the label; the cover's box gives the deck its title.
    // "Gliederung bitte so:", "Story we discussed: A → B → C": the deck's outline, said to the team.
    // A listed outline's items are the sections asked for, in its order; its lines are no slide's.
    const teamOutline = TEAM_OUTLINE.exec(line);
    const steps = teamOutline?.[1]?.trim() ?? '';
    if (teamOutline && (!steps || steps.includes('→'))) {
      reading.instructions.push(line);
      // "Kranich's problem (insurance premiums up 18% in 2026) → …": a step's aside with a figure
      // is matter, said where the outline was.
      const facts = [...steps.matchAll(/\(([^()]{0,200})\)/g)]
        .map((m) => m[1]!.trim())
        .filter((t) => /\d/.test(t));
      if (facts.length) {
        line = facts.map((f) => capitalFirst(trimEndSpaced(f, '.'))).join('. ');
        lines[i] = line;
      } else {
        if (!steps) {
          while (i + 1 < lines.length && LISTED.test(lines[i + 1]!.trim())) {
            i++;
            const item = withoutAsides(lines[i]!.trim().replace(LISTED, '')).replace(/:\s/, ' ');
            if (item) reading.named.push({ title: item, from: 'request' });
          }
        }
        continue;
      }
    }
    const boxed = CHECKBOX.test(lines[i]!.trim()) ? BOXED_ITEM.exec(line.replace(CHECKBOX, '')) : null;
    // "[ ] 1. Cover – company name, …": a box with no matter of its own lists a slide to make, and
    // says what it must hold: the brief's outline, said to the team, no slide's words.
    if (!boxed && CHECKBOX.test(lines[i]!.trim())) {
      reading.instructions.push(line);
      continue;
    }
    const label = boxed ? withoutAsides(boxed[1]!).trim() : '';
    if (boxed && label.split(/\s+/).length <= LABEL_WORDS + 2) {
      let matter = line.replace(CHECKBOX, '').slice(boxed[0].length).trim();
      // Its matter wraps onto indented lines ("    collection of 42,000 objects …"); a grid's
      // rows under it (cells set apart by runs of spaces) stay rows.
      while (matter && /^\s+\S/.test(lines[i + 1] ?? '') && !/\S {2,}\S/.test(lines[i + 1]!.trim())) {
        i++;
        matter = `${matter} ${lines[i]!.trim()}`;
      }
      if (COVER_LABEL.test(label)) {
        reading.title = matter.replace(/^["“']|["”']$/g, '') || reading.title;
        reading.cover = label;
        first = false;
        continue;
      }
      if (block.lines.length || block.heading) reading.blocks.push(block);
      // Its matter ends at a blank line, as a lead-in's list does.
      block = { heading: capitalFirst(label), lines: [], lead: true };
      asking.add(block.heading!);
      section = block.heading;
      explicit = false;
      internal = false;
      leadIn = undefined;
      first = false;
      if (!matter) continue;
      line = matter;
    }
    // "evidence slide: Paydeck put prices up 20%": a slide asked for, with its matter after the colon.
    const part = outline.items.get(i);
    if (part) {
      if (block.lines.length || block.heading) reading.blocks.push(block);
      block = { heading: part.label, lines: [], lead: true, outline: true };
      asking.add(part.label);
      section = part.label;
      explicit = false;
      internal = false;
      leadIn = undefined;
      first = false;
      if (!part.matter) continue;
      line = part.matter;
    }
    const asked = boxed || part ? null : (SLIDE_WITH_MATTER.exec(line) ?? (opened ? chatLabel(line) : null));
    opened = false;
    if (asked) {
      if (block.lines.length || block.heading) reading.blocks.push(block);
      // Its matter ends with its message, as a lead-in's list does; the slide is one the brief asks for.
      block = { heading: capitalFirst(asked[1]!.trim()), lines: [], lead: true };
      if (!asked.groups?.chat) asking.add(block.heading!);
      section = block.heading;
      explicit = false;
      internal = false;
      line = line.slice(asked[0].length);
    }
    // "- Team: Rachel Kim (Delivery Director), …" among other labelled items: the label heads its matter.
    const labelled = asked || part ? undefined : labelledItem(lines, i, askedFor);
    if (labelled) {
      if (block.lines.length || block.heading) reading.blocks.push(block);
      block = { heading: labelled.label, lines: [] };
      section = labelled.label;
      explicit = false;
      internal = false;
      leadIn = undefined;
      line = labelled.matter;
    }
    const headed = asked || labelled || part ? undefined : headingOf(line, lines, i, first);
    const heading = lines[i]!.trim().endsWith(':') ? quotedName(headed) : withoutMinutesTail(headed);
    first = false;
    if (heading !== undefined) {
      const lead = lines[i]!.trim().endsWith(':');
      // "Team - deck for Jo please. Our proposal is:" leads in with its own words, not its topic.
      leadIn = lead
        ? /\s[-–]\s/.test(lines[i]!)
          ? trimEndSpaced(lines[i]!.trim(), ':')
          : heading
        : undefined;
      // A lead-in under a section of the brief ("Top risks (full register in appendix D):") is the section's.
      if (lead && section && explicit && !internal) continue;
      if (block.lines.length || block.heading) reading.blocks.push(block);
      internal =
        INTERNAL_HEADING.test(heading) ||
        MINUTES_HEADING.test(heading) ||
        JOB_HEADING.test(heading) ||
        /\b(?:instructions?|tone)\b/i.test(heading);
      if (INTERNAL_HEADING.test(heading)) reading.teamHeadings = (reading.teamHeadings ?? 0) + 1;
      internalLead = internal && lead && !section;
      // A heading about the deck ("Daniel's note to the deck team", "3) Readout deck") heads nothing.
      const aboutDeck =
        ABOUT_THE_DECK.test(heading) || /\bnote to\b/i.test(heading) || CONTAINER_HEADING.test(heading);
      if (internal || aboutDeck) lengthOf(heading, reading);
      if (!lead) {
        section = internal || aboutDeck ? undefined : heading;
        explicit = /^(?:#|(?:section\s+)?\d{1,2}[.)]\s)/i.test(lines[i]!.trim());
      }
      // "Case studies - ALL of these are other clients' results, the deck must make that clear": the
      // heading is what comes before the instruction.
      const topic = aboutDeck ? /^(.{3,40}?)(?<!\s)\s+[-–]\s+/.exec(heading)?.[1] : undefined;
      const named = topic && !ABOUT_THE_DECK.test(topic) ? topic : undefined;
      if (named && !lead) section = named;
      block = { heading: internal ? undefined : aboutDeck ? named : heading, lines: [], lead };
      // "ACTION ITEMS" over a table of actions, owners and dates: what happens after the meeting,
      // the deck's next steps (the team's own rows leave it, below).
      if (
        /^actions?\b/i.test(heading) &&
        (cellsOf(lines.slice(i + 1).find((l) => l.trim()) ?? '')?.length ?? 0) >= 3
      ) {
        block = { heading: LOCALES[lang].kinds.pitch.sections.next.title, lines: [], actions: true };
        internal = false;
        section = block.heading;
      }
      continue;
    }
    // "90 bicis (¡ojo! al principio puse 120 bicis, son 90)": an aside that corrects what was first
    // sent goes, and its correction holds wherever the old figure was said.
    line = line.replace(/\s?\(([^()]{1,200})\)/g, (all, inner: string) => {
      const fix = FIRST_PUT.some((re) => re.test(inner)) ? correctionOf(inner) : undefined;
      if (!fix) return all;
      corrections.push(fix);
      reading.instructions.push(inner);
      return '';
    });
    // "no - 8,900 was capacity … use 8,450", a message after the one that said 8,900: the figure is
    // corrected wherever it was said, and the words that correct it, and the reply that agrees
    // ("yep sorry. 8,450"), are said to the team.
    const later =
      laterCorrection(
        line,
        saidBefore(i),
        LOCALES[lang].read.corrections,
        lines.slice(i + 1).find((l) => l.trim()) ?? '',
      ) ?? labelCorrection(line, lines.slice(0, i), LOCALES[lang].read.corrections);
    if (later) {
      corrections.push({
        old: later.old,
        fresh: later.fresh,
        noun: later.noun ?? '',
        label: '',
        said: '',
        whole: line,
      });
      // A bare figure of a word's count ("12" apprenticeships) is said elsewhere of other things.
      if (!later.noun || /\D/.test(later.old) || later.old.length >= 3)
        superseded.push(later.old.replace(/\s/g, ''));
      if (later.aside) {
        reading.instructions.push(later.aside.trim());
        line = line.replace(later.aside, '');
      }
    }
    // "EDIT 16:52 – still nothing on churn, chasing": a note added to the notes later, for the team
    // (a figure it corrects is corrected above).
    if (EDIT_MARK.test(line)) {
      reading.instructions.push(line);
      continue;
    }
    const agreeing = agreed && sentencesIn(line).every((t) => t.split(/\s+/).length <= AGREEMENT_WORDS_MAX);
    agreed = later?.fresh;
    if (agreeing) {
      reading.instructions.push(line);
      continue;
    }
    // Once a line has spoken to the team, its sentences without a figure are more of the same.
    let talking = false;
    const keptHere: Line[] = [];
    // "4 apprenticeships; 25% of spend with local SMEs (tbc)": only the doubted clause is doubted.
    const clauses = (t: string) => (t.includes('; ') && DOUBT.test(t) ? t.split('; ') : [t]);
    const said = withoutWorkings(
      ((boxed || part) && !line.includes('\t')
        ? sentencesIn(line).flatMap(listedIn)
        : sentencesIn(line)
      ).flatMap(clauses),
    );
    const many = said.length > 1;
    let why = false;
    let before = '';
    // Which sentence of the line this is, and the last one kept for the slides.
    let at = -1;
    let keptAt = -2;
    // A withholding that names what it keeps back before saying it (below).
    let withholdsNext = false;
    const sentenceCount = said.length;
    for (let sentence of said) {
      at++;
      const prior = before || block.lines.at(-1)?.text || '';
      before = sentence;
      // "We want £6.5M to open five clinics. That's the ask, and I want it on its own slide": the
      // sentence before is the ask, labelled as one; the words about it are the team's.
      const asked = block.lines.at(-1);
      if (THATS_THE_ASK.test(sentence) && asked && asked.text === prior) {
        asked.text = `${LOCALES[lang].askTitle}: ${asked.text}`;
        reading.instructions.push(sentence);
        continue;
      }
      // The correcting message's words on the old figure and on which to use are the team's.
      if (
        later &&
        (correctsIn(sentence, later.old) || usesIn(sentence, later.fresh, lang) || takesBackLabel(sentence))
      ) {
        reading.instructions.push(sentence);
        continue;
      }
      // "~1 million systems/yr (BSW-Solar, 2024) – it's their number not ours, say so": the figure
      // is another organisation's, shown as theirs; the words to the team go.
      const told = THEIRS_TOLD.exec(sentence);
      if (told && told.index > 0 && /\d/.test(sentence.slice(0, told.index))) {
        reading.instructions.push(told[0].trim());
        const kept = sentence.slice(0, told.index).trimEnd();
        sentence = kept.split('(').length > kept.split(')').length ? `${kept})` : kept;
      }
      // "Thanks!! Priya": a sender's name, signing.
      if (senders.has(trimEndSpaced(sentence, '.!'))) continue;
      // "correction: artwork sign-off moved to 19 Mar": the day moves in the lines that name what
      // moved (with "it", in the sentence before), and the sentence is the team's.
      const day = movedDate(sentence, prior, lines.slice(0, i), LOCALES[lang].read.figures.months);
      if (day) {
        corrections.push({
          old: day.old,
          fresh: day.fresh,
          noun: '',
          label: day.label,
          said: '',
          whole: sentence,
        });
        reading.instructions.push(sentence);
        continue;
      }
      // "We can't do May. Make it June 2026.": the date moves wherever it was said, and both go.
      const move = movedMonth(sentence, prior, LOCALES[lang].read.figures.months);
      if (move) {
        moves.push(move);
        reading.instructions.push(sentence);
        const last = block.lines.at(-1);
        if (last?.text.includes(move.old) && REFUSED.test(last.text)) {
          block.lines.pop();
          reading.instructions.push(last.text);
        }
        continue;
      }
      // 'the point is "flat for five years"': the message of what it speaks of, said to the team.
      // "… found only 1 in 5 shoppers could pick our bag out. That's the killer stat.": the line
      // before is the one the audience must remember.
      const last = block.lines.at(-1);
      if (KEY_LINE.test(sentence) && last && /\d/.test(last.text)) {
        last.key = true;
        reading.instructions.push(sentence);
        continue;
      }
      const point = POINT.exec(sentence);
      if (point) {
        block.point = point[1]!.trim();
        reading.instructions.push(sentence);
        continue;
      }
      // "No wait, it's 9,600 plus a one-off setup of 1,200": only the correction exists.
      const correction = CORRECTION.exec(sentence);
      const previous = block.lines.at(-1);
      if (correction && previous) {
        previous.text = corrected(previous.text, trimEndSpaced(sentence.slice(correction[0].length), '.!'));
        continue;
      }
      // "oh wait, that one's passed": the clause just said leaves the deck.
      if (WITHDRAWN.test(sentence) && !/\d/.test(sentence)) {
        const last = block.lines.at(-1);
        if (last) {
          const cut = lastClauseAt(last.text);
          if (cut > 0) last.text = last.text.slice(0, cut);
          else block.lines.pop();
        }
        reading.instructions.push(sentence);
        continue;
      }
      // "sorry, correction: we have 12 clinics, not 14": the figure corrected where it was said.
      const fix = correctionOf(sentence, line);
      if (fix) {
        reading.instructions.push(sentence);
        // The figure it replaces is said nowhere else either ("(32% was one hotel on its own)").
        if (fix.said && (/\D/.test(fix.old) || fix.old.length >= 3))
          superseded.push(fix.old.replace(/\s/g, ''));
        const text = readSentence(fix.said, reading);
        if (text && !internal) {
          fix.line = { text, others: false };
          block.lines.push(fix.line);
        }
        corrections.push(fix);
        continue;
      }
      // "4,3 Mio. € – Moment, Korrektur: 4,6 Mio. €": the figure corrected in the sentence saying it.
      // "I think the 72% might actually be 68%" doubts, it does not correct.
      const self =
        DOUBT.test(sentence) || /\b(?:[Mm]ight|maybe|[Pp]erhaps|may)\b/.test(sentence)
          ? undefined
          : selfCorrection(sentence);
      if (self) {
        // A bare ordinal or small count ("the 2nd") is too common to correct elsewhere.
        if (!self.text || /[%£$€]|\d{3}/.test(self.old))
          corrections.push({
            old: self.old,
            fresh: self.fresh,
            noun: '',
            label: '',
            said: '',
            whole: sentence,
          });
        if (!self.text) {
          reading.instructions.push(sentence);
          continue;
        }
        sentence = self.text;
      }
      // "^ that's the breakage report": a chat pointing at the message above it.
      if (/^\^/.test(sentence)) {
        reading.instructions.push(sentence);
        continue;
      }
      // "Quick correction to what I sent – typo on my side": talk about the correction, not its matter.
      if (CORRECTION_TALK.test(sentence) && !/\d/.test(sentence)) {
        reading.instructions.push(sentence);
        continue;
      }
      // "Yes Growth is £35. Scale stays £99": each label's figure, said again, replaces the earlier one.
      const earlier = [...reading.blocks, block];
      const restated = restatementsOf(sentence)?.filter((r) => names(earlier, r.label));
      if (restated?.length) {
        for (const r of restated) superseded.push(...restate(earlier, r));
        reading.instructions.push(sentence);
        continue;
      }
      // "Don't mention the leak": the subject leaves the deck, notes included.
      const unsaid = unsaidSubject(sentence);
      if (unsaid) {
        reading.unsaid.push(unsaid);
        why = true;
        continue;
      }
      // "It's not confirmed and my uncle will panic": why it stays unsaid, said after it.
      if (why && !/\d/.test(sentence)) {
        reading.instructions.push(sentence);
        continue;
      }
      // "This is their result, not ours": what was just said is another organisation's.
      if (SAYS_THEIRS.test(sentence) && !/\d/.test(sentence)) {
        // "Il dato dell'Osservatorio Enoexport è loro": the line that names whose it is, when the
        // sentence names them; else the line just said.
        const owners = [...sentence.matchAll(/(?<=\S\s{1,3}|['’])\p{Lu}\p{Ll}[\p{L}&-]{2,30}/gu)].map(
          (m) => m[0],
        );
        const all = [...reading.blocks.flatMap((b) => b.lines), ...block.lines];
        const last = owners.length
          ? all.findLast((l) => owners.some((o) => l.text.includes(o)))
          : (block.lines.at(-1) ?? reading.blocks.at(-1)?.lines.at(-1));
        if (last) last.others = true;
        // "that's Pennine's own data, they said we can use it": said to the team, about what came
        // before; so is a short one in any brief ("But it's Maison Verel's number, obviously").
        if (chat || sentence.split(/\s+/).length <= SAYS_THEIRS_WORDS) {
          reading.instructions.push(sentence);
          talking = true;
          continue;
        }
      }
      // "VoltNest is a competitor, NOT us", "Below is the case study they sent round": who owns what,
      // or where the pasted text is, said to the team.
      if (!/\d/.test(sentence) && (NOT_US.test(sentence) || POINTS_AT.test(sentence))) {
        reading.instructions.push(sentence);
        continue;
      }
      // "Do NOT put them anywhere, notes included": what was just said leaves the deck, its figures too.
      // "… the dispute with Lorenzo Bassi. Non deve comparire da nessuna parte, nemmeno nelle note":
      // and the names it gave, wherever else they come (a pasted report's page), notes included.
      // (A ban of its own, "don't put the fee rise in there, it's 4.5% … not even in the notes", says
      // its subject and figure; one pointing back is short and says neither.)
      const atAll =
        NOWHERE_AT_ALL.test(sentence) &&
        !unsaidSubject(sentence) &&
        !/\d/.test(sentence) &&
        !OLD_ONE.test(sentence) &&
        sentence.split(/\s+/).length <= BAN_BACK_WORDS_MAX;
      if (NOWHERE.test(sentence) || atAll) {
        // (Only the sentence right before it, on its line: a voice note's last line may be anything.)
        const adjacent =
          block.lines.length > 0 && keptAt === at - 1 && keptHere.at(-1) === block.lines.at(-1);
        const last = NOWHERE.test(sentence) || adjacent ? block.lines.pop() : undefined;
        if (last)
          superseded.push(...[...last.text.matchAll(FIGURE)].map((m) => m[0]).filter((f) => /\d/.test(f)));
        if (last && atAll && adjacent) reading.unsaid.push(...namesIn(last.text));
        reading.instructions.push(sentence);
        talking = true;
        why ||= atAll;
        continue;
      }
      // Talk in another language than the deck's (a forwarded request) is the sender's, not the deck's.
      if ((talking && chat && !/\d/.test(sentence)) || inOtherLanguage(sentence, lang)) {
        reading.instructions.push(sentence);
        continue;
      }
      // "The problem. Average wait …", "Track record. Installs …": a topic said before its matter.
      if (
        many &&
        !/\d/.test(sentence) &&
        /^[\p{Lu}][^,;:]*\.$/u.test(sentence) &&
        sentence.split(/\s+/).length <= 3
      ) {
        reading.instructions.push(sentence);
        continue;
      }
      const doubts = reading.doubted.length;
      const said = readSentence(sentence, reading);
      // "inbound / overseas guest share... i think 38%??": the words before a doubted figure are its label.
      const label = keptHere.at(-1);
      if (reading.doubted.length > doubts && label && !/\d/.test(label.text) && block.lines.at(-1) === label)
        block.lines.pop();
      // "Arrieta facturó 52 millones … No lo pongáis en la presentación": a withholding that says
      // nothing of its own keeps the sentence before it, on its line, off the slides too; so does a
      // doubt ("NHS spends ~£4.8bn a year. I got that from an old article, tbc"), to be verified.
      // ("… hasn't signed off on us quoting it yet so not on the slides": a withholding that says "it".)
      const pointsBack =
        POINTS_BACK.test(sentence) || (WITHHOLD.test(sentence) && BACK_PRONOUN.test(withoutAsides(sentence)));
      const doubtsBack =
        reading.doubted.length > doubts && DOUBT.test(sentence) && DOUBT_BACK.test(withoutAsides(sentence));
      if (
        said === undefined &&
        !/\d/.test(sentence) &&
        (pointsBack || doubtsBack) &&
        keptAt === at - 1 &&
        label &&
        block.lines.at(-1) === label
      ) {
        block.lines.pop();
        keptHere.pop();
        (pointsBack ? reading.withheld : reading.doubted).push(label.text);
      }
      // "DO NOT put the valuation on anything. pre-money is £9M …": a withholding without a figure,
      // pointing at nothing before it, keeps the figure said right after it off the slides.
      if (withholdsNext && said !== undefined && /\d/.test(sentence)) {
        reading.withheld.push(sentence.trim());
        withholdsNext = false;
        continue;
      }
      withholdsNext =
        said === undefined &&
        !pointsBack &&
        !/\d/.test(sentence) &&
        WITHHOLD.test(sentence) &&
        at < sentenceCount - 1;
      if (said && !internal) {
        const others = isOthers(sentence) || Boolean(told);
        // Headed by a line of theirs (no full stop), not by one sentence about them.
        if (others && !told && theirs.kept === 0 && !/[.!?]$/.test(line)) theirs.paragraph = true;
        theirs.kept++;
        const kept: Line = {
          text: said,
          others: others || theirs.paragraph,
          ...(leadIn ? { lead: leadIn } : {}),
        };
        block.lines.push(kept);
        keptHere.push(kept);
        keptAt = at;
      } else if (!said && sentence.trim().endsWith(':') && sentence.split(/\s+/).length <= 12)
        leadIn = trimEndSpaced(withoutAsides(sentence), ':');
      else if (!said) talking = true;
    }
  }
  if (block.lines.length || block.heading) reading.blocks.push(block);
  // An action table with a row or none left for the audience is the team's to-do list: no slide.
  for (const b of reading.blocks)
    if (b.actions && b.lines.length < ACTION_ROWS_MIN + 1)
      reading.instructions.push(...b.lines.splice(0).map((l) => l.text));
  const missed = corrections.filter((fix) => !applyCorrection(reading.blocks, fix));
  for (const fix of missed) correctUnlabelled(reading.blocks, fix);
  for (const move of moves)
    for (const b of reading.blocks)
      for (const l of b.lines) l.text = movedIn(l.text, move, LOCALES[lang].read.figures.months);
  // "June is 48,200" after "sorry I read the wrong tab": the series' June says 48,200, and the
  // restating line, said to the team, goes.
  for (const fix of periodFixes)
    for (const b of reading.blocks) for (const l of b.lines) l.text = withRestatedPeriod(l.text, fix);
  withoutStillSaid(reading.blocks);
  // A figure the correcting machinery already set aside goes, as it did: no line is kept for it.
  restated(
    reading,
    replaced.filter((x) => !superseded.some((f) => sameFigure(f, x.old.replace(/\s/g, '')))),
  );
  withoutDropped(reading, droppedSections);
  withoutUnsaid(reading, superseded);
  withoutDoubted(reading);
  // A part of the story the brief names without matter of its own is still a slide it asks for.
  const parts = reading.blocks.filter((b) => b.outline).map((b) => b.heading!);
  if (parts.length) intoOutline(reading.blocks);
  reading.blocks = reading.blocks.filter((b) => b.lines.length);
  reading.text = reading.blocks
    .map((b) => [b.heading ? `${b.heading}:` : '', ...b.lines.map((l) => l.text)].filter(Boolean).join('\n'))
    .join('\n\n');
  for (const b of reading.blocks)
    if (b.heading && isSectionHeading(b) && !b.outline)
      reading.named.push({ title: b.heading, from: asking.has(b.heading) ? 'request' : 'heading' });
  for (const title of parts) reading.named.push({ title, from: 'request' });
  for (const title of requestedSlides(brief)) reading.named.push({ title, from: 'request' });
  // A tender's items, unless the checklist names them already (its item is then the one ticked).
  const listed = checklist.map((c) => withoutNumber(c.text).toLowerCase());
  for (const item of tender?.required ?? []) {
    const title = withoutAsides(item);
    if (!listed.some((c) => c.startsWith(title.toLowerCase()) || title.toLowerCase().startsWith(c)))
      reading.named.push({ title, from: 'request' });
  }
  // "Presented by **Dr Nia Pryce, Chair of the Board**", "Amara Voss will present": who speaks.
  const speaker = PRESENTED_BY.exec(brief.replace(/\*\*|__/g, '')) ?? WILL_PRESENT.exec(brief);
  if (speaker && !NO_SPEAKER.has(speaker[1]!.split(' ')[0]!.toLowerCase()))
    reading.speaker = speaker[1]!.trim();
  else reading.speaker = presentersOf(brief);
  // "a deck for the partners' meeting on 12 Jan": said in a line to the team, the occasion all the same.
  const at = OCCASION_PHRASE.exec(brief);
  if (at) {
    // "to the Board at the board meeting on 10 December": who, then the meeting itself.
    reading.meeting = `${capitalFirst(meetingItself(at[1]!).replace(/^(?:the|our) /i, ''))}, ${at[2]}`;
  }
  if (checklist.length && IN_ORDER.test(brief)) reading.checklistInOrder = true;
  for (const item of checklist) {
    if (item.completed || !item.text.trim()) continue;
    // "Cover", "1. Title slide": the deck's title slide answers it, never a slide of its own.
    if (
      COVER_LABEL.test(
        withoutAsides(withoutNumber(item.text))
          .split(/\s[-–—:]\s?/)[0]!
          .trim(),
      )
    ) {
      reading.coverChecklistId = item.id;
      continue;
    }
    reading.named.push({ title: item.text.trim(), from: 'checklist', checklistId: item.id });
  }
  return reading;
}

/** "> > text": the marks of a quoted reply, however deeply nested. */
const QUOTE_MARKS = /^[ \t]{0,3}(?:>[ \t]?){1,12}/;
/** "On Thu, 30 Oct 2026 at 11:05, Daniel <d@x.com> wrote:", "Am … schrieb …:", "Le … a écrit :". */
const QUOTE_HEADER =
  /^(?:on|am|le|el|il)\s[^\n]{4,200}?\s(?:wrote|schrieb|a écrit|escribió|ha scritto)\s?:$/i;

/** A chat export's stamp with its date: "[08/12/2026, 09:02] ", "08.12.26, 09:02 - ". */
const DATED_STAMP =
  /^\[?\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4},? \d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?: ?[AaPp]\.?[Mm]\.?)?(?:\] ?| [-–] )/;
/** Emoji (and the joiners and selectors inside them): a chat's tone, never a slide's words. */
// (Arrows and marks a text may use, "→", "©", are pictographs too, but shown as text: they stay.)
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|[\u{1F3FB}-\u{1F3FF}]|\u200D|\uFE0F/gu;

/** A line without its emoji; the space one left goes with it (a grid's runs of spaces stay). */
const withoutEmoji = (line: string) =>
  line.search(EMOJI) < 0 ? line : line.replace(EMOJI_SPACED, (m) => (/^\s.*\s$/.test(m) ? ' ' : '')).trim();
const EMOJI_SPACED = new RegExp(`(?<!\\s)\\s?(?:${EMOJI.source})+\\s?`, 'gu');

/**
 * A reply quotes the messages before it ("> …", "> > …"): those are often the brief's matter (the
 * figures, the plan), so they are read as the brief's own lines without their marks. The line
 * that introduces a quote ("On …, Daniel wrote:") is a mail program's, and goes; the quoted
 * headers, greetings and signatures go as an unquoted message's do.
 */
function unquoted(brief: string): string {
  return brief
    .split('\n')
    .map((l) => l.replace(QUOTE_MARKS, '').replace(DATED_STAMP, ''))
    .filter((l) => !QUOTE_HEADER.test(l.trim()))
    .join('\n');
}

/**
 * A box's matter listed in one sentence ("founded 1921, independent charity, 42,000 objects"):
 * one point each, when there are three or more and each is short; else the sentence whole.
 */
function listedIn(sentence: string): string[] {
  // A contact's name, role, address and number read together.
  if (CONTACT.test(sentence)) return [sentence];
  const parts = outsideBrackets(sentence).map((p) => p.trim().replace(/[;,]$/, ''));
  if (parts.length < LISTED_MIN || parts.some((p) => p.split(/\s+/).length > LISTED_WORDS_MAX))
    return [sentence];
  return parts.filter(Boolean).map(capitalFirst);
}
/** A sentence cut at "; " and ", " (not before a thousands group), never inside brackets. */
function outsideBrackets(sentence: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < sentence.length; i++) {
    const c = sentence[i]!;
    if (c === '(') depth++;
    else if (c === ')' && depth > 0) depth--;
    else if (depth === 0 && (c === ';' || c === ',') && sentence[i + 1] === ' ') {
      if (c === ',' && /^\d{3}\b/.test(sentence.slice(i + 2, i + 6))) continue;
      // "Boise, ID (opening Aug 2027)": a place and its state or region code are one name.
      if (c === ',' && /^[A-Z]{2}(?![\p{L}\d])/u.test(sentence.slice(i + 2, i + 5))) continue;
      out.push(sentence.slice(from, i));
      from = i + 2;
    }
  }
  out.push(sentence.slice(from));
  return out;
}

/** A box lists its points in one sentence when it gives this many or more. */
const LISTED_MIN = 3;
/** A point of such a list is a phrase of at most this many words. */
const LISTED_WORDS_MAX = 12;

/** A checklist's box at the start of a line: "[ ]", "[x]". */
const CHECKBOX = /^\[[ xX✓]?\]\s{0,3}/;
/** A box's label, then its matter: "Our visitors: 186,000 visits", "Sponsorship tiers (as a table):". */
const BOXED_ITEM = /^(\p{L}[^:\n]{0,60}):(?:\s{1,3}(?=\S)|$)/u;
/** The label of the deck's cover, whose matter is its title. */
const COVER_LABEL = /^(?:cover|title)(?: slide| page)?$/i;

/** "evidence slide: …", "team slide - …": the name of a slide the brief asks for, then its matter. */
const SLIDE_WITH_MATTER = /^(\p{L}[\p{L}-]*(?: \p{L}[\p{L}-]*){0,2}) slide\s*[:–-]\s+(?=\S)/iu;
/** A line wholly in brackets, or one that tells the team how to use what it was sent. */
const ASIDE_TO_TEAM =
  /^\([^()]*\)$|^(?:use|using|quote|cite|credit) (?:it|this|that|these|them)\b|^(?:fyi|for your info|heads up)\b/i;
/** Sign-offs the main pattern's word boundaries cannot see (scripts without \\w letters), and more. */
const SIGN_OFF_WORDS =
  /^(?:(?:vielen dank|danke) und (?:viele|beste|liebe|herzliche) grüße|ok(?:ay)?,? (?:cheers|thanks),? bye|cheers,? bye|mit freundlichen grüßen|freundliche grüße|herzliche grüße|yours sincerely|sincerely|best regards|amicalement|مع التحيات|مع خالص التحية|敬具|よろしくお願いします)[\s,!.]*$/i;
/** "Thanks all — let's win this one": thanks, then a dash and a parting word. */
const SIGN_OFF_LEAD =
  /^(?:thanks|thank you|many thanks|cheers|danke|merci)(?: all| everyone| again| team| both)?\s*[—–-]\s/i;
/** A parting line longer than this says something more than goodbye. */
const SIGN_OFF_CHARS = 60;
/** A person's name on a line of its own: "Hannah Cole", "Dr. Layla Haddad". */
// (With a name's particles: "Pieter de Wit", "Joost van der Meulen".)
const NAME_LINE =
  /^(?:(?:Dr|Prof|Mr|Mrs|Ms)\.? )?\p{Lu}[\p{L}'’-]+(?: (?:(?:van|de|der|den|ten|ter|von|da|di|du|del|dos) ){0,2}\p{Lu}[\p{L}'’-]+){1,3}$/u;
/** A signature's contact line: "Bid Manager | Brightlane", a phone number, an e-mail address, a web address. */
const CONTACT =
  /\s[|·]\s|\+?\d{2,5}[ -]\d{3}[ -]?\d{3,4}|@[\w-]|\bwww\.|\w\.(?:com|co\.uk|digital|org|de|fr|jo|io)\b/i;

/** A name line whose next lines give a role or a contact: the start of a signature. */
function signatureStarts(lines: string[], i: number): boolean {
  // "Priya Nair | Head of Services": a name and a role on one line, a contact line after it.
  // (A table's row, "South West | 8 | £4.37m", has more cells and figures.)
  // ("Josh Penhaligon | Account Manager | Brightline Studio": and the company after the role.)
  const cells = lines[i]!.trim().split(' | ');
  if (
    cells.length >= 2 &&
    cells.length <= 3 &&
    NAME_LINE.test(cells[0]!) &&
    cells.slice(1).every((c) => !/\d/.test(c))
  )
    return ROLE_LINE.test(cells[1]!) || CONTACT.test(lines[i + 1] ?? '');
  if (!NAME_LINE.test(lines[i]!.trim())) return false;
  // A table's rows under a heading ("ACTION ITEMS" over "| # | Action | Owner |") are no contact lines.
  const next = lines
    .slice(i + 1, i + 3)
    .map((l) => l.trim())
    .filter((l) => !l.startsWith('|'));
  return next.some((l) => CONTACT.test(l)) || ROLE_LINE.test(next[0] ?? '');
}

/** A job title on a line of its own: "Head of Trading Insight", "Director of Operations". */
const ROLE_LINE =
  /^(?:senior |deputy |assistant |interim )?(?:head|director|manager|officer|lead|chief|vp|partner|consultant|analyst|coordinator|president|founder|ceo|cfo|coo|cto|directrice|directeur|leiter(?:in)?|geschäftsführer(?:in)?)\b[\p{L} &,|-]{0,60}$/iu;

/** Whether line i is blank right after a lead-in ending with ":" and before the rows it leads to. */
function leadsOn(lines: string[], i: number): boolean {
  const prev = lines[i - 1]?.trim() ?? '';
  const next = lines[i + 1]?.trim() ?? '';
  return prev.endsWith(':') && /\d/.test(next);
}

/** Emoji and marks before a chat reply's word ("🙏 thx"). */
const LEADING_SYMBOLS = /^[^\p{L}\p{N}]+/u;
/** A stamp's time ("[Tuesday 10:02]", "[10:02 AM]"). */
const STAMP_TIME = /\d{1,2}[:.]\d{2}/;
/** "21/Nov/26": a day as Jira writes it. */
const JIRA_DAY = /^\d{1,2}\/\p{L}{3}\/\d{2,4}$/u;

/**
 * "[Tuesday 10:02] 佐藤 美咲 (Misaki Sato)": a chat's stamp, then only its speaker's name (a few
 * words, in any script, without a sentence's punctuation). Read without a regex over the name.
 */
/**
 * A chat message's header: "Hannah (Acme)  09:30", "Megan Cole [09:14]", and the same with the
 * name set in bold ("**Megan Cole**  [09:14]", as a Slack or Teams export is pasted).
 */
function chatHeader(line: string): boolean {
  const plain = line.replace(/^(\*\*|__)([^*_\n]{1,60})\1/, '$2');
  return (
    SPEAKER_LINE.test(plain) ||
    NAME_TIME_PREFIX.test(plain) ||
    NAME_DASH_TIME.test(plain) ||
    nameThenStamp(plain)
  );
}

/** What sets a comment's author apart from its date: "Oliver Strand · 24 Nov 2026, 09:18". */
const STAMP_GAPS = [' · ', ' — ', ' – ', ' - ', ' | ', '  '];
/** A name is a few words, each opening on a capital (or in a script without case). */
const NAME_WORDS = 4;
/** A stamp says a time and at most a weekday and a month in words. */
const STAMP_WORDS = 3;

/**
 * A ticket's or a thread's comment header: its author, then only when ("Oliver Strand · 24 Nov
 * 2026, 09:18", "Hana Ito — Tue 15:02"). Read in code, word by word, not by a regex over names.
 */
function nameThenStamp(line: string): boolean {
  for (const gap of STAMP_GAPS) {
    const at = line.indexOf(gap);
    if (at <= 0) continue;
    const names = withoutAsides(line.slice(0, at)).trim().split(/\s+/);
    const stamp = line
      .slice(at + gap.length)
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean);
    const named = names.length <= NAME_WORDS && names.every((w) => /^[^\p{Ll}\p{N}\p{P}]/u.test(w));
    const words = stamp.filter((t) => /\p{L}/u.test(t) && !/^[AaPp][Mm]$/.test(t));
    const stamped =
      stamp.some((t) => STAMP_TIME.test(t)) &&
      words.length <= STAMP_WORDS &&
      // ("21/Nov/26 09:40": Jira's day is a date, no word.)
      words.every((t) => /^\p{L}{1,9}\.?$/u.test(t) || JIRA_DAY.test(t)) &&
      stamp.every((t) => /\p{L}/u.test(t) || /^[\d./:-]+$/.test(t));
    if (named && stamped) return true;
  }
  return false;
}
/** "Katrin Brenner — Mo 23.11. 08:45", "Felix Vogt (Agentur) – 23/11 08:30": a chat message's header. */
const NAME_DASH_TIME =
  /^\p{Lu}[\p{L}'’.-]{0,30}(?: \p{Lu}[\p{L}'’.-]{0,30}){0,3}(?: \([^()\n]{1,40}\))? [—–-] (?:\p{L}{2,3}\.?,? )?(?:\d{1,2}[./]\d{1,2}[./]?(?:\d{2,4})?,? )?\d{1,2}[:.]\d{2}(?: ?[AaPp][Mm])?$/u;

function stampedSpeaker(line: string): boolean {
  if (!line.startsWith('[')) return false;
  const end = line.indexOf(']');
  if (end < 0 || end > STAMP_CHARS || !STAMP_TIME.test(line.slice(1, end))) return false;
  const name = withoutAsides(line.slice(end + 1)).trim();
  return Boolean(name) && name.split(/\s+/).length <= 4 && !/[.:!?,;\d]/.test(name);
}

/** A chat stamp is at most this long. */
const STAMP_CHARS = 30;

/** A grid is three rows or more of the same number of columns: line i is in one. */
function inGrid(lines: string[], i: number, width: number): boolean {
  const same = (k: number) => (lines[k]?.trim().split(COLUMN_GAP).length ?? 0) === width;
  let from = i;
  let to = i;
  while (same(from - 1)) from--;
  while (same(to + 1)) to++;
  return to - from + 1 >= GRID_ROWS_MIN;
}

/** Fewer rows than this are a comparison or a list, not a grid. */
const GRID_ROWS_MIN = 3;

/** Runs of two spaces or more (or a tab) between a grid's columns. */
const COLUMN_GAP = /\t+| {2,}/;

/** A document's title is a name, not a sentence: a few words. */
const TITLE_LINE_WORDS = 12;

/** Whether a brief's first line is its title: a short line, no sentence or label, over more lines. */
/** "X is a competitor, NOT us", "they are not us": whose a case is, said to the team. */
const NOT_US = /\b(?:is|are) (?:a |an |our )?(?:competitor|rival)s?\b|\bnot us\b/i;
/** "Below is the case study…", "Attached are their numbers": a pointer to pasted matter. */
const POINTS_AT = /^(?:below|above|attached|enclosed|pasted below)(?: is| are|['’]s)\b/i;
/** "– confirmed from the annual accounts", "(EPOS data, confirmed)": where a figure was checked. */
const CHECKED_WORDS = ['confirmed', 'checked', 'verified'];
/** A trailing note of how a figure was checked is at most this long. */
const CHECKED_NOTE_CHARS = 100;

/** The sentence without its note of how a figure was checked (scanned, no regex: linear). */
function withoutCheckedNote(s: string): string {
  const lower = s.toLowerCase();
  for (const dash of [' – ', ' — ', ' - '])
    for (const w of CHECKED_WORDS) {
      const at = lower.lastIndexOf(dash + w);
      const rest = s.slice(at);
      if (at > 0 && rest.length <= CHECKED_NOTE_CHARS && !rest.includes('(') && !rest.includes(')'))
        return s.slice(0, at);
    }
  return s.replace(/, (?:confirmed|checked|verified)\)/gi, ')');
}

/** A meeting, a pitch, a presentation: the event a deck is shown at. */
const MEETING =
  /\b(?:meeting|pitch(?:ing)?|presentation|presenting|review meeting|reuni[oó]n|réunion|rendez-vous|besprechung|termin|sitzung|riunione|reunião)\b/i;
/** A day in a month: "4 December", "14 January", "the 4th", "Thursday". */
const DAY_OF_MONTH =
  /\b(?:\d{1,2}(?:st|nd|rd|th)?\s(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|januar|februar|märz|juni|juli|oktober|dezember)\p{L}{0,7}|(?:monday|tuesday|wednesday|thursday|friday)\b|the \d{1,2}(?:st|nd|rd|th)\b)/iu;
/** A date's own figures, which are no measure: "4", "20 January 2026", "the 4th". */
const DATE_FIGURES = /\b\d{1,2}(?:st|nd|rd|th)?\b|\b(?:19|20)\d{2}\b/g;
/** An occasion is said in a sentence of at most this many words. */
const OCCASION_WORDS = 24;

/**
 * "Meeting is Thursday 4 December", "We are pitching on 14 January to their board", "Range review
 * meeting 20 January 2026": a sentence that only says when the deck is shown. A next step ("Next
 * board meeting 12 March") and a sentence with a measure in it say more.
 */
function isOccasion(s: string): boolean {
  if (!MEETING.test(s) || !DAY_OF_MONTH.test(s) || /\bnext\b/i.test(s)) return false;
  if (s.split(/\s+/).length > OCCASION_WORDS) return false;
  return !/\d/.test(s.replace(DATE_FIGURES, ''));
}

/**
 * The occasion as a cover says it: the part of a line that names the meeting ("Prepared by: … |
 * Board meeting: 11 December 2025, London" → "Board meeting: 11 December 2025, London"), without
 * its asides, and up to the audience it names ("… to Westvale's Head of Asset Management").
 */
function occasionOf(s: string): string {
  const part = s.split(/\s[|·]\s/).find((p) => MEETING.test(p) && DAY_OF_MONTH.test(p)) ?? s;
  const plain = withoutAsides(trimEndSpaced(part.trim(), '.'));
  const and = plain.indexOf(' and ', plain.search(DAY_OF_MONTH));
  return and > 0 && plain.length > OCCASION_CHARS ? plain.slice(0, and) : plain;
}
/** "for the board meeting on 10 Dec 2026", "to the evaluation panel: 26 January 2027": who and when. */
const OCCASION_PHRASE =
  /\b(?:for|to) ((?:the |our )?(?:[\p{L}&'’-]+ ){0,4}(?:meeting|review|panel|committee|board)) ?(?:\([^()\n]{0,160}\))?[,:]?(?: in \p{Lu}\p{L}{1,20})? (?:on )?(?:(?:mon|tues|wednes|thurs|fri)day )?(\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}(?: (?:19|20)\d{2})?)\b/iu;
/** An occasion longer than this drops what follows its first "and" after the date. */
const OCCASION_CHARS = 60;

/** The label of a brief's first line, before its title: "Brief: …", "Deck: …". */
const BRIEF_LABEL = /^(?:brief|deck|project|briefing)\s?:\s(?=\S)/i;

/**
 * The words of a chat's or a recording's export header ("Exportação de SMS / iMessage — conversa
 * …", "Slack export — #ext-acme"): the file the brief came in, never the deck's title.
 */
const EXPORT_HEADER = new Set(
  'export exported exportação exportado exportación exportiert transcript transcription transcrição transcripción transkript chat conversation conversa conversación conversazione thread sms imessage whatsapp slack teams'.split(
    ' ',
  ),
);

/**
 * Whether a line names the export it comes from ("Slack export", "conversa", "Transcription"), or
 * is a recording app's header: the word with the recording's length ("VoiceNote+ · Recording 0147
 * · 6 min 41 s"), which a title that says "recording" lacks.
 */
const namesExport = (line: string) =>
  line
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((w) => EXPORT_HEADER.has(w)) ||
  (RECORDING.test(line) && DURATION.test(line));
const RECORDING =
  /\b(?:recording|voice ?note|voice memo|dictation|aufnahme|enregistrement|grabación|gravação)\b/i;
/** A recording's length: "6 min 41 s", "41 mins", "06:41". */
const DURATION = /\b\d{1,3} ?(?:min|mins|minutes)\b|\b\d{1,2}:\d{2}(?::\d{2})?\b/i;

/** A chat's or a recording's export header: a short line naming the export, no sentence. */
function isExportHeader(line: string): boolean {
  return namesExport(line) && line.split(/\s+/).length <= EXPORT_HEADER_WORDS && !/[.!?]$/.test(line.trim());
}
const EXPORT_HEADER_WORDS = 16;

/**
 * Where the export's header ends, when the brief opens on one: its first paragraph (to a blank
 * line or a rule), who exported it and when included. 0 when the brief opens otherwise.
 */
function exportHeaderEnd(lines: string[]): number {
  const first = lines.findIndex((l) => l.trim());
  if (first < 0 || !isExportHeader(lines[first]!)) return 0;
  let end = first + 1;
  while (end < lines.length && lines[end]!.trim() && !SEPARATOR.test(lines[end]!.trim())) end++;
  return end;
}

/** Emoji, their :codes: and counts: a line of reactions holds nothing else. */
const REACTIONS = /:[\w+-]+:|\p{Extended_Pictographic}|[\d\s>]|\ufe0f|\u200d/gu;

/** A thread's marker ("↳ thread (3 replies)") or a line of reactions ("> :100: 1  :joy: 2"). */
function chatFurniture(raw: string): boolean {
  const line = raw.trim();
  if (line.startsWith('↳')) return true;
  return /:[\w+-]+:|\p{Extended_Pictographic}/u.test(line) && !line.replace(REACTIONS, '');
}

function isTitleLine(line: string, next: string | undefined): boolean {
  const words = withoutAsides(line).split(/\s+/).length;
  return (
    words >= 2 &&
    !namesExport(line) &&
    words <= TITLE_LINE_WORDS &&
    !/[.!?:,;]$/.test(line) &&
    !/:\s/.test(line) &&
    !/^(?:hi|hello|hey|dear|team)\b/i.test(line) &&
    Boolean(next?.trim()) &&
    !/^(?:#|\d)/.test(line) &&
    // "Client – Subject": a name, a dash, what the document is.
    /^\p{Lu}[^–—]{1,60}\s[–—-]\s\S/u.test(line)
  );
}

/** "proof point: …", "rollout idea: …": a chat message that opens on a label of a few words. */
const CHAT_LABEL = /^(?<chat>\p{L}[\p{L}'’]*(?: [\p{L}'’]+){0,3}) ?: (?=\S)/u;
const NOT_A_LABEL = /^(?:then|and|also|so|but|ok(?:ay)?|yes|no|fyi|btw|correction|update|quote)\b/i;

/** The label a chat message opens on, when it names a topic (not a word to the team or about the deck). */
function chatLabel(line: string): RegExpExecArray | null {
  const m = CHAT_LABEL.exec(line);
  const label = m?.[1] ?? '';
  return m &&
    !NOT_A_LABEL.test(label) &&
    !ABOUT_THE_DECK.test(label) &&
    !TALK_TO_TEAM.some((t) => t.re.test(label))
    ? m
    : null;
}

/** An action table needs this many rows for the audience to be their next steps. */
const ACTION_ROWS_MIN = 2;
/** An action that checks a fact or prepares the deck: the team's homework, not a step after the meeting. */
const TEAM_ACTION =
  /^(?:confirm|check|verify|double-check|validate|find out|brief|book|send (?:the )?(?:deck|slides))\b|\b(?:presentation|deck|slides?)\b/i;

/**
 * A row of an action table ("| 2 | Notice to VetNight | Dr Fiona McAllister | by 31 Dec |") as a
 * table's row, without its number; undefined for the team's own rows.
 */
function actionRow(line: string): string | undefined {
  const cells = cellsOf(line) ?? [];
  if (/^(?:#|no\.?|nr\.?|\d{1,2}\.?)?$/i.test(cells[0] ?? 'x')) cells.shift();
  if (!cells.length || TEAM_ACTION.test(cells[0]!)) return undefined;
  return cells.join('\t');
}

/** The two-cell rows of a Markdown table after its header at line i (its "|---|" row skipped). */
function pipeRowsAfter(lines: string[], i: number): string[][] {
  const rows: string[][] = [];
  for (let k = i + 1; k < lines.length; k++) {
    const t = lines[k]!.trim();
    if (!t.startsWith('|')) break;
    const cells = cellsOf(t);
    if (!cells || cells.every((c) => /^:?-{2,}:?$/.test(c))) continue;
    if (cells.length !== 2) break;
    rows.push(cells);
  }
  return rows;
}

/** Whether a two-cell row at line i is the body of a table whose header names no periods. */
function pipeTableOf(lines: string[], i: number): boolean {
  let k = i;
  while (k > 0 && lines[k - 1]!.trim().startsWith('|')) k--;
  const head = cellsOf(lines[k]!.trim());
  if (k === i || head?.length !== 2 || /\d/.test(lines[k]!)) return false;
  const rows = pipeRowsAfter(lines, k);
  return !rows.every((r) => isPeriod(r[0]!)) && !datedRows(rows);
}

/**
 * Rows whose values are dates ("| Contract start | 1 March 2027 |", a plan's steps) or shares
 * ("| Quality | 30% |", a chart's bars): read as labelled values, not as a table.
 */
const datedRows = (rows: string[][]) =>
  rows.every((r) => DATE_CELL.test(r[1]!)) || rows.every((r) => /^\d[\d.,]{0,8}\s?%$/.test(r[1]!));
const DATE_CELL =
  /^(?:w\/c |week of )?(?:\d{1,2}(?:st|nd|rd|th)? )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?(?: \d{1,2}(?:st|nd|rd|th)?)?,?(?: (?:19|20)\d{2})?$|^[QH][1-4] (?:19|20)\d{2}$/i;
/** "Checked with Freya - ", "confirmed w/ finance: ": who checked, before the restated figures. */
const CHECKED = /^(?:checked|confirmed|spoke to|asked)\b[^-–:]{0,40}[-–:]\s*/i;
/** A word that says what follows corrects or confirms what the brief said before. */
const RESTATES =
  /^(?:yes|yep|yeah|correction|corrected|update|confirmed|sorry,? i meant|i meant|no wait|actually|korrektur|correctif|rectification)\b[,:!]?\s*/i;
/** "Growth is £35", "Scale stays £99", "Starter £15": a label and its figure. */
const LABEL_FIGURE =
  /^(\p{L}[\p{L}\d-]*(?: \p{L}[\p{L}\d-]*){0,2}?)(?: (?:is|stays|is now|should be|will be|becomes|=|ist|est))? ([£$€]?\d[\d,.]*(?:k|m|bn|%)?)\b/iu;
/** The figures of a line, with their unit before or after. */
const FIGURE = /[£$€]?\d[\d,.]*(?:k|m|bn|%)?/gi;

/** The label-figure pairs a correcting sentence restates, if it is one. */
function restatementsOf(sentence: string): { label: string; figure: string }[] | undefined {
  let s = sentence.replace(CHECKED, '');
  const checked = s.length < sentence.length;
  const word = RESTATES.exec(s);
  if (!word && !checked) return undefined;
  if (word) s = s.slice(word[0].length);
  const out: { label: string; figure: string }[] = [];
  for (const clause of s.split(/[,;.] +| and /)) {
    const m = LABEL_FIGURE.exec(clause.trim());
    if (m) out.push({ label: m[1]!, figure: m[2]! });
  }
  return out.length ? out : undefined;
}

/** Whether an earlier line of the brief starts with a label ("Growth  £29 → £39"). */
const names = (blocks: Block[], label: string) =>
  blocks.some((b) =>
    b.lines.some((l) =>
      l.text
        .replace(/^[-*•]\s+/, '')
        .toLowerCase()
        .startsWith(label.toLowerCase()),
    ),
  );

/**
 * A label's figure said again: in each earlier line that names the label, the figure of the same
 * unit (the new one, after an arrow) becomes it. Returns the figures it replaced.
 */
function restate(blocks: Block[], r: { label: string; figure: string }): string[] {
  const out: string[] = [];
  const label = r.label.toLowerCase();
  const unit = (f: string) => (/^[£$€]/.test(f) ? f[0] : /%$/.test(f) ? '%' : '');
  for (const b of blocks)
    for (const l of b.lines) {
      const at = l.text.toLowerCase().indexOf(label);
      if (at < 0 || l.text.includes(r.figure)) continue;
      const after = l.text.slice(at + label.length);
      const figures = [...after.matchAll(FIGURE)].filter(
        (m) => unit(m[0]) === unit(r.figure) && /\d/.test(m[0]),
      );
      const old = /→|->/.test(after) ? figures.at(-1) : figures[0];
      if (!old) continue;
      const from = at + label.length + old.index!;
      l.text = l.text.slice(0, from) + r.figure + l.text.slice(from + old[0].length);
      out.push(old[0]);
    }
  return out;
}

/**
 * "Don't mention the leak from September", "No mention of our cask business", "nicht erwähnen":
 * what must be said nowhere.
 */
const DONT_MENTION =
  /\b(?:(?:don['’]?t|do not|never|please don['’]?t) (?:mention|bring up|talk about|refer to|say anything about|reference)|no (?:mention|reference|talk) (?:of|to|about)|(?:^|(?<=:\s{0,2}))nothing (?:at all )?about)\s+(?:the |our |their |any )?/i;
/** "our cask business": the subject is what names it, not the word for a part of a company. */
const PART_OF_IT = /(?<=\S)\s+(?:business|side|thing|stuff|bit|part|operations?|arm|division|range|offer)$/i;
/** "Leave Sunvale out completely", "leave them out entirely": a name dropped from the deck, notes included. */
const LEAVE_OUT =
  /\bleave ((?:\p{Lu}[\p{L}&-]*)(?: \p{Lu}[\p{L}&-]*){0,2}) out (?:completely|entirely|altogether)\b/u;
/** "please keep the vacancy rate out of anything the partners see": a subject kept off the deck. */
const KEEP_OUT =
  /\bkeep (?:the |our |their )?((?:\p{L}[\p{L}'’-]*)(?: \p{L}[\p{L}'’-]*){0,3}) (?:out of|away from) (?:anything|everything|the (?:deck|slides?|presentation))\b/iu;
/** "Scratch the Cardiff relocation thing", "forget the Leeds bit": a topic taken back by its name. */
const SCRATCHED =
  /\b(?:scratch|forget|drop|ignore) (?:the|that) ((?:\p{L}[\p{L}'’-]*)(?: \p{L}[\p{L}'’-]*){0,3}) (?:thing|bit|point|part|idea|stuff|story|news)\b/iu;
const UNSAID_MARK =
  /\b(?:is|are|was|stays?) (?:internal(?: only)?|confidential|strictly internal|not for (?:the )?(?:slides?|deck|client|offsite|board|audience))\b|\b(?:nicht erwähnen|ne (?:pas )?mentionne[rz]? pas|ne pas mentionner)\b/i;

/** "Het oude getal nergens gebruiken": the old figure a correction replaced, not the sentence before. */
const OLD_ONE = /\b(?:old|oude?|alten?|alte|ancien(?:ne)?|vecchi[oa]|antigu[oa]|velh[oa])\b/i;
/** A sentence banning the one before it says no more than this many words. */
const BAN_BACK_WORDS_MAX = 14;

/**
 * The names a sentence gives: runs of capitalised words not opening it ("Lorenzo Bassi", "Brookline
 * Build"), and a person's surname alone ("L. Bassi" says it so). Capitals alone ("PDF") name nothing.
 */
function namesIn(sentence: string): string[] {
  const out: string[] = [];
  for (const m of sentence.matchAll(
    /(?<=[\p{L}\p{N},;:'’]\s{1,3})\p{Lu}\p{Ll}{1,20}(?:\s\p{Lu}\p{Ll}{1,20}){1,3}/gu,
  )) {
    out.push(m[0]);
    const last = m[0].split(/\s/).at(-1)!;
    if (last.length >= NAME_ALONE_MIN) out.push(last);
  }
  return out;
}
/** A surname this long is said alone as the name ("Bassi"); a shorter one may be a word. */
const NAME_ALONE_MIN = 5;

/** The subject a sentence says must not be mentioned, if it says so. */
function unsaidSubject(sentence: string): string | undefined {
  const s = sentence.replace(/^[^\p{L}]+/u, '');
  // "scratch the Cardiff relocation thing I said earlier, … don't mention it": what it names goes.
  const scratched = SCRATCHED.exec(s);
  if (scratched) return scratched[1];
  const left = LEAVE_OUT.exec(s);
  if (left) return left[1];
  const keptOut = KEEP_OUT.exec(s);
  if (keptOut) return keptOut[1];
  const dont = DONT_MENTION.exec(s);
  let subject: string | undefined;
  if (dont) {
    subject = s.slice(dont.index + dont[0].length);
    // "Do not mention anywhere until signed", "don't mention it": the sentence before is meant.
    if (/^(?:anywhere|it|them|this|that|these|those)\b/i.test(subject)) return undefined;
  } else {
    const mark = UNSAID_MARK.exec(s);
    if (!mark) return undefined;
    subject = s
      .slice(0, mark.index)
      .replace(/^(?:also|and|oh and|btw|ps)\b,?\s*/i, '')
      .replace(/^(?:the|our|their)\s+/i, '');
    // "Bitte NICHT erwähnen: die zwei Filialschließungen …": the subject follows the mark.
    const after = /^\s{0,3}:\s{0,3}(?:(?:die|der|das|den|le|la|les|the)\s)?/i.exec(
      s.slice(mark.index + mark[0].length),
    );
    if (after && /^(?:bitte|please|aber|auch)?\s*$/i.test(subject))
      subject = s.slice(mark.index + mark[0].length + after[0].length);
  }
  // The subject is its first few words, up to a clause or a "from", "that", "which".
  const words = subject.split(/[,;.!?(—–]|\s-\s/)[0]!.split(/\s+/);
  const stop = words.findIndex(
    (w, i) => i > 0 && /^(?:from|that|which|in|at|on|for|to|with|because|as|it|is|are)$/i.test(w),
  );
  const kept = (stop > 0 ? words.slice(0, stop) : words.slice(0, 4)).join(' ').trim().replace(PART_OF_IT, '');
  return kept.length >= 3 ? kept : undefined;
}

/** "use 41,250 everywhere", "use £2.08M throughout": the figure that stands for every other of its kind. */
const USE_EVERYWHERE =
  /\buse (?:the )?([£$€]?\d[\d,.]{0,12}(?:%|k|m|bn)?) (?:everywhere|throughout|instead|across the deck)\b/i;
const YEARISH = /^(?:19|20)\d{2}$/;

/** "make sure 14.2 doesn't appear anywhere", "ensure £3.2M is not shown": a figure banned outright. */
const FIGURE_GONE =
  /\b(?:make sure|ensure|check)(?: that)? (?:the )?([£$€]?\d[\d,.]{0,12}(?:%|k|m|bn)?) (?:doesn['’]t|does not|isn['’]t|is not|never) (?:appear|show up|shows? up|get shown|go|end up|appears?)\b/gi;

/** "sub: …", "Subtitle – …", "Ondertitel: …": a line that gives the cover's second line, after its title. */
const SUBTITLE_LINE = new RegExp(`^\\s*(?:sub|${SUBTITLE_WORDS})\\s?[:–—-]\\s*(\\S.{2,120})$`, 'i');

/** "That's the ask", "c'est la demande", "das ist unsere Bitte": the sentence before is the ask. */
const THATS_THE_ASK =
  /^(?:that['’]?s|that is|this is|c['’]est|das ist|esa es|eso es|questa è|esta é|isso é|dat is)(?: (?:the|our|la|notre|die|unsere|nuestra|la nostra|o nosso|a nossa|ons|onze))? (?:ask|demande|bitte|petición|peticion|richiesta|pedido|vraag|verzoek)\b/i;

/** A line led by a label of the meeting's ("Panel: …"), the label whole, accents aside. */
function meetingLine(line: string, labels: string[]): boolean {
  const colon = line.indexOf(':');
  // "Audience: 64% aged 18–34" describes them: a line with a figure is matter.
  if (colon < 2 || colon > MEETING_LABEL_CHARS || /\d\s?%|[£$€]\s?\d/.test(line)) return false;
  if (fieldsLine(line)) return true;
  const label = unaccented(line.slice(0, colon).replace(/^[-*•]\s*/, '')).trim();
  return labels.includes(label);
}
/** Where a record's fields are set side by side: "Assignee: Marta · Reporter: Oliver". */
const FIELD_GAPS = [' · ', ' | ', ' • ', '\t', '    '];

/** A line's fields, set apart by the first of FIELD_GAPS it uses (the line itself when none). */
function fieldsOf(line: string): string[] {
  const gap = FIELD_GAPS.find((g) => line.includes(g));
  return gap ? line.split(gap).map((f) => f.trim()) : [line];
}

/**
 * "Project: Client Decks · Type: Task · Priority: High", "Presenting: Greenplate | Date: 14
 * January": two fields or more of a ticket's or a form's header, each a short label and its
 * value, side by side. Whatever the labels, such a line files the brief; it is no slide's.
 */
function fieldsLine(line: string): boolean {
  const fields = fieldsOf(line);
  const labelled = (f: string) => {
    const colon = f.indexOf(': ');
    return colon > 1 && colon <= MEETING_LABEL_CHARS && /^\p{L}[\p{L} ]*$/u.test(f.slice(0, colon));
  };
  // "Owner: Priya · Editors: Jonah, Félix · Last edited 4 Mar 2025": a short field may go unlabelled.
  return (
    fields.length >= 2 &&
    fields.filter(labelled).length >= 2 &&
    fields.every((f) => labelled(f) || f.split(/\s+/).length <= UNLABELLED_FIELD_WORDS)
  );
}
/** A field without a label in a line of fields says no more than this many words ("Last edited 4 Mar 2025"). */
const UNLABELLED_FIELD_WORDS = 5;

/**
 * The parts of a ticket or a thread the brief was filed in ("Description", "Comments",
 * "Activity"): what is under them is matter or talk, but they name no section of the deck.
 */
const CONTAINER_HEADING =
  /^(?:description|comments?|activity|discussion|replies|thread|beschreibung|kommentare|commentaires|comentarios|commenti|comentários|opmerkingen)$/i;

/** "(SOK," or "(RF)": initials in brackets, whose person the words before them name. */
const INITIALS_GIVEN = /\s\((\p{Lu}{2,4})[,)]/gu;

/**
 * The initials a brief gives its people by, when they are theirs: "Rhys Fenwick (RF" and
 * "Siobhán O'Keeffe (SOK" give RF and SOK; "James (CFO" gives a role, not initials.
 */
function initialsOf(brief: string): Set<string> {
  const out = new Set<string>();
  for (const m of brief.matchAll(INITIALS_GIVEN)) {
    const initials = m[1]!;
    // The name before the bracket: its last words, each opening on a capital.
    const before = brief.slice(Math.max(0, m.index - 60), m.index).split(/\s+/);
    const words: string[] = [];
    // Back to the first word that ends another item ("Director);") or opens on no capital.
    while (words.length < 4 && /^\p{Lu}/u.test(before.at(-1) ?? '') && !/[;,.):]$/.test(before.at(-1)!))
      words.unshift(before.pop()!);
    if (words.length < 2) continue;
    const capitals = words.join(' ').replace(/[^\p{Lu}]/gu, '');
    if (initials[0] === words[0]![0] && capitals.endsWith(initials.slice(1))) out.add(initials);
  }
  return out;
}

/**
 * What a line of minutes leaves for the slides once what a participant did is gone: the figures
 * after "KA shared a benchmark:", the line before "— SOK said …" or "; RF happy"; nothing of "RF
 * asked that …" or 'SOK: "The board reads everything"'. The line itself when no one is named.
 */
function reportedBy(line: string, initials: Set<string>): string {
  // "2.1 GL: demand exceeded capacity": the minutes' item number goes before who spoke.
  const words = line
    .replace(/^\d{1,2}\.\d{1,2} /, '')
    .replace(/^[-*•]\s*/, '')
    .split(/\s+/);
  const first = words[0]!.replace(/[:,]$/, '');
  if (initials.has(first)) {
    // "SOK reported teaser-page pre-registrations by month:": a lead-in still names its list.
    if (line.trimEnd().endsWith(':') && !first.endsWith(':') && words.length > 3)
      return capitalFirst(words.slice(2).join(' '));
    const said = words.join(' ');
    const colon = said.indexOf(': ');
    const label = colon > 0 ? said.slice(0, colon).split(/\s+/).slice(2).join(' ') : '';
    // Its sentences that give the meeting's verdict ("Agreed it is a useful comparison …") go.
    const after = (colon > 0 ? said.slice(colon + 2).trim() : '')
      .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
      .filter((x) => !VERDICT.test(x))
      .join(' ');
    // What was reported holds matter of its own only when it gives a figure and is no quote; a
    // label of a few words says what it is ("a benchmark": another organisation's).
    if (!after || !/\d/.test(after) || /^["“«„]/.test(after)) return '';
    const named = label.replace(/^(?:a|an|the)\s+/i, '');
    return named && named.split(/\s+/).length <= 3 ? `${capitalFirst(named)}: ${after}` : after;
  }
  // "Agreed it is a useful comparison but must be clearly shown as …": the meeting's own verdict.
  if (VERDICT.test(words.join(' ')) && !line.trimEnd().endsWith(':')) return '';
  // "… 25% of orders from new customers — SOK said "at least"; RF happy.", "… start-up. OB: this is
  // the supplier's claim": the aside goes, unless it keeps the whole line off the deck ("…; RF
  // stressed it is confidential").
  for (const gap of [' — ', ' – ', '; ', ', ', '. ']) {
    let at = line.indexOf(gap);
    while (at > 0) {
      const tail = line.slice(at + gap.length);
      const next = tail.split(/\s+/)[0]!.replace(/[:,]$/, '');
      if (initials.has(next))
        return WITHHOLD.test(tail) || KEPT_OFF_TAIL.test(tail) ? '' : line.slice(0, at).trim();
      at = line.indexOf(gap, at + 1);
    }
  }
  return line;
}
/** A sentence of minutes that gives the meeting's verdict, not the deck's matter. */
const VERDICT = /^(?:agreed|noted|decided|actioned)\b(?! (?:dates|provisional|budget)\b)/i;
/** A participant's word that keeps what was said off the deck: "it is confidential and must not be in the deck". */
const KEPT_OFF_TAIL = /\bconfidential\b|\bmust not\b|\bnot (?:be )?(?:in|on) the (?:deck|slides?)\b/i;

/** Labels of the deck's look, in the drafter's languages (lower case, accents aside): "Cores:", "Farben:". */
const DECK_LOOK_LABELS = [
  'colours',
  'colors',
  'colour',
  'color',
  'fonts',
  'font',
  'tone',
  'palette',
  'logo',
  'cores',
  'cor',
  'tom',
  'fonte',
  'couleurs',
  'couleur',
  'ton',
  'police',
  'farben',
  'farbe',
  'schrift',
  'colores',
  'tono',
  'fuente',
  'colori',
  'kleuren',
  'kleur',
  'toon',
  'lettertype',
];

/** A reply's first word that says yes, in the drafter's languages. */
const CONFIRMS =
  /^(?:yes|yep|yeah|yup|exactly|correct|right|confirmed|sim|exato|exatamente|isso|certo|oui|exactement|ja|genau|richtig|sí|si|exacto|sì|esatto|precies|klopt)\b/i;

/** The line (line i, as read so far) asks a question with a figure, and the next message answers yes. */
function confirmedQuestion(line: string, lines: string[], i: number): boolean {
  const asked = chatSaid(line);
  if (!asked.endsWith('?') || !/\d/.test(asked)) return false;
  const next = lines.slice(i + 1).find((l) => l.trim());
  return next !== undefined && CONFIRMS.test(chatSaid(next));
}

/** A meeting's label is at most this long ("Quién presenta"). */
const MEETING_LABEL_CHARS = 24;

/** "use that one, not 312k", "go with 338,500 not 312,000": the figure the writer sets aside. */
const SET_ASIDE = /\bnot (?:the )?([£$€¥₹]?\d+(?:[,.]\d+)*(?:k|m|bn|%)?)(?![\d\p{L}])/giu;
const USE_WORD = /\b(?:use|go with|take)\b/i;
/** Set aside within this many characters of the word that says which to use. */
const USE_NEAR = 45;
function setAside(line: string): { old: string; fresh?: string }[] {
  return [...line.matchAll(SET_ASIDE)].flatMap((m) => {
    const before = line.slice(Math.max(0, m.index - USE_NEAR), m.index);
    const clause = before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf(';')) + 1);
    // "revenue closed at £15.1M, not £14.8M": the figure just before says what replaces it.
    // A contrast ("£49, not £62 like theirs") is no correction: the line must say it corrects.
    const said = before.trimEnd().split(' ').at(-1)?.replace(/,$/, '') ?? '';
    const fresh =
      CORRECTS_CUE.test(line) && /^[£$€¥₹]?\d[\d,.]*(?:k|m|bn|%)?$/i.test(said) ? said : undefined;
    if (fresh && kindOf(fresh) === kindOf(m[1]!)) return [{ old: m[1]!, fresh }];
    return USE_WORD.test(clause) ? [{ old: m[1]! }] : [];
  });
}
/** "Gemma – one correction from finance: …": the lead-in of a correction, said to the team. */
const CORRECTION_LEAD = /^[^:\n]{0,40}\bcorrections?\b[^:\n]{0,30}:\s/i;
const CORRECTS_CUE = /\bcorrect(?:ion|ed)?\b|\bactually\b|\bclosed at\b|\bshould (?:be|read)\b/i;
/** A figure's currency and unit, to pair a figure only with one of its kind. */
const kindOf = (f: string) =>
  `${/^[£$€¥₹]/.exec(f)?.[0] ?? ''}|${/(?:k|m|bn|%)$/i.exec(f)?.[0]?.toLowerCase() ?? ''}`;

/** Each figure a set-aside one was said as, in the brief's lines, said as its replacement. */
function restated(reading: Reading, fixes: { old: string; fresh: string }[]) {
  if (!fixes.length) return;
  // The correcting sentence says its fact without what it corrects: "… closed at £15.1M".
  const unsaid = (t: string) =>
    fixes.reduce((out, x) => out.split(`, not ${x.old}`).join('').split(` not ${x.old}`).join(''), t);
  const swap = (t: string) =>
    unsaid(t)
      .replace(CORRECTION_LEAD, '')
      .replace(FIGURE, (f) => {
        const fix = fixes.find((x) => sameFigure(f, x.old));
        // A sheet's bare cell ("4,320,000" under "¥") takes the new figure bare too.
        return fix ? (CURRENCY_SIGN.test(f) ? fix.fresh : fix.fresh.replace(CURRENCY_SIGN, '')) : f;
      });
  for (const b of reading.blocks) for (const l of b.lines) l.text = swap(l.text);
}

/** What a figure says: its currency, unit and value ("312k" and "312,000" say one thing). */
const CURRENCY_SIGN = /^[£$€¥₹]/;
function figureValue(f: string): string {
  const m = /^([£$€¥₹]?)([\d,.]+)(k|m|bn|%)?$/i.exec(f);
  if (!m) return f;
  // A comma before three digits groups thousands ("312,000"); another is a decimal point ("2,5").
  const digits = /,\d{3}(?!\d)/.test(m[2]!) ? m[2]!.replace(/,/g, '') : m[2]!.replace(',', '.');
  const scale = { k: 1e3, m: 1e6, bn: 1e9 }[m[3]?.toLowerCase() as 'k'] ?? 1;
  const n = Number.parseFloat(digits) * scale;
  return Number.isNaN(n) ? f : `${m[1]}${n}${m[3] === '%' ? '%' : ''}`;
}
/** One figure, however written; a bare one is the same as one with its currency ("4,320,000", "¥4,320,000"). */
const sameFigure = (a: string, b: string) =>
  a === b ||
  figureValue(a) === figureValue(b) ||
  ((!CURRENCY_SIGN.test(a) || !CURRENCY_SIGN.test(b)) &&
    figureValue(a.replace(CURRENCY_SIGN, '')) === figureValue(b.replace(CURRENCY_SIGN, '')));

/** "Presented by Dr Nia Pryce, Chair of the Board.": the name and role, to the sentence's end. */
const PRESENTED_BY =
  /\b[Pp]resented by (\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){1,3}(?:, [^.\n]{3,50})?)(?=\.|\n|$)/u;
/** "Amara Voss will present", "Dilys Pascoe will present it": a person's name (never "I" or initials). */
const WILL_PRESENT =
  /(?:^|[.!]\s|\n)(?:\d{1,2}\.\s)?(\p{Lu}\p{Ll}[\p{L}'’-]*(?: \p{Lu}\p{Ll}[\p{L}'’-]*){0,2}) (?:will present|is presenting|presents)\b/u;
/**
 * "Presenting: Gemma Rowe (Commercial Director) and me", "Presenter this year is Nadia Achterberg,
 * Chief Partner Officer", "Presentamos Andrés Almendral (gerente) y yo (Lucía Ferrer, directora
 * comercial)": what follows the cue, to its sentence's end.
 */
const PRESENTING =
  /(?:^|[\s(])(?:[Pp]resenting|[Pp]resenters?(?: this year)?(?: is| are| will be)?|[Pp]resentamos|[Pp]r[ée]sentent|[Pp]räsentieren|[Pp]resentano|[Aa]presentam)\s{0,2}:?\s{1,2}([^.!?\n]{3,200})/u;
/** What joins two presenters' names in the languages the drafter reads. */
const NAME_JOIN = /^ (?:and|y|et|und|e|en|&) /;

/** The people a "presenting" sentence names, joined as it joins them; their roles left out. */
function presentersOf(brief: string): string | undefined {
  const said = PRESENTING.exec(brief.replace(/\*\*|__/g, ''))?.[1];
  if (!said) return undefined;
  // "… y yo (Lucía Ferrer, directora comercial)": the writer, named in brackets.
  const named = said
    .replace(
      /\b(?:yo|me|moi|ich|io|eu|I|myself) ?\(([^()]{3,80})\)/gu,
      (_, inner: string) => inner.split(',')[0]!,
    )
    .replace(/ ?\([^()]{0,80}\)/g, '');
  const names: string[] = [];
  let rest = named.trim();
  for (let first = true; ; first = false) {
    const join = first ? undefined : NAME_JOIN.exec(rest);
    if (!first && !join) break;
    const name = PERSON.exec(join ? rest.slice(join[0].length) : rest)?.[0];
    // ("Presenting: Greenplate Catering Ltd", a tender's field, names the bidder, no person.)
    if (!name || LEGAL_FORM.test(name)) break;
    names.push(join ? `${join[0]}${name}` : name);
    rest = rest.slice((join?.[0].length ?? 0) + name.length);
  }
  return names.length ? names.join('') : undefined;
}

/** Words that open such a sentence without naming anyone: "This will present …". */
const NO_SPEAKER = new Set([
  'this',
  'that',
  'it',
  'we',
  'he',
  'she',
  'they',
  'which',
  'who',
  'everyone',
  'nobody',
]);

/** A Markdown task-list item not ticked: "- [ ] Share offer 2027". */
const UNTICKED = /^[-*]\s\[ \]\s/;
/** "Unticked = NOT agreed yet → leave it out", "unticked items: don't include". */
const UNTICKED_OUT =
  /\b(?:unticked|unchecked|not ticked)\b[^.\n]{0,40}\b(?:leave (?:it|them) out|out of (?:this|the) deck|(?:don['’]?t|do not) include|not in (?:this|the) deck)/i;

/** "(not 2,210)", "(not £84k)": a figure set aside in brackets. */
const NOT_ASIDE = /\s?\(not ([£$€]?\d[\d,.]{0,15}\s?(?:%|k|m|bn)?)\)/i;

/** "Drop the 2027 ticket pricing slide completely", "remove the team slide": the section taken back. */
const DROP_SLIDE =
  /^(?:please )?(?:drop|remove|cut|lose|delete|skip|take out|get rid of) the (\S.{1,60}?) (?:slide|section)(?: (?:completely|entirely|altogether))?\b/i;

/**
 * A section the brief asked for and then took back: its matter, said under its heading or with
 * its name, goes from the deck, notes included, and so no slide is made for it.
 */
function withoutDropped(reading: Reading, dropped: string[]) {
  const key = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const names = (title: string) => dropped.some((d) => key(title).startsWith(key(d)));
  reading.blocks = reading.blocks.filter((b) => !(b.heading && names(b.heading)));
  reading.unsaid.push(...dropped);
}

/** A line, doubt or withheld sentence that names an unsaid subject or a superseded figure goes. */
function withoutUnsaid(reading: Reading, superseded: string[]) {
  const subjects = reading.unsaid.map((u) => u.toLowerCase());
  const gone = (t: string) =>
    subjects.some((u) => t.toLowerCase().includes(u)) ||
    superseded.some((f) => [...t.matchAll(FIGURE)].some((m) => sameFigure(m[0], f)));
  for (const b of reading.blocks) b.lines = b.lines.filter((l) => !gone(l.text));
  reading.doubted = reading.doubted.filter((d) => !gone(d));
  reading.withheld = reading.withheld.filter((d) => !gone(d));
  reading.instructions = reading.instructions.filter((d) => !gone(d));
}

/**
 * A doubt said apart from its figure ("the 1 in 3 after 5pm figure - SK to double-check"), or a
 * figure the brief keeps off the slides ("don't put the old £12.50 price on the slides"): the clause
 * that states that figure elsewhere leaves the slides too ("£11 per pupil, currently £12.50").
 */
/** A doubted count's label is said in at most this many characters before it. */
const LABEL_CHARS = 30;

function withoutDoubted(reading: Reading) {
  // Each run of figures is read once, with what follows it: a currency, a unit or " in N" makes it a figure.
  // A doubt's bare price stays: "was Plus meant to be £36?" is answered by "yes Plus is £36".
  const figuresOf = (d: string, priced: boolean) =>
    [...d.matchAll(/([£$€])?\d[\d,.]*(\s?(?:%|k\b|m\b|bn\b)| in \d+)?/gi)]
      .filter((m) => m[2] || (priced && m[1]))
      .map((m) => m[0].replace(/[.,]$/, ''));
  const figures = [
    ...reading.doubted.flatMap((d) => figuresOf(d, false)),
    ...reading.withheld.flatMap((d) => figuresOf(d, true)),
  ];
  // "gli ettari vitati (146) non sono sicuri": a bare count doubted with its label before it is
  // doubted where a clause says both ("38 dipendenti e 146 ettari vitati").
  const labelled = reading.doubted.flatMap((d) =>
    [...d.matchAll(/\((\d{2,6})\)/g)]
      .filter((m) => !YEARISH.test(m[1]!))
      .map((m) => ({
        n: m[1]!,
        // (Its label: the last words before the bracket.)
        label: d
          .slice(Math.max(0, m.index - LABEL_CHARS), m.index)
          .split(/[^\p{L}]+/u)
          .filter((w) => w.length >= 4)
          .slice(-2),
      }))
      .filter((b) => b.label.length),
  );
  if (!figures.length && !labelled.length) return;
  // Said as a whole figure: "5%" is not said by "15%", nor "£12" by "£12.50".
  const whole = (c: string, f: string) => {
    for (let at = c.indexOf(f); at >= 0; at = c.indexOf(f, at + 1))
      if (!/[\d.,]/.test(c[at - 1] ?? '') && !/\d|[.,]\d/.test(c.slice(at + f.length, at + f.length + 2)))
        return true;
    return false;
  };
  const states = (c: string) =>
    figures.some((f) => whole(c, f)) ||
    labelled.some((b) => whole(c, b.n) && b.label.some((w) => c.toLowerCase().includes(w.toLowerCase())));
  for (const b of reading.blocks)
    b.lines = b.lines.flatMap((l) => {
      if (!states(l.text)) return [l];
      // Clauses with the separators between them: one that states the figure goes with the one before
      // it. A comma in brackets ("(GA4, Sep-Oct 2026)") parts no clauses.
      const parts = l.text
        .replace(/\([^()]*\)/g, (m) => m.replaceAll(', ', ',\u0000'))
        .split(/(,? and (?=\d)|\s-\s|;\s?|,\s)/);
      let text = '';
      for (let k = 0; k < parts.length; k += 2) {
        const clause = parts[k]!.trim();
        if (!clause || states(clause)) continue;
        text += text ? `${parts[k - 1] ?? ' '}${clause}` : clause;
      }
      text = text.replaceAll(',\u0000', ', ').trim();
      return text ? [{ ...l, text }] : [];
    });
}

/**
 * A line without its bracketed prompts ("[add the [Q3] figure]"), nested ones whole. Scanned with
 * a stack, not a regex: a regex for nested brackets backtracks on a line of "[".
 */
function withoutPrompts(line: string): string {
  const open: number[] = [];
  const depth = new Array<number>(line.length + 1).fill(0);
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '[') open.push(i);
    else if (line[i] === ']' && open.length) {
      depth[open.pop()!]!++;
      depth[i + 1]!--;
    }
  }
  let out = '';
  let inside = 0;
  for (let i = 0; i < line.length; i++) {
    inside += depth[i]!;
    if (!inside) out += line[i];
  }
  return out;
}

/** Speakers of a chat: the names on its header lines ("Priya Shah  9:12 AM") or before "[10:04]". */
function speakersOf(brief: string): Set<string> {
  const out = new Set<string>();
  const counts = new Map<string, number>();
  for (const raw of brief.split('\n')) {
    // "[00:19] Dev Patel: So the story is …": the speaker after a transcript's timestamp.
    // "14:35 Ollie: …", "Priyanka (Ops): …": a bare time before the name, a role after it.
    const line = raw
      .trim()
      .replace(/^\[[\d:.]+\]\s*/, '')
      .replace(TIME_PREFIX, '');
    if (SPEAKER_LINE.test(line)) out.add(line.slice(0, /\s\d/.exec(line)?.index ?? line.length).trimEnd());
    const named = SPEAKER_PREFIX.exec(line);
    if (named) counts.set(named[1]!, (counts.get(named[1]!) ?? 0) + 1);
  }
  // ("Speaker 3", a transcript's unknown voice, speaks once and is a speaker all the same.)
  for (const [name, n] of counts)
    if ((n >= 2 || /^Speaker \d/.test(name)) && !/^(?:Q\d|Phase|Option|Step)\b/.test(name)) out.add(name);
  // Call notes name who took part ("attendees: Ingrid Solberg (CEO), …"): each speaks once as well.
  for (const name of attendeesOf(brief)) out.add(name);
  return out;
}

/** "=== 2. Roadmap 2027 ===", "== Budget ==": a section's name between rules of equals signs. */
const TITLED_RULE = /^={2,}\s?(?:\d{1,2}[.)]\s)?(\p{L}[^=\n]{1,60}?)\s?={2,}$/u;
/** A rule's words that mark pasted or kept-off text rather than name a section. */
const RULE_MARK =
  /\b(?:internal|intern|pasted|forwarded|original|begin|end|notes? for|confidential|vertraulich)\b/i;
const TITLED_RULE_WORDS = 8;

/** The rule's name as a heading line ("## Roadmap 2027"), or the line as it was. */
function titledRule(line: string): string {
  const m = TITLED_RULE.exec(line);
  if (!m || RULE_MARK.test(m[1]!) || m[1]!.trim().split(/\s+/).length > TITLED_RULE_WORDS) return line;
  return `## ${m[1]!.trim()}`;
}

/** A clause that tells the team a figure is another organisation's ("– it's their number not ours, say so"). */
const THEIRS_TOLD =
  /(?<!\s)\s[-–—]\s(?:it['’]?s |that['’]?s )?(?:their|deren|leur|leurs) (?:number|figure|data|study|estimate|stats?|zahl|zahlen|daten|studie|chiffres?|étude)\b[^\n]{0,60}$|(?<!\s)\s[-–—]\s(?:bitte\s)?als (?:deren|ihre) (?:studie|zahlen?|daten|quelle) (?:kennzeichnen|ausweisen)\)?$|(?<!\s)\s[-–—]\s(?:à )?(?:présenter|indiquer) comme (?:leur|leurs) (?:chiffres?|étude)\)?$/i;

/** "the DK number", "leave DK off": the one part of a list a doubt names. */
const DOUBTED_PART = /\b(?:the (\p{Lu}{2,4}) (?:number|figure|one|rate)|leave (\p{Lu}{2,4}) (?:off|out))\b/u;

/** A list of figures whose doubt, after a dash, names one of its parts: that part, and the rest. */
function partlyDoubted(s: string): { kept: string; doubted: string } | undefined {
  const dash = /(?<!\s)\s[—–]\s/.exec(s);
  if (!dash) return undefined;
  const fact = s.slice(0, dash.index);
  const remark = s.slice(dash.index + dash[0].length);
  const named = DOUBTED_PART.exec(remark);
  const key = named?.[1] ?? named?.[2];
  if (!key || !DOUBT.test(remark)) return undefined;
  const items = fact.split(', ');
  const whole = (t: string) => t.split(/[^\p{L}]+/u).includes(key);
  const kept = items.filter((t) => !whole(t));
  if (!kept.length || kept.length === items.length || !kept.some((t) => /\d/.test(t))) return undefined;
  return { kept: kept.join(', '), doubted: `${items.filter(whole).join(', ')} — ${remark}` };
}

/** "That's the killer stat", "this is our headline": the brief names the line before as its message. */
const KEY_LINE =
  /^(?:that['’]?s|this is|that is|it['’]?s)\s(?:the|our)\s(?:killer|key|big|main|headline)\s?(?:stat(?:istic)?|number|figure|fact|message|point|line)?[.!]?$/i;

/** A form's question longer than this many words is matter, not a heading. */
const QUESTION_WORDS = 16;

/** A line that heads what follows: "Section 2. Experience", "1) Findings", "## Risks", "THE ASKS", "Risks:". */
/** "The collection — discussion": a minutes item's topic, without what the meeting did with it. */
function withoutMinutesTail(heading: string | undefined): string | undefined {
  const at = heading?.search(/\s[—–-]\s(?:discussion|update|notes|summary|recap|debrief|review)$/i) ?? -1;
  return at > 0 ? heading!.slice(0, at) : heading;
}

/** A name is said in quotes in a few words. */
const QUOTED_NAME_WORDS = { min: 2, max: 6 };

/**
 * 'other bits for "what it delivered":' a lead-in that names its section in quotes, in lower
 * case as a section is named in passing, is that section's; the rest is how the writer led in.
 */
function quotedName(heading: string | undefined): string | undefined {
  if (!heading) return heading;
  const open = heading.search(/["“]/);
  const close = open < 0 ? -1 : heading.slice(open + 1).search(/["”]/);
  if (open <= 0 || close < 0) return heading;
  const name = heading.slice(open + 1, open + 1 + close).trim();
  // A name in capitals ('Proposal: "Larchmont 24/7"') is a product's, not the section's.
  if (!/^\p{Ll}/u.test(name)) return heading;
  const n = name.split(/\s+/).length;
  return n >= QUOTED_NAME_WORDS.min && n <= QUOTED_NAME_WORDS.max ? capitalFirst(name) : heading;
}

/** Words a message opens its own talk with, never a section's name: "sorry", "oh", "IMPORTANT", "btw". */
const TALK_LEAD = /\b(?:sorry|oh|ah|btw|fyi|important|quick one|thanks|cheers|p\.?s)\b/i;

function headingOf(line: string, lines: string[], i: number, first: boolean): string | undefined {
  const next =
    lines
      .slice(i + 1)
      .find((l) => l.trim())
      ?.trim() ?? '';
  // A table's header row names its columns, not a section; a chat message's header names its writer.
  if (line.includes('\t') || chatHeader(line)) return undefined;
  const words = withoutAsides(line).split(/\s+/).length;
  const md = /^#{1,4}\s+(\S.*)$/.exec(line);
  if (md) return clean(md[1]!);
  // "Q1. What need does your project address? (max 150 words)": a form's question heads its answer.
  // "Q1: discovery workshops" is a plan's step: a question mark or "Q5. Budget"'s capital makes a heading.
  const question = /^(Q\d{1,2})(?:[.)]\s{1,3}(\p{Lu}.*)|[.):]?\s{1,3}(\p{L}.*\?))$/u.exec(
    withoutAsides(line),
  );
  if (question && words <= QUESTION_WORDS && !/[£$€%]/.test(line))
    return clean(`${question[1]!.toUpperCase()} ${question[2] ?? question[3]!}`);
  const numbered = /^(?:section\s+)?\d{1,2}[.)]\s+(\S.*)$/i.exec(line);
  const previous =
    lines
      .slice(0, i)
      .reverse()
      .find((l) => l.trim())
      ?.trim() ?? '';
  // "4. KEY MESSAGES" in capitals heads a form's section, even over a numbered list of its own, and
  // "3. THINGS TO AVOID" after a list that ends at 2.
  const capitals = numbered && isCapitals(numbered[1]!);
  if (
    numbered &&
    (capitals || !continuesList(line, previous)) &&
    words <= 8 &&
    !/[£$€%]|\d[,.]*\s?(?:k|m|bn)\b/i.test(numbered[1]!) &&
    !/[.!?]$/.test(line) &&
    (capitals || !/^\d{1,2}[.)]\s/.test(next))
  )
    return clean(numbered[1]!);
  const bare = withoutAsides(line);
  if (!first && words <= 8 && bare === bare.toUpperCase() && /\p{Lu}{3}/u.test(bare) && !/\d/.test(bare))
    return clean(bare);
  // "Two corrections, sorry:", "Oh and IMPORTANT:": a message's own lead-in, talk, heads nothing.
  if (line.endsWith(':') && words <= 8 && next && !TALK_LEAD.test(line)) return clean(line.slice(0, -1));
  // "Case studies - ALL of these are other clients' results, make that clear:": the topic before the dash.
  const topic = /^(.{3,40}?)(?<!\s)\s+[-–]\s+/.exec(line)?.[1];
  if (line.endsWith(':') && topic && topic.split(/\s+/).length <= 5 && next) return clean(topic);
  // A short bare line followed by a list or a longer line, that is no sentence of its own.
  if (
    !first &&
    words <= 4 &&
    !/[.,;!?:]$/.test(line) &&
    // ("Resultados 2024" heads its section; "Discovery — Jan 2027" is a step of a plan, and a year
    // in brackets, "Impact (2024)", may be a figure's period as well. A line beside another dated
    // one, "Soft opening maio 2028" over "Abertura oficial junho 2028", is a list's step too.)
    !/\d/.test(
      /\s[—–-]\s|\(/.test(line) || datedStep(next) || datedStep(previous) ? line : withoutYears(line),
    ) &&
    /^[A-Z]/.test(line) &&
    next.length > line.length
  )
    return clean(line);
  return undefined;
}

/** "Abertura oficial junho 2028": a plan's step, its date last (a bullet's year is its matter's). */
const datedStep = (line: string) => /\d{4}$/.test(line) && !/^[-*•]/.test(line);

/** Words in capitals ("KEY MESSAGES", "TONE OF VOICE"): three capitals at least, no small letter. */
const isCapitals = (text: string) => {
  const bare = withoutAsides(text);
  return bare === bare.toUpperCase() && /\p{Lu}{3}/u.test(bare);
};

/** "3. Proactive status texts" after "2. Photo + video …" is the list's next item, not a heading. */
function continuesList(line: string, previous: string): boolean {
  const n = /^(\d{1,2})[.)]\s/.exec(line)?.[1];
  const p = /^(\d{1,2})[.)]\s/.exec(previous)?.[1];
  return n !== undefined && p !== undefined && Number(p) === Number(n) - 1;
}

const clean = (heading: string) => {
  // One trailing dash or colon goes ("Risks:"), found from the end without a regex.
  let t = withoutAsides(heading.replace(/^[-*•]\s+/, '')).trimEnd();
  if ('-–:'.includes(t.at(-1) ?? 'x')) t = t.slice(0, -1);
  t = headingSaid(t.trim());
  return t === t.toUpperCase() ? t[0]! + t.slice(1).toLowerCase() : t;
};

/** A heading of the brief's matter (not a lead-in to a list of figures such as "Traction - …"). */
/**
 * A lead-in that sets out the deck's story ("Story we want:", "What the deck must do", "Lo que
 * queremos contar:"): the list under it names the deck's slides in their order.
 */
const OUTLINE_LEAD =
  /^(?:(?:the )?(?:story|structure|outline|flow|running order|sections?)(?: (?:we want|to tell|of the deck|in order|please))?|what (?:the deck|it|the presentation) (?:must|should|needs to) (?:do|cover|say|show)|what we want to (?:say|tell|cover|show)|lo que queremos (?:contar|decir|mostrar)|estructura|ce que (?:nous voulons|l'on veut|on veut) (?:dire|raconter|montrer)|déroulé|plan de la présentation|gliederung|aufbau|was wir (?:erzählen|zeigen|sagen) wollen|struttura|cosa vogliamo (?:raccontare|dire)|o que queremos (?:contar|dizer|mostrar)|estrutura)\s{0,2}:?$/i;
/** A list item: "1. …", "2) …", "- …". */
const LIST_ITEM = /^(?:\d{1,2}[.)]|[-*•])\s+(?=\S)/;
/** An outline lists at least this many parts. */
const OUTLINE_PARTS_MIN = 3;
/** A part named without a label ("How our lines perform at Fairbrook") is a title of at most this many words. */
const PART_TITLE_WORDS = 8;
/** "Show …", "Explain how …": the words that tell the team what a part must do, before what it is about. */
const PART_VERB =
  /^(?:show|explain|present|cover|introduce|mention|include|demonstrate|prove|set out)\s+(?:that |how )?/i;

/** The parts of the story the brief sets out, by line: each item's title and its matter. */
function outlineOf(lines: string[]): {
  lead?: number;
  items: Map<number, { label: string; matter: string }>;
} {
  const items = new Map<number, { label: string; matter: string }>();
  for (let i = 0; i < lines.length; i++) {
    if (!OUTLINE_LEAD.test(lines[i]!.trim())) continue;
    const found = new Map<number, { label: string; matter: string }>();
    for (let k = i + 1; k < lines.length && LIST_ITEM.test(lines[k]!.trim()); k++) {
      const part = partOf(lines[k]!.trim().replace(LIST_ITEM, ''));
      if (part) found.set(k, part);
    }
    // "then next steps to finish.": the outline's last part, said after its list.
    const after = i + found.size + 1;
    const closing = found.has(after - 1) ? closingSection(lines[after] ?? '') : undefined;
    if (closing) found.set(after, { label: closing, matter: '' });
    if (found.size >= OUTLINE_PARTS_MIN) return { lead: i, items: found };
  }
  return { items };
}

/**
 * "Support: £80k launch budget" → its label and matter; "Marrowby today – who we are" likewise;
 * "Show Cobaltline understands their goals (lower bills, …)" → what it is about, with the aside as
 * its matter; "Próximos pasos" → a title alone.
 */
function partOf(item: string): { label: string; matter: string } | undefined {
  for (const sep of [': ', ' – ', ' — ', ' - ']) {
    const at = item.indexOf(sep);
    if (at > 0 && item.slice(0, at).split(/\s+/).length <= LABEL_WORDS + 1)
      return { label: capitalFirst(item.slice(0, at).trim()), matter: item.slice(at + sep.length).trim() };
  }
  const title = withoutAsides(item).replace(PART_VERB, '').trim();
  if (!title || title.split(/\s+/).length > PART_TITLE_WORDS) return undefined;
  const aside = /\(([^()]{3,200})\)/.exec(item)?.[1] ?? '';
  return { label: capitalFirst(title), matter: aside };
}

/** Words too common to say what a line is about. */
const OUTLINE_COMMON = new Set(
  'that this with from their they them have what when where which about into over under more than also para como sobre desde entre pour avec dans sont wird sind eine einer della delle sono'.split(
    ' ',
  ),
);
const aboutWords = (t: string) =>
  new Set(
    t
      .toLowerCase()
      .split(/[^\p{L}\p{N}-]+/u)
      .filter((w) => w.length >= 4 && !OUTLINE_COMMON.has(w) && !/^\d/.test(w))
      .map((w) => w.replace(/'s$/, '')),
  );

/**
 * With a story set out, the brief's other matter goes to the part it speaks of ("Rate of sale … at
 * Fairbrook" to "How our lines perform at Fairbrook"); a paragraph's next lines go with its first.
 * A line under a heading of its own moves only to a part whose title names it. What speaks of no
 * part stays where it was.
 */
function intoOutline(blocks: Block[]) {
  const parts = blocks.filter((b) => b.outline);
  const named = new Map(parts.map((p) => [p, aboutWords(p.heading!)]));
  const words = new Map(parts.map((p) => [p, aboutWords(p.lines.map((l) => l.text).join(' '))]));
  const placed = new Map<Block, number>();
  // The brief's own sections ("Numbers:") follow the part they speak of most, else the first part.
  for (const b of blocks.filter((x) => x.heading && !x.outline)) {
    const own = aboutWords([b.heading!, ...b.lines.map((l) => l.text)].join(' '));
    let best = 0;
    let after = parts[0]!;
    for (const p of parts) {
      let n = 0;
      for (const w of own) n += named.get(p)!.has(w) ? 2 : words.get(p)!.has(w) ? 1 : 0;
      if (n > best) {
        best = n;
        after = p;
      }
    }
    blocks.splice(blocks.indexOf(b), 1);
    blocks.splice(blocks.indexOf(after) + 1, 0, b);
  }
  for (const b of blocks) {
    if (b.outline) continue;
    let to: Block | undefined;
    for (const line of [...b.lines]) {
      // Another organisation's figures are no part of the client's story: they stay theirs.
      if (line.others) {
        to = undefined;
        continue;
      }
      const own = aboutWords(line.text);
      let best = 0;
      let at: Block | undefined;
      for (const p of parts) {
        // A word of the part's title says more than one of its matter.
        let n = 0;
        // A line of the brief's own section moves only to a part its title names.
        for (const w of own) n += named.get(p)!.has(w) ? 2 : words.get(p)!.has(w) && !b.heading ? 1 : 0;
        if (n > best) {
          best = n;
          at = p;
        }
      }
      // A paragraph's lines under no heading go on about what its first was about.
      const target = at ?? (b.heading ? undefined : to);
      to = target;
      if (!target) continue;
      b.lines.splice(b.lines.indexOf(line), 1);
      // Before the part's own words, in the brief's order.
      const k = placed.get(target) ?? 0;
      target.lines.splice(k, 0, line);
      placed.set(target, k + 1);
    }
  }
}

const isSectionHeading = (b: Block) => Boolean(b.heading && b.heading.split(/\s+/).length <= 6);

/** "a proper slide on risks", "don't forget the team slide": slides the brief asks for by name. */
function requestedSlides(brief: string): string[] {
  const out: string[] = [];
  for (const m of brief.matchAll(
    /\b(?:slide (?:on|for|about)|forget the) (?:the )?([a-z][\w -]{2,30}?)(?: slide)?\b(?=[.,!\n]|$)/gi,
  ))
    out.push(m[1]!.trim().replace(/(?<!\s)\s+(?:too|as well|also)$/i, ''));
  return out.map((t) => t[0]!.toUpperCase() + t.slice(1));
}

/** Sentences of a line: split after ".", "!" or "?" followed by a space and a capital or a digit. */
function sentencesIn(line: string): string[] {
  // A table's row ("A. ClinicFlow | JOD 48,000 | …") is one row, whatever its cells' stops.
  if ((line.match(/\|/g)?.length ?? 0) >= 2) return [line];
  // Run-on prose typed in lower case ("… £186k. we want to open …") ends its sentences all the same,
  // though not at a capitalised abbreviation's stop ("Halden Brewing Co. is …"; French "… est. on
  // est …" ends one).
  const runOn = line.length > RUN_ON_CHARS;
  const ends = (m: string, c: string, at: number) =>
    isAbbreviationDot(line, at + 1) && /\p{Lu}\p{Ll}{0,4}$/u.test(line.slice(Math.max(0, at - 5), at + 1))
      ? m
      : `${c}.\u2029`;
  // Prose without any full stop ("so basically … and they want … and oh I forgot …") is cut at its clauses.
  return (runOn ? line.replace(/([a-z0-9%)])\.\s+(?=[a-z])/g, ends) : line)
    .split('\u2029')
    .flatMap(sentencesOfLine)
    .flatMap(runOnClauses);
}

/** A word of chat before a sentence's matter: "so", "um", "oh I forgot". */
const CHAT_LEAD =
  /^(?:so|and|then|puis|ensuite|luego|dann|danach|oh and|also|actually|ok so|right|(?:yes|yeah|yep),? and|um+|uh+|erm|(?:oh,? )?i (?:forgot|almost forgot)(?: to say)?|ps\s*-?)\b,?\s+/i;
const CHAT_LEADS_MAX = 3;
/** "…, so that can go in somewhere", "and it could go on the team slide": where to put it. */
const GOES_IN =
  /(?:,\s?|\s)(?:so |and )?(?:that|it|this) (?:can|could|should|might) go (?:in|on|somewhere)\b/i;
/** What may follow such a clause ("somewhere near the end") before it is more than a placement. */
const GOES_IN_REST = 40;

/** A line this long is prose run on, whatever its case. */
const RUN_ON_CHARS = 200;

function sentencesOfLine(line: string): string[] {
  const out: string[] = [];
  for (const piece of line.split(
    /(?<![\s(](?:Dr|Mr|Mrs|Ms|St|vs|approx|ca|No|e\.g|i\.e|max|excl|incl|avg|est|etc)\.)(?<!^[-\s]*(?:\d{1,2}|[a-z])[.)])(?<!(?:^|[^\s\d]|\b(?:[Ss]ection|[Ss]tep|[Pp]hase|[Ii]tem|[Pp]art|[Cc]hapter|[Pp]oint|[Ss]tage|[Oo]ption|[Nn]o|[Nn]r)\s)\d{1,2}\.)(?<=[.!?])\s+(?!(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b)(?=["“(]?[\p{L}\d])/u,
  )) {
    const s = piece.trim();
    if (!s) continue;
    // "approx. £5.1M", "M. Kilbride", "EE. UU.": an abbreviation's or an initial's stop ends no sentence.
    const previous = out.at(-1);
    // A quotation ("Guests now ask what coffee we use. That never happened before.") is said whole.
    if (
      previous &&
      ((previous.endsWith('.') && isAbbreviationDot(previous, previous.length - 1)) ||
        previous.split('"').length % 2 === 0 ||
        previous.lastIndexOf('“') > previous.lastIndexOf('”') ||
        // "(Ana v. clear – sensitive w/ staff)": an aside in brackets is said whole.
        previous.split('(').length > previous.split(')').length)
    )
      out[out.length - 1] = `${previous} ${s}`;
    else out.push(s);
  }
  return out;
}

/**
 * What a sentence of the brief leaves for the slides: nothing when it is an instruction, a doubt or
 * a figure to keep off them (each noted in the reading), else its words without filler.
 */
function readSentence(raw: string, reading: Reading): string | undefined {
  // "A chart of … would be great", "Mention the fix, not the blame": said to the team. So are a
  // sign-off in another script, the deck's tone ("Nothing too salesy"), its language ("Em
  // português, os investidores são …") and its look ("Cores: o bordô …").
  if (
    toTheTeam(raw) ||
    SCRIPT_SIGN_OFF.test(raw.trim()) ||
    TONE_SAID.test(raw.trim()) ||
    opensOnLanguage(raw) ||
    meetingLine(raw.trim(), DECK_LOOK_LABELS)
  ) {
    reading.instructions.push(raw.trim());
    return undefined;
  }
  // "Also for the "why" slide: the research found …": where it goes is the team's; the rest is matter.
  raw = withoutSlidePointer(raw);
  // "(not for the deck obviously lol)", "(internal)": the aside keeps its whole sentence off.
  if (KEPT_OFF_ASIDE.test(raw)) {
    reading.instructions.push(raw.trim());
    return undefined;
  }
  // An aside that speaks to the deck team ("(that's the automated one)", "(names in the pre-read
  // not the deck)") is dropped; the sentence stands without it.
  let s = raw.replace(/ ?\(([^()]*)\)/g, (all, inner: string) =>
    /\b(?:slides?|deck|pre-read)\b/i.test(inner) ||
    WITHHOLD.test(inner) ||
    /\bthat'?s the\b/i.test(inner) ||
    FROM_THE_TEAMS_SOURCE.test(inner)
      ? ''
      : all,
  );
  // A clause that tells the team what to do ("… - say this clearly, members are sensitive") goes.
  const told = /\s[-–]\s+(?:say|make|keep|use|put|reference|mention|label|source|cite|please show)\b/i.exec(
    s,
  );
  if (told) s = s.slice(0, told.index).trimEnd();
  // "…, zero-rated, say that": the last clause tells the team what to do with the rest.
  const sayThat = /,\s*(?:say|mention|note|put|use) (?:that|this|it)(?: somewhere)?[.!]?$/i.exec(s);
  if (sayThat) s = s.slice(0, sayThat.index);
  // "That's a market estimate, label it as such", "… not Tidewater's, so say so": how to label it.
  if (!/\d/.test(s) && LABEL_IT.test(s)) {
    reading.instructions.push(s);
    return undefined;
  }
  s = withoutVague(withoutStutter(s.replace(FILLER, ' ')))
    .replace(/ {2,}(?=[^\d£$€+-])/g, ' ')
    .trim();
  // A list marker stays (the sentence reader reads a list by it), but no rule reads it.
  const marker = /^[-*•]\s+/.exec(s)?.[0] ?? '';
  s = s.slice(marker.length);
  // "and um oh I forgot, …": up to three words of chat before the sentence, one at a time.
  for (let k = 0; k < CHAT_LEADS_MAX; k++) s = s.replace(CHAT_LEAD, '');
  // "…, so that can go in somewhere": where to put it, said to the team.
  const goes = GOES_IN.exec(s);
  const rest = goes ? s.slice(goes.index + goes[0].length) : '';
  if (goes && rest.length <= GOES_IN_REST && !/[.!?]/.test(rest.slice(0, -1))) s = s.slice(0, goes.index);
  // "(all £)", "Use it but it's their data": an aside or a word to the team about what it was sent.
  if (ASIDE_TO_TEAM.test(s) || /^(?:don['’]?t )?(?:lead|start|open|end) (?:with|on)\b/i.test(s)) {
    reading.instructions.push(raw.trim());
    return undefined;
  }
  if (lengthOf(s, reading)) return undefined;
  // How a figure was checked is for the team, not the audience.
  s = withoutCheckedNote(s);
  // "Meeting is Thursday 4 December": when the deck is shown is its occasion, no slide's matter.
  if (isOccasion(s)) {
    reading.occasion ??= occasionOf(s);
    reading.instructions.push(raw.trim());
    return undefined;
  }
  // "Keep it short", "a quick deck": a short deck, unless a number of slides was said.
  if (!reading.length && SHORT_DECK.test(s)) reading.length = { min: 4, max: 7 };
  if (
    !s ||
    NO_LETTERS.test(s) ||
    CHATTER.test(s) ||
    SPOKEN_CHATTER.test(s) ||
    isSmallTalk(s) ||
    SIGN_OFF.test(s) ||
    s.endsWith(':')
  )
    return undefined;
  // "€52,000 in NL, £44,000 in UK, DKK 430,000 in DK — HR said the DK number might change, need to
  // check": only the part the doubt names is doubted; the rest is said.
  const part = partlyDoubted(s);
  if (part) {
    reading.doubted.push(part.doubted);
    s = part.kept;
  } else if (DOUBT.test(s) || DOUBT.test(raw)) {
    reading.doubted.push(raw.trim());
    return undefined;
  }
  if (WITHHOLD.test(s)) {
    reading.withheld.push(raw.trim());
    return undefined;
  }
  if (
    /\b(?:bid mgr note|note to|reminder to|wants it to be|you decide|brain dump|don['’]?t name|use it only|so use it|kennzeichnen|als beleg|must be attributed|case studies max|reference it|as requested|not ours|their figure)\b/i.test(
      s,
    ) ||
    /^no \w+(?: \w+){0,3}$/i.test(s.replace(/[.!]$/, ''))
  ) {
    reading.instructions.push(raw.trim());
    return undefined;
  }
  if (TENDER_ADMIN.some((re) => re.test(s))) {
    reading.instructions.push(raw.trim());
    return undefined;
  }
  if (
    // A grid's row ("Deck Supporter\t£7,500\t…") names things, it asks nothing of the team.
    (ABOUT_THE_DECK.test(s) && !s.includes('\t')) ||
    // "Unsere Bitte: …" is the ask, a noun after its article; "Bitte auf Deutsch" asks the team.
    /\b(?:pls|please|(?<!\b(?:unsere|meine|eine|die|unserer|ihre) )bitte|merci de|s'il vous plaît|por favor|per favore)\b/i.test(
      s,
    ) ||
    ORDER_TO_TEAM.test(s) ||
    (TALK_TO_TEAM.some((t) => t.re.test(s) && (t.withFigures || !/\d/.test(s))) && !MESSAGE_SAID.test(s))
  ) {
    reading.instructions.push(raw.trim());
    return undefined;
  }
  // A question is for the team ("Could you turn this into something I can show?").
  if (s.endsWith('?')) {
    reading.instructions.push(raw.trim());
    return undefined;
  }
  // Placeholders the author was to fill ("XX%", "TBD") leave the sentence out.
  if (/\bX{2,}\b|\bTBD\b|\?\?\?/.test(s)) {
    reading.withheld.push(raw.trim());
    return undefined;
  }
  // "eKYC", "iPhone" keep their case; a sentence typed in lower case gets its capital.
  const word = s.split(' ')[0]!;
  return marker + (word === word.toLowerCase() ? s[0]!.toUpperCase() + s.slice(1) : s);
}

/**
 * The length a sentence asks for, if it does ("max 10 slides", "about 12 slides", "8-10 slides",
 * "exactly 12", "glaze over after about 10 slides"). The last one said wins ("scratch max 10,
 * make it max 12"). True when the sentence was about the length.
 */
function lengthOf(s: string, reading: Reading): boolean {
  // "Actually, make it 11": a length already asked for, corrected; the last said wins.
  const corrected = reading.length ? CORRECTED_LENGTH.exec(s) : null;
  if (corrected) {
    const n = lengthNumber(corrected[1]!);
    reading.length = { min: n, max: n };
    reading.instructions.push(s);
    return true;
  }
  let found: { at: number; length: Length; loose: boolean } | undefined;
  for (const [k, [re, read]] of LENGTH_PATTERNS.entries()) {
    for (const m of s.matchAll(re)) {
      const at = m.index ?? 0;
      const loose = k >= LENGTH_PATTERNS.length - LOOSE_LENGTHS;
      if (!found || at > found.at) found = { at, length: read(m as RegExpExecArray), loose };
    }
    if (found) break;
  }
  if (!found || (!SLIDE_UNIT.test(s) && !/exactly|max/i.test(s))) return false;
  // "12 slides is the hard cap" after "no more than 12 slides": the number said loosely again
  // leaves the cap as it was.
  const n = (found.length.min + found.length.max) / 2;
  const said = reading.length;
  if (!(found.loose && said && (said.max === n || said.min === n))) reading.length = found.length;
  reading.instructions.push(s);
  return true;
}

/** "4.5 Project team", "2) Budget": an item's text without its number. */
const withoutNumber = (t: string) => t.replace(/^\s*(?:\d{1,2}(?:\.\d{1,2})*[.)]?)\s+/, '').trim();

/** Whether the next line with text is a rule ("-----") or there is none: a name there signs off. */
function beforeRule(lines: string[], i: number): boolean {
  const at = lines.findIndex((l, k) => k > i && l.trim());
  return (
    at < 0 ||
    SEPARATOR.test(lines[at]!.trim()) ||
    /^--$/.test(lines[at]!.trim()) ||
    signatureStarts(lines, at)
  );
}

/** A parting word alone: "gracias", "un abrazo", "blessings", "thx". */
const SIGN_OFF_PHRASE = new RegExp(
  `^(?:${SIGN_OFF.source.slice(SIGN_OFF.source.indexOf('(?:') + 3, SIGN_OFF.source.indexOf(')\\b'))})$`,
  'i',
);

/** "¡Gracias! Un abrazo,", "Thx, Becca", "Merci ! Bises, Claire": parting words and a first name, nothing else. */
function isSignOffLine(line: string): boolean {
  const pieces = line
    .split(/[,!.¡]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    pieces.length > 0 &&
    pieces.length <= 4 &&
    pieces.some((p) => SIGN_OFF_PHRASE.test(p)) &&
    pieces.every((p) => SIGN_OFF_PHRASE.test(p) || /^\p{Lu}\p{Ll}+$/u.test(p))
  );
}

/** "- Team: Rachel Kim (…), …": a list item that opens on a short label, then its matter. */
const LABELLED = /^[-*•]\s+(\p{Lu}[\p{L}'’ &-]{2,30}?):\s+(\S.{9,})$/u;
/** A label says a topic in a few words. */
const LABEL_WORDS = 4;

/**
 * A list item that heads its own matter: it opens on a label, it is not indented (an indented
 * "- Discovery: Mar–Apr 2027" is an item of its list), and another item of its list is labelled too.
 */
function labelledItem(
  lines: string[],
  i: number,
  asked: string[],
): { label: string; matter: string } | undefined {
  const raw = lines[i]!;
  const m = /^\s/.test(raw) ? undefined : LABELLED.exec(raw.trim());
  if (!m || m[1]!.split(/\s+/).length > LABEL_WORDS) return undefined;
  // Only a label that names a section the brief asks for ("Team" for "4.5 Project team") heads it.
  const stem = (w: string) => w.toLowerCase().replace(/s$/, '');
  const words = m[1]!
    .split(/\s+/)
    .filter((w) => w.length > 1 && !LINK_WORDS.has(w.toLowerCase()))
    .map(stem);
  const named = asked.some((a) => a.split(/[^\p{L}]+/u).some((w) => words.includes(stem(w))));
  if (!named) return undefined;
  const sibling = (k: number) => {
    const l = lines[k];
    return l !== undefined && !/^\s/.test(l) && k !== i && LABELLED.test(l.trim());
  };
  let near = false;
  for (let k = i - 1; k >= 0 && !near && (/^\s/.test(lines[k]!) || /^[-*•]\s/.test(lines[k]!.trim())); k--)
    near = sibling(k);
  for (
    let k = i + 1;
    k < lines.length && !near && (/^\s/.test(lines[k]!) || /^[-*•]\s/.test(lines[k]!.trim()));
    k++
  )
    near = sibling(k);
  return near ? { label: m[1]!.trim(), matter: m[2]!.trim() } : undefined;
}

/**
 * The lines of paragraphs written in another language than the deck's (a forwarded request in
 * English under a French email): the sender's source, not the deck's words. A paragraph is read
 * whole, since its list items ("2) outcomes to date") are too short to tell alone.
 */
function otherLanguageLines(lines: string[], lang: Lang): Set<number> {
  const out = new Set<number>();
  if (lang === 'en') return out;
  for (let i = 0; i < lines.length; ) {
    let j = i;
    while (j < lines.length && lines[j]!.trim()) j++;
    if (j > i && inOtherLanguage(lines.slice(i, j).join(' '), lang)) for (let k = i; k < j; k++) out.add(k);
    i = j + 1;
  }
  return out;
}

/** Words too common to say which section a label names ("of", "and", "the"). */
const LINK_WORDS = new Set([
  'of',
  'and',
  'the',
  'to',
  'for',
  'in',
  'on',
  'from',
  'our',
  'their',
  'with',
  'a',
]);

/** "— no sorry,", "- no wait,", "– I mean": a speaker correcting the figure just said. */
const SELF_CORRECTION = /(?<![\s—–-])\s*[—–-]+\s*(?:no,?\s+)?(?:sorry|wait|i mean)\b[,:]?\s*/i;

/**
 * "price is 12 — no sorry, 14, 8,600, saves 760": the figure before the correction goes, and of
 * the figures said straight after it, only the last stands (the speaker restating it).
 */
function selfCorrected(line: string): string {
  const m = SELF_CORRECTION.exec(line);
  if (!m) return line;
  const before = line.slice(0, m.index);
  const old = /(?<![£$€\d,.])[£$€]?\d[\d,.]*%?$/.exec(before);
  if (!old) return line;
  const clauses = line.slice(m.index + m[0].length).split(', ');
  let k = 0;
  while (
    k + 1 < clauses.length &&
    /^[£$€]?\d[\d,.]*%?$/.test(clauses[k + 1]!) &&
    /^[£$€]?\d[\d,.]*%?$/.test(clauses[k]!)
  )
    k++;
  if (!/^[£$€]?\d/.test(clauses[k] ?? '')) return line;
  return before.slice(0, old.index) + clauses.slice(k).join(', ');
}

/** "…, no wait, it's", "... no, sorry, that's wrong:": a speaker taking back what was just said. */
const TAKEN_BACK =
  /\bno,? (?:wait|sorry|hang on|i (?:wrote|got|put|typed|said) (?:that|it|this) wrong)\b[,:!]? ?(?:(?:that['’]?s|that is) (?:wrong|not right|incorrect) ?[:,.–-]? ?|(?:it['’]?s|it is|make (?:it|that)|i mean) )?/i;
const FIGURE_AT = /^[£$€]?\d+(?:[,.]\d+)*%?/;
const FIGURES_IN = /(?<![£$€\d,.])[£$€]?\d+(?:[,.]\d+)*%?/g;

/**
 * "40 climbing walls, no wait, it's 14 not 40, 14 walls, across three centres" and "Market: 2,100
 * UK departments... no, sorry, that's wrong: 172 NHS acute trusts": only the correction exists.
 * A bare figure ("14 not 40") takes the old one's place; a figure with its own words ("172 NHS
 * acute trusts") takes the place of the old figure and all that followed it.
 */
function takenBack(line: string): string {
  const m = TAKEN_BACK.exec(line);
  if (!m) return line;
  // What led up to it ("… acute units... ", "40 walls, "): its trailing marks go with the mark.
  const before = trimEndSpaced(line.slice(0, m.index).trimEnd(), '.…,').trimEnd();
  const old = [...before.matchAll(FIGURES_IN)].at(-1);
  let after = line.slice(m.index + m[0].length).trimStart();
  const fresh = FIGURE_AT.exec(after)?.[0];
  if (old?.index === undefined || !fresh || fresh === old[0]) return line;
  after = after.slice(fresh.length);
  const notOld = /^\s{1,3}not\s{1,3}[£$€]?\d+(?:[,.]\d+)*%?/.exec(after);
  if (notOld || /^(?:[,.;:!?]|$)/.test(after)) {
    if (notOld) after = after.slice(notOld[0].length);
    // "…, 14 walls": the figure said again with its noun, after the correction, is said once.
    const comma = /^,\s{0,3}/.exec(after)?.[0].length ?? -1;
    const end = comma + fresh.length;
    if (comma > 0 && after.startsWith(fresh, comma) && !/[\d,.]/.test(after[end] ?? ''))
      after = after.slice(end + (/^[^,.;]{0,40}/.exec(after.slice(end))?.[0].length ?? 0));
    const rest = before.slice(old.index + old[0].length).replace(/(?:\.{2,3}|…|[,;])\s{0,3}$/, '');
    return `${before.slice(0, old.index)}${fresh}${rest}${after}`;
  }
  // The new figure brings its own words only in place of an old one that had words of its own.
  if (!/\p{L}{2}/u.test(before.slice(old.index + old[0].length))) return line;
  return `${before.slice(0, old.index)}${fresh}${after}`;
}

/** "(Deepa's figure from the RFI)": where the team got a figure, which the audience gave them. */
const FROM_THE_TEAMS_SOURCE =
  /^[\p{L}'’ -]{0,30}\b(?:figure|number|estimate|data|guess) from (?:the |their |our |her |his )?(?:rfi|rfp|itt|call|email|thread|meeting|brief|chat)$/iu;

/** "What I want to show them is …": the sender saying the deck's message, which is matter. */
const MESSAGE_SAID =
  /\bwhat (?:i|we) (?:want|need) (?:to )?(?:show|say|tell|get across)\b[^.?!]{0,30}\bis\b/i;

/** A figure the brief corrects: the old one, the new, and what it counts or the label it gives. */
interface Correction {
  old: string;
  fresh: string;
  /** "clinics" in "12 clinics, not 14": the old figure is replaced only before it. */
  noun: string;
  /** "AOV" in "AOV is £84 not £86": only a line that names it has its figure replaced. */
  label: string;
  /** The correcting sentence without its apology and its old figure: "we have 12 clinics". */
  said: string;
  /** The correcting sentence as written, with the totals it may give ("grand total 1,270"). */
  whole: string;
  line?: Line;
}

/** Verbs between a label and its figure ("AOV is £84"): no part of the label. */
const LABEL_VERB = /(?<!\S)(?:is|are|was|were|=|ist|sind|est|sont|es|son|è|sono|é|são)$/i;

/** A correction's lead with no label in it: "actually it's", "sorry, that's", "no wait". */
const NO_LABEL =
  /^(?:(?:actually|sorry|oops|wait|no|so|ok|correction)\s)?(?:it['’]?s|it is|that['’]?s|that is|it was|c['’]est|es|son|sind|ist)$|^(?:actually|sorry|oops|no wait|wait|correction)$/i;

/** The words a correction restates its figure with: "it's 142 volunteers", "son 90". */
const RESTATED = /^(?:it['’]?s|it is|that['’]?s|c['’]est|ce sont|es sind|son|es)\s+(?=[£$€]?\d)/i;

/** The correction a sentence makes, if it says sorry or corrects and gives "new, not old". */
function correctionOf(sentence: string, line = sentence): Correction | undefined {
  // "Quick correction – typo on my side: our share is 23%, NOT 32%": the line says it corrects.
  for (const re of FIRST_PUT) {
    const first = re.exec(sentence);
    if (first)
      return {
        old: first[1]!,
        fresh: first[3]!,
        noun: first[2]!.trim(),
        label: '',
        said: '',
        whole: sentence,
      };
  }
  if (!CORRECTS.test(sentence) && !CORRECTS.test(line)) return undefined;
  const m = NOT_FIGURE.exec(sentence);
  if (!m) return undefined;
  const fresh = m[1]!.trim();
  const noun = m[2]!.trim();
  const end = m.index + m[1]!.length + m[2]!.length;
  const without = sentence.slice(0, end) + sentence.slice(m.index + m[0].length);
  // Its clause that gives the new figure: the apology and the aside before or after it go.
  const clause = without.split(/[:;]\s|\s[-–—]\s|,\s/).find((c) => c.includes(fresh)) ?? without;
  const before = clause.slice(0, clause.indexOf(fresh)).trim();
  // "our direct booking share in 2026 is 23%": the period is no part of the label.
  const label = before
    .replace(LABEL_VERB, '')
    .trim()
    .replace(/(?<=\S)\s(?:in|for|of)\s(?:19|20)\d{2}$/, '')
    .split(/\s+/)
    .slice(-2)
    .join(' ');
  // "actually it's 12 not 21": the words that restate a figure name nothing it counts.
  const named = NO_LABEL.test(label) ? '' : label;
  return {
    old: m[3]!.trim(),
    fresh,
    noun,
    label: noun ? '' : named,
    // "it's 142 volunteers": the figure and its noun, not the words that restate it.
    said: trimEndSpaced(clause.trim(), '.!').replace(RESTATED, ''),
    whole: sentence,
  };
}

/** A reply that agrees with a correction says at most this many words a sentence ("yep sorry"). */
const AGREEMENT_WORDS_MAX = 3;

/** The sentence names the figure as a figure ("8,900", not "18,900"). */
const correctsIn = (sentence: string, figure: string) => {
  for (let at = sentence.indexOf(figure); at >= 0; at = sentence.indexOf(figure, at + 1))
    if (!/[\d.,]/.test(sentence[at - 1] ?? ' ') && !/\d/.test(sentence[at + figure.length] ?? ' '))
      return true;
  return false;
};

/** "use 8,450 Kwame pls": the sentence tells the team which figure to take. */
const usesIn = (sentence: string, figure: string, lang: Lang) =>
  correctsIn(sentence, figure) &&
  LOCALES[lang].read.corrections.use.some((u) => sentence.toLowerCase().startsWith(`${u} `));

/**
 * Every line that said the old figure (before its noun, or in a line naming its label) says the
 * new one; the correcting sentence itself is then no slide's matter, unless nothing said the old.
 */
function applyCorrection(blocks: Block[], fix: Correction): boolean {
  let replaced = replacedIn(blocks, fix, fix.old, fix.fresh);
  // "46,700" said again as a data row's "46700", whose row names its month its own way ("2026-09").
  if (!fix.noun && /\d,\d{3}/.test(fix.old))
    replaced += replacedIn(
      blocks,
      { ...fix, label: '' },
      fix.old.replace(/,/g, ''),
      fix.fresh.replace(/,/g, ''),
      true,
    );
  if (!replaced) replaced = correctedCell(blocks, fix);
  if (replaced) for (const b of blocks) b.lines = b.lines.filter((l) => l !== fix.line);
  return replaced > 0;
}

/**
 * A correction whose label no line says ("MAU is 9,100 not 9,400" over "9,400 monthly active
 * patients"): a figure of four digits or more, said in one line only, is that line's whatever it
 * labels it. Its correcting sentence stays, and the aside on the old figure ("9,400 was
 * september's peak") goes. Run after every correction by label, so none takes another's line.
 */
function correctUnlabelled(blocks: Block[], fix: Correction) {
  const lines = blocks
    .flatMap((b) => b.lines)
    .filter((l) => l !== fix.line && l.text.includes(fix.old) && !l.text.includes(`${fix.old} was`));
  if (!fix.label || !/\d[,.]?\d{3}|[£$€%]/.test(fix.old) || lines.length !== 1) return;
  for (const b of blocks) b.lines = b.lines.filter((l) => !l.text.includes(`${fix.old} was`));
  replacedIn(blocks, { ...fix, label: '' }, fix.old, fix.fresh);
}

/** "real Sept figure": the words that say a figure is one name nothing it counts. */
const FIGURE_WORDS = /(?<!\S)(?:real|right|correct|actual|figure|figures|number|numbers|total|value)(?!\S)/gi;

/** Lines that say the old figure say the new; `rows`: a data row's cells are figures too. */
function replacedIn(blocks: Block[], fix: Correction, old: string, fresh: string, rows = false): number {
  const said = fix.noun ? `${old} ${fix.noun}` : old;
  const label = fix.label.replace(FIGURE_WORDS, '').trim().toLowerCase();
  let replaced = 0;
  for (const b of blocks)
    for (const l of b.lines) {
      if (l === fix.line) continue;
      if (label && !l.text.toLowerCase().includes(label)) continue;
      let at = l.text.indexOf(said);
      while (at >= 0) {
        const prev = l.text[at - 1] ?? ' ';
        const next = l.text[at + said.length] ?? ' ';
        // A data row's commas part its cells, not a number's thousands.
        const row = rows && l.text.includes(',') && !l.text.includes(', ');
        const part = row ? /\./ : /[.,]/;
        if (
          !(row ? /[\d.£$€]/ : /[\d.,£$€]/).test(prev) &&
          !/\d/.test(next) &&
          !(part.test(next) && /\d/.test(l.text[at + said.length + 1] ?? ''))
        ) {
          l.text =
            l.text.slice(0, at) +
            (fix.noun ? `${fresh} ${fix.noun}` : fresh) +
            l.text.slice(at + said.length);
          replaced++;
        }
        at = l.text.indexOf(said, at + 1);
      }
    }
  return replaced;
}

/** A table's total row or column: "Total", "Grand total", "Total (£k)", "Gesamt", "Totale". */
const TOTAL_CELL = /^(?:grand )?(?:total|totals|sum|gesamt|summe|totale?|suma)\b/i;

/**
 * "the influencer line for DE is 110 not 90, so … grand total 1,270": a table's cell corrected.
 * The row is the one whose label the correction names, the column the one it names (or the one
 * cell with the old figure); the row's total, the column's total and the grand total move by as
 * much, and stand only when the correction gives the same totals or none. Returns the cells changed.
 */
function correctedCell(blocks: Block[], fix: Correction): number {
  const sentence = fix.said.toLowerCase();
  const words = new Set(sentence.split(/[^\p{L}\d]+/u).filter((w) => w.length >= 2));
  const names = (cell: string) =>
    cell
      .toLowerCase()
      .split(/[^\p{L}\d]+/u)
      .some(
        (w) =>
          w.length >= 2 &&
          [...words].some(
            (s) =>
              s === w ||
              (s.length >= 4 && w.startsWith(s)) ||
              // "the Sept figure" names the row "Sep 2026".
              (w.length >= 3 && s.startsWith(w) && isPeriod(cell)),
          ),
      );
  const value = (cell: string) => Number(cell.replace(/,/g, ''));
  const old = value(fix.old);
  const fresh = value(fix.fresh);
  if (!Number.isFinite(old) || !Number.isFinite(fresh)) return 0;
  for (const b of blocks) {
    const rows = b.lines.filter((l) => l.text.includes('\t'));
    if (rows.length < 3) continue;
    const cells = rows.map((r) => r.text.split('\t'));
    const header = cells[0]!;
    const hits: [number, number][] = [];
    cells.forEach((row, r) => {
      if (r === 0 || !names(row[0]!)) return;
      row.forEach((c, k) => {
        if (
          k > 0 &&
          c.trim() === fix.old &&
          (header.length < 3 || names(header[k]!) || row.filter((x) => x.trim() === fix.old).length === 1)
        )
          hits.push([r, k]);
      });
    });
    if (hits.length !== 1) continue;
    const [r, k] = hits[0]!;
    const delta = fresh - old;
    const format = (n: number, like: string) =>
      like.includes(',') || (n >= 1000 && fix.fresh.includes(',')) ? n.toLocaleString('en-GB') : String(n);
    const moved: [number, number][] = [[r, k]];
    const totalCol = header.findIndex((h, i) => i > 0 && TOTAL_CELL.test(h.trim()));
    const totalRow = cells.findIndex((row, i) => i > 0 && TOTAL_CELL.test(row[0]!.trim()));
    if (totalCol > 0 && totalCol !== k) moved.push([r, totalCol]);
    if (totalRow > 0 && totalRow !== r) moved.push([totalRow, k]);
    if (totalCol > 0 && totalRow > 0 && totalCol !== k && totalRow !== r) moved.push([totalRow, totalCol]);
    const next = moved.map(([i, j], n) =>
      n === 0 ? fix.fresh : format(value(cells[i]![j]!) + delta, cells[i]![j]!),
    );
    // The totals the correction gives must be the ones the sum gives, or it gives none.
    const given = [...fix.whole.matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)].map((m) => m[0]);
    const totals = next.slice(1);
    if (given.length > 2 && !totals.every((t) => given.includes(t))) continue;
    moved.forEach(([i, j], n) => {
      cells[i]![j] = next[n]!;
    });
    rows.forEach((l, i) => {
      l.text = cells[i]!.join('\t');
    });
    return moved.length;
  }
  return 0;
}

/** Where the last clause of a line starts (", and …", "; …"), or -1 when it has one clause. */
function lastClauseAt(text: string): number {
  for (const sep of [', and ', '; ', ' and ', ', ']) {
    const at = text.lastIndexOf(sep);
    if (at > 0) return at;
  }
  return -1;
}

/**
 * A chat line without its emoji's shortcodes (":+1:", ":tada:"): one between words ends what
 * came before it ("on it :+1: what do we want" is two messages); elsewhere it just goes.
 */
function withoutEmojiCodes(line: string): string {
  if (line.search(EMOJI_CODE) < 0) return line;
  return line
    .replace(EMOJI_CODE, (code, at: number, all: string) => {
      const before = all.slice(0, at).trimEnd();
      const after = all.slice(at + code.length).trimStart();
      return /[\p{L}\d]$/u.test(before) && /^\p{L}/u.test(after) ? '. ' : ' ';
    })
    .replace(/ {2,}/g, ' ')
    .replace(/ (?=[).,!?])/g, '')
    .trim();
}

/** "Active patients is still 38,400", "reste à 12", "sigue siendo", "bleibt bei": a figure confirmed. */
const STILL =
  /\b(?:(?:is|are) still|still (?:is|are|stands? at)|remains?(?: at)?|est toujours|reste (?:à|de)|sigue (?:siendo|en)|ist (?:weiterhin|immer noch)|bleibt bei)\s(?=[£$€]?\d)/i;

/**
 * A line that only confirms a figure the brief gives elsewhere ("headcount is still 240" beside
 * "240 staff across three sites") says it twice: the confirmation goes.
 */
function withoutStillSaid(blocks: Block[]) {
  const all = blocks.flatMap((b) => b.lines);
  for (const b of blocks)
    b.lines = b.lines.filter((l) => {
      if (!STILL.test(l.text)) return true;
      const figures = [...l.text.matchAll(FIGURE)].map((m) => m[0]).filter((f) => /\d/.test(f));
      return !figures.every((f) => all.some((o) => o !== l && o.text.includes(f)));
    });
}
