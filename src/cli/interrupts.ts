/** The exit code of a command stopped by Ctrl+C before it could cancel cleanly (128 + SIGINT). */
export const EXIT_INTERRUPTED = 130;

/** Where a request to stop comes from: the process's signals, or a test's own. */
export interface Interrupts {
  /** Calls `onInterrupt` for every Ctrl+C (or SIGTERM) until the returned function is called. */
  subscribe(onInterrupt: () => void): () => void;
  /** Ends the process now, with this exit code. */
  quit(code: number): void;
}

/** Ctrl+C and SIGTERM of this process. Listening replaces Node's default of dying at once. */
export function processInterrupts(): Interrupts {
  return {
    subscribe(onInterrupt) {
      const listener = (): void => onInterrupt();
      process.on('SIGINT', listener);
      process.on('SIGTERM', listener);
      return () => {
        process.off('SIGINT', listener);
        process.off('SIGTERM', listener);
      };
    },
    quit: (code) => process.exit(code),
  };
}
