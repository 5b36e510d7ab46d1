import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  type FoundPattern,
  patternsBuiltAtLoad,
  scanFile,
  sourceFiles,
  vulnerable,
} from '../../tests/helpers/regexAudit';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('regex audit (issue 15): no pattern in our source backtracks super-linearly', () => {
  test('the checker itself tells a vulnerable pattern from a safe one', async () => {
    const found = (source: string, flags: string): FoundPattern => ({ source, flags, where: 'sample' });
    const verdicts = await vulnerable(
      [
        // The CSS sanitiser's old url() pattern: cubic on "url(" and spaces.
        found(String.raw`url\(\s*(['"]?)\s*(?!data:image\/)[^)]*\)`, 'gi'),
        found(String.raw`^[\s.]+|[\s.]+$`, 'g'),
        found('^[A-Za-z0-9_-]{1,128}$', ''),
      ],
      false,
    );
    expect(verdicts.map((v) => v.pattern.source)).toEqual([
      String.raw`url\(\s*(['"]?)\s*(?!data:image\/)[^)]*\)`,
      String.raw`^[\s.]+|[\s.]+$`,
    ]);
  }, 60_000);

  test('every regex in common/, server/, app/ and scripts/ is linear', async () => {
    const files = sourceFiles(root, ['common', 'server', 'app', 'scripts']);
    expect(files.length).toBeGreaterThan(100);
    const scans = files.map((f) => scanFile(f, root));
    const patterns = scans.flatMap((s) => s.patterns);
    // A sanity check on the scan: it finds the patterns of files known to hold some.
    const where = new Set(patterns.map((p) => p.where.slice(0, p.where.lastIndexOf(':'))));
    for (const known of ['common/sanitize.ts', 'server/config.ts', 'server/documents/prose.ts'])
      expect(where, known).toContain(known);
    expect(patterns.length).toBeGreaterThan(50);
    const builtFromParts = scans.flatMap((s) => s.builtFromParts);
    const modules = [...new Set(builtFromParts.map((w) => w.slice(0, w.lastIndexOf(':'))))];
    // A query makes each a module of its own, evaluated now even when another test file in this
    // worker loaded it before (the unit project shares its modules between files).
    const built = await patternsBuiltAtLoad(root, () =>
      Promise.all(modules.map((m) => import(`${pathToFileURL(path.join(root, m)).href}?regex-audit`))),
    );
    patterns.push(...built);
    // A RegExp built from parts must be built while its module loads, where this test sees it.
    const seen = new Set(built.map((p) => p.where));
    expect(
      builtFromParts.filter((w) => !seen.has(w)),
      'RegExps built from parts later than at load cannot be audited',
    ).toEqual([]);
    const verdicts = await vulnerable(patterns);
    // The command frames' patterns (a lazy slot per part a person names) only ever read a message
    // of at most FRAME_INPUT_MAX characters, normalised to single spaces: a polynomial there is a
    // bounded cost. Exponential is never let through.
    const bounded = (v: (typeof verdicts)[number]) =>
      v.pattern.where.startsWith('server/ai/offline/frames.ts:') && /polynomial/.test(v.problem);
    // Loaded only now, after patternsBuiltAtLoad has seen its patterns built.
    const { FRAME_INPUT_MAX, framed } = await import('../ai/offline/frames');
    expect(framed(`move ${'x '.repeat(FRAME_INPUT_MAX)} to the top of the agenda`)).toBeUndefined();
    expect(
      verdicts
        .filter((v) => !bounded(v))
        .map((v) => `${v.pattern.where}: /${v.pattern.source}/${v.pattern.flags}: ${v.problem}`),
    ).toEqual([]);
  }, 240_000);
});
