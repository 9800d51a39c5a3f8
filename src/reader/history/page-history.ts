/**
 * The pages a reader has been to, for the back and forward buttons. It is the reader's own
 * history, not the browser's: page turns never add browser history entries (page-url.ts),
 * and Back in the browser should leave the book rather than turn its pages.
 */
export class PageHistory {
  private entries: number[] = [];
  private index = -1;

  /** Records the page the book came to rest on; going somewhere new drops the pages ahead. */
  visit(page: number): void {
    if (this.entries[this.index] === page) return;
    this.entries = [...this.entries.slice(0, this.index + 1), page];
    this.index = this.entries.length - 1;
  }

  get canGoBack(): boolean {
    return this.index > 0;
  }

  get canGoForward(): boolean {
    return this.index < this.entries.length - 1;
  }

  /** The page to turn back to, or null at the start; the turn's own visit() then changes nothing. */
  back(): number | null {
    if (!this.canGoBack) return null;
    this.index -= 1;
    return this.entries[this.index] ?? null;
  }

  forward(): number | null {
    if (!this.canGoForward) return null;
    this.index += 1;
    return this.entries[this.index] ?? null;
  }

  /** A new book starts a new history at its first page on show. */
  reset(page: number): void {
    this.entries = [page];
    this.index = 0;
  }
}
