import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PendingUpload, UploadFields } from '../../shared/api/cloud-api.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { JobId } from '../../shared/jobs/job-id.js';
import type { EngineContext } from '../engine/context.js';
import { throwIfCancelled, type Job } from '../engine/job-runner.js';
import { publishHtml } from '../publish/publish-html.js';
import type { CloudAccounts } from './cloud-accounts.js';
import { PendingUploads, type ManifestFile, type PendingUploadRecord } from './pending-uploads.js';
import { atMostAtOnce } from './at-most-at-once.js';
import { sendBundleOverTus, tusFingerprint, tusOffset, tusTerminate, type TusUrlBook } from './tus-send.js';
import { bundlesOf, type UploadBundle } from './upload-bundles.js';
import { pageMarkerOf } from '../publish/page-marker.js';

/** Bytes per tus PATCH: big enough to keep the line busy, small enough that a cut costs little. */
export const DEFAULT_UPLOAD_CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * Bundles sent at once (upload-bundles.ts). One at a time, the line waited on each one's round
 * trips and on the service's durable write of it (0250).
 */
export const UPLOAD_FILES_AT_ONCE = 4;

/**
 * The bytes per request of each of the bundles sent at once: together they have at most one
 * chunk in flight, so a cut still costs at most one chunk sent again.
 */
export function chunkOfEach(chunkBytes: number): number {
  return Math.max(1, Math.floor(chunkBytes / UPLOAD_FILES_AT_ONCE));
}

/** A finished upload: the online book, its stable link and the version just published. */
export interface UploadResult {
  bookId: string;
  url: string;
  versionId: string;
}

type UploadJob = Job<'upload'>;

/** Every file under a folder, `/`-separated and relative to it, in a stable order. */
function listFiles(root: string): string[] {
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Checking: the manifest of a published book, each file with its size and SHA-256. */
async function manifestOf(folder: string, job: UploadJob): Promise<ManifestFile[]> {
  const paths = listFiles(folder);
  const files: ManifestFile[] = [];
  job.progress('checking', 0, paths.length);
  for (const relative of paths) {
    throwIfCancelled(job.signal);
    const absolute = path.join(folder, ...relative.split('/'));
    files.push({ path: relative, size: fs.statSync(absolute).size, sha256: await sha256Of(absolute) });
    job.progress('checking', files.length, paths.length);
  }
  return files;
}

/** The fields as the service takes them: optional ones only when given. */
function uploadBody(fields: UploadFields): UploadFields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as UploadFields;
}

/**
 * Uploading a book from the app (docs/decisions/0217): the open project is published as an HTML
 * book into the app-data's temporary area (holding the job gate, since that reads the project),
 * hashed, announced to the service, and only the contents the service lacks are sent over tus
 * before the upload is completed. A paused (cancelled) or cut-off upload keeps its record and
 * temporary book, so `resume` continues it, even after a restart; success or `discard` removes
 * both.
 */
export class BookUploads {
  private readonly pending: PendingUploads;
  /** Uploads being sent now, so one is never continued twice at once. */
  private readonly active = new Set<string>();

  constructor(
    private readonly ctx: EngineContext,
    private readonly accounts: CloudAccounts,
    private readonly chunkBytes: number = DEFAULT_UPLOAD_CHUNK_BYTES,
  ) {
    this.pending = new PendingUploads(ctx.platform.appDataDir);
  }

  list(): PendingUpload[] {
    return this.pending.list();
  }

  /** Forgets a pending upload here, and asks the service to drop it and the partial files it holds (if it can be reached). */
  async discard(uploadId: string): Promise<void> {
    if (this.active.has(uploadId)) throw new AppError('BUSY', {}, `upload ${uploadId} is being sent`);
    const record = this.pending.get(uploadId);
    this.pending.remove(record);
    const urls = Object.values(record.tusUrls).map((entry) => entry.url);
    if (urls.length > 0) await this.accounts.authorised((token) => Promise.all(urls.map((url) => tusTerminate(url, token)))).catch(() => undefined);
    // The service gives the upload up too, so a new book it was making leaves the book list.
    // Unreachable, it does so itself a week later (abandon-upload.ts on the service).
    await this.accounts.call({ method: 'DELETE', path: `/api/v1/uploads/${encodeURIComponent(uploadId)}` }).catch(() => undefined);
  }

  async upload(fields: UploadFields, jobId: JobId | undefined): Promise<UploadResult> {
    if (fields.title.trim() === '') throw new AppError('BOOK_TITLE_REQUIRED');
    const server = this.accounts.signedInServer();
    return this.ctx.jobs.run('upload', jobId, async (job) => {
      const folder = this.pending.newFolder();
      let record: PendingUploadRecord;
      let missing: string[];
      try {
        await this.ctx.jobs.exclusively(job, () =>
          publishHtml({
            outDir: folder,
            project: this.ctx.session.current(),
            readerAssetsDir: this.ctx.readerAssetsDir,
            // A trial program may host books too (hosting and registration are separate
            // services, desktop-app.md §1); its hosted pages carry the watermark like any other.
            markPage: pageMarkerOf(this.ctx),
            signal: job.signal,
            onProgress: ({ done, total }) => job.progress('creating', done, total),
            options: { title: fields.title.trim(), keywords: fields.keywords, description: fields.description, seoText: fields.htmlTextVersion === true },
          }),
        );
        const files = await manifestOf(folder, job);
        job.progress('creatingTask', 0, 1);
        const created = await this.accounts.call<{ uploadId: string; bookId: string; missing: string[] }>({ method: 'POST', path: '/api/v1/uploads', body: { ...uploadBody(fields), files } });
        record = {
          uploadId: created.uploadId,
          bookId: created.bookId,
          server,
          fields,
          totalBytes: files.reduce((sum, file) => sum + file.size, 0),
          createdAt: new Date().toISOString(),
          folder,
          files,
          tusUrls: {},
        };
        missing = created.missing;
        this.pending.save(record);
      } catch (error) {
        // Nothing on the service to continue yet: the temporary book goes.
        this.pending.removeFolder(folder);
        throw error;
      }
      job.progress('creatingTask', 1, 1);
      return this.send(record, missing, job);
    });
  }

