import {
  APICallError,
  generateText,
  type ModelMessage,
  NoObjectGeneratedError,
  Output,
  type StepResult,
  type StopCondition,
  stepCountIs,
  streamText,
  type ToolSet,
  tool,
} from 'ai';
import type { z } from 'zod';
import {
  type Command,
  type CommandsInput,
  commandsInputSchema,
  type DraftRequest,
} from '../../common/ai/commands';
import { AI_MODEL_STEPS } from '../../common/limits';
import type { Proposal } from '../../common/schemas/ai';
import type { Typesetting } from '../../common/slides/layout/typeScale';
import type { Config } from '../config';
import type { Db } from '../db/open';
import { applyDeckOperations, type DeckState, type Operation, OperationError, readDeckState } from '../deck';
import { HttpError } from '../lib/errors';
import { type AskForObject, draftWithModel } from './modelDrafting';
import { interpretCommand, resolveCommands } from './offline';
import type { LastChange } from './offline/plan';
import { say } from './offline/questions';
import { deckContext, SYSTEM_PROMPT } from './prompts';
import { draftSources, modelDraft, nothingDone, offlineDraft } from './proposals';
import { type ModelProviderId, modelFor, type ProviderId } from './providers';

/** Enough for a dozen slides of commands; set explicitly so every provider behaves alike. */
const MAX_OUTPUT_TOKENS = 4096;
const TOOL = 'apply_commands';

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
  /** For "undo that": the revision of the change this turn took back. */
  undoes?: number;
}

/**
 * Commands that only answer ("what is on slide 2?"), and an undo with nothing to take back: what
 * they say is the reply, not an error the model could correct.
 */
const ANSWERS = new Set<Command['kind']>(['ask', 'help', 'list_slides', 'read_slide', 'read_metric', 'undo']);

/** What the model's commands came to, resolved against the deck as it was read for this turn. */
type Resolved =
  | { kind: 'apply'; operations: Operation[]; reply: string; baseRevision?: number }
  | { kind: 'draft'; request: DraftRequest; reply: string }
  | { kind: 'answer'; reply: string };

/**
 * The model's one tool: the command schema itself (common/ai/commands.ts) as its input. The SDK
 * refuses an input the schema does not take, and `execute` resolves the commands through the
 * offline engine's resolver and throws on one that cannot apply: either way the model gets the
 * SDK's tool error and corrects itself in the next step. Nothing is written here; the turn's
 * operations are applied (or proposed) once the model is done.
 */
function commandsTool(deck: DeckState, selectedSlideId?: string, lastChange?: LastChange) {
  return tool({
    description:
      'Change the presentation with commands. Slides are named by number, place or title. Asked for a whole deck or a first draft, send only a "draft" command: the deck is then read and written in two passes and proposed to the user.',
    inputSchema: commandsInputSchema,
    execute: async ({ commands, reply = '' }: CommandsInput): Promise<Resolved> => {
      // A draft is written in two passes of its own (modelDrafting.ts): other commands sent with
      // it are the model's one-pass guess at the deck, and are not used.
      const draft = commands.find((c) => c.kind === 'draft');
      if (draft) return { kind: 'draft', request: draft.request, reply: reply.trim() };
      const result = resolveCommands(commands, deck, selectedSlideId, lastChange);
      if (result.notUnderstood) {
        if (commands.every((c) => ANSWERS.has(c.kind)))
          return { kind: 'answer', reply: result.notUnderstood };
        throw new Error(`Nothing was applied: ${result.notUnderstood}`);
      }
      const said = [reply.trim(), result.said].filter(Boolean).join(' ');
      return { kind: 'apply', operations: result.operations, reply: said, baseRevision: result.baseRevision };
    },
  });
}

/**
 * The user's message before the last, when the assistant's reply to it asked a question: what
 * "that" in the answer ("ok replace registered pets with that then") can point back to.
 */
function askedAbout(messages: ChatTurn[]): string | undefined {
  const [before, reply, last] = messages.slice(-3);
  return before?.role === 'user' &&
    reply?.role === 'assistant' &&
    last?.role === 'user' &&
    reply.content.includes('?')
    ? before.content
    : undefined;
}

