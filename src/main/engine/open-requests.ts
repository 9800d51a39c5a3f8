import type { EventBus } from './event-bus.js';

/** More than anyone double-clicks before the editor takes them; bounds a flood of second starts. */
const MAX_WAITING = 20;

/**
 * Project files the system asked the app to open, kept until the editor takes them. The editor
 * may not be listening yet (a file double-clicked to start the app arrives before the window
 * has loaded), so requests wait here and an event says when new ones come.
 */
export class OpenRequests {
  private readonly waiting: string[] = [];

  constructor(private readonly events: Pick<EventBus, 'emit'>) {}

  push(file: string): void {
    this.waiting.push(file);
    if (this.waiting.length > MAX_WAITING) this.waiting.splice(0, this.waiting.length - MAX_WAITING);
    this.events.emit('app.openRequested', {});
  }

  take(): string[] {
    return this.waiting.splice(0);
  }
}
