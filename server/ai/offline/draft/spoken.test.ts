import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { readBrief } from './reading';
import { isSpoken, spokenContacts, spokenFigures, withoutRepeats } from './spoken';

describe('a brief said aloud', () => {
  test.each([
    ['the no-show rate was eleven percent', 'the no-show rate was 11%'],
    ['during the pilot it was six point five percent', 'during the pilot it was 6.5%'],
    [
      'about nine hundred a month before and five hundred and forty a month during',
      'about 900 a month before and 540 a month during',
    ],
    ['the software is eight hundred pounds a month', 'the software is £800 a month'],
    ['so nine thousand six hundred a year, setup of twelve hundred', 'so 9,600 a year, setup of 1,200'],
    ['forty-three percent of all bookings', '43% of all bookings'],
    [
      'roll it out to all four practices, one partner, a one-off setup',
      'roll it out to all four practices, one partner, a one-off setup',
    ],
    // Zoom's captions (blind14's 02): a scale after a decimal, a year said without its hyphen, a
    // caption's spelt-out letters, a financial year by its last digits, "point oh", a day as a word.
    [
      'F Y twenty four was thirty eight point two million. F Y twenty five forty one point seven.',
      'FY24 was 38.2 million. FY25 41.7.',
    ],
    ['Planning consent expected January twenty twenty seven', 'Planning consent expected January 2027'],
    ['Payback is four point two years, but that’s T B C', 'Payback is 4.2 years, but that’s TBC'],
    ['Wakefield seventy four trucks, ninety six point oh', 'Wakefield 74 trucks, 96.0'],
    ['the board meeting on the fifteenth of December', 'the board meeting on 15 December'],
    ['due on the twenty first of March', 'due on 21 March'],
    ['a market of four point five billion', 'a market of 4.5 billion'],
  ])('“%s” says “%s”', (said, written) => {
    expect(spokenFigures(said)).toBe(written);
  });

  test('a figure said twice is said once', () => {
    expect(withoutRepeats('During the pilot it was 6.5%. 6.5. Mostly because')).toBe(
      'During the pilot it was 6.5%. Mostly because',
    );
  });

  test('a transcript is known by its spoken figures; a written brief is not', () => {
    expect(isSpoken('[Voice memo - 4:37 - transcribed automatically]')).toBe(true);
    expect(isSpoken('eleven percent, six point five percent, nine hundred a month')).toBe(true);
    expect(isSpoken('We have four stores and two vans.')).toBe(false);
  });

  test('read: filler between sentences goes, a correction replaces what it corrects', () => {
    const reading = readBrief(
      [
        '[Voice memo - transcribed automatically]',
        'The no-show rate was eleven percent. Um, what else. Calls were nine hundred a month.',
        'The cost is eight hundred pounds a month, so nine thousand six hundred a year. No wait, it’s nine thousand six hundred plus a one-off setup of twelve hundred. Yeah.',
      ].join('\n'),
    );
    expect(reading.text).toContain('The no-show rate was 11%.');
    expect(reading.text).not.toMatch(/what else|Yeah/i);
    expect(reading.text).toContain('The cost is £800 a month, so 9,600 plus a one-off setup of 1,200');
    expect(reading.text).not.toContain('9,600 a year');
  });
});

test('a transcript’s contact said aloud is written as the closing slide shows it', () => {
  expect(
    spokenContacts(
      'Contact on the last slide is me. marianne dot okafor at orrin freight dot example. Mobile oh seven seven hundred nine hundred three four seven.',
    ),
  ).toBe('Contact on the last slide is me. marianne.okafor@orrinfreight.example. Mobile 07700 900347.');
  // A place and a time are no address; digits that make no number stay words.
  expect(spokenContacts('we meet at the office at nine, oh one two three four five')).toBe(
    'we meet at the office at nine, oh one two three four five',
  );
});

test('drafted, a transcript’s closing slide has the contact it says aloud', () => {
  const brief = `Ravi Chandran: the revenue was thirty eight point two million, up eleven percent, forty one point seven next year.
Marianne Okafor: Contact on the last slide is me. marianne dot okafor at orrin freight dot example. Mobile oh seven seven hundred nine hundred three four seven.`;
  const d = draftText(brief, [], 'Orrin Freight');
  expect(d.slides.at(-1)?.content.subtitle).toMatch(/marianne\.okafor@orrinfreight\.example · 07700 900347/);
});
