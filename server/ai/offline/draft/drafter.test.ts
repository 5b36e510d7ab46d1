import { describe, expect, test } from 'vitest';
import {
  DRAFT_BULLET_CHARS_MAX,
  DRAFT_BULLETS_MAX,
  DRAFT_SLIDE_CHARS_MAX,
  DRAFT_SLIDES_MIN,
} from '../../../../common/limits';
import { isOverflowing } from '../../../../common/slides/fitSlide';
import { REPORT_FIGURES, tenPageReport } from '../../../../tests/helpers/reportText';
import { parseOperations } from '../../../deck';
import { type Draft, type DraftInput, draftDeck, fitted } from './drafter';

const META = { clientName: 'Northwind', agency: 'Brightline', presentationDate: 'March 2027' };
const input = (over: Partial<DraftInput>): DraftInput => ({
  request: {},
  title: 'Finance platform',
  brief: '',
  metadata: META,
  documents: [],
  ...over,
});
function draft(over: Partial<DraftInput>): Draft {
  const d = draftDeck(input(over));
  if ('say' in d) throw new Error(d.say);
  return d;
}

/** Every character a slide shows. */
const shown = (s: Draft['slides'][number]) => {
  const k = s.content;
  return [
    s.title,
    k.text ?? '',
    k.subtitle ?? '',
    ...(k.items ?? []),
    ...(k.metrics ?? []).flatMap((m) => [m.value, m.label, m.subtext ?? '']),
    ...(k.comparison ? [...k.comparison.left.items, ...k.comparison.right.items] : []),
  ].join('');
};

describe('a first draft from a ten-page report', () => {
  const report = tenPageReport();
  const d = draft({
    brief: 'Win the finance platform migration for Northwind.',
    documents: [{ fileName: 'report.pdf', text: report }],
  });

  test('opens with a title and an agenda of the slides between, and ends with thank you', () => {
    expect(d.slides.length).toBeGreaterThanOrEqual(6);
    expect(d.slides[0]).toMatchObject({ type: 'title', title: 'Finance platform' });
    expect(d.slides.at(-1)!.type).toBe('thank_you');
    const agenda = d.slides.find((s) => s.title === 'Agenda')!;
    expect(agenda.content.items).toEqual(d.slides.slice(2, -1).map((s) => s.title));
    expect(d.slides.map((s) => s.title)).toEqual(
      expect.arrayContaining(['The problem', 'Our solution', 'Next steps']),
    );
  });

  test('every slide has speaker notes that help the presenter, never a line every slide carries', () => {
    for (const s of d.slides) expect(s.notes, s.title).toMatch(/\S/);
    for (const s of d.slides) expect(s.notes).not.toMatch(/Draft — check before presenting/);
  });

  test('the text stays within the budgets', () => {
    for (const s of d.slides) {
      expect(s.content.items?.length ?? 0).toBeLessThanOrEqual(DRAFT_BULLETS_MAX);
      for (const item of s.content.items ?? [])
        expect(item.length).toBeLessThanOrEqual(DRAFT_BULLET_CHARS_MAX);
      expect(shown(s).length).toBeLessThanOrEqual(DRAFT_SLIDE_CHARS_MAX);
    }
  });

  test('figures are those of the report, as written; sentences are its own', () => {
    const metrics = d.slides.find((s) => s.type === 'metrics')!.content.metrics!;
    expect(metrics.length).toBeGreaterThan(0);
    for (const m of metrics) {
      expect(REPORT_FIGURES).toContain(m.value);
      // Its context is the report's own sentence or clause, whole (first letter capitalised), or none.
      if (m.subtext) expect(report.toLowerCase()).toContain(m.subtext.toLowerCase());
      expect(m.subtext ?? '').not.toContain('…');
    }
    for (const s of d.slides.filter((s) => ['The problem', 'Our solution'].includes(s.title)))
      for (const item of s.content.items!)
        expect(`${report} Win the finance platform migration for Northwind`).toContain(item);
  });

  test('its operations are valid and make exactly its slides', () => {
    const parsed = parseOperations(d.operations);
    expect(parsed.ok).toBe(true);
    expect(d.operations).toEqual(d.slides.map((s) => ({ op: 'add_slide', ...s })));
  });
});

