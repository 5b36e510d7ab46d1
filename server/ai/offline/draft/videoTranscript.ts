/**
 * A recorded video's page copied whole (Loom and the like): the video's title, its author, date,
 * length and views, who it is shared with, a machine-written summary ("✨ AI summary"), its
 * chapters, then "Transcript" with a timestamp over each paragraph, then the comments. Read as the
 * brief it holds: the title its subject, the transcript and the comments its words. The summary is
 * a machine's retelling, wrong where it is wrong ("The AI summary up there is wrong, ignore it"),
 * and goes with the page's furniture: views, sharing, chapters, timestamps, "[music]", buttons.
 */

import { threadHeader } from './boardCard';

const TRANSCRIPT = /^transcript\b.{0,40}$/i;
const STAMP = /^\d{1,2}:\d{2}(?::\d{2})?$/;
/** Marks a caption writes for sounds: "[music]", "[inaudible]", "[laughs]". */
const SOUND = /\s?\[(?:music|inaudible|laughs?|laughter|applause|crosstalk|silence|background noise)\]/gi;
const COMMENTS = /^comments?\s?\(\d{1,4}\)$/i;
/** A comment's header: "Ollie Brennan · 11 Aug 2027 at 17:02". */
const COMMENT_HEAD = /^(\p{Lu}[^\n·]{1,60}?) · (\d{1,2} \p{L}{3,9} \d{4}) at (\d{1,2}:\d{2})$/u;
const BUTTONS =
  /^(?:add a comment…?|write a comment…?|reply|reactions?:[^\n]{0,120}|add a comment…[^\n]{0,120})$/i;
/** A page is a video's transcript: it says so, and stamps three paragraphs or more. */
const STAMPS_MIN = 3;

export function plainVideo(brief: string): string {
  const lines = brief.split('\n');
  const start = lines.findIndex((l) => TRANSCRIPT.test(l.trim()));
  if (start < 0 || lines.filter((l) => STAMP.test(l.trim())).length < STAMPS_MIN) return brief;
  // The video's title: the first line of the page with words in it that is no site's name alone.
  const head = lines.slice(0, start).map((l) => l.trim());
  const title = head.find((l, k) => l.split(/\s+/).length >= 3 && k < 3);
  // (The transcript's mark tells the reader its figures are said in words.)
  const out: string[] = [...(title ? [`Subject: ${title}`] : []), '[transcript]', ''];
  for (const raw of lines.slice(start + 1)) {
    const line = raw.trim();
    if (STAMP.test(line) || BUTTONS.test(line) || COMMENTS.test(line)) continue;
    const comment = COMMENT_HEAD.exec(line);
    if (comment) {
      out.push('', threadHeader(comment[1]!, comment[2]!, comment[3]!));
      continue;
    }
    const said = raw.replace(SOUND, '');
    if (said.trim() || !line) out.push(said);
  }
  return out.join('\n');
}
