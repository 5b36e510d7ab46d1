/**
 * Last year's deck, pasted from PowerPoint's outline view with this year's changes marked on it
 * ("Slide 6 – Partner programme tiers" over its lines, "Notes: …", ">> NEW: DELETE", ">> NEW (2026
 * figures): 11,800 partner practices · …"). Read as the account manager reads it: each slide kept
 * is a section of the new deck under its title (its year made this year's where a change names
 * it); a slide marked to go goes, its lines and notes with it; a change that gives new matter
 * replaces the old; a change that adds a point ("add 2026: 78,500") adds it; the rest of what the
 * changes and the old notes say is said to the team.
 */

/** "Slide 6 – Partner programme tiers": a slide of the old deck, by its number and title. */
const SLIDE_HEAD = /^Slide (\d{1,2})\s?[–—:-]\s?(\S.{1,80})$/;
/** ">> NEW: …", ">> NEW (2026 figures): …", ">> NEW (Fri): …": a change marked on the old deck. */
const CHANGE = /^>>\s?NEW\b(?:\s?\(([^()]{1,40})\))?\s?:\s?(.*)$/;
/** A change that takes the slide out. */
const GOES = /\b(?:DELETE|DROP)\b|\b(?:delete|drop|remove|cut) (?:this|the) slide\b/;
/** A change that gives the slide new matter over lines of its own: "replace with the 2027 roadmap:". */
const REPLACED_BY_LINES = /\breplace (?:it |this )?with\b[^:]{0,60}:\s*$/i;
/** A change that adds a point to the slide's figures: "add 2026: 78,500". */
const ADDS = /^add (\p{L}{0,12} ?\d{4}|Q[1-4](?: \d{4})?)\s?:\s?([£$€]?\d[\d,.]*\s?[%kmKM]?)\b/u;
/** Words that make a change an instruction to the team rather than the slide's new words. */
const INSTRUCTION =
  /\b(?:keep|make|add|put|delete|drop|replace|don['’]?t|do not|say|slide just says|should|must|needs?|up to you|leave|move)\b/i;
/** A change that leaves the slide its title alone: "Slide just says Partner of the Year 2026". */
const TITLE_ALONE = /\bslide (?:just|only) says\b/i;
/** The old deck's closing slide, by its title. */
const CLOSING = /^(?:thank you|thanks|questions\??|contacts?|contact us|q&a)$/i;
/** The old deck's speaker notes. */
const NOTES = /^Notes?\s?:\s?/i;
/** How many slides make a pasted outline. */
const SLIDES_MIN = 4;
const YEAR = /\b(?:19|20)\d{2}\b/g;

interface OldSlide {
  title: string;
  lines: string[];
  changes: { label?: string; text: string; lines: string[] }[];
}

export function plainOldDeck(brief: string): string {
  const lines = brief.split('\n');
  if (
    lines.filter((l) => SLIDE_HEAD.test(l.trim())).length < SLIDES_MIN ||
    !lines.some((l) => CHANGE.test(l.trim()))
  )
    return brief;
  const out: string[] = [];
  const team: string[] = [];
  let slide: OldSlide | undefined;
  let ended = false;
  const flush = () => {
    if (slide) out.push(...written(slide, team), '');
    slide = undefined;
  };
  // Where the old deck ends, what its changes and notes said to the team: its heading also ends
  // the last slide's section, so the brief's own lines after it ("Other bits:") are read as ever.
  const told = () => {
    if (ended || !team.length) return;
    ended = true;
    out.push('## Read this first', ...team.map((t) => t.replace(/:\s*$/, '.')), '');
  };
  for (const raw of lines) {
    const t = raw.trim();
    const head = SLIDE_HEAD.exec(t);
    if (head) {
      flush();
      slide = { title: head[2]!.trim(), lines: [], changes: [] };
      continue;
    }
    if (!slide) {
      out.push(raw);
      continue;
    }
    // A rule or an unindented line ends the old deck ("Other bits:").
    if (/^[=_-]{5,}$/.test(t) || (t && !/^\s/.test(raw))) {
      flush();
      told();
      if (!/^[=_-]{5,}$/.test(t)) out.push(raw);
      continue;
    }
    if (!t) continue;
    const change = CHANGE.exec(t);
    if (change) {
      slide.changes.push({ ...(change[1] ? { label: change[1] } : {}), text: change[2]!.trim(), lines: [] });
      continue;
    }
    const last = slide.changes.at(-1);
    // Lines under "replace with …:" are that change's.
    if (last && REPLACED_BY_LINES.test(last.text)) last.lines.push(t);
    else if (NOTES.test(t)) team.push(t.replace(NOTES, ''));
    else slide.lines.push(t.replace(/^[•*-]\s?/, '').replace(/^\[chart\]\s{0,4}/i, ''));
  }
  flush();
  told();
  return out.join('\n');
}

/** A kept slide as a section: its title, this year's matter, and what its changes tell the team. */
function written(slide: OldSlide, team: string[]): string[] {
  const said = slide.changes.map((c) => c.text);
  // ("DELETE." alone says no more than the line below that names what went.)
  team.push(...said.filter((t) => t.replace(GOES, '').replace(/[\s.!]/g, '')));
  // A slide marked to go goes, and the new deck is told so ("No agenda slide."); the old closing
  // slide is the new deck's own closing slide, drawn from the brief's contacts.
  if (slide.changes.some((c) => GOES.test(c.text))) {
    team.push(`No ${slide.title.replace(YEAR, '').trim().toLowerCase()} slide.`);
    return [];
  }
  if (CLOSING.test(slide.title)) return [];
  let matter = slide.lines;
  for (const c of slide.changes) {
    if (REPLACED_BY_LINES.test(c.text) && c.lines.length) matter = c.lines;
    // ">> NEW (2026 figures): 11,800 partner practices · 78,500 …": new matter, said in its place.
    else if (c.label && /\d/.test(c.text) && !INSTRUCTION.test(c.text.replace(/\([^()]*\)/g, '')))
      matter = c.text.split(/\s·\s/);
    // "Slide just says Partner of the Year 2026": its title alone.
    if (TITLE_ALONE.test(c.text)) matter = [];
    const add = ADDS.exec(c.text);
    if (add)
      matter = matter.map((l, k) =>
        k === 0 && /\d/.test(l) ? `${l} · ${add[1]}: ${add[2]!.trim().replace(/[.,]$/, '')}` : l,
      );
  }
  // "Roadmap 2026" under "replace with the 2027 roadmap": this year's title; and an old line that
  // says a year before it alone ("Colm Reilly · 5 March 2026") is last year's, and goes.
  const years = [
    ...new Set(
      slide.changes
        .map((c) => `${c.label ?? ''} ${c.text}`)
        .join(' ')
        .match(YEAR) ?? [],
    ),
  ];
  if (years.length !== 1) return [`## ${slide.title}`, ...matter];
  const year = years[0]!;
  const stale = (l: string) => {
    const said = l.match(YEAR) ?? [];
    return said.length === 1 && said[0]! < year;
  };
  return [`## ${slide.title.replace(YEAR, year)}`, ...matter.filter((l) => !stale(l))];
}
