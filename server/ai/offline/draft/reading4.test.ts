import { describe, expect, test } from 'vitest';
import { draftDeck } from './drafter';
import { readBrief } from './reading';

/**
 * The fourth round of issue 34's reading faults (blind set 3), one class each, in other words
 * than the blind briefs: a forwarded email chain and its correction, a chat export's stamps,
 * emoji and withdrawn items, instructions in Spanish, French and German, and instruction clauses
 * inside run-on prose. Each is read as the reading reads it, and drafted where slides matter.
 */
function slidesOf(brief: string, title = 'Deck') {
  const d = draftDeck({ request: {}, title, brief, metadata: {}, documents: [], checklist: [] });
  if ('say' in d) throw new Error(d.say);
  return d.slides.map((s) => JSON.stringify([s.title, s.content])).join('\n');
}

describe('an email chain (issue 34, blind set 3)', () => {
  const chain = [
    'From: Ruth Abara <ruth@kestrelagency.com>',
    'Subject: FW: Spring campaign',
    '',
    'Hi team,',
    '',
    'Forwarding the thread below from Oakmere Vets. Lovely to catch up on Monday, by the way.',
    '',
    'Ruth',
    '',
    '-----Original Message-----',
    'From: Sam Idowu <sam@oakmerevets.co.uk>',
    '',
    'Ruth, apologies, a correction to my earlier email: we run 9 practices, not 11. The rest stands.',
    '',
    '-----Original Message-----',
    'From: Sam Idowu <sam@oakmerevets.co.uk>',
    '',
    'The challenge: vaccination reminders reach owners too late across 11 practices and 22,000 registered pets.',
    'Booster uptake fell from 64% to 52% in two years.',
  ].join('\n');

  test('the correction replaces the old figure where it was said, and is no line of its own', () => {
    const r = readBrief(chain);
    expect(r.text).toContain('9 practices and 22,000 registered pets');
    expect(r.text).not.toMatch(/\b11\b/);
    expect(r.text).not.toContain('apologies');
    expect(r.instructions.join('\n')).toContain('not 11');
  });

  test('forwarding notes and small talk stay off the slides', () => {
    const slides = slidesOf(chain, 'Spring campaign');
    for (const t of ['Forwarding', 'thread below', 'Lovely to catch up', 'The rest stands', 'not 11'])
      expect(slides, t).not.toContain(t);
    expect(slides).toContain('52%');
  });

  test('how the notes are laid out ("same order as below") is said to the team, not the audience', () => {
    const r = readBrief(
      [
        'Please make this the steering deck. Same order as below.',
        '',
        'PROGRESS',
        '- Phase 1 signed off in May',
      ].join('\n'),
    );
    expect(r.text).not.toContain('Same order');
    expect(r.text).toContain('Phase 1 signed off in May');
  });

  test('a line that only confirms a figure given elsewhere is not said twice', () => {
    const r = readBrief('Headcount is still 240 after the move.\n\nWe have 240 staff across three sites.');
    expect(r.text).not.toContain('still 240');
    expect(r.text).toContain('240 staff');
    // A figure said only there stays.
    expect(readBrief('Headcount is still 240 after the move.').text).toContain('240');
  });

  test.each([
    ['es', 'Un abrazo,\nMarta Gil\nDirectora de Marketing · Vinos Gil'],
    ['fr', 'Amitiés,\nClaire Roux\nDirectrice commerciale'],
    ['de', 'Liebe Grüße\nJonas Weber\nLeiter Vertrieb'],
  ] as const)('a sign-off in %s ends the matter', (lang, end) => {
    const r = readBrief(`Vendemos 40.000 cajas al año.\n\n${end}`, [], '', lang);
    expect(r.text).not.toContain(end.split('\n')[1]!);
  });

  test('a correction with no earlier figure stays as the fact it gives', () => {
    const r = readBrief('Quick fix, sorry: the churn rate is 3.4% not 4.3% after the audit.');
    expect(r.text).toContain('The churn rate is 3.4%');
    expect(r.text).not.toContain('4.3%');
  });

  test('a contrast without an apology is no correction', () => {
    const r = readBrief('Sales rose 12%, not 20% as the plan said, because the launch slipped.');
    expect(r.text).toContain('not 20%');
  });

  test.each([
    [
      'fr',
      'Pardon, rectification : nous avons 9 cabinets, et non 11.',
      'Nous gérons 11 cabinets en Bretagne.',
    ],
    ['es', 'Perdón, corrección: tenemos 9 clínicas, no 11.', 'Gestionamos 11 clínicas en Galicia.'],
    ['de', 'Korrektur, Entschuldigung: wir haben 9 Praxen, nicht 11.', 'Wir betreiben 11 Praxen in Bayern.'],
  ] as const)('a correction in %s replaces the figure said later', (lang, fix, said) => {
    const r = readBrief(`${fix}\n\n${said}`, [], '', lang);
    expect(r.text).toContain('9');
    expect(r.text).not.toMatch(/\b11\b/);
  });
});

