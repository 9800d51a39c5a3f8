import { S3Store } from '@tus/s3-store';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ERRORS, type Upload } from '@tus/server';

/**
 * tus's S3 store, made to leave nothing behind when an upload is removed (tus termination, the
 * app's Discard of a paused file; and the service's own discard of a finished one).
 *
 * Its own `remove` aborts the multipart upload and deletes the upload's object and `.info`, but:
 * - never the incomplete part (`<id>.part`), where it keeps the bytes of an unfinished upload
 *   short of a whole S3 part (5 MiB), so a paused upload terminated before its first whole part
 *   left all of its bytes in the bucket;
 * - gives up before deleting anything once the multipart upload is gone (finished, or aborted
 *   by an earlier remove), answering "not found".
 * Here the three objects go in every case once the multipart upload is aborted or gone; any
 * other failure (S3 unreachable) is thrown with the `.info` kept, since it holds the multipart
 * upload's id that a later removal needs to abort it.
 *
 * And to tell a finished upload that is gone from one that is there. Its `getUpload` reads the
 * upload's `.info` from a cache in the instance's memory, and when ListParts says the multipart
 * upload no longer exists, it answers "finished, at full size". An instance that served part of
 * an upload another instance then finished and removed kept answering so for good. A finished
 * upload's `.info` is read again from the bucket: gone there, the upload is not found, as on the
 * instance that removed it.
 */
export class TusS3Store extends S3Store {
  override async getUpload(id: string): Promise<Upload> {
    const upload = await super.getUpload(id);
    if (upload.size === undefined || upload.offset !== upload.size) return upload;
    await this.clearCache(id);
    // getMetadata caches nothing when the `.info` is gone; S3 unreachable is not "not found".
    await this.getMetadata(id).catch((error: unknown) => {
      throw (error as { name?: unknown } | null)?.name === 'NoSuchKey' ? ERRORS.FILE_NOT_FOUND : error;
    });
    return upload;
  }

  /** The ids of the uploads with an object (`<id>`, `.info` or `.part`) under `prefix`. */
  async idsStartingWith(prefix: string): Promise<string[]> {
    const ids = new Set<string>();
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ...(token === undefined ? {} : { ContinuationToken: token }) }));
      for (const { Key } of page.Contents ?? []) if (Key !== undefined) ids.add(Key.replace(/\.(info|part)$/, ''));
      token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
    return [...ids];
  }

  override async remove(id: string): Promise<void> {
    try {
      await super.remove(id);
    } catch (error) {
      if (error !== ERRORS.FILE_NOT_FOUND) throw error;
    }
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: id }, { Key: `${id}.info` }, { Key: `${id}.part` }], Quiet: true },
    });
    await this.clearCache(id);
  }
}
