import { newId } from '../accounts/tokens.js';
import type { Db } from '../store/schema.js';

/** A bare account row (no password that logs in, no VIP) for tests of billing and the scheduled work; answers its id. */
export async function insertTestUser(db: Db): Promise<string> {
  const id = newId();
  await db.insertInto('users').values({ id, email: `${id}@example.com`, password_hash: 'x', vip_plan: null, vip_expires_at: null }).execute();
  return id;
}
