import type { EngineContext } from '../engine/context.js';
import type { HandlerRegistry } from '../engine/registry.js';
import { publishHtml } from './publish-html.js';
import { publishPlugin } from './plugins/publish-plugin.js';
import { pageMarkerOf } from './page-marker.js';

/** The publish domain's HTML and plug-in formats, each run as a `publish` job. */
export function registerPublishHandlers(registry: HandlerRegistry, ctx: EngineContext): void {
  registry.register('publish.html', ({ outDir, jobId, ...options }) =>
    ctx.jobs.run('publish', jobId, (job) =>
      publishHtml({
        outDir,
        project: ctx.session.current(),
        readerAssetsDir: ctx.readerAssetsDir,
        markPage: pageMarkerOf(ctx),
        signal: job.signal,
        onProgress: ({ step, done, total }) => job.progress(step, done, total),
        options,
      }),
    ),
  );
  registry.register('publish.plugin', ({ jobId, ...arg }) =>
    ctx.jobs.run('publish', jobId, (job) =>
      publishPlugin({
        arg,
        project: ctx.session.current(),
        readerAssetsDir: ctx.readerAssetsDir,
        markPage: pageMarkerOf(ctx),
        signal: job.signal,
        onProgress: ({ step, done, total }) => job.progress(step, done, total),
      }),
    ),
  );
}
