/**
 * A child process for the read-only tests: opens the project named on the command line, as
 * `info` and `publish` do, and prints its title, its book id and one stored file as JSON (or the error).
 * It runs as a user who may not write the file, which a test running as root cannot be.
 */
import { AppError } from '../../../shared/errors/app-error.js';
import { ProjectStore } from '../sqlite-store.js';

const [file, key] = process.argv.slice(2);
if (file === undefined || key === undefined) throw new Error('usage: read-project <file.flipbook> <asset key>');
try {
  const { store, document } = ProjectStore.open(file);
  const asset = store.getAsset(key);
  store.close();
  process.stdout.write(JSON.stringify({ title: document.book.title, bookId: store.bookId, asset: asset === null ? null : [...asset] }));
} catch (error) {
  process.stdout.write(JSON.stringify({ error: error instanceof AppError ? error.code : String(error) }));
}
