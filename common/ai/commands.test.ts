import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { SLIDE_TYPE_REGISTRY, SLIDE_TYPES } from '../slides/types';
import { COMMAND_VARIANTS, commandsInputSchema } from './commands';

type Json = { [key: string]: unknown };

/** Every object of a JSON schema, depth first. */
function* nodes(value: unknown): Generator<Json> {
  if (!value || typeof value !== 'object') return;
  if (!Array.isArray(value)) yield value as Json;
  for (const child of Object.values(value)) yield* nodes(child);
}

/** The JSON schema of one command variant, as the models' tool is given it. */
function variant(json: Json, kind: string): Json {
  for (const node of nodes(json)) {
    const k = (node.properties as Json | undefined)?.kind as Json | undefined;
    if (k && (k.const === kind || (Array.isArray(k.enum) && k.enum.length === 1 && k.enum[0] === kind)))
      return node;
  }
  throw new Error(`no variant ${kind}`);
}

// The tool's input schema is the command schema itself (server/ai/assistant.ts); its slide types and
// content fields come from the slide-type registry, so a type defined there reaches the models.
describe('the models’ tool schema, from the slide-type registry', () => {
  const json = z.toJSONSchema(commandsInputSchema) as Json;

  test('a new slide takes every registered type, and its content every field a type draws', () => {
    const slide = ((variant(json, 'add_slide').properties as Json).slide as Json).properties as Json;
    expect([...((slide.type as Json).enum as string[])].sort()).toEqual([...SLIDE_TYPES].sort());
    const content = (slide.content as Json).properties as Json;
    for (const type of SLIDE_TYPES)
      for (const field of SLIDE_TYPE_REGISTRY[type].fields)
        expect(content, `${type}.${field}`).toHaveProperty(field);
    // The data slides' shapes travel whole: a chart's values are numbers, a table's cells text.
    const chart = (content.chart as Json).properties as Json;
    const values = (((chart.series as Json).items as Json).properties as Json).values as Json;
    expect((values.items as Json).type).toBe('number');
  });

  test('every type the registry names is one the type-changing and type-filtering commands take', () => {
    for (const kind of ['set_type'])
      expect([...(((variant(json, kind).properties as Json).type as Json).enum as string[])].sort()).toEqual(
        [...SLIDE_TYPES].sort(),
      );
  });

  test('the data commands are variants of the one schema, their values numbers', () => {
    const kinds = COMMAND_VARIANTS.map((v) => v.shape.kind.value);
    for (const kind of ['chart_style', 'chart_series', 'table_row', 'remove_row', 'timeline_steps'])
      expect(kinds).toContain(kind);
    const values = (variant(json, 'chart_series').properties as Json).values as Json;
    expect((values.items as Json).type).toBe('number');
    const bad = { kind: 'chart_series', target: { kind: 'it' }, name: 'Costs', values: [3, 'four', 5] };
    const checked = commandsInputSchema.safeParse({ commands: [bad] });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.path).toEqual(['commands', 0, 'values', 1]);
  });
});
