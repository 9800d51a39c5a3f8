import type { ProjectSnapshot } from '../../shared/domain/book.js';
import type { Page } from '../../shared/domain/page.js';
import type { EngineContext } from '../engine/context.js';
import type { HandlerRegistry } from '../engine/registry.js';
import { AppError } from '../../shared/errors/app-error.js';
import { addPage } from './add-page.js';
import { pageReadingText } from './page-text.js';
import { inOrder, withoutPages } from './page-list.js';
import { tocFollowingPages } from '../toc/toc-follow.js';

/**
 * The pages domain: adding, deleting and reordering the book's pages after an import.
 * The table of contents follows its pages through each change. Every change is guarded by
 * the job runner (adding a page is an import job; deleting and reordering refuse while a
 * job runs), so none can interleave with an import that is about to replace the pages.
 */
export function registerPagesHandlers(registry: HandlerRegistry, ctx: EngineContext): void {
  registry.register('pages.add', (arg) => addPage(ctx, arg));
  // An import or a publish reads or replaces this very page list; the change itself is instant.
  registry.registerAll(
    {
      'pages.delete': async (arg) => changePages(ctx, (pages) => withoutPages(pages, arg.pageIds)),
      'pages.reorder': async (arg) => changePages(ctx, (pages) => inOrder(pages, arg.order)),
    },
    { refuseWhileBusy: true },
  );
  registry.registerAll({
    'pages.text': async ({ pageId }) => {
      const project = ctx.session.require();
      const page = project.snapshot().pages.find((candidate) => candidate.id === pageId);
      if (page === undefined) throw new AppError('PAGE_NOT_FOUND', {}, `no page ${pageId}`);
      return { text: pageReadingText(page, project.assets) };
    },
  });
}

/**
 * Swaps in a new page list made from the current one. Assets of removed pages stay in the
 * file until the next save drops what no page references, so nothing is lost before then.
 */
function changePages(ctx: EngineContext, change: (pages: readonly Page[]) => Page[]): ProjectSnapshot {
  const project = ctx.session.require();
  const { pages, toc } = project.snapshot();
  const next = change(pages);
  return project.replacePages(next, tocFollowingPages(toc, pages, next));
}
