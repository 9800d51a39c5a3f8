import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../shared/errors/app-error.js';

/** The folder of the reader's parts beside reader.js: its tools and each language's words (decision 0257). */
export const READER_PARTS_DIR = 'parts';

/**
 * Copies the reader's parts into a published book. All of them go, so the book's language menu
 * can offer any language and the reader loads only the ones it shows.
 */
export async function copyReaderParts(readerAssetsDir: string, dir: string): Promise<void> {
  const source = path.join(readerAssetsDir, READER_PARTS_DIR);
  const built = await fs.stat(source).then((stat) => stat.isDirectory(), () => false);
  if (!built) throw new AppError('PUBLISH_HTML_FAILED', {}, `The reader is not built (${READER_PARTS_DIR}/ is missing in ${readerAssetsDir}); run npm run build.`);
  await fs.cp(source, path.join(dir, READER_PARTS_DIR), { recursive: true });
}
