import type { Interrupts } from '../interrupts.js';

/** Interrupts a test fires itself, recording any request to quit at once. */
export function testInterrupts(): Interrupts & { fire(): void; quits: number[] } {
  const listeners = new Set<() => void>();
  return {
    quits: [],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    quit(code) {
      this.quits.push(code);
    },
    fire: () => listeners.forEach((listener) => listener()),
  };
}
