import { PassThrough } from 'node:stream';
import { z } from 'zod';
import {
  type ChatBody,
  chatBody,
  chatReplySchema,
  createSessionBody,
  messageSchema,
  processAssetsBody,
  providerInfoSchema,
  sessionSchema,
} from '../../common/schemas/ai';
import { processAssetsResultSchema } from '../../common/schemas/assets';
import { idParams } from '../../common/schemas/common';
import { runAssistant } from '../ai/assistant';
import { listProviders, modelFor, type ProviderId } from '../ai/providers';
import type { App, Deps } from '../deps';
import { notFound } from '../lib/errors';
import { slidesFromAssets } from '../services/assetSlides';
import {
  assertSessionOf,
  createSession,
  lastChangeOf,
  listMessages,
  listSessions,
  recordExchange,
} from '../services/conversations';
import { isSlideOf } from '../services/slides';
import { deckTheme } from '../services/theme';

export function aiRoutes(app: App, { db, config, now, extraction }: Deps) {
  /** A call that names no provider gets the default one (openai when configured, else offline). */
  const providerOr = (given: ProviderId | undefined) => given ?? listProviders(config).defaultProvider;

  /** The chat's context must be this presentation's: its session, its selected slide. */
  async function assertContext(presentationId: string, sessionId?: string, slideId?: string) {
    if (sessionId) await assertSessionOf(db, sessionId, presentationId);
    if (slideId && !(await isSlideOf(db, slideId, presentationId))) throw notFound('Slide');
  }

  // The client shows this list and takes the default from it; it never works the default out itself.
  app.get('/api/ai/providers', { schema: { response: { 200: z.array(providerInfoSchema) } } }, () => {
    const { providers, defaultProvider } = listProviders(config);
    return providers.map((p) => ({ ...p, default: p.id === defaultProvider }));
  });

  /**
   * One chat turn, streamed or not: the assistant's change is applied and the exchange stored in
   * its conversation. `onDelta` gets the model's words as they are written.
   */
  async function chatTurn(body: ChatBody, onDelta?: (text: string) => void) {
    const { messages, presentationId, sessionId, slideId } = body;
    const lastChange = sessionId ? await lastChangeOf(db, sessionId, presentationId) : undefined;
    const turns = messages.map((m) => ({
      role: m.role === 'user' ? ('user' as const) : ('assistant' as const),
      content: m.content,
    }));
    const reply = await runAssistant({
      config,
      db,
      presentationId,
      provider: providerOr(body.provider),
      messages: turns,
      slideId,
      lastChange,
      now: new Date(now()),
      onDelta,
      theme: async () => (await deckTheme(db, presentationId)).theme,
    });
    if (sessionId) {
      const user = [...turns].reverse().find((m) => m.role === 'user')!;
      await recordExchange(db, sessionId, user.content, reply.response, slideId, new Date(now()), {
        revision: reply.operations.length ? reply.revision : undefined,
        undoes: reply.undoes,
      });
    }
    return reply;
  }

  // The reply keeps SPEC's response, and may carry a proposed draft (issue 19).
  app.post(
    '/api/ai/chat',
    { schema: { body: chatBody, response: { 200: chatReplySchema } } },
    async (req) => {
      await assertContext(req.body.presentationId, req.body.sessionId, req.body.slideId);
      return chatTurn(req.body);
    },
  );

  // The same chat, streamed as NDJSON lines: {"type":"delta","text"} while the model writes, then
  // one {"type":"done", response, operations, changedSlideIds, inverses} or {"type":"error", status, message}.
  app.post('/api/ai/chat/stream', { schema: { body: chatBody } }, async (req, reply) => {
    const provider = providerOr(req.body.provider);
    // Everything that can be refused is refused before the stream starts, as a normal error reply.
    await assertContext(req.body.presentationId, req.body.sessionId, req.body.slideId);
    if (provider !== 'offline') modelFor(config, provider);
    const out = new PassThrough();
    const line = (value: unknown) => out.write(`${JSON.stringify(value)}\n`);
    void chatTurn(req.body, (text) => line({ type: 'delta', text }))
      .then((result) => line({ type: 'done', ...result }))
      .catch((err) => {
        const e = err as { status?: number; message?: string };
        line({
          type: 'error',
          status: e.status ?? 500,
          message: e.status ? e.message : 'The assistant failed unexpectedly. Nothing was changed.',
        });
        if (!e.status) req.log.error(err);
      })
      .finally(() => out.end());
    return reply.type('application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(out);
  });

  app.post(
    '/api/conversations/sessions',
    { schema: { body: createSessionBody, response: { 201: sessionSchema } } },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await createSession(db, { ...req.body, provider: providerOr(req.body.provider) }, new Date(now())),
        ),
  );
  app.get(
    '/api/presentations/:id/sessions',
    { schema: { params: idParams, response: { 200: z.array(sessionSchema) } } },
    (req) => listSessions(db, req.params.id),
  );
  app.get(
    '/api/conversations/sessions/:id/messages',
    { schema: { params: idParams, response: { 200: z.array(messageSchema) } } },
    (req) => listMessages(db, req.params.id),
  );

  app.post(
    '/api/presentations/:id/process-assets',
    { schema: { params: idParams, body: processAssetsBody, response: { 200: processAssetsResultSchema } } },
    (req) =>
      slidesFromAssets(
        db,
        config,
        extraction,
        req.params.id,
        req.body.assetIds,
        providerOr(req.body.provider),
        new Date(now()),
      ),
  );
}
