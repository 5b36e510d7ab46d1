import { describe, expect, test } from 'vitest';
import { pointsOf } from './points';
import { wordsOf } from './sentences';

const points = (text: string) =>
  pointsOf({ text, source: 'the brief', words: wordsOf(text) }).map((p) => p.text);

describe('pointsOf', () => {
  test('a sentence that fits a bullet stays whole, as written', () => {
    expect(points('Risks: data quality, adoption by senior reps.')).toEqual([
      'Risks: data quality, adoption by senior reps.',
    ]);
    expect(points('We migrate the ledger, and then the payroll.')).toEqual([
      'We migrate the ledger, and then the payroll.',
    ]);
  });

  test('three things after a label become three points; “and” inside an item stays', () => {
    expect(points('Scope: data migration and cleanup, dashboards, and training for 120 users.')).toEqual([
      'Data migration and cleanup',
      'Dashboards',
      'Training for 120 users',
    ]);
  });

  test('a long sentence splits at a statement of its own, each point with its own words', () => {
    const text =
      'The finance team closes the books by hand every month across eleven entities, and auditors flag the same reconciliation gaps in every single review they run';
    const out = pointsOf({ text, source: 'the brief', words: wordsOf(text) });
    expect(out.map((p) => p.text)).toEqual([
      'The finance team closes the books by hand every month across eleven entities',
      'Auditors flag the same reconciliation gaps in every single review they run',
    ]);
    expect(out[1]!.words).toEqual(wordsOf(out[1]!.text));
  });

  test('items set off by semicolons are points, and commas in brackets stay inside their item', () => {
    expect(
      points(
        'We propose a 12-week programme: discovery workshops with the leadership team and 20 customer interviews; a new visual identity (logo, colour, type, photography); a rollout kit for stores, web and social.',
      ),
    ).toEqual([
      'We propose a 12-week programme',
      'Discovery workshops with the leadership team and 20 customer interviews',
      'A new visual identity (logo, colour, type, photography)',
      'A rollout kit for stores, web and social',
    ]);
    expect(points('Deliverables: a brand book (logo, type, colour), templates, and a launch film.')).toEqual([
      'A brand book (logo, type, colour)',
      'Templates',
      'A launch film',
    ]);
  });

  test('a colon that does not open a list, or a list of long items, is left to the bullet', () => {
    const prose =
      'Note: the migration of every regional ledger depends on the vendor finishing its integration work before the end of the second quarter of next year';
    expect(points(prose)).toEqual([prose]);
  });
});
