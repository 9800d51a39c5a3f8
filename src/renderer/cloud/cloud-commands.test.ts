import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../../shared/api/client.js';
import type { Handlers } from '../../shared/api/contract.js';
import type { CloudAccount } from '../../shared/cloud/cloud-account.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { CommandContext } from '../commands/context.js';
import { createAppStore } from '../state/store.js';
import { cloudLogout, openCloudAccount, openCloudBooks, refreshCloudAccount } from './cloud-commands.js';

const ACCOUNT: CloudAccount = { server: 'http://127.0.0.1:8790', email: 'writer@example.com', points: 5, vip: null, canUpload: true };

/** A test transport serving only the handlers given. */
function contextFor(handlers: Partial<Handlers>): CommandContext {
  const client: FlipbookClient = {
    call: (async (name: keyof Handlers, arg: never) => {
      const handler = handlers[name] as ((arg: never) => Promise<unknown>) | undefined;
      if (handler === undefined) throw new AppError('UNKNOWN_METHOD');
      return handler(arg);
    }) as FlipbookClient['call'],
    on: () => () => undefined,
    assetUrl: (key) => key,
  };
  const store = createAppStore(client, () => undefined);
  const t = ((key: string) => key) as unknown as TFunction;
  return { host: { kind: 'web', client, pickFiles: async () => [], chooseSavePath: null, readerUrl: '' }, store, t };
}

describe('cloud commands', () => {
  it('keeps who is signed in for the header, and goes straight to the asked panel when someone is', async () => {
    const ctx = contextFor({ 'cloud.account': async () => ({ account: ACCOUNT }) });
    await openCloudAccount(ctx);
    expect(ctx.store.getState().cloudAccount).toEqual(ACCOUNT);
    expect(ctx.store.getState().dialog).toEqual({ kind: 'cloudAccount' });
  });

  it('asks to log in first, remembering the panel asked for', async () => {
    const ctx = contextFor({ 'cloud.account': async () => ({ account: null }) });
    await openCloudBooks(ctx);
    expect(ctx.store.getState().dialog).toEqual({ kind: 'cloudLogin', next: 'cloudBooks' });
  });

  it('treats an unreachable service as offline, not signed out, but an ended session as signed out', async () => {
    let failure = new AppError('NETWORK');
    const ctx = contextFor({
      'cloud.account': async () => {
        throw failure;
      },
    });
    ctx.store.getState().setCloudAccount(ACCOUNT);
    expect(await refreshCloudAccount(ctx)).toBe(true);
    expect(ctx.store.getState().cloudAccount).toEqual(ACCOUNT);
    failure = new AppError('LOGIN_TIMEOUT');
    expect(await refreshCloudAccount(ctx)).toBe(false);
    expect(ctx.store.getState().cloudAccount).toBeNull();
  });

  it('forgets the account on log out and says so', async () => {
    const ctx = contextFor({ 'cloud.logout': async () => ({ loggedOut: true as const }) });
    ctx.store.getState().setCloudAccount(ACCOUNT);
    await cloudLogout(ctx);
    expect(ctx.store.getState().cloudAccount).toBeNull();
    expect(ctx.store.getState().toasts.map((toast) => toast.text)).toEqual(['cloud.login.loggedOut']);
  });
});
