import type { Job } from '../../engine/job-runner.js';
import type { EngineContext } from '../../engine/context.js';
import type { HandlerRegistry } from '../../engine/registry.js';
import { RUNTIME_TARGETS } from '../../../shared/api/desktop-api.js';
import type { DesktopPublishJob } from './desktop-publish.js';
import { publishApp } from './publish-app.js';
import { publishExe } from './publish-exe.js';
import { RuntimeCache } from './runtime-cache.js';
import { installedElectronVersion } from './runtime-target.js';
import { defaultViewerBundle } from './viewer-asar.js';
import { pageMarkerOf } from '../page-marker.js';

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
  const publishJob = (job: Job<'publish'>): DesktopPublishJob => ({
    project: ctx.session.current(),
    readerAssetsDir: ctx.readerAssetsDir,
    markPage: pageMarkerOf(ctx),
    viewerBundle: options.viewerBundle ?? defaultViewerBundle(),
    runtimes: runtimes(),
    signal: job.signal,
    onProgress: job.report,
  });

  registry.register('runtime.status', async () => {
    const cacheNow = runtimes();
    return { electronVersion: cacheNow.electronVersion, runtimes: await Promise.all(RUNTIME_TARGETS.map((target) => cacheNow.status(target))) };
  });
  registry.register('runtime.download', ({ target, jobId }) =>
    ctx.jobs.run('runtime', jobId, (job) => runtimes().download(target, { signal: job.signal, onProgress: job.report })),
  );
  registry.register('runtime.useLocal', ({ target, path, jobId }) => ctx.jobs.run('runtime', jobId, (job) => runtimes().useLocal(target, path, job.signal)));
  registry.register('publish.exe', ({ jobId, ...arg }) => ctx.jobs.run('publish', jobId, (job) => publishExe(publishJob(job), arg)));
  registry.register('publish.app', ({ jobId, ...arg }) => ctx.jobs.run('publish', jobId, (job) => publishApp(publishJob(job), arg)));
}
