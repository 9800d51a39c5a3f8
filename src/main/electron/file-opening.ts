import path from 'node:path';
import { PROJECT_EXTENSION } from '../../shared/constants.js';

/** The part of Electron's `app` that hands over files to open; a fake stands in for it in tests. */
export interface FileOpeningApp {
  on(event: 'open-file', listener: (event: { preventDefault(): void }, file: string) => void): unknown;
  on(event: 'second-instance', listener: (event: unknown, argv: string[], workingDirectory: string) => void): unknown;
}

/**
 * The project files named on a command line: arguments ending in `.flipbook` that are not
 * switches, made absolute from the folder the command ran in (a second start runs in its own).
 */
export function projectPathsIn(argv: readonly string[], workingDirectory: string): string[] {
  return argv
    .filter((arg) => !arg.startsWith('-') && arg.toLowerCase().endsWith(PROJECT_EXTENSION))
    .map((arg) => path.resolve(workingDirectory, arg));
}

/**
 * Hands every project file the system asks the app to open to `open`: the ones on this start's
 * command line (Windows and Linux file associations), a second start's (the single-instance
 * lock sends its command line here), and macOS's open-file, which comes before the app is
 * ready when a double-click starts it. Call it before app.whenReady so none is missed.
 */
export function handleFileOpening(app: FileOpeningApp, open: (file: string) => void, start: { argv: readonly string[]; cwd: string }): void {
  app.on('open-file', (event, file) => {
    // Without this, macOS shows that the app could not open the file.
    event.preventDefault();
    open(file);
  });
  app.on('second-instance', (_event, argv, workingDirectory) => {
    for (const file of projectPathsIn(argv, workingDirectory)) open(file);
  });
  for (const file of projectPathsIn(start.argv, start.cwd)) open(file);
}

/**
 * Requests that come before the engine exists wait here; `deliverTo` sends them, and every
 * later one, to where the editor takes them.
 */
export class EarlyOpenRequests {
  private early: string[] | null = [];
  private target: ((file: string) => void) | null = null;

  readonly open = (file: string): void => {
    if (this.target === null) this.early?.push(file);
    else this.target(file);
  };

  deliverTo(target: (file: string) => void): void {
    this.target = target;
    for (const file of this.early?.splice(0) ?? []) target(file);
    this.early = null;
  }
}
