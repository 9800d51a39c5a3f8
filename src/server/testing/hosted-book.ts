import type { ObjectStorage } from '../store/object-storage.js';
import { putContent } from '../store/content-store.js';
import type { Db } from '../store/schema.js';
import { newId } from '../accounts/tokens.js';

/**
 * Puts a finished book straight into the database and storage, as a completed upload leaves
 * it, so hosting and the book list can be tested on their own.
 */
export async function hostBook(db: Db, storage: ObjectStorage, input: { userId: string; title: string; files: Record<string, string | Buffer>; status?: 'enabled' | 'disabled' }): Promise<{ bookId: string; versionId: string }> {
  const bookId = newId();
  const versionId = newId();
  await db.insertInto('books').values({ id: bookId, user_id: input.userId, title: input.title, keywords: '', description: '', category: '', html_text_version: false, status: input.status ?? 'enabled', current_version_id: null, deleted_at: null }).execute();
  await db.insertInto('book_versions').values({ id: versionId, book_id: bookId }).execute();
  for (const [path, body] of Object.entries(input.files)) {
    const { hash, size } = await putContent(storage, Buffer.from(body));
    await db.insertInto('book_files').values({ version_id: versionId, path, sha256: hash, size }).execute();
  }
  await db.updateTable('books').set({ current_version_id: versionId }).where('id', '=', bookId).execute();
  return { bookId, versionId };
}
