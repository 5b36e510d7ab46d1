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
  // "From Slack #kestrel-account, pasted by Ollie (AM) – 14:32", "copied from Teams".
  /^(?:from|pasted from|copied from|exported from) (?:slack|teams|whatsapp|#[\w-]{1,60}|the (?:slack|teams|whatsapp) )/i,
  /\b(?:pasted|copied|forwarded) by \p{Lu}/u,
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

export const toTheTeam = (sentence: string): boolean =>
  asksForVisual(sentence) ||
  (HOW_TO_SAY_IT.test(sentence.trim()) && !/\d/.test(sentence)) ||
  TO_THE_TEAM.some((re) => re.test(sentence.trim()));

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
