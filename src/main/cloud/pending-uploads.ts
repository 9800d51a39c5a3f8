import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PendingUploadSchema, type PendingUpload } from '../../shared/api/cloud-api.js';
import { AppError } from '../../shared/errors/app-error.js';
import { JsonRecordFolder } from '../fs/json-record-folder.js';

/** One file of a published book, as the service's manifest lists it. */
export const ManifestFileSchema = z.object({ path: z.string(), size: z.number().int().nonnegative(), sha256: z.string() });
export type ManifestFile = z.infer<typeof ManifestFileSchema>;

const UUID = z.string().uuid();

/**
 * What the app keeps of an upload it has not finished: the public part (PendingUpload), the
 * temporary folder the book was published into, its manifest, and the tus upload URLs by
 * fingerprint, so a continued upload asks the service for its offset instead of starting over.
 */
export const PendingUploadRecordSchema = PendingUploadSchema.extend({
  folder: z.string(),
  files: z.array(ManifestFileSchema),
  tusUrls: z.record(z.string(), z.object({ url: z.string(), creationTime: z.string() })),
});
export type PendingUploadRecord = z.infer<typeof PendingUploadRecordSchema>;

/**
 * The upload area of the app-data folder: `temp/upload-…` holds books published for an
 * upload, `uploads/<uploadId>.json` the records of the unfinished ones. Each record is written
 * atomically (JsonRecordFolder), so a crash leaves the old record or the new one, and one
 * record per file lets several uploads run at once without sharing a file.
 */
export class PendingUploads {
  private readonly records: JsonRecordFolder<PendingUploadRecord>;
  private readonly tempDir: string;

  constructor(appDataDir: string) {
    this.records = new JsonRecordFolder(path.join(appDataDir, 'uploads'), PendingUploadRecordSchema);
    this.tempDir = path.join(appDataDir, 'temp');
  }

  /** A fresh folder path under the temporary area (not yet made) to publish a book into. */
  newFolder(): string {
    return path.join(this.tempDir, `upload-${randomUUID()}`);
  }

  list(): PendingUpload[] {
    return this.records
      .all()
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map(({ uploadId, bookId, server, fields, totalBytes, createdAt }) => ({ uploadId, bookId, server, fields, totalBytes, createdAt }));
  }

  /** The record of an unfinished upload; NOT_FOUND when this app has none by that id. */
  get(uploadId: string): PendingUploadRecord {
    const record = UUID.safeParse(uploadId).success ? this.records.read(uploadId) : null;
    if (record === null) throw new AppError('NOT_FOUND', {}, `no pending upload ${uploadId}`);
    return record;
  }

  save(record: PendingUploadRecord): void {
    this.records.write(record.uploadId, record);
  }

  /** Forgets an upload and removes its temporary book. */
  remove(record: Pick<PendingUploadRecord, 'uploadId' | 'folder'>): void {
    this.records.remove(record.uploadId);
    this.removeFolder(record.folder);
  }

  /** Removes a temporary book folder, never anything outside the temporary area. */
  removeFolder(folder: string): void {
    const relative = path.relative(this.tempDir, folder);
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return;
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
