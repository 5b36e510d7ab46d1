/**
 * A CRM record page copied out of the browser (HubSpot, Salesforce, Pipedrive, Zoho): a breadcrumb, the
 * record's name, strips of fields set apart by runs of spaces, a box of dotted-leader fields, its
 * contacts, then its activity timeline, newest first, each entry led by an icon, its body indented.
 * The brief a person means is the notes' and e-mails' words and the deliverable's fields; the rest is
 * the CRM's bookkeeping. The deal's money (its Amount, a property change of it) is the agency's own
 * fee, never the client's figure: said nowhere, not even where a note repeats it.
 */

/** The object words of a breadcrumb: "HubSpot › Deals › …", "Sales › Opportunities › …". */
const OBJECTS = new Set(['deals', 'contacts', 'companies', 'opportunities', 'leads']);
/** A record's own name for its kind, alone on a line above its name in Salesforce and Zoho. */
const KIND_LINE = /^(?:Deal|Opportunity|Contact|Company|Lead|Account)$/i;
/** The CRM's fields: its pipeline, owners, dates and money. Matched on the whole field name. */
const CRM_FIELD =
  /^(?:amount|close date|deal stage|stage|pipeline|deal owner|opportunity owner|owner|create date|created|created on|last activity(?: date)?|last modified|priority|deal type|type|probability(?: \(%\))?|forecast category|expected revenue|deal value|value|lead source|next activity|account name|currency)$/i;
/** The fields that are the brief's own: what to make, for what event, who presents. */
const BRIEF_FIELD =
  /\b(?:deliverables?|event|venue|location|presenters?|speakers?|audience|description|brief|format|deadline|due|slides|theme|topic|purpose|objectives?|requirements)\b/i;
/** The deal's money: its figures are the agency's fee. */
const MONEY_FIELD = /^(?:amount|expected revenue|deal value|value)$/i;
const MONEY = /[£$€][ \t]?\d[\d,.]{0,15}/g;
const CELL_GAP = /[ \t]{2,80}|\t/;
const DROPDOWN = /[ \t]{0,4}[▾▼⌄✎][ \t]{0,4}/g;

const TIMELINE_HEAD =
  /^(?:─{1,40}[ \t]{0,4})?(?:Activity(?: History| timeline)?|Activities|Notes(?: & Attachments)?|Open Activities|Timeline)(?:[ \t]{0,4}\(\d{1,4}\))?(?:[ \t]{0,4}─{1,40})?$/i;
const CONTACTS_HEAD = /^(?:Associated |Related )?(?:contacts|contact roles)(?:[ \t]{0,4}\(\d{1,4}\))?$/i;
const ABOUT_HEAD = /^About this \p{L}{1,20}$/iu;
/** Any other box: "Associated company", "Attachments (2)", "Quotes (0)". */
const OTHER_HEAD = /^(?:(?:Associated|Related) \p{L}{1,20}|[\p{L} &'’-]{1,40}\(\d{1,4}\))$/iu;
/** The timeline's controls and groups: "Filter: All activity ▾", "▼ February 2027", "Load more". */
const CONTROL =
  /^(?:Filter:|Users:|Collapse all|Expand all|Load more|Show (?:more|all)|View all|See all|\+ ?Add|Upcoming$|Overdue$|Today$|Yesterday$|This week$|Last week$|Earlier$)|^[▼▶▸►▾]?[ \t]{0,4}(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/i;
/** An entry's head: an icon before its kind ("📝 Note by …", "✉️ Email · A → B · …"). */
const ICON = /^[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}]\u{FE0F}?[ \t]{0,4}/u;
const HEAD_WORD =
  /^(?:Note|Comment|E-?mail|Logged call|Call|Meeting|Task completed|Task|Property change)\b[ \t]{0,4}(?:by\b|from\b|·|:)/i;
const BY = /\b(?:by|from) (\p{Lu}[\p{L}'’-]{0,30}(?: \p{Lu}[\p{L}'’.-]{0,30}){0,3})/u;
const NAME = /^(?:Dr |Mr |Mrs |Ms )?\p{Lu}[\p{L}'’-]{0,30}(?: \p{Lu}[\p{L}'’.-]{0,30}){1,3}$/u;
const NUMERIC_DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})(?:,?[ \t]{1,4}(\d{1,2}):(\d{2}))?/;
const WORD_DATE = /\b(\d{1,2}) (\p{L}{3})\p{L}{0,6},? (\d{4})(?:,?(?: at)?[ \t]{1,4}(\d{1,2}):(\d{2}))?/u;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

type Mode = 'head' | 'contacts' | 'skip' | 'timeline';
/** The boxes of the page, by their headings; a box of fields is read as the strips are. */
const SECTIONS = [TIMELINE_HEAD, CONTACTS_HEAD, ABOUT_HEAD, OTHER_HEAD];
const MODES: Mode[] = ['timeline', 'contacts', 'head', 'skip'];

