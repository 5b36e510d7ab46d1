import { z } from 'zod';
import {
  BRIEF_MAX,
  CHECKLIST_MAX_ITEMS,
  CHECKLIST_TEXT_MAX,
  PRESENTATION_TITLE_MAX,
  SLIDES_PER_PRESENTATION_MAX,
} from '../limits';
import {
  contentFieldSchema,
  slideContentSchema,
  slideNotesSchema,
  slideTitleSchema,
  slideTypeSchema,
} from '../slides/model';
import { BUILT_IN_THEME_IDS } from '../themes/builtIn';
import { idSchema, trimmedText } from './common';
import { tabIdSchema } from './presence';
import { checklistItemSchema, METADATA_FIELDS, metadataSchema } from './presentations';

/**
 * Deck operations: the one way a deck changes. The editor's hand edits, the assistant's changes
 * and SPEC's slide routes are all lists of these, applied in one transaction; each applied
 * operation gives back its inverse, which is an operation too (undo and redo are data).
 */
const position = z
  .number()
  .int()
  .min(1)
  .max(SLIDES_PER_PRESENTATION_MAX + 1);
const checklistItemId = checklistItemSchema.shape.id;
const metadataField = z.enum(METADATA_FIELDS, {
  error: () => `must be one of ${METADATA_FIELDS.join(', ')}`,
});

export const OPERATION_KINDS = [
  'add_slide',
  'update_slide',
  'delete_slide',
  'move_slide',
  'reorder_slides',
  'duplicate_slide',
  'update_title',
  'update_brief',
  'update_metadata',
  'add_checklist_items',
  'insert_checklist_items',
  'remove_checklist_items',
  'update_checklist_item',
  'replace_checklist',
  'set_theme',
] as const;

export const operationSchema = z.discriminatedUnion(
  'op',
  [
    z.object({
      op: z.literal('add_slide'),
      type: slideTypeSchema,
      title: slideTitleSchema,
      content: slideContentSchema.optional(),
      notes: slideNotesSchema.optional(),
      position: position.optional().describe('1-based; default: after the last slide'),
      /** The id to give it (an undone delete brings the slide back as it was); default: a new one. */
      slideId: idSchema.optional().meta({ undoOnly: true }),
      createdAt: z.iso.datetime({ offset: true }).optional().meta({ undoOnly: true }),
    }),
    z.object({
      op: z.literal('update_slide'),
      slideId: idSchema,
      title: slideTitleSchema.optional(),
      type: slideTypeSchema.optional(),
      content: slideContentSchema
        .partial()
        .optional()
        .describe("merged into the slide's content, field by field"),
      removeFields: z.array(contentFieldSchema).max(40).optional().describe('content fields to remove'),
      notes: slideNotesSchema.optional(),
    }),
    z.object({ op: z.literal('delete_slide'), slideId: idSchema }),
    z.object({ op: z.literal('move_slide'), slideId: idSchema, position }),
    z.object({
      op: z.literal('reorder_slides'),
      slideIds: z
        .array(idSchema)
        .max(SLIDES_PER_PRESENTATION_MAX)
        .describe('every slide of the deck, each once, in the new order'),
    }),
    z.object({ op: z.literal('duplicate_slide'), slideId: idSchema }),
    /** Renames the presentation: a title is never blank (400 naming title), as on creation. */
    z.object({ op: z.literal('update_title'), title: trimmedText('title', PRESENTATION_TITLE_MAX) }),
    z.object({ op: z.literal('update_brief'), brief: z.string().max(BRIEF_MAX) }),
    z.object({
      op: z.literal('update_metadata'),
      metadata: metadataSchema.describe('merged into the details, field by field'),
      removeFields: z.array(metadataField).max(4).optional(),
    }),
    /** Time-based ids (SPEC §3). */
    z.object({
      op: z.literal('add_checklist_items'),
      items: z
        .array(z.string().trim().min(1).max(CHECKLIST_TEXT_MAX))
        .min(1)
        .max(CHECKLIST_MAX_ITEMS)
        .describe('new items at the end, unticked'),
    }),
    /** Items with their own ids, each at its 1-based position (applied in the order given). */
    z.object({
      op: z.literal('insert_checklist_items'),
      items: z
        .array(checklistItemSchema.extend({ position: z.number().int().min(1).max(CHECKLIST_MAX_ITEMS) }))
        .min(1)
        .max(CHECKLIST_MAX_ITEMS),
    }),
    z.object({
      op: z.literal('remove_checklist_items'),
      itemIds: z.array(checklistItemId).min(1).max(CHECKLIST_MAX_ITEMS),
    }),
    z.object({
      op: z.literal('update_checklist_item'),
      itemId: checklistItemId,
      text: z.string().max(CHECKLIST_TEXT_MAX).optional(),
      completed: z.boolean().optional(),
    }),
    z.object({
      op: z.literal('replace_checklist'),
      checklist: z.array(checklistItemSchema).max(CHECKLIST_MAX_ITEMS),
    }),
    /** One of the built-in themes (common/themes), or null: the client's brand kit (issue 21). */
    z.object({
      op: z.literal('set_theme'),
      theme: z
        .enum(BUILT_IN_THEME_IDS, { error: () => `must be one of ${BUILT_IN_THEME_IDS.join(', ')}` })
        .nullable(),
    }),
  ],
  { error: () => `must be one of ${OPERATION_KINDS.join(', ')}` },
);
export type Operation = z.infer<typeof operationSchema>;
export type OperationKind = Operation['op'];

export const OPERATIONS_PER_REQUEST_MAX = 100;
export const operationsSchema = z.array(operationSchema).max(OPERATIONS_PER_REQUEST_MAX);

/**
 * POST /api/presentations/{id}/operations. An object, not a bare list, so that what a batch was
 * based on (the deck's revision) can be added beside the operations later.
 */
export const applyOperationsBody = z.object({
  operations: operationsSchema.min(1, 'must hold at least one operation'),
  /**
   * The deck's revision the batch was based on. When given, the batch is merged field by field with
   * what changed since, and a field changed since is a 409 conflict carrying its current value.
   * Without it the batch applies as it is.
   */
  baseRevision: z.number().int().min(0).optional(),
  /**
   * The editor tab sending it (the id its event stream uses). The log keeps it, and a tab's own
   * earlier batches never clash with its later ones, whatever revision they were based on.
   */
  tab: tabIdSchema.optional(),
});

export const appliedOperationsSchema = z.object({
  /** The deck's revision after the batch: it moves by one for each operation applied. */
  revision: z.number().int(),
  /** inverses[i] takes back operations[i]; applied last to first they restore the deck exactly. */
  inverses: z.array(operationSchema),
  /** What changed, in plain words, one line per change. */
  changes: z.array(z.string()),
  /** Slides added or changed, in deck order. */
  changedSlideIds: z.array(z.string()),
});
export type AppliedOperations = z.infer<typeof appliedOperationsSchema>;
