import { describe, expect, test } from 'vitest';
import type { ChecklistItem } from '../../../../common/schemas/presentations';
import { type Draft, type DraftSlide, draftDeck } from './drafter';

/**
 * The ask planner and the room (issue 34): briefs written the way they arrive (emails, chats, RFPs,
 * run-on prose) in English, French and German, each asking for something in its own words. The ask
 * gets a slide of its own with the brief's figures and date, before the closing slides or last
 * when the brief ends on it; the cover names who is in the room and the closing who presents; the
 * notes help the presenter; the reply is in the brief's language.
 */

function draft(brief: string, x: { title: string; client: string; checklist?: string[] }): Draft {
  const checklist: ChecklistItem[] = (x.checklist ?? []).map((text, i) => ({
    id: `c${i + 1}`,
    text,
    completed: false,
  }));
  const d = draftDeck({
    request: {},
    title: x.title,
    brief,
    metadata: { clientName: x.client },
    documents: [],
    checklist,
  });
  if ('say' in d) throw new Error(d.say);
  return d;
}

const shown = (s: DraftSlide) =>
  [s.title, s.content.text, ...(s.content.items ?? []), s.content.subtitle, s.content.highlightText]
    .filter(Boolean)
    .join(' | ');
const outline = (d: Draft) => d.slides.map((s) => `${s.type}: ${s.title}`).join(' · ');

/** The one slide that states the ask: every one of its figures and its date, and no other slide's. */
function askSlide(d: Draft, ...said: string[]): number {
  const at = d.slides.findIndex((s) => said.every((w) => shown(s).includes(w)));
  expect(at, `${said.join(', ')} in ${outline(d)}`).toBeGreaterThan(0);
  expect(['content', 'statement']).toContain(d.slides[at]!.type);
  // Said once: no other slide carries the ask's sentence as one of its points (the dated next
  // steps may list its deadline among theirs).
  const others = d.slides.filter(
    (s, i) =>
      i !== at && s.type !== 'title' && s.title !== 'Next steps' && said.every((w) => shown(s).includes(w)),
  );
  expect(others.map((s) => s.title)).toEqual([]);
  return at;
}

/** Every slide's notes help the presenter: never the draft boilerplate. */
function notesHelp(d: Draft) {
  for (const s of d.slides) {
    expect(s.notes, s.title).not.toMatch(
      /Draft —|check before presenting|Drawn from the brief|Brouillon —|Entwurf –/,
    );
    expect(s.notes, s.title).not.toMatch(/Source\s?: le brief|Quelle: Briefing/);
  }
}

/** The reply's fixed lines in the brief's language: none of the English ones. */
const ENGLISH_REPLY =
  /Here is a draft|Nothing changes|The brief says nothing|Figures the brief doubts|Ticked \d|Removed, not in the brief|it has matter for|slides;/;

