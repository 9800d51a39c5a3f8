import fs from 'node:fs';
import path from 'node:path';
import type { UserTemplateItem } from '../../shared/design/user-template.js';
import { AppError } from '../../shared/errors/app-error.js';
import { MAX_IMAGE_BYTES } from '../../shared/limits.js';
import { validateOutputPath } from '../../shared/validation/output-path.js';
import { writeFileAtomic } from '../fs/atomic-write.js';
import { coverThumbnail, coverTypeOf } from './template-cover.js';
import { MAX_TEMPLATE_FILE_BYTES, parseTemplate, serializeTemplate, TEMPLATE_FILE_EXTENSION } from './template-document.js';
import type { UserTemplateStore } from './user-template-store.js';

/** Characters a file name may not hold on some system, replaced in the suggested export name. */
const UNSAFE_NAME_CHARS = /[\u0000-\u001f/\\:*?"<>|！／＼：＊？＂＜＞｜]/g;

function exportFileName(name: string, attempt: number): string {
  const base = name.replace(UNSAFE_NAME_CHARS, '_').replace(/^\.+/, '_').slice(0, 80) || 'template';
  return `${base}${attempt === 1 ? '' : ` (${attempt})`}${TEMPLATE_FILE_EXTENSION}`;
}

/**
 * Writes the template into `outDir` as "<name>.fbtemplate", adding " (2)", " (3)"… rather
 * than overwriting a file already there. Returns the file written.
 */
export function exportTemplate(store: UserTemplateStore, id: string, outDir: string): string {
  const dir = validateOutputPath(outDir);
  const doc = store.read(id);
  if (doc === null) throw new AppError('CONFIG_SAVE_FAILED', {}, `no template ${id}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    let attempt = 1;
    while (fs.existsSync(path.join(dir, exportFileName(doc.name, attempt)))) attempt += 1;
    const target = path.join(dir, exportFileName(doc.name, attempt));
    writeFileAtomic(target, serializeTemplate(doc));
    return target;
  } catch (error) {
    throw new AppError('CONFIG_SAVE_FAILED', {}, (error as Error).message);
  }
}

function incorrect(detail: string): AppError {
  return new AppError('CONFIG_IMPORT_INCORRECT', {}, detail);
}

/**
 * Reads an exported template into the store. Anything but a valid template file (too big,
 * not JSON, wrong fields, a cover that is not a decodable PNG/JPG) is CONFIG_IMPORT_INCORRECT,
 * checked before the store is touched.
 */
export async function importTemplate(store: UserTemplateStore, file: string, replace: boolean): Promise<UserTemplateItem> {
  let text: string;
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) throw new Error('not a file');
    if (stat.size > MAX_TEMPLATE_FILE_BYTES) throw new Error(`${stat.size} bytes is too large`);
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw incorrect(`${file}: ${(error as Error).message}`);
  }
  const doc = parseTemplate(text);
  if (doc === null) throw incorrect('not a Flipbook Studio template');
  const cover = Buffer.from(doc.cover.data, 'base64');
  if (cover.length === 0 || cover.length > MAX_IMAGE_BYTES) throw incorrect(`cover of ${cover.length} bytes`);
  if (coverTypeOf(cover) !== doc.cover.type) throw incorrect('the cover is not the image it claims to be');
  let thumbnail: string;
  try {
    thumbnail = await coverThumbnail(cover);
  } catch (error) {
    throw incorrect(`the cover does not decode: ${(error as Error).message}`);
  }
  return store.add(doc, thumbnail, replace);
}
