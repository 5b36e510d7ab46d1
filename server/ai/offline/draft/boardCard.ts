/**
 * A card copied out of a task board (Trello and the like): its title, then the board's fields in
 * capitals (LABELS, MEMBERS, DUE DATE, ATTACHMENTS), its DESCRIPTION with the board's "Edit" beside
 * it, its checklists ("CHECKLIST  Deck sections  0/8  Hide checked items · Delete" over "[ ] 1.
 * Cover"), and its ACTIVITY: comments under "Name   5 Feb 2027 at 14:27", "Reply · 👍 1" under
 * each, and the card's history ("Tom added Priya to this card"). Read as the brief it holds: the
 * title its subject, the description and the comments its words, the checklist that lists the
 * deck's sections its running order; the board's fields, other checklists, buttons and history
 * are the board's, said nowhere.
 */

const FIELD_BLOCK = /^(?:LABELS|MEMBERS|DUE DATE|START DATE|ATTACHMENTS|LOCATION|CUSTOM FIELDS)\s*$/;
const DESCRIPTION = /^DESCRIPTION(?:[ \t]{2,80}Edit)?[ \t]{0,20}$/;
const CHECKLIST = /^CHECKLIST[ \t]{1,40}(\S[^\n]{0,80}?)(?:[ \t]{2,80}\d{1,3}\/\d{1,3}[^\n]{0,120})?$/;
const ACTIVITY = /^ACTIVITY(?:[ \t]{2,80}[^\n]{0,80})?$/;
/** A checklist names the deck's sections: its items are the running order. */
const DECK_LIST = /\b(?:deck|sections?|slides?|structure|outline|running order|agenda)\b/i;
const BOX = /^\[[ xX✓]?\]\s*/;
const BUTTONS =
  /^(?:\+ Add an item|Write a comment…?|Reply(?: · [^\n]{0,80})?|Show details|Hide (?:checked items|details)[^\n]{0,80})$/;
/** "Tom Ashdown moved this card from Inbox to Briefed", "… added Priya Lund to this card": history. */
const HISTORY = /\b(?:to|from|on|of|in) this card\b|\bthis card (?:from|to)\b/i;
/** A comment's header: "Priya Lund   5 Feb 2027 at 14:27". */
const COMMENT_HEAD =
  /^(\p{Lu}[\p{L}'’-]{0,30}(?: \p{L}[\p{L}'’-]{0,30}){0,3})[ \t]{2,80}(\d{1,2} \p{L}{3,9} \d{4}) at (\d{1,2}:\d{2})[ \t]{0,20}$/u;
const MARKERS = [
  /^LABELS\s*$/m,
  /^MEMBERS\s*$/m,
  /^DUE DATE\s*$/m,
  /^DESCRIPTION[ \t]{2,80}Edit[ \t]{0,20}$/m,
  /^CHECKLIST[ \t]{2}/m,
  /^ACTIVITY\b/m,
  /^in list .{1,60} on board /m,
];

export function plainCard(brief: string): string {
  if (MARKERS.filter((m) => m.test(brief)).length < 2) return brief;
  const out: string[] = [];
  let skipping = false;
  let first = true;
  for (const raw of brief.split('\n')) {
    const line = raw.trim();
    if (!line) {
      skipping = false;
      out.push('');
      continue;
    }
    if (skipping) continue;
    if (first) {
      // The card's title: what the brief is about.
      first = false;
      out.push(`Subject: ${line}`);
      continue;
    }
    if (/^in list .{1,60} on board /i.test(line) || /^Card #\d+/.test(line)) continue;
    if (FIELD_BLOCK.test(line)) {
      skipping = true;
      continue;
    }
    if (DESCRIPTION.test(line) || ACTIVITY.test(line) || BUTTONS.test(line) || HISTORY.test(line)) continue;
    const list = CHECKLIST.exec(line);
    if (list) {
      const name = list[1]!.trim();
      if (DECK_LIST.test(name)) out.push(`${name}, in this order:`);
      else skipping = true;
      continue;
    }
    const head = COMMENT_HEAD.exec(line);
    if (head) {
      out.push(threadHeader(head[1]!, head[2]!, head[3]!));
      continue;
    }
    out.push(BOX.test(line) ? line.replace(BOX, '') : raw);
  }
  return out.join('\n');
}

/**
 * A copied page's comment header ("Priya Lund   5 Feb 2027 at 14:27", "Ollie Brennan · 11 Aug
 * 2027 at 17:02") as a thread's comments are headed, which the reader knows to be nobody's matter:
 * "Priya Lund · 5 Feb 2027, 14:27".
 */
export const threadHeader = (name: string, date: string, time: string) => `${name} · ${date}, ${time}`;
