/**
 * What the kernel does around a handler, declared where the handler is registered rather
 * than written into its body (the way Actual wraps its handlers), so a renamed method keeps
 * its policy and a new one states its own.
 */
export interface MethodPolicy {
  /**
   * Refused with BUSY while an exclusive job runs: the method would open, close or rewind the
   * project that job reads or replaces.
   */
  refuseWhileBusy?: boolean;
  /** Worth a line in the app's log when it succeeds too; every failure is logged anyway. */
  logged?: boolean;
}

/** The methods a policy may ask the kernel about: which exclusive job runs now, if any. */
export interface BusyProbe {
  readonly running: string | null;
}
