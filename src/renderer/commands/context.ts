import type { TFunction } from 'i18next';
import type { Host } from '../transport/create-client.js';
import type { AppStore } from '../state/store.js';
import { errorText } from '../i18n/error-text.js';
import { defaultOutputDir } from '../preferences/preferences-form.js';

/** What every command needs: the host's transport and pickers, the state, and translations. */
export interface CommandContext {
  host: Host;
  store: AppStore;
  t: TFunction;
}

export function toastError(ctx: CommandContext, error: unknown): void {
  ctx.store.getState().pushToast('error', errorText(ctx.t, error));
}

export function toastSuccess(ctx: CommandContext, key: string, options: Record<string, unknown> = {}): void {
  ctx.store.getState().pushToast('success', ctx.t(key, options));
}

export async function refreshRecent(ctx: CommandContext): Promise<void> {
  try {
    const { items } = await ctx.host.client.call('project.recent', {});
    ctx.store.getState().setRecent(items);
  } catch (error) {
    toastError(ctx, error);
  }
}

/**
 * The folder a publish or batch panel first suggests for its output: the preferences'
 * default output folder, else the host's Documents/Published; '' when neither is known.
 */
export async function defaultOutputFolder(ctx: CommandContext): Promise<string> {
  const chosen = defaultOutputDir();
  if (chosen !== '') return chosen;
  try {
    return (await appPaths(ctx)).defaultPublishDir;
  } catch (error) {
    toastError(ctx, error);
    return '';
  }
}

/** The default folders offered in path prompts, fetched once. */
export async function appPaths(ctx: CommandContext) {
  const known = ctx.store.getState().paths;
  if (known !== null) return known;
  const paths = await ctx.host.client.call('app.paths', {});
  ctx.store.getState().setPaths(paths);
  return paths;
}