describe('a chat export (issue 34, blind set 3)', () => {
  const chat = [
    '#acct-fernleaf  (export)',
    '',
    'Dana Lowe  14:02',
    'afternoon :wave: @Marcus the Fernleaf review is Thursday, can you start the deck',
    '',
    'Marcus Bell  14:05',
    'sure :thumbsup: which numbers go first',
    '',
    'Dana Lowe  14:09',
    'Subscriptions reached 8,400 this quarter, up 11% :rocket:',
    'Ask = renew the retainer at £9k/month, and approve the Easter bundle by 3 Mar. hmm scratch that. approve the summer bundle by 30 Apr',
    '',
    'Leo Grant (Fernleaf)  14:30',
    ':eyes: churn went from 5.2% to 3.9% since the new onboarding emails',
  ].join('\n');

  test('a guest speaker line with their organisation is no figure, and emoji codes go', () => {
    const r = readBrief(chat);
    expect(r.text).not.toContain('14:30');
    expect(r.text).not.toContain('Leo Grant');
    expect(r.text).not.toMatch(/:[a-z_+-]+:/);
    expect(r.text).toContain('churn went from 5.2% to 3.9%'.replace(/^c/, 'C'));
    expect(r.text).toContain('Subscriptions reached 8,400 this quarter, up 11%');
  });

  test('a chat sequencing word ("then what worked: …") is no part of the matter', () => {
    const r = readBrief('then what sold best: the gift boxes, 2,300 of them in December');
    expect(r.text).toContain('What sold best: the gift boxes, 2,300 of them in December');
    expect(readBrief('dann der Umsatz: 4,1 Mio. € im Jahr 2024', [], '', 'de').text).toMatch(/^Der Umsatz/);
  });

  test('a withdrawn clause goes, and what replaced it stays', () => {
    const r = readBrief(chat);
    expect(r.text).not.toContain('Easter bundle');
    expect(r.text).toContain('Ask = renew the retainer at £9k/month');
    expect(r.text).toContain('Approve the summer bundle by 30 Apr');
    expect(r.text).not.toContain('#acct-fernleaf');
  });

  test('@mentions, unmarked questions, stamps and emoji stay off the slides', () => {
    const slides = slidesOf(chat, 'Fernleaf quarterly review');
    for (const t of [
      '@Marcus',
      'which numbers go first',
      'Easter bundle',
      'scratch that',
      '14:',
      'Leo Grant',
    ])
      expect(slides, t).not.toContain(t);
    expect(slides).not.toMatch(/:[a-z_+-]+:/);
    expect(slides).toContain('3.9%');
  });

  test.each([
    ['fr', 'Validez le plan de Pâques avant le 3 mars. Oubliez ça, c’est passé.'],
    ['es', 'Aprobad el plan de Semana Santa antes del 3 de marzo. Olvídalo, eso ya pasó.'],
    ['de', 'Den Osterplan bis 3. März freigeben. Vergiss das, ist schon vorbei.'],
  ] as const)('a withdrawal in %s takes back what was just said', (lang, text) => {
    const r = readBrief(text, [], '', lang);
    expect(r.text).not.toMatch(/3/);
  });
});

