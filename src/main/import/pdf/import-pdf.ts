import os from 'node:os';
import path from 'node:path';
import type { ImportResult } from '../../../shared/api/import-api.js';
import type { ImportOptions } from '../../../shared/domain/import-options.js';
import type { Page } from '../../../shared/domain/page.js';
import { checkPageRangeFormat } from '../../../shared/validation/page-range.js';
import { resolveQuality } from '../../../shared/validation/page-quality.js';
import type { EngineContext } from '../../engine/context.js';
import { requireExternalEngine, type ExternalEngine } from '../external/detect-external-engine.js';
import { externalRenderer, type ExternalRender } from '../external/external-lane.js';
import { DOCUMENT_STEP_TIMEOUT_MS, MAX_RENDER_WORKERS, PAGE_RENDER_TIMEOUT_MS } from '../import-limits.js';
import type { EditionPolicy } from '../../../shared/domain/edition.js';
import { renditionProfile, type RenditionProfile } from '../rendition-profile.js';
import { runImport, type ImportOutcome, type ImportSink } from '../run-import.js';
import { resolveExtractChoice, type ExtractChoice } from './extract/extract-page-content.js';
import { retargetLinks } from './extract/retarget-links.js';
import { preflightPdf } from './pdf-preflight.js';
import { planImport, type ImportPlan } from './plan-import.js';
import type { RenderWorkerClient } from './render-worker-client.js';
import { finishRenderWorker, startRenderWorker, warmRenderWorker, type RenderSpares } from './spare-render-workers.js';
import { remapToc } from '../../toc/toc-remap.js';
import { expectReply } from './worker-reply.js';
import type { ThumbnailNotice, WorkerRequest } from './worker-protocol.js';
import { pageRenditionKeys } from '../page-assets.js';
import { renderWorkerScript, type WorkerScript } from './worker-script.js';
import type { JobId } from '../../../shared/jobs/job-id.js';
import { AppError } from '../../../shared/errors/app-error.js';
import type { Leases, Release } from '../../engine/leases.js';

/** One PDF import. Only `file` is required; the rest are the user's choices and test seams. */
export interface PdfImportOptions {
  file: string;
  /** The job id the caller chose, so it can cancel the import; made by the engine when absent. */
  jobId?: JobId | undefined;
  password?: string | undefined;
  /** The import panel's choices: page range, extraction, widepage cut, page quality. */
  choices?: ImportOptions | undefined;
  /** Overrides the profile the quality choice gives (tests use small ones). */
  profile?: RenditionProfile;
  workerScript?: WorkerScript;
  pageTimeoutMs?: number;
  /** The most workers to use; the pool is also bounded by the cores and the page count. */
  maxWorkers?: number;
  /** The external renderer, when the user chose it; found from the choices when absent. */
  externalEngine?: ExternalEngine | undefined;
  /** Render workers shared with other imports (a batch's pool); each worker holds one lease. */
  leases?: Leases | undefined;
  /** Idle render workers to take before starting new ones, and to leave the finished ones in (decision 0234). */
  spares?: RenderSpares | undefined;
}

/** The external renderer the choices ask for, or null; EXTERNAL_ENGINE_MISSING when it is not there. */
async function chosenEngine(options: PdfImportOptions, choices: ImportOptions): Promise<ExternalEngine | null> {
  if (choices.engine !== 'external') return null;
  return options.externalEngine ?? (await requireExternalEngine({ dir: choices.externalEngineDir }));
}

/**
 * Imports a PDF as the open project's pages, rendered by a pool of render worker processes. A bad
 * quality value or a malformed page range is refused before the file is even opened.
 */
export async function importPdf(ctx: EngineContext, options: PdfImportOptions): Promise<ImportResult> {
  const file = path.resolve(options.file);
  const choices = options.choices ?? {};
  const profile = options.profile ?? renditionProfile(resolveQuality(choices.quality));
  checkPageRangeFormat(choices.pageRange);
  // A missing external engine is said before any work starts.
  const externalEngine = (await chosenEngine(options, choices)) ?? undefined;
  const policy = ctx.editionPolicy;
  const leases = options.leases ?? ctx.renderLeases;
  const spares = options.spares ?? ctx.renderSpares;
  // The first render worker starts now, while the file is checked and the project opened.
  warmRenderWorker(spares, options.workerScript ?? renderWorkerScript(), leases);
  return runImport(ctx, options.jobId, () => preflightPdf(file), (sink) => convertPdf({ ...options, file, externalEngine, leases, spares }, choices, profile, policy, sink));
}

/**
 * Makes the book pages of one PDF through the sink, without starting a job of its own:
 * importPdf runs it once, and a merge runs it for each file inside one transaction. With
 * `leases` (a batch's shared pool, decision 0225) each render worker first takes a lease:
 * the first waits for one, the others join as leases come free, and each worker ends and
 * gives its lease back as soon as no page is left for it, so the next book's first worker
 * starts while this book's last pages are still being made.
 */