export async function runAssistant(input: {
  config: Config;
  db: Db;
  presentationId: string;
  provider: ProviderId;
  messages: ChatTurn[];
  slideId?: string;
  /** The assistant's last change in this conversation, for "undo that". */
  lastChange?: LastChange;
  now: Date;
  /** When set, the model's text is streamed here as it is generated. */
  onDelta?: (text: string) => void;
  /** The deck's theme, asked for when a draft is fitted (its slides must fit in its fonts). */
  theme?: () => Promise<Typesetting | undefined>;
}): Promise<AssistantReply> {
  const last = [...input.messages].reverse().find((m) => m.role === 'user');
  if (!last) throw new HttpError(400, 'invalid_input', 'messages: must end with a message from the user');
  const deck = await readDeckState(input.db, input.presentationId);
  const draftOffline = async (request: DraftRequest) =>
    offlineDraft(input.db, input.presentationId, deck, request, await input.theme?.());

  if (input.provider === 'offline') {
    const result = interpretCommand(
      last.content,
      deck,
      input.slideId,
      input.lastChange,
      askedAbout(input.messages),
    );
    if (result.draft) return draftOffline(result.draft);
    if (result.notUnderstood) return nothingDone(result.notUnderstood);
    const reply = await apply(input, result.operations, result.baseRevision);
    return result.said ? { ...reply, response: `${reply.response}\n\n${result.said}` } : reply;
  }

  const tools = { [TOOL]: commandsTool(deck, input.slideId, input.lastChange) };
  const messages: ModelMessage[] = [
    { role: 'user', content: deckContext(deck, input.slideId) },
    { role: 'assistant', content: `Understood. I will only change the deck through ${TOOL}.` },
    ...input.messages.map((m) => ({ role: m.role, content: m.content }) as ModelMessage),
  ];
  const steps = await runModel(modelFor(input.config, input.provider), messages, tools, input);
  const lastStep = steps.at(-1);
  const done = lastStep?.toolResults.find((r) => r.toolName === TOOL)?.output as Resolved | undefined;
  if (!done) {
    const error = lastStep?.content.find((p) => p.type === 'tool-error');
    if (error) {
      const problem = String((error as { error: unknown }).error).slice(0, 500);
      throw new HttpError(
        502,
        'ai_invalid_output',
        `The AI answered with changes that are not valid (${problem}), even after ${AI_MODEL_STEPS - 1} corrections. Nothing was changed.`,
      );
    }
    return nothingDone(lastStep?.text.trim() || 'No changes were needed.');
  }
  if (done.kind === 'answer') return nothingDone(done.reply);
  if (done.kind === 'draft') {
    const provider = input.provider;
    const ask: AskForObject = (schema, prompt) =>
      askForObject(input.config, provider, schema, prompt).catch((err) => {
        if (!(err instanceof InvalidModelOutput)) throw err;
        throw new HttpError(502, 'ai_invalid_output', `The AI's draft ${err.message}. Nothing was changed.`);
      });
    const drafted = await draftWithModel(ask, {
      ...(await draftSources(input.db, input.presentationId, deck)),
      messages: input.messages.filter((m) => m.role === 'user').map((m) => m.content),
      request: done.request,
    });
    const said = [done.reply, drafted.said].filter(Boolean).join(' ');
    return modelDraft(drafted.operations, said, deck.metadata, await input.theme?.());
  }
  const reply = await apply(input, done.operations, done.baseRevision);
  return { ...reply, response: done.reply ? `${done.reply}\n\n${reply.response}` : reply.response };
}

/**
 * The turn's operations written as one batch. An undo (`undoes`: the revision of the change it
 * takes back) is written as of that revision, so a field someone changed since is refused, not
 * overwritten.
 */
async function apply(
  input: { db: Db; presentationId: string; now: Date },
  operations: Operation[],
  undoes?: number,
): Promise<AssistantReply> {
  if (!operations.length) return nothingDone('No changes were needed.');
  try {
    const applied = await applyDeckOperations(input.db, input.presentationId, operations, input.now, undoes);
    return {
      response: applied.changes.join('\n'),
      operations,
      changedSlideIds: applied.changedSlideIds,
      inverses: applied.inverses,
      revision: applied.revision,
      ...(undoes !== undefined ? { undoes } : {}),
    };
  } catch (err) {
    // Said as an answer: nothing is wrong with the request, the deck moved on.
    if (err instanceof OperationError && undoes !== undefined && err.status === 409)
      return nothingDone(say.undoClash());
    if (err instanceof OperationError)
      throw new HttpError(409, 'conflict', `${err.message}. Nothing was changed.`);
    throw err;
  }
}

/** The model's turn ends at its first tool call that resolves, or after AI_MODEL_STEPS calls. */
const resolvedOrOut = (): StopCondition<ToolSet>[] => [
  stepCountIs(AI_MODEL_STEPS),
  ({ steps }) => Boolean(steps.at(-1)?.toolResults.length),
];

/** One turn of the model, streamed to `onDelta` when given; its steps, each with its tool results. */
async function runModel(
  model: ReturnType<typeof modelFor>,
  messages: ModelMessage[],
  tools: ToolSet,
  input: { config: Config; onDelta?: (text: string) => void },
): Promise<StepResult<ToolSet>[]> {
  const call = {
    model,
    system: SYSTEM_PROMPT,
    messages,
    tools,
    stopWhen: resolvedOrOut(),
    maxRetries: 0,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    abortSignal: AbortSignal.timeout(input.config.aiTimeoutMs),
  };
  try {
    if (!input.onDelta) return (await generateText(call)).steps;
    // Errors arrive as parts of the stream below; nothing to log twice.
    const result = streamText({ ...call, onError: () => undefined });
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') input.onDelta(part.text);
      else if (part.type === 'error') throw part.error;
    }
    return await result.steps;
  } catch (err) {
    throw providerError(err);
  }
}

/** Provider failures become a clear 502 (or 504 on timeout); the deck is untouched. */
function providerError(err: unknown): HttpError {
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

/** A model's structured answer that its schema refuses. */
export class InvalidModelOutput extends Error {}

/**
 * An object of a schema asked of a model through the SDK's structured output (the provider's JSON
 * schema mode): the SDK checks the answer against the schema, so no JSON is dug out of prose.
 */
export async function askForObject<T>(
  config: Config,
  provider: ModelProviderId,
  schema: z.ZodType<T>,
  prompt: string,
): Promise<T> {
  try {
    const { output } = await generateText({
      model: modelFor(config, provider),
      output: Output.object({ schema }),
      prompt,
      // OpenAI's strict mode wants every field required; the SDK checks the schema itself.
      providerOptions: { openai: { strictJsonSchema: false } },
      maxRetries: 0,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      abortSignal: AbortSignal.timeout(config.aiTimeoutMs),
    });
    return output as T;
  } catch (err) {
    if (NoObjectGeneratedError.isInstance(err))
      throw new InvalidModelOutput(`its answer does not match the schema: ${err.message.slice(0, 300)}`);
    throw providerError(err);
  }
}
