import type { BookConfig, BookPatch, ProjectSnapshot, RecentProject, RecoverableProject } from '../../shared/domain/book.js';
import type { Page, TocEntry } from '../../shared/domain/page.js';
import type { HistoryChange, PageEdit, ProjectChange, ProjectPart } from '../../shared/domain/project-change.js';

/**
 * Blob storage inside a project. Page images are written once, at import, and never
 * rewritten on save. Keys are validated AssetKeys.
 */
export interface AssetStore {
  put(key: string, data: Uint8Array): void;
  /** Writes several blobs in one transaction, so a page's renditions cost one disk sync, not one each. */
  putAll(entries: ReadonlyArray<readonly [key: string, data: Uint8Array]>): void;
  get(key: string): Uint8Array | null;
  delete(keys: readonly string[]): void;
}

/** How a book edit enters the history, and what else it changes in the same step. */
export interface BookEdit {
  /** Edits carrying the same gesture id (one slider or colour drag) are squashed into one undo step. */
  gesture?: string;
  /** Replaces the table of contents in the same edit. */
  toc?: TocEntry[];
}

/** The project that is open now. Edits mark it dirty until it is saved. */
export interface OpenProject {
  readonly id: string;
  /** Stable for the life of the project file, unlike `id` (one per open): plug-in names carry it. */
  readonly bookId: string;
  readonly assets: AssetStore;
  snapshot(): ProjectSnapshot;
  /**
   * The pages and the table of contents as they are now, not copied: for reading only. A
   * page command reads them to work out the next list, and a snapshot's deep copy of every
   * page was most of a move's time in the engine.
   */
  currentPages(): { readonly pages: readonly Page[]; readonly toc: readonly TocEntry[] };
  /** The book's configuration as it is now, not copied, for reading only: a design apply reads its settings. */
  currentBook(): Readonly<BookConfig>;
  /**
   * Applies a book patch as one undo step (see BookEdit for the gesture and the table of
   * contents) and answers with the parts it changed; an edit that changes nothing is no step.
   */
  updateBook(patch: BookPatch, edit?: BookEdit): ProjectChange;
  /**
   * Swaps in a new page list (and table of contents) in one step. Assets of pages that are
   * no longer referenced are removed from the file at the next save.
   */
  replacePages(pages: Page[], toc: TocEntry[]): ProjectSnapshot;
  /**
   * A page command's change: swaps in the page list (and table of contents) as one undo step
   * like replacePages, and answers with the header and the table of contents when it
   * changed, never the page list, which the editor already shows (decision 0231). The same
   * pages in the same order are no step.
   */
  editPages(pages: readonly Page[], toc: TocEntry[]): Omit<PageEdit, 'rebased'>;
  /**
   * The parts changed since `revision`, one this project had: empty when it is the current
   * one, null when it is not known (another project's, a future one, or older than the
   * changes the project remembers).
   */
  changedSince(revision: number): ReadonlySet<ProjectPart> | null;
  /** One edit back or forward; every book, page and TOC change is a step. */
  undo(): HistoryChange;
  redo(): HistoryChange;
}

/** Owns the one open project of an engine session and its file lifecycle. */
export interface ProjectSession {
  current(): OpenProject | null;
  /** The open project, or NO_PROJECT. */
  require(): OpenProject;
  /** The open project, creating a new untitled one when none is open. */
  ensureOpen(): OpenProject;
  create(title?: string): ProjectSnapshot;
  open(path: string): ProjectSnapshot;
  save(): ProjectSnapshot;
  saveAs(path: string): ProjectSnapshot;
  close(): boolean;
  recent(): RecentProject[];
  /** Empties the recent list (the app's and the system's); how many entries it held. */
  clearRecent(): number;
  /** Projects whose unsaved edits a crash left behind, newest first. */
  recoverable(): RecoverableProject[];
  /** Opens a recoverable project with its edits back, unsaved. */
  recover(id: string): ProjectSnapshot;
  /** Drops a recovery file (and an untitled project's working copy) for good. */
  discardRecovery(id: string): boolean;
  /** Releases files and handles; the engine calls it on shutdown. */
  dispose(): void;
}
