import { AppError } from '../../shared/errors/app-error.js';

/**
 * Lets one long job (an import, a publish) run at a time and gives it an AbortSignal,
 * so a cancel button anywhere can stop it. A second job while one runs gets BUSY.
 */
export class JobGate {
  private active: { kind: string; controller: AbortController } | null = null;

  get running(): string | null {
    return this.active?.kind ?? null;
  }

  async run<T>(kind: string, job: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (this.active) throw new AppError('BUSY', {}, `${this.active.kind} is running`);
    const controller = new AbortController();
    this.active = { kind, controller };
    try {
      return await job(controller.signal);
    } finally {
      this.active = null;
    }
  }

  /** Cancels the running job of this kind (any kind when omitted); false when none runs. */
  cancel(kind?: string): boolean {
    if (!this.active || (kind !== undefined && this.active.kind !== kind)) return false;
    this.active.controller.abort(new AppError('CANCELLED'));
    return true;
  }
}

/** Throws CANCELLED when the signal has fired; long loops call it between steps. */
export function throwIfCancelled(signal: AbortSignal): void {
  if (signal.aborted) throw new AppError('CANCELLED');
}
