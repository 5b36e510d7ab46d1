import { z } from 'zod';
import { CHAT_TITLE_LENGTH } from '../limits';
import { AI_PROVIDERS } from '../providers';
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
