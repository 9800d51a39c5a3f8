import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../fs/atomic-write.js';

/** The file in the app-data folder whose presence says the guided tour has been shown. */
export const TOUR_SEEN_FILE = 'tour-seen.json';

/**
 * Whether this installation has shown the guided tour, kept in the app-data folder (not the
 * renderer's storage) so it survives a browser profile change and the browser host and the
 * desktop app share it.
 */
export class TourMemory {
  private readonly file: string;

  constructor(appDataDir: string) {
    this.file = path.join(appDataDir, TOUR_SEEN_FILE);
  }

  seen(): boolean {
    return fs.existsSync(this.file);
  }

  /** Remembers the tour as shown; a failed write only means it is offered once more. */
  markSeen(now: Date = new Date()): void {
    try {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileAtomic(this.file, `${JSON.stringify({ seenAt: now.toISOString() })}\n`);
    } catch {
      // Nothing is lost: the tour shows again next time.
    }
  }
}
