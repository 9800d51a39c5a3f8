import type { ProjectSnapshot } from '../../shared/domain/book.js';
import { suggestProjectPath } from '../util/paths.js';
import { appPaths, refreshRecent, toastError, toastSuccess, type CommandContext } from './context.js';
import { choosePathAndWrite, confirmLeaving } from './prompts.js';

/** Saves to the project's own file, or asks where when it was never saved. */
export async function saveProject(ctx: CommandContext): Promise<boolean> {
  const state = ctx.store.getState();
  await state.flushEdits();
  const project = ctx.store.getState().project;
  if (project === null) return false;
  if (project.path === null) return saveProjectAs(ctx);
  ctx.store.getState().setTask({ kind: 'save' });
  try {
    ctx.store.getState().setProject(await ctx.host.client.call('project.save', {}));
    toastSuccess(ctx, 'toasts.saved');
    void refreshRecent(ctx);
    return true;
  } catch (error) {
    toastError(ctx, error);
    return false;
  } finally {
    ctx.store.getState().setTask(null);
  }
}

export async function saveProjectAs(ctx: CommandContext): Promise<boolean> {
  await ctx.store.getState().flushEdits();
  const project = ctx.store.getState().project;
  if (project === null) return false;
  let initial = project.path ?? '';
  if (project.path === null) {
    try {
      initial = suggestProjectPath((await appPaths(ctx)).defaultProjectDir, project.book.title);
    } catch (error) {
      toastError(ctx, error);
    }
  }
  return choosePathAndWrite(ctx, 'saveAs', initial, async (path) => {
    const saved = await ctx.host.client.call('project.saveAs', { path });
    ctx.store.getState().setProject(saved);
    toastSuccess(ctx, 'toasts.savedTo', { path: saved.path ?? path });
    void refreshRecent(ctx);
  });
}

/** Asks to save unsaved changes; resolves true when the caller may replace the project. */
export function confirmLeavingProject(ctx: CommandContext): Promise<boolean> {
  return confirmLeaving(ctx, () => saveProject(ctx), () => saveProjectAs(ctx));
}

export async function newProject(ctx: CommandContext): Promise<void> {
  if (!(await confirmLeavingProject(ctx))) return;
  try {
    await showProjectFrom(ctx, () => ctx.host.client.call('project.new', {}));
    ctx.store.getState().setTab('basic');
  } catch (error) {
    toastError(ctx, error);
  }
}

/**
 * Opens, creates or recovers a project and shows it. The engine announces the new project
 * with project.changed before its answer arrives; made as one of the editor's own commands,
 * that notice fetches nothing (at 1,000 pages a second copy of the project, about 480 KB).
 */
export function showProjectFrom(ctx: CommandContext, call: () => Promise<ProjectSnapshot>): Promise<void> {
  return ctx.store.getState().applyOwnChange(call);
}

export async function openProjectAt(ctx: CommandContext, path: string): Promise<void> {
  if (!(await confirmLeavingProject(ctx))) return;
  await openWithoutAsking(ctx, path);
}

/** Opens the project at `path` once leaving the current one is settled, and refreshes the recent list. */
async function openWithoutAsking(ctx: CommandContext, path: string): Promise<void> {
  try {
    await showProjectFrom(ctx, () => ctx.host.client.call('project.open', { path }));
    ctx.store.getState().setTab('basic');
  } catch (error) {
    toastError(ctx, error);
  }
  void refreshRecent(ctx);
}

export async function openProject(ctx: CommandContext): Promise<void> {
  if (!(await confirmLeavingProject(ctx))) return;
  // The web host's engine runs on this same computer: opening the project where it lies
  // (a typed path) lets saves go back to that file, where an uploaded copy would not.
  if (ctx.host.kind === 'web') {
    await openProjectByTypedPath(ctx);
    return;
  }
  let paths: string[] | null;
  try {
    paths = await ctx.host.pickFiles('open-project', () => ctx.store.getState().setTask({ kind: 'upload' }));
  } catch (error) {
    toastError(ctx, error);
    return;
  } finally {
    ctx.store.getState().setTask(null);
  }
  const path = paths?.[0];
  if (path === undefined) return;
  await openWithoutAsking(ctx, path);
}

async function openProjectByTypedPath(ctx: CommandContext): Promise<void> {
  let initial = '';
  try {
    initial = `${(await appPaths(ctx)).defaultProjectDir}/`;
  } catch (error) {
    toastError(ctx, error);
  }
  await choosePathAndWrite(ctx, 'open', initial, async (path) => {
    await showProjectFrom(ctx, () => ctx.host.client.call('project.open', { path }));
    ctx.store.getState().setTab('basic');
  });
  void refreshRecent(ctx);
}

/** Back to the home screen; the engine closes the project once the user has had the chance to save. */
export async function closeProject(ctx: CommandContext): Promise<boolean> {
  if (!(await confirmLeavingProject(ctx))) return false;
  try {
    await ctx.host.client.call('project.close', {});
    ctx.store.getState().setProject(null);
  } catch (error) {
    toastError(ctx, error);
    return false;
  }
  void refreshRecent(ctx);
  return true;
}

/** Electron asks before quitting; once the project is saved or discarded the window may close. */
export async function quitRequested(ctx: CommandContext): Promise<void> {
  if (ctx.store.getState().project !== null && !(await closeProject(ctx))) return;
  window.close();
}
