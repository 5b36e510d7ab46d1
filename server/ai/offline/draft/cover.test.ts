import { describe, expect, test } from 'vitest';
import { draftDeck } from './drafter';
import { readBrief } from './reading';
import { statedTitle } from './statedTitle';

/** A new, untitled deck of the client, drafted from the brief as a user would. */
function cover(brief: string, clientName = '') {
  const d = draftDeck({
    request: {},
    title: '',
    brief,
    metadata: { clientName },
    documents: [],
    checklist: [],
  });
  if ('say' in d) throw new Error(d.say);
  return { first: d.slides[0]!, shown: JSON.stringify(d.slides) };
}

const BOARD_CHAT = `**Ben** — 09:12
morning all, kicking off the board deck for the 9 Dec meeting. working title "Brightwater App: what Phase 1 delivered"

**Priya** — 10:03
Monthly active users rose from 29,800 in January to 44,700 in May.
Calls to the contact centre are down 18% since the relaunch.
We ask the board to approve £340,000 for Phase 2.`;

describe('the cover of an untitled deck', () => {
  test('a working title the brief gives is the cover, and no slide says it', () => {
    const { first, shown } = cover(BOARD_CHAT, 'Brightwater Credit Union');
    expect(first.title).toBe('Brightwater App: what Phase 1 delivered');
    expect(shown.match(/working title/gi)).toBeNull();
    // Said by the cover alone: its title, and its notes that introduce it.
    expect(shown.split('Phase 1 delivered').length - 1).toBe(2);
  });

  test("without one, the cover is the client's name, never the template's guess", () => {
    const { first } = cover(BOARD_CHAT.replace(/ working title "[^"]*"/, ''), 'Brightwater Credit Union');
    expect(first.title).toBe('Brightwater Credit Union');
    expect(JSON.stringify(first)).not.toMatch(/quarterly review|pitch|proposal/i);
  });

  test('who is in the room names someone, and the cover says the date once', () => {
    const brief = `We're presenting to Calder Ridge Capital on 8 Dec.
We want £6.5M of growth investment to open five new clinics by end of 2028.
Revenue grew from £8.4M in FY2021 to £15.1M in FY2025.`;
    const said = JSON.stringify(cover(brief, 'Brightwater Dental Group').first.content);
    expect(said).toContain('Calder Ridge Capital');
    expect(said).not.toMatch(/Capital on|Dec\./);
    const nobody = `Tom wants us pitching to run their staff e-bike leasing scheme.
Leases grew from 140 in 2023 to 810 in 2025.`;
    expect(cover(nobody, 'Kestrel Cycles').first.content.subtitle ?? '').not.toMatch(/run their/);
  });

  test("a chat export's header is the file it came in, not the deck's title", () => {
    const brief = `Exportação de SMS / iMessage — conversa "Rui Quinta VE"
Entre: Joana Pires e Rui Azevedo

O hotel terá 14 quartos e abre em 2028.
Os visitantes da adega passaram de 9.800 em 2022 para 16.400 em 2025.`;
    expect(readBrief(brief, [], '', 'pt').title).toBeUndefined();
    expect(cover(brief, 'Quinta do Vale Escuro').first.title).toBe('Quinta do Vale Escuro');
  });
});

describe('statedTitle', () => {
  const leads = ['working title', 'titre de travail', 'arbeitstitel'];
  const deck = ['deck', 'présentation', 'präsentation'];

  test('reads the quoted title after a lead, in any quotes, with the place it stood', () => {
    const line = 'for the deck, working title "A better year" — thanks';
    const t = statedTitle(line, leads, deck)!;
    expect(t.title).toBe('A better year');
    expect(`${line.slice(0, t.start)}${line.slice(t.end)}`).toBe('for the deck,  — thanks');
    expect(statedTitle('la présentation, titre de travail : « Le lait cru »', leads, deck)?.title).toBe(
      'Le lait cru',
    );
    expect(statedTitle('Präsentation – Arbeitstitel: „Holz baut Zukunft“', leads, deck)?.title).toBe(
      'Holz baut Zukunft',
    );
  });

  test("a working title of something else, or no quoted title, is none of the deck's", () => {
    expect(
      statedTitle('Our idea for the campaign, working title is "Your smile"', leads, deck),
    ).toBeUndefined();
    expect(statedTitle('the deck needs a working title, any ideas?', leads, deck)).toBeUndefined();
    expect(statedTitle('the deck: working title "unclosed', leads, deck)).toBeUndefined();
  });
});

test('the words between a lead and its title are read in any of the languages, accents and all', () => {
  const leads = ['título', 'working title'];
  const deck = ['apresentação', 'deck'];
  expect(statedTitle('Título será "Hotel Vínico 2028"', leads, deck)?.title).toBe('Hotel Vínico 2028');
  expect(statedTitle('the deck: working title will be "A better year"', leads, deck)?.title).toBe(
    'A better year',
  );
  expect(statedTitle('the deck: working title maybe "A better year"', leads, deck)).toBeUndefined();
});

test("the brief's stated title is the cover over the name the deck was filed under", () => {
  const d = draftDeck({
    request: {},
    title: 'Brightwater board deck',
    brief: BOARD_CHAT,
    metadata: { clientName: 'Brightwater Credit Union' },
    documents: [],
    checklist: [],
  });
  if ('say' in d) throw new Error(d.say);
  expect(d.slides[0]!.title).toBe('Brightwater App: what Phase 1 delivered');
});
