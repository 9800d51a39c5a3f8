import { AppError } from '../../shared/errors/app-error.js';
import { nextUpdateState, type UpdateEvent } from '../../shared/updates/update-machine.js';
import type { UpdateState } from '../../shared/updates/update-state.js';
import type { UpdateDriver } from './update-driver.js';

/** How often, at most, a download's progress is pushed to the editor. */
const PROGRESS_INTERVAL_MS = 100;

/**
 * The engine's one update state, moved by the driver's events through the shared state
 * machine and pushed to every client as `update.state`. A check while one runs, or while a
 * download runs or waits for a restart, answers with the state as it is.
 */
export class UpdateService {
  private state: UpdateState = { status: 'idle' };
  private running: Promise<void> | null = null;
  private lastProgressAt = 0;

  constructor(
    private readonly driver: UpdateDriver,
    private readonly publish: (state: UpdateState) => void,
    private readonly now: () => number = Date.now,
  ) {
    driver.listen((event) => this.apply(event));
  }

  current(): UpdateState {
    return this.state;
  }

  async check(): Promise<UpdateState> {
    if (this.running === null && this.state.status !== 'downloading' && this.state.status !== 'ready') await this.run(() => this.driver.check());
    else await this.running;
    return this.state;
  }

  /** Starts the download of the available update; resolves when it is ready or failed. */
  async download(): Promise<UpdateState> {
    if (this.state.status === 'downloading' || this.state.status === 'ready') {
      await this.running;
      return this.state;
    }
    if (this.state.status !== 'available') throw new AppError('INVALID_ARGUMENT', {}, 'no update is available to download: check first');
    if (!this.state.canInstall) throw new AppError('INVALID_ARGUMENT', {}, 'this host checks for updates only; the installed desktop app downloads and installs them');
    this.apply({ type: 'downloadStarted' });
    await this.run(() => this.driver.download());
    return this.state;
  }

  restart(): void {
    if (this.state.status !== 'ready') throw new AppError('INVALID_ARGUMENT', {}, 'no downloaded update is waiting for a restart');
    this.driver.restart();
  }

  private async run(work: () => Promise<void>): Promise<void> {
    const running = work().finally(() => {
      if (this.running === running) this.running = null;
    });
    this.running = running;
    await running;
  }

  private apply(event: UpdateEvent): void {
    const next = nextUpdateState(this.state, event);
    if (next === this.state) return;
    this.state = next;
    // Progress is pushed at most every 100 ms (and at its end), not once per network chunk.
    if (event.type === 'progress' && next.status === 'downloading' && next.transferred < next.total) {
      const at = this.now();
      if (at - this.lastProgressAt < PROGRESS_INTERVAL_MS) return;
      this.lastProgressAt = at;
    }
    this.publish(next);
  }
}
