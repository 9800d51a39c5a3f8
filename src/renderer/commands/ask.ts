import type { ImportOptions } from '../../shared/domain/import-options.js';
import type { MethodArg } from '../../shared/api/contract.js';
import type { Dialog, ImportSubject } from '../state/dialogs.js';
import type { CommandContext } from './context.js';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Shows a dialog and resolves with its answer. The dialog closes only if it is still the one
 * shown, so a follow-up dialog opened by the caller is not lost.
 */
function ask<D extends Dialog & { answer(value: never): void }>(
  ctx: CommandContext,
  build: (answer: D['answer']) => D,
): Promise<Parameters<D['answer']>[0]> {
  return new Promise((resolve) => {
    const dialog: D = build(((value: Parameters<D['answer']>[0]) => {
      if (ctx.store.getState().dialog === dialog) ctx.store.getState().setDialog(null);
      resolve(value);
    }) as D['answer']);
    ctx.store.getState().setDialog(dialog);
  });
}

/** A yes/no question; resolves true on the confirming button. */
export function askConfirm(ctx: CommandContext, question: DistributiveOmit<Extract<Dialog, { kind: 'confirm' }>, 'kind' | 'answer'>): Promise<boolean> {
  return ask<Extract<Dialog, { kind: 'confirm' }>>(ctx, (answer) => ({ kind: 'confirm', ...question, answer }));
}

/** The import panel's options for a PDF or a merge; null when the user cancelled. */
export function askImportOptions(ctx: CommandContext, subject: ImportSubject): Promise<ImportOptions | null> {
  return ask<Extract<Dialog, { kind: 'importOptions' }>>(ctx, (answer) => ({ kind: 'importOptions', subject, answer }));
}

/** The merge list: the PDFs to merge in order, or null. */
export function askMergeList(ctx: CommandContext): Promise<string[] | null> {
  return ask<Extract<Dialog, { kind: 'merge' }>>(ctx, (answer) => ({ kind: 'merge', answer }));
}

/** "Continue or skip large images", with the engine's message. */
export function askLargeImages(ctx: CommandContext, message: string): Promise<'include' | 'skip' | 'cancel'> {
  return ask<Extract<Dialog, { kind: 'largeImages' }>>(ctx, (answer) => ({ kind: 'largeImages', message, answer }));
}

/** The add-new-page dialog; resolves with the pages.add argument, or null. */
export function askNewPage(ctx: CommandContext): Promise<MethodArg<'pages.add'> | null> {
  return ask<Extract<Dialog, { kind: 'addPage' }>>(ctx, (answer) => ({ kind: 'addPage', answer }));
}

/** The password of a protected PDF; null when the user cancelled. */
export function askPassword(ctx: CommandContext, errorKey: string): Promise<string | null> {
  return new Promise((resolve) => {
    const dialog: Dialog = {
      kind: 'password',
      errorKey,
      submit(password) {
        if (ctx.store.getState().dialog === dialog) ctx.store.getState().setDialog(null);
        resolve(password);
      },
      cancel() {
        if (ctx.store.getState().dialog === dialog) ctx.store.getState().setDialog(null);
        resolve(null);
      },
    };
    ctx.store.getState().setDialog(dialog);
  });
}
