import { ERRORS } from '@tus/server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../tests/support/database-targets.js';
import type { Db } from '../store/schema.js';
import { SharedUploadLocker, type SharedLockTiming } from './shared-upload-locker.js';

// Two lockers on one database stand for two instances of the service.
const TIMING: SharedLockTiming = { leaseMs: 2_000, renewMs: 20, pollMs: 10, acquireTimeoutMs: 20_000 };

/** A requestRelease that records the holder was asked, and a promise that resolves when it is. */
function releaseRequests() {
  let asked = 0;
  let resolveAsked: () => void = () => undefined;
  const firstAsk = new Promise<void>((resolve) => (resolveAsked = resolve));
  return {
    request: () => {
      asked += 1;
      resolveAsked();
    },
    firstAsk,
    count: () => asked,
  };
}

describe.each(databaseTargets())('the shared tus lock on $name', (target) => {
  let db: Db;
  let first: SharedUploadLocker;
  let second: SharedUploadLocker;
  let serial = 0;
  const uploadKey = () => `tus/${++serial}`;

  beforeAll(async () => {
    db = await target.open();
    first = new SharedUploadLocker(db, TIMING);
    second = new SharedUploadLocker(db, TIMING);
  });
  afterAll(async () => {
    await target.close(db);
  });

  it('lets one request hold an upload: another asks it to let go, once, and takes it when it does', async () => {
    const key = uploadKey();
    const holding = first.newLock(key);
    const holder = releaseRequests();
    await holding.lock(new AbortController().signal, holder.request);

    const waiting = second.newLock(key);
    let taken = false;
    const acquired = waiting.lock(new AbortController().signal, () => undefined).then(() => (taken = true));
    await holder.firstAsk;
    expect(taken).toBe(false);

    await holding.unlock();
    await acquired;
    expect(holder.count()).toBe(1);
    await waiting.unlock();
    const { rows } = await sql`select 1 from tus_upload_locks where upload_key = ${key}`.execute(db);
    expect(rows).toEqual([]);
  });

  it('keeps different uploads apart', async () => {
    const one = first.newLock(uploadKey());
    const other = second.newLock(uploadKey());
    await one.lock(new AbortController().signal, () => undefined);
    await other.lock(new AbortController().signal, () => undefined);
    await one.unlock();
    await other.unlock();
  });

  it('takes over the lease of a holder that stopped renewing it (its instance died)', async () => {
    const key = uploadKey();
    await sql`insert into tus_upload_locks (upload_key, holder, expires_at) values (${key}, 'dead instance', now() - interval '1 second')`.execute(db);
    const lock = second.newLock(key);
    await lock.lock(new AbortController().signal, () => undefined);
    const { rows } = await sql<{ holder: string }>`select holder from tus_upload_locks where upload_key = ${key}`.execute(db);
    expect(rows[0]?.holder).not.toBe('dead instance');
    await lock.unlock();
  });

  it('renews the lease while it holds the upload', async () => {
    const key = uploadKey();
    const lock = first.newLock(key);
    await lock.lock(new AbortController().signal, () => undefined);
    const expiry = async () => (await sql<{ expires_at: Date }>`select expires_at from tus_upload_locks where upload_key = ${key}`.execute(db)).rows[0]?.expires_at.getTime();
    const taken = await expiry();
    while ((await expiry()) === taken) await new Promise((resolve) => setImmediate(resolve));
    expect(await expiry()).toBeGreaterThan(taken as number);
    await lock.unlock();
  });

  it('gives up with tus ERR_LOCK_TIMEOUT when the waiting request is stopped', async () => {
    const key = uploadKey();
    const holding = first.newLock(key);
    await holding.lock(new AbortController().signal, () => undefined);
    const stop = new AbortController();
    const waiting = second.newLock(key).lock(stop.signal, () => undefined);
    stop.abort();
    await expect(waiting).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await holding.unlock();
  });
});
