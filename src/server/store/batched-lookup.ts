/** The most keys one statement is asked for; the rest wait for the next one. */
export const BATCH_MAX_KEYS = 500;

interface Waiting<K, V> {
  key: K;
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Lookups by key made as few statements: the keys asked for in one turn of the event loop go
 * together in one statement, sent at the end of that turn (setImmediate), and while a statement
 * runs, the keys asked for meanwhile wait for the next one. The end of the turn matters on the
 * embedded database: PGlite answers within the turn, so a statement sent at once would carry one
 * request's key and the next request would find it already done. An idle service still reads a
 * key in the turn that asked for it; a busy one reads 200 requests' keys in one statement
 * instead of 200 (docs/decisions/0263).
 *
 * Every answer is as fresh as an unbatched read: a key's statement is always sent after the key
 * was asked for, never one already running, so a change committed before a request arrived is
 * seen by that request. A statement that fails fails the lookups it carried, and only those.
 */
export class BatchedLookup<K, V> {
  private waiting: Waiting<K, V>[] = [];
  /** A statement is running, or one is due at the end of this turn. */
  private reading = false;

  constructor(
    private readonly readMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxKeys = BATCH_MAX_KEYS,
  ) {}

  /** The value stored under `key` when the statement carrying it ran; undefined if none. */
  get(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ key, resolve, reject });
      if (this.reading) return;
      this.reading = true;
      setImmediate(() => void this.readWaiting());
    });
  }

  private async readWaiting(): Promise<void> {
    const batch = this.takeBatch();
    try {
      const found = await this.readMany([...new Set(batch.map((each) => each.key))]);
      for (const each of batch) each.resolve(found.get(each.key));
    } catch (error) {
      for (const each of batch) each.reject(error);
    }
    // The keys asked for meanwhile go at the end of this turn, with any asked for in it.
    if (this.waiting.length > 0) setImmediate(() => void this.readWaiting());
    else this.reading = false;
  }

  /** The oldest waiting lookups, as many as carry at most maxKeys distinct keys. */
  private takeBatch(): Waiting<K, V>[] {
    const keys = new Set<K>();
    let end = 0;
    for (; end < this.waiting.length; end++) {
      const key = (this.waiting[end] as Waiting<K, V>).key;
      if (!keys.has(key) && keys.size === this.maxKeys) break;
      keys.add(key);
    }
    return this.waiting.splice(0, end);
  }
}
