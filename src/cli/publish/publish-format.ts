import type { FlipbookClient } from '../../shared/api/client.js';

/** One `flipbook publish` call after parsing: paths absolute, options as given. */
export interface PublishCommand {
  kind: 'publish';
  project: string;
  format: string;
  /** The -o path: a folder for html, a file for the others. */
  output: string;
  /** The format's own value options (long names without --), paths already absolute. */
  values: Record<string, string>;
  /** The format's own switches that were given. */
  flags: string[];
}

/**
 * What one output format adds to `flipbook publish`. Each format lives in its own file in
 * this folder and is listed in publish-formats.ts, so formats never edit each other's code.
 */
export interface PublishFormatCli {
  /** Value options this format accepts (long names without --). */
  values: readonly string[];
  /** Of those, the ones that are paths, resolved against the working folder when parsed. */
  pathValues?: readonly string[];
  /** Switches this format accepts. */
  flags: readonly string[];
  /** The lines `flipbook publish --help` shows for this format's options. */
  usage: string;
  /** Checks the options before any work starts; a message becomes a usage error (exit 2). */
  check(command: PublishCommand): string | null;
  /**
   * Opens nothing itself: the project is already open. Returns the path to print, and may add
   * a note for the closing line (how to install what was written).
   */
  run(client: FlipbookClient, command: PublishCommand): Promise<string | PublishedOutput>;
}

/** What a publish wrote (printed on stdout, for scripts) and what the closing line adds for people. */
export interface PublishedOutput {
  path: string;
  note: string;
}
