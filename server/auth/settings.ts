import { eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { settings } from '../db/schema';

/**
 * A value kept in the settings table, created on first use. Two servers starting together agree
 * on whichever stored first; `created` tells the winner it made the value (to print it once, say).
 */
export async function loadOrCreateSetting(
  db: Db,
  key: string,
  make: () => Promise<string> | string,
): Promise<{ value: string; created: boolean }> {
  const [existing] = await db.select().from(settings).where(eq(settings.key, key));
  if (existing) return { value: existing.value, created: false };
  const value = await make();
  const inserted = await db.insert(settings).values({ key, value }).onConflictDoNothing().returning();
  if (inserted.length > 0) return { value, created: true };
  const [winner] = await db.select().from(settings).where(eq(settings.key, key));
  return { value: winner!.value, created: false };
}
