import { openDatabase } from '../../src/server/store/database.js';
import type { Db } from '../../src/server/store/schema.js';
import { startPostgres, type PostgresCluster } from './postgres-cluster.js';

/**
 * The two engines the service runs on, for `describe.each`: the embedded PGlite (in memory)
 * and a real PostgreSQL (one throwaway cluster per test file, started by the first `open`).
 */
export interface DatabaseTarget {
  name: string;
  open(): Promise<Db>;
  close(db: Db): Promise<void>;
}

export function databaseTargets(): DatabaseTarget[] {
  let cluster: PostgresCluster | null = null;
  return [
    {
      name: 'PGlite',
      open: () => openDatabase({ kind: 'memory' }),
      close: (db) => db.destroy(),
    },
    {
      name: 'PostgreSQL',
      async open() {
        cluster ??= await startPostgres();
        return openDatabase({ kind: 'postgres', url: cluster.url });
      },
      async close(db) {
        await db.destroy();
        await cluster?.stop();
        cluster = null;
      },
    },
  ];
}
