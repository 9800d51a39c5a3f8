import type { ReaderBookData } from '../shared/reader/book-data.js';

/** A book's raw settings record, as the settings' listeners are given it. */
type SettingsListener = (raw: Readonly<Record<string, unknown>>) => void;

/**
 * What the reader tells the modules around it (toolbar, panels, sound, appearance, the
 * preview), and when. The reader's classes extend it, so those modules subscribe on the
 * reader itself.
 */
export abstract class ReaderEvents {
  private readonly settleListeners: ((firstPage: number) => void)[] = [];
  private readonly bookListeners: (() => void)[] = [];
  private readonly turnListeners: (() => void)[] = [];
  private readonly settingsListeners: SettingsListener[] = [];
  private openedListeners: (() => void)[] = [];

  /** The book on show, whose settings a new settings listener is given at once. */
  abstract get bookData(): ReaderBookData | null;

  /**
   * Calls `listener` with the book's raw settings record whenever a book is shown or one
   * setting changes. Appearance modules (template, theme, scene, colours) subscribe here,
   * so they apply preview edits at once without the reader knowing about each of them.
   */
  onSettingsChange(listener: SettingsListener): void {
    this.settingsListeners.push(listener);
    if (this.bookData !== null) listener(this.bookData.settings);
  }

  /** Called with the first page of the spread each time the book comes to rest. */
  onSettle(listener: (firstPage: number) => void): void {
    this.settleListeners.push(listener);
  }

  /** Called when a page starts to turn (a curl, a board or a slide), for the flip sound. */
  onTurn(listener: () => void): void {
    this.turnListeners.push(listener);
  }

  /** Called after a new book, a changed setting or a switch of page mode, so the toolbar and panels follow. */
  onBookChange(listener: () => void): void {
    this.bookListeners.push(listener);
  }

  /** Calls `listener` once, when the next book's first spread has been painted (what may wait for the cover). */
  onceOpened(listener: () => void): void {
    this.openedListeners.push(listener);
  }

  protected tellSettings(): void {
    if (this.bookData === null) return;
    for (const listener of this.settingsListeners) listener(this.bookData.settings);
  }

  protected tellSettled(firstPage: number): void {
    for (const listener of this.settleListeners) listener(firstPage);
  }

  protected tellTurnStarted(): void {
    for (const listener of this.turnListeners) listener();
  }

  protected tellBookChanged(): void {
    for (const listener of this.bookListeners) listener();
  }

  /** Each opened listener runs once: the list is emptied before they run. */
  protected tellOpened(): void {
    const opened = this.openedListeners;
    this.openedListeners = [];
    for (const listener of opened) listener();
  }
}
