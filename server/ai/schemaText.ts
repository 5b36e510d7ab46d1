import { z } from 'zod';
import { operationSchema } from '../../common/schemas/operations';
import { CONTENT_FIELDS, slideContentSchema } from '../../common/slides/content';
import { SLIDE_TYPE_REGISTRY, SLIDE_TYPES } from '../../common/slides/types';

/**
 * The model's view of the deck's schemas, generated from the zod schemas and the slide-type
 * registry (issue 19): a field added to the content schema, an operation added to the operation
 * schema or a slide type added to the registry reaches the system prompt without anyone listing
 * it by hand. Rendered compactly ({"op":"delete_slide","slideId":string}) because every token of
 * the system prompt is paid for on every turn.
 */

interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  /** Our own mark (`.meta({ undoOnly: true })`): a field the editor's undo sets, not the model. */
  undoOnly?: boolean;
}

const toJson = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const sameSet = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** One JSON schema as a short type: string, [string], {value,label,subtext?}, T (a slide type), C (content). */
export function typeText(s: JsonSchema): string {
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) {
    if (sameSet(s.enum, SLIDE_TYPES)) return 'T';
    if (sameSet(s.enum, CONTENT_FIELDS)) return 'field';
    return s.enum.map((e) => JSON.stringify(e)).join('|');
  }
  const union = s.anyOf ?? s.oneOf;
  if (union) return union.map(typeText).join('|');
  if (s.type === 'array') return `[${s.items ? typeText(s.items) : 'any'}]`;
  if (s.type === 'integer') return 'number';
  if (s.type === 'object' && s.properties) {
    const keys = Object.keys(s.properties);
    if (sameSet(keys, CONTENT_FIELDS)) return 'C';
    return `{${fieldsText(s)}}`;
  }
  return s.type ?? 'any';
}

/** An object's fields as `name:type`, optional ones marked `?`, each with what its schema says of it. */
function fieldsText(s: JsonSchema, opts: { described?: boolean } = {}): string {
  const required = new Set(s.required ?? []);
  return Object.entries(s.properties ?? {})
    .filter(([, v]) => !v.undoOnly)
    .map(([k, v]) => {
      const note = opts.described && v.description ? ` (${v.description})` : '';
      return `"${k}"${required.has(k) ? '' : '?'}:${typeText(v)}${note}`;
    })
    .join(',');
}

const operationsOf = (schema: z.ZodType) => {
  const union = toJson(schema);
  return union.oneOf ?? union.anyOf ?? [];
};

/** Every operation of the operation schema, one a line, as the model writes it. */
export function operationsText(schema: z.ZodType = operationSchema): string {
  return operationsOf(schema)
    .map((op) => `- {${fieldsText(op, { described: true })}}`)
    .join('\n');
}

/** The name ("op") of every operation of the operation schema. */
export function operationNames(schema: z.ZodType = operationSchema): string[] {
  return operationsOf(schema).map((op) => String(op.properties?.op?.const));
}

/** Every content field, with its type: what C may hold. */
export function contentFieldsText(schema: z.ZodType = slideContentSchema): string {
  const content = toJson(schema);
  return Object.entries(content.properties ?? {})
    .map(([k, v]) => `${k}: ${typeText(v)}${v.description ? ` (${v.description})` : ''}`)
    .join('; ');
}

/** Every slide type of the registry, with the content fields it draws. */
export function slideTypesText(): string {
  return SLIDE_TYPES.map((t) => `${t}: ${SLIDE_TYPE_REGISTRY[t].fields.join(', ') || '(none)'}`).join('; ');
}
