import type { Dialog, PathPurpose } from '../state/dialogs.js';
import { stepAfterChoice, stepBeforeLeaving, type UnsavedChoice } from '../state/unsaved-guard.js';
import type { SaveKind } from '../transport/create-client.js';
import { toastError, type CommandContext } from './context.js';

/** Closes a dialog only if it is still the one shown, so a follow-up dialog is not lost. */
function closeIfShown(ctx: CommandContext, dialog: Dialog): void {
  if (ctx.store.getState().dialog === dialog) ctx.store.getState().setDialog(null);
}

/**
 * Asks for a path to write to and performs the write with it. Electron shows its native
 * dialog; the web host asks in the editor, keeping the dialog open to show path errors.
 * Resolves true when the write succeeded.
 */
export function choosePathAndWrite(
  ctx: CommandContext,
  purpose: PathPurpose,
  initialPath: string,
  write: (path: string) => Promise<void>,
): Promise<boolean> {
  const native = ctx.host.chooseSavePath;
  if (native !== null && purpose !== 'open') {
    const kind: SaveKind = purpose === 'saveAs' ? 'save-project' : 'choose-folder';
    return native(kind, initialPath).then(async (path) => {
      if (path === null) return false;
      try {
        await write(path);
        return true;
      } catch (error) {
        toastError(ctx, error);
        return false;
      }
    });
  }
  return new Promise((resolve) => {
    const dialog: Dialog = {
      kind: 'path',
      purpose,
      initialPath,
      async submit(path) {
        await write(path);
        closeIfShown(ctx, dialog);
        resolve(true);
      },
      cancel() {
        closeIfShown(ctx, dialog);
        resolve(false);
      },
    };
    ctx.store.getState().setDialog(dialog);
  });
}

function askUnsaved(ctx: CommandContext): Promise<UnsavedChoice> {
  return new Promise((resolve) => {
    const dialog: Dialog = {
      kind: 'unsaved',
      answer(choice) {
        closeIfShown(ctx, dialog);
        resolve(choice);
      },
    };
    ctx.store.getState().setDialog(dialog);
  });
}

/**
 * Before anything that replaces the open project: asks to save unsaved changes.
 * Resolves true when it is fine to go on.
 */
export async function confirmLeaving(ctx: CommandContext, save: () => Promise<boolean>, saveAs: () => Promise<boolean>): Promise<boolean> {
  const state = ctx.store.getState();
  if (stepBeforeLeaving(state.project, state.pendingPatch !== null) === 'proceed') return true;
  const project = state.project;
  if (project === null) return true;
  const next = stepAfterChoice(await askUnsaved(ctx), project);
  if (next === 'abort') return false;
  if (next === 'save') return save();
  if (next === 'saveAs') return saveAs();
  return true;
}
