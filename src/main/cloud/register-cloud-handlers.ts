import { DEFAULT_CLOUD_SERVER } from '../../shared/cloud/cloud-account.js';
import type { EngineContext } from '../engine/context.js';
import type { HandlerRegistry } from '../engine/registry.js';
import { BookUploads } from './book-upload.js';
import { CloudAccounts } from './cloud-accounts.js';
import { CloudSessionStore, type SecretCipher } from './cloud-session-store.js';

/** What a host or a test may set: the default service, and the bytes per tus request of an upload. */
export interface CloudHandlerOptions {
  defaultServer?: string | undefined;
  uploadChunkBytes?: number | undefined;
  /** Seals the remembered sign-in with the system keychain (the desktop app's safeStorage). */
  sessionCipher?: SecretCipher | null | undefined;
}

/** The cloud account methods, over the session kept in this platform's app-data folder. */
export function registerCloudHandlers(registry: HandlerRegistry, context: EngineContext, options: CloudHandlerOptions = {}): CloudAccounts {
  const accounts = new CloudAccounts(new CloudSessionStore(context.platform.appDataDir, options.sessionCipher ?? null), options.defaultServer ?? DEFAULT_CLOUD_SERVER);
  const uploads = new BookUploads(context, accounts, options.uploadChunkBytes);
  registry.registerAll({
    'cloud.register': async (arg) => ({ account: await accounts.register(arg) }),
    'cloud.login': async (arg) => ({ account: await accounts.login(arg) }),
    'cloud.logout': async () => {
      await accounts.logout();
      return { loggedOut: true as const };
    },
    'cloud.account': async () => ({ account: await accounts.account() }),
    'cloud.vipRenewal': async ({ renews }) => ({ account: await accounts.setVipRenewal(renews) }),
    'cloud.books': async (arg) => accounts.call({ method: 'GET', path: `/api/v1/books?${new URLSearchParams({ page: String(arg.page), pageSize: String(arg.pageSize), sort: arg.sort, order: arg.order })}` }),
    'cloud.share': async (arg) => accounts.call({ method: 'GET', path: `/api/v1/books/${encodeURIComponent(arg.bookId)}/share?width=${arg.width}&height=${arg.height}` }),
    'cloud.updateBook': async (arg) => {
      const path = `/api/v1/books/${encodeURIComponent(arg.bookId)}/${arg.action}`;
      return { book: await accounts.call({ method: 'POST', path, ...(arg.action === 'rename' ? { body: { title: arg.title } } : {}) }) };
    },
    'cloud.deleteBook': async (arg) => {
      await accounts.call({ method: 'DELETE', path: `/api/v1/books/${encodeURIComponent(arg.bookId)}` });
      return { deleted: true as const };
    },
    'cloud.upload': async ({ jobId, ...fields }) => uploads.upload(fields, jobId),
    'cloud.pendingUploads': async () => ({ uploads: uploads.list() }),
    'cloud.resumeUpload': async ({ uploadId, jobId }) => uploads.resume(uploadId, jobId),
    'cloud.discardUpload': async ({ uploadId }) => {
      await uploads.discard(uploadId);
      return { discarded: true as const };
    },
    'cloud.forgotPassword': async (arg) => {
      await accounts.forgotPassword(arg);
      return { sent: true as const };
    },
  });
  return accounts;
}
