import { APP_VERSION } from '../../shared/constants.js';
import type { CloudAccounts } from '../cloud/cloud-accounts.js';
import type { EngineContext } from '../engine/context.js';
import type { HandlerRegistry } from '../engine/registry.js';
import { PrefsStore } from '../prefs/prefs-store.js';
import { createFeedDriver } from './feed-driver.js';
import type { UpdateDriver } from './update-driver.js';
import { UpdateService } from './update-service.js';

/** What a host passes: the desktop app its electron-updater driver, made for the service's feed. */
export type UpdateDriverFactory = (feedServer: () => string) => UpdateDriver;

/**
 * update.state/check/download/restart. The feed is the cloud service's: the service URL
 * preference when one is set, else the service signed in to last, else the host's default.
 * Without a driver from the host, the plain feed check: it checks, and cannot install.
 */
export function registerUpdateHandlers(registry: HandlerRegistry, context: EngineContext, accounts: CloudAccounts, makeDriver?: UpdateDriverFactory): UpdateService {
  const prefs = new PrefsStore(context.platform.appDataDir);
  const server = () => accounts.serverFor(prefs.all().cloudLogin?.server);
  const driver = makeDriver?.(server) ?? createFeedDriver({ server, currentVersion: APP_VERSION, platform: process.platform, downloadDir: null });
  const service = new UpdateService(driver, (state) => context.events.emit('update.state', state));
  registry.registerAll({
    'update.state': async () => service.current(),
    'update.check': () => service.check(),
    'update.download': () => service.download(),
    'update.restart': async () => {
      service.restart();
      return { restarting: true as const };
    },
  });
  return service;
}
