import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../shared/errors/app-error.js';
import { commitTempFile, tempPathBeside } from '../fs/atomic-write.js';
import type { ProjectDocument } from './project-document.js';
import { ProjectStore } from './sqlite-store.js';

/**
 * Writes a complete project file at `target` from an open store plus the in-memory
 * document, and returns the store opened there. The copy is built beside the target,
 * synced, then renamed over it, so `target` is never half written. The source is only read.
 */
export function writeProjectCopy(source: ProjectStore, document: ProjectDocument, keep: (key: string) => boolean, target: string): ProjectStore {
  const temp = tempPathBeside(target);
  try {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    source.copyTo(temp);
    const copy = ProjectStore.open(temp).store;
    try {
      copy.saveDocument(document, keep);
    } finally {
      copy.close();
    }
    commitTempFile(temp, target);
    return ProjectStore.open(target).store;
  } catch (error) {
    removeLeftovers(temp);
    throw saveFailed(error);
  }
}

/** Any failure while writing a project is reported as the spec's save error, with the cause as detail. */
export function saveFailed(error: unknown): AppError {
  if (error instanceof AppError && error.code === 'PROJECT_SAVE_FAILED') return error;
  return new AppError('PROJECT_SAVE_FAILED', {}, error instanceof Error ? error.message : String(error));
}

/** Cleanup after a failed copy must not hide the failure that caused it. */
function removeLeftovers(temp: string): void {
  for (const file of [temp, `${temp}-journal`]) {
    try {
      fs.rmSync(file, { force: true });
    } catch {
      // The folder may not exist or not be a folder: then there is nothing to remove.
    }
  }
}
