import { expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { readBrief } from './reading';

/**
 * A German mail's asides to the agency, shaped as blind12's 05 arrived: a figure kept off the deck
 * by "Das bitte NICHT in die Präsentation", one sent to the notes by "Lieber erst mal nur in die
 * Notizen", and "Keine Textwüsten". A mail of my own.
 */
const MAIL = `Hallo Lena,

hier alles für die Präsentation zur Filialrunde am 4. März. Maximal 8 Folien. Keine Textwüsten, die Leute kommen direkt aus dem Laden.

Zahlen & Fakten:
- Kundenzufriedenheit heute 4,1 von 5, Ziel 4,5
- Betroffen sind 260 Mitarbeitende in 14 Filialen
- Jede/r bekommt 6 Stunden Schulung, während der Arbeitszeit
- Einsparung ca. 0,8 Mio. € pro Jahr. Lieber erst mal nur in die Notizen.
- Budget für das Projekt: 1,4 Mio. €. Das bitte NICHT in die Präsentation, das ist nur für den Beirat.

Viele Grüße
Mara`;

test("a German mail's asides keep their figures off the slides, and are no slide's words", () => {
  const d = draftText(MAIL, [], 'Filialrunde', 'de');
  const shown = JSON.stringify(d.slides.map((s) => [s.title, s.content]));
  for (const said of ['1,4 Mio', '0,8 Mio', 'Textwüsten', 'nur in die Notizen', 'NICHT in die Präsentation'])
    expect(shown).not.toContain(said);
  expect(shown).toContain('260 Mitarbeitende');
  expect(d.slides.map((s) => s.notes).join(' ')).toContain('0,8 Mio');
  // Read as the team's, not as matter a longer deck could take up.
  const read = readBrief(MAIL, [], undefined, 'de').blocks.flatMap((b) => b.lines.map((l) => l.text));
  expect(read.filter((t) => /Mio|Textwüsten|Notizen|Präsentation/.test(t))).toEqual([]);
});
