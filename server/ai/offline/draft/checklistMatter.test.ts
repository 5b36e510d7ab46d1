import { describe, expect, test } from 'vitest';
import type { ChecklistItem } from '../../../../common/schemas/presentations';
import { draftText } from '../../../../tests/briefs/briefFile';
import type { Lang } from './locales';

/**
 * A checklist names the slides the deck must have, not all it may have: a brief of plain prose
 * with one checklist item still drafts its other matter up to the length it asks for. (A Dutch
 * email with one item drafted 4 slides of the 8 it asked for: cover, one context slide, the ask,
 * the closing.)
 */
const NL = `Hoi Lotte,

Kun jij voor de raadsvergadering van 14 januari een presentatie maken over ons plan voor 2027? Graag ongeveer 8 slides.

De bibliotheek in Westerhaven trekt elk jaar meer bezoekers. In 2026 kwamen er 186.000 bezoekers, tegen 142.000 in 2023. Het gebouw aan de Havenkade is in 1974 gebouwd en is te klein geworden voor de leesclubs en het huiswerkcafé.

Het grootste probleem is de ruimte: op woensdagmiddag staan er kinderen buiten omdat het huiswerkcafé vol zit. Ook de taalcursussen voor nieuwkomers hebben een wachtlijst van 64 mensen.

Ons plan is om de bovenverdieping te verbouwen tot een leerplein met 40 werkplekken. De verbouwing duurt vijf maanden en begint in september 2027. Tijdens de verbouwing blijft de begane grond open.

Bij de bibliotheek van Zeewolde deed men hetzelfde, en daar steeg het aantal cursisten met 35% in één jaar.

We vragen de gemeente om een bijdrage van €420.000 voor de verbouwing. De rest betalen we uit onze eigen reserve.

Volgende stappen: besluit van de raad in februari, aanbesteding in het voorjaar.

Groet,
Marieke`;

const EN = `Hi Lotte,

Could you put together a deck for the council meeting on 14 January about our plan for 2027? About 8 slides please.

Visits to the library keep rising. In 2026 we had 186,000 visitors, up from 142,000 in 2023. The building on Harbour Quay dates from 1974 and has become too small for the reading clubs and the homework café.

The biggest problem is space: on Wednesday afternoons children wait outside because the homework café is full. The language courses for newcomers have a waiting list of 64 people.

Our plan is to convert the upper floor into a learning space with 40 desks. The works take five months and start in September 2027. The ground floor stays open during the works.

Zeewolde library did the same, and their course enrolments rose by 35% in one year.

We ask the council for a contribution of £420,000 towards the conversion. We pay the rest from our own reserves.

Next steps: council decision in February, tender in the spring.

Best,
Marieke`;

const one = (text: string): ChecklistItem[] => [{ id: 'c1', text, completed: false }];

describe('a brief with a checklist drafts the rest of its matter too', () => {
  test.each<{ lang: Lang; brief: string; item: string; asked: number; matter: string[] }>([
    {
      lang: 'nl',
      brief: NL,
      item: 'Wat we vragen aan de gemeente',
      asked: 8,
      matter: ['leerplein met 40 werkplekken', 'wachtlijst van 64 mensen', 'besluit van de raad in februari'],
    },
    {
      lang: 'en',
      brief: EN,
      item: 'What we ask of the council',
      asked: 8,
      matter: ['learning space with 40 desks', 'waiting list of 64 people', 'council decision in February'],
    },
  ])(
    '$lang: the checklist item has its slide and the deck keeps its length',
    ({ lang, brief, item, asked, matter }) => {
      const d = draftText(brief, one(item), 'Westerhaven', lang);
      const titles = d.slides.map((s) => s.title);
      expect(titles).toContain(item);
      expect(d.operations).toContainEqual({ op: 'update_checklist_item', itemId: 'c1', completed: true });
      expect(d.slides.length, titles.join(' | ')).toBeGreaterThanOrEqual(asked - 1);
      expect(d.slides.length).toBeLessThanOrEqual(asked + 1);
      // The matter is on slides, not only in the notes.
      const shown = JSON.stringify(d.slides.map((s) => s.content));
      for (const m of matter) expect(shown).toContain(m);
      // The ask still comes last before the closing slide.
      expect(titles.indexOf(item)).toBeGreaterThan(titles.length - 4);
    },
  );
});
