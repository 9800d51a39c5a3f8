import type { Page } from '../../shared/domain/page.js';
import type { Job } from '../engine/job-runner.js';

/** Where an import announces its pages: the editor's events, or nowhere (an added page). */
export interface ImportAnnouncer {
  /** The next finished pages, in book order (import.pages). */
  pages(pages: Page[]): void;
  /** The book's first page's thumbnail, written ahead of the rest of that page (import.firstThumbnail). */
  firstThumbnail(thumb: string): void;
}

const SILENT: ImportAnnouncer = { pages: () => undefined, firstThumbnail: () => undefined };

/**
 * Counts an import's finished pages into its job's `pages` step. It reports 0 of the total
 * at once, so the job's clock (and with it the ETA) starts when the page count is known.
 */
export class ImportProgress {
  private done = 0;
  /** Whether the book's first page, or its early thumbnail, has gone out yet. */
  private firstPageShown = false;

  constructor(
    private readonly job: Pick<Job<'import'>, 'progress'>,
    private readonly total: number,
    private readonly announce: ImportAnnouncer = SILENT,
  ) {
    job.progress('pages', 0, total);
  }

  /**
   * Whether the page being made next is the book's first and someone is told of its thumbnail:
   * a merge's later files share this progress, and their first pages are not the book's; an
   * added page (SILENT) tells no one, so an early thumbnail would be work for nothing.
   */
  get awaitingFirstPage(): boolean {
    return !this.firstPageShown && this.announce !== SILENT;
  }

  /** Announces the book's first page's thumbnail (its asset key), once, before any page. */
  firstThumbnail(thumb: string): void {
    if (this.firstPageShown) return;
    this.firstPageShown = true;
    this.announce.firstThumbnail(thumb);
  }

  pageDone(): void {
    this.done += 1;
    this.job.progress('pages', this.done, this.total);
  }

  /** Hands on the next pages of the book, in order, once they and every page before them are written. */
  pagesReady(pages: Page[]): void {
    if (pages.length === 0) return;
    this.firstPageShown = true;
    this.announce.pages(pages);
  }
}
