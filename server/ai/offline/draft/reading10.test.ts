import { describe, expect, test } from 'vitest';
import type { ChecklistItem } from '../../../../common/schemas/presentations';
import { draftText } from '../../../../tests/briefs/briefFile';
import { headingSaid } from './toTheTeam';

/**
 * The tenth round of issue 34's reading faults (blind set 6), each from a brief excerpt written for
 * the test: a pasted CSV export read as a table and the chart asked of it, a chat's speakers and
 * headers kept off the slides, and requests to the deck maker acted on, never printed.
 */
const draft = draftText;
const items = (texts: string[]): ChecklistItem[] =>
  texts.map((text, i) => ({ id: `c${i + 1}`, text, completed: false }));
const said = (d: ReturnType<typeof draft>) => JSON.stringify(d.slides.map((s) => [s.title, s.content]));

const EXPORT = [
  'Service review for Brightwell Clinics, Q1 2027.',
  '',
  'Export from the booking system:',
  '',
  '```',
  'month,appointments_booked,no_show_pct,avg_wait_mins',
  '2027-01,18420,6.2,14',
  '2027-02,17980,5.4,12',
  '2027-03,19310,4.7,11',
  '```',
  '',
  'Our target is a no-show rate under 5.0%.',
  'Correction: the March bookings figure is 19,130 not 19,310.',
  'A line chart of the monthly no-show % against the 5% target would be great.',
  '',
  'The ask: extend the contract to all six clinics from July 2027.',
].join('\n');

