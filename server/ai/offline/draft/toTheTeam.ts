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
  /^(?:and |also )?(?:a|an|the|some)? ?(?:small |simple |short |quick |nice |clean )?(?:chart|graph|table|diagram|visual|timeline|infographic)s?\s(?:of|with|showing|for|comparing)\b/i,
  /\b(?:chart|graph|table|diagram|visual|picture|photo|image|map)\b[^.!?\n]{0,80}\b(?:would be (?:great|nice|good|ideal|helpful|lovely)|please|pls|if possible)\b/i,
  // "Mention the fix, not the blame", "focus on the recovery", "play down the dip".
  /^(?:please )?(?:mention|focus on|frame (?:it|this|that)|play (?:up|down)|emphasi[sz]e|stress|lead with|open with|close with|tone down)\b/i,
  // "please don't make it look like a spreadsheet dump".
  /\b(?:don['’]?t |do not )?make (?:it|this|them) (?:look|feel|sound|read)\b/i,
  // "the Sept orders number is wrong in that export", "units picked for sept are fine".
  /\b(?:number|figure|total|row|column)s? (?:is|are|was|were) (?:wrong|off|double-counted)\b/i,
  /^[^\d]{3,60}\b(?:is|are) (?:fine|right|correct|ok|okay)\.?$/i,
  // "From Slack #kestrel-account, pasted by Ollie (AM) – 14:32", "copied from Teams".
  /^(?:from|pasted from|copied from|exported from) (?:slack|teams|whatsapp|#[\w-]{1,60}|the (?:slack|teams|whatsapp) )/i,
  /\b(?:pasted|copied|forwarded) by \p{Lu}/u,
  // "ok here's everything for the QBR", "here is all the info".
  /^(?:ok(?:ay)?,? |so,? )?here(?:['’]s| is| are) (?:everything|all|the (?:stuff|info|notes|bits))\b/i,
];

export const toTheTeam = (sentence: string): boolean => TO_THE_TEAM.some((re) => re.test(sentence.trim()));
