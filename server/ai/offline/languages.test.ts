import { describe, expect, test } from 'vitest';
import { LANGUAGES, readAsEnglish } from './languages';
import { VOCABULARY } from './vocabulary';

describe('commands in other languages', () => {
  test('a word that marks a language is no word of the English grammar', () => {
    // "change" marked French once, and "change the title to Merci & à bientôt" read "à" as "to".
    const english = Object.values(LANGUAGES).flatMap((l) =>
      [...l.marks.keys()].filter((w) => VOCABULARY.has(w)),
    );
    expect(english).toEqual([]);
  });

  test.each([
    ['renomme la diapo 9 en « Décisions »', 'rename the slide 9 to « Décisions »'],
    ["supprime la puce de l'agenda", 'delete the bullet of the agenda'],
    ['bitte im Diagramm Juni auf 525 ändern', 'change in the chart june to 525'],
    ['change the title to Merci & à bientôt', 'change the title to Merci & à bientôt'],
    ['benenne Folie 3 in „Ergebnisse“ um', 'rename slide 3 into „Ergebnisse“'],
    // A new value in the user's words stays as typed, its "de" and "la" too.
    ['renomme la diapo 2 en Plan de match', 'rename the slide 2 to Plan de match'],
  ])('%s → %s', (said, read) => {
    expect(readAsEnglish(said)).toBe(read);
  });
});
