/**
 * "WHO WE ARE: founded 1948; 62 musicians; home at Aldermoor Hall": a section's name in capitals
 * and its matter on one line, as a brief typed into a small box (a calendar invite's description,
 * a form's field) runs them together, its matter a list run on with semicolons: read as the
 * heading on a line of its own over each part as a line of that list.
 */

/** A name in capitals (its aside apart), a colon, and the matter after it. */
const INLINE = /^(\p{Lu}[\p{Lu}&'’/ -]{1,40}?)((?:\s?\([^()\n]{1,40}\))?):\s+(\S.*)$/u;
/** Words in capitals that lead a remark or a field, never a section: "CORRECTION: …", "NB: …". */
const REMARKS = new Set(
  'CORRECTION|CORRECTIONS|NOTE|NOTES|NB|PS|COVER|TITLE|IMPORTANT|FYI|UPDATE|EDIT|URGENT|REMINDER|TODO|AGENDA|RE|FW|FWD|SUBJECT|FROM|TO|CC|BCC|DATE|SENT|TBC|TBD|ASAP|Q|A|OK'.split(
    '|',
  ),
);
/** A list run on with semicolons has at least this many parts. */
const LIST_PARTS_MIN = 3;
/** A section's name is a few words. */
const NAME_WORDS_MAX = 5;

export function withInlineHeadings(text: string): string {
  return text
    .split('\n')
    .flatMap((line) => {
      const m = INLINE.exec(line.trim());
      if (!m) return [line];
      const name = m[1]!.trim();
      const words = name.split(/\s+/);
      if (words.length > NAME_WORDS_MAX || REMARKS.has(name) || !/\p{Lu}{2}/u.test(name)) return [line];
      const parts = m[3]!
        .split(/;\s+/)
        .map((p) => p.trim())
        .filter(Boolean);
      // Only a list run on: "DECISION: Committee recommends …", "THE ASK: £250,000 …" are one line.
      if (parts.length < LIST_PARTS_MIN) return [line];
      return [`${name}${m[2]}:`, ...parts.map((p) => `- ${p}`)];
    })
    .join('\n');
}
