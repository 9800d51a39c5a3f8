import { AppError } from '../../shared/errors/app-error.js';
import { readyToPublish } from '../commands/publish-commands.js';
import { toastError, toastSuccess, type CommandContext } from '../commands/context.js';
import type { CloudPanel } from '../state/dialogs.js';

/**
 * Asks the engine who is signed in (it renews the session when auto login allows) and keeps the
 * answer for the header. A service that cannot be reached leaves the last answer: being offline
 * is not being signed out. Returns whether someone is signed in.
 */
export async function refreshCloudAccount(ctx: CommandContext, quiet = true): Promise<boolean> {
  try {
    const { account } = await ctx.host.client.call('cloud.account', {});
    ctx.store.getState().setCloudAccount(account);
    return account !== null;
  } catch (error) {
    const reason = AppError.from(error);
    if (reason.code === 'LOGIN_TIMEOUT') ctx.store.getState().setCloudAccount(null);
    if (!quiet) toastError(ctx, reason);
    return ctx.store.getState().cloudAccount !== null && reason.code !== 'LOGIN_TIMEOUT';
  }
}

/** Opens a panel that needs an account, by way of the login panel when no one is signed in. */
async function openSignedIn(ctx: CommandContext, panel: CloudPanel): Promise<void> {
  const signedIn = ctx.store.getState().cloudAccount !== null || (await refreshCloudAccount(ctx));
  ctx.store.getState().setDialog(signedIn ? { kind: panel } : { kind: 'cloudLogin', next: panel });
}

/** Online → Log in: the login panel, even when signed in (to switch accounts). */
export async function openCloudLogin(ctx: CommandContext): Promise<void> {
  ctx.store.getState().setDialog({ kind: 'cloudLogin', next: null });
}

export const openCloudAccount = (ctx: CommandContext) => openSignedIn(ctx, 'cloudAccount');
export const openCloudBooks = (ctx: CommandContext) => openSignedIn(ctx, 'cloudBooks');

/** Online → Upload: the open book must have pages, as for any publish; pending edits are saved into it first. */
export async function openCloudUpload(ctx: CommandContext): Promise<void> {
  if (!(await readyToPublish(ctx))) return;
  await openSignedIn(ctx, 'cloudUpload');
}

/** The ribbon's Cloud button: the upload dialog when a book is open, else the book list. */
export async function openCloud(ctx: CommandContext): Promise<void> {
  const project = ctx.store.getState().project;
  await (project !== null && project.pages.length > 0 ? openCloudUpload(ctx) : openCloudBooks(ctx));
}

/** Online → Log out: ends the session here and on the service, and forgets auto login. */
export async function cloudLogout(ctx: CommandContext): Promise<void> {
  try {
    await ctx.host.client.call('cloud.logout', {});
    ctx.store.getState().setCloudAccount(null);
    toastSuccess(ctx, 'cloud.login.loggedOut');
  } catch (error) {
    toastError(ctx, error);
  }
}

/**
 * Turns VIP's automatic renewal off or back on and shows the account as the service then has
 * it; `date` is the expiry as the panel shows it. Answers whether the service took it.
 */
export async function setVipRenewal(ctx: CommandContext, renews: boolean, date: string): Promise<boolean> {
  try {
    const { account } = await ctx.host.client.call('cloud.vipRenewal', { renews });
    ctx.store.getState().setCloudAccount(account);
    toastSuccess(ctx, renews ? 'cloud.account.renewalResumed' : 'cloud.account.renewalStopped', { date });
    return true;
  } catch (error) {
    const reason = AppError.from(error);
    if (reason.code === 'LOGIN_TIMEOUT') ctx.store.getState().setCloudAccount(null);
    toastError(ctx, reason);
    return false;
  }
}
