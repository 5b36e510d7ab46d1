import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 33: a test that bounds a duration or sleeps fails when the machine is busy, not when the
 * code is wrong. Tests wait on what they can observe (page.clock, the injected `now`, an event, a
 * counter) and timing lives in bench/. This finds the three shapes such a test takes; a unit test
 * runs it over every test file.
 */

export interface WallClockFinding {
  file: string;
  line: number;
  rule: string;
  text: string;
}

/** Words that name a duration in the expression an assertion is about. */
const DURATION =
  /\b(ms|took|elapsed|duration|latency|latencies|p50|p90|p99)\b|performance\.now|Date\.now|[a-z]Ms\b/;

/** An assertion that compares its subject with a bound. */
const COMPARISON = /\)\s*\.\s*(?:not\s*\.\s*)?toBe(?:Less|Greater)Than(?:OrEqual)?\s*\(/;

/**
 * The subject of each `expect(…)` on the line: the text from `expect(` up to its matching `)`,
 * and what follows it. A linear scan that counts brackets.
 */
function* expectations(line: string): Generator<{ subject: string; rest: string }> {
  let from = 0;
  for (;;) {
    const start = line.indexOf('expect(', from);
    if (start < 0) return;
    let depth = 0;
    let end = -1;
    for (let i = start + 'expect'.length; i < line.length; i++) {
      if (line[i] === '(') depth++;
      else if (line[i] === ')' && --depth === 0) {
        end = i;
        break;
      }
    }
    if (end < 0) return;
    yield { subject: line.slice(start + 'expect('.length, end), rest: line.slice(end) };
    from = end;
  }
}

/**
 * A line right under a comment holding this marker and a reason is let through: for code that
 * stands in for a slow outside party (a fake model's pace, used by bench/), never for a test's wait.
 */
export const ALLOW = 'wall-clock-ok:';

/** The findings in one file's text. */
export function wallClockFindings(file: string, source: string): WallClockFinding[] {
  const findings: WallClockFinding[] = [];
  const lines = source.split('\n');
  lines.forEach((text, i) => {
    if (i > 0 && lines[i - 1]!.includes(ALLOW)) return;
    const at = (rule: string) => findings.push({ file, line: i + 1, rule, text: text.trim() });
    if (text.includes('waitForTimeout(')) at('waitForTimeout: wait for what the page shows instead');
    // A promise resolved by a timer of some length: a sleep. setTimeout(r, 0) only yields a turn.
    const sleep = /setTimeout\( ?(r|res|resolve|done) ?, ?([^)\s]{1,40}) ?\)/.exec(text);
    if (sleep && sleep[2] !== '0') at('sleep: wait on an event, a counter or the injected clock');
    for (const { subject, rest } of expectations(text)) {
      if (COMPARISON.test(rest.slice(0, 40)) && DURATION.test(subject))
        at('a duration asserted: timing belongs in bench/');
    }
  });
  return findings;
}

/** Test files: everything under e2e/ and tests/, and every *.test.ts(x) elsewhere. */
export function testFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, all: boolean) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel, all);
      else if (/\.tsx?$/.test(entry.name) && (all || /\.test\.tsx?$/.test(entry.name))) found.push(rel);
    }
  };
  for (const dir of ['e2e', 'tests']) walk(dir, true);
  for (const dir of ['app', 'common', 'server', 'scripts']) walk(dir, false);
  return found.sort();
}

export function wallClockFindingsIn(root: string): WallClockFinding[] {
  return testFiles(root).flatMap((file) =>
    wallClockFindings(file, readFileSync(path.join(root, file), 'utf8')),
  );
}
