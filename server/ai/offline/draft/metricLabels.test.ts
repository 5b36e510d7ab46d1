import { describe, expect, test } from 'vitest';
import { draftText } from '../../../../tests/briefs/briefFile';
import { figuresOf } from './figures';
import { sentencesOf } from './sentences';
import { metricsOfLine } from './slideMatter';
import { readerOf } from './words';

/**
 * A metric's label names what is measured, a noun phrase of its sentence; a figure without one is
 * no metric (issue 34, blind round 3 re-read: "Worth roughly €95", "Staff 15%", "Partners €48,000").
 */
const r = readerOf('en');
const labels = (text: string) =>
  figuresOf(sentencesOf(text, 'brief', r), 4, r).map((f) => `${f.metric.label} ${f.metric.value}`);

describe('metric labels', () => {
  test('a hedge is no label: "worth roughly €95" is no metric', () => {
    expect(labels('Each missed check-up is worth roughly €95 in fees.').join()).not.toMatch(/worth|roughly/i);
  });

  test('who acted is no label: "the partners approved €48,000" takes the line\'s label', () => {
    expect(labels('Budget: the partners approved up to €48,000 for year one.')).toEqual(['Budget €48,000']);
  });

  test('a counted noun never labels money or a rate: "by staff by 15%"', () => {
    expect(labels('The goal is to cut car commuting by staff by 15% by 2030.')).toEqual([]);
    // It still labels a count.
    expect(labels('We have 210 staff in Hull.')[0]).toMatch(/^Staff/);
  });

  test('an aim\'s verb is no part of its label: "get recall back to 75%" is recall', () => {
    expect(labels('Target: get recall back to 75% by end of 2026.')).toEqual(['Recall 75%']);
    expect(labels('Fill the roles and cut support backlog by 30%.')).toEqual(['Support backlog 30%']);
  });

  test('an action is no label: "move £15k/month" is no metric', () => {
    expect(labels('Ask = move £15k/month from paid social into Google Shopping.')).toEqual([]);
  });

  // A verb after the figure is no label: a participle takes what follows it ("aged 18–34"), a
  // verb of a share gives way to its phrase ("come from within 40 miles" → "from within 40 miles");
  // a noun after a figure stays its label, with or without a phrase after it.
  test.each([
    {
      line: '64% aged 18–34, 71 NPS, 58% come from within 40 miles',
      want: ['64% Aged 18–34', '71 NPS', '58% From within 40 miles'],
    },
    { line: '12% based in Leeds, 30% living abroad', want: ['12% Based in Leeds', '30% Living abroad'] },
    { line: '41% live within 5 km, 22% travel by train', want: ['41% Within 5 km', '22% By train'] },
    { line: '1,200 users, 20% growth', want: ['1,200 Users', '20% Growth'] },
  ])('a verb phrase labels its figure: $line', ({ line, want }) => {
    expect(metricsOfLine(line, r).map((m) => `${m.value} ${m.label}`)).toEqual(want);
  });

  test('a plural noun after a figure keeps its label, its phrase no verb\'s: "1,200 users from Germany"', () => {
    expect(labels('We have 1,200 users from Germany.')).toEqual(['Users 1,200']);
    expect(labels('Audience survey: 64% aged 18–34, 58% come from within 40 miles.')).toEqual([
      'Aged 18–34 64%',
      'From within 40 miles 58%',
    ]);
  });
});

describe('a metrics slide of a verb phrase', () => {
  test('the deck shows "64% Aged 18–34" and "58% From within 40 miles", never "Aged" or "Come"', () => {
    const brief = [
      'WHO WE ARE',
      '- A three-day coastal music festival in Essex since 2019',
      '',
      'WHO OUR CROWD IS',
      '- 64% aged 18–34, 71 NPS, 58% come from within 40 miles',
      '',
      'THE ASK',
      '- Title sponsor, £85k a year for three years',
    ].join('\n');
    const d = draftText(
      brief,
      [{ id: 'c1', text: 'Who our crowd is', completed: false }],
      'Saltings Festival',
    );
    const metrics = d.slides.find((s) => s.type === 'metrics')?.content.metrics ?? [];
    expect(metrics.map((m) => `${m.value} ${m.label}${m.subtext ? ` / ${m.subtext}` : ''}`)).toEqual([
      '64% Aged 18–34',
      '71 NPS',
      '58% From within 40 miles',
    ]);
  });
});
