import type { Reader } from '../reader.js';

/** What autoflip does next: turn a page, go back to the start for another pass, or stop. */
export type AutoFlipStep = 'next' | 'restart' | 'stop';

/**
 * The next step of autoflip at a spread. At the end of the book a pass is over: another
 * pass starts from the cover while passes are left (`passesLeft` -1 is forever).
 */
export function autoFlipStep(atEnd: boolean, passesLeft: number): AutoFlipStep {
  if (!atEnd) return 'next';
  return passesLeft === -1 || passesLeft > 1 ? 'restart' : 'stop';
}

/** Input that means the reader has taken over; autoflip stops at once. */
const USER_INPUT = ['keydown', 'pointerdown', 'wheel'] as const;

/**
 * Turns the pages by itself, one turn per interval, counted from when a page settles so a
 * slow turn never shortens the pause. It stops on any key, press or wheel of the reader's
 * own, except on its own button (which toggles it).
 */
export class AutoFlip {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private passesLeft = 0;
  private runningValue = false;

  constructor(
    private readonly reader: Reader,
    private readonly onChange: (running: boolean) => void,
    private readonly button: HTMLElement,
  ) {
    reader.onSettle(() => this.schedule());
    for (const type of USER_INPUT) {
      document.addEventListener(type, (event) => this.onInput(event), { capture: true, passive: true });
    }
  }

  get running(): boolean {
    return this.runningValue;
  }

  start(): void {
    this.passesLeft = this.reader.settings.autoFlipCount;
    this.runningValue = true;
    this.onChange(true);
    this.schedule();
  }

  stop(): void {
    clearTimeout(this.timer);
    if (!this.runningValue) return;
    this.runningValue = false;
    this.onChange(false);
  }

  /** Presses (and Enter or Space) on autoflip's own button toggle it; they must not stop it first. */
  private onInput(event: Event): void {
    if (!this.runningValue) return;
    const onButton = event.target instanceof Node && this.button.contains(event.target);
    const activates = !(event instanceof KeyboardEvent) || event.key === 'Enter' || event.key === ' ';
    if (!(onButton && activates)) this.stop();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    if (!this.runningValue) return;
    this.timer = setTimeout(() => this.step(), this.reader.settings.autoFlipInterval * 1000);
  }

  private step(): void {
    const step = autoFlipStep(this.reader.atEnd, this.passesLeft);
    if (step === 'stop') {
      this.stop();
      return;
    }
    if (step === 'restart') {
      if (this.passesLeft > 0) this.passesLeft -= 1;
      this.reader.perform('first');
    } else {
      this.reader.perform('next');
    }
  }
}
