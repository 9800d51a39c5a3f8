import type { BookPatch, ProjectSnapshot, RecentProject } from '../../shared/domain/book.js';
import type { Page, TocEntry } from '../../shared/domain/page.js';

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

/** The project that is open now. Edits mark it dirty until it is saved. */
export interface OpenProject {
  readonly id: string;
  readonly assets: AssetStore;
  snapshot(): ProjectSnapshot;
  /** Applies a book patch; `toc`, when given, replaces the table of contents in the same edit. */
  updateBook(patch: BookPatch, toc?: TocEntry[]): ProjectSnapshot;
  /**
   * Swaps in a new page list (and table of contents) in one step. Assets of pages that are
   * no longer referenced are removed from the file at the next save.
   */
  replacePages(pages: Page[], toc: TocEntry[]): ProjectSnapshot;
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
  /** Releases files and handles; the engine calls it on shutdown. */
  dispose(): void;
}
