import { describe, expect, test } from 'vitest';
import { draftDeck } from './drafter';
import { LOCALES } from './locales';
import { readBrief } from './reading';
import { statedTitle, subjectTitle } from './statedTitle';

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

describe('the cover of an untitled deck, from what names it in the brief', () => {
  /** A mail chain forwarded to the studio, newest first, for a client's trustees. A mail of my own. */
  const CHAIN = `From: Leah Brooks <leah@studio.example>
Subject: Fwd: RE: RE: Trustees deck – Friends campaign results

Hi Sam, the brief is the chain below.

From: Martin Okafor <martin@hall.example>
Subject: RE: Trustees deck – Friends campaign results

Trustees' meeting on Wednesday 16 December 2026.
Friends members rose from 1,610 to 2,340 in the year to October.
The campaign raised £187,200 from April to October 2026.`;

  test("a mail's subject, without its reply marks and the words about the deck, is the cover", () => {
    const { first, shown } = cover(CHAIN, 'The Lantern Rooms');
    expect(first.title).toBe('Friends campaign results');
    // Under a title the brief gave, the client's name: never the template's guess at the kind.
    const words = Object.values(first.content).join(' · ');
    expect(words).toContain('The Lantern Rooms');
    expect(words).not.toMatch(/proposal|report|review/i);
    expect(shown).not.toMatch(/Fwd|RE:|Trustees deck/);
  });

  test('a subject that names only the deck or the papers leaves the cover to the client', () => {
    const deck = ['deck', 'slides', 'presentation'];
    const papers = ['brief', 'numbers', 'pack', 'pres', 'bits', 'pasted', 'below'];
    expect(subjectTitle('RE: Board pack – Q3 deck (Dec board)', deck, papers)).toBeUndefined();
    expect(subjectTitle('KVW pres stage – RFP bits pasted below', deck, papers)).toBeUndefined();
    expect(subjectTitle('quick question?', deck, papers)).toBeUndefined();
    expect(subjectTitle('Q3 investor update numbers', deck, papers)).toBe('Q3 investor update');
    expect(subjectTitle('FW: NBC Grounds Maintenance - presentation stage - deck brief', deck, papers)).toBe(
      'NBC Grounds Maintenance',
    );
    const { first } = cover(CHAIN.replace(/Friends campaign results/g, 'deck brief'), 'The Lantern Rooms');
    expect(first.title).toBe('The Lantern Rooms');
  });

  test('a title given in a comment, a form of minutes, or with a remark after it is the cover', () => {
    const leads = LOCALES.en.read.titleLeads;
    const deck = LOCALES.en.admit.deck.split(' ');
    const said = (line: string) => statedTitle(line, leads, deck)?.title;
    expect(
      said(
        '[Comment RM1]: Agreed. Cover should read "Website & Content Proposal" for Hale LLP, 10 December.',
      ),
    ).toBe('Website & Content Proposal');
    expect(
      said('Working title we like: "Our year in power: 2026 members\' update" — open to better ideas'),
    ).toBe("Our year in power: 2026 members' update");
    expect(
      said(
        '1.3 Title agreed: "Line 3: investment update and approval request". Client name on the cover: M&F.',
      ),
    ).toBe('Line 3: investment update and approval request');
    // A title that goes on after its quote stays whole.
    expect(said('Deck title agreed: "Quiet Hours" — Launch Plan 2027.')).toBe(
      '"Quiet Hours" — Launch Plan 2027',
    );
  });

  test("under a mail's subject, the client's name and meeting, not the template's kind", () => {
    const mail = `Subject: Q3 investor update numbers

Hi both, Q3 numbers below for the board meeting on 3 December.
Revenue was £3,420,000 in Q3, up from £2,710,000 in Q2.
Gross margin was 58.4% in Q3, up from 55.9% in Q2.`;
    const { first } = cover(mail, 'Pellow & Marsh');
    expect(first.title).toBe('Q3 investor update');
    expect(first.type).toBe('title');
    expect(first.content.subtitle).toMatch(/^Pellow & Marsh\b/);
    expect(first.content.subtitle).not.toMatch(/quarterly|review|report/i);
  });

  test("a Markdown brief's bold is no part of the meeting the cover names", () => {
    const brief = `Our **Annual Members' Update** for the AGM on **Saturday 23 January 2027**, 2pm, at the village hall.
Working title we like: "Our year in power" — open to better ideas.
The panels generated 1,212 MWh in 2026, up from 1,104 MWh in 2025.`;
    const { first } = cover(brief, 'Brightwater Community Energy');
    expect(first.title).toBe('Our year in power');
    expect(first.notes).toContain('AGM on Saturday 23 January 2027.');
    expect(JSON.stringify(first)).not.toContain('**');
  });
});

