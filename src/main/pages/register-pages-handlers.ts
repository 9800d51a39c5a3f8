import type { EngineContext } from '../engine/context.js';
import type { HandlerRegistry } from '../engine/registry.js';
import { AppError } from '../../shared/errors/app-error.js';
import { addPage } from './add-page.js';
import { pageReadingText } from './page-text.js';
import { applyPageCommand } from './page-commands.js';

/**
 * The pages domain: adding, deleting and reordering the book's pages after an import.
 * The table of contents follows its pages through each change. Moves and deletes carry the
 * revision they were based on and are applied in the order they arrive (decision 0231).
 * Every change is guarded by the job runner (adding a page is an import job; deleting and
 * moving refuse while a job runs), so none can interleave with an import that is about to
 * replace the pages.
 */
export function registerPagesHandlers(registry: HandlerRegistry, ctx: EngineContext): void {
  registry.register('pages.add', (arg) => addPage(ctx, arg));
  // An import or a publish reads or replaces this very page list; the change itself is instant.
  registry.registerAll(
    {
      'pages.delete': async ({ baseRevision, pageIds }) => applyPageCommand(ctx.session.require(), { kind: 'delete', baseRevision, pageIds }),
      'pages.move': async ({ baseRevision, pageIds, move }) => applyPageCommand(ctx.session.require(), { kind: 'move', baseRevision, pageIds, move }),
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

