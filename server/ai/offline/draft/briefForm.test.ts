import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { formFurniture, withoutGuidance } from './formFields';
import { LOCALES } from './locales';
import { readBrief } from './reading';
import { listedOrder, runningOrderAt } from './runningOrder';

/** A brief typed into an agency's form: numbered sections in capitals, guidance left in, fields unfilled. */
const FORM = `PROJECT BRIEF
[Template v2 – fill in every section and delete the guidance in brackets.]

Project name: Tern Valley cider – supermarket listing pitch
Brief owner: Ines Dalca, Trade Marketing
Version: 3

1. BACKGROUND
[Insert a short paragraph about the business.]
Tern Valley is a family cider maker in Herefordshire, pressing 2.4m litres a year from its own orchards.

2. AUDIENCE
The buyer and two category managers. They have twenty minutes and dislike adverts.

3. KEY MESSAGES
1. Cider is growing. Premium cider grew 8.3% in 2025 while standard cider fell 1.9%.
2. Our launch plan is ready. Sampling in 120 stores in the first month.
3. We sell. IMPORTANT: do not name our current retailer anywhere (it's Hartley's – sensitive).

4. MANDATORY CONTENT
Their supplier pitch format, sent over by the category manager last week. Sections must appear in this order:
1. Company overview
2. Cider market
3. Launch plan
4. The ask

5. TONE OF VOICE
[Describe the tone of voice, e.g. friendly or formal.]

6. DELIVERABLES
- Deck in PowerPoint, 16:9
- Leave-behind: TBC

7. THE ASK
A listing in 240 stores from 1 May 2026.

8. TIMINGS
First draft: 3 March
Feedback: TBC

9. BUDGET
[insert budget / PO number]
Approved by: [name]`;

