/**
 * Sentences a brief says to the team that makes the deck, never to its audience: requests for a
 * chart or a table ("a chart of the monthly on-time % would be great"), how to frame a point
 * ("Mention the fix, not the blame"), talk about the data sent ("that number is wrong in the
 * export", "units picked are fine") and a chat's header ("From Slack #acct, pasted by Ollie").
 * The drafter acts on a request where it can (a chart asked of a pasted export is drawn); the
 * sentence itself is never a slide's.
 */
const TO_THE_TEAM: RegExp[] = [
  // "a chart of … would be great", "a small table with the three months", "graph pls".
  /^(?:and |also )?(?:a|an|some) (?:small |simple |short |quick |nice |clean )?(?:chart|graph|table|diagram|visual|infographic)s?\s(?:of|with|showing|for|comparing)\b/i,
  // "please don't make it look like a spreadsheet dump".
  /\b(?:don['’]?t |do not )?make (?:it|this|them) (?:look|feel|sound|read)\b/i,
  // "the Sept orders number is wrong in that export", "units picked for sept are fine".
  /\b(?:number|figure|total|row|column)s? (?:is|are|was|were) (?:wrong|off|double-counted)\b/i,
  /^[^\d]{3,60}\b(?:is|are) (?:fine|ok|okay)\.?$/i,
  // "That's the killer stat", "this is the headline number": what the figure before it is to the team.
  /^(?:that['’]?s|this is|it['’]?s) (?:the|our|a) (?:killer|key|big|main|headline|best|money) (?:stat|statistic|figure|number|point|line|slide)\b/i,
  // "Tom, lovely to meet you & the family", "great to see you all on Monday".
  /^(?:\p{Lu}\p{L}{1,30},\s)?(?:(?:it was |it['’]s |so )?(?:lovely|nice|great|good|a pleasure)) to (?:meet|see|speak|talk|hear)\b/iu,
  // "Tom presents on the 17th", "Anna will present it to the board": who presents, when.
  /^\p{Lu}\p{L}{1,30}(?: and \p{Lu}\p{L}{1,30})? (?:presents?|is presenting|are presenting|will present|will be presenting)\b(?:\s(?:it|this|the deck))?(?:\s(?:on|at|to)\b|[.!,]|$)/u,
  // "Formal but warm, the councillors are not technical": the deck's tone, said in two words.
  /^(?:formal|informal|friendly|warm|serious|punchy|upbeat|energetic|professional|confident|calm)(?: but | and )(?:not )?(?:formal|informal|friendly|warm|serious|punchy|upbeat|energetic|professional|confident|calm|stuffy|salesy|cringe)\b/i,
  // "she'll be in the room", "Mark is the numbers guy so the numbers need to be right": the audience.
  /\b(?:will|['’]ll|is going to) be in the room\b/i,
  // "Will be at Delft": who of the speakers comes to which event, said whole.
  /^(?:(?:she|he|they)(?: will|['’]ll)|will) be at \p{Lu}[\p{L}-]{1,30}(?: and \p{Lu}[\p{L}-]{1,30})?\.?$/iu,
  /\b(?:numbers|figures) (?:need|have|has) to be (?:right|spot on|correct|accurate|bulletproof)\b/i,
  // "Amara's figures are the right ones", "Amara has the final numbers", "Figures for now: …":
  // whose figures to use, and ones said to be provisional, not the figures themselves.
  /\b(?:figures|numbers) are the (?:right|correct|final|latest|real) ones\b/i,
  /\b(?:has|have|will send|is sending) the (?:final|latest|right|correct|real|updated) (?:numbers|figures)\b/i,
  /^(?:the )?(?:figures|numbers) for now\s?:/i,
  // "I kind of like it, kind of don't, put it in anyway": the sender's own taste.
  /^i (?:kind of |sort of |really |quite |still )?(?:like|love|hate|don['’]?t like|am not sure about) (?:it|that|this|them)\b/i,
  // "Hi, this is the text from our written application …", "We've been shortlisted and now have to
  // present it in person": how the brief came to be, said to the team.
  /^(?:hi,? |hello,? )?(?:this is|here is|here['’]s|below is) (?:the|our) (?:text|copy|content|draft|wording) (?:from|of) (?:our|the)\b/i,
  /\b(?:we['’]ve been|we have been|we were|we['’]re|we are) shortlisted\b/i,
  // "Le ton : sérieux mais chaleureux", "Tone: warm": how the deck should sound.
  /^(?:the tone|tone|le ton|der ton|el tono|il tono|o tom|de toon|toon)\s?:/i,
  // "This is for the careers fair talks in November", "ok so this is for the Okafor deck".
  /^(?:ok(?:ay)?,? )?(?:so,? )?this is for (?:the|our)\b/i,
  // "So, the client.", "Right, the problem.": a topic said aloud before its matter.
  /^(?:so|right|okay|ok|and|now),?\s(?:the\s)?\p{L}+(?:\s\p{L}+)?\.$/iu,
  // "KICKOFF CALL – Nordvik – notes (raw, sorry, typed live)": the header of the team's own notes.
  /\b(?:notes|minutes)\b[^()\n]{0,40}\((?:[^()\n]{0,40}\b)?(?:raw|rough|typed live|unedited|sorry)\b/i,
  /^(?:kick-?off|discovery|intro) (?:call|meeting)\b[^.!?\n]{0,60}\bnotes\b/i,
  // "team leaning B, Ingrid leaning A", "Lars says "show the board A vs B"": the team's own debate.
  /\bleaning (?:towards? )?(?:option )?[A-Z]\b/,
  /\b(?:says|said|wants) ["“](?:show|put|mention|make|keep|use|say|leave)\b/i,
  // "don't position us against the discounters": how the client wants to come across.
  /\b(?:don['’]?t|do not|never) (?:position|pitch|frame|sell) (?:us|them|it|the brand)\b/i,
  // "From Slack #kestrel-account, pasted by Ollie (AM) – 14:32", "copied from Teams".
  /^(?:from|pasted from|copied from|exported from) (?:slack|teams|whatsapp|#[\w-]{1,60}|the (?:slack|teams|whatsapp) )/i,
  /\b(?:pasted|copied|forwarded) by \p{Lu}/u,
  // "Board is Wednesday 9 December, 10am at the brewery", "Demo day is Thursday 3 Dec": when and
  // where the deck is shown, said to the team ("Meeting is Thursday 4 December" is the cover's occasion).
  /^(?:the )?(?:board|pitch|call|demo day|session|workshop|offsite|sko|kick-?off) is (?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i,
  // "can go with the traction stuff", "this could go in the team slide": where it goes.
  /^(?:it |this |that )?(?:can|could|should) go (?:with|in|on|under|near|after|before) (?:the|our)\b/i,
  // "Bidders shall not make reference to …", "Presentations that do will be marked down": a tender's
  // rules for the bidders, never the bid's words.
  /^(?:the )?(?:bidders?|tenderers?|suppliers?|presentations?)(?: that do| which do)? (?:must|shall|should|will be|may|are required to)\b/i,
  // "Don't go any further than that - see 6.4!": a tender's clause the team is pointed to.
  /\bsee (?:section |clause |para(?:graph)? )?\d{1,2}\.\d{1,2}\b/i,
  // 'Say "a national multiple"', "call it the pilot", "refer to them as partners": which words to use.
  /^(?:please |just |always )?(?:say|call (?:it|them|this|us)|refer to (?:it|them|us) as|describe (?:it|them|us) as|word it as) ["“'‘]?\p{L}/iu,
  // "Fine to show it as the benchmark, as long as it's theirs", "OK to mention the award".
  /^(?:it['’]?s |it is |that['’]?s )?(?:fine|ok|okay|happy|good) (?:for you )?to (?:show|use|mention|include|put|quote|say|name|add)\b/i,
  // "ok here's everything for the QBR", "here is all the info".
  /^(?:ok(?:ay)?,? |so,? )?here(?:['’]s| is| are) (?:everything|all|the (?:stuff|info|notes|bits))\b/i,
];

/** "… a map of the sites would be great", "graph pls": a picture asked for, then the asking. */
const VISUAL = /\b(?:chart|graph|table|diagram|visual|picture|photo|image|map)\b/i;
const ASKING = /\b(?:would be (?:great|nice|good|ideal|helpful|lovely)|please|pls|if possible)\b/i;
const asksForVisual = (s: string) => {
  const visual = VISUAL.exec(s);
  const asking = ASKING.exec(s);
  return Boolean(visual && asking && visual.index < asking.index);
};

/** "Mention the fix, not the blame", "focus on the recovery", "play down the dip": said without figures. */
const HOW_TO_SAY_IT =
  /^(?:please )?(?:mention|focus on|frame (?:it|this|that)|play (?:up|down)|emphasi[sz]e|lead with|open with|close with|tone down)\b/i;

/** "Um, I kind of like it": a spoken sentence's first words of filler, read past. */
const SPOKEN_LEAD = /^(?:(?:um+|uh+|erm|so|okay|ok|right|oh)\b,?\s{1,3}){1,3}/i;

export const toTheTeam = (sentence: string): boolean => {
  const raw = sentence.trim();
  const s = raw.replace(SPOKEN_LEAD, '');
  return (
    asksForVisual(s) ||
    (HOW_TO_SAY_IT.test(s) && !/\d/.test(s)) ||
    TO_THE_TEAM.some((re) => re.test(s) || re.test(raw))
  );
};

/** "THE ASK. two things": a shouted label, then the team's count of what follows. */
const SHOUTED_LABEL = /^(\p{Lu}[\p{Lu}&'’ -]{2,40}\p{Lu})[.:!]\s+\p{Ll}/u;
/** "peak readiness bits", "cost stuff": the team's word for its notes on a topic. */
const NOTES_WORD = /(?<=\S)\s(?:bits|bits and bobs|stuff|things|info|notes)$/i;

/** A heading as a slide says it: the label a chat shouts, without the team's "bits" or "stuff". */
export function headingSaid(heading: string): string {
  const shouted = SHOUTED_LABEL.exec(heading)?.[1];
  const t = shouted ? shouted[0]! + shouted.slice(1).toLowerCase() : heading;
  return t.replace(NOTES_WORD, '');
}

/** "Also for the "why" slide: …", "for the team slide –": the slide a sentence's matter is for. */
const SLIDE_POINTER =
  /^(?:also |and )?(?:for|on) (?:the |our )?["“']?\p{L}[\p{L}-]{0,20}(?: \p{L}[\p{L}-]{0,20}){0,2}["”']? slide\s{0,2}[:–-]\s{1,3}(?=\S)/iu;

/** A sentence without the words that point it to a slide, when matter follows them. */
export const withoutSlidePointer = (s: string): string => {
  const m = SLIDE_POINTER.exec(s.trim());
  return m
    ? s
        .trim()
        .slice(m[0].length)
        .replace(/^\p{Ll}/u, (c) => c.toUpperCase())
    : s;
};

/** "From: Priya Raman <…>", "On Mon, …, Tom Brackwater <tom@…> wrote:": who wrote the messages. */
const SENDER =
  /^(?:>\s?){0,6}(?:(?:[Ff]rom|[Vv]on|[Dd]e)\s?:\s{0,3}(\p{Lu}[\p{L}'’-]{1,30})\b|(?:[Oo]n|[Aa]m|[Ll]e|[Ee]l) [^<\n]{4,80}?, (\p{Lu}[\p{L}'’-]{1,30})(?: \p{Lu}[\p{L}'’-]{1,30}){0,2} <)/u;

/** The first names of a brief's senders: their names alone on a line sign a message. */
export function sendersOf(brief: string): Set<string> {
  const out = new Set<string>();
  for (const line of brief.split('\n')) {
    const m = SENDER.exec(line.trim());
    const name = m?.[1] ?? m?.[2];
    if (name) out.add(name);
  }
  return out;
}

/**
 * A line without what says who is writing: "Priya" alone (a signature), "(Tom again) …". A sender
 * named in the matter ("Tom presents on the 17th") is no such line.
 */
export function withoutSender(line: string, senders: Set<string>): string {
  if (!senders.size) return line;
  const name =
    /^(?:\((\p{Lu}[\p{L}'’-]{1,30})(?: again| here)?\)\s{0,2}|(\p{Lu}[\p{L}'’-]{1,30})[.!,]?$)/u.exec(line);
  if (!name || !senders.has(name[1] ?? name[2]!)) return line;
  return line.slice(name[0].length).trim();
}

/** "attendees: Ingrid Solberg (CEO), Lars Haugen (CFO), us: Dan, Mei": who took part in a call. */
const ATTENDEES =
  /^(?:attendees|attending|present|participants|on the call|in the room|teilnehmer(?:innen)?|participants?)\s?:\s?(.{3,300})$/i;

/** The first names of those a call's notes say took part: their "Name:" lines speak. */
export function attendeesOf(brief: string): string[] {
  const out: string[] = [];
  for (const line of brief.split('\n')) {
    const m = ATTENDEES.exec(line.trim());
    if (!m) continue;
    for (const part of m[1]!.replace(/\([^()]*\)/g, '').split(/[,;]|\s(?:and|&)\s|:/)) {
      const name = /^\s*(\p{Lu}[\p{L}'’-]{1,30})(?:\s\p{Lu}[\p{L}'’-]{1,30}){0,2}\s*$/u.exec(part)?.[1];
      if (name) out.push(name);
    }
  }
  return out;
}

/** "(Lars: "310 as of Jan 2026")", "(Ingrid agreed at end of call)": an aside of who said what. */
const NAMED_ASIDE = /\s?\((\p{Lu}[\p{L}'’-]{1,30})\b[^()\n]{0,100}\)/gu;

/** A line without the asides that open on the name of one of the brief's speakers. */
export const withoutSpeakerAsides = (line: string, speakers: Set<string>): string =>
  speakers.size ? line.replace(NAMED_ASIDE, (all, name: string) => (speakers.has(name) ? '' : all)) : line;

/**
 * A quote led in to the team: "Fern's quote from the last QBR that we can reuse (she agreed): "…"",
 * "quote for slide 4, from a Y6 teacher at Brackenfield Primary: "…"", "Frase q Marta quiere: "…"".
 * Its lead names it a quote in so many words and ends on a colon; the quote follows in quotation marks.
 */
const QUOTE_LEAD =
  /^([^:"“«„\n]{0,120}?)\b(?:quote|quotation|words|cita|frase|zitat|citation|citazione|citação|citaat)\b([^:"“«„\n]{0,120}):\s{0,2}(["“«„][^"”»“\n]{3,300}["”»“])\.?(?:\s{0,2}\([^()\n]{0,160}\))?$/iu;
/** Who said it, in the lead: "Fern's quote", "… from a Y6 teacher at Brackenfield Primary". */
const QUOTED_BY = /(?<![\p{L}'’-])(\p{Lu}[\p{L}-]{1,30})['’]s$/u;
const QUOTED_FROM = new Set(['from', 'by', 'de', 'von', 'di', 'van']);
const ARTICLES = new Set(['a', 'an', 'the', 'their', 'our', 'his', 'her', 'un', 'una', 'ein', 'eine']);

/** Whom a quote's lead says it is from: "… from a Y6 teacher at Brackenfield Primary" (no clause after). */
function quotedFrom(lead: string): string | undefined {
  const words = lead
    .replace(/\([^()]*\)/g, '')
    .trim()
    .split(/\s+/);
  const at = words.findLastIndex((w) => QUOTED_FROM.has(w.toLowerCase()));
  if (at < 0) return undefined;
  const rest = words.slice(at + 1);
  const who = (ARTICLES.has(rest[0]?.toLowerCase() ?? '') ? rest.slice(1) : rest).join(' ');
  return who.length >= 3 && who.length <= 80 && !/[,;]/.test(who) ? who : undefined;
}

/** "Fern Adeyemi (Head of Ops)": a name in full, with the role a brief may give in brackets. */
const FULL_NAME =
  /(?<![\p{L}'’-])(\p{Lu}[\p{L}'’-]{1,30}) (\p{Lu}[\p{L}'’-]{1,30})(?: \(([^()\n]{2,40})\))?/gu;

/**
 * A quote without the team's words around it, said with who said it: "Kestrel is the first 3PL we
 * haven't had to chase." — Fern Adeyemi, Head of Ops (her full name and role where the brief gives them).
 */
export function quoteSaid(line: string, brief: string): string {
  const m = QUOTE_LEAD.exec(line.trim());
  if (!m) return line;
  const quote = m[3]!;
  const name = QUOTED_BY.exec(m[1]!.trim())?.[1];
  if (!name) {
    const from = quotedFrom(m[2]!);
    if (from) return `${quote} — ${from[0]!.toUpperCase()}${from.slice(1)}`;
    // "Her quote: …" names whom by the line before it, which the plan reads.
    return `${m[1]}${m[2]}`.trim().split(/\s+/).length > 2 ? quote : line;
  }
  const full = [...brief.matchAll(FULL_NAME)].find((f) => f[1] === name);
  const who = full ? `${name} ${full[2]}${full[3] ? `, ${full[3]}` : ''}` : name;
  return `${quote} — ${who}`;
}
