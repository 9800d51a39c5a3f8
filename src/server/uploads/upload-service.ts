import { sql } from 'kysely';
import { AppError } from '../../shared/errors/app-error.js';
import { accountSummary } from '../accounts/account-summary.js';
import { liveSessionUser } from '../accounts/sessions.js';
import { newId, tokenHash } from '../accounts/tokens.js';
import type { ServerContext } from '../server-context.js';
import { contentKey } from '../store/content-store.js';
import type { ObjectStorage } from '../store/object-storage.js';
import type { UploadManifest, UploadsTable } from '../store/schema.js';
import { manifestProblems } from './manifest-rules.js';
import { finishLeftTusUploads } from './tus-finish.js';
import { tusStoreFor } from './tus-store.js';

/** How many books a live VIP may host. */
export const VIP_BOOK_LIMIT = 1000;
/** How many storage look-ups run at once when finding what is missing. */
const HEAD_CONCURRENCY = 16;

export interface UploadFile {
  path: string;
  size: number;
  sha256: string;
}

/** "Creating task": the upload fields of desktop-app.md and the published book's files. */
export interface CreateUploadInput {
  title: string;
  keywords?: string | undefined;
  description?: string | undefined;
  category?: string | undefined;
  htmlTextVersion?: boolean | undefined;
  /** A book of the caller's to replace: it keeps its id, and so its URL. */
  overwriteBookId?: string | undefined;
  files: UploadFile[];
}

export interface CreatedUpload {
  uploadId: string;
  bookId: string;
  /** The SHA-256 of every file the service does not have yet, each once: only these are sent. */
  missing: string[];
}

export interface UploadState {
  uploadId: string;
  bookId: string;
  state: UploadsTable['state'];
  missing: string[];
}

export type CompleteResult = { kind: 'done'; bookId: string; versionId: string } | { kind: 'incomplete'; missing: string[] };

/** The one answer for an upload or book that is not the caller's, or not there: it tells nothing. */
export function notYours(): AppError {
  return new AppError('FORBIDDEN');
}

function formatError(problems: string[]): AppError {
  return new AppError('UPLOAD_FILE_FORMAT', {}, problems.slice(0, 5).join('; '));
}

/** Each hash once, with the size the manifest gives it; a hash given two sizes is a bad manifest. */
function distinctContents(files: UploadFile[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const file of files) {
    const known = sizes.get(file.sha256);
    if (known !== undefined && known !== file.size) throw formatError([`${file.sha256} is listed with two sizes`]);
    sizes.set(file.sha256, file.size);
  }
  return sizes;
}

/**
 * The hashes of `contents` that storage does not hold. A stored object of another size than
 * the manifest says cannot be those bytes: the manifest is wrong, and is refused.
 */
async function missingContents(storage: ObjectStorage, contents: Map<string, number>): Promise<string[]> {
  const entries = [...contents];
  const missing: string[] = [];
  const wrongSize: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const [hash, size] = entries[next++] as [string, number];
      const stored = await storage.head(contentKey(hash));
      if (stored === null) missing.push(hash);
      else if (stored.size !== size) wrongSize.push(hash);
    }
  };
  await Promise.all(Array.from({ length: Math.min(HEAD_CONCURRENCY, entries.length) }, worker));
  if (wrongSize.length > 0) throw formatError(wrongSize.map((hash) => `${hash} is stored with another size than the manifest gives`));
  const order = new Map(entries.map(([hash], index) => [hash, index]));
  return missing.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

/**
 * "Creating task" and "checking": refuses a missing title, a free account, a book over the
 * hosting quota, another account's book and a manifest that is not a published book; then
 * creates the book (status uploading), or picks the caller's book to overwrite, records the
 * upload with its manifest and answers which contents still have to be sent.
 */
