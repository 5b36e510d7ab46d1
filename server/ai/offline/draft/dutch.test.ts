import { describe, expect, test } from 'vitest';
import { type Draft, draftDeck } from './drafter';

/**
 * A Dutch brief as it arrives: an email with a greeting, a correction, a tone line, a list of
 * what to keep off and a signature. Read with Dutch words, it drafts a Dutch deck without them.
 */
const BRIEF = `Hoi Sanne,

Hierbij de info voor de presentatie aan het bestuur van Fietsdepot Utrecht op 12 maart.

Fietsdepot wil een tweede stalling openen bij station Zuilen. De huidige stalling heeft 2.400 plekken en zit op werkdagen om 8.30 uur vol. Het gebruik steeg van 61% in 2023 naar 94% in 2025.
In 2025 telden we 410.000 stallingen, nee wacht, 380.000 stallingen (410.000 was inclusief de weekendactie).
De nieuwe stalling krijgt 1.800 plekken en kost 2,3 mln euro, waarvan de gemeente 1,1 mln betaalt.
Wij vragen het bestuur om 1,2 mln euro vrij te maken, met een besluit op 12 maart zodat de bouw in juni kan starten.

Toon: zakelijk maar vriendelijk, geen vakjargon.

Niet opnemen: de naam van de aannemer, de discussie met de buurvereniging.

Groet,
Pieter de Wit
Projectleider | Fietsdepot Utrecht`;

function draft(): Draft {
  const d = draftDeck({
    request: {},
    title: 'Tweede stalling Zuilen',
    brief: BRIEF,
    metadata: { clientName: 'Fietsdepot Utrecht' },
    documents: [],
  });
  if ('say' in d) throw new Error(d.say);
  return d;
}

const onSlides = (d: Draft) =>
  d.slides
    .map((s) =>
      [
        s.title,
        s.content.subtitle ?? '',
        s.content.mainText ?? '',
        ...(s.content.items ?? []),
        ...(s.content.metrics ?? []).flatMap((m) => [m.value, m.label, m.subtext ?? '']),
      ].join('\n'),
    )
    .join('\n');

describe('a Dutch email brief with a checklist', () => {
  test('greeting, sign-off and signature stay off the slides', () => {
    const d = draftDeck({
      request: {},
      title: 'Tweede stalling Zuilen',
      brief: BRIEF,
      metadata: { clientName: 'Fietsdepot Utrecht' },
      checklist: [{ id: 'c1', text: 'Het verzoek', completed: false }],
      documents: [],
    });
    if ('say' in d) throw new Error(d.say);
    expect(onSlides(d)).not.toMatch(/Hoi Sanne|Groet|Pieter de Wit/);
  });
});

describe('a Dutch email brief', () => {
  const d = draft();
  const text = onSlides(d);

  test('is drafted in Dutch: its reply and its own slides', () => {
    expect(d.summary).toMatch(/^Hier is een concept van \d+ slides/);
    expect(text).not.toMatch(/\bThank you\b|\bWhere we are\b|\bKey figures\b/);
  });

  test('the corrected figure only: "nee wacht" corrects 410.000 to 380.000', () => {
    expect(text).toContain('380.000');
    expect(text).not.toContain('410.000');
  });

  test('no tone line, no greeting, no kept-off matter, no signature on a slide', () => {
    expect(text).not.toMatch(
      /Toon|zakelijk maar vriendelijk|Hoi Sanne|Groet|aannemer|buurvereniging|Niet opnemen/,
    );
    expect(text).not.toMatch(/Projectleider|Hierbij de info/);
  });

  test('the ask has a slide of its own, in Dutch, before the closing slide', () => {
    const ask = d.slides.findIndex((s) => s.title === 'Ons verzoek');
    expect(ask).toBeGreaterThan(0);
    expect(ask).toBeLessThan(d.slides.length - 1);
    expect(JSON.stringify(d.slides[ask]!.content)).toContain('1,2 mln euro');
    expect(d.slides.at(-1)!.content.mainText).toBe('Bedankt');
  });
});
