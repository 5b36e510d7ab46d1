import { PassThrough } from 'node:stream';
import { z } from 'zod';
import {
  chatBody,
  chatReplySchema,
  createSessionBody,
  messageSchema,
  processAssetsBody,
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
  listMessages,
  listSessions,
  recordExchange,
} from '../services/conversations';
import { isSlideOf } from '../services/slides';

export function aiRoutes(app: App, { db, config, now, extraction }: Deps) {
  /** A call that names no provider gets the default one (openai when configured, else offline). */
  const providerOr = (given: ProviderId | undefined) => given ?? listProviders(config).defaultProvider;

  /** The chat's context must be this presentation's: its session, its selected slide. */
  async function assertContext(presentationId: string, sessionId?: string, slideId?: string) {
    if (sessionId) await assertSessionOf(db, sessionId, presentationId);
    if (slideId && !(await isSlideOf(db, slideId, presentationId))) throw notFound('Slide');
  }

  // A list of {id, label, model, configured, default}; unconfigured ones carry a hint.
  app.get('/api/ai/providers', () => {
    const { providers, defaultProvider } = listProviders(config);
    return providers.map((p) => ({ ...p, default: p.id === defaultProvider }));
  });

  // The reply keeps SPEC's response, and may carry a proposed draft (issue 19).
  const chatSchema = { body: chatBody, response: { 200: chatReplySchema } };
  app.post('/api/ai/chat', { schema: chatSchema }, async (req) => {
    const { messages, presentationId, sessionId, slideId } = req.body;
    const provider = providerOr(req.body.provider);
    await assertContext(presentationId, sessionId, slideId);
    const turns = messages.map((m) => ({
      role: m.role === 'user' ? ('user' as const) : ('assistant' as const),
      content: m.content,
    }));
    const reply = await runAssistant({
      config,
      db,
      presentationId,
      provider,
      messages: turns,
      slideId,
      now: new Date(now()),
      timeoutMs: config.aiTimeoutMs,
    });
    if (sessionId) {
      const user = [...turns].reverse().find((m) => m.role === 'user')!;
      await recordExchange(db, sessionId, user.content, reply.response, slideId, new Date(now()));
    }
    return reply;
  });

  // The same chat, streamed as NDJSON lines: {"type":"delta","text"} while the model writes, then
  // one {"type":"done", response, operations, changedSlideIds} or {"type":"error", status, message}.
  app.post('/api/ai/chat/stream', { schema: { body: chatBody } }, async (req, reply) => {
    const { messages, presentationId, sessionId, slideId } = req.body;
    const provider = providerOr(req.body.provider);
    // Everything that can be refused is refused before the stream starts, as a normal error reply.
    await assertContext(presentationId, sessionId, slideId);
    if (provider !== 'offline') modelFor(config, provider);
    const turns = messages.map((m) => ({
      role: m.role === 'user' ? ('user' as const) : ('assistant' as const),
      content: m.content,
    }));
    const out = new PassThrough();
    const line = (value: unknown) => out.write(`${JSON.stringify(value)}\n`);
    void (async () => {
      try {
        const result = await runAssistant({
          config,
          db,
          presentationId,
          provider,
          messages: turns,
          slideId,
          now: new Date(now()),
          timeoutMs: config.aiTimeoutMs,
          onDelta: (text) => line({ type: 'delta', text }),
        });
        if (sessionId) {
          const user = [...turns].reverse().find((m) => m.role === 'user')!;
          await recordExchange(db, sessionId, user.content, result.response, slideId, new Date(now()));
        }
        line({ type: 'done', ...result });
      } catch (err) {
        const e = err as { status?: number; message?: string };
        line({
          type: 'error',
          status: e.status ?? 500,
          message: e.status ? e.message : 'The assistant failed unexpectedly. Nothing was changed.',
        });
        if (!e.status) req.log.error(err);
      } finally {
        out.end();
      }
    })();
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
