/**
 * The tables the reading uses to tell the brief's talk to the deck team from its matter, another
 * organisation's figures from the client's, and a tender's own text from what answers it. Each
 * row is a general rule in the languages the drafter reads, never one brief's wording.
 */

/** Sentences that speak to the team about the brief or the deck, never to the audience. */
/** `withFigures`: the rule holds for a sentence that gives figures too. */
export const TALK_TO_TEAM: { re: RegExp; withFigures: boolean }[] = [
  // How the brief was pasted or sent: "copied from the channel, sorry for the formatting".
  {
    re: /\b(?:copied (?:from|out of)|pasted (?:below|above|from|in|here)|sorry (?:for|about) the (?:formatting|noise|mess|typos?|length)|excuse the|(?:our|my) notes (?:are )?at the bottom|see (?:below|attached)|(?:in the )?same order as (?:below|above|the notes)|great news|(?:pack|notes?|material|instructions) (?:is |are )?(?:below|above)|deck to (?:me|us) by|in the drive|on the (?:team )?drive|copié|collé ci-dessous|désolée? pour (?:les fautes|le format)|kopiert aus|unten eingefügt)\b/i,
    withFigures: true,
  },
  // The sender speaking of themself: "I think", "i didnt write it down", "I'm in the van", "tell me";
  // a sentence with figures ("I'll read them out: January 38, …") still gives them.
  {
    re: /(?:^|[\s,;(])i(?:['’](?:m|ll|ve|d)|\s+(?:am|was|think|guess|didn['’]?t|didnt|did|don['’]?t|dont|do|have|had|will|would|can|can['’]?t|cant|just|wrote|sent|forgot|got|reckon|believe|mean|hope|know))\b|\btell me\b|\b(?:je (?:pense|crois|n'ai|vous|te)|ich (?:glaube|denke|habe|bin))\b/i,
    withFigures: false,
  },
  // Framing the paste: "pasting the minutes from Tuesday's ops review below", "te pego abajo el acta".
  {
    re: /\b(?:pasting|(?:i['’]ve|i have) pasted) (?:in |here )?(?:the |our |my |his |her |their |some )?(?:minutes|notes|thread|emails?|chat|brief|figures|text|report|summary|info|details)\b|\b(?:te|os|le) (?:pego|paso|mando|envío) (?:abajo|aquí|debajo|la info|el acta|las notas|los datos)\b|\b(?:je (?:te|vous) (?:colle|copie|envoie)|voici (?:le compte[- ]rendu|les notes))\b|\b(?:ich (?:füge|kopiere|schicke)|anbei (?:das protokoll|die notizen)|unten (?:das protokoll|die notizen))\b|^(?:hierbij|hieronder|bijgaand) (?:de |het |mijn |onze )?(?:info|informatie|briefing|notities|aantekeningen|gegevens|verslag|cijfers)\b/iu,
    withFigures: true,
  },
  // Who the deck is for and when, said to the team: "It's for Corran's community fund panel, 3 Feb".
  {
    re: /^(?:it['’]?s|this is|the (?:deck|presentation|pitch) is|es para|c['’]est pour|es ist für|das ist für) (?:for )?[^.!?]{0,120}\b(?:panel|board|meeting|committee|trustees|partners|directors|leadership|comisión|comité|conseil|vorstand|gremium)\b/iu,
    withFigures: true,
  },
  // Who presents: "Presenta nuestra directora, Carmen Ruiz-Ortega", "Presenting: Dr Lee".
  {
    re: /^(?:presenta|presentan|présente(?:ra)?|präsentiert|presenting(?: is| will be)?|presented by|presenter)\b[:,]?\s/iu,
    withFigures: false,
  },
  // Small talk that closes a message: "speak tomorrow", "more next week", "talk soon".
  {
    re: /^(?:thanks so much,?\s*)?(?:speak|talk|chat) (?:tomorrow|soon|later|monday|next week)\b|^more (?:next week|tomorrow|soon|to come)\b/i,
    withFigures: false,
  },
  // What someone needs the deck for: "They need the Christmas trading review for the conference".
  {
    re: /^(?:they|we|he|she|[A-Z][\w-]+) (?:need|needs|want|wants) (?:(?:the|a|an) [\w' -]{0,40}(?:review|update|deck|presentation|pack|slides)\b|to (?:pitch|present to|show|convince|win over)\b)/,
    withFigures: true,
  },
  // The story the audience wants, said to the team as a list: "The partners want: where we are, the plan, …".
  {
    re: /^(?:the )?(?:partners|board|client|clients|trustees|panel|committee|council|they|los socios|el cliente|la comisión|le client|le conseil|der vorstand|der kunde)(?: also)? (?:want|wants|asked for|would like|need|needs|quieren|quiere|veulent|veut|wollen|will)(?: to (?:see|hear))?\s?:/iu,
    withFigures: true,
  },
  // Where a slide goes, said to the team: "it should be the first thing parents see".
  {
    re: /\b(?:should|must) (?:be|come|go) (?:the )?(?:first|last|near the end|up front|the first thing)\b|^agreed (?:this|that|it) (?:can|should|must|may)\b/i,
    withFigures: true,
  },
  // Who presents which part, said to the team: "Raj presenting the numbers, Imogen the vision".
  {
    re: /^\p{Lu}[\p{L}'’-]{1,30} (?:(?:is|will be) )?(?:presenting|presents|to present|will present|takes|will take|doing) the (?:numbers|figures|finances?|vision|intro(?:duction)?|demo|story|opening|close|ask|rest)\b/u,
    withFigures: false,
  },
  // A chat's word to a teammate by handle ("@Sam can you take the numbers"), never an address.
  { re: /(?<![\w.])@\p{L}[\w.-]{0,30}/u, withFigures: true },
  // Passing the brief on: "forwarding the thread below", "je te transfère", "te reenvío", "leite weiter".
  {
    re: /\b(?:forwarding|forwarded|fwd|(?:the )?(?:chain|thread|emails?|mails?) (?:below|above)|je (?:te|vous) transf[eè]re|(?:te|os) (?:reenvío|reenvio)|reenvío (?:el|este)|leite (?:dir|euch|ihnen) weiter|weitergeleitet)\b/iu,
    withFigures: false,
  },
  // Small talk about the last meeting or what still holds: "lovely to catch up on Monday", "the rest stands".
  {
    re: /^(?:looking forward to (?:it|this|that|the (?:meeting|call|deck|presentation))|(?:j['’]ai )?hâte d['’]y être|tengo (?:muchas )?ganas de verl[oa]|(?:ich )?freue mich (?:darauf|drauf)|(?:great|good|nice|lovely) (?:to (?:chat|talk|speak|see you|catch up|meet)|chatting|talking|speaking|catching up|meeting)|(?:everything|all|the rest) else (?:stands|holds|is (?:the same|unchanged|as (?:it was|before)))|the rest (?:stands|holds)|ravie? de (?:vous|te) (?:voir|parler)|(?:tout )?le reste (?:est|reste) (?:inchangé|valable|pareil)|encantad[oa] de (?:hablar|verte|veros)|(?:todo )?lo demás (?:sigue|se mantiene|está) igual|schön,? (?:dich|euch|sie) (?:gesehen|gesprochen)|der rest (?:bleibt|stimmt))\b/iu,
    withFigures: false,
  },
  // A question to the team typed without its mark: "what do we want in there", "can someone check".
  {
    re: /^(?:(?:what|how|which|where|who) (?:do|did|should|shall|can|will|would) (?:we|you|i|they)|(?:can|could|would|will) (?:you|someone|somebody|anyone)|que (?:voulez-vous|veut-on|mettons-nous)|qu['’]est-ce qu['’]on|(?:qué|cómo) (?:queremos|ponemos|hacemos|quieres)|(?:puedes|podéis|podrías)|(?:was|wie) (?:wollen|sollen|machen) wir|(?:kannst du|könnt ihr|können sie))\b/iu,
    withFigures: false,
  },
  // What to say or not, said to the team: "make sure you call it a subscription", "don't say 'cheap'".
  {
    re: /\b(?:make sure|be sure to|remember to|don['’]?t forget|(?:don['’]?t|do not|never) (?:say|write|call (?:it|them)|use the (?:word|phrase|term))|assure[zs]?-(?:toi|vous)|n['’]oublie[zs]? pas|ne (?:dis|dites|écris|écrivez) pas|asegúrate|no olvides|recuerda (?:que|poner|decir)|no (?:digas|escribas|uses la palabra)|achte(?:t)? darauf|vergiss(?:t)? nicht|denk(?:t)? daran|stell(?:t)? sicher|sag(?:t)? nicht|schreib(?:t)? nicht)\b/iu,
    withFigures: true,
  },
  // How a part of the deck should come across: "the ask has to be very clear at the end".
  {
    re: /\b(?:should|must|needs? to|has to|have to) (?:be|come|go|sit) (?:really |very |super |crystal |nice and )?(?:clear|obvious|explicit|prominent|near the end|at the end|at the start|up front|last|first)\b|\b(?:doit|doivent) (?:être|venir) (?:très )?(?:clair|claire|à la fin|au début)|\b(?:debe|tiene que) (?:quedar|ser|estar|ir) (?:muy )?(?:clar[oa]|al final|al principio)|\bmuss (?:ganz |sehr )?(?:klar|deutlich|am ende|am anfang)\b/iu,
    withFigures: true,
  },
  // Who presents, and the order the team is told: "Dr Lee will present", "Q3 results first".
  {
    re: /(?:\b(?:will (?:present|be presenting|pitch|do the talking)|présentera|presentará|wird (?:präsentieren|vortragen))|^(?:then |and then |start with |open with )?(?:the )?[\p{L}\d]+(?: [\p{L}\d]+){1,3} (?:first|last|primero|al final|en premier|en dernier|zuerst|zuletzt))[.!]?$/iu,
    withFigures: true,
  },
  // Who else the audience is weighing, said about them to the team: "They're choosing between us and two other studios".
  {
    re: /\b(?:they['’]re|they are|they['’]ll be|the (?:panel|board|client)(?: is| are)?) (?:choosing|deciding|picking|comparing)\b[^.!?]{0,30}\b(?:between us|us and|other (?:studios|agencies|bidders|suppliers|firms|vendors))\b/i,
    withFigures: true,
  },
  // An action of the minutes: "RS to brief Tideway Creative".
  { re: /^[A-Z]{2,3}(?: and [A-Z]{2,3})? to [a-z]+\b/, withFigures: true },
  // Someone's wish for the deck or the reports: "Crestline wants safety on every plant report now".
  {
    re: /\b(?:wants?|would like|asked for|asks for|will want)\b[^.!?]{0,40}\b(?:on|in) (?:every|each|all|the) (?:\w+ )?(?:reports?|slides?|decks?|pages?)\b/i,
    withFigures: true,
  },
];

/**
 * A sentence that opens on an order to the team ("label it as Hoshikage's", "make it the big slide",
 * "ok but put it last"): the words before the verb are chat's ("ok", "but", "pls").
 */
export const ORDER_TO_TEAM =
  /^(?:(?:ok(?:ay)?|yes|yeah|and|but|so|also|pls|please|oh)[,!]?\s+)*(?:(?:label|make|put|use|add|keep|drop|show|mention|include|flag|highlight|move|present|call|say|mark) (?:it|this|that|them|these|those)\b|(?:lead with|open with|remember to|don['’]?t forget)\b)/i;

/**
 * Cues that a line gives another organisation's figures: a competitor, a benchmark, a case, a
 * vendor's claim. The line then sits on a proof or case slide, never among the client's figures.
 */
export const OTHERS_CUES: RegExp[] = [
  /\(competitor\)|\b(?:case stud(?:y|ies)|competitors? (?:figure|number)s?|benchmark|per their|their (?:annual |ir |trading )?(?:report|statement|presentation|blog|brochure)|their (?:number|figure|result|data)s?|other (?:councils?|clients?|organisations?)'?|reference customer|for proof|our client|not ours|third party)\b/i,
  /\b(?:for comparison|by comparison|as a comparison|industry comparison|brochure|vendor['’]?s claim|trading statement|ir presentation|press release|trade press|what happened elsewhere)\b/i,
  /\b(?:pour comparer|par comparaison|à titre de comparaison|leur chiffre|zum vergleich|als referenz|referenzkunde|im vergleich|a modo de comparación|en comparación|per confronto|a titolo di confronto|para comparação|ter vergelijking|hun cijfers)\b/i,
  /(?:^|[^\w&])[A-Z][\w&]+ (?:Research|Report|Insight) \d{4}\b/,
];

/**
 * A sentence that says the figures just given are another organisation's ("This is their result,
 * not ours", "das sind nicht unsere Zahlen", "label it as Hoshikage's"): the line before it is theirs.
 */
export const SAYS_THEIRS =
  /\b(?:their (?:result|number|figure|data|claim)s?|not ours|not our (?:figures?|numbers?|data)|vendor['’]?s claim|(?:label(?:led)? (?:it |them )?as|clearly|these are|it['’]?s) (?:[A-Z][\w&-]+ ){0,2}[A-Z][\w&-]+['’]s\b|(?<![\w&])[A-Z][\w&]+['’]s (?:own )?(?:figures?|numbers?|data|experience)|leurs? chiffres?|pas les nôtres|nicht unsere zahlen|(?<![\w-])[\w-]+-wert\b|cifras suyas|no son nuestr|é del[ea]s|são del[ea]s|não (?:é )?nosso|no es nuestro|è loro|non (?:è )?nostro|niet van ons)/;

/** The words of a sentence that keeps the figures just given out of the deck, notes included. */
export const NOWHERE =
  /\b(?:do not|don['’]?t|never) (?:put|use|show|include|quote) (?:it|them|this|that|these|those)\b[^.!?]{0,40}\b(?:anywhere|notes included|at all|in the notes)\b/i;

/**
 * A sentence that bans what the one before it said, in any of the drafter's languages, "notes"
 * included ("Please don't mention it anywhere, not even in the speaker notes", "Non deve comparire
 * da nessuna parte, nemmeno nelle note"): that sentence's names leave the deck.
 */
export const NOWHERE_AT_ALL =
  /\b(?:not even in (?:the )?(?:speaker |presenter )?notes|nowhere in the deck|non deve comparire|da nessuna parte|nemmeno nelle note|neanche nelle note|nicht einmal in den notizen|nirgendwo|ni siquiera en las notas|en ningún sitio|pas même dans les notes|nulle part|nem nas notas|em lado nenhum|zelfs niet in de notities|nergens)\b/i;

/** A tender's clause, quoted with its number: "1.3 Presentations should not exceed 15 slides." */
const CLAUSE = /^\d{1,2}\.\d{1,2}\s+\S/;
/** A required item of a tender's list: "4.5 Project team (named individuals …)", no full stop. */
const REQUIREMENT = /^(\d{1,2})\.(\d{1,2})\s+(\S.{2,100})$/;
/** Words only a tender's own text uses. */
const TENDER =
  /\b(?:invitation to tender|request for (?:proposals?|tender)|rfp|itt|tender(?:ers?)?|suppliers? (?:must|will|should)|bidders?|evaluation (?:panel|criteria)|appel d['’]offres|ausschreibung|licitación|gara d['’]appalto)\b/gi;

export interface Tender {
  /** The items the tender asks the presentation to address, in its order. */
  required: string[];
  /** Indices of the lines that are the tender's own text: its clauses, its cover, its list. */
  own: Set<number>;
}

/**
 * A brief that quotes a tender: its list of items to address (three numbered lines or more, such
 * as "4.1 Understanding of the Council's needs") becomes the deck's sections, and its numbered
 * clauses and cover lines are its text, not the answer's matter (its tables are still read).
 */
export function tenderOf(lines: string[]): Tender | undefined {
  const text = lines.join('\n');
  if ((text.match(TENDER) ?? []).length < 2) return undefined;
  const trimmed = lines.map((l) => l.trim());
  const required: string[] = [];
  const own = new Set<number>();
  const runs: number[][] = [];
  for (let i = 0; i < trimmed.length; i++) {
    const run: number[] = [];
    for (let k = i; k < trimmed.length; k++) {
      const m = REQUIREMENT.exec(trimmed[k]!);
      const prev = run.length ? REQUIREMENT.exec(trimmed[run.at(-1)!]!) : undefined;
      if (!m || /[.!?:]$/.test(m[3]!)) break;
      if (prev && (m[1] !== prev[1] || Number(m[2]) !== Number(prev[2]) + 1)) break;
      run.push(k);
    }
    if (run.length >= REQUIRED_MIN) {
      runs.push(run);
      i = run.at(-1)!;
    }
  }
  // A tender lists its scope and its timetable in numbered lines too: the list to address is the
  // one its lead-in says the response must cover ("Your presentation must cover, in this order:"),
  // else the first.
  const chosen =
    runs.find((run) =>
      trimmed.slice(Math.max(0, run[0]! - RESPONSE_LEAD_LINES), run[0]).some((l) => RESPONSE_LEAD.test(l)),
    ) ?? runs[0];
  for (const k of chosen ?? []) {
    own.add(k);
    required.push(REQUIREMENT.exec(trimmed[k]!)![3]!);
  }
  if (!required.length) return undefined;
  // The tender's prose under its numbered headings, up to a rule, is its own (its KPIs, its
  // contact rules, its page limits): the bidder answers it, and a deck does not restate it. Its
  // tables are still read.
  let inTender = false;
  for (let i = 0; i < trimmed.length; i++) {
    const t = trimmed[i]!;
    if (/^[-_=*]{3,}$/.test(t)) inTender = false;
    else if (TENDER_HEADING.test(t) && t.split(/\s+/).length <= COVER_WORDS) inTender = true;
    else if (inTender && t && !t.includes('|') && !t.includes('\t')) own.add(i);
  }
  // The clauses, and the cover: the short lines after a rule ("-----") that lead to its first
  // numbered section (a rule that leads elsewhere, such as to the team's notes, is no cover).
  let toSection = false;
  for (let i = trimmed.length - 1; i >= 0; i--) {
    const t = trimmed[i]!;
    if (CLAUSE.test(t) || /^clarification \d/i.test(t)) own.add(i);
    if (/^\d{1,2}[.)]\s+\S/.test(t)) toSection = true;
    else if (/^[-_=*]{3,}$/.test(t)) toSection = false;
    else if (toSection && t && !/[.!?]$/.test(t) && t.split(/\s+/).length <= COVER_WORDS && !t.includes('|'))
      own.add(i);
  }
  return { required, own };
}

/** The words of a tender's lead-in to the list a response must address. */
const RESPONSE_LEAD =
  /\b(?:must (?:cover|address|include)|should (?:cover|address|include)|in (?:this|the following) order|response format|format of (?:the |your )?(?:response|presentation|proposal)|(?:responses?|presentations?|proposals?) (?:must|should|will) (?:cover|address|include))\b/i;
/** How many lines before a list its lead-in may stand (a heading, then the sentence). */
const RESPONSE_LEAD_LINES = 2;
/** A tender's numbered section heading: "4. BUDGET", "7) Response format". */
const TENDER_HEADING = /^\d{1,2}[.)]\s+\p{L}[^.!?]{0,60}$/u;
/** A tender's list of items to address has at least this many. */
const REQUIRED_MIN = 3;
/** A cover line is a name, a reference, a marking: a few words. */
const COVER_WORDS = 12;

/** The record of a meeting, not its matter: who came, who took the minutes, the minutes' own title. */
export const MINUTES_LINE =
  /^(?:present|apologies|attendees|in attendance|absent|minutes(?: taken by)?|chair(?:ed by)?|venue|location|distribution|(?:date of )?next meeting|nächste sitzung|prochaine réunion|próxima reunión|anwesend|entschuldigt|présents|excusés|asistentes|aanwezig|afwezig|afgemeld|notulist|volgende vergadering)\s*:|^\S.{0,60}[—–-]\s*minutes$|^minutes of\b/i;

/** "AM explained (that) …", "DH and PB noted …": who said it in the minutes, before what was said. */
export const MINUTED =
  /^[A-Z]{2,3}(?: and [A-Z]{2,3})? (?:explained|noted|said|reported|shared|confirmed|asked|agreed|suggested|added|proposed|stated|presented|updated)(?: that)?\s+/;

/** Headings of minutes that head no matter of a deck. */
export const MINUTES_HEADING =
  /^(?:minutes of (?:the )?(?:last|previous) meeting|matters arising|aob|any other business|(?:date of )?next meeting|actions?(?: log)?|confidential(?: item)?|closed session|welcome(?: (?:&|and) (?:purpose|introductions))?|introductions|apologies|deck format)\b/i;

/**
 * A sentence that takes back what was just said ("oh wait, that one's passed", "scratch that",
 * "olvídalo", "vergiss das"): the last clause before it leaves the deck.
 */
export const WITHDRAWN =
  /\b(?:scratch that|ignore (?:that|the last (?:one|bit|line|point))|forget (?:that|the last (?:one|bit))|(?:that|this|it)['’]?s? (?:already )?(?:passed|no longer (?:happening|relevant)|been (?:dropped|cancell?ed)|cancell?ed)|oubliez? (?:ça|cela)|laisse tomber|c['’]est (?:déjà )?passé|olvídalo|olvida eso|eso ya (?:pasó|ha pasado)|ya ha pasado|vergiss(?:t)? das|streich(?:t)? das|(?:ist|hat sich) (?:schon )?(?:vorbei|erledigt)|vergeet (?:dat|dit)|laat maar|schrap dat)\b/iu;

/**
 * Words that make "12 clinics, not 14" a correction of an earlier figure rather than a contrast:
 * the writer says sorry, corrects, restates.
 */
export const CORRECTS =
  /\b(?:(?:oh|no|ah),? wait|sorry|correction|corrected|correcting|restated|my (?:mistake|bad)|oops|i meant|should (?:have )?(?:said|read)|actually|real(?: \p{L}{1,20}){0,2} (?:figure|number)|pardon|désolée?|rectificati(?:f|on)|en fait|perdón|perdona|lo siento|corrección|me equivoqué|en realidad|entschuldigung|korrektur|berichtigt|eigentlich|tatsächlich|(?:is|was|are|were) wrong|ist falsch|war falsch|est faux|est erroné|è sbagliato|está errado|es incorrecto|nee,? wacht|correctie|eigenlijk|klopt niet|(?:is|was) fout|typo|misprint|refuso|errore di stampa|tippfehler|druckfehler|coquille|errata|gralha|drukfout|zetfout|typfout|tikfout)\b/iu;

/** "12 clinics, not 14", "£84 not £86", "12 cliniques, et non 14", "12 Kliniken, nicht 14". */
// ("c'est 2 600 meules, pas 2 400": French groups its thousands with a space.)
export const NOT_FIGURE =
  /(?<![\d,.£$€]|\d[\u00a0\u202f ])([£$€]?(?:\d{1,3}(?:[\u00a0\u202f ]\d{3}){1,3}(?![\d,.])|\d+(?:[,.]\d+)*)(?: ?%)?)((?: \p{L}[\p{L}-]*){0,2}?)[,;]? (?:not|NOT|Not|et non|pas|y no|no|nicht|e non|e não|não|niet|en niet) ([£$€]?(?:\d{1,3}(?:[\u00a0\u202f ]\d{3}){1,3}|\d+(?:[,.]\d+)*)(?: ?%)?)(?![\d%])/u;

/** An emoji's shortcode in a chat export: ":+1:", ":white_check_mark:". */
export const EMOJI_CODE = /(?<![\w:]):[a-z+-][a-z0-9_+-]{0,30}:(?![\w:])/g;

/**
 * A tender's administration, which the bidder obeys and the panel never needs to see: its
 * reference and issue date, the portal, clarification deadlines, canvassing rules, what bids are
 * rejected, the procurement contact, the scoring split of the stage.
 */
export const TENDER_ADMIN: RegExp[] = [
  /^(?:(?:itt|rfp|rfq|tender|our|your) )?ref(?:erence)?(?: no\.?)?\s{0,3}:|^issue date\b|^procurement contact\b/i,
  /\b(?:canvass(?:ing)?|disqualif(?:y|ied|ication))\b/i,
  /\bvia (?:the )?(?:[\p{L}-]{1,20} ){0,2}portal\b|\bportal only\b|\be-?sourcing\b/iu,
  /\bclarification (?:questions?|requests?|period)\b/i,
  /\b(?:bids?|tenders?|submissions?|responses?|proposals?) (?:above|over|exceeding|received after|that exceed)\b[^.]{0,60}\bwill not be\b|^bids? above\b/i,
  /^(?:invitation to tender|request for (?:proposals?|quotations?|tenders?))\b/i,
  /\bquality \d{1,3} ?% ?\/ ?price \d{1,3} ?%|\bprice \d{1,3} ?% ?\/ ?quality \d{1,3} ?%/i,
  // The bid's own form fields: "Bidder: Tessellate Digital Ltd", "Contract: KH-LIB-2027-003, …".
  /^(?:bidder|tenderer|bidding organi[sz]ation|supplier name)\s?:|^(?:contract|lot)(?: (?:ref|no|number|title))?\.?\s?:\s?[A-Z]{2,6}[-/][\w/-]{0,20}\d/i,
  // The slot the panel gives: "30 minutes + 15 Q&A", "20 min presentation, 10 min questions".
  /^\d{1,3} ?(?:minutes|mins?)(?: (?:presentation|talk))?,? (?:\+|and|then|plus) \d{1,3} ?(?:minutes |mins? )?(?:of )?(?:q ?& ?a|questions)\b|^\d{1,3} ?(?:minutes?|mins?) slot\b/i,
];

/**
 * Labels that mark what follows as the team's own, never the audience's: "Internal note (Priya,
 * NOT for board slides):", "NO poner:", "--- INTERNAL, do not show the panel ---". A label with a
 * colon keeps the rest of its paragraph off the deck; a rule with one in it, all up to the next rule.
 * One row a language; a new phrasing is a new alternative in its row.
 */
const KEPT_OFF_LABELS: RegExp[] = [
  /^(?:internal(?: notes?| only| use)?|not for (?:the )?(?:client|clients|deck|slides?|board(?: slides?)?|panel|audience|partners)|(?:do not|don['’]?t) (?:show|put|use)(?: (?:in|on|to))? (?:the )?(?:panel|client|board|deck|slides?|audience)|team only|ours only|(?:just |strictly )?between us|confidential(?: note)?|off the record)\b/i,
  /^(?:no (?:poner|incluir|mencionar|mostrar|sacar)|solo (?:para nosotros|interno)|uso interno|nota interna|interno)\b/i,
  /^(?:ne pas (?:mentionner|mettre|montrer|afficher)|à ne pas (?:mentionner|montrer|mettre)|note interne|usage interne|interne|entre nous)\b/i,
  /^(?:nicht (?:erwähnen|zeigen|aufnehmen)|nur intern|interne notiz|intern|unter uns)\b/i,
  /^(?:niet (?:opnemen|noemen|tonen|vermelden|laten zien)|alleen intern|interne notitie|intern gebruik|onder ons|tussen ons)\b/i,
];

/** An aside that puts its whole sentence off the deck: "(internal)", "(not for the deck obviously lol)". */
export const KEPT_OFF_ASIDE =
  /\((?:internal(?: only)?|not for (?:the )?(?:deck|client|slides?|board|panel)\b[^()]{0,40}|(?:just )?between us|ours only|interno|interne|intern|nur intern)\)/i;

/** Whether a line opens on a label that keeps it off the deck ("Internal note (Priya):", "NO poner:"). */
export function keptOffLabel(line: string): boolean {
  const head = /^([^:\n]{1,80}):\s/.exec(line)?.[1] ?? (line.endsWith(':') ? line.slice(0, -1) : '');
  // "Notes from us (not for the slides!!):": the aside keeps the label's notes off, too.
  return (
    !!head &&
    (KEPT_OFF_LABELS.some((re) => re.test(head.replace(/^[^\p{L}]+/u, ''))) || KEPT_OFF_ASIDE.test(head))
  );
}

/** Whether a rule carries such a label: "--- INTERNAL, do not show the panel ---". */
export function keptOffRule(line: string): boolean {
  let end = line.length;
  while (end > 0 && '-_=* \t'.includes(line[end - 1]!)) end--;
  const words = line.slice(0, end).replace(/^[-_=*\s]+/, '');
  return !!words && KEPT_OFF_LABELS.some((re) => re.test(words));
}

/**
 * A figure the writer says they first gave wrongly, then the right one: "Al principio puse 120
 * bicis, son 90", "I first put 214 volunteers, it's 142", "j'avais mis 120 vélos, c'est 90".
 * Groups: the old figure, its noun, the new figure. One row a language.
 */
export const FIRST_PUT: RegExp[] = [
  // "We said 72% repaired in the application but the pilot report actually says 68%".
  /\b(?:I|we) (?:first |originally |initially )?(?:put|wrote|typed|said|quoted) ([£$€]?\d{1,9}(?:[,.]\d{1,9}){0,3}%?)(?![\d,.%])()[^.;–\n]{0,60}? but (?:the [\p{L} ]{1,30} )?(?:actually )?(?:says|shows|gives|it['’]?s) ([£$€]?\d+(?:[,.]\d+)*%?)/iu,
  /\bI (?:first |originally |initially )?(?:put|wrote|typed|said) ([£$€]?\d+(?:[,.]\d+)*%?)((?: \p{L}[\p{L}-]*){0,2}),? (?:it['’]?s|it is|should be|but it['’]?s|the right figure is) ([£$€]?\d+(?:[,.]\d+)*%?)/iu,
  /\b(?:al principio |antes )?(?:puse|escribí|había puesto) ([£$€]?\d+(?:[,.]\d+)*%?)((?: \p{L}[\p{L}-]*){0,2}),? (?:son|es|eran|pero son) ([£$€]?\d+(?:[,.]\d+)*%?)/iu,
  /\bj['’]avais (?:mis|écrit|noté) ([£$€]?\d+(?:[,.]\d+)*%?)((?: \p{L}[\p{L}-]*){0,2}),? (?:c['’]est|ce sont|il y en a) ([£$€]?\d+(?:[,.]\d+)*%?)/iu,
  /\bich hatte ([£$€]?\d+(?:[,.]\d+)*%?)((?: \p{L}[\p{L}-]*){0,2}) (?:geschrieben|angegeben),? (?:es sind|richtig sind|es ist) ([£$€]?\d+(?:[,.]\d+)*%?)/iu,
];

/** What a chat line says, without its stamp and its speaker: "[23/11/2026 11:58] Rui: Exato." → "Exato.". */
export const chatSaid = (line: string) =>
  line
    .trim()
    .replace(/^\[[^\]]{1,40}\]\s*/, '')
    .replace(/^[\p{L}' .-]{1,40}:\s/u, '');
