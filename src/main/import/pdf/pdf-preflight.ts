import fs from 'node:fs/promises';
import { AppError } from '../../../shared/errors/app-error.js';
import { MAX_PDF_BYTES, MAX_PDF_SIZE_LABEL, PDF_HEADER_WINDOW_BYTES } from '../import-limits.js';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/**
 * The cheap checks made before any PDF parser sees the file: it must be a readable,
 * non-empty file with `%PDF-` near its start, and under the size limit.
 */
export async function preflightPdf(file: string): Promise<void> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'r');
  } catch (error) {
    // A missing or unreadable file is not a format error: the user needs to know which it is.
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new AppError(missing ? 'FILE_NOT_FOUND' : 'FILE_UNREADABLE', {}, `cannot open ${file}: ${(error as Error).message}`);
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new AppError('FILE_UNREADABLE', {}, `${file} is not a file`);
    if (stat.size === 0) throw new AppError('INCORRECT_FILE_FORMAT', {}, `${file} is empty`);
    const head = Buffer.alloc(Math.min(PDF_HEADER_WINDOW_BYTES, stat.size));
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (head.subarray(0, bytesRead).indexOf(PDF_MAGIC) < 0) {
      throw new AppError('INCORRECT_FILE_FORMAT', {}, `${file} has no %PDF- header`);
    }
    if (stat.size >= MAX_PDF_BYTES) {
      throw new AppError('PDF_TOO_LARGE', { pdfSize: MAX_PDF_SIZE_LABEL }, `${file} is ${stat.size} bytes`);
    }
  } catch (error) {
    throw AppError.from(error, 'INCORRECT_FILE_FORMAT');
  } finally {
    await handle.close();
  }
}
