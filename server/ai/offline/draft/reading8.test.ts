import { describe, expect, test } from 'vitest';
import type { ChecklistItem } from '../../../../common/schemas/presentations';
import { draftText } from '../../../../tests/briefs/briefFile';

/**
 * The seventh round of issue 34's reading faults (blind sets 4 and 5), each from the blind brief's
 * own text: the checklist's named parts each a slide, the ask in every language, a tender's
 * numbered sections in their order, and an action table as next steps.
 */
const draft = draftText;
const items = (texts: string[]): ChecklistItem[] =>
  texts.map((text, i) => ({ id: `c${i + 1}`, text, completed: false }));
const ticked = (d: ReturnType<typeof draft>) =>
  d.operations.flatMap((o) => (o.op === 'update_checklist_item' ? [o.itemId] : []));

const DIRECTIONS = [
  "Notes for the pitch deck, from Ines (creative lead). Pitch is 16 Dec to Oakhurst's board of trustees + their director, Dr Amara Nwosu.",
  '',
  'THREE DIRECTIONS (we show all three; moodboard images to come from Kit)',
  '1. "Roots & Records" – draws on the 1848 herbarium: archive botanical illustration, a serif wordmark, pressed-plant textures. Feels: scholarly, warm, trusted. Risk: could read as "more of the same" to younger visitors.',
  '2. "Glasshouse" – built around the Victorian palm house: light, transparent colour layers, a modular "pane" grid for signage and digital. Feels: bright, open, modern. Best for digital & wayfinding.',
  '3. "Wild Margins" – the garden\'s rewilded meadow edges: hand-drawn type, a seasonal palette that changes four times a year. Feels: playful, alive, family-friendly. Risk: needs more discipline in the guidelines.',
  'Our recommendation: Glasshouse, with the seasonal palette borrowed from Wild Margins. (Say it as a recommendation, they still choose.)',
  '',
  'FEES & TIMINGS (ex VAT)',
  'Discovery & strategy – £9,500 – Jan 2027',
  'Creative development (1 direction) – £24,000 – Feb–Mar 2027',
  'Total – £81,500 (under the £85k budget)',
].join('\n');

describe('checklist items that name parts of the deck (blind set 5: 05)', () => {
  test('each named direction of a numbered list is a slide of its own, under its name', () => {
    const d = draft(
      DIRECTIONS,
      items(['Direction 1: "Roots & Records"', 'Direction 2: "Glasshouse"', 'Direction 3: "Wild Margins"']),
    );
    const titles = d.slides.map((s) => s.title);
    for (const name of ['Roots & Records', 'Glasshouse', 'Wild Margins']) {
      const s = d.slides.find((x) => x.title.includes(`"${name}"`));
      expect(s, `${name} in ${titles.join(' · ')}`).toBeDefined();
      // Its own sentences, and no other direction's.
      const said = JSON.stringify(s!.content);
      expect(said).toMatch(/Feels: /);
      expect(said.match(/Feels: /g)).toHaveLength(1);
    }
    // The recommendation across directions is said once, after them, under its label.
    const rec = d.slides.findIndex((s) => s.title === 'Our recommendation');
    expect(rec).toBeGreaterThan(titles.findIndex((t) => t.includes('Wild Margins')));
    expect(ticked(d)).toEqual(['c1', 'c2', 'c3']);
  });

  test('an item naming a direction the brief does not give is not ticked', () => {
    const d = draft(DIRECTIONS, items(['Direction 2: "Glasshouse"', 'Direction 4: "Orchard Lines"']));
    expect(ticked(d)).toEqual(['c1']);
    expect(d.summary).toMatch(/Orchard Lines/);
  });

  test('a numbered list of one line each stays one slide', () => {
    const d = draft(
      [
        'OUR APPROACH',
        '1. Discovery: interviews with staff.',
        '2. Design: three concepts.',
        '3. Delivery: guidelines and templates.',
      ].join('\n'),
    );
    expect(d.slides.filter((s) => /discovery|design|delivery/i.test(s.title))).toHaveLength(0);
  });
});

