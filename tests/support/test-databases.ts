import { openDatabase } from '../../src/server/store/database.js';
import type { Db } from '../../src/server/store/schema.js';
import { startPostgres } from './postgres-cluster.js';

/** The two engines every service test runs on: the embedded default and a real PostgreSQL. */
export const DATABASE_KINDS = ['embedded', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/** A migrated database of the given kind, and how to throw it away. */
export async function openTestDatabase(kind: DatabaseKind): Promise<{ db: Db; url: string | null; close(): Promise<void> }> {
  if (kind === 'embedded') {
    const db = await openDatabase({ kind: 'memory' });
    return { db, url: null, close: () => db.destroy() };
  }
  const cluster = await startPostgres();
  const db = await openDatabase({ kind: 'postgres', url: cluster.url });
  return {
    db,
    url: cluster.url,
    async close() {
      await db.destroy();
      await cluster.stop();
    },
  };
}
