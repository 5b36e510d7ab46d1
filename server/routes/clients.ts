import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { clientSchema, createClientBody, updateClientBody } from '../../common/schemas/clients';
import { idParams } from '../../common/schemas/common';
import { clients } from '../db/schema';
import type { App, Deps } from '../deps';
import { newId } from '../lib/ids';
import { deleteClient, getClient, listClients } from '../services/clients';

export function clientRoutes(app: App, { db, files, now }: Deps) {
  app.get('/api/clients', { schema: { response: { 200: z.array(clientSchema) } } }, () => listClients(db));

  app.post(
    '/api/clients',
    { schema: { body: createClientBody, response: { 201: clientSchema } } },
    async (req, reply) => {
      const id = newId();
      const at = new Date(now());
      await db
        .insert(clients)
        .values({ id, name: req.body.name, logo: req.body.logo || null, createdAt: at, updatedAt: at });
      return reply.status(201).send(await getClient(db, id));
    },
  );

  app.get('/api/clients/:id', { schema: { params: idParams, response: { 200: clientSchema } } }, (req) =>
    getClient(db, req.params.id),
  );

  app.patch(
    '/api/clients/:id',
    { schema: { params: idParams, body: updateClientBody, response: { 200: clientSchema } } },
    async (req) => {
      const { name, logo } = req.body;
      const changes = {
        updatedAt: new Date(now()),
        ...(name !== undefined && { name }),
        ...(logo !== undefined && { logo: logo || null }),
      };
      await db.update(clients).set(changes).where(eq(clients.id, req.params.id));
      return getClient(db, req.params.id);
    },
  );

  app.delete('/api/clients/:id', { schema: { params: idParams } }, async (req, reply) => {
    await deleteClient(db, files, req.params.id);
    return reply.status(204).send();
  });
}
