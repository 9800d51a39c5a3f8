import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProjectSnapshot } from '../../shared/domain/book.js';
import { AppError } from '../../shared/errors/app-error.js';
import { publishedMediaPath } from '../../shared/media/book-media.js';
import type { AssetStore } from '../engine/project-session.js';
import { bookMediaKeys } from './book-script.js';

/**
 * Copies every file the book names (logo, background, audio, attachments…) to
 * `files/media/`, where book.js says they are. A named file the project lacks fails the
 * publish: a book with a silently missing logo or attachment is worse than a clear error.
 */
export async function writeMediaFiles(dir: string, snapshot: ProjectSnapshot, assets: Pick<AssetStore, 'get'>): Promise<number> {
  const keys = [...bookMediaKeys(snapshot)];
  if (keys.length === 0) return 0;
  await fs.mkdir(path.join(dir, 'files', 'media'), { recursive: true });
  for (const key of keys) {
    const data = assets.get(key);
    if (data === null) throw new AppError('PUBLISH_HTML_FAILED', {}, `the book uses ${key}, which the project does not hold`);
    await fs.writeFile(path.join(dir, publishedMediaPath(key)), data);
  }
  return keys.length;
}
