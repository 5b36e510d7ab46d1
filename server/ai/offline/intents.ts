import type { Command } from '../../../common/ai/commands';

/**
 * The offline engine's intents are the assistant's one command language (common/ai/commands.ts):
 * the parser reads text into them, and a model's tool call is checked against the same schema.
 */
export type {
  BulletRef,
  BulletSet,
  Command as Intent,
  DraftRequest,
  ItemRef,
  MetadataField,
  NewSlide,
  Position,
  SingleTarget,
  Target,
} from '../../../common/ai/commands';

/** The command of one kind: `Of<'move_item'>`. */
export type Of<K extends Command['kind']> = Extract<Command, { kind: K }>;
