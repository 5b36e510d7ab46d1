import { describe, expect, test } from 'vitest';
import { draftDeck } from './drafter';
import { checkFigures } from './figureCheck';
import { readBrief } from './reading';
import { bullet } from './text';

const lines = (brief: string) => readBrief(brief).blocks.flatMap((b) => b.lines.map((l) => l.text));

describe('reading a brief before drafting it', () => {
  test.each([
    ['keep it punchy pls, max 10 slides', { min: 0, max: 10 }],
    ['Deck ~12 slides, leave time for discussion', { min: 11, max: 13 }],
    ['Need EXACTLY 12 slides, the format is strict', { min: 12, max: 12 }],
    ['Format: board likes it tight - 8-10 slides, asks at the end', { min: 8, max: 10 }],
    ['max 10 slides please.\nactually scratch max 10, make it max 12 slides.', { min: 0, max: 12 }],
    ['Bitte max. 8 Folien, Herr Brenner liest nichts Langes', { min: 0, max: 8 }],
  ])('“%s” asks for a length, and is no slide’s text', (brief, length) => {
    const r = readBrief(brief);
    expect(r.length).toEqual(length);
    expect(r.text).toBe('');
  });

  test('chat lines, greetings, sign-offs, headers and signatures are dropped; the matter stays', () => {
    const brief = [
      'From: Jo Whitfield <jo@example.com>',
      'Subject: Re: brand refresh',
      '',
      'Hi Daniel,',
      '',
      'Priya Shah  9:12 AM',
      'morning all! cost per drop £4.82 in Q3',
      '[10:04] Sabine Roth',
      'Lena Moreau  9:41 AM',
      '👍',
      'on it',
      'Direct bookings are 22% of room nights.',
      '',
      'Best,',
      'Jo',
      'Commercial Director | Bramble & Oak',
      'This email and any attachments are confidential.',
      '> On Thu, Daniel wrote:',
      '> Could you send the figures?',
    ].join('\n');
    expect(lines(brief)).toEqual(['Cost per drop £4.82 in Q3', 'Direct bookings are 22% of room nights.']);
  });

  test('a doubted figure goes to the notes to verify, a withheld one off the slides, a placeholder nowhere', () => {
    const r = readBrief(
      [
        'Returns rate ~40%? need to check that.',
        'Net revenue retention 112% - tbc, finance still reconciling',
        'PS - the 74% figure is from 2023, please don’t use it.',
        'Sector applications fell XX% over the period [Marcus to find UCAS figure]',
        'Gross margin 78%',
      ].join('\n'),
    );
    expect(r.doubted.join(' ')).toContain('~40%');
    expect(r.doubted.join(' ')).toContain('112%');
    expect(r.withheld.join(' ')).toContain('74%');
    expect(r.text).toBe('Gross margin 78%');
  });

  test('another organisation’s figures are marked as theirs', () => {
    const r = readBrief(
      'Carraway Freight did 97% on-time last year per their annual report.\nPick accuracy 99.3%',
    );
    expect(r.blocks[0]!.lines.map((l) => l.others)).toEqual([true, false]);
  });

  test('a paragraph headed by another organisation’s case study is theirs to its end', () => {
    const r = readBrief(
      [
        'Our own results: repeat orders up 18% this year.',
        '',
        '--- forwarded by the client ---',
        'Case study: Northmoor Bakeries and Fenwick Foods (2022)',
        'Fenwick cut waste by 27% within six months.',
        'Shelf life rose to 9 days and margins grew 4 points.',
        '--- end ---',
        '',
        'Staff turnover fell to 11%.',
      ].join('\n'),
    );
    const lines = r.blocks.flatMap((b) => b.lines);
    const theirs = (figure: string) => lines.find((l) => l.text.includes(figure))?.others;
    expect(theirs('27%')).toBe(true);
    expect(theirs('9 days')).toBe(true);
    expect(theirs('18%')).toBe(false);
    expect(theirs('11%')).toBe(false);
  });

  test('numbered sections, requested slides and unticked checklist items are named, in order', () => {
    const r = readBrief(
      'Section 1. Team\nHannah Greaves - Engagement Director\n\nSection 2. Experience\nTwo councils, 63% online\n\nMarcus wants a proper slide on risks',
      [
        { id: 'a', text: 'Pricing', completed: false },
        { id: 'b', text: 'Done already', completed: true },
      ],
    );
    expect(r.named.map((n) => [n.from, n.title])).toEqual([
      ['heading', 'Team'],
      ['heading', 'Experience'],
      ['request', 'Risks'],
      ['checklist', 'Pricing'],
    ]);
  });
});

