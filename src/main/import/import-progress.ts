import type { EventBus } from '../engine/event-bus.js';

/**
 * Emits `import.progress` after each finished page. The ETA comes from the average time
 * per page so far, so it settles as the import goes on; it is null before the first page.
 */
export class ImportProgress {
  private done = 0;
  private readonly startedAt: number;

  constructor(
    private readonly events: EventBus,
    private readonly total: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.startedAt = now();
  }

  pageDone(): void {
    this.done += 1;
    this.events.emit('import.progress', { page: this.done, total: this.total, etaSeconds: this.eta() });
  }

  private eta(): number | null {
    if (this.done === 0) return null;
    const perPageMs = (this.now() - this.startedAt) / this.done;
    return Math.max(0, Math.round((perPageMs * (this.total - this.done)) / 1000));
  }
}