export async function convertPdf(options: PdfImportOptions, choices: ImportOptions, profile: RenditionProfile, policy: EditionPolicy, sink: ImportSink): Promise<ImportOutcome> {
  const script = options.workerScript ?? renderWorkerScript();
  const engine = await chosenEngine(options, choices);
  const external = engine && externalRenderer(engine, { ...options, password: options.password ?? null, profile, timeoutMs: options.pageTimeoutMs ?? PAGE_RENDER_TIMEOUT_MS, signal: sink.signal });
  const extract = resolveExtractChoice(choices.extract);
  const open = (client: RenderWorkerClient) => openDocument(client, options.file, options.password ?? null, profile, extract);
  const workers: RenderWorkerClient[] = [];
  const releases: Release[] = [];
  const lease = async (signal: AbortSignal): Promise<Release | null> => {
    const release = options.leases ? await options.leases.acquire(signal) : () => undefined;
    if (release !== null) releases.push(release);
    return release;
  };
  const newWorker = () => {
    const client = startRenderWorker(options.spares, script, sink.signal);
    workers.push(client);
    return client;
  };
  // Workers whose use has ended (ended, or idle in the spares, perhaps already another import's).
  const finished = new Set<RenderWorkerClient>();
  const finish = async (client: RenderWorkerClient) => {
    finished.add(client);
    await finishRenderWorker(options.spares, script, client);
  };
  try {
    const firstRelease = await lease(sink.signal);
    if (firstRelease === null) throw new AppError('CANCELLED');
    const first = newWorker();
    const opened = await open(first);
    const numPages = opened.numPages;
    const plan = await planImport(numPages, choices, policy, async (pageNumbers) => {
      const reply = await first.request({ type: 'sizes', pageNumbers }, DOCUMENT_STEP_TIMEOUT_MS, 'reading page sizes');
      return expectReply(reply, 'sized').sizes;
    });
    const toc = choices.extract?.toc === false ? [] : remapToc(await readToc(first), plan.bookPageOf);

    const poolSize = Math.max(1, Math.min(os.availableParallelism(), options.maxWorkers ?? MAX_RENDER_WORKERS, MAX_RENDER_WORKERS, plan.plans.length));
    const extraLane = async (signal: AbortSignal, pagesLeft: () => number): Promise<Lane | null> => {
      const release = await lease(AbortSignal.any([sink.signal, signal]));
      if (release === null) return null;
      // A lease that came late goes back at once when no page, or only one, is left: a new
      // worker first starts and opens the document, which costs about a page, while the
      // lanes already running would take that page next; the next book's first worker can
      // use the lease instead.
      if (signal.aborted || (options.leases !== undefined && pagesLeft() < LATE_WORKER_MIN_PAGES)) {
        release();
        return null;
      }
      const client = newWorker();
      return { client, ready: open(client).then((facts) => facts.numPages), release };
    };
    // Internal links name PDF pages until every page is made; then they follow them into the book.
    const firstLane: Lane = { client: first, ready: Promise.resolve(numPages), release: firstRelease };
    const pages = retargetLinks(await renderAllPages(firstLane, poolSize - 1, extraLane, plan, options, sink, external, finish));
    return { pages, toc, title: opened.title || path.parse(options.file).name, subject: opened.subject };
  } finally {
    await Promise.all(workers.filter((worker) => !finished.has(worker)).map((worker) => worker.close()));
    for (const release of releases) release();
  }
}

async function readToc(client: RenderWorkerClient) {
  return expectReply(await client.request({ type: 'outline' }, DOCUMENT_STEP_TIMEOUT_MS, 'reading the outline'), 'outlined').toc;
}

async function openDocument(client: RenderWorkerClient, file: string, password: string | null, profile: RenditionProfile, extract: ExtractChoice): Promise<{ numPages: number; title: string; subject: string }> {
  const reply = await client.request({ type: 'open', file, password, profile, extract: { links: extract.links, text: extract.text } }, DOCUMENT_STEP_TIMEOUT_MS, 'opening the PDF');
  const { numPages, title, subject = '' } = expectReply(reply, 'opened');
  return { numPages, title, subject };
}

/** The fewest unclaimed pages for which a worker that got its shared lease late still starts. */
const LATE_WORKER_MIN_PAGES = 2;

interface Lane {
  client: RenderWorkerClient;
  /** Resolves when the lane's worker has the document open. */
  ready: Promise<number>;
  /** Gives the lane's lease back; called once its worker has ended. */
  release: Release;
}

/**
 * Hands the planned PDF pages out one at a time to whichever worker is free, and writes
 * each book page's renditions the moment they arrive, so memory holds at most one PDF page
 * per worker. `extras` more lanes join through `extraLane` as they get a lease; its signal
 * aborts once every page is claimed, so a lane still waiting then never starts. A lane
 * with nothing left to claim ends its worker and gives its lease back. On the first failure
 * every worker is stopped, and this returns only once no lane can write anything more, so
 * a rollback afterwards sees every written key.
 */