describe('a brief typed into a form', () => {
  const d = draftText(FORM, [], '');
  const shown = JSON.stringify(d.slides.map((s) => [s.title, s.content]));

  test("the form's guidance, its unfilled fields and its sections about the job are no slide's words", () => {
    for (const said of [
      '[Template',
      '[Insert',
      '[Describe',
      '[insert',
      '[name]',
      'Template',
      'Insert',
      'PROJECT BRIEF',
      'TBC',
      'twenty minutes',
      'Tone of voice',
      'PowerPoint',
      'Deliverables',
      'First draft',
      'Approved by',
      'PO number',
      'Brief owner',
      'Hartley',
      'do not name',
    ])
      expect(shown).not.toContain(said);
  });

  test('the project it names is the cover', () => {
    expect(d.slides[0]!.title).toBe('Tern Valley cider – supermarket listing pitch');
  });

  test("the running order after a sentence of its own line gives the deck's sections, in order", () => {
    const agenda = d.slides.find((s) => s.title === 'Agenda')?.content.items;
    expect(agenda).toEqual(['Company overview', 'Cider market', 'Launch plan', 'The ask']);
    const at = (said: string) => d.slides.findIndex((s) => JSON.stringify(s.content).includes(said));
    const order = [at('Herefordshire'), at('Cider is growing'), at('launch plan is ready'), at('240 stores')];
    expect(order.every((k) => k > 1)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
  });

  test("each key message goes to the section it speaks of, with its sentences; the background is the company's", () => {
    const slideOf = (said: string) => d.slides.find((s) => JSON.stringify(s.content).includes(said));
    expect(slideOf('Herefordshire')?.title).toBe('Company overview');
    expect(slideOf('launch plan is ready')?.title).toBe('Launch plan');
    expect(JSON.stringify(slideOf('launch plan is ready')?.content)).toContain('Sampling in 120 stores');
    // The market's slide is titled by what its figures say.
    expect(slideOf('Cider is growing')?.title).toContain('8.3%');
  });
});

describe('the pieces of a form', () => {
  test('guidance in square brackets goes; a link and an aside stay; a table keeps its tabs', () => {
    expect(withoutGuidance('Secondary: [insert secondary objective, e.g. trial]')).toBe('Secondary:');
    expect(withoutGuidance('[Describe the tone here]')).toBe('');
    expect(withoutGuidance('See [the report](https://example.com) [sic]')).toBe(
      'See [the report](https://example.com) [sic]',
    );
    expect(withoutGuidance('Plan\tPrice  \tSeats')).toBe('Plan\tPrice  \tSeats');
  });

  test('a field left unfilled is furniture; a lead-in over a list is not', () => {
    const furniture = (line: string) => formFurniture(line, withoutGuidance(line));
    expect(furniture('Feedback: TBC')).toBe(true);
    expect(furniture('Approved by: [name]')).toBe(true);
    expect(furniture('Secondary: [insert secondary objective]')).toBe(true);
    expect(furniture('CREATIVE BRIEF')).toBe(true);
    expect(furniture('risks from their register:')).toBe(false);
    expect(furniture('Revenue: £4.1m')).toBe(false);
    expect(furniture('')).toBe(false);
  });

  test("a numbered heading in capitals heads its section even over the section's own numbered list", () => {
    const r = readBrief(
      '4. KEY MESSAGES\n1. Cider is growing.\n2. We sell.\n\n5. RISKS\nFrost in April.',
      [],
      '',
      'en',
    );
    expect(r.blocks.map((b) => b.heading).filter(Boolean)).toEqual(['Key messages', 'Risks']);
  });

  test("an order given within a sentence: numbered or with arrows, the line's other sentences apart", () => {
    const words = LOCALES.en.read.runningOrder;
    expect(listedOrder('Board order as always please: 1) Summary 2) Performance 3) Risks.', words)).toEqual({
      sections: ['Summary', 'Performance', 'Risks'],
      sentence: 'Board order as always please: 1) Summary 2) Performance 3) Risks.',
    });
    expect(
      listedOrder('45 min slot. usual structure pls: headline → trend → fixes → next steps', words)?.sections,
    ).toEqual(['headline', 'trend', 'fixes', 'next steps']);
    // Cut off at the line's end, or not an order at all: nothing is read.
    expect(listedOrder('Story: today → what it costs → the plan (three', words)).toBeUndefined();
    expect(listedOrder('Revenue: 1) £4m 2) £5m 3) £6m', words)).toBeUndefined();
    expect(
      runningOrderAt(
        [
          'Their pitch format, sent over by the category manager last week. Sections must appear in this order:',
          '1. A b',
          '2. C d',
          '3. E f',
        ],
        0,
        words,
      )?.sections,
    ).toEqual(['A b', 'C d', 'E f']);
  });

  test("a pleasantry after the greeting and a mail app's signature are no slide's words", () => {
    const d = draftText(
      'Hi Dan,\n\nHope the weekend was good! The café took £1.38m last year.\n\nSent from Outlook for iOS\n\nRisks:\n- planning delay\n- build overrun\n- disruption',
      [],
      '',
    );
    const shown = JSON.stringify(d.slides.map((s) => s.content));
    expect(shown).not.toContain('Hope');
    expect(shown).not.toContain('Outlook');
    expect(shown).toContain('£1.38m');
  });

  test("an order said in one sentence of a mail's line decides the deck's sections", () => {
    const d = draftText(
      [
        'Chloé – quick notes for the agency.',
        '',
        'Board order as always please: 1) Summary 2) Performance 3) Risks 4) Decision required.',
        '',
        'Performance: 412,000 visitors last year and the café took £1.38m.',
        'Risks: planning delay, build overrun, disruption in the busy season.',
        'Summary: a bigger café pays back in about 3.5 years.',
        'Decision required: approve £1.15m of capital spending.',
      ].join('\n'),
      [],
      '',
    );
    const agenda = d.slides.find((s) => s.title === 'Agenda')?.content.items;
    const order = ['Summary', 'Performance', 'Risks', 'Decision required'];
    expect(agenda?.filter((t) => order.includes(t))).toEqual(order);
  });

  test("a mail's newest note corrects a figure its forwarded part says: everywhere, and its words go", () => {
    const d = draftText(
      [
        'My notes:',
        "- The ask is now £1.15m, NOT the £1.2m in Tomás's note. The quote came in on Friday.",
        '',
        '---------- Forwarded message ---------',
        'Money: ask the board for £1.2m capex. Payback around 3.5 years.',
        'Risks: planning delay; build overrun (8% contingency inside the £1.2m).',
      ].join('\n'),
      [],
      '',
    );
    const shown = JSON.stringify(d.slides.map((s) => [s.title, s.content, s.notes]));
    expect(shown).not.toContain('£1.2m');
    expect(shown).not.toContain('NOT the');
    expect(shown).toContain('£1.15m');
  });

  test("call notes: who was on the call, a later EDIT, what the client keeps back and an aside's stops are no slide's", () => {
    const d = draftText(
      [
        'Discovery call – Tern Valley – 02/03 – notes (RK)',
        'Owner: Lea Roux · Editors: Sam Hale, Kit Moss · Last edited 2 Mar 2025',
        'on call: Ama Boateng (COO), Tom Reyes (MD), me',
        '',
        "what's working",
        '- Members visit 2.3x as often as non-members (from the booking system)',
        "- Bristol site underperforming → Tom doesn't want it discussed at the board",
        '- the board want to see where the money goes → be concrete, no fluff',
        "- don't show per-site revenue (Ama v. clear – sensitive with staff). group totals fine",
        '',
        'EDIT 16:52 – still nothing on churn, chasing.',
      ].join('\n'),
      [],
      '',
    );
    const shown = JSON.stringify(d.slides.map((s) => [s.title, s.content]));
    for (const said of ['Last edited', 'on call', 'COO', 'discussed', 'no fluff', 'EDIT', 'churn'])
      expect(shown).not.toContain(said);
    expect(shown).not.toMatch(/"Clear – sensitive/);
    expect(shown).toContain('2.3x as often');
  });

  test('"no se enseñan" keeps a line off the slides in Spanish too', () => {
    const d = draftText(
      [
        'Hola equipo:',
        '',
        'Resultados 2024',
        '- Facturación: 38,6 millones de euros (+7,2 % frente a 2023)',
        '- Los márgenes por distribuidor NO se enseñan en la convención: cada uno recibirá los suyos por correo.',
        '- Distribuidores activos: 146 (eran 131 en 2023)',
      ].join('\n'),
      [],
      '',
    );
    const shown = JSON.stringify(d.slides.map((s) => [s.title, s.content]));
    expect(shown).not.toContain('márgenes');
    expect(shown).toContain('38,6');
  });

  test('"no lo pongáis" keeps the sentence before it off the slides, in the notes; a doubt between keeps nothing else off', () => {
    const d = draftText(
      [
        'Hola equipo:',
        '',
        'Resultados 2024',
        '- Facturación: 38,6 millones de euros (+7,2 % frente a 2023)',
        '- Distribuidores activos: 146 (eran 131 en 2023)',
        '- Competencia: sé que Conservas Marín facturó 52 millones el año pasado. No lo pongáis en la presentación; como mucho en las notas.',
      ].join('\n'),
      [],
      '',
    );
    const shown = JSON.stringify(d.slides.map((s) => [s.title, s.content]));
    expect(shown).not.toContain('Marín');
    expect(JSON.stringify(d.slides.map((s) => s.notes))).toContain('52 millones');
    const e = draftText(
      "Goals\n- App bookings 30% of all bookings by June. No-shows down to 8%. NPS is 71, I think? Need to check. Don't put it on a slide.",
      [],
      '',
    );
    expect(JSON.stringify(e.slides.map((s) => s.content))).toContain('8%');
  });
});

/** A form brief with a finance correction, words to use, a topic barred and two contacts. */
const MILL = `Client: Bracken Mill Co.

1. BACKGROUND
Bracken Mill Co. is a family weaving mill in Hawick, founded in 1921 by the Brack family. We weave tweed and blankets; the blankets go to department stores, our own shop and two hotel groups. Volume was 82,000 metres in 2024, up from 74,000 metres in 2023.
(Finance correction 3 Mar: 2024 volume is 81,400 metres – the 82,000 was an estimate. Please use 81,400.)

2. KEY MESSAGES
1. Hotels buy from us. Hotel orders grew 12% in 2024, across 40 hotels. Say "two hotel groups".
2. We win awards. Fine to show the award logo as long as it's small.

3. THINGS TO AVOID
- No mention of our tweed business – irrelevant to hotel buyers.

4. CONTACTS (for the last slide)
Tomasz Wren, Sales Director – tomasz.wren@brackenmill.example – 07700 900611
Alys Brack, Founder – alys@brackenmill.example
`;

describe("an ordinary form brief's details", () => {
  const d = draftText(MILL, [], '');
  const shown = JSON.stringify(d.slides.map((s) => [s.title, s.content]));
  const everything = JSON.stringify(d.slides);

  test('a company\'s "Co." ends no sentence, so the sentence keeps its subject', () => {
    expect(shown).toContain('Bracken Mill Co. is a family weaving mill in Hawick');
    expect(shown).not.toMatch(/"Is a family/);
  });

  test('a correction that names the new figure, then "the" old one, holds wherever the old was said', () => {
    expect(shown).toContain('81,400 metres');
    expect(everything).not.toContain('82,000');
  });

  test('which words to say and what is fine to show are the team’s, never a bullet', () => {
    expect(shown).not.toContain('Say \\"two hotel groups\\"');
    expect(shown).not.toContain('Fine to show');
    expect(shown).toContain('Hotel orders grew 12% in 2024');
  });

  test('"3. THINGS TO AVOID" after a list that ends at 2 heads its section, and is no bullet', () => {
    expect(shown).not.toMatch(/THINGS TO AVOID/i);
  });

  test('"No mention of our tweed business" keeps tweed off the slides and out of the notes', () => {
    expect(everything.toLowerCase()).not.toContain('tweed');
  });

  test('a contact without a phone does not take the one on the line above', () => {
    const closing = d.slides.at(-1)!;
    expect(closing.content.subtitle).toContain(
      'Tomasz Wren, Sales Director · tomasz.wren@brackenmill.example · 07700 900611',
    );
    expect(closing.content.subtitle).toMatch(/Alys Brack, Founder · alys@brackenmill\.example$/);
  });
});