describe('a pasted CSV export (blind set 6: 06)', () => {
  test('is a table with headers in words, periods as months and the correction in its cell', () => {
    const d = draft(EXPORT, [], 'Brightwell Q1 review');
    const table = d.slides.find((s) => s.type === 'table')?.content.table;
    expect(table?.header).toEqual(['Month', 'Appointments booked', 'No-show', 'Avg wait minutes']);
    expect(table?.rows.map((r) => r[0])).toEqual(['Jan 2027', 'Feb 2027', 'Mar 2027']);
    expect(table?.rows[2]?.[1]).toBe('19,130');
    expect(table?.rows[0]?.[2]).toBe('6.2%');
    const text = said(d);
    expect(text).not.toMatch(/no_show_pct|2027-01|19,?310|```/);
  });

  test('the chart asked of one of its columns is drawn, with the line it is held to', () => {
    const d = draft(EXPORT, [], 'Brightwell Q1 review');
    const chart = d.slides.find((s) => s.type === 'chart')?.content.chart;
    expect(chart?.kind).toBe('line');
    expect(chart?.categories).toEqual(['Jan 2027', 'Feb 2027', 'Mar 2027']);
    expect(chart?.series).toEqual([
      { name: 'No-show', values: [6.2, 5.4, 4.7] },
      { name: 'Target', values: [5, 5, 5] },
    ]);
    expect(chart?.unit).toBe('%');
    // Its title says what to see: the rate crossed the line it is held to in March.
    expect(d.slides.find((s) => s.type === 'chart')?.title).toBe(
      'No-show fell to 4.7% in Mar 2027, below the 5% target',
    );
    // The request itself is no slide's text.
    expect(said(d)).not.toMatch(/would be great|line chart of/i);
  });

  test('a semicolon export without a chart asked for is a table only', () => {
    const d = draft(
      [
        'Review of the three northern stores for the Hallam Foods board.',
        '',
        'store;visits;basket_gbp',
        'Leeds;4120;23.10',
        'York;3890;21.75',
        'Hull;2210;19.40',
        '',
        'We ask the board to fund a refit of the Hull store in 2027.',
      ].join('\n'),
      [],
      'Store review',
    );
    const table = d.slides.find((s) => s.type === 'table')?.content.table;
    expect(table?.header).toEqual(['Store', 'Visits', 'Basket GBP']);
    expect(table?.rows[0]).toEqual(['Leeds', '4,120', '23.10']);
  });
});

describe('a pasted chat thread (blind set 6: 06)', () => {
  const CHAT = [
    'Copied from Teams #northgate-bid, pasted by Marta (BD) – 09:12',
    '',
    '09:14 Marta: the pilot results, for the case slide:',
    '- 38 schools joined the pilot in 2026',
    '- reading scores rose 12% over two terms',
    '09:16 Dev (Data): pilot cost was £84,000 across all schools.',
    '09:17 Marta: Focus on the teachers, not the software.',
    '09:18 Dev: a small table with the three terms would be nice',
    '09:20 Marta: THE ASK. two things',
    '1. fund the rollout to 120 schools from Sept 2027',
    '2. name a sponsor on their side by 30 April',
  ].join('\n');

  test('no speaker, role, stamp or chat header reaches a slide or a title', () => {
    const d = draft(CHAT, [], 'Northgate reading pilot');
    const text = said(d);
    expect(text).toContain('38 schools joined the pilot in 2026');
    expect(text).toContain('£84,000');
    expect(text).not.toMatch(/Marta|Dev\b|\(Data\)|09:1\d|#northgate|pasted by|Copied from/);
  });

  test('requests to the deck maker are not slide text', () => {
    const d = draft(CHAT, [], 'Northgate reading pilot');
    expect(said(d)).not.toMatch(/Focus on the teachers|small table with|would be nice/i);
  });
});

describe('a one-point slide of a figure said after its working (blind set 6: 06)', () => {
  test('a sum says its result, and "that\'s +x%" joins the figure it compares', () => {
    const d = draft(
      [
        'Half-year review for Dunmore Bakeries.',
        '',
        'Results:',
        '- H1 loaves sold = 210,400 + 198,300 = 408,700. That is +6.2% on H2 2025.',
        '- Waste fell from 4.1% to 3.3% of bake.',
        '',
        'The ask: approve a second oven line for Cork by March 2027.',
      ].join('\n'),
      [],
      'Dunmore H1 review',
    );
    const text = said(d);
    expect(text).toContain('H1 loaves sold: 408,700, +6.2% on H2 2025');
    expect(text).not.toMatch(/210,400 \+|That is \+6\.2%/);
    // No slide holds the comparison alone.
    expect(d.slides.some((s) => JSON.stringify(s.content.items) === '["+6.2% on H2 2025"]')).toBe(false);
  });
});

describe('a chat heading as a slide says it (blind set 6: 06)', () => {
  test('a shouted label loses the count after it, a topic its "bits"', () => {
    expect(headingSaid('THE ASK. two things')).toBe('The ask');
    expect(headingSaid('peak readiness bits')).toBe('peak readiness');
    expect(headingSaid('Next steps')).toBe('Next steps');
  });

  test('"THE ASK. two things" is "The ask", and no bullet says the label', () => {
    const d = draft(
      [
        'Notes for the Harlow Trust pitch, pasted from our thread.',
        '',
        '10:02 Sam: rollout bits:',
        '- volunteers trained in every branch before launch',
        '- Saturday opening hours extended in all branches',
        '10:05 Sam: THE ASK. two things',
        '1. approve £140,000 for wave one',
        '2. nominate a lead librarian by 15 March',
      ].join('\n'),
      [],
      'Harlow Trust libraries',
    );
    const titles = d.slides.map((s) => s.title);
    expect(titles).toContain('The ask');
    expect(titles.join(' · ')).not.toMatch(/two things|bits|Sam/);
    expect(said(d)).not.toMatch(/THE ASK|two things|Sam/);
  });
});

describe('a forwarded mail chain (blind set 6: 01)', () => {
  const CHAIN = [
    '---------- Forwarded message ---------',
    'From: Nadia Blake <nadia@studio.example>',
    'Subject: Fwd: deck for Oakfield Mills',
    '',
    'Hi all, can you build the deck from the thread? Ravi presents on the 12th. Thanks! Nadia',
    '',
    '> On Tue, 3 Mar 2026 at 10:00, Ravi Menon <ravi@oakfield.example> wrote:',
    '>',
    '> - We mill 14,000 tonnes of flour a year in Stroud.',
    '> - Bakery customers rose from 310 to 365 in 2025.',
    '> Please do not mention the Hereford closure. The staff have not been told yet.',
    '>',
    '>> On Mon, 2 Mar 2026 at 09:00, Nadia Blake <nadia@studio.example> wrote:',
    '>> Ravi, lovely to meet you and the team. Our plan:',
    '>> Phase 1 – Research, April 2026',
    '>> Phase 2 – Design, May–June 2026',
    '>> Phase 3 – Launch, August 2026',
    '>> Nadia',
    '>',
    "> (Ravi again) Phase 3 won't work, we can't do August, harvest is on. Make it September 2026.",
    '> Also for the "proof" slide: a taste panel of 200 bakers chose our flour 3 to 1. That\'s the killer stat.',
    '',
    'Nadia again: the sections Ravi wants, in this order –',
    '1. Who we are',
    '2. The plan',
    '3. The ask',
  ].join('\n');

  test("senders' names, greetings, who presents and the team's verdicts are no slide's", () => {
    const d = draft(CHAIN, [], 'Oakfield Mills rebrand');
    const text = said(d);
    expect(text).toContain('14,000 tonnes');
    expect(text).not.toMatch(/Nadia|Ravi|lovely to meet|presents on|killer stat|again\)/);
  });

  test('what goes on a slide named to the team stays, without the pointer', () => {
    const text = said(draft(CHAIN, [], 'Oakfield Mills rebrand'));
    expect(text).toContain('A taste panel of 200 bakers chose our flour 3 to 1');
    expect(text).not.toMatch(/"proof" slide/);
  });

  test('a month ruled out moves the step to the month said instead', () => {
    const d = draft(CHAIN, [], 'Oakfield Mills rebrand');
    const steps = d.slides.find((s) => s.type === 'timeline')?.content.steps;
    expect(steps?.map((s) => s.date)).toEqual(['April 2026', 'May–June 2026', 'September 2026']);
    expect(said(d)).not.toMatch(/August|harvest/);
  });

  test('the reason a subject stays unsaid is unsaid too, and a running order is no list of bullets', () => {
    const text = said(draft(CHAIN, [], 'Oakfield Mills rebrand'));
    expect(text).not.toMatch(/Hereford|have not been told/);
    expect(text).not.toMatch(/"Who we are"|in this order/);
  });
});

describe("a call's raw notes (blind set 6: 03)", () => {
  const NOTES = [
    'DISCOVERY CALL – Halden Ferries – notes (rough, typed live)',
    'attendees: Sigrid Berg (COO), Olav Lie (CFO), us: Tess, Kai',
    '',
    '- Halden runs 6 ferry routes on the Oslofjord, founded 1998',
    '- ~220 crew (Olav: "220 at year end")',
    '- Sigrid: "we are not a budget line, don\'t pitch us as one"',
    '- Olav: fuel cost 2025 might be NOK 41M or NOK 44M, final numbers not in yet',
    '',
    'options (Olav wants them side by side):',
    '- A) retrofit two ferries to battery; capex NOK 120M',
    '- B) order one new electric ferry; capex NOK 160M',
    '- team leaning A, Sigrid leaning B, Olav says "show both, no favourite"',
    '',
    'ask:',
    '- board approval of NOK 120M for option A',
  ].join('\n');

  test("no notes header, attendee, attendee's aside or the team's debate on a slide", () => {
    const text = said(draft(NOTES, [], 'Halden Ferries electrification'));
    expect(text).toContain('6 ferry routes');
    expect(text).toContain('~220 crew');
    expect(text).not.toMatch(/typed live|DISCOVERY CALL|Sigrid|Olav|leaning|budget line/);
  });

  test('a figure the notes say is not in yet stays off the slides', () => {
    const d = draft(NOTES, [], 'Halden Ferries electrification');
    expect(said(d)).not.toMatch(/NOK 41M|NOK 44M/);
    expect(d.slides.map((s) => s.notes).join(' ')).toMatch(/NOK 41M/);
  });
});

describe('a voice memo (blind set 6: 02)', () => {
  const MEMO = [
    'Okay so this is for the Larchmont Vets deck.',
    '',
    "So, the client. Larchmont Vets, they run nine practices in Kent. The owner is Dr Ruth Amis, she'll be in the room. Her finance lead is the numbers person so the numbers need to be right.",
    '',
    "Right, the problem. Missed vaccinations are 14% of bookings. That's, uh, 14% across all practices in 2025. The reminder app launches on the 3rd of May — no, sorry, it moved, it's the 17th of May 2027.",
    '',
    'Our idea, working title "Every jab on time". Um, I kind of like it, put it in anyway.',
    '',
    'Budget ask is £48,000 for May to August.',
  ].join('\n');

  test('topics said aloud, the audience and the taste of the sender are not slide text', () => {
    const text = said(draft(MEMO, [], 'Larchmont Vets reminders'));
    expect(text).toContain('nine practices in Kent');
    expect(text).not.toMatch(
      /"The client"|"The problem"|in the room|numbers need to be right|kind of like it/,
    );
  });

  test('a date taken back is said as the new date, and "that\'s 14% across" joins its figure', () => {
    const text = said(draft(MEMO, [], 'Larchmont Vets reminders'));
    expect(text).toContain('the 17th of May 2027');
    expect(text).not.toMatch(/3rd of May|no, sorry/);
    expect(text).toContain('Missed vaccinations are 14% of bookings, across all practices in 2025');
  });
});

describe('an application form read out to a panel (blind set 6: 04)', () => {
  const FORM = [
    "Hi, this is the text from our written bid to the Elm Trust's Green Streets Fund. We've been shortlisted and present it on 3 June 2026.",
    '',
    '**Q1. What problem will you solve? (max 100 words)**',
    'Only 9% of streets in Eastgate have a tree, against 21% across the city (council survey, 2024).',
    '',
    '**Q2. Budget**',
    'Trees and planting £18,000; volunteer days £4,000; total £22,000.',
    '',
    '**Q3. Who will run it?**',
    '- Amal Reyes – project lead, arborist for 12 years',
    '- Board of 4 trustees, two of them Eastgate residents',
    '',
    'Notes from us (not for the slides!!):',
    '- We said 38 streets in the form but the survey actually says 36 streets – use 36.',
  ].join('\n');

  test("each numbered question heads its own slide, in the form's order", () => {
    const titles = draft(FORM, [], 'Green Streets bid').slides.map((s) => s.title);
    const at = (q: string) => titles.findIndex((t) => t.startsWith(q));
    expect(titles[at('Q1')]).toBe('Q1 What problem will you solve?');
    expect(at('Q1')).toBeGreaterThan(0);
    expect(at('Q2')).toBeGreaterThan(at('Q1'));
    expect(at('Q3')).toBeGreaterThan(at('Q2'));
    expect(titles.join(' · ')).not.toMatch(/max 100 words/);
  });

  test("the team's notes stay off, how the bid came to be too, and their correction holds", () => {
    const FIGURES = `${FORM}\n\nWe will plant trees on 38 streets by March 2027.`;
    const text = said(draft(FIGURES, [], 'Green Streets bid'));
    expect(text).toContain('36 streets');
    expect(text).not.toMatch(/38 streets|Notes from us|the text from our written bid|shortlisted/);
  });
});

describe('a lone figure (blind set 6: 04, 06)', () => {
  test('no slide of its own: it joins the context it was said with', () => {
    const d = draft(
      [
        'Pitch to the Calder Arts board.',
        '',
        'Calder Arts runs two theatres in Halifax and a touring company.',
        'Amount requested: £60,000 over two years.',
        '',
        'Our theatres:',
        '- The Square seats 480, the Mill Studio 120.',
        '',
        'The youth scheme:',
        '- £5 tickets for under-26s on every show.',
        '- Launch with the spring season.',
      ].join('\n'),
      items(['Our theatres', 'The youth scheme']),
      'Calder Arts youth tickets',
    );
    const lone = d.slides.filter((s) => s.content.items?.length === 1 && /£60,000/.test(s.content.items[0]!));
    expect(lone).toEqual([]);
    expect(said(d)).toContain('Amount requested: £60,000 over two years');
  });
});

describe('corrections and notes in French and German (blind set 6: 05, 08)', () => {
  test('"c\'est 1 800 bouteilles, pas 1 500" corrects the figure grouped with a space; the tone is no slide\'s', () => {
    const d = draft(
      [
        'Présentation pour le conseil du Domaine Vasseur. Le ton : simple et chaleureux.',
        '',
        'Le domaine aujourd’hui :',
        '- 1 500 bouteilles vendues par mois au caveau.',
        '- Correction de Paul : c’est 1 800 bouteilles, pas 1 500, depuis juin.',
        '- Chiffre d’affaires 2025 : 2,4 M€.',
        '',
        'Nous demandons au conseil d’approuver 90 000 € pour la boutique en ligne.',
      ].join('\n'),
      [],
      'Domaine Vasseur – boutique en ligne',
      'fr',
    );
    const text = said(d);
    // (The French deck groups thousands with a no-break space.)
    expect(text).toMatch(/1\s800 bouteilles/u);
    expect(text).not.toMatch(/1\s500|Le ton/u);
  });

  test('"4,1 Mio. € – Moment, Korrektur: 4,4 Mio. €" says the new amount; the team\'s notes heading goes', () => {
    const d = draft(
      [
        'Hallo zusammen, anbei die Stichpunkte für den Beirat der Hofmann Logistik GmbH.',
        '',
        '=== 1. Rückblick 2026 ===',
        '- Standorte: 12 (Ende 2025: 9)',
        '- Umsatz 2026: 4,1 Mio. € – Moment, Korrektur von Herrn Hofmann: 4,4 Mio. €, die Dezember-Rechnungen fehlten noch.',
        '',
        '=== 2. Entscheidung ===',
        'Wir bitten den Beirat um Freigabe von 800.000 € für das neue Lager in Kassel.',
        '',
        'Noch ein paar Hinweise:',
        '- Für den Rückblick gerne Kennzahlen-Kacheln.',
        '- Logo ist im Anhang (HL_logo_v2.png).',
      ].join('\n'),
      [],
      'Hofmann Logistik – Lager Kassel',
      'de',
    );
    const text = said(d);
    expect(text).toMatch(/Umsatz 2026: 4,4\sMio\.\s€/u);
    expect(text).not.toMatch(/4,1\sMio|Moment|Korrektur|Hinweise|HL_logo|Kennzahlen-Kacheln/);
  });
});

describe('a quote the team says it may reuse (blind set 6: 06)', () => {
  test('is the quote and who said it, without the words to the team', () => {
    const text = said(
      draft(
        [
          'Account review for Larkspur Hotels; their side is Dana Whitfield (Head of Rooms).',
          '',
          '- occupancy rose from 71% to 78% in 2026',
          '10:04 Jo: Dana\'s quote from the last review that we can reuse (she agreed): "Nobody else answers at 2am."',
          '10:05 Jo: the ask is a 2-year renewal from March 2027',
        ].join('\n'),
        [],
        'Larkspur review',
      ),
    );
    expect(text).toContain('\\"Nobody else answers at 2am.\\" — Dana Whitfield, Head of Rooms');
    expect(text).not.toMatch(/can reuse|she agreed|Jo:/);
  });
});

describe('a team list for a careers talk (blind set 6: 07)', () => {
  test('who comes to which fair is no bullet of the team slide', () => {
    const text = said(
      draft(
        [
          'Graduate talk for Brightlane Rail, at the Leeds and Bristol fairs.',
          '',
          'Meet the team:',
          '- Ana Costa – Head of Signalling. PhD from Porto. Will be at Leeds.',
          '- Tom Reid – Lead Engineer, 12 years on the network. Will be at Bristol.',
          '',
          'Applications close on 31 January 2027.',
        ].join('\n'),
        [],
        'Brightlane graduate programme',
      ),
    );
    expect(text).toContain('Ana Costa – Head of Signalling');
    expect(text).not.toMatch(/Will be at/);
  });
});