test('"to the Board at the board meeting on …" names the meeting, not who then where', () => {
  const brief = `GL will present the Line 3 update to the Board at the board meeting on Thursday 10 December 2026.
Both lines ran above 95% utilisation for 11 weeks in 2026. Line 3 adds 7,500 jars an hour.`;
  const { first } = cover(brief, 'Marlow & Finch Preserves');
  const said = JSON.stringify(first);
  expect(said).toContain('Board meeting, 10 December 2026');
  expect(said).not.toMatch(/Board at the board/i);
});

test('who presents, as the brief names them, ends the cover’s line; "This will present" names nobody', () => {
  const base = `Subject: Q3 investor update numbers

Hi both, Q3 numbers below for the board meeting on 3 December.
Revenue was £3,420,000 in Q3, up from £2,710,000 in Q2.
Gross margin was 58.4% in Q3, up from 55.9% in Q2.`;
  const said = (brief: string) => JSON.stringify(cover(brief, 'Pellow & Marsh').first.content);
  expect(said(`${base}\nPresented by **Dr Nia Pryce, Chair of the Board**.`)).toContain(
    'Dr Nia Pryce, Chair of the Board',
  );
  expect(said(`${base}\n2. Amara Voss will present, not me.`)).toContain('Amara Voss');
  expect(said(`${base}\nThis will present the numbers plainly.`)).not.toMatch(/This/);
});

describe('the cover of blind14’s briefs: who presents, and no sentence under the title', () => {
  const SLACK = `**Priya Nandakumar**  09:12
can you build the deck for Brightwater's range review with Halden's? Meeting is Thu 21 Jan 2027 at Halden's head office in Leeds, 30 min slot with their chilled buyer Owen Saddler. Presenting: Gemma Rowe (Commercial Director, Brightwater Foods) and me.

**Priya Nandakumar**  09:31
Brightwater sales through Halden's rose from £1.84M in Q4 2025 to £2.26M in Q3 2026.
The ask: list all six new SKUs in 180 Halden's stores from 3 May 2027.`;

  test('"Presenting: Gemma Rowe (Commercial Director …) and me" names her; a sentence gives only its date', () => {
    const { first } = cover(SLACK, 'Brightwater Foods');
    expect(first.content.subtitle).toBe('21 Jan 2027 · Gemma Rowe');
  });

  test('"Portada: algo como "…" y debajo …" titles it; "Presentamos A (rol) y yo (B, rol)" names both', () => {
    const brief = `Hola equipo:
Presentamos Andrés Almendral (gerente y enólogo) y yo (Lucía Ferrer, directora comercial).
Marisal tiene 22 hoteles y está revisando la carta de vinos para 2027.
Queremos entrar en la carta de los 22 hoteles desde el 1 de abril de 2027.
Portada: algo como "Bodegas Almendral para Grupo Hotelero Marisal" y debajo quién presenta, la reunión y la fecha.`;
    const { first, shown } = cover(brief, 'Bodegas Almendral');
    expect(first.title).toBe('Bodegas Almendral para Grupo Hotelero Marisal');
    expect(first.content.subtitle).toMatch(/Andrés Almendral y Lucía Ferrer$/);
    expect(shown).not.toMatch(/Portada|algo como/);
  });

  test('a figure of someone else’s is no cover line, nor is a tender’s "Presenting: <company> Ltd"', () => {
    const brief = `Brightfield's own Q3 report to Parkgate gives 94.1% availability.
Savings for Parkgate were £398k in Q3 2026.
Presenting: Greenplate Catering Ltd`;
    const { first } = cover(brief, 'Solvane Energy');
    expect(first.content.subtitle ?? '').not.toMatch(/94\.1|Brightfield|Greenplate/);
  });
});