  async resume(uploadId: string, jobId: JobId | undefined): Promise<UploadResult> {
    const record = this.pending.get(uploadId);
    if (this.accounts.signedInServer() !== record.server) throw new AppError('LOGIN_TIMEOUT', {}, `the upload was begun on ${record.server}`);
    return this.ctx.jobs.run('upload', jobId, async (job) => {
      job.progress('checking', 0, 1);
      const state = await this.accounts.call<{ state: string; missing: string[] }>({ method: 'GET', path: `/api/v1/uploads/${encodeURIComponent(uploadId)}` });
      if (state.state === 'failed') throw new AppError('UPLOAD_FAILED', {}, 'the service superseded this upload; discard it and upload again');
      job.progress('checking', 1, 1);
      return this.send(record, state.missing, job);
    });
  }

  /** Uploading and completing: the missing contents over tus, then the version is published. */
  private async send(record: PendingUploadRecord, missing: readonly string[], job: UploadJob): Promise<UploadResult> {
    if (this.active.has(record.uploadId)) throw new AppError('BUSY', {}, `upload ${record.uploadId} is being sent`);
    this.active.add(record.uploadId);
    try {
      const listed = new Set(record.files.map((file) => file.sha256));
      const strange = missing.find((hash) => !listed.has(hash));
      if (strange !== undefined) throw new AppError('UPLOAD_FAILED', {}, `the service asks for ${strange}, which this book does not have`);
      const bundles = bundlesOf(record.files, missing);
      // A paused bundle continues from the service's offset. Those bytes count as done, so a
      // continued upload's bar resumes where the service stands rather than at nought.
      const held = await this.heldBytes(record, bundles);
      const total = bundles.reduce((sum, bundle) => sum + bundle.size, 0);
      // Bytes the service holds or this run has sent, by bundle (tus counts from the offset it
      // resumed at). A chunk cut off in flight is sent again, and the bar does not step back for it.
      const sentOf = new Map<string, number>(held);
      let shown = 0;
      const show = (): void => {
        let done = 0;
        for (const bytes of sentOf.values()) done += bytes;
        shown = Math.max(shown, Math.min(total, done));
        job.progress('uploading', shown, total);
      };
      show();
      await atMostAtOnce(bundles, UPLOAD_FILES_AT_ONCE, async (bundle) => {
        throwIfCancelled(job.signal);
        await this.accounts.authorised((token) =>
          sendBundleOverTus(record.folder, bundle, {
            server: record.server,
            token,
            uploadId: record.uploadId,
            chunkSize: chunkOfEach(this.chunkBytes),
            signal: job.signal,
            urls: this.urlBook(record),
            onProgress: (bytes) => {
              sentOf.set(bundle.key, bytes);
              show();
            },
          }),
        );
        sentOf.set(bundle.key, bundle.size);
        show();
      });
      throwIfCancelled(job.signal);
      job.progress('completing', 0, 1);
      const completed = await this.accounts.call<{ bookId: string; versionId: string }>({ method: 'POST', path: `/api/v1/uploads/${encodeURIComponent(record.uploadId)}/complete` });
      const shared = await this.accounts.call<{ link: string }>({ method: 'GET', path: `/api/v1/books/${encodeURIComponent(completed.bookId)}/share` });
      this.pending.remove(record);
      job.progress('completing', 1, 1);
      return { bookId: completed.bookId, url: shared.link, versionId: completed.versionId };
    } finally {
      this.active.delete(record.uploadId);
    }
  }

  /** The bytes the service already holds of the bundles a paused upload had begun, by bundle key. */
  private async heldBytes(record: PendingUploadRecord, bundles: readonly UploadBundle[]): Promise<Map<string, number>> {
    const held = new Map<string, number>();
    for (const bundle of bundles) {
      const entry = record.tusUrls[tusFingerprint(record.uploadId, bundle.key)];
      if (entry === undefined) continue;
      const offset = await this.accounts.authorised((token) => tusOffset(entry.url, token));
      if (offset > 0 && offset <= bundle.size) held.set(bundle.key, offset);
    }
    return held;
  }

  /** The record's tus URLs, written back (atomically) whenever tus learns or forgets one. */
  private urlBook(record: PendingUploadRecord): TusUrlBook {
    return {
      get: (fingerprint) => record.tusUrls[fingerprint],
      set: (fingerprint, entry) => {
        if (entry === null) delete record.tusUrls[fingerprint];
        else record.tusUrls[fingerprint] = entry;
        this.pending.save(record);
      },
    };
  }
}
