import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { JsonRecordFolder } from '../fs/json-record-folder.js';
import { ProjectDocumentSchema, type ProjectDocument } from './project-document.js';

/** Folder under app data holding one recovery file per project with unsaved edits. */
export const RECOVERY_DIR = 'recovery';

/**
 * What a recovery file keeps: the document as it was being edited, and where its page
 * images are. Images are never copied: an import writes them straight into the project
 * file (or the untitled working copy), where they survive a crash.
 */
export const RecoveryFileSchema = z.object({
  version: z.literal(1),
  id: z.string().regex(/^[0-9a-f-]{36}$/),
  /** The saved project file, or null for an untitled project. */
  path: z.string().nullable(),
  /** The file the page images are in: the project file, or the untitled working copy. */
  store: z.string(),
  savedAt: z.string(),
  document: ProjectDocumentSchema,
});
export type RecoveryFile = z.infer<typeof RecoveryFileSchema>;

/**
 * The recovery files of one app-data folder. A file is written a moment after each edit
 * and deleted when the project is saved or closed on purpose, so any file left at start
 * is from a session that ended without either: a crash, a kill or a power cut.
 */
export class RecoveryFiles {
  private readonly files: JsonRecordFolder<RecoveryFile>;

  constructor(appDataDir: string) {
    this.files = new JsonRecordFolder(path.join(appDataDir, RECOVERY_DIR), RecoveryFileSchema);
  }

  write(entry: Omit<RecoveryFile, 'version' | 'savedAt'>, now: Date = new Date()): void {
    this.files.write(entry.id, { version: 1, ...entry, savedAt: now.toISOString() });
  }

  remove(id: string): void {
    this.files.remove(id);
  }

  /** Every readable recovery file whose page images still exist, newest first; broken files are skipped. */
  list(): RecoveryFile[] {
    return this.files
      .all()
      .filter((entry) => fs.existsSync(entry.store))
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  }

  get(id: string): RecoveryFile | null {
    if (!/^[0-9a-f-]{36}$/.test(id)) return null;
    return this.files.read(id);
  }
}

/** A short description of a recovery file for the editor's offer. */
export function describeRecovery(entry: RecoveryFile): { id: string; path: string | null; title: string; savedAt: string; pageCount: number } {
  const document: ProjectDocument = entry.document;
  return { id: entry.id, path: entry.path, title: document.book.title, savedAt: entry.savedAt, pageCount: document.pages.length };
}
