import type { TusStore } from './tus-endpoint.js';
import { tusIdPrefixOf } from './tus-upload-id.js';

/** Removals under way at once: each is a file or two on the folder storage, a few requests on S3. */
const DISCARDS_AT_ONCE = 8;

/**
 * Removes what the resumable uploads of one upload left on the service: the partial files of a
 * paused upload, including those whose creating POST was cut before the app learnt their URL,
 * which only the service can find (by their ids' prefix, tus-upload-id.ts). The caller has
 * checked that the upload is the caller's.
 */
export async function discardPartialFiles(store: TusStore, uploadId: string): Promise<void> {
  const ids = await store.idsStartingWith(`${store.keyPrefix}${tusIdPrefixOf(uploadId)}`);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < ids.length) await store.discard(ids[next++] as string);
  };
  await Promise.all(Array.from({ length: Math.min(DISCARDS_AT_ONCE, ids.length) }, worker));
}
