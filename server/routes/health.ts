import type { App, Deps } from '../deps';

export function healthRoutes(app: App, { database }: Deps) {
  app.get('/api/health', async (_req, reply) => {
    const up = await database.ping();
    return reply.status(up ? 200 : 503).send({ ok: up, database: up ? 'up' : 'down', kind: database.kind });
  });
}
