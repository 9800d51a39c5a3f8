/**
 * The seams between the engine and the machine it runs on. Each host passes its own
 * implementation: node (CLI, web host), electron (desktop app) and testing (temp dirs).
 */
export interface Platform {
  /** Where settings, the recent list, working copies and autosaves live. */
  appDataDir: string;
  /** The user's home; file prompts start from places under it. */
  homeDir: string;
  /** Where new projects and published books are suggested to go. */
  documentsDir: string;
  /** Opens a URL in the user's browser (help links); may be a no-op where there is none. */
  openUrl(url: string): Promise<void>;
  /**
   * Shows a file or folder in the system's file manager (a batch's finished book); false
   * where the host has none to show it in (the web host, whose user may sit elsewhere, and the CLI).
   */
  showInFolder(path: string): Promise<boolean>;
  /** Gives a project just opened or saved to the system's own recent list (a dock or jump list); desktop only. */
  addRecentDocument?(path: string): void;
  /** Empties the system's recent list too, when the user clears the app's; desktop only. */
  clearRecentDocuments?(): void;
  /** A short name of the host, reported by app.info: 'electron', 'web', 'cli' or 'test'. */
  hostName: string;
}
