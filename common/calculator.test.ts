import { describe, expect, it } from 'vitest';
import { clampCount, countProblem, DEFAULT_TEAM, teamCosts } from './calculator';

describe('teamCosts', () => {
  it('gives SPEC §9 figures for the defaults', () => {
    const c = teamCosts(DEFAULT_TEAM);
    expect(c).toMatchObject({
      inHouseTotal: 600_000,
      augmentedTotal: 225_000,
      savings: 375_000,
      percentSaved: 63,
    });
    expect(c.percentLabel).toBe('% saved');
    expect(c.valueLabel).toBe('Better Value');
  });

  it('labels a dearer augmented team as premium', () => {
    const c = teamCosts({ designers: 1, developers: 0, augmented: 3 });
    expect(c.savings).toBe(120_000 - 225_000);
    expect(c.percentSaved).toBe(-87); // Math.round(-87.5)
    expect(c.percentLabel).toBe('Higher cost');
    expect(c.valueLabel).toBe('Premium Team');
  });

  it('treats zero savings as not better', () => {
    expect(teamCosts({ designers: 0, developers: 0, augmented: 0 })).toMatchObject({
      savings: 0,
      percentSaved: 0,
      better: false,
    });
  });

  it('clamps counts to whole numbers of at least 0', () => {
    expect(clampCount(-3)).toBe(0);
    expect(clampCount('4.7')).toBe(4);
    expect(clampCount('abc')).toBe(0);
    expect(clampCount(10_001)).toBe(0);
    expect(clampCount(10_000)).toBe(10_000);
    expect(countProblem('1000000')).toBe('Enter a whole number from 0 to 10,000');
    expect(countProblem('-5')).toBe('Enter a whole number from 0 to 10,000');
    expect(countProblem('2.5')).toBe('Enter a whole number from 0 to 10,000');
    expect(countProblem('')).toBeUndefined();
    expect(countProblem('7')).toBeUndefined();
    expect(clampCount(Number.NaN)).toBe(0);
  });
});
