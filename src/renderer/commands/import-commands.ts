import type { ProjectSnapshot } from '../../shared/domain/book.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { OpenKind } from '../transport/pick-files.js';
import { refreshRecent, toastError, toastSuccess, type CommandContext } from './context.js';
import { confirmLeavingProject } from './project-commands.js';

type ImportCall = (password: string | undefined) => Promise<{ importedPages: number; project: ProjectSnapshot }>;

async function pick(ctx: CommandContext, kind: OpenKind): Promise<string[] | null> {
  try {
    return await ctx.host.pickFiles(kind, () => ctx.store.getState().setTask({ kind: 'upload' }));
  } catch (error) {
    toastError(ctx, error);
    return null;
  } finally {
    ctx.store.getState().setTask(null);
  }
}

/** Runs one import with its progress bar; a protected PDF asks for its password and retries. */
async function runImport(ctx: CommandContext, call: ImportCall, password?: string): Promise<void> {
  const { client } = ctx.host;
  ctx.store.getState().setTask({ kind: 'import', page: 0, total: 0, etaSeconds: null });
  const stop = client.on('import.progress', (progress) => ctx.store.getState().setTask({ kind: 'import', ...progress }));
  try {
    const result = await call(password);
    ctx.store.getState().setProject(result.project);
    toastSuccess(ctx, 'toasts.imported', { count: result.importedPages });
  } catch (error) {
    const appError = AppError.from(error);
    if (appError.code === 'PASSWORD_REQUIRED' || appError.code === 'INCORRECT_PASSWORD') {
      ctx.store.getState().setDialog({
        kind: 'password',
        errorKey: appError.messageKey,
        submit: (typed) => {
          ctx.store.getState().setDialog(null);
          void runImport(ctx, call, typed);
        },
        cancel: () => ctx.store.getState().setDialog(null),
      });
    } else if (appError.code === 'CANCELLED') {
      ctx.store.getState().pushToast('info', ctx.t('toasts.importCancelled'));
    } else {
      toastError(ctx, appError);
    }
  } finally {
    stop();
    ctx.store.getState().setTask(null);
    void refreshRecent(ctx);
  }
}

export async function importPdf(ctx: CommandContext): Promise<void> {
  if (!(await confirmLeavingProject(ctx))) return;
  const path = (await pick(ctx, 'open-pdf'))?.[0];
  if (path === undefined) return;
  await runImport(ctx, (password) => ctx.host.client.call('pdf.import', password === undefined ? { path } : { path, password }));
}

export async function importImages(ctx: CommandContext): Promise<void> {
  if (!(await confirmLeavingProject(ctx))) return;
  const paths = await pick(ctx, 'open-images');
  if (paths === null) return;
  await runImport(ctx, () => ctx.host.client.call('image.import', { paths }));
}

export async function cancelImport(ctx: CommandContext): Promise<void> {
  try {
    await ctx.host.client.call('import.cancel', {});
  } catch (error) {
    toastError(ctx, error);
  }
}
