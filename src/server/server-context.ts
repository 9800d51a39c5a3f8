import type { Mailer } from './accounts/mailer.js';
import type { ObjectStorage } from './store/object-storage.js';
import type { Db } from './store/schema.js';

/** The service's clock; tests move it by hand to run the 24-hour rule and expiry. */
export type Clock = () => Date;

/** Everything a service function needs, handed in rather than reached for, so tests build their own. */
export interface ServerContext {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Where hosted books' files live: the data folder's `storage` or S3 (STORAGE_URL). */
  storage: ObjectStorage;
  /** The address the account pages are served at, for links in mails. */
  publicUrl: string;
  /** scrypt's cost for new password hashes; tests lower it to save time, never the service. */
  scryptCost?: number;
}
