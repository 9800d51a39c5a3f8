import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProjectSnapshot } from '../../shared/domain/book.js';
import { AppError } from '../../shared/errors/app-error.js';
import { throwIfCancelled } from '../engine/job-runner.js';
import type { AssetStore } from '../engine/project-session.js';
import { pageFilePath, renderBookScript, renderTextScript, RENDITIONS, TEXT_SCRIPT_PATH, toReaderBookData } from './book-script.js';
import { copyReaderParts } from './reader-parts.js';
import { wordsPreload } from './words-preload.js';
import { copyChosenScene } from './scene-files.js';
import { copyTemplateFiles, withTemplateStylesheet } from './template-files.js';
import { writeMediaFiles } from './media-files.js';
import { withOriginalPdf } from './original-pdf.js';
import { BookProtector, withoutProtectionSecrets } from './protect/book-protector.js';
import { renderPublishedIndex, publishedHeadText, type BookPublishOptions } from './publish-head.js';
import { writeSeoText } from './seo-text.js';
import { firstSpreadPreloads, openingPages, withFirstSpreadPreloads, type ReadingWidths } from './first-spread-preload.js';
import sharp from 'sharp';
import { withoutSealedDescription } from '../import/default-description.js';
import { firstSealedPage } from '../../shared/protection/protection-settings.js';
import { withAnalyticsCsp } from './analytics-csp.js';
import { withPublishedMediaCsp } from './web-media-csp.js';
import { collectTextLayers } from './text-layers.js';
import { withoutUnsafeUrls } from '../../shared/settings/unsafe-urls.js';
import type { PublishStep, StepSink } from '../../shared/jobs/step-progress.js';

/** The built reader files every published book carries. */
export const READER_FILES = ['index.html', 'reader.js', 'reader.css'] as const;

/**
 * What one published book needs, whatever the output format: the HTML folder, a plug-in,
 * a desktop app and an APK all carry this same folder, so it is written in one place.
 */
export interface BookFolderInput {
  /** One snapshot for the whole run, so an edit made meanwhile cannot mix two versions. */
  snapshot: ProjectSnapshot;
  assets: Pick<AssetStore, 'get'>;
  readerAssetsDir: string;
  signal: AbortSignal;
  onProgress: StepSink<PublishStep>;
  /** The author's head texts, tracking script and search-engine text choice; all optional. */
  publishOptions?: BookPublishOptions;
  /** The trial edition draws its watermark into every page image (EditionPolicy.watermark). */
  markPage?: PageMarker | undefined;
}

/** Draws the trial watermark into one page image (WebP in, WebP out). */
export type PageMarker = (image: Uint8Array) => Promise<Uint8Array>;

/**
 * Writes a complete book into `dir` (which must exist and be empty): the reader, book.js
 * with the book's data, the text layers and every page's images. Throws on cancel; the
 * caller owns `dir` and removes it on any failure.
 */
