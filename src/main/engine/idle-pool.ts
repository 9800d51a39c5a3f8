/** Something costly to start that can wait, idle, for its next use. */
export interface Idler {
  /** Ends it for good; resolves once its resources are gone. */
  close(): Promise<void>;
  /** While idle it must not keep the process alive (a CLI exits once its work is done). */
  setIdle(idle: boolean): void;
}

interface Kept<T> {
  key: string;
  item: T;
  timer: NodeJS.Timeout;
}

/**
 * Keeps a few idle things (render workers, decision 0234) for a short while after their
 * use, so the next job of the same key takes one instead of starting its own. Each waits
 * at most `idleMs`, and at most `capacity` wait at once: the oldest is closed to make room.
 * Memory held by idle things is therefore bounded in size and in time.
 */
export class IdlePool<T extends Idler> {
  private readonly kept: Array<Kept<T>> = [];
  private disposed = false;

  constructor(
    readonly capacity: number,
    readonly idleMs: number,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`an idle pool holds at least one thing, not ${capacity}`);
  }

  /** How many wait now. */
  get size(): number {
    return this.kept.length;
  }

  /** Whether something of `key` waits idle now. */
  has(key: string): boolean {
    return this.kept.some((kept) => kept.key === key);
  }

  /** The most recently kept idle thing of `key`, now in use again; null when there is none. */
  take(key: string): T | null {
    for (let index = this.kept.length - 1; index >= 0; index -= 1) {
      const kept = this.kept[index] as Kept<T>;
      if (kept.key !== key) continue;
      this.kept.splice(index, 1);
      clearTimeout(kept.timer);
      kept.item.setIdle(false);
      return kept.item;
    }
    return null;
  }

  /**
   * Gives every idle thing of `key` its full idle time again, from now, as if it had just been
   * kept; answers how many wait. Something that is about to be needed (an import panel is open)
   * is held this way without being taken.
   */
  renew(key: string): number {
    let waiting = 0;
    for (const kept of this.kept) {
      if (kept.key !== key) continue;
      clearTimeout(kept.timer);
      kept.timer = this.idleTimer(kept.item);
      waiting += 1;
    }
    return waiting;
  }

  /** Keeps `item` idle under `key`; after dispose it is closed at once instead. */
  keep(key: string, item: T): void {
    if (this.disposed) {
      void item.close();
      return;
    }
    item.setIdle(true);
    this.kept.push({ key, item, timer: this.idleTimer(item) });
    while (this.kept.length > this.capacity) this.drop((this.kept[0] as Kept<T>).item);
  }

  /** Closes everything idle; later keeps close at once. */
  async dispose(): Promise<void> {
    this.disposed = true;
    const items = this.kept.splice(0).map((kept) => {
      clearTimeout(kept.timer);
      return kept.item.close();
    });
    await Promise.all(items);
  }

  /** Drops `item` once it has waited its idle time; the timer never keeps the process alive. */
  private idleTimer(item: T): NodeJS.Timeout {
    const timer = setTimeout(() => this.drop(item), this.idleMs);
    timer.unref();
    return timer;
  }

  private drop(item: T): void {
    const index = this.kept.findIndex((kept) => kept.item === item);
    if (index === -1) return;
    const [kept] = this.kept.splice(index, 1);
    if (kept) clearTimeout(kept.timer);
    void item.close();
  }
}