export async function createUpload(ctx: ServerContext, userId: string, input: CreateUploadInput): Promise<CreatedUpload> {
  const title = input.title.trim();
  if (title === '') throw new AppError('BOOK_TITLE_REQUIRED');
  const summary = await accountSummary(ctx, userId);
  if (!summary.canUpload) throw new AppError('UPLOAD_NEEDS_PLAN');
  const manifest: UploadManifest = {
    files: input.files.map((file) => ({ path: file.path, size: file.size, sha256: file.sha256 })),
    book: {
      title,
      keywords: input.keywords?.trim() ?? '',
      description: input.description?.trim() ?? '',
      category: input.category?.trim() ?? '',
      htmlTextVersion: input.htmlTextVersion ?? false,
    },
  };
  const problems = manifestProblems(manifest);
  if (problems.length > 0) throw formatError(problems);
  const missing = await missingContents(ctx.storage, distinctContents(manifest.files));

  const now = ctx.clock();
  const { bookId, uploadId } = await ctx.db.transaction().execute(async (tx) => {
    // One creation at a time per account, so two at once cannot both take the last place.
    await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    let bookId: string;
    if (input.overwriteBookId !== undefined) {
      const book = await tx.selectFrom('books').select('id').where('id', '=', input.overwriteBookId).where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
      if (!book) throw notYours();
      bookId = book.id;
      // One open upload per book: an earlier one left unfinished is superseded.
      await tx.updateTable('uploads').set({ state: 'failed', error: 'superseded by a newer upload', updated_at: now }).where('book_id', '=', bookId).where('state', 'in', ['open', 'completing']).execute();
      await tx.updateTable('books').set({ updated_at: now }).where('id', '=', bookId).execute();
    } else {
      const row = await tx.selectFrom('books').select(sql<string>`count(*)`.as('count')).where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
      const count = Number(row.count);
      // A VIP hosts up to 1,000 books; a points user one book per point (each costs a point a month).
      const limit = summary.vip !== null ? VIP_BOOK_LIMIT : Math.max(summary.points, 0);
      if (count >= limit) throw new AppError('BOOK_UPLOAD_OVER_LIMIT', { limit, count });
      bookId = newId();
      const book = manifest.book ?? { title, keywords: '', description: '', category: '', htmlTextVersion: false };
      await tx
        .insertInto('books')
        .values({
          id: bookId,
          user_id: userId,
          title: book.title,
          keywords: book.keywords,
          description: book.description,
          category: book.category,
          html_text_version: book.htmlTextVersion,
          status: 'uploading',
          status_changed_at: now,
          current_version_id: null,
          updated_at: now,
          deleted_at: null,
        })
        .execute();
    }
    const uploadId = newId();
    await tx.insertInto('uploads').values({ id: uploadId, user_id: userId, book_id: bookId, state: 'open', manifest: JSON.stringify(manifest), error: null, updated_at: now }).execute();
    return { bookId, uploadId };
  });
  return { uploadId, bookId, missing };
}

/** JSONB comes back parsed from pg and PGlite alike; a string (some drivers) is parsed here. */
function manifestOf(value: UploadManifest | string): UploadManifest {
  return typeof value === 'string' ? (JSON.parse(value) as UploadManifest) : value;
}

