import { OpenRequests } from '../engine/open-requests.js';
import type { EventMap } from '../../shared/api/events.js';
import { isMethodName } from '../../shared/api/contract.js';
import { AssetKeySchema } from '../../shared/domain/page.js';
import type { Edition } from '../../shared/domain/edition.js';
import { editionOf, editionPolicyFor } from '../import/page-policy.js';
import { registerDesignHandlers } from '../design/register-design-handlers.js';
import { registerMediaHandlers } from '../media/register-media-handlers.js';
import { registerTocHandlers } from '../toc/register-toc-handlers.js';
import path from 'node:path';
import type { Engine } from '../engine/engine.js';
import { IdlePool, type Idler } from '../engine/idle-pool.js';
import type { Leases } from '../engine/leases.js';
import { MAX_SPARE_RENDER_WORKERS, SPARE_RENDER_WORKER_IDLE_MS } from '../import/import-limits.js';
import { AppLog } from '../logging/app-log.js';
import { registerHelpHandlers } from '../help/register-help-handlers.js';
import type { DesignCatalogue } from '../../shared/design/design-catalogue-types.js';
import { registerImportHandlers } from '../import/register-import-handlers.js';
import { registerPagesHandlers } from '../pages/register-pages-handlers.js';
import { registerPrefsHandlers } from '../prefs/register-prefs-handlers.js';
import { registerCloudHandlers } from '../cloud/register-cloud-handlers.js';
import { registerUpdateHandlers, type UpdateDriverFactory } from '../updates/register-update-handlers.js';
import type { SecretCipher } from '../cloud/cloud-session-store.js';
import { registerLicenceHandlers } from '../licence/register-licence-handlers.js';
import { DEFAULT_CLOUD_SERVER } from '../../shared/cloud/cloud-account.js';
import { registerBatchHandlers } from '../batch/register-batch-handlers.js';
import { registerLanHandlers } from '../preview/register-lan-handlers.js';
import type { LanPreviewOptions } from '../preview/lan-preview.js';
import { defaultDesignCatalogue } from '../design/register-design-handlers.js';
import type { Platform } from '../platform/platform.js';
import { createProjectSession } from '../project/create-project-session.js';
import { registerProjectHandlers } from '../project/register-project-handlers.js';
import { registerApkHandlers } from '../publish/apk/register-apk-handlers.js';
import { registerPublishHandlers } from '../publish/register-publish-handlers.js';
import { registerDesktopHandlers } from '../publish/desktop/register-desktop-handlers.js';
import { shownAssetReader } from '../publish/shown-assets.js';
import { WATERMARK_CACHE_DIR, WatermarkCache } from '../publish/watermark-cache.js';
import { appHandlers } from './app-handlers.js';
import { jobHandlers } from '../engine/job-handlers.js';
import type { EngineContext } from '../engine/context.js';
import { dispatch } from '../engine/dispatch.js';
import { EventBus } from '../engine/event-bus.js';
import { JobRunner } from '../engine/job-runner.js';
import { HandlerRegistry } from '../engine/registry.js';
import { defaultReaderAssetsDir } from '../platform/reader-assets.js';

export interface EngineOptions {
  platform: Platform;
  readerAssetsDir?: string;
  /**
   * A fixed edition, for tests of the domains: trial limits imports to TRIAL_PAGE_LIMIT pages
   * and watermarks what is published. Hosts pass `licensing` instead, and the stored licence
   * decides; with neither, registered.
   */
  edition?: Edition;
  /** The host's environment and whether it is a packaged app: the edition then comes from the stored licence. */
  licensing?: { env: Record<string, string | undefined>; packaged: boolean };
  /** Replaces the catalogue read from templates/ (tests pass a fixture). */
  designCatalogue?: () => DesignCatalogue;
  /** The cloud service to use when none was signed in to before (FLIPBOOK_CLOUD_URL in the hosts). */
  cloudServer?: string;
  /** Seals the remembered cloud sign-in with the system keychain (the desktop app's safeStorage). */
  secretCipher?: SecretCipher | null;
  /** Bytes per tus request of a cloud upload (tests make it small to pause part-way). */
  uploadChunkBytes?: number;
  /**
   * Where the project session keeps its working copies, recovery files and recent list;
   * app data when absent. A batch task's engine gets a temp folder, so it never touches
   * the user's projects (decision 0218).
   */
  sessionDir?: string;
  /** Render workers shared with other engines: a batch hands its task engines one pool (decision 0225). */
  renderLeases?: Leases;
  /** Idle render workers shared with other engines (a batch's task engines); the engine makes its own when absent. */
  renderSpares?: IdlePool<Idler>;
  /** The phone preview's network interfaces, time limit and temporary folder (tests fake them). */
  lanPreview?: LanPreviewOptions;
  /** The installed desktop app's updater (electron-updater); other hosts only check the feed. */
  updateDriver?: UpdateDriverFactory;
}

/**
 * The composition root: builds the engine every host shares, wiring every domain's handlers
 * into the kernel's one registry. The kernel (src/main/engine) imports no domain; this is
 * the one place that knows them all.
 */