describe('instructions in other languages (issue 34, blind set 3)', () => {
  const spanish = [
    'Hola Marta:',
    '',
    'Necesitamos la presentación para Cervecera Duero. La presentación debe ir en inglés, el tono tiene que ser cercano.',
    '',
    'Vendimos 2,1 millones de litros en 2024, un 9 % más que en 2023.',
    'Tenemos 14 distribuidores en Castilla y León.',
    '',
    'Por favor, no incluyas los costes de producción, los vemos en la reunión.',
    '',
    'Un saludo,',
    'Pablo',
  ].join('\n');

  test('a Spanish brief: what not to show and what the deck must be stay off the slides', () => {
    const slides = slidesOf(spanish, 'Cervecera Duero');
    for (const t of [
      'no incluyas',
      'costes de producción',
      'debe ir en inglés',
      'tono',
      'Necesitamos la presentación',
    ])
      expect(slides, t).not.toContain(t);
    expect(slides).toContain('14 distribuidores');
  });

  test.each([
    [
      'fr',
      'Ne montrez pas les marges, on en parle en réunion.',
      'Le ton doit être sobre.',
      'Nous avons 40 salariés.',
    ],
    [
      'de',
      'Bitte die Margen nicht zeigen, das besprechen wir persönlich.',
      'Der Ton soll sachlich sein.',
      'Wir haben 40 Mitarbeitende.',
    ],
    [
      'es',
      'No muestres los márgenes, eso lo vemos en persona.',
      'El tono debe ser sobrio.',
      'Somos 40 empleados.',
    ],
    [
      'en',
      "Please don't show the margins, we'll cover them in person.",
      'The tone should be sober.',
      'We employ 40 people.',
    ],
  ] as const)('in %s, "do not show" and the tone are instructions', (lang, dont, tone, matter) => {
    const r = readBrief(`${dont}\n\n${tone}\n\n${matter}`, [], '', lang);
    expect(r.text).not.toContain(dont.slice(0, 12));
    expect(r.text).not.toContain(tone.slice(0, 8));
    expect(r.text).toContain('40');
  });
});

describe('instruction clauses inside run-on prose (issue 34, blind set 3)', () => {
  const runOn =
    'ok so this one is for Harbourline Ferries who run the island routes and they are pitching to the regional transport board on 4 March for a winter timetable grant and they carried 310,000 passengers last year with 96% of sailings on time and they want £240,000 to keep two extra winter crossings a day and the grant request has to be very clear at the end and er make sure nobody calls it a subsidy because the board hates that word and they would like about 8 slides';

  test('what the team is told to do is no slide text', () => {
    const slides = slidesOf(runOn, 'Harbourline Ferries');
    for (const t of ['make sure', 'calls it a subsidy', 'has to be very clear', 'at the end', 'Er '])
      expect(slides, t).not.toContain(t);
    expect(slides).toContain('310,000');
    expect(slides).toContain('£240,000');
  });

  test('who presents, what goes first, and where a fact can go are for the team', () => {
    const r = readBrief(
      [
        'Dr Anya Roy will present.',
        'Membership numbers first.',
        'Looking forward to it.',
        'oh I forgot, they were shortlisted for the 2025 Civic Award, so that can go in somewhere',
        'We have 1,200 members.',
      ].join('\n\n'),
    );
    for (const t of ['will present', 'numbers first', 'Looking forward', 'I forgot', 'go in somewhere'])
      expect(r.text, t).not.toContain(t);
    expect(r.text).toContain('They were shortlisted for the 2025 Civic Award');
    expect(r.text).toContain('1,200 members');
  });

  test.each([
    ['en', 'Remember to call it a membership, never a discount.'],
    ['fr', 'Assurez-vous de parler d’abonnement, jamais de remise.'],
    ['es', 'Asegúrate de llamarlo suscripción, nunca descuento.'],
    ['de', 'Achte darauf, es Mitgliedschaft zu nennen, nie Rabatt.'],
    ['en', 'The renewal ask needs to be really obvious near the end.'],
    ['fr', 'La demande doit être très claire à la fin.'],
    ['es', 'La petición tiene que quedar muy clara al final.'],
    ['de', 'Die Anfrage muss ganz klar am Ende stehen.'],
  ] as const)('in %s: "%s" is an instruction', (lang, sentence) => {
    const r = readBrief(`${sentence}\n\nWe serve 1,200 members.`, [], '', lang);
    expect(r.text).not.toContain(sentence.slice(0, 10));
    expect(r.instructions.join('\n')).toContain(sentence.slice(0, 10));
  });
});
