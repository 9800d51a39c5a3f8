import type { Upload } from '@tus/server';
import type { StoredContent } from '../store/content-store.js';

/**
 * The contents a tus upload holds, in order, as the service wrote them at its creation
 * (tus-endpoint.ts): one file's `sha256` with the upload's size, or a bundle's `contents`,
 * `hash:size` joined by commas (0268). The service's word, never the client's.
 */
export function claimsOf(upload: Upload): StoredContent[] {
  const bundle = upload.metadata?.contents;
  if (bundle == null) return [{ hash: upload.metadata?.sha256 ?? '', size: upload.size ?? 0 }];
  return bundle.split(',').map((entry) => {
    const [hash = '', size = ''] = entry.split(':');
    return { hash, size: Number(size) };
  });
}

/** Where each content starts in the upload, and (last) where the upload ends. */
export function pieceStarts(claims: readonly StoredContent[]): number[] {
  const starts = [0];
  for (const claim of claims) starts.push((starts.at(-1) as number) + claim.size);
  return starts;
}