async function renderAllPages(
  firstLane: Lane,
  extras: number,
  extraLane: (signal: AbortSignal, pagesLeft: () => number) => Promise<Lane | null>,
  plan: ImportPlan,
  options: PdfImportOptions,
  sink: ImportSink,
  external: ExternalRender | null,
  finish: (client: RenderWorkerClient) => Promise<void>,
): Promise<Page[]> {
  const made: Page[][] = [];
  const progress = sink.startProgress(plan.total);
  const timeoutMs = options.pageTimeoutMs ?? PAGE_RENDER_TIMEOUT_MS;
  const lanes: Lane[] = [];
  const allClaimed = new AbortController();
  /** Workers whose lane has nothing left to do. */
  const done = new Set<RenderWorkerClient>();
  let next = 0;
  /** The first planned page not yet handed on: pages go out in book order, as lanes finish them out of it. */
  let handedOn = 0;
  let firstError: unknown = null;

  /** Claims the next planned page and asks the lane's worker for it; null when none are left. */
  const requestNext = (client: RenderWorkerClient) => {
    if (firstError !== null || next >= plan.plans.length) {
      allClaimed.abort();
      return null;
    }
    const index = next;
    next += 1;
    const { pageNumber, parts } = plan.plans[index] as ImportPlan['plans'][number];
    // The book's first page sends its thumbnail ahead of its larger renditions, which is
    // written and announced at once (decision 0264); the page is then completed under its id.
    let aheadId: string | undefined;
    const onThumbnail =
      index === 0 && progress.awaitingFirstPage
        ? (notice: ThumbnailNotice) => {
            if (firstError !== null || sink.signal.aborted || aheadId !== undefined) return;
            try {
              aheadId = sink.writer.writeThumbnailAhead(new Uint8Array(notice.thumb));
              progress.firstThumbnail(pageRenditionKeys(aheadId).thumb);
            } catch (error) {
              stopAll(error);
            }
          }
        : undefined;
    const rendered = (async () => {
      const bitmap = external ? await external(client, pageNumber, parts) : null;
      const request: WorkerRequest = { type: 'render', pageNumber, parts, ...(bitmap ? { external: bitmap } : {}), ...(onThumbnail ? { thumbnailFirst: true } : {}) };
      const reply = await client.request(request, timeoutMs, `rendering page ${pageNumber}`, onThumbnail);
      return { index, pageNumber, images: expectReply(reply, 'rendered').images, aheadId };
    })();
    // A write that fails stops every worker while this request is out; its failure is then
    // not news, and must not surface as an unhandled rejection.
    rendered.catch(() => undefined);
    return rendered;
  };
  const runLane = async ({ client, ready, release }: Lane) => {
    await ready;
    let pending = requestNext(client);
    while (pending) {
      const { index, pageNumber, images, aheadId } = await pending;
      if (firstError !== null) return;
      // The worker starts on its next page before this one is written, so the SQLite
      // write (an fsync per blob) overlaps rendering instead of leaving the worker idle.
      pending = requestNext(client);
      made[index] = images.map((image, position) => {
        const page = sink.writer.write(
          { thumb: new Uint8Array(image.thumb), normal: new Uint8Array(image.normal), hd: new Uint8Array(image.hd), width: image.width, height: image.height },
          image.part === null ? { kind: 'pdf', file: options.file, pageNumber } : { kind: 'pdf', file: options.file, pageNumber, part: image.part },
          { links: image.links, textLayer: image.textLayer && new Uint8Array(image.textLayer) },
          position === 0 ? aheadId : undefined,
        );
        progress.pageDone();
        return page;
      });
      for (let ready = made[handedOn]; ready !== undefined; ready = made[handedOn]) {
        handedOn += 1;
        progress.pagesReady(ready);
      }
    }
    // Nothing is left for this worker: it ends or waits idle, and its lease goes to whoever waits next.
    done.add(client);
    await finish(client);
    release();
  };
  const stopAll = (error: unknown) => {
    if (firstError === null) firstError = error;
    allClaimed.abort();
    // A worker whose lane is done may already serve another import from the spares.
    for (const lane of lanes) if (!done.has(lane.client)) lane.client.terminate();
  };
  const join = async () => {
    const lane = await extraLane(allClaimed.signal, () => plan.plans.length - next);
    if (lane === null) return;
    lanes.push(lane);
    await runLane(lane);
  };
  lanes.push(firstLane);
  await Promise.all([runLane(firstLane).catch(stopAll), ...Array.from({ length: extras }, () => join().catch(stopAll))]);
  if (firstError !== null) throw firstError;
  return made.flat();
}
