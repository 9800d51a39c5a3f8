import type { Page } from '../../shared/domain/page.js';
import { missingPages, movedOrder, type PageMove } from '../../shared/domain/page-moves.js';
import type { PageEdit, ProjectPart } from '../../shared/domain/project-change.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { OpenProject } from '../engine/project-session.js';
import { tocFollowingPages } from '../toc/toc-follow.js';

/** A page command as the editor sends it: what to do, and the revision its page list came from. */
export type PageCommand = { baseRevision: number; pageIds: readonly string[] } & ({ kind: 'move'; move: PageMove } | { kind: 'delete' });

/**
 * Whether a command can be applied, as made or again on the pages as they are now
 * (decision 0231):
 * - `as-made`: the page list is the one the command was made on (only the book, the table
 *   of contents or the file state changed since), so its ids and indices mean what they meant.
 * - `rebase`: the pages changed since, but the command still means the same on the list as
 *   it is now: a move by places, or a delete, of pages all still in the book.
 * - otherwise PAGES_CHANGED: a base revision the project does not know, a page gone since,
 *   or a move to an index of a list that changed. The editor then fetches the project again.
 */
export function judgeBase(changedSince: ReadonlySet<ProjectPart> | null, command: PageCommand, order: readonly string[]): 'as-made' | 'rebase' {
  if (changedSince === null) throw pagesChanged(`revision ${command.baseRevision} is not one this project remembers`);
  const missing = missingPages(order, command.pageIds);
  if (!changedSince.has('pages')) {
    // The editor named pages of the very list the engine holds: a page missing is a wrong request.
    if (missing.length > 0) throw new AppError('PAGE_NOT_FOUND', {}, `not in the book: ${missing.join(', ')}`);
    return 'as-made';
  }
  if (missing.length > 0) throw pagesChanged(`gone since revision ${command.baseRevision}: ${missing.join(', ')}`);
  if (command.kind === 'move' && 'to' in command.move) throw pagesChanged(`a move to index ${command.move.to} of a page list changed since revision ${command.baseRevision}`);
  return 'rebase';
}

function pagesChanged(detail: string): AppError {
  return new AppError('PAGES_CHANGED', {}, detail);
}

/** The page list after the command; the same array when it changes nothing. */
export function pagesAfter(pages: readonly Page[], command: PageCommand): readonly Page[] {
  if (command.kind === 'delete') {
    const doomed = new Set(command.pageIds);
    return pages.filter((page) => !doomed.has(page.id));
  }
  const order = pages.map((page) => page.id);
  const next = movedOrder(order, command.pageIds, command.move);
  if (next === order) return pages;
  const byId = new Map(pages.map((page) => [page.id, page]));
  return next.map((id) => byId.get(id) as Page);
}

/**
 * Applies a page command to the open project in the order commands arrive, judged against
 * its base revision. It is refused or applied, never dropped; one that changes nothing (a
 * page already at the end) is no step and answers the project as it is.
 */
export function applyPageCommand(project: OpenProject, command: PageCommand): PageEdit {
  const { pages, toc } = project.currentPages();
  const judged = judgeBase(project.changedSince(command.baseRevision), command, pages.map((page) => page.id));
  const next = pagesAfter(pages, command);
  return { ...project.editPages(next, tocFollowingPages(toc, pages, next)), rebased: judged === 'rebase' };
}
