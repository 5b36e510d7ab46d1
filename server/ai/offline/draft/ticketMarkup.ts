/**
 * A brief filed as a Jira ticket is written in its wiki markup: "*Headline numbers Q3 2026:*" in
 * bold, "||Site||kWp||" over "|Ashby Gate|520|", "-- Attachments (3) ----" between its parts. Read
 * as a person reads the ticket: the bold is no word, the grid a table, and each part a heading
 * (the attachments' and the history's are the team's: ./reading.ts INTERNAL_HEADING).
 */

/** "*Format:*": a bold label at a line's start, which only a ticket's markup writes. */
const BOLD_LABEL = /^\*[^*\s][^*]{0,60}:\*/;
/** "||Site||kWp||Q3 MWh||": a table's header row. */
const HEADER_ROW = /^\|\|(.+)\|\|\s*$/;
/** "*Format:*", "*9 slides max.*": bold, a word's own asterisks (never a list's "* "). */
const BOLD = /(?<![\p{L}\d*])\*(?=[^\s*])([^*\n]{1,80}?)(?<=[^\s*])\*(?![\p{L}\d*])/gu;
/** "-- Attachments (3) -------", "-- Activity:  All | Comments ---": a part of the ticket, by name. */
const PART_RULE = /^-- (\p{L}[\p{L} ]{0,30}?)(?::[^\n]*?| \([^()\n]{0,12}\))? -{3,}\s*$/u;

/** A ticket's markup: a "||" header row, a bold label, or a titled rule, on a line of its own. */
const isTicket = (lines: string[]) =>
  lines.some((l) => HEADER_ROW.test(l) || BOLD_LABEL.test(l) || PART_RULE.test(l));

export function plainTicket(brief: string): string {
  const lines = brief.split('\n');
  if (!isTicket(lines)) return brief;
  return lines
    .map((line) => {
      const header = HEADER_ROW.exec(line);
      if (header) return `| ${header[1]!.split('||').join(' | ')} |`;
      const part = PART_RULE.exec(line);
      if (part) return `## ${part[1]!.trim()}`;
      return line.replace(BOLD, '$1');
    })
    .join('\n');
}
