import type { EditionPolicy } from '../../shared/domain/edition.js';
import type { PageMarker } from './book-folder.js';

/** A page rendition's key (import/page-assets.ts): the images a published page is made of. */
const PAGE_IMAGE_KEY = /^pages\/[^/]+\/(thumb|normal|hd)\.webp$/;

/**
 * What a host serves the editor and its live preview. A trial's page images carry the
 * watermark there too, drawn exactly as publishing draws it (and kept, so a publish after
 * finds them drawn), so the author sees what readers will see.
 */
export function shownAssetReader(read: (key: string) => Uint8Array | null, policy: () => EditionPolicy, markPage: PageMarker): (key: string) => Promise<Uint8Array | null> {
  return async (key) => {
    const data = read(key);
    if (data === null || !policy().watermark || !PAGE_IMAGE_KEY.test(key)) return data;
    return markPage(data);
  };
}