describe('the ask on a slide of its own, in the brief’s words', () => {
  test('an email: "What we need from the committee on 12 May 2027: approve £240,000" before the closing slide', () => {
    const d = draft(
      [
        'Hi all,',
        '',
        'Notes for the Tidewater deck. We are presenting to the Harbour Council transport committee.',
        '',
        'Tidewater runs four ferry routes across the estuary and carried 1.3M passengers in 2026.',
        'Ticket queues at Northgate pier reach 25 minutes at peak.',
        'We propose a mobile ticketing app with live departure times, built in two phases.',
        '',
        'What we need from the committee on 12 May 2027: approve £240,000 for the app, spread over 18 months.',
        '',
        'Thanks, Rob',
      ].join('\n'),
      { title: 'Tidewater Ferries – Mobile Ticketing', client: 'Tidewater Ferries' },
    );
    const at = askSlide(d, '£240,000', '12 May 2027');
    expect(d.slides.at(-1)!.type).toBe('thank_you');
    expect(at).toBe(d.slides.length - 2);
    // The cover names the room (FOR) and the client presents (FROM); the closing slide names it too.
    expect(d.slides[0]!.content).toMatchObject({
      clientName: 'The Harbour Council transport committee',
      agency: 'Tidewater Ferries',
    });
    expect(JSON.stringify(d.slides.slice(1, -1).map((s) => s.content))).not.toContain('presenting to');
    expect(d.slides.at(-1)!.content.highlightText).toBe('Tidewater Ferries');
    notesHelp(d);
  });

  test('a chat: "THE ASK. sign-off on the €85k pilot by 30 June", and "end with the ask"', () => {
    const d = draft(
      [
        'From Slack #brightmoor-pilot, pasted by Dana (AM) – 09:58',
        '',
        'ok here is everything for the Brightmoor Clinics pilot deck.',
        '',
        '09:59 Dana: they run 9 clinics and lose 14% of appointments to no-shows.',
        '10:00 Dana: our plan is SMS reminders plus online rebooking, live in 6 weeks.',
        '10:02 Dana: THE ASK. sign-off on the €85k pilot budget by 30 June.',
        '10:04 Sam: 👍',
        '10:05 Dana: end with the ask pls, no thank you slide',
      ].join('\n'),
      { title: 'Brightmoor – Fewer Missed Appointments', client: 'Brightmoor Clinics' },
    );
    const at = askSlide(d, '€85k', '30 June');
    expect(at, outline(d)).toBe(d.slides.length - 1);
    expect(d.slides.some((s) => s.type === 'thank_you')).toBe(false);
    expect(shown(d.slides[at]!)).not.toMatch(/Dana|10:02|THE ASK/);
    // The ask's sum is no result among the figures.
    const figures = d.slides.filter((s) => s.type === 'metrics').flatMap((s) => s.content.metrics ?? []);
    expect(figures.map((m) => m.value)).not.toContain('€85k');
    notesHelp(d);
  });

  test('an RFP: "Requested amount: $1.2M over 3 years" with its decision date, before the next steps', () => {
    const d = draft(
      [
        'RFP 2027-14 – Visitor analytics platform',
        'Issued by: Lakeshore Museums Trust',
        '',
        '1. About the trust',
        'The trust runs 5 museums with 2.1M visitors a year.',
        '',
        '2. The problem',
        'Visitor data sits in 7 ticketing and donation systems that do not talk to each other.',
        '',
        '3. Our solution',
        'One analytics platform that joins ticketing, membership and donations, in three releases.',
        '',
        '4. Commercial proposal',
        'Requested amount: $1.2M over 3 years, with the board decision on 15 March 2027.',
        '',
        '5. Next steps',
        'Kickoff on 1 April 2027, first release in June 2027.',
        '',
        'End with next steps + dates.',
      ].join('\n'),
      { title: 'Visitor Analytics for Lakeshore Museums', client: 'Lakeshore Museums Trust' },
    );
    const at = askSlide(d, '$1.2M', '15 March 2027');
    const next = d.slides.findIndex((s) => /next steps/i.test(s.title));
    expect(next, outline(d)).toBeGreaterThan(at);
    expect(next).toBe(d.slides.length - 1);
    notesHelp(d);
  });

  test('run-on prose: "we\'re asking the trustees for £60,000 a year" and a yes or no at their meeting', () => {
    const d = draft(
      "so the Greenhollow food bank deck, their side is the trustees Amira Khan (chair) and Tom Reeve (treasurer), meeting is 9 Dec 2026. Greenhollow fed 3,400 families last year and demand is up 22% since January. we're asking the trustees for £60,000 a year for three years starting April 2027, and we need a yes or no at the 9 December meeting. the van is 14 years old and breaks down weekly.",
      { title: 'Greenhollow Food Bank – Three-Year Funding', client: 'Greenhollow Food Bank' },
    );
    // Two clauses, each a point: the sum and its term, and when the answer is due.
    const at = askSlide(d, '£60,000', 'April 2027');
    expect(d.slides[at]!.content.items).toEqual([
      "We're asking the trustees for £60,000 a year for three years starting April 2027",
      'We need a yes or no at the 9 December meeting',
    ]);
    expect(at).toBeLessThan(d.slides.length - 1);
    // The cover names who is in the room and when; its notes give their roles.
    expect(d.slides[0]!.content).toMatchObject({
      clientName: 'The trustees Amira Khan and Tom Reeve',
      agency: 'Greenhollow Food Bank',
    });
    expect(d.slides[0]!.notes).toContain('Amira Khan (chair) and Tom Reeve (treasurer)');
    notesHelp(d);
  });

  test('"end with next steps and dates": the dated lines after the meeting, in date order, after the ask', () => {
    const d = draft(
      [
        'From Slack #orchard-account, pasted by Mo – 11:20',
        '',
        'review with Orchard Foods is Tue 4 Mar 2027, their side is Lena Park (Buying) and Joe Obi (Finance).',
        '',
        '11:21 Mo: volumes were up 9% in Q4, returns down to 2.1%.',
        '11:22 Mo: the freezer outage on 12 Jan is fixed, new backup units installed.',
        '11:23 Mo: new chilled lane opens 14 April 2027.',
        '11:24 Mo: price review takes effect from 1 June 2027.',
        '11:25 Mo: we need a yes or no on the 2-year extension by 21 March 2027.',
        '11:26 Mo: end with next steps and dates pls',
      ].join('\n'),
      { title: 'Orchard Foods – Quarterly Review', client: 'Coldbridge Logistics' },
    );
    const at = askSlide(d, 'yes or no', '21 March 2027');
    const next = d.slides.at(-1)!;
    expect(next.title, outline(d)).toBe('Next steps');
    expect(at).toBeLessThan(d.slides.length - 1);
    expect(next.content.items).toEqual([
      'We need a yes or no on the 2-year extension by 21 March 2027',
      'New chilled lane opens 14 April 2027',
      'Price review takes effect from 1 June 2027',
    ]);
    // Who is in the room and when, on the cover; the presenter on no closing slide but the brief's.
    expect(d.slides[0]!.content.subtitle).toMatch(/Lena Park and Joe Obi · 4 Mar 2027/);
    notesHelp(d);
  });

  test('a brief without an ask gets no ask slide', () => {
    const d = draft(
      [
        'Internal update for the Northbank design team.',
        'We shipped the new booking flow in March and conversion rose from 2.1% to 2.9%.',
        'Support tickets fell 30% after the help centre redesign.',
        'Next quarter we focus on the mobile checkout.',
      ].join('\n'),
      { title: 'Northbank – Q1 Design Update', client: 'Northbank' },
    );
    expect(d.slides.map((s) => s.title)).not.toContain('The ask');
  });
});

