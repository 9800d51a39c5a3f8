import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../shared/errors/app-error.js';
import { IMAGE_EXTENSIONS } from '../import/image/image-format.js';
import { naturalFileOrder } from '../import/image/natural-order.js';

/** One book of a batch: a PDF file, or a folder whose images are the pages. */
export interface BatchSource {
  kind: 'pdf' | 'images';
  /** The PDF file or the folder of images, absolute. */
  input: string;
  /** The book's name, from the file's or the folder's name. */
  name: string;
}

const isPdf = (file: string): boolean => path.extname(file).toLowerCase() === '.pdf';
const isImage = (file: string): boolean => IMAGE_EXTENSIONS.has(path.extname(file).toLowerCase());

async function statOf(file: string) {
  try {
    return await fs.stat(file);
  } catch {
    return null;
  }
}

/**
 * The books of one folder: each PDF inside is one, a folder holding images and no PDF is
 * one of images, and sub-folders are looked into the same way. Other files are passed over,
 * since the user chose the folder, not them.
 */
async function folderSources(folder: string, into: BatchSource[]): Promise<void> {
  const entries = await fs.readdir(folder, { withFileTypes: true }).catch((error: Error) => {
    throw new AppError('BATCH_NO_INPUTS', {}, `cannot read the folder ${folder}: ${error.message}`);
  });
  const names = naturalFileOrder(entries.map((entry) => entry.name));
  const kinds = new Map(entries.map((entry) => [entry.name, entry]));
  const pdfs = names.filter((name) => kinds.get(name)?.isFile() === true && isPdf(name));
  const images = names.filter((name) => kinds.get(name)?.isFile() === true && isImage(name));
  for (const name of pdfs) into.push({ kind: 'pdf', input: path.join(folder, name), name: path.parse(name).name });
  if (pdfs.length === 0 && images.length > 0) into.push({ kind: 'images', input: folder, name: path.basename(folder) });
  for (const name of names) {
    // Hidden folders are an app's own (a publish's temp folder, .git), never a book.
    if (kinds.get(name)?.isDirectory() === true && !name.startsWith('.')) await folderSources(path.join(folder, name), into);
  }
}

/**
 * Turns what the user added (PDF files and folders) into the batch's books, in the order
 * given. A file is a PDF task whatever its name, so a wrong or missing file is reported by
 * the import as that task's failure rather than silently dropped. BATCH_NO_INPUTS when
 * nothing is left to convert.
 */
export async function expandBatchInputs(inputs: readonly string[]): Promise<BatchSource[]> {
  const sources: BatchSource[] = [];
  for (const given of inputs) {
    const input = path.resolve(given);
    const stat = await statOf(input);
    if (stat?.isDirectory() === true) await folderSources(input, sources);
    else sources.push({ kind: 'pdf', input, name: path.parse(input).name });
  }
  if (sources.length === 0) throw new AppError('BATCH_NO_INPUTS', {}, inputs.join(', '));
  return sources;
}

/** The input folders, resolved through links, that the output folder must stay out of. */
export async function inputFolders(inputs: readonly string[]): Promise<string[]> {
  const folders: string[] = [];
  for (const given of inputs) {
    const input = path.resolve(given);
    if ((await statOf(input))?.isDirectory() === true) folders.push(await fs.realpath(input));
  }
  return folders;
}
