import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { draftDeck } from './drafter';

/**
 * The eighth round of issue 34's reading faults (blind set 5), each from the blind brief's own
 * text: an action table as next steps, a case of another customer as proof, a plan written as
 * prose as a timeline, a budget chart with every line, the cover's purpose, and speaker notes that
 * carry what the presenter needs.
 */
const said = (d: ReturnType<typeof draftText>) => JSON.stringify(d.slides.map((s) => [s.title, s.content]));

const MINUTES = [
  '2. Group performance YTD (Raj)',
  '- 12 clinics across North & West Yorkshire.',
  '- Revenue Jan–Oct 2026: £14.8M, up 9.2% on Jan–Oct 2025 (£13.55M).',
  '',
  '3. After-hours emergency care (Kwame)',
  '- Out-of-hours is currently outsourced to VetNight Ltd. Contract ends 31 March 2027.',
  '- We paid VetNight £1.02M in the 12 months to Oct 2026.',
  '',
  '4. Proposal: "Larchmont 24/7" at Knaresborough',
  '- Refit of the Knaresborough clinic: ICU with 6 kennels, a second theatre, overnight lab.',
  '- Capex £640,000 (refit £410k, equipment £230k).',
  '',
  '5. Decision needed from partners',
  "Approve the £640,000 capex and the 9 hires at the 12 January partners' meeting, so the contract can go to the builder (Hollins & Daughter) on 15 January.",
  '',
  'ACTION ITEMS',
  '| # | Action | Owner | Due |',
  '|---|---|---|---|',
  '| 1 | Confirm Pet Health Club member count from CRM | Raj Patel | 4 Dec |',
  '| 2 | Notice to VetNight (3 months) | Dr Fiona McAllister | by 31 Dec |',
  '| 3 | Builder contract signed, Knaresborough refit | Marta Wiśniewska | 15 Jan |',
  '| 4 | Recruitment campaign, 4 vets + 5 RVNs | Becca Thornton | launch 18 Jan |',
  '',
  'Next meeting: 15 December 2026.',
].join('\n');

