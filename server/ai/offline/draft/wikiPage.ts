/**
 * A wiki page copied in its markup (Confluence and the like): its breadcrumb and page title, the
 * page's own lines ("Created by …· 6 min read · 23 views", "🔒 Page restrictions"), "h2." headings,
 * "# " numbered lists, macros in braces ({info}, {panel}, {note}, {expand}, {warning}, {toc},
 * {status}, {jira}), attachments and inline comments. Read as the brief it holds: the title its
 * subject, the headings and lists as written, the words inside a macro kept, except those of a
 * warning or of a block its title keeps from use ("Concurrentie (intern)", "Oude cijfers (archief,
 * niet gebruiken)"), which are the team's; the page's furniture and its comments said nowhere.
 * (Tables' "||" rows and *bold* are read as a ticket's are: ticketMarkup.ts.)
 */

const HEADING = /^h([1-6])\.\s+(\S.{0,150})$/;
/** Each macro of a line: its name and what follows its colon. */
const MACROS = /\{(\w{2,20})(?::([^{}\n]{0,200}))?\}/g;
/** Macros that wrap words, opened and closed around them (the others stand alone). */
const BLOCKS = new Set([
  'info',
  'panel',
  'note',
  'expand',
  'warning',
  'tip',
  'code',
  'quote',
  'noformat',
  'section',
  'column',
]);
const MACRO_LINE = /^(?:\{[^{}\n]{1,200}\}\s{0,4}){1,6}$/;
/** A block's title that keeps it from the deck: internal, archived, not to be used. */
const KEPT_BACK =
  /\b(?:intern(?:al|e)?|archi(?:ve|ef|v)|not? (?:to )?use|do not use|niet (?:te )?gebruiken|nicht verwenden|ne pas utiliser|no usar|confidential|vertrouwelijk|vertraulich|old|oude|alte)\b/i;
/** The page's own line: who made it, when, how long it reads, how often it was seen, who may edit. */
const PAGE_LINE =
  /\b(?:views|weergaven|ansichten|vues|vistas|min\.? (?:read|leestijd|lesezeit)|leestijd|lesezeit|page restrictions|paginabeperkingen|seitenbeschränkungen|page information|pagina-informatie|page history|paginageschiedenis|export(?:eren)? (?:to|naar) pdf|people like this|personen vinden dit leuk|vind ik leuk)\b|^labels:/i;
const BREADCRUMB = /^[^/\n]{1,40}(?: \/ [^/\n]{1,40}){2,8}$/;
const ATTACHMENTS = /^📎/u;
const COMMENT = /^💬/u;
const SIGNS = [
  /^h[1-6]\.\s/m,
  /^\{(?:info|panel|note|expand|warning|tip|toc|status|jira|code)[:}]/m,
  /^\|\|/m,
];

export function plainWiki(brief: string): string {
  if (SIGNS.filter((s) => s.test(brief)).length < 2) return brief;
  const out: string[] = [];
  // The macros open here, and whether each keeps its words from the deck: "{note}" opens and
  // closes with the same word, "{expand:title=…}" opens with its title and closes with "{expand}".
  const open: { name: string; back: boolean }[] = [];
  let comment = false;
  let subject = false;
  let numbered = 0;
  for (const raw of brief.split('\n')) {
    const line = raw.trim();
    if (comment) {
      // An inline comment runs to the blank line after it.
      if (!line) comment = false;
      continue;
    }
    if (MACRO_LINE.test(line)) {
      for (const m of line.matchAll(MACROS)) {
        const name = m[1]!.toLowerCase();
        const titled = m[2] !== undefined;
        if (!titled && open.at(-1)?.name === name) open.pop();
        else if (BLOCKS.has(name))
          open.push({ name, back: name === 'warning' || KEPT_BACK.test(m[2] ?? '') });
      }
      continue;
    }
    if (open.some((m) => m.back)) continue;
    if (COMMENT.test(line)) {
      comment = true;
      continue;
    }
    if (ATTACHMENTS.test(line) || PAGE_LINE.test(line) || (!subject && BREADCRUMB.test(line))) continue;
    if (!subject && line) {
      // The page's title: what the brief is about.
      subject = true;
      out.push(`Subject: ${line}`);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      numbered = 0;
      out.push(`${'#'.repeat(Number(heading[1]))} ${heading[2]}`);
      continue;
    }
    // "# Titel": a numbered list's item, numbered as written out.
    if (/^#\s+\S/.test(line)) {
      out.push(`${++numbered}. ${line.replace(/^#\s+/, '')}`);
      continue;
    }
    numbered = 0;
    out.push(raw);
  }
  return out.join('\n');
}
