import { AppError } from '../../shared/errors/app-error.js';
import type { DesktopFormat } from '../state/desktop-publish-prefs.js';
import { toastError, type CommandContext } from './context.js';

/** Opens the EXE or APP publish dialog for the open book; it needs pages to publish. */
export function openDesktopPublish(ctx: CommandContext, format: DesktopFormat): void {
  const project = ctx.store.getState().project;
  if (project === null) return toastError(ctx, new AppError('NO_PROJECT'));
  if (project.pages.length === 0) return toastError(ctx, new AppError('NO_PAGES'));
  ctx.store.getState().setDialog({ kind: 'desktopPublish', format });
}