export async function writeBookFolder(dir: string, input: BookFolderInput): Promise<void> {
  const { assets } = input;
  // Checked again here, whatever the project let through: the published book is what readers run.
  const snapshot = withoutSealedDescription(withoutUnsafeUrls(input.snapshot), firstSealedPage(input.snapshot.book.settings), assets);
  const total = snapshot.pages.length;
  if (total === 0) throw new AppError('NO_PAGES');
  const template = await readReaderAssets(input.readerAssetsDir);
  input.onProgress({ step: 'book', done: 0, total });
  // The media sources are settled first: the tracking script's widening comes after and stays.
  const closed = withPublishedMediaCsp(template, snapshot.book.settings);
  const preloads = [...firstSpreadPreloads(snapshot, await openingWidths(snapshot, assets)), ...wordsPreload(snapshot.book.settings)];
  const index = withTemplateStylesheet(withFirstSpreadPreloads(renderPublishedIndex(closed, snapshot, input.publishOptions), preloads), snapshot.book.settings);
  await fs.writeFile(path.join(dir, 'index.html'), withAnalyticsCsp(index, snapshot.book.settings));
  for (const file of READER_FILES.slice(1)) await fs.copyFile(path.join(input.readerAssetsDir, file), path.join(dir, file));
  await copyReaderParts(input.readerAssetsDir, dir);
  await copyChosenScene(dir, snapshot.book.settings, input.readerAssetsDir);
  await copyTemplateFiles(input.readerAssetsDir, dir, snapshot.book.settings);
  const text = collectTextLayers(snapshot, assets);
  // Null for a public book; else it has derived every password's key (slow, once per user).
  const protector = await BookProtector.prepare(snapshot, input.signal, input.onProgress);
  await fs.mkdir(path.join(dir, 'files'));
  // The reader shows the title in its bar and sets the tab's title from book.js once it runs: it
  // takes the published title (the upload's, the HTML panel's), or it would undo the head's.
  // A protected page's audio and multimedia are sealed with it, so the open book never names them.
  const open = protector?.openSnapshot(snapshot) ?? snapshot;
  const readerData = { ...toReaderBookData(open, text !== null), title: publishedHeadText(snapshot, input.publishOptions).title };
  const bookData = await withOriginalPdf(dir, snapshot, withoutProtectionSecrets(readerData));
  await fs.writeFile(path.join(dir, 'book.js'), renderBookScript(protector?.readerBook(bookData) ?? bookData));
  if (text !== null) await fs.writeFile(path.join(dir, TEXT_SCRIPT_PATH), renderTextScript(protector?.publicText(text) ?? text));
  await protector?.writeSealedDocuments(dir, snapshot, text, assets);
  await writeMediaFiles(dir, open, assets);
  if (input.publishOptions?.seoText === true) {
    // Search engines get the public pages' text only: protected pages stay sealed.
    const publicText = text === null ? null : (protector?.publicText(text) ?? text);
    await writeSeoText(dir, {
      ...publishedHeadText(snapshot, input.publishOptions),
      pages: publicText ?? snapshot.pages.map(() => null),
      firstSealedPage: protector?.firstSealedPage ?? null,
    });
  }
  for (const [index, page] of snapshot.pages.entries()) {
    throwIfCancelled(input.signal);
    const images = RENDITIONS.map((rendition) => {
      const key = page.renditions[rendition];
      const stored = assets.get(key);
      if (stored === null) throw new Error(`page ${index + 1} has no ${rendition} image (${key})`);
      return stored;
    });
    // A page's renditions are drawn on together, so a trial's drawing keeps both cores busy.
    const marker = input.markPage;
    const pageImages = marker === undefined ? images : await Promise.all(images.map((image) => marker(image)));
    for (const [at, rendition] of RENDITIONS.entries()) {
      const data = pageImages[at] as Uint8Array;
      if (protector?.covers(index + 1)) await protector.writePageAsset(dir, index + 1, rendition, data);
      else await fs.writeFile(path.join(dir, pageFilePath(index + 1, rendition)), data);
    }
    input.onProgress({ step: protector?.step(index + 1) ?? 'book', done: index + 1, total });
  }
  throwIfCancelled(input.signal);
}

/**
 * The pixel widths of the opening spread's reading renditions, read from the images
 * themselves (the thumbnail's width is rounded from the page bitmap, not from the normal
 * one). A page whose images cannot be read simply gets no preload.
 */
async function openingWidths(snapshot: ProjectSnapshot, assets: Pick<AssetStore, 'get'>): Promise<Map<number, ReadingWidths>> {
  const widths = new Map<number, ReadingWidths>();
  for (const { page } of openingPages(snapshot)) {
    const renditions = snapshot.pages[page - 1]?.renditions;
    const [thumb, normal] = [renditions?.thumb, renditions?.normal].map((key) => (key === undefined ? null : assets.get(key)));
    if (thumb === null || thumb === undefined || normal === null || normal === undefined) continue;
    const [thumbWidth, normalWidth] = await Promise.all([thumb, normal].map(async (data) => (await sharp(data).metadata().catch(() => null))?.width));
    if (thumbWidth !== undefined && normalWidth !== undefined) widths.set(page, { thumb: thumbWidth, normal: normalWidth });
  }
  return widths;
}

/** Reads the reader's index.html, after checking that the whole built reader is there. */
async function readReaderAssets(dir: string): Promise<string> {
  for (const file of READER_FILES) {
    const exists = await fs.stat(path.join(dir, file)).then((stat) => stat.isFile(), () => false);
    if (!exists) throw new AppError('PUBLISH_HTML_FAILED', {}, `The reader is not built (${file} is missing in ${dir}); run npm run build.`);
  }
  return fs.readFile(path.join(dir, 'index.html'), 'utf8');
}

/** Whether a folder holds a published book (so a new publish may replace it). */
export async function isPublishedBookFolder(dir: string): Promise<boolean> {
  const entries = new Set(await fs.readdir(dir));
  return entries.has('index.html') && entries.has('book.js') && entries.has('reader.js');
}
