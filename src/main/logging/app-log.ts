import fs from 'node:fs';
import path from 'node:path';

/** A log file is rolled over past this size; one older file is kept, so logs stay under 2 MB. */
export const LOG_FILE_LIMIT_BYTES = 1024 * 1024;
export const LOG_FILE = 'flipbook.log';
export const OLD_LOG_FILE = 'flipbook.1.log';

/**
 * The engine's own log (errors and long jobs), kept in the app's data folder for the
 * feedback and error-log export. Writing a log line must never break the work it records,
 * so every failure here is swallowed.
 */
export class AppLog {
  constructor(
    readonly dir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  append(line: string): void {
    try {
      fs.mkdirSync(this.dir, { recursive: true });
      const file = path.join(this.dir, LOG_FILE);
      const size = fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;
      if (size > LOG_FILE_LIMIT_BYTES) fs.renameSync(file, path.join(this.dir, OLD_LOG_FILE));
      // One line per event: newlines inside a message would forge extra entries.
      fs.appendFileSync(file, `${this.now().toISOString()} ${line.replace(/[\r\n]+/g, ' ').slice(0, 4000)}\n`);
    } catch {
      // A full disk or a read-only folder leaves the log behind, never the user's work.
    }
  }

  /** The log files there are, oldest first. */
  files(): string[] {
    return [OLD_LOG_FILE, LOG_FILE].map((name) => path.join(this.dir, name)).filter((file) => fs.existsSync(file));
  }
}
