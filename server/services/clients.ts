import { eq, sql } from 'drizzle-orm';
import type { Client } from '../../common/schemas/clients';
import type { Db } from '../db/open';
import { clients } from '../db/schema';
import { notifyDeckDeleted } from '../deck';
import { notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import type { FileStore } from './files';
import { presentationIdsOfClient } from './presentations';

const presentationCount = sql<number>`(select count(*)::int from presentations p where p.client_id = "clients"."id")`;

function toApi(row: typeof clients.$inferSelect & { presentationCount: number }): Client {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    presentationCount: Number(row.presentationCount),
    createdAt: row.createdAt.toISOString(),
  };
}

const columns = {
  id: clients.id,
  name: clients.name,
  logo: clients.logo,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
  presentationCount,
};

export async function listClients(db: Db): Promise<Client[]> {
  const rows = await db.select(columns).from(clients).orderBy(sql`lower(${clients.name})`, clients.createdAt);
  return rows.map(toApi);
}

export async function getClient(db: Db, id: string): Promise<Client> {
  const [row] = await db.select(columns).from(clients).where(eq(clients.id, id));
  if (!row) throw notFound('Client');
  return toApi(row);
}

export async function createClient(db: Db, body: { name: string; logo?: string | null }, now: Date) {
  const id = newId();
  await db
    .insert(clients)
    .values({ id, name: body.name, logo: body.logo || null, createdAt: now, updatedAt: now });
  return getClient(db, id);
}

/** The fields given replace the client's; an empty logo removes it. */
export async function updateClient(
  db: Db,
  id: string,
  body: { name?: string; logo?: string | null },
  now: Date,
) {
  await db
    .update(clients)
    .set({
      updatedAt: now,
      ...(body.name !== undefined && { name: body.name }),
      ...(body.logo !== undefined && { logo: body.logo || null }),
    })
    .where(eq(clients.id, id));
  return getClient(db, id);
}

/**
 * Removes the client and, through the foreign keys' cascades, its presentations and everything
 * under them in one statement; then the presentations' and the client's own files on disk.
 */
export async function deleteClient(db: Db, files: FileStore, id: string): Promise<void> {
  const presentationIds = await db.transaction(async (tx) => {
    const ids = await presentationIdsOfClient(tx, id);
    const deleted = await tx.delete(clients).where(eq(clients.id, id)).returning({ id: clients.id });
    if (deleted.length === 0) throw notFound('Client');
    for (const deck of ids) await notifyDeckDeleted(tx, deck);
    return ids;
  });
  await Promise.all([files.removePresentations(presentationIds), files.removeClient(id)]);
}