describe('in French and German: the ask, the room and every line of the reply', () => {
  test('French email: "Ce que nous demandons : 95 000 € sur 12 mois", décision le 4 février 2027', () => {
    const d = draft(
      [
        'Bonjour à tous,',
        '',
        'Voici les éléments pour la présentation pour le comité de direction du 4 février 2027.',
        '',
        'La coopérative Valsoleil regroupe 120 producteurs de fruits dans la Drôme.',
        'Ses ventes en ligne ont progressé de 18 % en 2026, mais le site reste lent sur mobile.',
        'Nous proposons une nouvelle boutique en ligne en trois étapes, du printemps à l’automne 2027.',
        'Le taux de retour clients serait de 4 % (chiffre à vérifier avec Claire).',
        '',
        'Ce que nous demandons : un budget de 95 000 € sur 12 mois, avec une décision le 4 février 2027.',
        '',
        'Merci,',
        'Lucie',
      ].join('\n'),
      {
        title: 'Valsoleil – Nouvelle boutique en ligne',
        client: 'Coopérative Valsoleil',
        checklist: ['La coopérative aujourd’hui', 'Notre proposition', 'Notre demande'],
      },
    );
    const at = askSlide(d, '95 000 €', '4 février 2027');
    expect(at).toBe(d.slides.length - 2);
    expect(d.slides[0]!.content.subtitle).toBe('Comité de direction du 4 février 2027');
    expect(d.summary, d.summary).not.toMatch(ENGLISH_REPLY);
    expect(d.summary).toMatch(/à vérifier \(1\)/);
    expect(d.summary).toMatch(/éléments? de la checklist cochés?/);
    notesHelp(d);
    expect(d.slides.some((s) => /À vérifier\u00a0: /.test(s.notes))).toBe(true);
  });

  test('French chat: "validation de 30 000 € avant le 15 mars" is the ask, said once', () => {
    const d = draft(
      [
        '[14:02] Hugo: pour la réunion avec la mairie de Cassel',
        '[14:03] Hugo: la médiathèque accueille 41 000 visiteurs par an, mais le fonds numérique est vieillissant',
        '[14:04] Hugo: on propose 60 liseuses et un atelier mensuel pour les seniors',
        '[14:05] Hugo: il nous faut la validation de 30 000 € avant le 15 mars pour commander',
        '[14:06] Léa: ok',
      ].join('\n'),
      { title: 'Médiathèque de Cassel – Lecture numérique', client: 'Médiathèque de Cassel' },
    );
    const at = askSlide(d, '30 000 €', '15 mars');
    expect(d.slides[at]!.title).toBe('Notre demande');
    expect(shown(d.slides[at]!)).not.toMatch(/Hugo|14:05/);
    // The agenda names the ask's slide, and only slides the deck has.
    const agenda = d.slides.find((s) => s.title === 'Sommaire')?.content.items ?? [];
    for (const item of agenda) expect(d.slides.map((s) => s.title)).toContain(item);
    if (agenda.length) expect(agenda).toContain('Notre demande');
    expect(d.summary).not.toMatch(ENGLISH_REPLY);
    notesHelp(d);
  });

  test('German email: "Wir bitten um Freigabe von 450.000 €", cover names the Vorstand meeting', () => {
    const d = draft(
      [
        'Hallo Herr Brandt,',
        '',
        'hier die Punkte für die Präsentation vor dem Vorstand am 20. Januar 2027.',
        '',
        'Die Stadtwerke Lindau versorgen 38.000 Haushalte mit Strom und Wasser.',
        'Die Hotline ist zu Spitzenzeiten überlastet, die Wartezeit liegt bei 14 Minuten.',
        'Wir schlagen ein Kundenportal mit Zählerstand-Meldung und Abschlagsänderung vor.',
        'Die Kundenzufriedenheit liegt bei 71 % (Zahl noch zu prüfen).',
        '',
        'Wir bitten um Freigabe von 450.000 € bis zum 20. Januar 2027, damit der Start im März gelingt.',
        '',
        'Viele Grüße',
        'Jana Vogt',
      ].join('\n'),
      {
        title: 'Stadtwerke Lindau – Kundenportal',
        client: 'Stadtwerke Lindau',
        checklist: ['Ausgangslage', 'Unser Vorschlag', 'Budgetfreigabe'],
      },
    );
    const at = askSlide(d, '450.000 €', '20. Januar 2027');
    expect(at).toBe(d.slides.length - 2);
    expect(d.slides[0]!.content.subtitle).toBe('Vorstand am 20. Januar 2027');
    expect(d.summary, d.summary).not.toMatch(ENGLISH_REPLY);
    expect(d.summary).toMatch(/Punkte? der Checkliste abgehakt/);
    notesHelp(d);
  });

  test('German tender: "Entscheidung über 1,8 Mio. € am 3. März 2027", and "Zum Schluss die Entscheidung"', () => {
    const d = draft(
      [
        'Ausschreibung Digitalisierung Bürgerservice – Angebot der Nordlicht GmbH',
        '',
        '1. Ausgangslage',
        'Die Gemeinde Altmühl bearbeitet 12.000 Anträge im Jahr, 80 % davon auf Papier.',
        '',
        '2. Unser Ansatz',
        'Ein Online-Portal für die zehn häufigsten Anträge, eingeführt in drei Stufen.',
        '',
        '3. Zeitplan',
        'Start im April 2027, alle Anträge online bis Dezember 2027.',
        '',
        'Entscheidung über 1,8 Mio. € am 3. März 2027 im Gemeinderat.',
        '',
        'Zum Schluss die Entscheidung, keine Dankesfolie.',
      ].join('\n'),
      { title: 'Bürgerservice digital – Gemeinde Altmühl', client: 'Nordlicht GmbH' },
    );
    const at = askSlide(d, '1,8 Mio. €', '3. März 2027');
    expect(at, outline(d)).toBe(d.slides.length - 1);
    expect(d.summary).not.toMatch(ENGLISH_REPLY);
    notesHelp(d);
  });
});
