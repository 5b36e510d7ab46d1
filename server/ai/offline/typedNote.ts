import type { Plan } from './plan';
import { wordsOf } from './resolve';
import { replacedWholeWords } from './textEdits';

/**
 * A speaker note typed all in lower case, as a chat line is ("welcome the partners + thank dr
 * kwame osei for hosting us at harrow lane"), written out as a note is read aloud from: a "+"
 * between two thoughts ends a sentence, each sentence starts with a capital (and, when there are
 * several, ends with a full stop), a title ("dr", "prof") and the name after it are capitalised, and the names the deck
 * itself spells with capitals ("Harrow Lane") are spelt so. A note typed with any capital past its
 * first letter is the user's own spelling and is kept as typed.
 */
export function typedNote(text: string, plan: Plan): string {
  if (/\p{Lu}/u.test(text.slice(1)) || !/\p{Ll}/u.test(text)) return text;
  const sentences = text
    .split(/ \+ /)
    .map((s) => s.trim())
    .filter(Boolean);
  const names = deckNames(plan);
  return sentences
    .map((s) => {
      let out = named(s, names).replace(TITLED, (_, title: string, name: string) => {
        return `${capital(title)} ${name.split(' ').map(capital).join(' ')}`;
      });
      out = capital(out);
      // Sentences run together need their stops; one is left ending as typed.
      return sentences.length === 1 || /[.!?…:;]$/.test(out) ? out : `${out}.`;
    })
    .join(' ');
}

const capital = (w: string) => (w ? w[0]!.toUpperCase() + w.slice(1) : w);

/** Words that end a name said after a title ("dr osei for hosting", "prof li about the pilot"). */
const AFTER_NAME =
  '(?:for|at|to|and|or|of|in|on|from|with|who|the|a|an|about|is|was|if|when|before|after|that|this|we|our|us|please|re)';
/** A person's title and up to three words of name after it, up to a small word. */
const TITLED = new RegExp(
  `\\b(dr|prof|mr|mrs|ms|mx|sir|dame|cllr)\\.? ((?!${AFTER_NAME}\\b)\\p{Ll}[\\p{Ll}'’-]*(?: (?!${AFTER_NAME}\\b)\\p{Ll}[\\p{Ll}'’-]*){0,2})`,
  'gu',
);

/**
 * The names the deck spells with capitals: two or more capitalised words after a word in lower
 * case ("Pilot at Harrow Lane" → "Harrow Lane"). A sentence's first word and title case ("Risks
 * We Are Watching") say nothing of a name; nor does one capitalised word alone, a season, month
 * or verb as often as a name ("our Spring range", "May").
 */
function deckNames(plan: Plan): string[] {
  const names = new Set<string>();
  for (const s of plan.slides) {
    const words = `${s.title} | ${wordsOf(s)}`.split(/\s+/);
    for (let i = 1; i < words.length; i++) {
      if (!/^\p{Ll}/u.test(words[i - 1]!) || !/^\p{Lu}\p{Ll}/u.test(words[i]!)) continue;
      let j = i;
      while (j + 1 < words.length && /^\p{Lu}\p{Ll}/u.test(words[j + 1]!)) j++;
      if (j > i)
        names.add(
          words
            .slice(i, j + 1)
            .join(' ')
            .replace(/(?<![^\p{L}\p{N}])[^\p{L}\p{N}]{1,8}$/u, ''),
        );
      i = j;
    }
  }
  // Longest first, so "Harrow Lane" is spelt whole before "Harrow" alone.
  return [...names].filter(Boolean).sort((a, b) => b.length - a.length);
}

/** Each of `names` said in `text`, whole words in any case, spelt as the deck spells it. */
const named = (text: string, names: string[]) =>
  names.reduce((out, name) => replacedWholeWords(out, name.toLowerCase(), () => name), text);
