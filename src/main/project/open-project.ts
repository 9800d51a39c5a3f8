import fs from 'node:fs';
import type { BookConfig, BookPatch, ProjectSnapshot } from '../../shared/domain/book.js';
import { PROJECT_PARTS, type HistoryChange, type PageEdit, type ProjectChange, type ProjectPart } from '../../shared/domain/project-change.js';
import { diffPageLists } from '../../shared/domain/page-list-diff.js';
import { diffTocs } from '../../shared/domain/toc-diff.js';
import type { Page, TocEntry } from '../../shared/domain/page.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { AssetStore, BookEdit, OpenProject } from '../engine/project-session.js';
import { EditHistory, type EditMark } from './edit-history.js';
import { saveFailed, writeProjectCopy } from './project-copy.js';
import { collectMediaKeys } from '../../shared/media/book-media.js';
import { referencedAssetKeys, type ProjectDocument } from './project-document.js';
import type { ProjectStore } from './sqlite-store.js';
import { mergeSettingsPatch } from '../../shared/settings/merge-settings.js';
import { unsafeUrlSettingKeys } from '../../shared/settings/unsafe-urls.js';

/** How many revisions back a page command may be based on and still be judged (decision 0231). */
export const REMEMBERED_CHANGES = 500;

interface RevisionChange {
  revision: number;
  parts: readonly ProjectPart[];
}

/** What a project needs from its session: revisions that never repeat, and change notices. */
export interface ProjectHooks {
  nextRevision(): number;
  /** `parts` are what changed; none when only the file state (saved, path) did. */
  changed(revision: number, parts: readonly ProjectPart[]): void;
}

export interface SessionProjectInit {
  id: string;
  store: ProjectStore;
  document: ProjectDocument;
  /** The saved file, or null while the store is an untitled working copy. */
  path: string | null;
  hooks: ProjectHooks;
  /** The clock the edit history merges typing by; tests pass their own. */
  now?: () => number;
}

/**
 * The open project: the document lives in memory until a save, while asset blobs go
 * straight into the store file as they are made (an import streams pages one by one).
 */
export class SessionProject implements OpenProject {
  readonly id: string;
  readonly assets: AssetStore;
  private store: ProjectStore;
  private document: ProjectDocument;
  private filePath: string | null;
  private dirty = false;
  private revision: number;
  private closed = false;
  /**
   * Page blobs written since the pages last changed and not yet named by any page. A save
   * must not prune them: an import writes its pages first and swaps the page list at the end.
   */
  private readonly pendingKeys = new Set<string>();
  private readonly hooks: ProjectHooks;
  private readonly history: EditHistory;
  /** The parts each recent revision changed, oldest first, so a stale page command can be judged. */
  private readonly changes: RevisionChange[] = [];
  /** The oldest revision whose later changes are all in `changes`. */
  private rememberedFrom: number;

  constructor(init: SessionProjectInit) {
    this.id = init.id;
    this.store = init.store;
    this.document = init.document;
    this.filePath = init.path;
    this.hooks = init.hooks;
    this.history = new EditHistory(init.now);
    this.revision = init.hooks.nextRevision();
    this.rememberedFrom = this.revision;
    this.assets = {
      put: (key, data) => {
        this.live().putAsset(key, data);
        this.pendingKeys.add(key);
      },
      // Goes through `put` for each entry, inside one transaction, so there is one write path.
      putAll: (entries) => {
        this.live().transaction(() => {
          for (const [key, data] of entries) this.assets.put(key, data);
        });
      },
      get: (key) => (this.closed ? null : this.store.getAsset(key)),
      delete: (keys) => {
        this.live().deleteAssets(keys);
        for (const key of keys) this.pendingKeys.delete(key);
      },
    };
  }

  get path(): string | null {
    return this.filePath;
  }

  get bookId(): string {
    return this.store.bookId;
  }

  get isDirty(): boolean {
    return this.dirty;
  }

  /**
   * What the recent list and change notices need, read without `snapshot()`: its deep copy
   * of every page costs about 15 ms at 1,000 pages, and an open used to make three.
   */
  get facts(): { revision: number; title: string; pageCount: number } {
    return { revision: this.revision, title: this.document.book.title, pageCount: this.document.pages.length };
  }

  /** The file the page images are in: the saved project, or the untitled working copy. */
  get storeFile(): string {
    return this.store.file;
  }

  /**
   * Takes back a document from a recovery file as unsaved edits. Not an undo step: the
   * history starts here, as if the author had just made these edits.
   */
  restoreDocument(document: ProjectDocument): ProjectSnapshot {
    this.document = structuredClone(document);
    this.markChanged(PROJECT_PARTS);
    return this.snapshot();
  }