async function ownUpload(ctx: ServerContext, userId: string, uploadId: string) {
  const row = await ctx.db.selectFrom('uploads').selectAll().where('id', '=', uploadId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notYours();
  return { ...row, manifest: manifestOf(row.manifest) };
}

/** An upload's state and what it still lacks, so an app restarted part-way can continue. */
export async function uploadState(ctx: ServerContext, userId: string, uploadId: string): Promise<UploadState> {
  const upload = await ownUpload(ctx, userId, uploadId);
  const missing = upload.state === 'open' || upload.state === 'completing' ? await missingContents(ctx.storage, distinctContents(upload.manifest.files)) : [];
  return { uploadId: upload.id, bookId: upload.book_id, state: upload.state, missing };
}

/** Contents one resumable upload may hold: their hashes and sizes travel in its metadata. */
export const MAX_CONTENTS_PER_TUS_UPLOAD = 64;

/**
 * What a resumable upload names: the upload it belongs to and the contents it holds, one after
 * the other (one for a file sent alone, several for a bundle of small files, 0268), and its size.
 */
export interface TusTarget {
  uploadId: string;
  contents: readonly string[];
  size: number | undefined;
}

/**
 * The account behind `token`, when its open upload `uploadId` lists every content of `target`
 * and their sizes add up to exactly `size`, with each content's size as the manifest gives it:
 * what creating a resumable upload needs. The session and the upload are read in one statement
 * (0259): on the embedded database each statement runs on the service's only thread. The session
 * rules are userOfToken's (liveSessionUser), the upload must be the token's account's.
 */
export async function uploaderOf(ctx: ServerContext, token: string, target: TusTarget): Promise<{ userId: string; sizes: number[] }> {
  // The manifest is searched where it lies: sending a 1,000-file manifest to be parsed for
  // each upload cost more than the search (0250).
  const wanted = JSON.stringify(target.contents);
  const listedSizes = sql<Record<string, string> | string | null>`(select jsonb_object_agg(f->>'sha256', f->>'size') from jsonb_array_elements(uploads.manifest->'files') as f where f->>'sha256' in (select jsonb_array_elements_text(${wanted}::jsonb)))`;
  const row = await ctx.db
    .selectFrom('sessions')
    .leftJoin('uploads', (join) => join.on('uploads.id', '=', target.uploadId).onRef('uploads.user_id', '=', 'sessions.user_id'))
    .select(['sessions.user_id', 'sessions.kind', 'sessions.expires_at', 'sessions.revoked_at', 'uploads.state', listedSizes.as('listed_sizes')])
    .where('sessions.token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  const userId = liveSessionUser(ctx, row, 'access');
  if (!row || row.state === null) throw notYours();
  if (row.state !== 'open') throw new AppError('UPLOAD_FAILED', {}, `the upload is ${row.state}`);
  const listed: Record<string, string> = typeof row.listed_sizes === 'string' ? (JSON.parse(row.listed_sizes) as Record<string, string>) : (row.listed_sizes ?? {});
  const sizes = target.contents.map((hash) => {
    const size = listed[hash];
    if (size === undefined) throw formatError([`${hash} is not in the upload's manifest`]);
    return Number(size);
  });
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (target.size !== total) throw formatError([`the contents are ${total} bytes in the manifest, not ${target.size ?? 'deferred'}`]);
  return { userId, sizes };
}

/** Book files go in batches, well below either engine's limit on bound values. */
const FILE_BATCH = 1000;

/**
 * "Completing": when every content is stored, makes the upload the book's current version
 * in one transaction (version, files, book enabled, upload done). Completing again answers
 * the same; an upload still lacking content stays open and answers what it lacks.
 */
export async function completeUpload(ctx: ServerContext, userId: string, uploadId: string): Promise<CompleteResult> {
  const upload = await ownUpload(ctx, userId, uploadId);
  // The version is named by its upload, so a repeated completion finds the same one.
  if (upload.state === 'done') return { kind: 'done', bookId: upload.book_id, versionId: upload.id };
  if (upload.state === 'failed') throw new AppError('UPLOAD_FAILED', {}, upload.error ?? undefined);
  let missing = await missingContents(ctx.storage, distinctContents(upload.manifest.files));
  // Whole tus uploads whose contents a stopped service never stored are stored now.
  if (missing.length > 0 && (await finishLeftTusUploads(ctx, tusStoreFor(ctx.storage), upload.id)) > 0) {
    missing = await missingContents(ctx.storage, distinctContents(upload.manifest.files));
  }
  if (missing.length > 0) return { kind: 'incomplete', missing };
  const now = ctx.clock();
  return ctx.db.transaction().execute(async (tx): Promise<CompleteResult> => {
    const row = await tx.selectFrom('uploads').select(['state', 'error']).where('id', '=', upload.id).forUpdate().executeTakeFirstOrThrow();
    if (row.state === 'done') return { kind: 'done', bookId: upload.book_id, versionId: upload.id };
    if (row.state === 'failed') throw new AppError('UPLOAD_FAILED', {}, row.error ?? undefined);
    const book = await tx.selectFrom('books').select(['id', 'status']).where('id', '=', upload.book_id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
    if (!book) {
      await tx.updateTable('uploads').set({ state: 'failed', error: 'the book was deleted', updated_at: now }).where('id', '=', upload.id).execute();
      throw new AppError('UPLOAD_FAILED', {}, 'the book was deleted during its upload');
    }
    await tx.insertInto('book_versions').values({ id: upload.id, book_id: upload.book_id }).execute();
    const files = upload.manifest.files;
    for (let start = 0; start < files.length; start += FILE_BATCH) {
      await tx
        .insertInto('book_files')
        .values(files.slice(start, start + FILE_BATCH).map((file) => ({ version_id: upload.id, path: file.path, sha256: file.sha256, size: file.size })))
        .execute();
    }
    const fields = upload.manifest.book;
    await tx
      .updateTable('books')
      .set({
        current_version_id: upload.id,
        status: 'enabled',
        ...(book.status === 'enabled' ? {} : { status_changed_at: now }),
        updated_at: now,
        ...(fields === undefined
          ? {}
          : { title: fields.title, keywords: fields.keywords, description: fields.description, category: fields.category, html_text_version: fields.htmlTextVersion }),
      })
      .where('id', '=', upload.book_id)
      .execute();
    await tx.updateTable('uploads').set({ state: 'done', error: null, updated_at: now }).where('id', '=', upload.id).execute();
    return { kind: 'done', bookId: upload.book_id, versionId: upload.id };
  });
}
