import type { EventMap } from '../../../shared/api/events.js';
import type { EngineContext } from '../../engine/context.js';
import type { HandlerRegistry } from '../../engine/registry.js';
import { RUNTIME_TARGETS } from '../../../shared/api/desktop-api.js';
import type { DesktopPublishJob } from './desktop-publish.js';
import { publishApp } from './publish-app.js';
import { publishExe } from './publish-exe.js';
import { RuntimeCache } from './runtime-cache.js';
import { installedElectronVersion } from './runtime-target.js';
import { defaultViewerBundle } from './viewer-asar.js';

/** Job kinds of the desktop domain; runtime.cancel stops either and nothing else. */
const JOB_KINDS = { runtime: 'runtime', publish: 'publish.desktop' } as const;

export interface DesktopHandlerOptions {
  /** Base URL of Electron's releases; ELECTRON_MIRROR by default, GitHub when unset. */
  mirror?: string;
  viewerBundle?: string;
  electronVersion?: string;
}

/** The desktop domain: runtime.* (download, choose from disk, status) and publish.exe/app. */
export function registerDesktopHandlers(registry: HandlerRegistry, ctx: EngineContext, options: DesktopHandlerOptions = {}): void {
  let cache: RuntimeCache | null = null;
  // Created on first use: finding the Electron version reads a file that only matters here.
  const runtimes = (): RuntimeCache =>
    (cache ??= new RuntimeCache({
      appDataDir: ctx.platform.appDataDir,
      electronVersion: options.electronVersion ?? installedElectronVersion(),
      mirror: options.mirror ?? (process.env.ELECTRON_MIRROR || undefined),
    }));
  const progress = { onProgress: (value: EventMap['publish.progress']) => ctx.events.emit('publish.progress', value) };
  const publishJob = (signal: AbortSignal): DesktopPublishJob => ({
    project: ctx.session.current(),
    readerAssetsDir: ctx.readerAssetsDir,
    viewerBundle: options.viewerBundle ?? defaultViewerBundle(),
    runtimes: runtimes(),
    signal,
    ...progress,
  });

  registry.register('runtime.status', async () => {
    const cacheNow = runtimes();
    return { electronVersion: cacheNow.electronVersion, runtimes: await Promise.all(RUNTIME_TARGETS.map((target) => cacheNow.status(target))) };
  });
  registry.register('runtime.download', ({ target }) => ctx.jobs.run(JOB_KINDS.runtime, (signal) => runtimes().download(target, { signal, ...progress })));
  registry.register('runtime.useLocal', ({ target, path }) => ctx.jobs.run(JOB_KINDS.runtime, (signal) => runtimes().useLocal(target, path, signal)));
  registry.register('runtime.cancel', async () => ({ cancelled: ctx.jobs.cancel(JOB_KINDS.runtime) || ctx.jobs.cancel(JOB_KINDS.publish) }));
  registry.register('publish.exe', (arg) => ctx.jobs.run(JOB_KINDS.publish, (signal) => publishExe(publishJob(signal), arg)));
  registry.register('publish.app', (arg) => ctx.jobs.run(JOB_KINDS.publish, (signal) => publishApp(publishJob(signal), arg)));
}
