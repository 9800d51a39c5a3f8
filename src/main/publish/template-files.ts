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
