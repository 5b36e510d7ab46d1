import { APICallError, generateText, type ModelMessage, streamText, tool } from 'ai';
import { z } from 'zod';
import type { Proposal } from '../../common/schemas/ai';
import type { Typesetting } from '../../common/slides/layout/typeScale';
import type { Config } from '../config';
import type { Db } from '../db/open';
import {
  applyDeckOperations,
  applyOperations,
  type Operation,
  OperationError,
  parseOperations,
  readDeckState,
} from '../deck';
import { HttpError } from '../lib/errors';
import { draftRequestOf, interpretCommand } from './offline';
import { deckContext, SYSTEM_PROMPT } from './prompts';
import { modelDraft, offlineDraft } from './proposals';
import { type ModelProviderId, modelFor, type ProviderId } from './providers';
import { operationNames } from './schemaText';

/** Invalid output goes back to the model with the error, at most this many times. */
export const AI_CORRECTION_RETRIES = 2;
/** Enough for a dozen slides of operations; set explicitly so every provider behaves alike. */
const MAX_OUTPUT_TOKENS = 4096;

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}
export interface AssistantReply {
  response: string;
  operations: Operation[];
  changedSlideIds: string[];
  /**
   * inverses[i] takes back operations[i], as POST /api/presentations/{id}/operations answers: the
   * editor keeps them, last first, as one undo step, however many slides the turn touched.
   */
  inverses: Operation[];
  /** The deck's revision after the turn (unchanged when nothing was applied). */
  revision?: number;
  /** A whole first draft, proposed for the user to accept: nothing of it is applied yet. */
  proposal?: Proposal;
}

// Loose on purpose: the strict check is ours, so its error can be sent back to the model.
// Its description names every operation, generated from the operation schema (issue 19).
const applyTool = tool({
  description: `Apply changes to the presentation. Always include "reply", a plain-English summary of the change. Each operation's "op" is one of: ${operationNames().join(', ')} (their fields are in the system prompt).`,
  inputSchema: z.object({
    operations: z
      .array(z.record(z.string(), z.unknown()))
      .describe(`deck operations, applied in order as one step: ${operationNames().join(', ')}`),
    reply: z.string().optional(),
  }),
});

export async function runAssistant(input: {
  config: Config;
  db: Db;
  presentationId: string;
  provider: ProviderId;
  messages: ChatTurn[];
  slideId?: string;
  now: Date;
  /** When set, the model's text is streamed here as it is generated. */
  onDelta?: (text: string) => void;
  /** The deck's theme, asked for when a draft is fitted (its slides must fit in its fonts). */
  theme?: () => Promise<Typesetting | undefined>;
}): Promise<AssistantReply> {
  const last = [...input.messages].reverse().find((m) => m.role === 'user');
  if (!last) throw new HttpError(400, 'invalid_input', 'messages: must end with a message from the user');
  const deck = await readDeckState(input.db, input.presentationId);

  if (input.provider === 'offline') {
    const result = interpretCommand(last.content, deck, input.slideId);
    if (result.draft)
      return offlineDraft(input.db, input.presentationId, deck, result.draft, await input.theme?.());
    if (result.notUnderstood) return nothingDone(result.notUnderstood);
    return apply(input, result.operations);
  }
  // A whole first draft is proposed for the user to accept, not applied (issue 19).
  const isDraft = draftRequestOf(last.content) !== undefined;

  const model = modelFor(input.config, input.provider);
  const messages: ModelMessage[] = [
    { role: 'user', content: deckContext(deck, input.slideId) },
    { role: 'assistant', content: 'Understood. I will only change the deck through apply_operations.' },
    ...input.messages.map((m) => ({ role: m.role, content: m.content }) as ModelMessage),
  ];
  for (let attempt = 0; ; attempt++) {
    const result = input.onDelta
      ? await streamModel(model, messages, input.config.aiTimeoutMs, input.onDelta)
      : await callModel(model, messages, input.config.aiTimeoutMs);
    const call = result.toolCalls.find((c) => c.toolName === 'apply_operations');
    if (!call) return nothingDone(result.text.trim() || 'No changes were needed.');
    const raw = call.input as { operations?: unknown; reply?: unknown };
    const parsed = parseOperations(raw.operations ?? []);
    let problem = parsed.ok ? undefined : parsed.error;
    if (parsed.ok) {
      // Dry run on the current deck catches unknown slide ids before anything is written.
      try {
        applyOperations(deck, parsed.operations, () => 'dry-run');
      } catch (err) {
        if (!(err instanceof OperationError)) throw err;
        problem = err.message;
      }
    }
    if (!problem && parsed.ok) {
      const said = typeof raw.reply === 'string' && raw.reply.trim() ? raw.reply.trim() : '';
      if (isDraft && parsed.operations.length)
        return modelDraft(parsed.operations, said, deck.metadata, await input.theme?.());
      const reply = await apply(input, parsed.operations);
      return { ...reply, response: said ? `${said}\n\n${reply.response}` : reply.response };
    }
    if (attempt >= AI_CORRECTION_RETRIES) {
      throw new HttpError(
        502,
        'ai_invalid_output',
        `The AI answered with changes that are not valid (${problem}), even after ${AI_CORRECTION_RETRIES} corrections. Nothing was changed.`,
      );
    }
    messages.push(
      {
        role: 'assistant',
        content: [
          { type: 'tool-call', toolCallId: call.toolCallId, toolName: call.toolName, input: call.input },
        ],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: call.toolCallId,
            toolName: call.toolName,
            output: {
              type: 'text',
              value: `Rejected, nothing was applied: ${problem}. Call apply_operations again with corrected operations.`,
            },
          },
        ],
      },
    );
  }
}