  snapshot(): ProjectSnapshot {
    return structuredClone({
      id: this.id,
      path: this.filePath,
      dirty: this.dirty,
      book: this.document.book,
      pages: this.document.pages,
      toc: this.document.toc,
      revision: this.revision,
      history: { undo: this.history.undoCount, redo: this.history.redoCount },
    });
  }

  currentPages(): { readonly pages: readonly Page[]; readonly toc: readonly TocEntry[] } {
    return { pages: this.document.pages, toc: this.document.toc };
  }

  currentBook(): Readonly<BookConfig> {
    return this.document.book;
  }

  /**
   * Applies a patch; `settings` merges key by key so one control never wipes the others,
   * and a key set to null is removed (it falls back to its default). `edit.toc`, when
   * given, replaces the table of contents in the same edit (one undo step).
   */
  updateBook(patch: BookPatch, edit: BookEdit = {}): ProjectChange {
    // Every writer of the book's settings comes through here, so an unsafe link is refused
    // once for all of them (the editor, the CLI, the web host); a null removes a key and is fine.
    const unsafe = patch.settings === undefined ? [] : unsafeUrlSettingKeys(patch.settings);
    if (unsafe.length > 0) throw new AppError('INVALID_ARGUMENT', {}, `unsafe URL in the settings: ${unsafe.join(', ')}`);
    const current = this.document.book;
    const merged: BookConfig = { ...current, ...patch, settings: patch.settings ? mergeSettingsPatch(current.settings, patch.settings) : current.settings };
    // An unchanged part keeps its object, so the change names only what really changed.
    const next = JSON.stringify(merged) === JSON.stringify(current) ? current : merged;
    const nextToc = edit.toc === undefined || JSON.stringify(edit.toc) === JSON.stringify(this.document.toc) ? this.document.toc : structuredClone(edit.toc);
    if (next === current && nextToc === this.document.toc) return this.changeOf([]);
    return this.changeOf(this.change({ ...this.document, book: next, toc: nextToc }, edit));
  }

  replacePages(pages: Page[], toc: TocEntry[]): ProjectSnapshot {
    for (const key of referencedAssetKeys(pages)) this.pendingKeys.delete(key);
    this.change({ ...this.document, pages: structuredClone(pages), toc: structuredClone(toc) });
    return this.snapshot();
  }

  editPages(pages: readonly Page[], toc: TocEntry[]): Omit<PageEdit, 'rebased'> {
    const current = this.document.pages;
    // A move of a page already at the end changes nothing: no step, no new revision.
    if (pages.length === current.length && pages.every((page, index) => page.id === current[index]?.id)) return this.changeOf([]);
    for (const key of referencedAssetKeys(pages)) this.pendingKeys.delete(key);
    // An unchanged table of contents keeps its object, so the answer carries it only when it followed its pages.
    const tocBefore = this.document.toc;
    const nextToc = JSON.stringify(toc) === JSON.stringify(tocBefore) ? tocBefore : structuredClone(toc);
    const parts = this.change({ ...this.document, pages: pagesOwned(pages, current), toc: nextToc });
    const edit: Omit<PageEdit, 'rebased'> = { ...this.changeOf([]), changed: parts };
    // The contents as a diff (decision 0245): a move renumbers one run of entries, not all of them.
    if (parts.includes('toc')) edit.tocDiff = diffTocs(tocBefore, nextToc);
    return edit;
  }

  changedSince(revision: number): ReadonlySet<ProjectPart> | null {
    if (revision === this.revision) return new Set();
    if (revision > this.revision || revision < this.rememberedFrom) return null;
    return new Set(this.changes.filter((entry) => entry.revision > revision).flatMap((entry) => entry.parts));
  }

  /** Goes one edit back; at the first step nothing changes. */
  undo(): HistoryChange {
    return this.historyStep(this.history.undo(this.document));
  }

  /** Goes one undone edit forward again; at the last step nothing changes. */
  redo(): HistoryChange {
    return this.historyStep(this.history.redo(this.document));
  }

  /**
   * Takes the document undo or redo gives, and answers what changed: the book whole, the
   * page list and the table of contents as diffs (decisions 0243 and 0245).
   */
  private historyStep(next: ProjectDocument | null): HistoryChange {
    if (next === null) return this.changeOf([]);
    const { pages, toc } = this.document;
    const parts = this.become(next);
    const change: HistoryChange = { ...this.changeOf(parts.filter((part) => part === 'book')), changed: parts };
    if (parts.includes('pages')) change.pageDiff = diffPageLists(pages, this.document.pages);
    if (parts.includes('toc')) change.tocDiff = diffTocs(toc, this.document.toc);
    return change;
  }

