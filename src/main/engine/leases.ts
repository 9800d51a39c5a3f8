/** Gives a lease back; calling it again does nothing, so every path may call it. */
export type Release = () => void;

/**
 * A fixed number of leases handed out in the order they were asked for: several engines
 * share one (a batch's task engines share the render workers, decision 0225), so what each
 * lease stands for stays bounded however many of them ask.
 */
export class Leases {
  private free: number;
  private readonly waiting: Array<(release: Release) => void> = [];

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`a lease pool needs at least one lease, not ${capacity}`);
    this.free = capacity;
  }

  /** Leases not handed out at the moment. */
  get available(): number {
    return this.free;
  }

  /**
   * Waits for a lease. Resolves null, without a lease, once `signal` aborts first (a
   * stopped import, or a lane that is no longer needed), so a waiter never outlives its work.
   */
  acquire(signal: AbortSignal): Promise<Release | null> {
    if (signal.aborted) return Promise.resolve(null);
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve) => {
      const grant = (release: Release) => {
        signal.removeEventListener('abort', onAbort);
        resolve(release);
      };
      const onAbort = () => {
        const index = this.waiting.indexOf(grant);
        if (index !== -1) this.waiting.splice(index, 1);
        resolve(null);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(grant);
    });
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The lease passes straight to the longest waiter, so a newcomer cannot overtake it.
      const next = this.waiting.shift();
      if (next) next(this.releaser());
      else this.free += 1;
    };
  }
}
