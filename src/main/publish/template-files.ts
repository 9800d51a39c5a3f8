import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_TEMPLATE, DESIGN_SETTING_KEYS, isTemplateId, type TemplateId } from '../../shared/design/design-ids.js';
import { AppError } from '../../shared/errors/app-error.js';
import { templateAssetPath } from '../design/template-asset-paths.js';

/** The template a book's settings choose; an unknown or missing one is the default, as in the reader. */
export function chosenTemplate(settings: Readonly<Record<string, unknown>>): TemplateId {
  const value = settings[DESIGN_SETTING_KEYS.template];
  return isTemplateId(value) ? value : DEFAULT_TEMPLATE;
}

/**
 * Copies only the chosen template's stylesheet (which carries all its themes) from the
 * built reader into the book, where the reader looks for it (`templates/<id>.css`).
 */
export async function copyTemplateFiles(readerAssetsDir: string, bookDir: string, settings: Readonly<Record<string, unknown>>): Promise<void> {
  const file = templateAssetPath(chosenTemplate(settings));
  const source = path.join(readerAssetsDir, file);
  const exists = await fs.stat(source).then((stat) => stat.isFile(), () => false);
  if (!exists) throw new AppError('PUBLISH_HTML_FAILED', {}, `The reader is not built (${file} is missing in ${readerAssetsDir}); run npm run build.`);
  await fs.mkdir(path.dirname(path.join(bookDir, file)), { recursive: true });
  await fs.copyFile(source, path.join(bookDir, file));
}

/**
 * Links the chosen template's stylesheet from the head, after the reader's own. Loaded by
 * the reader's script instead, it kept the whole book invisible until reader.js had run and
 * then fetched it (template-host.ts); from the markup it arrives beside reader.css, and the
 * reader, finding it there, keeps it.
 */
export function withTemplateStylesheet(html: string, settings: Readonly<Record<string, unknown>>): string {
  const marker = '<link rel="stylesheet" href="reader.css">';
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`the reader's index.html has no ${marker}`);
  const end = at + marker.length;
  return `${html.slice(0, end)}\n    <link rel="stylesheet" href="${templateAssetPath(chosenTemplate(settings))}" data-template-css>${html.slice(end)}`;
}
