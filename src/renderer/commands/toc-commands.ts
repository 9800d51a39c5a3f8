import type { TocEntry } from '../../shared/domain/page.js';
import { askConfirm } from './ask.js';
import { toastError, toastSuccess, type CommandContext } from './context.js';

/** Replaces the table of contents (one undo step); false when the engine refused it (shown as a toast). */
export async function setToc(ctx: CommandContext, toc: TocEntry[]): Promise<boolean> {
  const state = ctx.store.getState();
  const project = state.project;
  if (project === null) return false;
  try {
    // Typed edits are queued now, so the engine has them before the contents.
    const flushed = state.flushEdits();
    await state.queueOwnChange({ ...project, toc, dirty: true }, async () => {
      await flushed;
      return ctx.host.client.call('toc.set', { toc });
    });
    return true;
  } catch (error) {
    toastError(ctx, error);
    return false;
  }
}

/** Reads the source PDF's outline again; asks first when it would replace entries the author has. */
export async function importTocFromOutline(ctx: CommandContext): Promise<void> {
  const current = ctx.store.getState().project?.toc ?? [];
  const ask = { titleKey: 'toc-edit.importTitle', message: ctx.t('toc-edit.importReplaces'), confirmKey: 'toc-edit.importConfirm' };
  if (current.length > 0 && !(await askConfirm(ctx, ask))) return;
  try {
    await ctx.store.getState().flushEdits();
    const project = await ctx.host.client.call('toc.importOutline', {});
    ctx.store.getState().setProject(project);
    toastSuccess(ctx, project.toc.length === 0 ? 'toc-edit.outlineEmpty' : 'toc-edit.outlineImported', { count: project.toc.length });
  } catch (error) {
    toastError(ctx, error);
  }
}
