import { z } from 'zod';
import { CHAT_TITLE_LENGTH } from '../limits';
import { AI_PROVIDERS } from '../providers';
import { slideContentSchema, slideTypeSchema } from '../slides/model';
import { idSchema } from './common';

const CHAT_MESSAGE_MAX = 20_000;
export const providerSchema = z.enum(AI_PROVIDERS, {
  error: () => `must be one of ${AI_PROVIDERS.join(', ')}`,
});

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant', 'ai'], { error: () => 'must be user or assistant' }),
  content: z.string().max(CHAT_MESSAGE_MAX, `must be at most ${CHAT_MESSAGE_MAX} characters`),
});

export const chatBody = z.object({
  provider: providerSchema.optional(),
  messages: z
    .array(chatMessageSchema)
    .min(1, 'must hold at least one message')
    .max(100)
    .refine(
      (m) => m.some((x) => x.role === 'user' && x.content.trim() !== ''),
      'must hold a message from the user',
    ),
  presentationId: idSchema,
  sessionId: idSchema.optional(),
  slideId: idSchema.optional(),
});
export type ChatBody = z.input<typeof chatBody>;

/** A slide a proposal would add, as the preview shows it. */
export const proposedSlideSchema = z.object({
  type: slideTypeSchema,
  title: z.string(),
  content: slideContentSchema,
  notes: z.string(),
});

/**
 * A whole draft the assistant proposes instead of applying (issue 19): the operations to apply if
 * the user accepts it, and the slides they would add, for a preview. Nothing is changed until then.
 */
export const proposalSchema = z.object({
  /** The kind of deck drafted: pitch, quarterly_review, proposal, workshop, report (or "model"). */
  kind: z.string(),
  operations: z.array(z.record(z.string(), z.unknown())),
  slides: z.array(proposedSlideSchema),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** The chat's answer: what it said, the operations applied, the slides changed, and any proposal. */
export const chatReplySchema = z.object({
  response: z.string(),
  operations: z.array(z.record(z.string(), z.unknown())),
  changedSlideIds: z.array(z.string()),
  /** inverses[i] takes back operations[i]: the editor keeps them as one undo step for the turn. */
  inverses: z.array(z.record(z.string(), z.unknown())),
  /** The deck's revision after the turn (absent when nothing was applied). */
  revision: z.number().int().optional(),
  proposal: proposalSchema.optional(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

export const createSessionBody = z.object({
  presentationId: idSchema,
  clientId: idSchema.nullish(),
  // Any first message may be given; the server keeps its first 50 characters (SPEC §4).
  title: z.string().trim().max(CHAT_MESSAGE_MAX).default(''),
  provider: providerSchema.optional(),
});

export const sessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  lastActiveAt: z.string(),
  presentationId: z.string(),
  clientId: z.string().nullable(),
  provider: z.string(),
});
export const messageSchema = z.object({
  id: z.string(),
  role: z.string(),
  content: z.string(),
  slideId: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/ai/providers: every provider, the one to use when none is chosen marked `default`. */
export const providerInfoSchema = z.object({
  id: providerSchema,
  label: z.string(),
  model: z.string(),
  configured: z.boolean(),
  default: z.boolean(),
  /** How to configure a provider that is not. */
  hint: z.string().optional(),
});
export type ProviderInfo = z.infer<typeof providerInfoSchema>;

export const processAssetsBody = z.object({
  assetIds: z.array(idSchema).min(1, 'must name at least one asset').max(10),
  provider: providerSchema.optional(),
});

/** SPEC §4: the first 50 characters of the first message, plus "..." when cut. */
export function chatTitle(message: string): string {
  const t = message.trim();
  return t.length > CHAT_TITLE_LENGTH ? `${t.slice(0, CHAT_TITLE_LENGTH)}...` : t;
}
