import { randomInt } from 'node:crypto';
import type { Db } from '../db/open';
import { hashPassword } from './passwords';
import { loadOrCreateSetting } from './settings';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export interface DashboardPassword {
  hash: string;
  /** Set only on the start that generated it, so it can be printed once. */
  generated?: string;
}

/**
 * The dashboard password's hash: from DASHBOARD_PASSWORD when set, else generated on the first
 * start and stored (only as a hash).
 */
export async function loadDashboardPassword(db: Db, fromEnv: string | undefined): Promise<DashboardPassword> {
  if (fromEnv) return { hash: await hashPassword(fromEnv) };
  let generated = '';
  const { value, created } = await loadOrCreateSetting(db, 'dashboard_password_hash', () => {
    generated = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return hashPassword(generated);
  });
  return created ? { hash: value, generated } : { hash: value };
}
