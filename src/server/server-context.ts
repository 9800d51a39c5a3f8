import type { Mailer } from './accounts/mailer.js';
import type { StripeSettings } from './billing/stripe-settings.js';
import type { LicenceSigner } from './licences/signing-key.js';
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
  /** The books origin's address (its own port, or --books-origin), for the links and embeds of hosted books. */
  booksUrl?: string;
  /** scrypt's cost for new password hashes; tests lower it to save time, never the service. */
  scryptCost?: number;
  /**
   * The secret the test-mode checkout signs its payment events with. The service keeps one per
   * install (the data folder's `payment-test-secret`); without one, a random secret for this
   * process's lifetime.
   */
  testPaymentSecret?: string;
  /** Stripe's keys (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET): with them Stripe takes the checkouts and test mode is off. */
  stripe?: StripeSettings;
  /** Signs the licences this service issues (the data folder's key, or FLIPBOOK_LICENCE_SIGNING_KEY); licensing is off without one. */
  licenceSigner?: LicenceSigner;
}
