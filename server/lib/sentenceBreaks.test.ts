import { describe, expect, test } from 'vitest';
import { sentencesOf as documentSentences } from '../documents/deck/sentences';
import { isAbbreviationDot, joinWrappedLines, runOnClauses } from './sentenceBreaks';

const dotAfter = (text: string, word: string) => text.indexOf(word) + word.length;

describe('isAbbreviationDot', () => {
  test.each([
    ['The fee is approx. £2.4M in total.', 'approx'],
    ['Contact: J. Okafor, Head of Bids.', 'J'],
    ['Ventas en Francia, Japón y EE. UU. este año.', 'EE'],
    ['Ventas en Francia, Japón y EE. UU. este año.', 'EE. UU'],
    ['Offices in the U.S. and Canada.', 'U.S'],
    ['Umsatz 3,1 Mio. Euro im Jahr.', 'Mio'],
    ['Unos 40.000 € aprox. en total.', 'aprox'],
    ['Voir p.ej. la page deux.', 'p.ej'],
    ['Coût env. 12 000 euros.', 'env'],
    ['Launch on Nov. 14 in Leeds.', 'Nov'],
  ])('%s: the stop after "%s" ends no sentence', (text, word) => {
    expect(isAbbreviationDot(text, dotAfter(text, word))).toBe(true);
  });

  test.each([
    ['We grew by a third. Margins held.', 'third'],
    ['Costs were up. Sales too.', 'up'],
    ['The pilot ran in Leeds. It worked.', 'Leeds'],
    ['Sign-off by 14 Nov. Then the board meets.', 'Nov'],
  ])('%s: the stop after "%s" ends the sentence', (text, word) => {
    expect(isAbbreviationDot(text, dotAfter(text, word))).toBe(false);
  });

  test('the document reader keeps an abbreviation and its figure in one sentence', () => {
    expect(
      documentSentences('We bid for the works (value approx. £3.2M). Ops are in EE. UU. and Canada.'),
    ).toEqual(['We bid for the works (value approx. £3.2M).', 'Ops are in EE. UU. and Canada.']);
  });
});

describe('joinWrappedLines', () => {
  test('a mail-wrapped paragraph is one line again; its blank lines, greeting and list stay', () => {
    const mail = [
      'Hello team,',
      '',
      'Quick one before Monday. Our churn on the annual plan went from 4.2% last spring to',
      '6.8% this autumn, and most of the leavers are small offices that signed up in the',
      'first lockdown. We want a deck for Priya and the two other founders that explains',
      'Why that happened.',
      '- Tender value approx.',
      '  £640,000 over three years',
      '- Deadline 3 March',
      '',
      'Cheers,',
      'Tom',
    ].join('\n');
    expect(joinWrappedLines(mail).split('\n')).toEqual([
      'Hello team,',
      '',
      'Quick one before Monday. Our churn on the annual plan went from 4.2% last spring to 6.8% this autumn, and most of the leavers are small offices that signed up in the first lockdown. We want a deck for Priya and the two other founders that explains Why that happened.',
      '- Tender value approx. £640,000 over three years',
      '- Deadline 3 March',
      '',
      'Cheers,',
      'Tom',
    ]);
  });

  test('a field, a heading, a table row and a sentence that ended keep their line', () => {
    const text = [
      'Subject: Q3 numbers for the board deck and the appendix of last year',
      'From: Dana Whitlock <dana@example.org>',
      '## Where the money went this quarter and what we expect next time',
      '| Item | Cost |',
      'We closed the quarter with two new offices opened and one warehouse shut.',
      'Hiring is on plan.',
    ].join('\n');
    expect(joinWrappedLines(text)).toBe(text);
  });

  test('an agenda’s times and numbers set apart by spaces open their lines; a list run on with slashes goes on', () => {
    const agenda = '14:00 Welcome and introductions from the chair\n14:05 Who we are\n14:15 Our impact';
    expect(joinWrappedLines(agenda)).toBe(agenda);
    // (In a text wrapped at 72, where a long line's next one would be read as going on.)
    const order = [
      'These are the notes from the visit, typed up from the scan of his notebook,',
      'with everything he wants the deck to say and in the order he wants it said',
      'so please keep to it, and do ask if anything in the list below is unclear.',
      ' 1  the problem - scaffold is slow, costly, disruptive and tenants hate it',
      ' 2  how it works',
      ' 3  our numbers',
    ].join('\n');
    expect(joinWrappedLines(order).split('\n').slice(-3)).toEqual([
      ' 1  the problem - scaffold is slow, costly, disruptive and tenants hate it',
      ' 2  how it works',
      ' 3  our numbers',
    ]);
    expect(joinWrappedLines('- Revenue (£k): Q1 2025 410 / Q2 2025 455 /\n  Q1 2026 575 / Q2 2026 640')).toBe(
      '- Revenue (£k): Q1 2025 410 / Q2 2025 455 / Q1 2026 575 / Q2 2026 640',
    );
  });
});

describe('joinWrappedLines: names and quoted paragraphs', () => {
  const wrapped = [
    'Westvale Housing Association (9,400 homes across Wiltshire and Somerset) is choosing a',
    'partner to retrofit 600 homes over 2026–2028 with solar panels under the Warm',
    'Homes: Social Housing Fund. We are pitching on 14 January to their asset team.',
    'We want the deck to be warm and plain, because the tenant panel will be there too.',
  ];

  test('a name wrapped before its colon ("the Warm" + "Homes: …") is one line again', () => {
    const out = joinWrappedLines(wrapped.join('\n')).split('\n');
    expect(out[0]).toContain('under the Warm Homes: Social Housing Fund.');
  });

  test('an indented, quoted paragraph is joined as any other', () => {
    const quoted = [
      '    ----- pasted -----',
      '    Tenants energy bills fell by an average of 31% in the first year. Installation took an',
      '    average of 1.5 days per home and tenant satisfaction was 91%. The project was delivered',
      '    £140,000 under budget.',
    ];
    const out = joinWrappedLines([...wrapped, '', ...quoted].join('\n')).split('\n');
    expect(out.slice(-2)).toEqual([
      '    ----- pasted -----',
      '    Tenants energy bills fell by an average of 31% in the first year. Installation took an average of 1.5 days per home and tenant satisfaction was 91%. The project was delivered £140,000 under budget.',
    ]);
  });
});

describe('runOnClauses', () => {
  const runOn =
    'ok so the thing is Harbourline want a deck for the port authority meeting on the 9th and they think ' +
    'the new ferry route from Ardrossan and Brodick could carry 80,000 passengers in its first summer and ' +
    'the fares would stay at £7.50 for islanders and Harbourline already run four boats with 96% of ' +
    'sailings on time and oh we should mention the award they won in 2023 somewhere and please keep it short';

  test('a run-on paragraph is cut before each joining word that opens a clause', () => {
    expect(runOnClauses(runOn)).toEqual([
      'ok so the thing is Harbourline want a deck for the port authority meeting on the 9th',
      'and they think the new ferry route from Ardrossan and Brodick could carry 80,000 passengers in its first summer',
      'and the fares would stay at £7.50 for islanders',
      'and Harbourline already run four boats with 96% of sailings on time',
      'and oh we should mention the award they won in 2023 somewhere',
      'and please keep it short',
    ]);
  });

  test('a sentence of ordinary length is left whole', () => {
    const short = 'The route links Ardrossan and Brodick and the fares stay at £7.50 for islanders.';
    expect(runOnClauses(short)).toEqual([short]);
  });
});
