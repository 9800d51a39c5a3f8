import type { MethodArg } from '../../shared/api/contract.js';
import type { ProjectSnapshot } from '../../shared/domain/book.js';
import type { UserTemplateItem } from '../../shared/design/user-template.js';
import { AppError } from '../../shared/errors/app-error.js';
import { askConfirm } from './ask.js';
import { appPaths, toastError, toastSuccess, type CommandContext } from './context.js';
import { pick } from './import-commands.js';
import { choosePathAndWrite } from './prompts.js';

/**
 * Sends the edits typed so far, then one design call, and shows the book it returns; the
 * live preview follows because the book's settings changed. Resolves true on success.
 */
async function applyToBook(ctx: CommandContext, call: () => Promise<ProjectSnapshot>): Promise<boolean> {
  if (ctx.store.getState().project === null) return false;
  try {
    await ctx.store.getState().flushEdits();
    await ctx.store.getState().applyOwnChange(call);
    return true;
  } catch (error) {
    toastError(ctx, error);
    return false;
  }
}

export function applyTemplate(ctx: CommandContext, template: string): Promise<boolean> {
  return applyToBook(ctx, () => ctx.host.client.call('design.applyTemplate', { template }));
}

export function applyTheme(ctx: CommandContext, theme: string): Promise<boolean> {
  return applyToBook(ctx, () => ctx.host.client.call('design.applyTheme', { theme }));
}

export function applyScene(ctx: CommandContext, scene: string): Promise<boolean> {
  return applyToBook(ctx, () => ctx.host.client.call('design.applyScene', { scene }));
}

/** The user's saved templates; an empty list (and a toast) when they cannot be read. */
export async function listUserTemplates(ctx: CommandContext): Promise<UserTemplateItem[]> {
  try {
    return (await ctx.host.client.call('templates.list', {})).items;
  } catch (error) {
    toastError(ctx, error);
    return [];
  }
}

function isExists(error: unknown): boolean {
  return error instanceof AppError && error.code === 'TEMPLATE_EXISTS';
}

/** Asks before a template of the same name is overwritten; `message` is already translated. */
function confirmReplace(ctx: CommandContext, message: string): Promise<boolean> {
  return askConfirm(ctx, {
    titleKey: 'design-tab.my.replaceTitle',
    message,
    confirmKey: 'design-tab.my.replace',
    danger: true,
  });
}

/**
 * Saves a user template. A name already in the list asks whether to replace it; other
 * errors are thrown for the save dialog to show. Resolves null when the user kept the old one.
 */
export async function saveUserTemplate(ctx: CommandContext, arg: MethodArg<'templates.save'>): Promise<UserTemplateItem | null> {
  await ctx.store.getState().flushEdits();
  try {
    return (await ctx.host.client.call('templates.save', arg)).item;
  } catch (error) {
    if (!isExists(error)) throw error;
  }
  if (!(await confirmReplace(ctx, ctx.t('design-tab.my.replaceMessage', { name: arg.name.trim() })))) return null;
  return (await ctx.host.client.call('templates.save', { ...arg, replace: true })).item;
}

export async function applyUserTemplate(ctx: CommandContext, item: UserTemplateItem): Promise<void> {
  if (await applyToBook(ctx, () => ctx.host.client.call('templates.apply', { id: item.id }))) {
    toastSuccess(ctx, 'design-tab.my.applied', { name: item.name });
  }
}

/** Deletes after a confirmation; resolves true when it was deleted. */
export async function deleteUserTemplate(ctx: CommandContext, item: UserTemplateItem): Promise<boolean> {
  const ok = await askConfirm(ctx, {
    titleKey: 'design-tab.my.deleteTitle',
    message: ctx.t('design-tab.my.deleteMessage', { name: item.name }),
    confirmKey: 'design-tab.my.delete',
    danger: true,
  });
  if (!ok) return false;
  try {
    await ctx.host.client.call('templates.delete', { id: item.id });
    return true;
  } catch (error) {
    toastError(ctx, error);
    return false;
  }
}

/** Writes the template as a .fbtemplate file into a folder the user chooses. */
export async function exportUserTemplate(ctx: CommandContext, item: UserTemplateItem): Promise<void> {
  let initial = '';
  try {
    initial = (await appPaths(ctx)).defaultPublishDir;
  } catch {
    // The prompt still works with an empty suggestion.
  }
  await choosePathAndWrite(ctx, 'exportTemplate', initial, async (outDir) => {
    const { path } = await ctx.host.client.call('templates.export', { id: item.id, outDir });
    toastSuccess(ctx, 'design-tab.my.exported', { path });
  });
}

/** Reads a .fbtemplate file chosen by the user; resolves true when one was added. */
export async function importUserTemplate(ctx: CommandContext): Promise<boolean> {
  const path = (await pick(ctx, 'open-template'))?.[0];
  if (path === undefined) return false;
  try {
    await ctx.host.client.call('templates.import', { path });
  } catch (error) {
    if (!isExists(error)) {
      toastError(ctx, error);
      return false;
    }
    if (!(await confirmReplace(ctx, ctx.t('design-tab.my.replaceImportMessage')))) return false;
    try {
      await ctx.host.client.call('templates.import', { path, replace: true });
    } catch (retryError) {
      toastError(ctx, retryError);
      return false;
    }
  }
  toastSuccess(ctx, 'design-tab.my.imported');
  return true;
}
