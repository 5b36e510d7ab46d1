import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { wallClockFindings, wallClockFindingsIn } from './wallClock';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The planted lines are put together from parts, so this file does not trip its own check.
const planted = (...parts: string[]) => parts.join('');

describe('no test waits on the wall clock (issue 33)', () => {
  test('finds a sleep, a waitForTimeout and a bounded duration', () => {
    const rules = (line: string) => wallClockFindings('x.spec.ts', line).map((f) => f.rule.split(':')[0]);
    expect(rules(planted('  await page.waitFor', 'Timeout(500);'))).toEqual(['waitForTimeout']);
    expect(rules(planted('await new Promise((r) => set', 'Timeout(r, 200));'))).toEqual(['sleep']);
    expect(rules(planted('expect(res.ms).toBe', 'LessThan(2_000);'))).toEqual(['a duration asserted']);
    expect(rules(planted('expect(performance.now() - started).toBe', 'LessThan(1000);'))).toEqual([
      'a duration asserted',
    ]);
    expect(rules(planted('expect(took, label).not.toBe', 'GreaterThan(LOGIN_DELAY_MS);'))).toEqual([
      'a duration asserted',
    ]);
    expect(rules(planted('expect(Math.max(...latencies)).toBe', 'LessThan(100);'))).toEqual([
      'a duration asserted',
    ]);
  });

  test('lets through what only looks alike, and a line marked with its reason', () => {
    expect(
      wallClockFindings(
        'x.ts',
        planted('// wall-clock', "-ok: a fake model's pace\n", 'setTime', 'out(r, ms);'),
      ),
    ).toEqual([]);
    for (const line of [
      'await new Promise((r) => setTimeout(r, 0));',
      'expect(box.x + box.width).toBeLessThanOrEqual(391);',
      'expect(retryAfter).toBeLessThanOrEqual(first.windowMs / 1000);',
      'expect(res.status, label).toBeLessThan(500);',
      'expect(server.waits).toEqual([SHARE_LINK_DELAY_MS]);',
    ])
      expect(wallClockFindings('x.test.ts', line), line).toEqual([]);
  });

  test('no test file in the tree does any of it', () => {
    expect(wallClockFindingsIn(root)).toEqual([]);
  });
});
