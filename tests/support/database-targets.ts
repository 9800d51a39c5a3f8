import type { Db } from '../../src/server/store/schema.js';
import { DATABASE_KINDS, openTestDatabase } from './test-databases.js';

/**
 * The two engines as named targets for `describe.each(databaseTargets())('… on $name')`: the
 * same opener as `openTestDatabase` (in-memory PGlite, or a throwaway PostgreSQL cluster that
 * `close` stops), for tests that hold on to the database rather than to its handle.
 */
export interface DatabaseTarget {
  name: string;
  open(): Promise<Db>;
  close(db: Db): Promise<void>;
}

const NAMES = { embedded: 'PGlite', postgres: 'PostgreSQL' } as const;

export function databaseTargets(): DatabaseTarget[] {
  return DATABASE_KINDS.map((kind) => {
    const open = new Map<Db, () => Promise<void>>();
    return {
      name: NAMES[kind],
      async open() {
        const database = await openTestDatabase(kind);
        open.set(database.db, database.close);
        return database.db;
      },
      async close(db) {
        await open.get(db)?.();
        open.delete(db);
      },
    };
  });
}
