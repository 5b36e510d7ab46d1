/**
 * A brief sent as a questionnaire's export (Typeform, Google Forms): "7. When and where is the
 * meeting?" over "→ 9 February 2027 at Lowther's office". The questions are the agency's form,
 * never a slide's title; their answers are the brief. Read as the account manager reads it: each
 * question tells what its answer is for. An answer about the job (who is in the room, when, how
 * long, the tone, what not to mention, the sender's details) goes under the heading the brief's
 * reader keeps for the team (./reading.ts JOB_HEADING, INTERNAL_HEADING); what the audience is to
 * do at the end is the ask; every other answer is matter, under no heading of the form's.
 */

/** "12. Who are you up against?": a numbered question of the form. */
const QUESTION = /^\d{1,2}\.\s+(\S.{2,160})$/;
/** "→ Ruth Hollin": an answer, as such exports mark it. */
const ANSWER = /^[→>]\s?/;
/** A questionnaire has at least this many questions answered so. */
const QUESTIONS_MIN = 3;

/** What a question asks for, by its words, and the heading its answer is read under (none: matter). */
const ROLES: Array<[RegExp, string]> = [
  [/\b(?:not mention|shouldn['’]?t mention|avoid|off[- ]limits)\b|\bNOT\b/, 'Things to avoid'],
  [/\bin the room\b|\baudience will be\b|\bwho (?:will|is going to) (?:attend|be there)\b/i, 'Audience'],
  [/\btone\b|\bstyle\b|\blook and feel\b/i, 'Tone of voice'],
  [/\bwhen and where\b|\bhow long\b|\bdeadline\b|\bwhen is\b/i, 'Timings'],
  [/\baudience to do\b|\bwant (?:them|the audience|people) to\b|\bthe ask\b/i, 'The ask'],
  [/\byour name\b|\byour role\b|\bemail\b|\bphone\b|\bcompany name\b/i, "Who's who"],
  [/\bfiles?\b|\bupload\b|\battach/i, 'Attachments'],
  [/\banything else\b/i, 'Read this first'],
];

export function plainQuestionnaire(brief: string): string {
  const lines = brief.split('\n');
  const next = (i: number) =>
    lines
      .slice(i + 1)
      .find((l) => l.trim())
      ?.trim() ?? '';
  const asked = lines.filter((l, i) => QUESTION.test(l.trim()) && ANSWER.test(next(i))).length;
  if (asked < QUESTIONS_MIN) return brief;
  return lines
    .map((line, i) => {
      const t = line.trim();
      const question = QUESTION.exec(t);
      if (question && ANSWER.test(next(i))) {
        const heading = ROLES.find(([re]) => re.test(question[1]!))?.[1];
        return heading ? `## ${heading}` : '';
      }
      return ANSWER.test(t) ? t.replace(ANSWER, '') : line;
    })
    .join('\n');
}
