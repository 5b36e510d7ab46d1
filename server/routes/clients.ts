import { z } from 'zod';
import { clientSchema, createClientBody, updateClientBody } from '../../common/schemas/clients';
import { idParams } from '../../common/schemas/common';
import type { App, Deps } from '../deps';
import { createClient, deleteClient, getClient, listClients, updateClient } from '../services/clients';

export function clientRoutes(app: App, { db, files, now }: Deps) {
  app.get('/api/clients', { schema: { response: { 200: z.array(clientSchema) } } }, () => listClients(db));

  app.post(
    '/api/clients',
    { schema: { body: createClientBody, response: { 201: clientSchema } } },
    async (req, reply) => reply.status(201).send(await createClient(db, req.body, new Date(now()))),
  );

  app.get('/api/clients/:id', { schema: { params: idParams, response: { 200: clientSchema } } }, (req) =>
    getClient(db, req.params.id),
  );

  app.patch(
    '/api/clients/:id',
    { schema: { params: idParams, body: updateClientBody, response: { 200: clientSchema } } },
    (req) => updateClient(db, req.params.id, req.body, new Date(now())),
  );

  app.delete('/api/clients/:id', { schema: { params: idParams } }, async (req, reply) => {
    await deleteClient(db, files, req.params.id);
    return reply.status(204).send();
  });
}
