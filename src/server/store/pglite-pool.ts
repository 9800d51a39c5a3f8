import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];
const COMMANDS: readonly Command[] = ['UPDATE', 'DELETE', 'INSERT', 'SELECT', 'MERGE', 'COMMIT', 'ROLLBACK'];

/** The statement's verb, which pg reports as `command` and PGlite does not. */
function commandOf(sql: string): Command {
  const verb = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toUpperCase() ?? 'SELECT';
  return (COMMANDS as readonly string[]).includes(verb) ? (verb as Command) : 'SELECT';
}

/**
 * PGlite behind the small pool interface that Kysely's PostgreSQL dialect uses with `pg`, so
 * the embedded database and a real PostgreSQL run the very same dialect, migrations and
 * queries. PGlite is one connection: a client is lent to one caller at a time (a transaction
 * holds it from BEGIN to COMMIT), and the others wait their turn in order.
 */
export class PglitePool implements PostgresPool {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly database: PGlite) {}

  connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    return previous.then(() => this.client(release));
  }

  async end(): Promise<void> {
    await this.queue;
    await this.database.close();
  }

  private client(release: () => void): PostgresPoolClient {
    const database = this.database;
    let released = false;
    const query = async (sql: string, parameters: ReadonlyArray<unknown>) => {
      // A statement without parameters may be a script of several (the migrations are), which
      // only the simple protocol, PGlite's exec, accepts; pg makes the same choice.
      const result = parameters.length === 0 ? (await database.exec(sql)).at(-1) : await database.query(sql, [...parameters]);
      return { command: commandOf(sql), rowCount: result?.affectedRows ?? result?.rows.length ?? 0, rows: result?.rows ?? [] };
    };
    return {
      query: query as PostgresPoolClient['query'],
      release: () => {
        if (released) return;
        released = true;
        release();
      },
    };
  }
}
