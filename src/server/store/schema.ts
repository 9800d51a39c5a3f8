import type { ColumnType, Generated, Kysely } from 'kysely';

/** A timestamp the database fills in when a row is written. */
type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** An account holder. The email is kept lower-case, so it is unique however it is typed. */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: CreatedAt;
  vip_plan: 'monthly' | 'yearly' | null;
  vip_expires_at: Date | null;
}

/**
 * An opaque session token, stored only as its SHA-256, so a leaked table signs nobody in.
 * `access` tokens are the app's bearer tokens, `refresh` tokens its auto login, `cookie` the web page's.
 */
export interface SessionsTable {
  token_hash: string;
  user_id: string;
  kind: 'access' | 'refresh' | 'cookie';
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
}

/** A single-use, expiring password reset link, stored as the hash of its token. */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
}

/** Failed logins, counted per email and per address to slow down guessing on every instance alike. */
export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  address: string;
  at: Date;
}

/** One business event of the ledger; replaying its idempotency key changes nothing. */
export interface LedgerTransactionsTable {
  id: string;
  idempotency_key: string;
  kind: 'grant' | 'purchase' | 'charge' | 'refund';
  user_id: string;
  /** What was paid in US cents, for purchases; 0 otherwise. */
  cents: number;
  memo: string;
  created_at: CreatedAt;
}

/** One leg of a transaction: points moved into (positive) or out of (negative) an account. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: string;
  account: string;
  points: number;
}

/** The statuses of an online book (desktop-app.md: uploading, enabled, disabled, overdue, error). */
export type BookStatus = 'uploading' | 'enabled' | 'disabled' | 'overdue' | 'error';

/** A hosted book: its upload fields, its status and the version readers see. Deleting hides it (the files may be shared with other versions). */
export interface BooksTable {
  id: string;
  user_id: string;
  title: string;
  keywords: string;
  description: string;
  category: string;
  html_text_version: boolean;
  status: BookStatus;
  status_changed_at: ColumnType<Date, Date | undefined, Date>;
  current_version_id: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  deleted_at: Date | null;
}

/** An account's book-list revision: bumped by a trigger with every change to its books (migration 0006). */
export interface BookListRevisionsTable {
  user_id: string;
  /** bigint: pg and PGlite both hand it over as a string. */
  revision: string;
}

/** One complete upload of a book: a fixed set of files. Overwriting adds a version; the URL stays. */
export interface BookVersionsTable {
  id: string;
  book_id: string;
  created_at: CreatedAt;
}

/** A file of a version, by content: the bytes live once in storage under their SHA-256. */
export interface BookFilesTable {
  version_id: string;
  path: string;
  sha256: string;
  /** bigint in the database; pg and PGlite hand it back as a string or a number. */
  size: ColumnType<string | number, number, number>;
}

