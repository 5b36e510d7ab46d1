import { describe, expect, test } from 'vitest';
import { agencyDeck, answer } from '../../../tests/helpers/agencyDeck';
import { interpretCommand } from './index';

/** Plain questions on an agency's deck: answered exactly, and nothing changed. */
describe('reading a slide back changes nothing', () => {
  test('a metrics slide: its metrics, subtexts and notes', () => {
    expect(answer('read me the third slide')).toBe(
      [
        'Slide 3 of 8: “Q3 "Wins" & Numbers” (metrics slide).',
        '3 metrics:',
        '• $4.2M Revenue',
        '• 3.1% Churn',
        '• 71 NPS (up from 58)',
        'Speaker notes: Pause on churn.',
        'Nothing was changed.',
      ].join('\n'),
    );
  });

  test.each([
    ["what's on the 市場概況 slide", 'Slide 4 of 8: “市場概況” (content slide).\n2 bullets:\n• 東京\n• 大阪'],
    ['what is on the Q3 "Wins" & Numbers slide?', 'Slide 3 of 8: “Q3 "Wins" & Numbers”'],
    [
      'What does the "Über uns" slide say',
      'Slide 6 of 8: “Über uns” (statement slide).\nText: Design that sells',
    ],
    ['describe the comparison slide', '• Us: Fast; Local\n• Them: Slow'],
    [
      'what is on slide "Merci & à bientôt"',
      'Slide 8 of 8: “Merci & à bientôt” (thank you slide).\nIt has no words',
    ],
    ['summarize the first slide', 'Subtitle: Prepared for the board'],
    ['what is on this slide?', 'Slide 2 of 8: “Agenda”'],
  ])('%s', (say, part) => {
    expect(answer(say, say.includes('this slide') ? 'a2' : undefined)).toContain(part);
  });

  test('one metric by its label: its value, subtext and slide', () => {
    expect(answer('what is the NPS figure?')).toBe(
      '“NPS” is 71 (up from 58), on slide 3. Nothing was changed.',
    );
    expect(answer('how much is the deals metric')).toBe('“Deals” is 12, on slide 7. Nothing was changed.');
  });

  test('two metrics slides named by type: one question', () => {
    expect(answer('what is on the metrics slide')).toBe(
      'There are 2 metrics slides (slide 3 or slide 7). Which one do you mean?',
    );
  });
});

describe('what must not change the deck', () => {
  test.each([
    'what does "remove the churn metric" mean?',
    "don't remove the churn metric",
    'should we delete the agenda?',
    'is it ok to clear the bullets on slide 2?',
    'how can I move the thank you slide to the start',
    'do not touch slide 3',
  ])('%s', (say) => {
    expect(answer(say)).toMatch(/Nothing was changed/);
  });

  test('a title that reads as a command is only a title', () => {
    const deck = agencyDeck();
    deck.slides[1]!.title = 'Remove all bullets';
    expect(interpretCommand('what is on the "Remove all bullets" slide', deck).operations).toEqual([]);
  });

  test('"clear" with a whole slide asks instead of deleting it', () => {
    expect(answer('clear slide 4')).toBe(
      '“Clear” slide 4 could mean deleting it or emptying it. Say “delete slide 4” to remove the slide, or “clear the bullets on slide 4” to empty its bullets. Nothing was changed.',
    );
  });
});
