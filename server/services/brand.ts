import { eq } from 'drizzle-orm';
import type { BrandKit, BrandKitBody } from '../../common/schemas/brand';
import { type BrandKitValues, defaultKitValues } from '../../common/themes/brandKit';
import { toHex6 } from '../../common/themes/color';
import { contrastWarnings } from '../../common/themes/surfaces';
import type { LogoPlacement, ThemeColors } from '../../common/themes/types';
import type { Db } from '../db/open';
import { brandKits, clients } from '../db/schema';
import { notFound } from '../lib/errors';

function toApi(clientId: string, kit: BrandKitValues, updatedAt: Date | null): BrandKit {
  return {
    clientId,
    ...kit,
    saved: updatedAt !== null,
    warnings: contrastWarnings(kit.colors),
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

/** The client's kit values: its saved kit, or the default theme's with the client's logo. */
export async function brandKitValues(
  db: Db,
  clientId: string,
): Promise<{ kit: BrandKitValues; updatedAt: Date | null }> {
  const [client] = await db.select({ logo: clients.logo }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw notFound('Client');
  const [row] = await db.select().from(brandKits).where(eq(brandKits.clientId, clientId));
  if (!row) return { kit: defaultKitValues(client.logo), updatedAt: null };
  return {
    kit: {
      colors: row.colors,
      fonts: row.fonts,
      logo: row.logo,
      logoPlacement: row.logoPlacement as LogoPlacement,
    },
    updatedAt: row.updatedAt,
  };
}

export async function getBrandKit(db: Db, clientId: string): Promise<BrandKit> {
  const { kit, updatedAt } = await brandKitValues(db, clientId);
  return toApi(clientId, kit, updatedAt);
}

/**
 * Saves the whole kit (one upsert). Colours are stored as #rrggbb, the one form every renderer,
 * the contrast check and PowerPoint read alike. A kit below WCAG AA contrast is saved all the
 * same: the answer names each weak pair in `warnings`, and the slides draw the better text colour.
 */
export async function putBrandKit(
  db: Db,
  clientId: string,
  body: BrandKitBody,
  now: Date,
): Promise<BrandKit> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw notFound('Client');
  const colors = Object.fromEntries(
    Object.entries(body.colors).map(([role, value]) => [role, toHex6(value)!]),
  ) as unknown as ThemeColors;
  const values = {
    colors,
    fonts: body.fonts,
    logo: body.logo || null,
    logoPlacement: body.logoPlacement,
    updatedAt: now,
  };
  await db
    .insert(brandKits)
    .values({ clientId, ...values })
    .onConflictDoUpdate({ target: brandKits.clientId, set: values });
  return getBrandKit(db, clientId);
}
