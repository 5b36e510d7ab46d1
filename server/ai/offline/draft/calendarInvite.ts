/**
 * A calendar invite pasted as its .ics text (RFC 5545): the brief is the event's description, the
 * rest is the calendar's machinery (time zones, attendees, alarms, ids, the meeting link's block).
 * The invite is read as the mail it stands for: its summary the subject, its description the body,
 * with lines unfolded ("everyt" + " hing's") and escapes undone ("\n", "\,", "\;"). What the writer
 * says around the pasted invite stays where it is.
 */

const BEGIN = /^BEGIN:VCALENDAR\s*$/m;
const EVENT_START = /^BEGIN:VEVENT\s*$/;
const EVENT_END = /^END:VEVENT\s*$/;
/** Components inside an event that are not the event's own words: its alarms. */
const NESTED = /^BEGIN:(V\w{1,20})\s*$/;
/** "NAME;PARAM=…:value": a property's name, before its parameters and its value. */
const PROPERTY = /^([A-Z][A-Z-]{0,40})[;:]/;
/** The meeting link's block a calendar writes into the description, between its rules. */
const LINK_RULE = /^-::~[:~]{10,}-?$/;

export function plainInvite(brief: string): string {
  const begin = BEGIN.exec(brief);
  if (!begin) return brief;
  const endAt = brief.indexOf('END:VCALENDAR', begin.index);
  const end = endAt < 0 ? brief.length : endAt + 'END:VCALENDAR'.length;
  const invite = unfolded(brief.slice(begin.index, end));
  const event = eventProperties(invite);
  const summary = event.get('SUMMARY');
  const description = withoutLinkBlock(event.get('DESCRIPTION') ?? '');
  const read = [summary ? `Subject: ${summary}` : '', '', description].join('\n').trim();
  return `${brief.slice(0, begin.index)}${read}\n${brief.slice(end)}`;
}

/** Folded lines joined: a line that starts with a space or a tab goes on the one before, less that one character. */
function unfolded(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && lines.length)
      lines[lines.length - 1] += raw.slice(1);
    else lines.push(raw);
  }
  return lines;
}

/** The first event's own properties (not its alarms'), by name, their text unescaped. */
function eventProperties(lines: string[]): Map<string, string> {
  const props = new Map<string, string>();
  let inEvent = false;
  let nested = 0;
  for (const line of lines) {
    if (EVENT_START.test(line)) {
      inEvent = true;
      continue;
    }
    if (!inEvent) continue;
    if (EVENT_END.test(line)) break;
    if (NESTED.test(line)) nested++;
    else if (line.startsWith('END:')) nested = Math.max(0, nested - 1);
    if (nested) continue;
    const name = PROPERTY.exec(line)?.[1];
    if (!name || props.has(name)) continue;
    const colon = valueColon(line);
    if (colon > 0) props.set(name, unescaped(line.slice(colon + 1)));
  }
  return props;
}

/** Where a property's value starts: the first colon outside a quoted parameter. */
function valueColon(line: string): number {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) return i;
  }
  return -1;
}

/** "\n" a new line, "\," a comma, "\;" a semicolon, "\\" a backslash. */
const unescaped = (value: string) =>
  value.replace(/\\([nN,;\\])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** The description without the calendar's meeting-link block ("Join with Google Meet: …"). */
function withoutLinkBlock(description: string): string {
  const out: string[] = [];
  let inBlock = false;
  for (const line of description.split('\n')) {
    if (LINK_RULE.test(line.trim())) {
      inBlock = !inBlock;
      continue;
    }
    if (!inBlock) out.push(line);
  }
  return out.join('\n').trim();
}
