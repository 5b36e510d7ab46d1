import { z } from 'zod';
import {
  chatBody,
  createSessionBody,
  messageSchema,
  processAssetsBody,
  sessionSchema,
} from '../../common/schemas/ai';
import { idParams } from '../../common/schemas/common';
import { runAssistant } from '../ai/assistant';
import { listProviders } from '../ai/providers';
import type { App, Deps } from '../deps';
import { slidesFromAssets } from '../services/assetSlides';
import {
  assertSessionOf,
  createSession,
  listMessages,
  listSessions,
  recordExchange,
} from '../services/conversations';

export function aiRoutes(app: App, { db, config, now }: Deps) {
  app.get('/api/ai/providers', () => listProviders(config));

  app.post('/api/ai/chat', { schema: { body: chatBody } }, async (req) => {
    const { provider, messages, presentationId, sessionId, slideId } = req.body;
    if (sessionId) await assertSessionOf(db, sessionId, presentationId);
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

  app.post(
    '/api/conversations/sessions',
    { schema: { body: createSessionBody, response: { 201: sessionSchema } } },
    async (req, reply) => reply.status(201).send(await createSession(db, req.body, new Date(now()))),
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
    { schema: { params: idParams, body: processAssetsBody } },
    (req) =>
      slidesFromAssets(db, config, req.params.id, req.body.assetIds, req.body.provider, new Date(now())),
  );
}
