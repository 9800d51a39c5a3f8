import { AppError } from '../../../shared/errors/app-error.js';
import { DOCUMENT_STEP_TIMEOUT_MS } from '../import-limits.js';
import type { RenderWorkerClient } from '../pdf/render-worker-client.js';
import type { PagePart } from '../pdf/widepage-cut.js';
import { expectReply } from '../pdf/worker-reply.js';
import type { RenditionProfile } from '../rendition-profile.js';
import type { ExternalEngine } from './detect-external-engine.js';
import type { ExternalBitmap } from './encode-external-page.js';
import { innerRenderSize, renderExternalPage } from './render-external-page.js';

/** One PDF page for a lane of the import to render with the external tool. */
export interface ExternalLaneJob {
  file: string;
  password: string | null;
  pageNumber: number;
  parts: readonly PagePart[];
  profile: RenditionProfile;
}

/**
 * Renders a page with the external tool, for the lane's worker to encode. The tool runs
 * from the engine's thread, not the worker's, because only here can a timeout or a cancel
 * be sure to kill it: ending a worker thread would leave its child process running.
 * The worker that holds the document says how big the page is, so the tool renders it at
 * the inner engine's size.
 */
export async function renderWithExternalEngine(
  client: RenderWorkerClient,
  engine: ExternalEngine,
  job: ExternalLaneJob,
  limits: { timeoutMs: number; signal: AbortSignal },
): Promise<ExternalBitmap> {
  const reply = await client.request({ type: 'sizes', pageNumbers: [job.pageNumber] }, DOCUMENT_STEP_TIMEOUT_MS, `reading the size of page ${job.pageNumber}`);
  const size = expectReply(reply, 'sized').sizes[0];
  if (!size) throw new AppError('PDF_CONVERSION_FAILED', {}, `page ${job.pageNumber} has no size`);
  const { width, height } = innerRenderSize(job.profile, size, job.parts.length > 0);
  const ppm = await renderExternalPage(engine, { file: job.file, password: job.password, pageNumber: job.pageNumber, width, height }, limits);
  return { ppm: ownArrayBuffer(ppm), width, height };
}

/** The bytes as an ArrayBuffer of their own, copying only when they share a larger one. */
function ownArrayBuffer(bytes: Buffer): ArrayBuffer {
  const { buffer } = bytes;
  if (buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength) return buffer;
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return copy;
}

/** Renders one planned PDF page externally, on the lane whose worker will encode it. */
export type ExternalRender = (client: RenderWorkerClient, pageNumber: number, parts: readonly PagePart[]) => Promise<ExternalBitmap>;

/** Binds the external renderer to one import's file, password, profile and limits. */
export function externalRenderer(
  engine: ExternalEngine,
  job: Omit<ExternalLaneJob, 'pageNumber' | 'parts'> & { timeoutMs: number; signal: AbortSignal },
): ExternalRender {
  const { timeoutMs, signal } = job;
  return (client, pageNumber, parts) =>
    renderWithExternalEngine(client, engine, { file: job.file, password: job.password, profile: job.profile, pageNumber, parts }, { timeoutMs, signal });
}
