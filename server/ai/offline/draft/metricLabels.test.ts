import { describe, expect, test } from 'vitest';
import { figuresOf } from './figures';
import { sentencesOf } from './sentences';
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
});
