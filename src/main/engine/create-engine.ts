import type { Envelope } from '../../shared/api/envelope.js';
import { AssetKeySchema } from '../../shared/domain/page.js';
import { pagePolicyFor, type Edition } from '../import/page-policy.js';
import { registerDesignHandlers } from '../design/register-design-handlers.js';
import { registerMediaHandlers } from '../media/register-media-handlers.js';
import { registerTocHandlers } from '../toc/register-toc-handlers.js';
import path from 'node:path';
import { AppLog, LOGGED_CALLS } from '../logging/app-log.js';
import { exportLogs } from '../logging/export-logs.js';
import { TourMemory } from '../help/tour-memory.js';
import type { DesignCatalogue } from '../../shared/design/design-catalogue-types.js';
import { registerImportHandlers } from '../import/register-import-handlers.js';
import { registerPagesHandlers } from '../pages/register-pages-handlers.js';
import { registerPrefsHandlers } from '../prefs/register-prefs-handlers.js';
import type { Platform } from '../platform/platform.js';
import { createProjectSession } from '../project/create-project-session.js';
import { registerProjectHandlers } from '../project/register-project-handlers.js';
import { registerApkHandlers } from '../publish/apk/register-apk-handlers.js';
import { registerPublishHandlers } from '../publish/register-publish-handlers.js';
import { registerDesktopHandlers } from '../publish/desktop/register-desktop-handlers.js';
import { appHandlers } from './app-handlers.js';
import type { EngineContext } from './context.js';
import { dispatch } from './dispatch.js';
import { EventBus } from './event-bus.js';
import { JobGate } from './job-gate.js';
import { HandlerRegistry } from './registry.js';
import { defaultReaderAssetsDir } from './reader-assets.js';

export interface Engine {
  readonly context: EngineContext;
  readonly registry: HandlerRegistry;
  /** Validates and runs one call; never throws. */
  dispatch(name: string, arg: unknown): Promise<Envelope<unknown>>;
  /** Reads a blob of the open project for a host to serve; null when absent or the key is bad. */
  readAsset(key: string): Uint8Array | null;
  dispose(): void;
}

export interface EngineOptions {
  platform: Platform;
  readerAssetsDir?: string;
  /** Trial limits imports to TRIAL_PAGE_LIMIT pages; registered (the default) has no limit. */
  edition?: Edition;
  /** Replaces the catalogue read from templates/ (tests pass a fixture). */
  designCatalogue?: () => DesignCatalogue;
}

/** Builds the engine every host shares: one registry with every domain's handlers. */
export function createEngine(options: EngineOptions): Engine {
  const events = new EventBus();
  const context: EngineContext = {
    platform: options.platform,
    events,
    jobs: new JobGate(),
    session: createProjectSession(options.platform, events),
    readerAssetsDir: options.readerAssetsDir ?? defaultReaderAssetsDir(),
    pagePolicy: pagePolicyFor(options.edition ?? 'registered'),
    ...(options.designCatalogue === undefined ? {} : { designCatalogue: options.designCatalogue }),
  };
  const registry = new HandlerRegistry();
  registry.registerAll(appHandlers(context));
  registerProjectHandlers(registry, context);
  registerImportHandlers(registry, context);
  registerPagesHandlers(registry, context);
  registerPublishHandlers(registry, context);
  registerDesignHandlers(registry, context);
  registerMediaHandlers(registry, context);
  registerTocHandlers(registry, context);
  const log = new AppLog(path.join(options.platform.appDataDir, 'logs'));
  const tour = new TourMemory(options.platform.appDataDir);
  registry.registerAll({
    'help.exportLogs': async ({ outDir }) => ({ path: await exportLogs(log, outDir, options.platform.hostName) }),
    'help.tourState': async () => ({ seen: tour.seen() }),
    'help.tourShown': async () => {
      tour.markSeen();
      return { seen: true };
    },
  });
  registerApkHandlers(registry, context);
  registerDesktopHandlers(registry, context);
  registerPrefsHandlers(registry, context);

  return {
    context,
    registry,
    async dispatch(name, arg) {
      const envelope = await dispatch(registry, name, arg);
      // Failures and long jobs go to the app's log, for the error-log export.
      if (!envelope.ok) log.append(`${name} failed: ${envelope.error.code}${envelope.error.detail === undefined ? '' : ` (${envelope.error.detail})`}`);
      else if (LOGGED_CALLS.has(name)) log.append(`${name} done`);
      return envelope;
    },
    readAsset(key) {
      if (!AssetKeySchema.safeParse(key).success) return null;
      return context.session.current()?.assets.get(key) ?? null;
    },
    dispose: () => context.session.dispose(),
  };
}