describe('drafts from little', () => {
  test('no figure in the sources: no metrics slide, and no number appears that was not given', () => {
    const d = draft({
      brief: 'Acme struggles with slow releases. We will introduce weekly deploys. Next, a kickoff in May.',
      metadata: { clientName: 'Acme' },
    });
    expect(d.slides.some((s) => s.type === 'metrics')).toBe(false);
    const text = d.slides.map(shown).join(' ');
    expect(text).not.toMatch(/\d/);
  });

  test('years are not figures; a labelled line is', () => {
    const d = draft({ brief: 'We started in 2019 and grew every year.\nRevenue: $4.2M\nNPS: 71' });
    const metrics = d.slides.find((s) => s.type === 'metrics')!.content.metrics!;
    expect(metrics.map((m) => [m.label, m.value])).toEqual([
      ['Revenue', '$4.2M'],
      ['NPS', '71'],
    ]);
  });

  test('each clause may give a figure, labelled by the phrase around it, a counted unit kept with its number', () => {
    const d = draft({
      brief:
        'Their sales team spends 40% of its time on manual reporting. We propose a CRM rollout in three phases over 6 months, budget €240k. MRR $41k growing every month.',
    });
    const metrics = d.slides.find((s) => s.type === 'metrics')!.content.metrics!;
    expect(metrics.map((m) => [m.value, m.label])).toEqual([
      ['40%', 'Time on manual reporting'],
      ['6 months', 'CRM rollout in three phases'],
      ['€240k', 'Budget'],
      ['$41k', 'MRR'],
    ]);
  });

  test('"a 6-slide pitch deck for Acme Corp about migrating to the cloud" with nothing else gives a short deck and names what is missing', () => {
    const d = draft({
      request: { kind: 'pitch', slides: 6, client: 'Acme Corp', topic: 'migrating to the cloud' },
    });
    expect(d.kind).toBe('pitch');
    // Nothing is made up and no prompt is left on a slide: the sections with nothing to say are named.
    expect(d.slides.map((s) => s.title)).toEqual(['Migrating to the cloud', 'Our solution', 'Thank you']);
    expect(d.slides[0]!.content.subtitle).toBe('Pitch for Acme Corp · March 2027');
    expect(d.slides[1]!.content.items).toEqual(['Migrating to the cloud']);
    // The closing slide names who presents (the agency), not the client it is shown to.
    expect(d.slides[2]!.content).toMatchObject({ highlightText: 'Brightline' });
    expect(d.summary).toMatch(
      /The brief says nothing about The problem, .*Next steps: no slide made for them\./,
    );
    for (const s of d.slides) expect(shown(s)).not.toMatch(/\[/);
  });

  test('more slides asked for than there are sections: long sections continue', () => {
    const brief = Array.from({ length: 14 }, (_, i) => `Problem ${i + 1} slows the team down today.`).join(
      ' ',
    );
    const d = draft({ request: { slides: 9 }, brief });
    // The sections with content continue; no slide of prompts pads the deck to the number asked for.
    expect(d.slides.length).toBeLessThanOrEqual(9);
    expect(d.slides.map((s) => s.title)).toContain('The challenge (continued)');
    for (const s of d.slides) expect(shown(s)).not.toMatch(/\[/);
  });

  test('a proposal opens with the strategic title of the deck details, its title on the three lines', () => {
    const d = draft({
      request: { kind: 'proposal' },
      title: 'Finance platform migration',
      brief: 'Northwind wants to open two markets.',
    });
    expect(d.slides[0]).toMatchObject({
      type: 'strategic_title',
      content: {
        line1: 'FINANCE',
        line2: 'PLATFORM',
        line3: 'MIGRATION',
        clientName: 'Northwind',
        agency: 'Brightline',
        date: 'March 2027',
      },
    });
    // Too few words for three lines: a plain title slide says the title, never the stock lines.
    const short = draft({ request: { kind: 'proposal' }, brief: 'Northwind wants to open two markets.' });
    expect(short.slides[0]).toMatchObject({ type: 'title', title: 'Finance platform' });
  });

  test.each([
    ['Quarterly review of Q3 for the board.', 'quarterly_review', 'Highlights of the quarter'],
    ['A workshop with the sales team to map their process.', 'workshop', 'Goals for today'],
    ['Report of our findings from the customer survey.', 'report', 'Key findings'],
    ['Pitch to win the Acme account.', 'pitch', 'The problem'],
    ['Northwind wants to grow in Europe.', 'proposal', 'The challenge'],
    // The quarter is mentioned on the way; the brief proposes.
    [
      'Legacy servers fail during every quarterly close and churn reached 7% in the third quarter. We propose to migrate in three phases.',
      'proposal',
      'The challenge',
    ],
  ])('the brief “%s” makes a %s', (brief, kind, section) => {
    const d = draft({ brief });
    expect(d.kind).toBe(kind);
    // A section the brief says nothing about is left out and named in the reply, never a prompt.
    expect([...d.slides.map((s) => s.title), d.summary].join(' · ')).toContain(section);
    for (const s of d.slides) expect(shown(s)).not.toMatch(/\[/);
  });

  test('with no brief, no document and no topic, it asks what the deck is about', () => {
    expect(draftDeck(input({}))).toEqual({ say: expect.stringMatching(/^What is the deck about\?/) });
  });

  test('a document larger than it reads is cut, not refused', () => {
    const huge = tenPageReport().repeat(10);
    const d = draft({ documents: [{ fileName: 'huge.txt', text: huge }] });
    expect(d.slides.length).toBeGreaterThanOrEqual(6);
  });
});

describe('the fit rule (issue 19): no drafted slide overflows', () => {
  const wide = (i: number) =>
    `WORKSTREAM ${i} MIGRATES THE WHOLE WHOLESALE WAREHOUSE MANAGEMENT WORKLOAD WITH MAXIMUM MOMENTUM AND MEASURED WEEKLY MILESTONES FOR EVERY MARKET.`;
  const cases: [string, Partial<DraftInput>][] = [
    ['a ten-page report', { documents: [{ fileName: 'report.pdf', text: tenPageReport() }] }],
    [
      'a long brief in wide capitals',
      {
        brief: Array.from({ length: 40 }, (_, i) => wide(i)).join(' '),
        request: { slides: 12, topic: 'A MIGRATION PROGRAMME WITH A VERY LONG AND WIDE TITLE MMMM WWWW' },
      },
    ],
    ['a brief only', { brief: 'We propose to migrate the reporting platform to the cloud in three phases.' }],
  ];
  for (const [name, over] of cases)
    test(name, () => {
      const d = draft(over);
      expect(d.slides.length).toBeGreaterThanOrEqual(DRAFT_SLIDES_MIN);
      expect(d.slides.filter((s) => isOverflowing(s, META)).map((s) => s.title)).toEqual([]);
      for (const s of d.slides) expect(s.notes.trim(), s.title).not.toBe('');
    });
});

test('a drafted slide that would overflow is split into slides that fit, each with notes', () => {
  const items = Array.from(
    { length: 40 },
    (_, i) =>
      `Workstream ${i + 1} moves the reporting, invoicing, consolidation, audit trails and payroll of one region to the cloud, one team at a time`,
  );
  const slide = { type: 'content' as const, title: 'Workstreams', content: { items } };
  expect(isOverflowing(slide, META)).toBe(true);
  const parts = fitted(
    [{ spec: { key: 'approach', title: 'Approach', prompt: '' }, slide, sources: ['the brief'], rest: [] }],
    META,
  );
  expect(parts.length).toBeGreaterThan(1);
  expect(parts.flatMap((p) => p.content.items)).toEqual(items);
  for (const [i, p] of parts.entries()) {
    expect(isOverflowing(p, META)).toBe(false);
    if (i > 0) expect(p.notes).toMatch(/“Workstreams/);
    expect(p.notes).not.toMatch(/Draft — check before presenting/);
  }
});

describe('a brief written as a consultant writes it reads as a deck, not as its sentences', () => {
  const d = draft({
    title: 'CRM rollout proposal',
    brief:
      'Northwind Logistics runs 40 depots. Their sales team spends 40% of its time on manual reporting in spreadsheets, and pipeline visibility is poor: forecasts miss by 25% each quarter. We propose a CRM rollout in three phases over 6 months, budget €240k: phase 1 data migration and cleanup, phase 2 sales pipeline and forecasting dashboards, phase 3 automation of reporting and training for 120 users. Expected outcome: reporting time cut by half, forecast accuracy within 10%, MRR growth from $41k to $60k in a year. Risks: data quality, adoption by senior reps. Next step: a two-week discovery sprint starting 12 January.',
  });
  const slide = (title: string) => d.slides.find((s) => s.title === title)!;

  test('the title slide carries the deck title on its three lines, and the chat says what it still lacks', () => {
    expect(d.slides[0]!.content).toMatchObject({ line1: 'CRM', line2: 'ROLLOUT', line3: 'PROPOSAL' });
    // The shared META has an agency and a date; this deck's details are the defaults' only.
    const bare = draft({ title: 'CRM rollout proposal', brief: 'We propose a CRM rollout.', metadata: {} });
    expect(bare.summary).toMatch(
      / The title slide still needs your agency's name and the date: add them under Presentation Brief\./,
    );
    expect(d.summary).not.toContain('Presentation Brief');
  });

  test('a list packed into a sentence becomes its points; joined statements become two', () => {
    expect(slide('Objectives').content.items).toEqual([
      'Reporting time cut by half',
      'Forecast accuracy within 10%',
      'MRR growth from $41k to $60k in a year',
    ]);
    expect(slide('Our approach').content.items).toEqual([
      'We propose a CRM rollout in three phases over 6 months, budget €240k',
      'Phase 1: data migration and cleanup',
      'Phase 2: sales pipeline and forecasting dashboards',
      'Phase 3: automation of reporting and training for 120 users',
    ]);
    expect(slide('The challenge').content.items).toEqual([
      'Northwind Logistics runs 40 depots',
      'Their sales team spends 40% of its time on manual reporting in spreadsheets',
      'Pipeline visibility is poor: forecasts miss by 25% each quarter',
      'Risks: data quality, adoption by senior reps',
    ]);
    for (const s of d.slides) for (const item of s.content.items ?? []) expect(item).not.toContain('…');
  });

  test('the figures worth most, labelled whole, with their context uncut; a date is no figure', () => {
    expect(slide('The numbers').content.metrics).toEqual([
      {
        value: '40%',
        label: 'Time on manual reporting',
        subtext: 'Their sales team spends 40% of its time on manual reporting in spreadsheets',
      },
      { value: '25%', label: 'Forecasts miss', subtext: 'Forecasts miss by 25% each quarter' },
      { value: '€240k', label: 'Budget' },
      { value: '$41k', label: 'MRR', subtext: 'MRR growth from $41k to $60k in a year' },
    ]);
  });

  test('today and tomorrow set each problem against the goal that answers it, rows side by side', () => {
    expect(slide('Today and tomorrow').content.comparison).toEqual({
      left: {
        title: 'Today',
        items: [
          'Their sales team spends 40% of its time on manual reporting in spreadsheets',
          'Pipeline visibility is poor: forecasts miss by 25% each quarter',
          'MRR $41k',
        ],
      },
      right: {
        title: 'Tomorrow',
        items: ['Reporting time cut by half', 'Forecast accuracy within 10%', 'MRR $60k in a year'],
      },
    });
  });
});

describe('briefs of other kinds', () => {
  test('a quarterly review: its framing sentence is the subtitle, highlights and priorities where they belong', () => {
    const d = draft({
      title: 'Q3 business review',
      brief:
        'Quarterly review of Q3 for the Acme board. Revenue reached $4.2M, up 18% on Q2, driven by the enterprise tier. Churn fell from 3.1% to 2.4% after the onboarding rework. Two big deals slipped to Q4 because procurement stalled. Priorities for Q4: close the slipped deals, launch the partner program, fill the remaining engineering roles and cut support backlog by 30%.',
    });
    const slide = (title: string) => d.slides.find((s) => s.title === title)!;
    expect(d.kind).toBe('quarterly_review');
    expect(d.slides[0]!.content.subtitle).toBe('Quarterly review of Q3 for the Acme board · March 2027');
    const everything = d.slides.slice(1).flatMap((s) => s.content.items ?? []);
    expect(everything.join(' ')).not.toContain('Quarterly review of Q3');
    // The highlights' slide is titled by its takeaway, its lead point said shorter.
    expect(slide('Revenue reached $4.2M, up 18% on Q2').content.items).toEqual([
      'Revenue reached $4.2M, up 18% on Q2, driven by the enterprise tier',
    ]);
    expect(slide('Priorities for next quarter').content.items).toEqual([
      'Close the slipped deals',
      'Launch the partner program',
      'Fill the remaining engineering roles and cut support backlog by 30%',
    ]);
    // Where churn went is the figure; the label is the figure's own clause, not the one before "and".
    expect(slide('Results').content.metrics!.map((m) => [m.value, m.label])).toEqual([
      ['$4.2M', 'Revenue'],
      ['2.4%', 'Churn'],
      ['30%', 'Support backlog'],
    ]);
    expect(slide('Then and now').content.comparison).toEqual({
      left: { title: 'Then', items: ['Churn 3.1%'] },
      right: { title: 'Now', items: ['Churn 2.4% after the onboarding rework'] },
    });
  });

  test('a workshop: a label says what its list is; a long statement keeps its details as points', () => {
    const d = draft({
      title: 'Design sprint workshop',
      brief:
        'A one-day workshop with the Contoso product team to map the checkout journey. Goals for the day: agree on the top three pain points, sketch solutions, and pick one to prototype. We migrate the prototype to production in four waves, starting with the least used markets, with a rollback plan for every release and a named owner.',
    });
    const slide = (title: string) => d.slides.find((s) => s.title === title)!;
    expect(slide('Goals for today').content.items).toEqual([
      'Agree on the top three pain points',
      'Sketch solutions',
      'Pick one to prototype',
    ]);
    expect(slide('How we will work').content.items).toEqual([
      'We migrate the prototype to production in four waves',
      'Starting with the least used markets',
      'With a rollback plan for every release and a named owner',
    ]);
  });

  test('a brand proposal: a history is no promise, a list set off by semicolons is its points', () => {
    const d = draft({
      title: 'Harbor & Pine brand refresh',
      metadata: { ...META, clientName: 'Harbor & Pine' },
      brief:
        'Brand refresh for Harbor & Pine, a 42-store outdoor retailer. Their brand looks dated next to Patagonia and REI, and online sales grew only 4% last year while the category grew 11%. Store traffic fell from 1.2M to 0.9M visits. We propose a 12-week programme: discovery workshops with the leadership team and 20 customer interviews; a new visual identity (logo, colour, type, photography); a rollout kit for stores, web and social. Budget: EUR 180k, split 40% identity, 35% rollout, 25% research. Success means online sales growth of 10% within a year and a Net Promoter Score above 45. Next steps: sign-off by 15 December, kickoff workshop in January.',
    });
    const slide = (title: string) => d.slides.find((s) => s.title === title);
    expect(d.kind).toBe('proposal');
    // "next to Patagonia" is no next step; falling figures are the challenge.
    expect(slide('The challenge')!.content.items).toEqual([
      'Brand refresh for Harbor & Pine, a 42-store outdoor retailer',
      'Their brand looks dated next to Patagonia and REI, and online sales grew only 4% last year while the category grew 11%',
      'Store traffic fell from 1.2M to 0.9M visits',
    ]);
    expect(slide('Our approach')!.content.items).toEqual([
      'We propose a 12-week programme',
      'Discovery workshops with the leadership team and 20 customer interviews',
      'A new visual identity (logo, colour, type, photography)',
      'A rollout kit for stores, web and social',
      'Budget: EUR 180k, split 40% identity, 35% rollout, 25% research',
    ]);
    // Traffic that fell from 1.2M to 0.9M is not what tomorrow looks like; a row too long for its
    // column is the clause about what the two sides share, never a sentence cut off.
    expect(slide('Today and tomorrow')!.content.comparison).toEqual({
      left: { title: 'Today', items: ['Online sales grew only 4% last year while the category grew 11%'] },
      right: {
        title: 'Tomorrow',
        items: ['Success means online sales growth of 10% within a year and a Net Promoter Score above 45'],
      },
    });
    // A currency code is the figure's sign (a wide "EUR 180k" would shrink every figure of the slide).
    const budget = slide('The numbers')!.content.metrics!.find((m) => m.value.includes('180k'));
    expect(budget).toMatchObject({ value: '€180k', label: 'Budget' });
  });

  test('a pitch written as headed lists: each list goes where its heading says', () => {
    const d = draft({
      title: 'Digital onboarding for Contoso Bank',
      metadata: { ...META, clientName: 'Contoso Bank' },
      brief: [
        'Pitch for Contoso Bank: digital onboarding.',
        'Context:',
        '- Account opening takes 9 days on average',
        '- 38% of applicants abandon the online form',
        '- Competitors open accounts in 10 minutes',
        'What we offer:',
        '- A mobile-first onboarding flow',
        '- eKYC with ID scan and selfie',
        '- Integration with their core banking in 8 weeks',
        'Proof: we cut onboarding time by 70% for Fabrikam Bank.',
        'Ask: a paid pilot in one region, starting March.',
      ].join('\n'),
    });
    const slide = (title: string) => d.slides.find((s) => s.title === title)!;
    expect(d.kind).toBe('pitch');
    expect(slide('The problem').content.items).toEqual([
      'Account opening takes 9 days on average',
      '38% of applicants abandon the online form',
      'Competitors open accounts in 10 minutes',
    ]);
    expect(slide('Our solution').content.items).toEqual(
      expect.arrayContaining([
        'A mobile-first onboarding flow',
        'eKYC with ID scan and selfie',
        'Integration with their core banking in 8 weeks',
      ]),
    );
    // The ask is a slide of its own (issue 34), its label said by the title.
    expect(slide('The ask').content.text).toBe('A paid pilot in one region, starting March');
    expect(d.slides.at(-2)!.title).toBe('The ask');
    const labels = Object.fromEntries(
      slide('By the numbers').content.metrics!.map((m) => [m.value, m.label]),
    );
    expect(labels).toMatchObject({ '9 days': 'Account opening', '70%': 'Onboarding time' });
  });

  test('a workshop brief in Markdown: each heading places its lines; a time of day is no figure', () => {
    const d = draft({
      title: 'Claims journey workshop',
      metadata: { ...META, clientName: 'Fabrikam Insurance' },
      brief: [
        '# Customer journey workshop with Fabrikam Insurance',
        '',
        '## Why we meet',
        'Claims satisfaction dropped to 61% this year. Customers call three times on average before a claim is settled, and the contact centre handles 14,000 calls a month about claim status.',
        '',
        '## Goals for the day',
        '- Map the claims journey end to end',
        '- Agree on the five moments that matter most',
        '',
        '## Agenda',
        '- 09:00 Welcome and ground rules',
        '- 09:30 Journey mapping in three teams',
        '- 13:00 Moments that matter: dot voting',
      ].join('\n'),
    });
    const slide = (title: string) => d.slides.find((s) => s.title === title)!;
    expect(d.kind).toBe('workshop');
    // The situation's slide is titled by its takeaway, its lead point.
    expect(slide('Claims satisfaction dropped to 61% this year').content.items).toEqual([
      'Claims satisfaction dropped to 61% this year',
      'Customers call three times on average before a claim is settled',
      'The contact centre handles 14,000 calls a month about claim status',
    ]);
    expect(slide('How we will work').content.items).toEqual([
      '09:00 Welcome and ground rules',
      '09:30 Journey mapping in three teams',
      '13:00 Moments that matter: dot voting',
    ]);
    const metrics = slide('Facts to start from').content.metrics!;
    expect(metrics.map((m) => m.value)).toEqual(['61%', '14,000']);
    expect(metrics[0]!.label).toBe('Claims satisfaction');
  });

  test('a review in plain paragraphs under bare headings: each heading places its lines', () => {
    const d = draft({
      title: 'Q3 business review',
      metadata: { ...META, clientName: 'Litware' },
      brief: [
        "Q3 business review for Litware's board, 14 October.",
        '',
        'Results',
        'Revenue: $12.4M, up 9% on Q2 but 4% below plan.',
        'Churn rose to 3.8% as two mid-market accounts left for a cheaper competitor.',
        '',
        'What went wrong',
        'The EMEA launch slipped by six weeks because the localisation vendor missed two deadlines.',
        '',
        'Plan for Q4',
        '1. Win back price-sensitive accounts with a new mid-market tier.',
        '',
        'Decision needed from the board: approve $800k for the mid-market tier.',
      ].join('\n'),
    });
    const slide = (title: string) => d.slides.find((s) => s.title === title)!;
    expect(d.kind).toBe('quarterly_review');
    // "below plan" is a result, not the plan.
    // The highlights' slide is titled by its takeaway, its lead point.
    expect(slide('Revenue: $12.4M, up 9% on Q2 but 4% below plan').content.items).toEqual([
      'Revenue: $12.4M, up 9% on Q2 but 4% below plan',
      'Churn rose to 3.8% as two mid-market accounts left for a cheaper competitor',
    ]);
    expect(slide('Challenges').content.items).toEqual([
      'The EMEA launch slipped by six weeks because the localisation vendor missed two deadlines',
    ]);
    expect(slide('What we are changing').content.items).toEqual([
      'Win back price-sensitive accounts with a new mid-market tier',
    ]);
    const labels = slide('Results').content.metrics!.map((m) => [m.value, m.label]);
    // The sum asked for is the ask's slide's, not a result of the quarter.
    expect(labels).toEqual([
      ['$12.4M', 'Revenue'],
      ['3.8%', 'Churn'],
    ]);
    expect(slide('The ask').content.text).toMatch(/approve \$800k for the mid-market tier/);
  });

  test('a survey report: findings, what they mean and recommendations under their headings', () => {
    const d = draft({
      title: 'Customer survey findings',
      metadata: { ...META, clientName: 'Tailspin Toys' },
      brief: [
        'Findings from our customer survey for Tailspin Toys (n = 1,240 parents, fielded in September).',
        '',
        'Key findings',
        '- 72% of parents research toys online before buying in store.',
        "- Only 18% know Tailspin's eco range exists, although 64% say sustainability matters.",
        '',
        'What this means',
        'Tailspin is invisible where parents decide.',
        '',
        'Recommendations',
        '- Move 30% of the print budget to search and social video.',
        '- Measure awareness again in March.',
      ].join('\n'),
    });
    const slide = (title: string) => d.slides.find((s) => s.title === title)!;
    expect(d.kind).toBe('report');
    // The framing sentence is the subtitle, its aside dropped rather than the line cut.
    expect(d.slides[0]!.content.subtitle).toBe(
      'Findings from our customer survey for Tailspin Toys · March 2027',
    );
    expect(slide('Key findings').content.items).toEqual([
      '72% of parents research toys online before buying in store',
      "Only 18% know Tailspin's eco range exists, although 64% say sustainability matters",
    ]);
    expect(slide('What it means').content.items).toEqual(['Tailspin is invisible where parents decide']);
    expect(slide('Recommendations').content.items).toEqual([
      'Move 30% of the print budget to search and social video',
      'Measure awareness again in March',
    ]);
    expect(slide('Key figures').content.metrics![0]).toMatchObject({
      value: '72%',
      label: 'Parents research toys online',
    });
  });

  test('a brief sent as an email: no greeting, no note about the brief, context as the problem', () => {
    const d = draft({
      title: 'Woodgrove app redesign pitch',
      metadata: { ...META, clientName: 'Woodgrove Bank' },
      brief: [
        'Hi all,',
        '',
        'Quick brief for the Woodgrove pitch next Thursday. Woodgrove is a regional bank with 85 branches. Their mobile app has a 2.1 rating and they lose younger customers to neobanks.',
        '',
        'We have done it before (Fabrikam Bank: app rating from 2.8 to 4.5 in 9 months).',
        '',
        'Our idea: start with onboarding and payments, then accounts and cards, then savings.',
        '',
        'Thanks,',
        'Maria',
      ].join('\n'),
    });
    const slide = (title: string) => d.slides.find((s) => s.title === title);
    const shownText = d.slides.map(shown).join(' ');
    for (const aside of ['Hi all', 'Quick brief', 'Maria']) expect(shownText).not.toContain(aside);
    expect(slide('The problem')!.content.items).toEqual([
      'Woodgrove is a regional bank with 85 branches',
      'Their mobile app has a 2.1 rating and they lose younger customers to neobanks',
    ]);
    expect(slide('Our solution')!.content.items).toEqual(
      expect.arrayContaining([
        'Start with onboarding and payments',
        'Then accounts and cards',
        'Then savings',
      ]),
    );
    // Another client's before and after is a proof point, not this client's comparison.
    expect(slide('Before and after')).toBeUndefined();
    expect(slide('By the numbers')!.content.metrics!.find((m) => m.value === '2.1')!.label).toBe('Rating');
  });
});
