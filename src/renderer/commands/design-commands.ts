import type { MethodArg } from '../../shared/api/contract.js';
import type { ProjectChange } from '../../shared/domain/project-change.js';
import type { DesignCatalogue } from '../../shared/design/design-catalogue-types.js';
import { scenePatch, templatePatch, themePatch } from '../../shared/design/design-patches.js';
import type { UserTemplateItem } from '../../shared/design/user-template.js';
import { AppError } from '../../shared/errors/app-error.js';
import { askConfirm } from './ask.js';
import { appPaths, toastError, toastSuccess, type CommandContext } from './context.js';
import { pick } from './import-commands.js';
import { choosePathAndWrite } from './prompts.js';

/** The settings a design choice sets, worked out by the editor from the engine's catalogue; throws when the catalogue refuses the choice. */
type LocalPatch = (settings: Readonly<Record<string, unknown>>) => Record<string, unknown>;

/**
 * Sends the edits typed so far, then one design call, and shows the change it answers; the
 * live preview follows because the book's settings changed. With `patch` (the same settings
 * the engine will set, from its catalogue), the choice shows at once and the answer confirms
 * it; a refused call then fetches the book back. Resolves true on success.
 */
async function applyToBook(ctx: CommandContext, call: () => Promise<ProjectChange>, patch: LocalPatch | null = null): Promise<boolean> {
  if (ctx.store.getState().project === null) return false;
  try {
    // Typing goes first, so the engine applies the choice after it. With nothing to send, the
    // choice shows in this very task, before React renders the busy card.
    if (ctx.store.getState().editsInFlight()) await ctx.store.getState().flushEdits();
    const project = ctx.store.getState().project;
    const settings = project === null || patch === null ? null : patchOrNull(patch, project.book.settings);
    if (settings === null) await ctx.store.getState().applyOwnBookChange(call);
    else await ctx.store.getState().queueBookChange(settings, call);
    return true;
  } catch (error) {
    toastError(ctx, error);
    return false;
  }
}

/** The keys the choice sets on these settings, or null when the editor's catalogue refuses it: the engine then decides alone. */
function patchOrNull(patch: LocalPatch, settings: Readonly<Record<string, unknown>>): Record<string, unknown> | null {
  try {
    return patch(settings);
  } catch {
    return null;
  }
}

/** `catalogue` is the engine's (null until it has answered): with it, the choice shows at once. */
export function applyTemplate(ctx: CommandContext, template: string, catalogue: DesignCatalogue | null = null): Promise<boolean> {
  const patch = catalogue === null ? null : () => templatePatch(catalogue, template);
  return applyToBook(ctx, () => ctx.host.client.call('design.applyTemplate', { template }), patch);
}

export function applyTheme(ctx: CommandContext, theme: string, catalogue: DesignCatalogue | null = null): Promise<boolean> {
  const patch = catalogue === null ? null : (settings: Readonly<Record<string, unknown>>) => themePatch(catalogue, settings, theme);
  return applyToBook(ctx, () => ctx.host.client.call('design.applyTheme', { theme }), patch);
}

export function applyScene(ctx: CommandContext, scene: string, catalogue: DesignCatalogue | null = null): Promise<boolean> {
  const patch = catalogue === null ? null : () => scenePatch(catalogue, scene);
  return applyToBook(ctx, () => ctx.host.client.call('design.applyScene', { scene }), patch);
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