describe('the ask on its own slide in every language (blind5/04, blind4/04)', () => {
  test('Spanish: "Lo que pedimos" is the checklist’s ask slide, before the closing slide (blind5/04)', () => {
    const d = draft(
      [
        'Te paso la info para la presentación al Ayuntamiento (Comisión Informativa de Movilidad, martes 19 de enero de 2027).',
        '',
        'La propuesta, «Villaverde en Bici»:',
        '1. Red de 11,5 km de carril bici segregado que une el centro, los colegios, el instituto, el polideportivo y la estación.',
        '2. Bicicleta pública eléctrica: 12 estaciones y 90 bicis.',
        '',
        'Financiación: el 80 % (1.720.000 €) se puede pedir al Programa de ayudas a municipios para la transformación del transporte (fondos Next Generation).',
        '',
        'Lo que pedimos: que la Comisión eleve al Pleno de febrero la aprobación del proyecto y el compromiso de cofinanciación del 20 % (430.000 €), para presentar la solicitud de ayudas antes del 31 de marzo de 2027.',
      ].join('\n'),
      items(['La propuesta', 'Lo que pedimos a la Comisión']),
      'Propuesta «Villaverde en Bici»',
      'es',
    );
    const at = d.slides.findIndex((s) => s.title === 'Lo que pedimos a la Comisión');
    expect(at, d.slides.map((s) => s.title).join(' · ')).toBe(d.slides.length - 2);
    // One point: a statement of the ask.
    expect(d.slides[at]!.content.text).toMatch(/^Que la Comisión eleve al Pleno de febrero/);
    // No other slide says the ask.
    expect(d.slides.filter((s) => JSON.stringify(s.content).includes('eleve al Pleno'))).toHaveLength(1);
  });

  test('German: "Unsere Bitte:" is the ask, and "Bitte NICHT erwähnen:" drops only its subject (blind4/04)', () => {
    const d = draft(
      [
        'Gliederung bitte so:',
        '1. Das Unternehmen',
        '2. Zeitplan',
        '3. Unsere Bitte an die Sparkasse',
        '',
        'Zum Unternehmen: Familienbetrieb seit 1924, vierte Generation, Geschäftsführer Andreas Hofstetter.',
        '46 Filialen im Landkreis Freising und im Norden Münchens, 612 Mitarbeitende.',
        '',
        'Zeitplan: Baugenehmigung liegt vor (Oktober 2026). Baubeginn April 2027, Rohbau fertig Dezember 2027, Inbetriebnahme Juni 2028.',
        '',
        'Unsere Bitte: Zusage über ein Investitionsdarlehen von 6,5 Mio. €, Laufzeit 15 Jahre, bis Ende Februar 2027, damit wir die Bauaufträge im März vergeben können.',
        '',
        'Bitte NICHT erwähnen: die zwei Filialschließungen in Erding – das ist noch nicht kommuniziert.',
      ].join('\n'),
      [],
      'Finanzierung der neuen Backstube Freising',
      'de',
    );
    const ask = d.slides.find((s) => s.title === 'Unsere Bitte an die Sparkasse');
    expect(JSON.stringify(ask?.content)).toMatch(/Investitionsdarlehen von 6,5 Mio\. €/);
    expect(JSON.stringify(d.slides)).not.toMatch(/Erding/);
  });

  test('French, without a checklist: "Nous demandons" gets the slide "Notre demande"', () => {
    const d = draft(
      [
        'Présentation pour le conseil d’administration de la Fondation Passerelles, le 12 mars.',
        '',
        'Le contexte : 1 200 jeunes accompagnés en 2025, contre 950 en 2024. Les demandes augmentent de 20 % par an.',
        'Notre projet : ouvrir un deuxième centre à Lyon en septembre 2027, avec six conseillers.',
        'Nous demandons au conseil de valider un budget de 340 000 € sur deux ans pour le centre de Lyon.',
      ].join('\n'),
      [],
      'Fondation Passerelles',
      'fr',
    );
    const ask = d.slides.find((s) => s.title === 'Notre demande');
    expect(ask, d.slides.map((s) => s.title).join(' · ')).toBeDefined();
    expect(JSON.stringify(ask!.content), JSON.stringify(ask!.content)).toMatch(/340\s000\s€/);
  });
});

describe('a tender’s numbered sections (blind5/07)', () => {
  const TENDER = [
    'TENDER RESPONSE – PRESENTATION BRIEF (for the design team)',
    'Bidder: Tessellate Digital Ltd',
    'Contract: KH-LIB-2027-003, Digital Library Services Partner (3 years + 1)',
    'Presentation to the evaluation panel: 26 January 2027, Kestrel Heath Civic Centre. 30 minutes + 15 Q&A.',
    '',
    'The council\'s instructions (section 9 of the ITT, quoted): "Bidders must answer the following in this order, one section at a time, in no more than 14 slides in total:',
    '1. About your organisation',
    '2. Your understanding of our libraries',
    '3. Proposed solution',
    '4. Implementation plan',
    '5. Key personnel"',
    '',
    'Our answers:',
    '',
    '1. About your organisation',
    'Tessellate Digital, Leeds & London, founded 2013, 62 staff. ISO 27001 certified; Cyber Essentials Plus.',
    '',
    '2. Understanding',
    '- 11 branch libraries + 1 mobile library.',
    '- 94,000 active borrowers (2025/26), down from 118,000 in 2019/20.',
    '',
    '3. Proposed solution',
    'One platform: native iOS/Android + responsive web, built on our "Shelfmark" product.',
    '',
    '4. Implementation plan',
    'Discovery in February, beta in June, launch in September 2027.',
    '',
    '5. Key personnel',
    'Priya Raman, delivery director; Tom Ellery, lead engineer.',
  ].join('\n');

  test('the quoted list of sections and the header for the design team are not slide text', () => {
    const d = draft(TENDER, [], 'Kestrel Heath Libraries – Tender Presentation');
    const said = d.slides.map((s) => JSON.stringify([s.title, s.content])).join('\n');
    expect(said).not.toMatch(/PRESENTATION BRIEF|design team/);
    expect(said).not.toMatch(/Your understanding of our libraries/);
    // Each section answered once, in the tender's order.
    const order = [
      'About your organisation',
      'Understanding',
      'Proposed solution',
      'Implementation plan',
      'Key personnel',
    ];
    const at = order.map((t) => d.slides.findIndex((s) => s.title.startsWith(t)));
    expect(at.every((x) => x > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});
