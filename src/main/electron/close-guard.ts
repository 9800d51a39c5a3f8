/** What to do with a request to close the main window. */
export type CloseDecision = 'close' | 'ask';

/**
 * Decides whether the main window may close or must first ask the editor (which may hold
 * unsaved changes). The editor answers without IPC: once the user has saved or discarded,
 * it calls `window.close()`. That close is told apart from the user's click on the title
 * bar by the web contents' own close notice, which only a page-initiated close produces.
 * A renderer that never loaded, or has crashed, cannot answer, so the window then closes.
 */
export class CloseGuard {
  private pageClosed = false;
  private rendererAlive = false;

  /** The editor page finished loading and listens for app.menu events. */
  rendererReady(): void {
    this.rendererAlive = true;
  }

  /** The renderer crashed, hung or was killed: nobody is left to ask. */
  rendererGone(): void {
    this.rendererAlive = false;
  }

  /** The page itself called window.close(), after its own confirmation. */
  pageRequestedClose(): void {
    this.pageClosed = true;
  }

  decide(): CloseDecision {
    return this.pageClosed || !this.rendererAlive ? 'close' : 'ask';
  }
}
