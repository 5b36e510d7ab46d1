import { expect, test } from 'vitest';
import { z } from 'zod';
import { operationSchema } from '../../common/schemas/operations';
import { CONTENT_FIELDS, slideContentSchema } from '../../common/slides/content';
import { SLIDE_TYPE_REGISTRY, SLIDE_TYPES } from '../../common/slides/types';
import { SYSTEM_PROMPT } from './prompts';
import { contentFieldsText, operationNames, operationsText } from './schemaText';

// Issue 19: the model is told the registry's types and fields as the schemas define them, never a
// hand-kept copy that drifts.

test('the system prompt names every content field with its type', () => {
  for (const field of CONTENT_FIELDS) expect(SYSTEM_PROMPT).toContain(`${field}: `);
  expect(SYSTEM_PROMPT).toContain('metrics: [{"value":string,"label":string,"subtext"?:string}]');
  expect(SYSTEM_PROMPT).toContain('backgroundColor: string (a CSS colour such as #1a365d)');
});

test('the system prompt gives every operation of the schema with its fields', () => {
  const names = operationSchema.options.map((o) => o.shape.op.value);
  expect(operationNames()).toEqual(names);
  for (const name of names) expect(SYSTEM_PROMPT).toContain(`{"op":"${name}"`);
  expect(SYSTEM_PROMPT).toContain('{"op":"move_slide","slideId":string,"position":number}');
  // What only the editor's undo sets is not offered to the model.
  expect(SYSTEM_PROMPT).not.toContain('createdAt');
});

test('the system prompt names every slide type of the registry and the fields it draws', () => {
  for (const type of SLIDE_TYPES)
    expect(SYSTEM_PROMPT).toContain(`${type}: ${SLIDE_TYPE_REGISTRY[type].fields.join(', ') || '(none)'}`);
});

test('a field added to the content schema, or an operation added to the operation schema, reaches the prompt text', () => {
  const content = slideContentSchema.extend({ caption: z.string().max(80).optional() });
  expect(contentFieldsText(content)).toContain('caption: string');
  const ops = z.discriminatedUnion('op', [
    ...operationSchema.options,
    z.object({ op: z.literal('add_sticker'), slideId: z.string(), emoji: z.string().optional() }),
  ]);
  expect(operationNames(ops)).toContain('add_sticker');
  expect(operationsText(ops)).toContain('{"op":"add_sticker","slideId":string,"emoji"?:string}');
});
