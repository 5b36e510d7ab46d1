import { describe, expect, test } from 'vitest';
import type { DeckState } from '../../deck';
import { interpretCommand } from './index';

/**
 * Plain requests on an agency's deck as it really looks: accents, Japanese, "&" and quotes in
 * titles, several metrics (one with a subtext), two metrics slides. Each asserts the exact
 * operations, or the exact answer with no operation.
 */
function agencyDeck(): DeckState {
  return {
    slides: [
      {
        id: 'a1',
        type: 'title',
        title: 'Café Lumière — Brand Refresh',
        content: { subtitle: 'Prepared for the board' },
        notes: '',
      },
      {
        id: 'a2',
        type: 'content',
        title: 'Agenda',
        content: { items: ['Where we are', 'What we heard', 'Plan & budget'] },
        notes: '',
      },
      {
        id: 'a3',
        type: 'metrics',
        title: 'Q3 "Wins" & Numbers',
        content: {
          metrics: [
            { value: '$4.2M', label: 'Revenue' },
            { value: '3.1%', label: 'Churn' },
            { value: '71', label: 'NPS', subtext: 'up from 58' },
          ],
        },
        notes: 'Pause on churn.',
      },
      { id: 'a4', type: 'content', title: '市場概況', content: { items: ['東京', '大阪'] }, notes: '' },
      {
        id: 'a5',
        type: 'comparison',
        title: 'Us vs. Them',
        content: {
          comparison: {
            left: { title: 'Us', items: ['Fast', 'Local'] },
            right: { title: 'Them', items: ['Slow'] },
          },
        },
        notes: '',
      },
      { id: 'a6', type: 'statement', title: 'Über uns', content: { text: 'Design that sells' }, notes: '' },
      {
        id: 'a7',
        type: 'metrics',
        title: 'Pipeline',
        content: {
          metrics: [
            { value: '$9M', label: 'Revenue pipeline' },
            { value: '12', label: 'Deals' },
          ],
        },
        notes: '',
      },
      { id: 'a8', type: 'thank_you', title: 'Merci & à bientôt', content: {}, notes: '' },
    ],
    brief: 'Café Lumière wants a brand refresh.',
    checklist: [],
    metadata: { clientName: 'Café Lumière' },
  };
}

const run = (say: string, selected?: string) => interpretCommand(say, agencyDeck(), selected);
const ops = (say: string, selected?: string) => {
  const result = run(say, selected);
  expect(result.notUnderstood).toBeUndefined();
  return result.operations;
};
/** What the engine answers instead of changing anything. */
const answer = (say: string, selected?: string) => {
  const result = run(say, selected);
  expect(result.operations).toEqual([]);
  return result.notUnderstood;
};
const Q3 = [
  { value: '$4.2M', label: 'Revenue' },
  { value: '3.1%', label: 'Churn' },
  { value: '71', label: 'NPS', subtext: 'up from 58' },
];
const q3With = (metrics: unknown[]) => [{ op: 'update_slide', slideId: 'a3', content: { metrics } }];

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

