import { z } from 'zod';
import { CloudAccountSchema, CloudBookPageSchema, CloudBookSchema, CloudServerSchema } from '../cloud/cloud-account.js';
import { JOB_ID_FIELD } from '../jobs/job-id.js';
import { defineMethods } from './define.js';

/** A book's id on the service. */
const BookId = z.string().uuid();

const Credentials = {
  /** The service to use; the one signed in to last (or the default) when absent. */
  server: CloudServerSchema.optional(),
  email: z.string().min(1).max(320),
  password: z.string().min(1).max(200),
  /** Auto login: keep the refresh token so the next start is signed in. */
  remember: z.boolean().default(true),
};

/** An upload task's id on the service. */
const UploadId = z.string().uuid();

/**
 * What an upload announces about its book (the upload dialog's fields). The title is required:
 * one that is empty once trimmed is BOOK_TITLE_REQUIRED ("Please enter book title!"), refused
 * before anything is published or sent. `overwriteBookId` replaces that online book's contents
 * and keeps its link; without it a new online book is made.
 */
export const UploadFieldsSchema = z.object({
  title: z.string().max(500),
  keywords: z.string().max(2000).optional(),
  description: z.string().max(10_000).optional(),
  category: z.string().max(200).optional(),
  /** Also publish the plain HTML text version for search engines. */
  htmlTextVersion: z.boolean().optional(),
  overwriteBookId: BookId.optional(),
});
export type UploadFields = z.infer<typeof UploadFieldsSchema>;

/** A finished upload: the online book, its stable link and the version just published. */
const UploadResultSchema = z.object({ bookId: BookId, url: z.string(), versionId: z.string() });

/** An upload that was paused (job.cancel) or cut off, kept in the app-data folder to be continued. */
export const PendingUploadSchema = z.object({
  uploadId: UploadId,
  bookId: BookId,
  server: z.string(),
  fields: UploadFieldsSchema,
  /** What the upload has to send in all, and when it was begun. */
  totalBytes: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type PendingUpload = z.infer<typeof PendingUploadSchema>;

/**
 * The cloud account, seen from the app and the CLI: they call these, and the engine talks to
 * the service. Failures carry the spec's messages: "Incorrect email or password",
 * "Login Timeout" (the session ended: sign in again), "Network Error!" (no answer).
 */
export const cloudMethods = defineMethods({
  /** Creates an account (5 free points) and signs in to it. */
  'cloud.register': { arg: z.object(Credentials).strict(), result: z.object({ account: CloudAccountSchema }) },
  'cloud.login': { arg: z.object(Credentials).strict(), result: z.object({ account: CloudAccountSchema }) },
  /** Signs out here and ends the session on the service; forgets the auto login. */
  'cloud.logout': { arg: z.object({}).strict(), result: z.object({ loggedOut: z.literal(true) }) },
  /** The signed-in account, fresh from the service (renewing the session when auto login allows), or null. */
  'cloud.account': { arg: z.object({}).strict(), result: z.object({ account: CloudAccountSchema.nullable() }) },
  /**
   * Turns VIP's automatic renewal off (VIP then ends with the period paid) or back on before
   * it ends; answers the account as it is now.
   */
  'cloud.vipRenewal': { arg: z.object({ renews: z.boolean() }).strict(), result: z.object({ account: CloudAccountSchema }) },
  /** A page of the signed-in account's online books, newest first unless asked otherwise. */
  'cloud.books': {
    arg: z
      .object({
        page: z.number().int().min(1).max(100_000).default(1),
        pageSize: z.number().int().min(1).max(100).default(20),
        sort: z.enum(['updated', 'created', 'title', 'status']).default('updated'),
        order: z.enum(['asc', 'desc']).default('desc'),
      })
      .strict(),
    result: CloudBookPageSchema,
  },
  /** The share dialog's link, embed code (an iframe of the given size) and QR code (SVG). */
  'cloud.share': {
    arg: z.object({ bookId: BookId, width: z.number().int().min(100).max(4000).default(800), height: z.number().int().min(100).max(4000).default(600) }).strict(),
    result: z.object({ link: z.string(), embedCode: z.string(), qrSvg: z.string() }),
  },
  /** The book list's operations: enable (needs points or VIP), disable, rename; the book as it now is. */
  'cloud.updateBook': {
    arg: z.discriminatedUnion('action', [
      z.object({ bookId: BookId, action: z.literal('enable') }).strict(),
      z.object({ bookId: BookId, action: z.literal('disable') }).strict(),
      z.object({ bookId: BookId, action: z.literal('rename'), title: z.string().min(1).max(200) }).strict(),
    ]),
    result: z.object({ book: CloudBookSchema }),
  },
  /** Deletes an online book: its link stops working at once. */
  'cloud.deleteBook': { arg: z.object({ bookId: BookId }).strict(), result: z.object({ deleted: z.literal(true) }) },
  /**
   * Publishes the open project as an HTML book and uploads it as the signed-in account (an
   * `upload` job): only the files the service lacks are sent, resumably. Cancelling the job
   * pauses the upload; it is then listed by `cloud.pendingUploads`.
   */
  'cloud.upload': { arg: UploadFieldsSchema.extend(JOB_ID_FIELD).strict(), result: UploadResultSchema },
  /** The paused or cut-off uploads of this app-data folder, oldest first. */
  'cloud.pendingUploads': { arg: z.object({}).strict(), result: z.object({ uploads: z.array(PendingUploadSchema) }) },
  /** Continues a pending upload from where the service stands (an `upload` job). */
  'cloud.resumeUpload': { arg: z.object({ uploadId: UploadId, ...JOB_ID_FIELD }).strict(), result: UploadResultSchema },
  /** Forgets a pending upload and removes its temporary files. */
  'cloud.discardUpload': { arg: z.object({ uploadId: UploadId }).strict(), result: z.object({ discarded: z.literal(true) }) },
  /** Asks the service to mail a password reset link; the answer is the same whether or not the email has an account. */
  'cloud.forgotPassword': { arg: z.object({ server: CloudServerSchema.optional(), email: z.string().min(1).max(320) }).strict(), result: z.object({ sent: z.literal(true) }) },
});