/** A timeline's entry: a note, a mail or a call is said; a change or a task is the CRM's. */
type Entry = { kind: 'said' | 'dropped'; from: string; pinned: boolean; date?: number[]; body: string[] };

/** "Key: value" of a field cell or line, or nothing when the text is not one. */
function fieldOf(cell: string): [string, string] | undefined {
  const dots = cell.indexOf('...');
  const colon = cell.indexOf(':');
  const at = dots > 0 && (colon < 0 || dots < colon) ? dots : colon;
  if (at <= 0) return undefined;
  const key = cell.slice(0, at).trim();
  if (!/^\p{L}[\p{L}\d ()%'’/&-]{0,40}$/u.test(key)) return undefined;
  const value = cell.slice(at).replace(/^[.:]{1,200}/, '');
  return [key, value.replace(DROPDOWN, ' ').trim()];
}

const isBreadcrumb = (line: string) => {
  const parts = line.split('›').map((p) => p.trim().toLowerCase());
  return parts.length >= 2 && parts.slice(0, -1).some((p) => OBJECTS.has(p));
};
/** A strip of two or more fields, one of them the CRM's own. */
const isStrip = (line: string) => {
  const cells = line.trim().split(CELL_GAP).map(fieldOf);
  return cells.length >= 2 && cells.every(Boolean) && cells.some((c) => CRM_FIELD.test(c![0]));
};
/**
 * The text of an entry's head after its icon, or nothing when the line heads no entry. A head is
 * flush left, its body indented: an indented "➤ 120 guests" is a body's bullet, not a head.
 */
function entryHead(raw: string): string | undefined {
  const line = raw.trim();
  const rest = line.replace(ICON, '');
  const known = HEAD_WORD.test(rest) || /^Pinned\b/i.test(rest);
  // (An icon at the timeline's own indent heads an entry of any kind, "🔁 Deal stage changed …";
  // deeper, it is an emoji in a note's body.)
  if (/^[ \t]{3}/.test(raw) && !known) return undefined;
  return rest !== line || known ? rest : undefined;
}

export function plainCrm(brief: string): string {
  const lines = brief.split('\n');
  const crumb = lines.findIndex(isBreadcrumb);
  // Only a head that names its kind counts: a brief's own lines may open on an emoji too.
  const heads = lines.map(entryHead).filter((h) => h !== undefined && HEAD_WORD.test(h)).length;
  const strips = lines.filter(isStrip).length;
  if (!(crumb >= 0 ? strips > 0 || heads >= 2 : strips > 0 && heads >= 2)) return brief;
  const preamble = lines.slice(0, Math.max(crumb, 0));
  // The record's name: the first line under the breadcrumb (past "Opportunity"), else its last part.
  const at = lines.findIndex((l, i) => i > crumb && l.trim() && !KIND_LINE.test(l.trim()));
  const named = at >= 0 && !isStrip(lines[at]!) && !SECTIONS.some((box) => box.test(lines[at]!.trim()));
  const name = (named ? lines[at]! : (lines[crumb]?.split('›').pop() ?? '')).replace(DROPDOWN, ' ').trim();
  const fields: string[] = [];
  const contacts: string[] = [];
  const entries: Entry[] = [];
  const tail: string[] = [];
  const fees: string[] = [];
  let mode: Mode = 'head';
  let entry: Entry | undefined;
  let pinned = false;
  let lastField = -1;
  for (let i = crumb + 1; i < lines.length; i++) {
    const raw = lines[i]!;
    const line = raw.trim();
    const indented = /^[ \t]/.test(raw);
    if (named && i === at) continue;
    const section = SECTIONS.findIndex((heading) => heading.test(line));
    if (section >= 0) {
      [mode, entry] = [MODES[section]!, undefined];
      continue;
    }
    // One to a line, labelled as the reader knows a header about the meeting ("Client: …"), so never
    // a slide's matter: unlabelled, a name over an address reads as a signature, which swallows the
    // short lines after it; "Contacts: …" would make them the closing slide's contact.
    if (mode === 'contacts' && line && !CONTROL.test(line) && !/^(?:Associated|Related) /i.test(line))
      contacts.push(`Client: ${line.split(/[ \t]{2,80}|\t| · | \| /).join(' – ')}`);
    if (mode === 'head' && line) {
      // A dotted-leader field is one field, whatever spaces its leader has around it.
      const cells = (line.includes('...') ? [line] : line.split(CELL_GAP)).map(fieldOf);
      if (cells.every(Boolean)) {
        for (const [key, value] of cells as [string, string][]) {
          if (MONEY_FIELD.test(key)) fees.push(...moneyIn(value));
          // ("Brief (long text) …. see Notes 14/01": a pointer to the notes, which are read below.)
          if (CRM_FIELD.test(key) || !BRIEF_FIELD.test(key) || /^see\b/i.test(value)) lastField = -1;
          else lastField = fields.push(`${key}: ${value}`) - 1;
        }
      } else if (indented && lastField >= 0)
        fields[lastField] += ` ${line}`; // a long value, wrapped
      else lastField = -1;
    }
    const head = entryHead(raw);
    if (head !== undefined && HEAD_WORD.test(head)) mode = 'timeline'; // one copied without its heading
    if (mode !== 'timeline') continue;
    if (head !== undefined) {
      const rest = head.replace(/^Pinned\b[ \t·:–-]{0,8}/i, '');
      if (rest !== head) pinned = true;
      if (!rest.trim()) continue; // "📌 Pinned" alone: it marks the entry below it
      const said = /^(?:Note|Comment|E-?mail|Logged call|Call|Meeting)\b/i.test(rest);
      if (/^Property change\b/i.test(rest)) fees.push(...moneyIn(rest));
      entry = { kind: said ? 'said' : 'dropped', from: authorOf(rest), pinned, date: dateOf(rest), body: [] };
      pinned = false;
      entries.push(entry);
    } else if (CONTROL.test(line)) entry = undefined;
    else if (entry && (indented || !line || (entry.kind === 'said' && !/^[ \t]/.test(firstOf(entry.body))))) {
      // Its body is indented under it; a note copied flush left is flush left from its first line.
      entry.body.push(raw);
    } else if (line) {
      // Text after the timeline, not indented under an entry: the user's own words ("Thanks, Sam").
      entry = undefined;
      tail.push(raw);
    }
  }
  const out = [...preamble, `Subject: ${name}`, '', ...fields, '', ...contacts, ''];
  for (const e of inOrder(entries).filter((e) => e.kind === 'said')) {
    const body = bodyOf(e.body, fees);
    if (body.some((l) => l.trim())) out.push(...(e.from ? [`From: ${e.from}`, ''] : []), ...body, '');
  }
  const text = [...out, ...tail].join('\n');
  return text.replace(/\n{3,20}/g, '\n\n').trim();
}

/** The money a text gives, without the full stop or comma that may end its sentence. */
const moneyIn = (text: string) => (text.match(MONEY) ?? []).map((m) => m.replace(/[.,]$/, ''));
const firstOf = (body: string[]) => body.find((b) => b.trim()) ?? '';

/** Who wrote an entry: "Note by Imogen Hart", "Email · Ruth Okoye → Imogen Hart", a name among its parts. */
function authorOf(head: string): string {
  const by = BY.exec(head)?.[1];
  if (by) return by;
  const arrow = head.indexOf('→');
  if (arrow > 0) return head.slice(head.lastIndexOf('·', arrow) + 1, arrow).trim();
  const named = head.split(' · ').find((p) => NAME.test(p.trim()));
  return named?.trim() ?? '';
}

/** An entry's date and time as [year, month, day, hour, minute], day first as written in the UK. */
function dateOf(head: string): number[] | undefined {
  const n = NUMERIC_DATE.exec(head);
  if (n) return [+n[3]!, +n[2]!, +n[1]!, +(n[4] ?? 0), +(n[5] ?? 0)];
  const w = WORD_DATE.exec(head);
  const month = w ? MONTHS.indexOf(w[2]!.toLowerCase()) + 1 : 0;
  return w && month ? [+w[3]!, month, +w[1]!, +(w[4] ?? 0), +(w[5] ?? 0)] : undefined;
}

/**
 * Oldest first, so a later correction comes after what it corrects. The timeline is newest first,
 * but a pinned entry is shown at its top whatever its age: by date when every entry has one, else
 * the timeline reversed with the pinned entries first (a pinned note is the brief the rest amend).
 */
function inOrder(entries: Entry[]): Entry[] {
  const reversed = [...entries].reverse();
  if (entries.every((e) => e.date)) {
    const when = (e: Entry) => e.date!.reduce((sum, part, i) => sum + part * [1e8, 1e6, 1e4, 1e2, 1][i]!, 0);
    return reversed.sort((a, b) => when(a) - when(b));
  }
  return [...reversed.filter((e) => e.pinned), ...reversed.filter((e) => !e.pinned)];
}

const MAIL_MATTER = /^(?:>|Subject:|Opened \(|Clicked \(|Reply\b|Forward\b)/;
const SENTENCE = /[^.!?\n]{0,400}[.!?]{0,3}/g;
/**
 * An entry's body unindented, without a mail's quoted lines, its subject, its "… wrote:" line or its
 * tracking counts, and without a sentence that gives the deal's own fee.
 */
function bodyOf(raw: string[], fees: string[]): string[] {
  const indent = Math.min(...raw.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  const out: string[] = [];
  for (const l of raw) {
    const line = l.slice(Math.min(indent, l.length - l.trimStart().length)).trimEnd();
    if (MAIL_MATTER.test(line.trim()) || /wrote:$/.test(line)) continue;
    const kept = line.replace(SENTENCE, (s) => (fees.some((f) => s.includes(f)) ? '' : s));
    if (line && !kept.trim()) continue;
    out.push(kept.trimEnd());
  }
  return out; // blank lines at its ends go with the rest of the page's runs of blank lines
}
