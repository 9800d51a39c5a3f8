import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Mail, Mailer } from '../accounts/mailer.js';
import { newSigner } from '../licences/signing-key.js';
import type { ServerContext } from '../server-context.js';
import { FolderStorage } from '../store/folder-storage.js';
import type { ObjectStorage } from '../store/object-storage.js';
import type { Db } from '../store/schema.js';

/** A mailer that keeps what it sends, for tests to read the links in. */
export class RecordingMailer implements Mailer {
  readonly sent: Mail[] = [];
  send(mail: Mail): Promise<void> {
    this.sent.push(mail);
    return Promise.resolve();
  }
}

/** A clock the test moves by hand. */
export class ManualClock {
  private now: number;
  constructor(start = Date.UTC(2026, 10, 25, 12)) {
    this.now = start;
  }
  readonly read = (): Date => new Date(this.now);
  advance(ms: number): void {
    this.now += ms;
  }
}

/**
 * A folder storage in a fresh temporary data folder (`<tmp>/flipbook-test-…/storage`). Nothing
 * is created until something is stored, so tests that never store leave nothing behind.
 */
export function temporaryFolderStorage(): FolderStorage {
  return new FolderStorage(path.join(os.tmpdir(), `flipbook-test-${randomUUID()}`, 'storage'));
}

/**
 * A service context over the given database, with a hand clock, a recording mailer, cheap
 * hashing and the given storage (else a temporary folder storage).
 */
export function testContext(db: Db, storage: ObjectStorage = temporaryFolderStorage()): ServerContext & { mailer: RecordingMailer; manualClock: ManualClock } {
  const manualClock = new ManualClock();
  return { db, clock: manualClock.read, mailer: new RecordingMailer(), storage, manualClock, publicUrl: 'http://127.0.0.1:1', scryptCost: 1024, licenceSigner: newSigner() };
}
