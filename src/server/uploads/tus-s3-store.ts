import { S3Store } from '@tus/s3-store';
import { ERRORS } from '@tus/server';

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
 */
export class TusS3Store extends S3Store {
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
