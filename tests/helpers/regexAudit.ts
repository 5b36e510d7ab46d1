import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { check } from 'recheck';
import ts from 'typescript';

const require = createRequire(import.meta.url);

/**
 * The regex audit of issue 15: every regular expression in our source, checked by recheck for
 * super-linear (polynomial or exponential) backtracking. A pattern is found three ways:
 *  - a regex literal;
 *  - `new RegExp('literal')`;
 *  - `new RegExp(built)` at module level: the module is imported with the RegExp constructor
 *    watched, and each pattern it builds is checked.
 * A RegExp built from parts that does not run while its module loads (inside a function called
 * later) cannot be audited; it is reported as such.
 */

export interface FoundPattern {
  source: string;
  flags: string;
  where: string;
}

export interface SourceScan {
  patterns: FoundPattern[];
  /** Places that build RegExps from parts, `file:line`: importing the file must show each pattern. */
  builtFromParts: string[];
}

const EXTENSIONS = /\.(?:ts|tsx|mjs|js|cjs)$/;

/** The tracked source files under `dirs` (tests excluded: their patterns see only test data). */
export function sourceFiles(root: string, dirs: string[]): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', ...dirs], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((f) => EXTENSIONS.test(f) && !f.includes('.test.') && !f.endsWith('.d.ts'))
    .map((f) => path.join(root, f));
}

function isRegExpConstruction(node: ts.Node): node is ts.NewExpression | ts.CallExpression {
  return (
    (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'RegExp'
  );
}

function literalText(node: ts.Expression | undefined): string | undefined {
  if (!node) return '';
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
}

export function scanFile(file: string, root: string): SourceScan {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const scan: SourceScan = { patterns: [], builtFromParts: [] };
  const where = (node: ts.Node) =>
    `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText();
      const slash = literal.lastIndexOf('/');
      scan.patterns.push({
        source: literal.slice(1, slash),
        flags: literal.slice(slash + 1),
        where: where(node),
      });
    } else if (isRegExpConstruction(node)) {
      const [patternArg, flagsArg] = node.arguments ?? [];
      const pattern = literalText(patternArg);
      const flags = literalText(flagsArg);
      if (pattern !== undefined && flags !== undefined) {
        scan.patterns.push({ source: pattern, flags, where: where(node) });
      } else {
        scan.builtFromParts.push(where(node));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return scan;
}

/** `file:line` of the first stack frame in `root` outside this helper (source-mapped by Vitest). */
function callerOf(stack: string, root: string): string | undefined {
  for (const line of stack.split('\n').slice(1)) {
    const at = line.indexOf(root);
    if (at < 0 || line.includes('regexAudit')) continue;
    const [file, lineNo] = line.slice(at + root.length + 1).split(':');
    // A module loaded as `x.ts?regex-audit` (see regexAudit.test.ts) is x.ts.
    return `${file!.split('?')[0]}:${lineNo}`;
  }
  return undefined;
}

/**
 * The RegExps modules build while they load, each with the `file:line` that built it. A module
 * is evaluated once per module id, so `load` imports each under an id of its own (a query).
 */
export async function patternsBuiltAtLoad(
  root: string,
  load: () => Promise<unknown>,
): Promise<FoundPattern[]> {
  const found: FoundPattern[] = [];
  const Original = globalThis.RegExp;
  globalThis.RegExp = new Proxy(Original, {
    construct(target, args: [string | RegExp, string?]) {
      const made = Reflect.construct(target, args) as RegExp;
      const where = callerOf(new Error().stack ?? '', root) ?? 'unknown';
      // Our own patterns only: a dependency loaded on the way (sharp's semver) is not ours to audit.
      if (!where.startsWith('node_modules/')) found.push({ source: made.source, flags: made.flags, where });
      return made;
    },
  });
  try {
    await load();
  } finally {
    globalThis.RegExp = Original;
  }
  return found;
}

export interface Verdict {
  pattern: FoundPattern;
  problem: string;
}

/**
 * recheck's verdicts by this version, kept in the repository beside this file (regexAuditRecord.json).
 * recheck's fuzzer (used where its automaton cannot go: lookbehinds, backreferences) works to short
 * time budgets, so its verdict on one pattern changed with the machine's load: a check in CI could
 * fail, or run out of time, on a pattern that passed every quiet run (issue 33). A verdict is
 * recorded once, on a quiet machine, with `REGEX_AUDIT_RECORD=1 npx vitest run
 * server/lib/regexAudit.test.ts --project unit`, and every new or changed pattern is checked live.
 */
const recheckVersion = (
  JSON.parse(readFileSync(require.resolve('recheck/package.json'), 'utf8')) as { version: string }
).version;
const recordFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'regexAuditRecord.json');

interface Record {
  recheck: string;
  safe: string[];
  /**
   * Problems recheck proved, each with the attack string that shows it: by its automaton (no time
   * budget, the same verdict on every machine), or by its fuzzer, whose attack is run and measured
   * before it is reported. The test decides which are let through (the command frames' bounded
   * polynomials); an exponential one fails it, recorded or not.
   */
  proved: { [key: string]: string };
}

function readRecord(): Record {
  try {
    const record = JSON.parse(readFileSync(recordFile, 'utf8')) as Record;
    if (record.recheck === recheckVersion) return { ...record, proved: record.proved ?? {} };
  } catch {
    // No record yet: every pattern is checked live.
  }
  return { recheck: recheckVersion, safe: [], proved: {} };
}

/** No overall time limit: a check that ran out of it came back "unknown" on a loaded machine. */
const UNTIMED = { timeout: null } as const;

/** recheck's verdict on each distinct pattern; only the vulnerable (or uncheckable) are returned. */
export async function vulnerable(patterns: FoundPattern[], useRecord = true): Promise<Verdict[]> {
  const seen = new Map<string, FoundPattern>();
  for (const p of patterns) if (!seen.has(`${p.flags}/${p.source}`)) seen.set(`${p.flags}/${p.source}`, p);
  const recorded = useRecord ? readRecord() : { recheck: recheckVersion, safe: [], proved: {} };
  const wasSafe = new Set(recorded.safe);
  const record: Record = { recheck: recheckVersion, safe: [], proved: {} };
  const verdicts: Verdict[] = [];
  for (const [key, pattern] of seen) {
    if (wasSafe.has(key)) {
      record.safe.push(key);
      continue;
    }
    const known = recorded.proved[key];
    if (known) {
      record.proved[key] = known;
      verdicts.push({ pattern, problem: known });
      continue;
    }
    const result = await check(pattern.source, pattern.flags, UNTIMED);
    if (result.status === 'vulnerable') {
      const problem = `${result.complexity.summary}, attack ${result.attack.pattern}`;
      verdicts.push({ pattern, problem });
      // The fuzzer's problems too: a dozen command frames (lookbehinds, out of the automaton's
      // reach) were fuzzed again on every run, 20 s of the unit tests' time, only to find the same
      // bounded polynomial each time (CI's time, issue 33).
      record.proved[key] = problem;
    } else if (result.status === 'unknown') {
      verdicts.push({ pattern, problem: `could not be checked (${result.error.kind})` });
    } else record.safe.push(key);
  }
  // Only the patterns the source holds today.
  if (useRecord && process.env.REGEX_AUDIT_RECORD) {
    record.safe.sort();
    writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
  }
  return verdicts;
}