describe('an action table of minutes (blind set 5: 01)', () => {
  test("becomes a next-steps table of action, owner and date, without the team's own rows", () => {
    const d = draftText(MINUTES);
    const next = d.slides.find((s) => s.type === 'table' && s.title === 'Next steps');
    expect(next, said(d)).toBeDefined();
    expect(next!.content.table!.header).toEqual(['Action', 'Owner', 'Due']);
    expect(next!.content.table!.rows[0]).toEqual([
      'Notice to VetNight (3 months)',
      'Dr Fiona McAllister',
      'by 31 Dec',
    ]);
    expect(next!.content.table!.rows).toHaveLength(3);
    // Checking a figure is the team's homework; the row numbers and the table's bars are no matter.
    expect(said(d)).not.toMatch(/Pet Health Club|\| #|"2: /);
    // The decision stays on its own slide, before the next steps.
    const ask = d.slides.findIndex((s) => JSON.stringify(s.content).includes('Approve the £640,000'));
    expect(ask).toBeGreaterThan(0);
    expect(ask).toBeLessThan(d.slides.indexOf(next!));
  });

  test("an action table of the team's own errands leaves no slide", () => {
    const d = draftText(
      [
        'Results: 58% in 2022, 69% in 2026.',
        '',
        'Actions:',
        '| # | Action | Owner | Due |',
        '|---|---|---|---|',
        "| 1 | Brief Tideway Creative on parents' presentation | RS | 24 Nov |",
        '| 2 | Confirm sixth form capacity (240 or 260) | DH | 1 Dec |',
        '| 3 | Book school hall for drop-ins | RS | 1 Dec |',
      ].join('\n'),
    );
    expect(said(d)).not.toMatch(/Tideway|capacity|school hall/);
  });
});

const TENDER = [
  'TENDER RESPONSE – PRESENTATION BRIEF (for the design team)',
  'Bidder: Tessellate Digital Ltd',
  'Contract: KH-LIB-2027-003, Digital Library Services Partner (3 years + 1)',
  'Presentation to the evaluation panel: 26 January 2027, Kestrel Heath Civic Centre. 30 minutes + 15 Q&A.',
  '',
  'The council\'s instructions (section 9 of the ITT, quoted): "Bidders must answer the following in this order, one section at a time, in no more than 14 slides in total:',
  '1. About your organisation',
  '2. Implementation plan',
  '3. Key personnel',
  '4. Commercial proposal"',
  '',
  'Our answers:',
  '',
  '1. About your organisation',
  'Tessellate Digital, Leeds & London, founded 2013, 62 staff. ISO 27001 certified; Cyber Essentials Plus.',
  '',
  '2. Implementation plan',
  'Discovery: Mar 2027 (4 weeks) – Build & integration: Apr–Jul 2027 – Pilot in 3 branches (Central, Marsh Lane, Elmhurst): Aug–Sep 2027 – Full launch: 1 Oct 2027 (Libraries Week) – Hypercare to end Dec 2027.',
  '',
  '3. Key personnel',
  '- Account director: Ngozi Okafor-Reyes (12 years, led Calderbrook)',
  '- Delivery lead: Зоран Петровић (Zoran Petrović)',
  '',
  '4. Commercial',
  "Total, 3 years: £314,000 ex VAT, within the council's £330,000 budget.",
].join('\n');

describe('a tender answer (blind set 5: 07)', () => {
  test("the bid's form fields and the panel's slot are no slide, and the ITT's list is no agenda item", () => {
    const d = draftText(TENDER);
    expect(said(d)).not.toMatch(/Bidder|KH-LIB|30 minutes|Q&A|Where we are/);
    const titles = d.slides.map((s) => s.title);
    expect(titles.filter((t) => /About your organisation/.test(t))).toHaveLength(1);
  });

  test('a plan written as one line of dash-separated phases is a timeline of every phase', () => {
    const d = draftText(TENDER);
    const plan = d.slides.find((s) => s.title === 'Implementation plan');
    expect(plan?.type, said(d)).toBe('timeline');
    expect(plan!.content.steps!.map((s) => [s.label, s.date])).toEqual([
      ['Discovery', 'Mar 2027'],
      ['Build & integration', 'Apr–Jul 2027'],
      ['Pilot in 3 branches', 'Aug–Sep 2027'],
      ['Full launch', '1 Oct 2027'],
      ['Hypercare', 'to end Dec 2027'],
    ]);
  });
});

const SLACK = [
  '#nordlys-hallmark-pitch  (Ferrow & Pike Creative)',
  '',
  'Jonas Berg  9:04 AM',
  "what we're pitching: Nordlys supplies all the coffee for Hallmark's 14 UK hotels from 1 March 2027, 3-year deal",
  '3 replies',
  '    Sofie Dahl  9:11 AM',
  '    14 hotels or 41? their website says 41',
  '    Jonas Berg  9:13 AM',
  "    14 in the UK, 41 is worldwide incl. franchise. we're only pitching the UK 14",
  '',
  'Amir Haddad  9:34 AM',
  'volumes: Hallmark uses ~18 tonnes a year across the UK hotels. current supplier is Bramblewood Coffee, Hallmark pay them £21.40/kg',
  '2 replies',
  '    Amir Haddad  9:41 AM',
  "    correction, it's £24.10/kg not 21.40, misread the RFI",
  '',
  'Sofie Dahl  10:02 AM',
  "what's in the package:",
  '- free install of 14 Eversys espresso machines (one per hotel), servicing included',
  '- barista training for ~220 F&B staff in the first 6 months',
  '- co-branded "Brewed by Nordlys" menus & cups',
  '- quarterly stock review + carbon report per hotel',
  '',
  'Leo Marchetti  10:15 AM',
  "proof point: Pennine Inns (our other hotel client, 9 pubs-with-rooms) – since switching in 2024 their coffee sales are up 27% and breakfast is rated 4.7 on TripAdvisor. that's Pennine's own data, they said we can use it",
  '1 reply',
  '    Leo Marchetti  10:19 AM',
  '    quote from their ops director Callum Reid: "Guests now ask what coffee we use. That never happened before."',
  '',
  'Jonas Berg  10:40 AM',
  'rollout idea: pilot in 3 hotels (Manchester, Leeds, York) Mar–Apr 2027, remaining 11 in May–June, full review Sept 2027',
  '',
  'Jonas Berg  10:42 AM',
  'the ask: sign the 3-year supply agreement by 31 Jan 2027 so the pilot starts 1 March',
  '',
  'Leo Marchetti  11:05 AM',
  'joined #nordlys-hallmark-pitch.',
].join('\n');

describe('a Slack export whose messages open on their topic (blind set 5: 03)', () => {
  const d = draftText(SLACK);
  const slide = (title: RegExp) => d.slides.find((s) => title.test(s.title));

  test("another customer's case is a proof slide of its own, with its quote whole", () => {
    const proof = slide(/proof/i);
    expect(proof, said(d)).toBeDefined();
    const text = JSON.stringify(proof!.content);
    expect(text).toMatch(/Pennine Inns.*27%.*4\.7 on TripAdvisor/);
    expect(text).toContain('Guests now ask what coffee we use. That never happened before.');
    // Who owns the data is said to the team, not to the audience.
    expect(said(d)).not.toMatch(/own data|they said we can use it/);
  });

  test('every item of the package is on its slide, and the ask has its own slide', () => {
    const pack = slide(/package/i);
    expect(pack?.content.items, said(d)).toHaveLength(4);
    const ask = slide(/ask/i);
    expect(ask?.content.items).toEqual([
      'Sign the 3-year supply agreement by 31 Jan 2027 so the pilot starts 1 March',
    ]);
    expect(d.slides.indexOf(ask!)).toBe(d.slides.length - 2);
  });

  test("the thread's question and answer, its reply counts and the corrected price are read as a person would", () => {
    expect(said(d)).not.toMatch(/41|replies|1 reply|joined|21\.40|website says/);
    expect(said(d)).toContain('£24.10/kg');
    const rollout = d.slides.find((s) => s.type === 'timeline');
    expect(rollout?.content.steps?.[0]).toEqual({
      label: 'Pilot in 3 hotels',
      date: 'Mar–Apr 2027',
      text: 'Manchester, Leeds, York',
    });
  });
});

describe('a budget that ends in its total (blind set 5: 04)', () => {
  test('is a table with every line as written, the largest one included', () => {
    const d = draftText(
      [
        'Diagnóstico:',
        '- Villaverde del Río tiene 7.840 habitantes.',
        '- El 68 % de los desplazamientos se hacen en coche.',
        '',
        'Calendario:',
        '- Fase 1: proyecto y licitación.',
        '',
        'Presupuesto (IVA incluido):',
        'Carril bici: 1.380.000 €',
        'Bicicleta pública (compra e instalación): 495.000 €',
        'Camino escolar y calmado del tráfico: 210.000 €',
        'Aparcabicis de la estación: 65.000 €',
        'Total: 2.150.000 €',
        '',
        'Lo que pedimos: que la Comisión eleve al Pleno de febrero la aprobación del proyecto.',
      ].join('\n'),
      [],
      'Villaverde en Bici',
      'es',
    );
    const budget = d.slides.find((s) => s.title === 'Presupuesto');
    expect(budget?.type, said(d)).toBe('table');
    expect(budget!.content.table!.rows.map((r) => r[1])).toEqual([
      '1.380.000 €',
      '495.000 €',
      '210.000 €',
      '65.000 €',
      '2.150.000 €',
    ]);
    expect(d.summary).not.toMatch(/Removed/);
  });
});

describe('the cover and the closing slide (blind sets 4 and 5)', () => {
  const body = [
    'Our story:',
    '- We cut fuel costs by 7.4% across our customers in year one.',
    '- We support fleets 24/7 in five languages.',
    '- The offer is €27 per vehicle per month over three years.',
  ].join('\n');

  test('the cover says the meeting the brief names, not "Proposal for" the client', () => {
    const d = draftText(
      `Hi Tom, can you turn these notes into a deck for the partners' meeting on 12 Jan? ~6 slides.\n\n${body}`,
      [],
      'Out-of-Hours Plan',
    );
    expect(d.slides[0]!.content.subtitle).toBe("Partners' meeting, 12 Jan");
  });

  test('a title that names whom the deck is for makes the client the presenter', () => {
    const d = draftDeck({
      request: {},
      title: 'Orbitra Fleet Telematics Proposal for Kranich Freight',
      brief: body,
      metadata: { clientName: 'Orbitra' },
      documents: [],
      checklist: [],
    });
    if ('say' in d) throw new Error(d.say);
    expect(d.slides[0]!.content.subtitle).toMatch(/ for Kranich Freight$/);
    expect(d.slides.at(-1)!.content.highlightText).toBe('Orbitra');
  });

  test('the closing slide names the bidder of a tender, never the council it is shown to', () => {
    const d = draftDeck({
      request: {},
      title: 'Kestrel Heath Libraries – Digital Services Partner, Tender Presentation',
      brief: TENDER,
      metadata: { clientName: 'London Borough of Kestrel Heath' },
      documents: [],
      checklist: [],
    });
    if ('say' in d) throw new Error(d.say);
    expect(d.slides[0]!.content.subtitle).toBe('Evaluation panel, 26 January 2027');
    expect(d.slides.at(-1)!.content.highlightText).toBe('Tessellate Digital Ltd');
  });
});

describe('speaker notes (blind set 5)', () => {
  test('carry the brief\'s own sentence behind a shortened point, and no "make the case" boilerplate', () => {
    const d = draftText(SLACK);
    const notes = d.slides.map((s) => s.notes).join('\n');
    expect(notes).not.toMatch(/Make the case|in your own words/);
    const offer = d.slides.find((s) => JSON.stringify(s.content).includes('Pennine Inns'));
    expect(offer?.notes).toMatch(/As the brief says it: .*our other hotel client, 9 pubs-with-rooms/);
  });

  test('a figure the brief doubts is in the notes, marked to verify', () => {
    const d = draftText(
      `${MINUTES}\n\nRaj thinks the Pet Health Club is about 11,200 members, need to check with the CRM export.`,
    );
    expect(said(d)).not.toContain('11,200');
    expect(d.slides.some((s) => /To verify: .*11,200/.test(s.notes))).toBe(true);
  });
});

describe('an ask labelled inside another section (blind set 5: 08)', () => {
  test('has its own slide before the closing one, without its label', () => {
    const d = draftText(
      [
        'Product:',
        '- Aria S2 = our 2nd gen earbuds, 38 hr battery with case.',
        '- RRP £149 / €169.',
        '',
        'Targets:',
        '- 95,000 units sold (UK 60k, DE 35k).',
        '- 40,000 waitlist sign-ups before pre-order opens.',
        '',
        'Risks:',
        '- Sony price cut around our launch.',
        '- DE retail listing fees higher than planned.',
        '- THE ASK for leadership: sign off the £1.27M launch budget and the 15 Dec chip order (110,000 units) at the review.',
        '',
        'Team:',
        '- Elif Yılmaz leads the launch.',
      ].join('\n'),
    );
    const risks = d.slides.find((s) => s.title === 'Risks');
    expect(JSON.stringify(risks?.content), said(d)).not.toMatch(/ASK|sign off/);
    const ask = d.slides.at(-2)!;
    expect(ask).toMatchObject({ type: 'statement', title: 'The ask' });
    expect(ask.content.text).toBe(
      'Sign off the £1.27M launch budget and the 15 Dec chip order (110,000 units) at the review',
    );
  });
});

describe('a plan whose phases give their dates in brackets (blind set 5: 04)', () => {
  test('is a timeline in Spanish, each phase dated', () => {
    const d = draftText(
      [
        'Diagnóstico:',
        '- Villaverde del Río tiene 7.840 habitantes.',
        '',
        'Calendario:',
        '- Fase 1 (marzo–septiembre 2027): proyecto y licitación.',
        '- Fase 2 (octubre 2027–junio 2028): obras de la red y de los aparcabicis.',
        '- Fase 3 (septiembre 2028): bicicleta pública en servicio, con el inicio del curso escolar.',
        '- Evaluación: diciembre 2029.',
        '',
        'Lo que pedimos: que la Comisión eleve al Pleno de febrero la aprobación del proyecto.',
      ].join('\n'),
      [],
      'Villaverde en Bici',
      'es',
    );
    const plan = d.slides.find((s) => s.title === 'Calendario');
    expect(plan?.type, said(d)).toBe('timeline');
    expect(plan!.content.steps!.map((s) => s.date)).toEqual([
      'Marzo–septiembre 2027',
      'Octubre 2027–junio 2028',
      'Septiembre 2028',
      'Diciembre 2029',
    ]);
  });
});

describe('a step dated by its week (blind set 5: 05)', () => {
  test('"w/c 18 Jan" is the date, not the end of the label', () => {
    const d = draftText(
      [
        'Who we are: Studio Halvard, Bristol, 14 people, founded 2016.',
        '',
        'What we heard: 42 acres; 11,000 plant species; ~210,000 visitors in 2025/26.',
        '',
        'Next steps: trustees choose a studio by 8 Jan; kick-off workshop w/c 18 Jan; first direction review 26 Feb.',
      ].join('\n'),
    );
    const next = d.slides.find((s) => s.type === 'timeline');
    expect(next?.content.steps?.[1], said(d)).toEqual({ label: 'Kick-off workshop', date: 'w/c 18 Jan' });
  });
});

describe('the ask answered under another name (blind set 5: 06)', () => {
  test("the section that says the ask's figure is the ask: last before the closing slide, its item ticked", () => {
    const d = draftText(
      [
        'Who we are:',
        '- Harbourlight has run in Penrhyn Bay (Conwy) since 2012.',
        '- 2025/26 (April–March): 9,870 emergency food parcels, feeding 21,400 people.',
        '',
        "What we want from Corran's:",
        '£85,000 over 2 years (£50,000 in year 1 for fitting out a new Colwyn Bay unit with a cold store; £35,000 in year 2 for running costs), plus staff volunteering days.',
        '',
        'Timeline:',
        '- Unit lease signed April 2027.',
        '- Fit-out May–July 2027.',
        '- Open September 2027.',
      ].join('\n'),
      [{ id: 'c1', text: 'The ask: £85,000 over 2 years, on its own slide', completed: false }],
    );
    expect(d.slides.at(-2)!.title, said(d)).toBe("What we want from Corran's");
    expect(d.summary).not.toMatch(/says nothing about/);
    expect(d.operations).toContainEqual({ op: 'update_checklist_item', itemId: 'c1', completed: true });
    // The split the slide says shorter is in its notes, whole.
    expect(d.slides.at(-2)!.notes).toContain('£50,000 in year 1 for fitting out a new Colwyn Bay unit');
  });
});