describe('saying it shorter, never “…”', () => {
  test('a long sentence loses its asides, then its trailing clauses', () => {
    const long =
      'Hannah Greaves leads the engagement (accountable for delivery, 0.4 FTE, on site two days a week) - she ran the Harlow Vale programme, which moved twelve services online in fourteen months';
    const b = bullet(long);
    expect(b).not.toContain('…');
    expect(b.length).toBeLessThanOrEqual(120);
    expect(b).toBe('Hannah Greaves leads the engagement - she ran the Harlow Vale programme');
  });
});

describe('the figure check', () => {
  test('a figure under a label its source does not give, or not in the sources at all, is removed', () => {
    const sources = [
      'they want the board to sign off the phase 2 budget, £1.4m',
      'Pick accuracy 99.3% at Leeds DC',
    ];
    const checked = checkFigures(
      {
        title: 'Results',
        content: {
          metrics: [
            { value: '2', label: 'Budget' },
            { value: '99.3%', label: 'Pick accuracy' },
            { value: '£1.4m', label: 'Budget' },
            { value: '45%', label: 'Growth' },
          ],
        },
      },
      sources,
    );
    expect(checked.content.metrics!.map((m) => m.value)).toEqual(['99.3%', '£1.4m']);
    expect(checked.removed).toEqual(['2 (“Budget”)', '45% (“Growth”)']);
  });

  test('the draft ticks the checklist items it made slides for, and names the ones the brief says nothing about', () => {
    const d = draftDeck({
      request: {},
      title: 'Q3 review',
      brief: 'Risks:\n- fuel price volatility\n- driver shortage\n\nThe ask: approve the £1.4m budget.',
      metadata: { clientName: 'Harbourline' },
      documents: [],
      checklist: [
        { id: 'r', text: 'Risks', completed: false },
        { id: 'a', text: 'Budget ask', completed: false },
        { id: 't', text: 'Team', completed: false },
      ],
    });
    if ('say' in d) throw new Error(d.say);
    expect(d.operations.filter((o) => o.op === 'update_checklist_item')).toEqual([
      { op: 'update_checklist_item', itemId: 'r', completed: true },
      { op: 'update_checklist_item', itemId: 'a', completed: true },
    ]);
    expect(d.summary).toContain('The brief says nothing about Team');
    expect(d.slides.map((s) => s.title)).toEqual(['Q3 review', 'Risks', 'Budget ask', 'Thank you']);
  });

  // What the linear rewrites of reading's patterns must keep reading as before.
  test('headings, prompts, told clauses, doubts, named reports and sign-offs read as before', () => {
    const r = readBrief(
      [
        '## Results  ',
        'Churn fell to 4% [add the [Q3] figure] this year - say this clearly, members are sensitive.',
        'Retention is 1 in 3 after 5pm, and 40% stay a year.',
        'The 1 in 3 figure - SK to double-check',
        '',
        '2) Risks -',
        'Gartner Research 2024 puts the market at £2bn.',
        'Cheers,  Jo!!',
      ].join('\n'),
    );
    expect(r.blocks).toEqual([
      {
        heading: 'Results',
        lead: false,
        lines: [
          { text: 'Churn fell to 4% this year', others: false },
          { text: '40% stay a year.', others: false },
        ],
      },
      {
        heading: 'Risks',
        lead: false,
        lines: [{ text: 'Gartner Research 2024 puts the market at £2bn.', others: true }],
      },
    ]);
    expect(r.doubted).toEqual(['The 1 in 3 figure - SK to double-check']);
  });
});

describe('run-on prose typed in lower case', () => {
  test('ends its sentences at a full stop, each read on its own', () => {
    const line =
      'we are a family bakery started by my grandad in 1971 we have 9 shops now all in north yorkshire, turnover was £2.3m last year. we want to open shop number 10 in harrogate on james street the lease is agreed subject to finance. we have 61 staff and would hire 7 more for harrogate.';
    const reading = readBrief(line);
    expect(reading.blocks.flatMap((b) => b.lines.map((l) => l.text))).toEqual([
      'We are a family bakery started by my grandad in 1971 we have 9 shops now all in north yorkshire, turnover was £2.3m last year.',
      'We want to open shop number 10 in harrogate on james street the lease is agreed subject to finance.',
      'We have 61 staff and would hire 7 more for harrogate.',
    ]);
  });
});

describe('what a transcript and a signature say to no one in the room', () => {
  test('a timestamped speaker is no slide text; nor a phone signature or a register line', () => {
    const reading = readBrief(
      [
        '[00:00] Dev Patel: We install solar panels on new homes.',
        '[00:19] Dev Patel: The pilot is forty homes in the spring.',
        'Sent from my iPhone',
        'Sitz der Gesellschaft: Augsburg · Registergericht Augsburg HRB 28411',
      ].join('\n'),
    );
    expect(reading.text).not.toMatch(/Dev Patel|iPhone|Registergericht/);
    expect(reading.text).toContain('We install solar panels on new homes.');
  });
});
