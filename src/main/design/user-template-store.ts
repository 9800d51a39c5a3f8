import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { UserTemplateItem } from '../../shared/design/user-template.js';
import { AppError } from '../../shared/errors/app-error.js';
import { writeFileAtomic } from '../fs/atomic-write.js';
import { coverThumbnail } from './template-cover.js';
import { parseTemplate, serializeTemplate, TEMPLATE_FILE_EXTENSION, type TemplateDocument } from './template-document.js';

/** Folder under app data holding the user's templates, one file per template. */
export const USER_TEMPLATES_DIR = 'user-templates';

const FILE_NAME = new RegExp(`^([a-f0-9-]{36})\\${TEMPLATE_FILE_EXTENSION}$`);

/** Names compare as the user sees them: trimmed and without regard to case. */
function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

interface Entry {
  id: string;
  doc: TemplateDocument;
}

/**
 * The user's saved templates. Each is one self-contained file, written atomically, so a
 * crash leaves either the old template or the new one; a file that does not parse is left
 * alone and not listed.
 */
export class UserTemplateStore {
  private readonly thumbnails = new Map<string, { stamp: string; url: string }>();

  constructor(readonly dir: string) {}

  private fileOf(id: string): string {
    return path.join(this.dir, `${id}${TEMPLATE_FILE_EXTENSION}`);
  }

  private entries(): Entry[] {
    let names: string[];
    try {
      names = fs.readdirSync(this.dir);
    } catch {
      return [];
    }
    const entries: Entry[] = [];
    for (const name of names) {
      const id = FILE_NAME.exec(name)?.[1];
      if (id === undefined) continue;
      const doc = this.read(id);
      if (doc !== null) entries.push({ id, doc });
    }
    return entries.sort((a, b) => a.doc.createdAt.localeCompare(b.doc.createdAt) || a.id.localeCompare(b.id));
  }

  /** The template with this id, or null when it is missing or unreadable. */
  read(id: string): TemplateDocument | null {
    try {
      return parseTemplate(fs.readFileSync(this.fileOf(id), 'utf8'));
    } catch {
      return null;
    }
  }

  /** The id of the template with this name (as the user sees it), or null. */
  idOfName(name: string): string | null {
    return this.entries().find((entry) => sameName(entry.doc.name, name))?.id ?? null;
  }

  async list(): Promise<UserTemplateItem[]> {
    const items: UserTemplateItem[] = [];
    for (const { id, doc } of this.entries()) {
      const thumbnail = await this.thumbnailOf(id, doc);
      if (thumbnail !== null) items.push(toItem(id, doc, thumbnail));
    }
    return items;
  }

  /**
   * Adds a template whose cover already decoded into `thumbnail`. A name already in the
   * list is TEMPLATE_EXISTS, unless `replace` is set: then the old template's file is
   * overwritten in place (one atomic rename).
   */
  add(doc: TemplateDocument, thumbnail: string, replace: boolean): UserTemplateItem {
    const existing = this.entries().find((entry) => sameName(entry.doc.name, doc.name));
    if (existing !== undefined && !replace) throw new AppError('TEMPLATE_EXISTS', {}, doc.name);
    const id = existing?.id ?? randomUUID();
    const file = this.fileOf(id);
    fs.mkdirSync(this.dir, { recursive: true });
    writeFileAtomic(file, serializeTemplate(doc));
    this.thumbnails.set(id, { stamp: stampOf(file) ?? '', url: thumbnail });
    return toItem(id, doc, thumbnail);
  }

  /** TEMPLATE_DELETE_FAILED when there is no such template or its file cannot be removed. */
  delete(id: string): void {
    const file = this.fileOf(id);
    if (this.read(id) === null) throw new AppError('TEMPLATE_DELETE_FAILED', {}, `no template ${id}`);
    try {
      fs.unlinkSync(file);
    } catch (error) {
      throw new AppError('TEMPLATE_DELETE_FAILED', {}, (error as Error).message);
    }
    this.thumbnails.delete(id);
  }

  /** Thumbnails are cached per file version, since decoding every cover on each list is slow. */
  private async thumbnailOf(id: string, doc: TemplateDocument): Promise<string | null> {
    const stamp = stampOf(this.fileOf(id));
    if (stamp === null) return null;
    const cached = this.thumbnails.get(id);
    if (cached?.stamp === stamp) return cached.url;
    try {
      const url = await coverThumbnail(Buffer.from(doc.cover.data, 'base64'));
      this.thumbnails.set(id, { stamp, url });
      return url;
    } catch {
      return null;
    }
  }
}

/** Identifies one version of a file, or null when it is gone. */
function stampOf(file: string): string | null {
  try {
    const stat = fs.statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return null;
  }
}

function toItem(id: string, doc: TemplateDocument, thumbnail: string): UserTemplateItem {
  return { id, name: doc.name, groups: doc.groups, createdAt: doc.createdAt, thumbnail };
}
