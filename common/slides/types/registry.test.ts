import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { CONTENT_FIELDS } from '../content';
import {
  DEFAULT_TINT,
  isSlideType,
  SLIDE_TYPE_REGISTRY,
  SLIDE_TYPES,
  type SlideTypeDefinition,
  tintFor,
  typeLabel,
} from './index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the slide-type registry', () => {
  test('holds the nine types of SPEC §3, in SPEC’s order, then the data slides of issue 31', () => {
    expect(SLIDE_TYPES).toEqual([
      'title',
      'strategic_title',
      'thank_you',
      'content',
      'metrics',
      'statement',
      'comparison',
      'calculator',
      'html',
      'chart',
      'table',
      'image',
      'timeline',
    ]);
    expect(isSlideType('constructor')).toBe(false);
  });

  test('each type edits only content fields it draws, with a label of its own', () => {
    const labels = new Set<string>();
    for (const type of SLIDE_TYPES) {
      const def: SlideTypeDefinition = SLIDE_TYPE_REGISTRY[type];
      for (const field of def.fields) expect(CONTENT_FIELDS, `${type}.${field}`).toContain(field);
      for (const f of def.editorFields) {
        const field = f.key.split('.')[0] as (typeof CONTENT_FIELDS)[number];
        expect(def.fields, `${type} edits ${f.key}`).toContain(field);
      }
      for (const key of Object.keys(def.defaults.content ?? {}))
        expect(def.fields, `${type} defaults ${key}`).toContain(key);
      expect(labels.has(def.label), def.label).toBe(false);
      labels.add(def.label);
      expect(typeLabel(type)).toBe(def.label);
    }
    expect(typeLabel('pie_chart')).toBe('pie_chart');
  });

  test('SPEC §9 defaults and SPEC §2 tints are declared by their types', () => {
    const r = SLIDE_TYPE_REGISTRY;
    expect(r.title.defaults).toMatchObject({ background: '#1a365d', text: '#ffffff' });
    expect(r.content.defaults).toMatchObject({ background: '#ffffff' });
    expect(r.metrics.defaults.background).toBe('#003366');
    expect(r.statement.defaults.background).toBe('#DC143C');
    expect(r.strategic_title.defaults.content).toEqual({
      line1: 'STRATEGIC',
      line2: 'PARTNERSHIP',
      line3: 'PROPOSAL',
    });
    expect(r.thank_you.defaults.content).toEqual({ mainText: "LET'S BUILD", highlightText: 'YOUR EMPIRE' });
    const tinted = SLIDE_TYPES.filter((t) => tintFor(t) !== DEFAULT_TINT);
    expect(tinted.sort()).toEqual([
      'chart',
      'comparison',
      'html',
      'image',
      'metrics',
      'statement',
      'table',
      'timeline',
      'title',
    ]);
    expect(tintFor('pie_chart')).toBe(DEFAULT_TINT);
  });

  test('aliases are lower case and name one type each', () => {
    const owner = new Map<string, string>();
    for (const type of SLIDE_TYPES) {
      for (const alias of SLIDE_TYPE_REGISTRY[type].aliases) {
        expect(alias).toBe(alias.toLowerCase());
        expect(owner.get(alias), `${alias} is claimed twice`).toBeUndefined();
        owner.set(alias, type);
      }
    }
  });
});

describe('the compiler names what a new type still needs', () => {
  // tests/types/*.fixture.ts are left out of `npm run typecheck` because they must not compile.
  test('a map keyed by SlideType missing a type, a type without a fit rule, and a tenth type without a PowerPoint drawing, fail tsc', async () => {
    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    const run = await promisify(execFile)(
      process.execPath,
      [tsc, '-p', 'tests/types/tsconfig.json', '--pretty', 'false'],
      { cwd: root },
    ).then(
      () => ({ failed: false, out: '' }),
      (err: { stdout?: string }) => ({ failed: true, out: err.stdout ?? '' }),
    );
    expect(run.failed).toBe(true);
    const errors = run.out.split('\n').filter((l) => l.includes('error TS'));
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(
      /^tests\/types\/missingDrawing\.fixture\.ts\(\d+,\d+\): error TS2741: Property 'calculator' is missing/,
    );
    expect(errors[1]).toMatch(
      /^tests\/types\/missingFit\.fixture\.ts\(\d+,\d+\): error TS2345: .*'SlideTypeDefinition'/,
    );
    expect(run.out).toContain("Property 'fit' is missing");
    expect(errors[2]).toMatch(
      /^tests\/types\/tenthType\.fixture\.ts\(\d+,\d+\): error TS2741: Property 'quote' is missing in type 'Record<.*, Draw>'/,
    );
  }, 120_000);
});
