import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import type { Db } from '../store/schema.js';

/** How the shared lock behaves in time; the defaults suit the service, tests may shorten them. */
export interface SharedLockTiming {
  /** How long a lease lasts unless renewed: how soon the lock of an instance that died is free again. */
  leaseMs: number;
  /** How often a holder renews its lease, and so how soon it hears that another request asks for the upload. */
  renewMs: number;
  /** How often a waiting request tries again. */
  pollMs: number;
  /** How long a request waits before it gives up (tus answers ERR_LOCK_TIMEOUT), as tus's own locker. */
  acquireTimeoutMs: number;
}

const SERVICE_TIMING: SharedLockTiming = { leaseMs: 15_000, renewMs: 1_000, pollMs: 100, acquireTimeoutMs: 30_000 };

/**
 * tus's lock on an upload, shared by every instance through the database. tus's own locker
 * lives in one process's memory, so with the uploads in S3 a PATCH on one instance and a HEAD or
 * PATCH of the same upload on another ran at once: the HEAD read the upload while the PATCH had
 * taken its incomplete part out of the bucket, and answered an offset below what was held (0
 * instead of 3 MiB in tus-across-instances.test.ts), so the app would have sent those bytes again onto an
 * upload the first instance was still writing.
 *
 * As tus's own: one request holds an upload at a time; a request that wants it asks the holder
 * to let go (tus then ends the holder's request gracefully, keeping the bytes it received) and
 * waits. The holder's lease is renewed while its request runs and lapses if its instance died.
 * Times are the database's, so the instances' clocks need not agree.
 */
export class SharedUploadLocker implements Locker {
  constructor(
    private readonly db: Db,
    private readonly timing: SharedLockTiming = SERVICE_TIMING,
  ) {}

  newLock(id: string): Lock {
    return new SharedUploadLock(this.db, id, this.timing);
  }
}

class SharedUploadLock implements Lock {
  /** This request's name on the lease. */
  private readonly holder = randomUUID();
  private renewal: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly key: string,
    private readonly timing: SharedLockTiming,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.timing.acquireTimeoutMs;
    for (;;) {
      if (await this.take()) {
        this.keep(requestRelease);
        return;
      }
      if (stopSignal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await this.askForRelease();
      await pause(this.timing.pollMs, undefined, { signal: stopSignal }).catch(() => undefined);
      if (stopSignal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
    }
  }

  async unlock(): Promise<void> {
    if (this.renewal !== null) clearInterval(this.renewal);
    this.renewal = null;
    await sql`delete from tus_upload_locks where upload_key = ${this.key} and holder = ${this.holder}`.execute(this.db);
  }

  private leaseEnd() {
    return sql`now() + ${this.timing.leaseMs}::double precision * interval '1 millisecond'`;
  }

  /** Takes the lease if nobody holds it, or if its holder's lapsed. */
  private async take(): Promise<boolean> {
    const { rows } = await sql<{ holder: string }>`
      insert into tus_upload_locks (upload_key, holder, expires_at) values (${this.key}, ${this.holder}, ${this.leaseEnd()})
      on conflict (upload_key) do update set holder = excluded.holder, expires_at = excluded.expires_at, release_asked = false
        where tus_upload_locks.expires_at < now()
      returning holder`.execute(this.db);
    return rows.length === 1;
  }

  private async askForRelease(): Promise<void> {
    await sql`update tus_upload_locks set release_asked = true where upload_key = ${this.key} and holder <> ${this.holder}`.execute(this.db);
  }

  /** Renews the lease while the request runs, and passes on a request to let go (or a lease lost) once. */
  private keep(requestRelease: RequestRelease): void {
    let released = false;
    this.renewal = setInterval(() => {
      void sql<{ release_asked: boolean }>`
        update tus_upload_locks set expires_at = ${this.leaseEnd()} where upload_key = ${this.key} and holder = ${this.holder}
        returning release_asked`
        .execute(this.db)
        .then(async ({ rows }) => {
          // A renewal that was under way when the request let go has nothing to pass on.
          if (released || this.renewal === null || (rows.length === 1 && rows[0]?.release_asked !== true)) return;
          released = true;
          await requestRelease();
        })
        // A renewal that fails is tried again at the next tick; the lease outlasts several.
        .catch(() => undefined);
    }, this.timing.renewMs);
    this.renewal.unref();
  }
}