/** An upload task: the manifest announced at "creating task", until it completes or fails. */
export interface UploadsTable {
  id: string;
  user_id: string;
  book_id: string;
  state: 'open' | 'completing' | 'done' | 'failed';
  manifest: ColumnType<UploadManifest, string, string>;
  error: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The files of a published book as announced by the app: path, size and SHA-256 of each. */
export interface UploadManifest {
  files: { path: string; size: number; sha256: string }[];
  /** The upload fields it was announced with; they become the book's when the upload completes. */
  book?: { title: string; keywords: string; description: string; category: string; htmlTextVersion: boolean };
}

/** What a checkout sells. */
export type ProductId = 'points' | 'vip-monthly' | 'vip-yearly' | 'licence';

/** One checkout: open until its provider reports it paid (once) or cancelled. */
export interface OrdersTable {
  id: string;
  user_id: string;
  product: ProductId;
  /** Points bought; 1 for a VIP period. */
  quantity: number;
  /** The price in US cents, fixed when the order was made. */
  cents: number;
  status: 'open' | 'paid' | 'cancelled';
  /** The payment provider's name (`test`, `stripe`) and its id for the checkout. */
  provider: string;
  provider_ref: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  paid_at: Date | null;
  /** A VIP order that starts automatic renewal when paid (none was running when it was made). */
  renews: ColumnType<boolean, boolean | undefined, never>;
  /** The subscription a renewal was charged for; null for an order bought through a checkout. */
  subscription_id: ColumnType<string | null, string | null | undefined, never>;
  /** The provider's id for the payment itself, which its refunds and disputes name (Stripe's payment intent). */
  payment_ref: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * One refund, dispute or dispute won against a paid order (docs/decisions/0261): the cents it
 * took back (negative when a dispute won gives them back), the points taken from the balance,
 * those the balance no longer held, and whether it ended the VIP period the order paid for.
 */
export interface PaymentReversalsTable {
  id: string;
  idempotency_key: string;
  order_id: string;
  user_id: string;
  source: 'refund' | 'dispute' | 'dispute-won';
  cents: number;
  points: number;
  unrecovered_points: number;
  vip_ended: boolean;
  created_at: Date;
}

/**
 * A VIP plan that renews by itself: each period the provider charges is one more paid order
 * and VIP period. `cancelled` stops the renewals; the periods already paid run their course.
 */
export interface VipSubscriptionsTable {
  id: string;
  user_id: string;
  plan: 'monthly' | 'yearly';
  provider: string;
  /** The provider's id for the subscription (Stripe's `sub_…`); the test mode uses our id. */
  provider_ref: string;
  /** `stopping`: the user turned renewal off, and may turn it on again while VIP lasts; `cancelled` is final. */
  status: 'active' | 'stopping' | 'cancelled';
  /** The checkout order whose payment started it. */
  order_id: string;
  created_at: Date;
  cancelled_at: Date | null;
}

/** A tus upload the service has not removed yet, and the upload whose file it carries. */
export interface TusUploadsTable {
  /** tus's id in its store (with the store's key prefix). */
  tus_id: string;
  upload_id: string;
  created_at: Date;
}

/** One paid VIP period; at most one per order. */
export interface VipPeriodsTable {
  order_id: string;
  user_id: string;
  plan: 'monthly' | 'yearly';
  starts_at: Date;
  ends_at: Date;
}

/**
 * The lease of one run of a scheduled task: `period` is the run's slot (the interval-aligned
 * time it was due), and the primary key (task, period) lets exactly one instance claim it.
 */
export interface ScheduledRunsTable {
  task: string;
  period: Date;
  /** Which process claimed it, for the operator reading the table. */
  instance: string;
  started_at: Date;
  /** Null while running, or when the run failed (then `error` says why). */
  finished_at: Date | null;
  error: string | null;
}

/** A licence code the service minted: how many machines it may run on, and whether it still may. */
export interface LicenceCodesTable {
  code: string;
  created_at: Date;
  expires_at: Date | null;
  activation_limit: number;
  redemption_limit: number;
  redemptions: Generated<number>;
  revoked_at: Date | null;
  note: Generated<string>;
  /** The paid order that bought it; null for an administrator's mint. */
  order_id: string | null;
}

/** One machine a code was activated on (online, or offline by terminal code); released by deactivation. */
export interface LicenceActivationsTable {
  id: string;
  code: string;
  fingerprint: string;
  mode: 'online' | 'offline';
  created_at: Date;
  released_at: Date | null;
}

/** The lease on one tus upload, held by one instance's request at a time (tus's lock, shared through the database). */
export interface TusUploadLocksTable {
  upload_key: string;
  /** The lock object of the holding request (random, per request). */
  holder: string;
  expires_at: Date;
  /** Set by another request that wants the upload: the holder ends its request and lets go. */
  release_asked: Generated<boolean>;
}

export interface ServerSchema {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  login_failures: LoginFailuresTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  books: BooksTable;
  book_list_revisions: BookListRevisionsTable;
  book_versions: BookVersionsTable;
  book_files: BookFilesTable;
  uploads: UploadsTable;
  orders: OrdersTable;
  vip_periods: VipPeriodsTable;
  vip_subscriptions: VipSubscriptionsTable;
  payment_reversals: PaymentReversalsTable;
  tus_uploads: TusUploadsTable;
  scheduled_runs: ScheduledRunsTable;
  licence_codes: LicenceCodesTable;
  licence_activations: LicenceActivationsTable;
  tus_upload_locks: TusUploadLocksTable;
}

/** The service's database, whichever engine is underneath. */
export type Db = Kysely<ServerSchema>;