export function createEngine(options: EngineOptions): Engine {
  const events = new EventBus();
  const watermarks = new WatermarkCache(path.join(options.platform.appDataDir, WATERMARK_CACHE_DIR));
  // An engine closes the idle workers it made, never those it was handed.
  const renderSpares = options.renderSpares ?? new IdlePool<Idler>(MAX_SPARE_RENDER_WORKERS, SPARE_RENDER_WORKER_IDLE_MS);
  const ownsSpares = options.renderSpares === undefined;
  const context: EngineContext = {
    platform: options.platform,
    events,
    jobs: new JobRunner(events),
    openRequests: new OpenRequests(events),
    session: createProjectSession(options.sessionDir === undefined ? options.platform : { ...options.platform, appDataDir: options.sessionDir }, events),
    readerAssetsDir: options.readerAssetsDir ?? defaultReaderAssetsDir(),
    // A host that licenses starts as a trial until its stored licence has been read (engine.ready).
    editionPolicy: editionPolicyFor(options.edition ?? (options.licensing ? 'trial' : 'registered')),
    markTrialPage: (image) => watermarks.mark(image),
    ...(options.designCatalogue === undefined ? {} : { designCatalogue: options.designCatalogue }),
    ...(options.renderLeases === undefined ? {} : { renderLeases: options.renderLeases }),
    renderSpares,
  };
  const registry = new HandlerRegistry(context.jobs);
  registry.registerAll(appHandlers(context));
  registry.registerAll(jobHandlers(context.jobs));
  registerProjectHandlers(registry, context);
  registerImportHandlers(registry, context);
  registerPagesHandlers(registry, context);
  registerPublishHandlers(registry, context);
  registerDesignHandlers(registry, context);
  registerMediaHandlers(registry, context);
  registerTocHandlers(registry, context);
  const log = new AppLog(path.join(options.platform.appDataDir, 'logs'));
  // Every long job's end goes to the app's log, for the error-log export.
  events.subscribe((event, payload) => {
    if (event !== 'job.progress') return;
    const job = payload as EventMap['job.progress'];
    if (job.state !== 'running') log.append(`${job.kind} job ${job.state}${job.error === undefined ? '' : `: ${job.error.code}`}`);
    // A trial draws the watermark into the new pages while the author looks at them, so
    // the preview and the first publish find them drawn.
    if (job.kind === 'import' && job.state === 'succeeded' && context.editionPolicy.watermark) void warmWatermarks(context, watermarks);
  });
  registerHelpHandlers(registry, context, log);
  registerApkHandlers(registry, context);
  registerDesktopHandlers(registry, context);
  registerPrefsHandlers(registry, context);
  const accounts = registerCloudHandlers(registry, context, { defaultServer: options.cloudServer, uploadChunkBytes: options.uploadChunkBytes, sessionCipher: options.secretCipher });
  registerUpdateHandlers(registry, context, accounts, options.updateDriver);
  // Without `licensing` (tests of the domains, a batch task's engine) the edition is fixed; the
  // methods are there all the same, reporting it.
  const licensing = registerLicenceHandlers(registry, context, {
    ...(options.licensing ?? { env: {}, packaged: false }),
    defaultServer: options.cloudServer ?? DEFAULT_CLOUD_SERVER,
    fixedEdition: options.licensing ? null : (options.edition ?? 'registered'),
  });
  registerBatchHandlers(registry, context, {
    catalogue: options.designCatalogue ?? defaultDesignCatalogue,
    newEngine: (sessionDir, renderLeases) => {
      // A task's engine runs under this engine's edition; it never reads the licence itself.
      const { licensing: _licensing, ...taskOptions } = options;
      return createEngine({ ...taskOptions, sessionDir, renderLeases, renderSpares: context.renderSpares, edition: editionOf(context.editionPolicy) });
    },
  });

  const lanPreview = registerLanHandlers(registry, context, options.lanPreview);

  const readAsset = (key: string): Uint8Array | null => {
    if (!AssetKeySchema.safeParse(key).success) return null;
    return context.session.current()?.assets.get(key) ?? null;
  };
  return {
    context,
    registry,
    ready: licensing.ready,
    async dispatch(name, arg) {
      const envelope = await dispatch(registry, name, arg);
      // Failures and long jobs go to the app's log, for the error-log export.
      if (!envelope.ok) log.append(`${name} failed: ${envelope.error.code}${envelope.error.detail === undefined ? '' : ` (${envelope.error.detail})`}`);
      else if (isMethodName(name) && registry.policy(name).logged === true) log.append(`${name} done`);
      return envelope;
    },
    readAsset,
    serveAsset: shownAssetReader(readAsset, () => context.editionPolicy, context.markTrialPage),
    dispose: () => {
      if (ownsSpares) void renderSpares.dispose();
      licensing.dispose();
      lanPreview.dispose();
      watermarks.close();
      context.session.dispose();
    },
  };
}

/** Draws the watermark into every rendition of the open book's pages, in the background. */
async function warmWatermarks(context: EngineContext, watermarks: WatermarkCache): Promise<void> {
  const project = context.session.current();
  if (project === null) return;
  const images = project
    .snapshot()
    .pages.flatMap((page) => [page.renditions.normal, page.renditions.thumb, page.renditions.hd])
    .map((key) => project.assets.get(key))
    .filter((image): image is Uint8Array => image !== null);
  try {
    await watermarks.warm(images);
  } catch {
    // Warming is a head start only: a page that failed here is drawn again when published.
  }
}
