import { z } from 'zod';
import { BookConfigSchema, defaultBookConfig } from '../../shared/domain/book.js';
import { PageSchema, TocEntrySchema, type Page } from '../../shared/domain/page.js';
import { withoutUnsafeUrls } from '../../shared/settings/unsafe-urls.js';

/**
 * The part of a project stored as one JSON row: the book configuration, the page list and
 * the table of contents. Page images are not in it; pages only name their blobs by key.
 */
export const ProjectDocumentSchema = z.object({
  book: BookConfigSchema,
  pages: z.array(PageSchema),
  toc: z.array(TocEntrySchema),
});
export type ProjectDocument = z.infer<typeof ProjectDocumentSchema>;

/** Asset keys under this prefix belong to pages; a save drops the ones no page names. */
export const PAGE_ASSET_PREFIX = 'pages/';

export function newProjectDocument(title: string): ProjectDocument {
  return { book: defaultBookConfig(title), pages: [], toc: [] };
}

/** Every blob key the pages name, so a save can tell which page blobs are still in use. */
export function referencedAssetKeys(pages: readonly Page[]): Set<string> {
  const keys = new Set<string>();
  for (const page of pages) {
    keys.add(page.renditions.thumb);
    keys.add(page.renditions.normal);
    keys.add(page.renditions.hd);
    if (page.textLayer) keys.add(page.textLayer);
  }
  return keys;
}

export function serializeDocument(document: ProjectDocument): string {
  return JSON.stringify(document);
}

/**
 * Parses a stored document; throws (a ZodError or SyntaxError) when it is not one. An unsafe
 * URL (from an older version or a hand-edited file) is dropped, so its setting takes its
 * default: the file is not trusted more than an edit, which would have been refused.
 */
export function parseDocument(json: string): ProjectDocument {
  return withoutUnsafeUrls(ProjectDocumentSchema.parse(JSON.parse(json)));
}
