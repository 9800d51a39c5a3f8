import type { EngineContext } from '../engine/context.js';
import type { HandlerRegistry } from '../engine/registry.js';
import { publishHtml } from './publish-html.js';
import { publishPlugin } from './plugins/publish-plugin.js';

/** The publish domain: HTML for now; the desktop, APK and plug-in formats join it later. */
export function registerPublishHandlers(registry: HandlerRegistry, ctx: EngineContext): void {
  registry.register('publish.html', ({ outDir, ...options }) =>
    ctx.jobs.run('publish', (signal) =>
      publishHtml({
        outDir,
        project: ctx.session.current(),
        readerAssetsDir: ctx.readerAssetsDir,
        signal,
        onProgress: (progress) => ctx.events.emit('publish.progress', progress),
        options,
      }),
    ),
  );
  registry.register('publish.plugin', (arg) =>
    ctx.jobs.run('publish', (signal) =>
      publishPlugin({
        arg,
        project: ctx.session.current(),
        readerAssetsDir: ctx.readerAssetsDir,
        signal,
        onProgress: (progress) => ctx.events.emit('publish.progress', progress),
      }),
    ),
  );
  registry.register('publish.cancel', async () => ({ cancelled: ctx.jobs.cancel('publish') }));
}