const nothingDone = (response: string): AssistantReply => ({
  response,
  operations: [],
  changedSlideIds: [],
  inverses: [],
});

async function apply(
  input: { db: Db; presentationId: string; now: Date },
  operations: Operation[],
): Promise<AssistantReply> {
  if (!operations.length) return nothingDone('No changes were needed.');
  try {
    const applied = await applyDeckOperations(input.db, input.presentationId, operations, input.now);
    return {
      response: applied.changes.join('\n'),
      operations,
      changedSlideIds: applied.changedSlideIds,
      inverses: applied.inverses,
      revision: applied.revision,
    };
  } catch (err) {
    if (err instanceof OperationError)
      throw new HttpError(409, 'conflict', `${err.message}. Nothing was changed.`);
    throw err;
  }
}

async function callModel(model: ReturnType<typeof modelFor>, messages: ModelMessage[], timeoutMs: number) {
  try {
    return await generateText({
      model,
      system: SYSTEM_PROMPT,
      messages,
      tools: { apply_operations: applyTool },
      maxRetries: 0,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw providerError(err);
  }
}

interface ModelTurn {
  text: string;
  toolCalls: { toolCallId: string; toolName: string; input: unknown }[];
}

async function streamModel(
  model: ReturnType<typeof modelFor>,
  messages: ModelMessage[],
  timeoutMs: number,
  onDelta: (text: string) => void,
): Promise<ModelTurn> {
  try {
    const result = streamText({
      model,
      system: SYSTEM_PROMPT,
      messages,
      tools: { apply_operations: applyTool },
      maxRetries: 0,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      abortSignal: AbortSignal.timeout(timeoutMs),
      // Errors arrive as parts of the stream below; nothing to log twice.
      onError: () => undefined,
    });
    const turn: ModelTurn = { text: '', toolCalls: [] };
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        turn.text += part.text;
        onDelta(part.text);
      } else if (part.type === 'tool-call') {
        turn.toolCalls.push({ toolCallId: part.toolCallId, toolName: part.toolName, input: part.input });
      } else if (part.type === 'error') {
        throw part.error;
      }
    }
    return turn;
  } catch (err) {
    throw providerError(err);
  }
}

/** Provider failures become a clear 502 (or 504 on timeout); the deck is untouched. */
export function providerError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const e = err as { name?: string; message?: string; cause?: { name?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError' || e?.cause?.name === 'TimeoutError') {
    return new HttpError(504, 'ai_timeout', 'The AI provider did not answer in time. Nothing was changed.');
  }
  const status = APICallError.isInstance(err) ? ` (${err.statusCode ?? 'no status'})` : '';
  const detail = (e?.message ?? 'unknown error').slice(0, 300);
  return new HttpError(
    502,
    'ai_provider_error',
    `The AI provider failed${status}: ${detail}. Nothing was changed.`,
  );
}

/** For slide generation from a document: a JSON array of slides asked of a model (with its corrections). */
export async function askForSlidesJson(config: Config, provider: ModelProviderId, messages: ModelMessage[]) {
  const model = modelFor(config, provider);
  try {
    const result = await generateText({
      model,
      messages,
      maxRetries: 0,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      abortSignal: AbortSignal.timeout(config.aiTimeoutMs),
    });
    return result.text;
  } catch (err) {
    throw providerError(err);
  }
}