describe('removing parts of a slide', () => {
  test('every bullet of a slide named in Japanese, in one update', () => {
    expect(ops('clear the bullets on 市場概況')).toEqual([
      { op: 'update_slide', slideId: 'a4', content: { items: [] } },
    ]);
  });

  test('every bullet of every slide: only the slides that have some', () => {
    expect(ops('remove all bullets from every slide')).toEqual([
      { op: 'update_slide', slideId: 'a2', content: { items: [] } },
      { op: 'update_slide', slideId: 'a4', content: { items: [] } },
    ]);
  });

  test('a quoted bullet with "&" from the slide named by its bare title', () => {
    expect(ops('remove "Plan & budget" from the agenda')).toEqual([
      { op: 'update_slide', slideId: 'a2', content: { items: ['Where we are', 'What we heard'] } },
    ]);
  });

  test('a metric by its label keeps the others, subtext and all', () => {
    expect(ops('remove the churn metric')).toEqual(q3With([Q3[0], Q3[2]]));
    expect(ops('delete the NPS number pls')).toEqual(q3With([Q3[0], Q3[1]]));
    expect(ops('remove teh churn metirc')).toEqual(q3With([Q3[0], Q3[2]]));
  });

  test('an exact label wins over a label that holds it', () => {
    expect(ops('remove the revenue metric')).toEqual(q3With([Q3[1], Q3[2]]));
  });

  test('the selected slide is the one meant when it has such a metric', () => {
    expect(ops('remove the revenue metric', 'a7')).toEqual([
      { op: 'update_slide', slideId: 'a7', content: { metrics: [{ value: '12', label: 'Deals' }] } },
    ]);
    expect(ops('remove the churn metric', 'a7')).toEqual(q3With([Q3[0], Q3[2]]));
  });

  test('a label held by metrics on two slides, none selected: a question', () => {
    const deck = agencyDeck();
    deck.slides[6]!.content.metrics![1]!.label = 'Churn risk';
    deck.slides[2]!.content.metrics![1]!.label = 'Churn rate';
    expect(interpretCommand('remove the churn metric', deck)).toEqual({
      operations: [],
      notUnderstood: 'Which metric do you mean: “Churn rate” on slide 3 or “Churn risk” on slide 7?',
    });
  });

  test('several metrics by label, in one update of their slide', () => {
    expect(ops('remove the churn and NPS metrics')).toEqual(q3With([Q3[0]]));
    expect(ops('remove the churn metric and the deals metric')).toEqual([
      ...q3With([Q3[0], Q3[2]]),
      {
        op: 'update_slide',
        slideId: 'a7',
        content: { metrics: [{ value: '$9M', label: 'Revenue pipeline' }] },
      },
    ]);
  });

  test('several bullets by number or from an end, in one update', () => {
    const agenda = (items: string[]) => [{ op: 'update_slide', slideId: 'a2', content: { items } }];
    expect(ops('delete bullets 2 and 3 on the agenda')).toEqual(agenda(['Where we are']));
    expect(ops('remove the first two bullets', 'a2')).toEqual(agenda(['Plan & budget']));
    expect(answer('remove the last five bullets', 'a2')).toBe(
      'Slide 2 has only 3 bullets. Which ones do you mean?',
    );
    expect(answer('delete bullets 2 and 7 on the agenda')).toBe(
      "I can't find that bullet on slide 2. Which one do you mean?",
    );
  });

  test('by place, on the slide named or selected', () => {
    expect(ops('remove the second metric from slide 3')).toEqual(q3With([Q3[0], Q3[2]]));
    expect(ops('remove the last metric', 'a7')).toEqual([
      {
        op: 'update_slide',
        slideId: 'a7',
        content: { metrics: [{ value: '$9M', label: 'Revenue pipeline' }] },
      },
    ]);
    expect(ops('remove all metrics from the pipeline slide')).toEqual([
      { op: 'update_slide', slideId: 'a7', content: { metrics: [] } },
    ]);
  });

  test('by place with two metrics slides and none selected: a question', () => {
    expect(answer('remove the last metric')).toBe('That names 2 slides. Which one do you mean?');
  });

  test('a label that is not there names the ones that are', () => {
    expect(answer('remove the profit metric')).toBe(
      'There is no figure labelled “profit”: the metrics are “Revenue”, “Churn”, “NPS”, “Revenue pipeline” or “Deals”. Which one do you mean?',
    );
  });
});

describe('editing a metric', () => {
  test('its label, its value, or a question when the words could be either', () => {
    expect(ops('rename the revenue metric to ARR')).toEqual(
      q3With([{ ...Q3[0], label: 'ARR' }, Q3[1], Q3[2]]),
    );
    expect(ops('change the churn number to 2.8%')).toEqual(
      q3With([Q3[0], { ...Q3[1], value: '2.8%' }, Q3[2]]),
    );
    expect(ops('change the label of the NPS metric to Net promoter score')).toEqual(
      q3With([Q3[0], Q3[1], { ...Q3[2], label: 'Net promoter score' }]),
    );
    expect(ops('call the deals metric "Deals won"')).toEqual([
      {
        op: 'update_slide',
        slideId: 'a7',
        content: {
          metrics: [
            { value: '$9M', label: 'Revenue pipeline' },
            { value: '12', label: 'Deals won' },
          ],
        },
      },
    ]);
    expect(answer('change the churn metric to low')).toMatch(/value or its label\?/);
  });
});

describe('moving a slide found by its title or type', () => {
  test.each([
    ['put the thank you slide second', 'a8', 2],
    ['move “Merci & à bientôt” to the start', 'a8', 1],
    ['make the agenda slide 3', 'a2', 3],
    ['make Agenda the third slide', 'a2', 3],
    ['move 市場概況 to slide 2', 'a4', 2],
    ['move Us vs. Them to the end', 'a5', 8],
    ['pls put "Über uns" fourth', 'a6', 4],
    ['put the statement in third place', 'a6', 3],
    ['move Über uns right after Agenda', 'a6', 3],
    ['move the thank you slide to be second', 'a8', 2],
  ])('%s', (say, slideId, position) => {
    expect(ops(say)).toEqual([{ op: 'move_slide', slideId, position }]);
  });
});

describe('renaming titles with accents, CJK, "&" and quotes', () => {
  test.each([
    ['rename "Über uns" to "Über uns & Team"', 'a6', 'Über uns & Team'],
    ['rename the 市場概況 slide to 市場の概要', 'a4', '市場の概要'],
    ['call the last slide "Thank you & goodbye"', 'a8', 'Thank you & goodbye'],
    ["rename Us vs. Them to 'Why us'", 'a5', 'Why us'],
  ])('%s', (say, slideId, title) => {
    expect(ops(say)).toEqual([{ op: 'update_slide', slideId, title }]);
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
