import { randomUUID } from 'node:crypto';
import type { PageLink } from '../../shared/domain/page-content.js';
import type { Page } from '../../shared/domain/page.js';
import type { AssetStore } from '../engine/project-session.js';
import type { EncodedRenditions } from './encode-renditions.js';

/** A fresh page id: a UUID without dashes, safe inside an asset key. */
export function newPageId(): string {
  return randomUUID().replaceAll('-', '');
}

/** Where a page's renditions live inside the project's asset store. */
export function pageRenditionKeys(pageId: string): Page['renditions'] {
  return {
    thumb: `pages/${pageId}/thumb.webp`,
    normal: `pages/${pageId}/normal.webp`,
    hd: `pages/${pageId}/hd.webp`,
  };
}

/** Where a page's text layer (a TextLayer as JSON) lives beside its renditions. */
export function pageTextLayerKey(pageId: string): string {
  return `pages/${pageId}/text.json`;
}

/** What extraction found on a page: its links, and its text layer as UTF-8 JSON. */
export interface PageContentBytes {
  links?: PageLink[] | undefined;
  textLayer?: Uint8Array | undefined;
}

/**
 * Writes pages into the asset store as they are made and remembers every key it wrote,
 * so a failed or cancelled import can take them all back and leave the project as it was.
 */
export class PageWriter {
  private readonly written: string[] = [];
  /** Pages whose thumbnail was written ahead of the rest (writeThumbnailAhead). */
  private readonly thumbnailAhead = new Set<string>();

  constructor(private readonly assets: AssetStore) {}

  /**
   * Writes a page's thumbnail before its other renditions exist, so the editor can show it
   * early (decision 0264). Answers the page id that `write` then completes the page under.
   */
  writeThumbnailAhead(thumb: Uint8Array): string {
    const id = newPageId();
    const key = pageRenditionKeys(id).thumb;
    this.written.push(key);
    this.assets.putAll([[key, thumb]]);
    this.thumbnailAhead.add(id);
    return id;
  }

  /**
   * Writes a page's renditions and, when extraction found any, its text layer (JSON bytes) and
   * links; under `id` when writeThumbnailAhead already wrote its thumbnail (that one is kept).
   */
  write(renditions: EncodedRenditions, source: Page['source'], content: PageContentBytes = {}, id: string = newPageId()): Page {
    const keys = pageRenditionKeys(id);
    const page: Page = { id, width: renditions.width, height: renditions.height, renditions: keys, source };
    const entries: [string, Uint8Array][] = [
      [keys.normal, renditions.normal],
      [keys.hd, renditions.hd],
    ];
    if (!this.thumbnailAhead.delete(id)) entries.unshift([keys.thumb, renditions.thumb]);
    if (content.textLayer) {
      page.textLayer = pageTextLayerKey(id);
      entries.push([page.textLayer, content.textLayer]);
    }
    if (content.links && content.links.length > 0) page.links = content.links;
    // Record the keys before writing, so even a write that fails half-way is rolled back.
    for (const [key] of entries) this.written.push(key);
    this.assets.putAll(entries);
    return page;
  }

  /** Deletes everything this writer put. */
  rollback(): void {
    if (this.written.length > 0) this.assets.delete(this.written.splice(0));
  }
}
