import path from 'node:path';
import type { EngineContext } from '../../engine/context.js';
import { findPackageRoot } from '../../platform/reader-assets.js';
import type { HandlerRegistry } from '../../engine/registry.js';
import { createKeystore } from './create-keystore.js';
import { publishApk } from './publish-apk.js';
import { lastRelease } from './release-ledger.js';
import { pageMarkerOf } from '../page-marker.js';

/** The committed, unsigned viewer APK (rebuilt by scripts/build-apk-viewer.mjs). */
export function defaultBaseApkPath(): string {
  return path.join(findPackageRoot(), 'assets', 'apk', 'viewer-base.apk');
}

/** APK publishing and the keystores that sign it. */
export function registerApkHandlers(registry: HandlerRegistry, ctx: EngineContext, baseApkPath: string = defaultBaseApkPath()): void {
  registry.register('publish.apk', ({ jobId, ...request }) =>
    ctx.jobs.run('publish', jobId, (job) =>
      publishApk({
        request,
        project: ctx.session.current(),
        readerAssetsDir: ctx.readerAssetsDir,
        markPage: pageMarkerOf(ctx),
        baseApkPath,
        appDataDir: ctx.platform.appDataDir,
        signal: job.signal,
        onProgress: ({ step, done, total }) => job.progress(step, done, total),
      }),
    ),
  );
  registry.register('publish.apkLastRelease', async ({ appId }) => ({ lastVersionCode: await lastRelease(ctx.platform.appDataDir, appId.trim()) }));
  registry.register('keystore.create', (arg) => createKeystore(arg));
}