  /**
   * The project's header and the given parts, copied: what an edit answers. Copying only the
   * changed parts is the point: a setting edit never clones a thousand pages.
   */
  changeOf(parts: readonly ProjectPart[]): ProjectChange {
    const change: ProjectChange = {
      id: this.id,
      path: this.filePath,
      dirty: this.dirty,
      revision: this.revision,
      history: { undo: this.history.undoCount, redo: this.history.redoCount },
      changed: [...parts],
    };
    for (const part of parts) {
      if (part === 'book') change.book = structuredClone(this.document.book);
      else if (part === 'pages') change.pages = structuredClone(this.document.pages);
      else change.toc = structuredClone(this.document.toc);
    }
    return change;
  }

  /** The document as it is now, edits included: what a recovery file keeps. */
  currentDocument(): ProjectDocument {
    return this.document;
  }

  /** Records an edit as one undo step and answers which parts it changed. */
  private change(next: ProjectDocument, mark?: EditMark): ProjectPart[] {
    this.history.record(this.document, next, mark);
    return this.become(next);
  }

  /** Takes `next` as the document; parts are compared by object, since documents are never changed in place. */
  private become(next: ProjectDocument): ProjectPart[] {
    const parts = PROJECT_PARTS.filter((part) => next[part] !== this.document[part]);
    this.document = next;
    this.markChanged(parts);
    return parts;
  }

  /**
   * Blobs a save must keep: the pages', those of page lists undo or redo can bring back, and
   * the media files the book or its history names. Files written this session stay too
   * (pendingKeys), so a file added moments before its edit arrives is never lost.
   */
  private keptKeys(): Set<string> {
    const keep = referencedAssetKeys(this.document.pages);
    for (const list of this.history.pageListsInHistory()) for (const key of referencedAssetKeys(list)) keep.add(key);
    collectMediaKeys([this.document.book, this.document.toc, this.history.bookValuesInHistory()], keep);
    return keep;
  }

  /** Writes the document into the project's own file; PROJECT_SAVE_FAILED leaves the file as it was. */
  save(): void {
    if (!this.dirty) return;
    const referenced = this.keptKeys();
    try {
      this.live().saveDocument(this.document, (key) => referenced.has(key) || this.pendingKeys.has(key));
    } catch (error) {
      throw saveFailed(error);
    }
    this.dirty = false;
    this.bump();
  }

  /**
   * Writes the project to `target` and continues there. The file it came from is left
   * unchanged, except that an untitled working copy is deleted since nothing names it.
   */
  saveAs(target: string): void {
    const keep = this.keptKeys();
    const next = writeProjectCopy(this.live(), this.document, (key) => keep.has(key) || this.pendingKeys.has(key), target);
    this.releaseStore();
    this.store = next;
    this.filePath = target;
    this.dirty = false;
    this.bump();
  }

  /**
   * Closes the file; unsaved edits are dropped (the editor asks the user first). A host
   * shutting down passes `keepWorkingCopy` so an untitled project's images stay for recovery.
   */
  close(options: { keepWorkingCopy?: boolean } = {}): void {
    if (this.closed) return;
    this.releaseStore(options.keepWorkingCopy === true);
    this.closed = true;
  }

  /** The store, unless the project was closed under a caller that still holds it. */
  private live(): ProjectStore {
    if (this.closed) throw new AppError('NO_PROJECT', {}, 'the project was closed');
    return this.store;
  }

  private releaseStore(keepWorkingCopy = false): void {
    this.store.close();
    if (this.filePath === null && !keepWorkingCopy) removeWorkingCopy(this.store.file);
  }

  private markChanged(parts: readonly ProjectPart[]): void {
    this.dirty = true;
    this.bump(parts);
  }

  private bump(parts: readonly ProjectPart[] = []): void {
    this.revision = this.hooks.nextRevision();
    this.changes.push({ revision: this.revision, parts });
    if (this.changes.length > REMEMBERED_CHANGES) this.rememberedFrom = (this.changes.shift() as RevisionChange).revision;
    this.hooks.changed(this.revision, parts);
  }
}

/**
 * The page list to keep: pages of the current list are kept as they are (documents are never
 * changed in place, so two documents may share a page), any other is copied. A move of one
 * page of 1,000 then copies nothing.
 */
function pagesOwned(pages: readonly Page[], current: readonly Page[]): Page[] {
  const own = new Set(current);
  return pages.map((page) => (own.has(page) ? page : structuredClone(page)));
}

function removeWorkingCopy(file: string): void {
  for (const leftover of [file, `${file}-journal`]) fs.rmSync(leftover, { force: true });
}
