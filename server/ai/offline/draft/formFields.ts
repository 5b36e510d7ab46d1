/**
 * A brief written into an agency's form ("CREATIVE BRIEF", numbered sections, "[Insert 2–3
 * sentences on …]"): the form's own words are no slide's. Its guidance in square brackets goes
 * from a line, and a field left unfilled ("Feedback: TBC", "Approved by: [name]") says nothing.
 */

/** The first words of a form's guidance: "[Insert …]", "[Describe the tone …]", "[e.g. …]". */
const GUIDANCE_WORDS = new Set(
  (
    'insert describe add delete complete list include link name enter outline summarise summarize explain ' +
    'state write attach specify e.g. eg optional insérer décrire ajouter indiquer insertar describir ' +
    'añadir indicar einfügen beschreiben angeben inserire descrivere inserir descrever invoegen beschrijven'
  ).split(' '),
);
/** Words that make bracketed text the form's: "[Agency template v3.2 – complete every section …]". */
const FORM_WORDS = /\b(?:template|guidance|placeholder)\b/i;
/** What an unfilled field holds. */
const UNFILLED = new Set([
  'tbc',
  'tbd',
  'tba',
  'n/a',
  'na',
  'to be confirmed',
  'to be decided',
  '?',
  '??',
  '-',
  '–',
]);
/** A form's name on a line of its own: "CREATIVE BRIEF", "Project brief", "Briefing form". */
const FORM_NAME =
  /^(?:(?:creative|project|presentation|pitch|design|agency|client|deck)\s)?brief(?:ing)?(?:\s(?:form|template|document))?$/i;
/** A field's label is short. */
const LABEL_CHARS_MAX = 40;

/** Whether bracketed text is the form's guidance, not the writer's aside. */
function isGuidance(inner: string): boolean {
  const first = inner.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return GUIDANCE_WORDS.has(first) || FORM_WORDS.test(inner);
}

/** The line without the form's guidance in square brackets (a link's "[text](url)" stays). */
export function withoutGuidance(line: string): string {
  const kept = line.replace(/\[([^[\]]{1,300})\](?!\()/g, (all, inner: string) =>
    isGuidance(inner) ? '' : all,
  );
  // Where guidance went its spaces close up; a line without any is left as it was (a pasted
  // table's tabs and all).
  return kept === line ? line : kept.replace(/ {2,}/g, ' ').trim();
}

/**
 * A line of the form that says nothing of the deck: its name, a field left unfilled, or a line
 * that was only guidance (empty once it went, or a label with nothing after it).
 */
export function formFurniture(original: string, line: string): boolean {
  // Emptied by its guidance going; a line that was empty already is no form's.
  if (!line) return line !== original.trim();
  if (FORM_NAME.test(line)) return true;
  const colon = line.indexOf(':');
  if (colon <= 0 || colon > LABEL_CHARS_MAX) return false;
  const value = line
    .slice(colon + 1)
    .trim()
    .replace(/\.$/, '')
    .toLowerCase();
  // "Approved by: [name]": a placeholder in brackets is no value either; "Secondary: [insert …]"
  // is a label left with nothing once its guidance went ("Risks from their register:" leads a list).
  return UNFILLED.has(value) || /^\[[^\]]{0,40}\]$/.test(value) || (!value && line !== original.trim());
}
