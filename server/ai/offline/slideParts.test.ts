import { describe, expect, test } from 'vitest';
import { agencyDeck, answer, ops, Q3, q3With } from '../../../tests/helpers/agencyDeck';
import { interpretCommand } from './index';

/**
 * Plain requests on parts of an agency's slides and on where slides stand: each asserts the exact
 * operations, or the exact answer with no operation.
 */
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

  test('a quoted bullet added to the slide named by its bare title; a field stays a field', () => {
    expect(ops('add "Next steps" as a bullet to the agenda')).toEqual([
      {
        op: 'update_slide',
        slideId: 'a2',
        content: { items: ['Where we are', 'What we heard', 'Plan & budget', 'Next steps'] },
      },
    ]);
    expect(ops('add "Legal review" to the checklist')).toEqual([
      { op: 'add_checklist_items', items: ['Legal review'] },
    ]);
    expect(answer('add "Risks" to the nowhere slide')).toBe(
      'There is no slide called “nowhere” in this deck. Which slide do you mean?',
    );
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
    // Typed without accents: "Über uns" is found as "uber uns".
    ['move uber uns to the end', 'a6', 8],
    ['put merci & a bientot first', 'a8', 1],
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
    ['change the title of 市場概況 to Markets', 'a4', 'Markets'],
  ])('%s', (say, slideId, title) => {
    expect(ops(say)).toEqual([{ op: 'update_slide', slideId, title }]);
  });
});
