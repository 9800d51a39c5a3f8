import type { ProjectSnapshot } from '../../shared/domain/book.js';
import { collectMediaKeys } from '../../shared/media/book-media.js';
import type { ReaderBookData } from '../../shared/reader/book-data.js';

/** Turns an asset key into a URL the preview iframe can load. */
export type AssetUrl = (key: string, revision?: number) => string;

/**
 * The book the live preview shows: the project's pages with host URLs instead of keys.
 * Renditions are written once at import and never change under the same key, so the
 * page URLs carry no revision; only the book's settings and title move with edits.
 */
export function buildReaderBook(project: ProjectSnapshot, assetUrl: AssetUrl): ReaderBookData {
  const media = previewMediaKeys(project);
  return {
    version: 1,
    title: project.book.title,
    description: project.book.description,
    pages: project.pages.map((page) => ({
      id: page.id,
      width: page.width,
      height: page.height,
      thumb: assetUrl(page.renditions.thumb),
      normal: assetUrl(page.renditions.normal),
      hd: assetUrl(page.renditions.hd),
    })),
    toc: project.toc,
    settings: project.book.settings,
    ...(media.length === 0 ? {} : { media: Object.fromEntries(media.map((key) => [key, assetUrl(key)])) }),
  };
}

/** The files the book names by media key, sorted so the preview key is stable. */
function previewMediaKeys(project: ProjectSnapshot): string[] {
  return [...collectMediaKeys([project.book.settings, project.toc])].sort();
}

/**
 * Fingerprints of what the preview must reload for, in two parts: the page order, and the
 * rest (the book's table of contents, description and media files). Title and settings
 * edits are sent on their own at once (settings one key at a time, see settings-diff.ts),
 * so typing or dragging a slider does not rebuild the whole book in the reader. A change
 * of the pages may wait for the author's page edits to pause (preview-pane.tsx).
 */
export interface PreviewBookKeys {
  pages: string;
  rest: string;
}

export function previewBookKeys(project: ProjectSnapshot): PreviewBookKeys {
  // The store's selectors run on every state change, and at 1,000 pages these keys take about
  // a millisecond to make; a snapshot is never changed in place, so its keys are kept with it.
  const known = keysOfShownProjects.get(project);
  if (known !== undefined) return known;
  // A newly added file needs its URL in the book's media table, so it reloads the book once.
  const keys = {
    pages: JSON.stringify(project.pages.map((page) => page.id)),
    rest: JSON.stringify([project.id, project.toc, project.book.description, previewMediaKeys(project)]),
  };
  keysOfShownProjects.set(project, keys);
  return keys;
}

const keysOfShownProjects = new WeakMap<ProjectSnapshot, PreviewBookKeys>();
