import type { BookConfig } from '../../shared/domain/book.js';
import type { ProjectDocument } from './project-document.js';

/** How many steps back an author can go; older steps are forgotten first. */
export const HISTORY_LIMIT = 200;
/**
 * Edits of the same fields this close together are one step, so typing a title is undone
 * as a word or a phrase rather than letter by letter.
 */
export const TYPING_MERGE_MS = 1000;

/** A book field or one settings key: the unit a book edit changes. */
type BookKey = `field:${Exclude<keyof BookConfig, 'settings'>}` | `setting:${string}`;

/**
 * One undo step, as a diff: the values of what changed, before and after. Book edits keep
 * only the fields and settings keys they touched; page and TOC edits keep both lists
 * (the lists share their page objects with the document, so this costs references only).
 */
interface Step {
  book?: { before: Map<BookKey, unknown>; after: Map<BookKey, unknown> };
  pages?: { before: ProjectDocument['pages']; after: ProjectDocument['pages'] };
  toc?: { before: ProjectDocument['toc']; after: ProjectDocument['toc'] };
  /** Set for a gesture (a slider or colour drag): later edits of the same gesture join this step. */
  gesture?: string;
  at: number;
}

/** What an edit tells the history about itself. */
export interface EditMark {
  /** Edits carrying the same gesture id are squashed into one step. */
  gesture?: string;
}

/**
 * The open project's undo and redo stacks. Only document edits enter it: opening, saving
 * and selection never do. Steps are diffs, applied forwards or backwards to the document.
 */
export class EditHistory {
  private readonly undoStack: Step[] = [];
  private readonly redoStack: Step[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  get undoCount(): number {
    return this.undoStack.length;
  }

  get redoCount(): number {
    return this.redoStack.length;
  }

  /** Records the change from `before` to `after`; a no-op edit records nothing. */
  record(before: ProjectDocument, after: ProjectDocument, mark: EditMark = {}): void {
    const step = diffDocuments(before, after, this.now(), mark.gesture);
    if (step === null) return;
    this.redoStack.length = 0;
    const last = this.undoStack.at(-1);
    if (last !== undefined && canMerge(last, step)) {
      mergeInto(last, step);
      return;
    }
    this.undoStack.push(step);
    if (this.undoStack.length > HISTORY_LIMIT) this.undoStack.shift();
  }

  /** The document one step back, or null at the first step. */
  undo(current: ProjectDocument): ProjectDocument | null {
    const step = this.undoStack.pop();
    if (step === undefined) return null;
    this.redoStack.push(step);
    return applyStep(current, step, 'before');
  }

  /** The document one step forward again, or null at the last step. */
  redo(current: ProjectDocument): ProjectDocument | null {
    const step = this.redoStack.pop();
    if (step === undefined) return null;
    this.undoStack.push(step);
    return applyStep(current, step, 'after');
  }

  /** Every page list the history can bring back, so a save keeps those pages' images. */
  pageListsInHistory(): ProjectDocument['pages'][] {
    const lists: ProjectDocument['pages'][] = [];
    for (const step of [...this.undoStack, ...this.redoStack]) {
      if (step.pages) lists.push(step.pages.before, step.pages.after);
    }
    return lists;
  }

  /** Every book value (settings, title…) undo or redo can bring back, so a save keeps the media they name. */
  bookValuesInHistory(): unknown[] {
    const values: unknown[] = [];
    for (const step of [...this.undoStack, ...this.redoStack]) {
      if (step.book) values.push(...step.book.before.values(), ...step.book.after.values());
      if (step.toc) values.push(step.toc.before, step.toc.after);
    }
    return values;
  }

  clear(): void {
    this.undoStack.length = 0;
    this.redoStack.length = 0;
  }
}

function bookEntries(book: BookConfig): Map<BookKey, unknown> {
  const entries = new Map<BookKey, unknown>([
    ['field:title', book.title],
    ['field:description', book.description],
    ['field:keywords', book.keywords],
  ]);
  for (const [key, value] of Object.entries(book.settings)) entries.set(`setting:${key}`, value);
  return entries;
}

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function diffDocuments(before: ProjectDocument, after: ProjectDocument, at: number, gesture: string | undefined): Step | null {
  const step: Step = { at, ...(gesture === undefined ? {} : { gesture }) };
  if (before.book !== after.book) {
    const from = bookEntries(before.book);
    const to = bookEntries(after.book);
    const changedBefore = new Map<BookKey, unknown>();
    const changedAfter = new Map<BookKey, unknown>();
    for (const key of new Set([...from.keys(), ...to.keys()])) {
      if (same(from.get(key), to.get(key))) continue;
      changedBefore.set(key, from.get(key));
      changedAfter.set(key, to.get(key));
    }
    if (changedAfter.size > 0) step.book = { before: changedBefore, after: changedAfter };
  }
  if (before.pages !== after.pages && !same(before.pages, after.pages)) step.pages = { before: before.pages, after: after.pages };
  if (before.toc !== after.toc && !same(before.toc, after.toc)) step.toc = { before: before.toc, after: after.toc };
  return step.book || step.pages || step.toc ? step : null;
}

/** A gesture joins its own step; typing joins a recent step that changed exactly the same book keys. */
function canMerge(last: Step, next: Step): boolean {
  if (next.pages || next.toc || last.pages || last.toc || !last.book || !next.book) return false;
  if (next.gesture !== undefined) return last.gesture === next.gesture;
  if (last.gesture !== undefined || next.at - last.at > TYPING_MERGE_MS) return false;
  const lastKeys = [...last.book.after.keys()].sort().join('\n');
  return lastKeys === [...next.book.after.keys()].sort().join('\n');
}

/** Keeps the oldest "before" of each key and takes the newest "after". */
function mergeInto(last: Step, next: Step): void {
  if (!last.book || !next.book) return;
  for (const [key, value] of next.book.before) if (!last.book.before.has(key)) last.book.before.set(key, value);
  for (const [key, value] of next.book.after) last.book.after.set(key, value);
  last.at = next.at;
}

function applyStep(document: ProjectDocument, step: Step, side: 'before' | 'after'): ProjectDocument {
  let next = document;
  if (step.book) {
    const book: BookConfig = { ...next.book, settings: { ...next.book.settings } };
    for (const [key, value] of step.book[side]) {
      if (key.startsWith('field:')) {
        const field = key.slice('field:'.length) as 'title' | 'description' | 'keywords';
        book[field] = typeof value === 'string' ? value : '';
      } else {
        const setting = key.slice('setting:'.length);
        if (value === undefined) delete book.settings[setting];
        else book.settings[setting] = structuredClone(value);
      }
    }
    next = { ...next, book };
  }
  if (step.pages) next = { ...next, pages: step.pages[side] };
  if (step.toc) next = { ...next, toc: step.toc[side] };
  return next;
}
