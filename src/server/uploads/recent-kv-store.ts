import type { KvStore } from '@tus/server';

/**
 * tus's S3 store keeps each upload's `.info` in a KvStore so that the requests of one upload do
 * not read it from the bucket each time. Its default (MemoryKvStore) keeps an entry until that
 * instance finishes or removes the upload, so every upload it never ended (a file the app gave
 * up, an upload another instance finished) stayed in memory for the life of the process. This
 * one keeps an entry for a while after it was stored; a later request reads the `.info` again.
 */
export class RecentKvStore<T> implements KvStore<T> {
  /** In the order they were stored, oldest first (a key stored again moves to the end). */
  private readonly entries = new Map<string, { value: T; storedAt: number }>();

  constructor(
    private readonly keepMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): Promise<T | undefined> {
    const entry = this.entries.get(key);
    if (entry === undefined || this.isOld(entry.storedAt)) return Promise.resolve(undefined);
    return Promise.resolve(entry.value);
  }

  set(key: string, value: T): Promise<void> {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now() });
    this.dropOld();
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }

  list(): Promise<string[]> {
    this.dropOld();
    return Promise.resolve([...this.entries.keys()]);
  }

  private isOld(storedAt: number): boolean {
    return this.now() - storedAt >= this.keepMs;
  }

  /** The old entries are at the front: dropping them stops at the first that is not. */
  private dropOld(): void {
    for (const [key, entry] of this.entries) {
      if (!this.isOld(entry.storedAt)) return;
      this.entries.delete(key);
    }
  }
}
