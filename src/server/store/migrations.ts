import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/**
 * The schema's history, oldest first. Each step is plain PostgreSQL that PGlite runs too, so
 * the embedded database and a PostgreSQL cluster go through the same steps. A step, once
 * released, is never edited: a change is a new step.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-accounts-and-ledger': {
    async up(db: Kysely<unknown>) {
      await sql`
        create table users (
          id text primary key,
          email text not null unique,
          password_hash text not null,
          created_at timestamptz not null default now(),
          vip_plan text check (vip_plan in ('monthly', 'yearly')),
          vip_expires_at timestamptz
        );
        create table sessions (
          token_hash text primary key,
          user_id text not null references users(id) on delete cascade,
          kind text not null check (kind in ('access', 'refresh', 'cookie')),
          created_at timestamptz not null default now(),
          expires_at timestamptz not null,
          revoked_at timestamptz
        );
        create index sessions_user on sessions (user_id);
        create table password_resets (
          token_hash text primary key,
          user_id text not null references users(id) on delete cascade,
          expires_at timestamptz not null,
          used_at timestamptz
        );
        create table login_failures (
          id bigserial primary key,
          email text not null,
          address text not null,
          at timestamptz not null
        );
        create index login_failures_email on login_failures (email, at);
        create index login_failures_address on login_failures (address, at);
        create table ledger_transactions (
          id text primary key,
          idempotency_key text not null unique,
          kind text not null check (kind in ('grant', 'purchase', 'charge', 'refund')),
          user_id text not null references users(id),
          cents integer not null default 0,
          memo text not null default '',
          created_at timestamptz not null default now()
        );
        create index ledger_transactions_user on ledger_transactions (user_id, created_at);
        create table ledger_entries (
          id bigserial primary key,
          transaction_id text not null references ledger_transactions(id),
          account text not null,
          points integer not null check (points <> 0)
        );
        create index ledger_entries_account on ledger_entries (account);
        create function ledger_is_append_only() returns trigger language plpgsql as $$
        begin
          raise exception 'the ledger is append-only: % on % refused', tg_op, tg_table_name;
        end;
        $$;
        create trigger ledger_transactions_append_only before update or delete on ledger_transactions
          for each row execute function ledger_is_append_only();
        create trigger ledger_entries_append_only before update or delete on ledger_entries
          for each row execute function ledger_is_append_only();
      `.execute(db);
    },
  },
  '0003-books-and-uploads': {
    async up(db: Kysely<unknown>) {
      await sql`
        create table books (
          id text primary key,
          user_id text not null references users(id),
          title text not null,
          keywords text not null default '',
          description text not null default '',
          category text not null default '',
          html_text_version boolean not null default false,
          status text not null check (status in ('uploading', 'enabled', 'disabled', 'overdue', 'error')),
          status_changed_at timestamptz not null default now(),
          current_version_id text,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now(),
          deleted_at timestamptz
        );
        create index books_user on books (user_id, deleted_at, updated_at);
        create table book_versions (
          id text primary key,
          book_id text not null references books(id),
          created_at timestamptz not null default now()
        );
        create table book_files (
          version_id text not null references book_versions(id),
          path text not null,
          sha256 text not null,
          size bigint not null,
          primary key (version_id, path)
        );
        create table uploads (
          id text primary key,
          user_id text not null references users(id),
          book_id text not null references books(id),
          state text not null check (state in ('open', 'completing', 'done', 'failed')),
          manifest jsonb not null,
          error text,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        );
        create index uploads_user on uploads (user_id, created_at);
      `.execute(db);
    },
  },
  '0002-orders-and-vip': {
    async up(db: Kysely<unknown>) {
      // An order is what a checkout sells; it turns paid once (a conditional update from open),
      // and the posting or the VIP period it pays for is written in that same transaction.
      // vip_periods is keyed by the order, so one order extends VIP at most once, and like the
      // ledger it is history: rows are added, never changed or removed.
      await sql`
        create table orders (
          id text primary key,
          user_id text not null references users(id),
          product text not null check (product in ('points', 'vip-monthly', 'vip-yearly')),
          quantity integer not null check (quantity between 1 and 10000),
          cents integer not null check (cents >= 0),
          status text not null default 'open' check (status in ('open', 'paid', 'cancelled')),
          provider text not null,
          provider_ref text,
          created_at timestamptz not null default now(),
          paid_at timestamptz
        );
        create index orders_user on orders (user_id, created_at);
        create unique index orders_provider_ref on orders (provider, provider_ref);
        create table vip_periods (
          order_id text primary key references orders(id),
          user_id text not null references users(id),
          plan text not null check (plan in ('monthly', 'yearly')),
          starts_at timestamptz not null,
          ends_at timestamptz not null check (ends_at > starts_at)
        );
        create index vip_periods_user on vip_periods (user_id, ends_at);
        create function history_is_append_only() returns trigger language plpgsql as $$
        begin
          raise exception 'history is append-only: % on % refused', tg_op, tg_table_name;
        end;
        $$;
        create trigger vip_periods_append_only before update or delete on vip_periods
          for each row execute function history_is_append_only();
      `.execute(db);
    },
  },
  '0004-scheduled-runs': {
    async up(db: Kysely<unknown>) {
      // One row per scheduled task and run slot (the interval-aligned time it is due): the
      // instance whose insert lands runs it, the others find the slot taken and skip it
      // (docs/decisions/0214).
      await sql`
        create table scheduled_runs (
          task text not null,
          period timestamptz not null,
          instance text not null,
          started_at timestamptz not null,
          finished_at timestamptz,
          error text,
          primary key (task, period)
        );
      `.execute(db);
    },
  },
  '0005-licences': {
    async up(db: Kysely<unknown>) {
      // A licence code may be active on `activation_limit` machines at once; deactivation frees
      // a slot, but every activation counts against `redemption_limit`, so one code cannot be
      // passed around without end (406). Activations are history: released, never deleted.
      await sql`
        create table licence_codes (
          code text primary key,
          created_at timestamptz not null,
          expires_at timestamptz,
          activation_limit integer not null check (activation_limit between 1 and 1000),
          redemption_limit integer not null check (redemption_limit >= activation_limit),
          redemptions integer not null default 0 check (redemptions >= 0),
          revoked_at timestamptz,
          note text not null default '',
          order_id text unique references orders(id)
        );
        create table licence_activations (
          id text primary key,
          code text not null references licence_codes(code),
          fingerprint text not null,
          mode text not null check (mode in ('online', 'offline')),
          created_at timestamptz not null,
          released_at timestamptz
        );
        create unique index licence_activations_live on licence_activations (code, fingerprint) where released_at is null;
        alter table orders drop constraint orders_product_check;
        alter table orders add constraint orders_product_check check (product in ('points', 'vip-monthly', 'vip-yearly', 'licence'));
      `.execute(db);
    },
  },
  '0006-book-list-revisions': {
    async up(db: Kysely<unknown>) {
      // An account's book list has a revision that a trigger bumps with every change to one of
      // its books rows, in the changing transaction itself, so whatever commits a change (any
      // instance, a job, the admin command) has also moved the revision. Instances keep pages
      // of the list keyed by it (hosting/book-list-cache.ts): a page cached under the revision
      // the database reports now cannot be stale. The revision only ever grows (rows are never
      // deleted but with their account), so a key is never reused for other contents. The
      // indexes follow the list's four sorts, with id as the tie-break, over undeleted books.
      await sql`
        create table book_list_revisions (
          user_id text primary key references users(id) on delete cascade,
          revision bigint not null
        );
        create function bump_book_list_revision(owner text) returns void language sql as $$
          insert into book_list_revisions as r (user_id, revision) values (owner, 1)
          on conflict (user_id) do update set revision = r.revision + 1;
        $$;
        create function books_changed() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then perform bump_book_list_revision(old.user_id); end if;
          if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.user_id <> old.user_id) then perform bump_book_list_revision(new.user_id); end if;
          return null;
        end;
        $$;
        create trigger books_bump_list_revision after insert or update or delete on books
          for each row execute function books_changed();
        create index books_list_updated on books (user_id, updated_at, id) where deleted_at is null;
        create index books_list_created on books (user_id, created_at, id) where deleted_at is null;
        create index books_list_title on books (user_id, lower(title), id) where deleted_at is null;
        create index books_list_status on books (user_id, status, id) where deleted_at is null;
      `.execute(db);
    },
  },
  '0007-vip-renewal': {
    async up(db: Kysely<unknown>) {
      // VIP renews by itself (desktop-app.md): a subscription row per plan that renews, at most
      // one active per account, and each period the provider charges is an order of its own,
      // keyed like every order by (provider, provider_ref), so a replayed renewal pays once.
      await sql`
        create table vip_subscriptions (
          id text primary key,
          user_id text not null references users(id),
          plan text not null check (plan in ('monthly', 'yearly')),
          provider text not null,
          provider_ref text not null,
          status text not null default 'active' check (status in ('active', 'cancelled')),
          order_id text not null unique references orders(id),
          created_at timestamptz not null,
          cancelled_at timestamptz
        );
        create unique index vip_subscriptions_provider_ref on vip_subscriptions (provider, provider_ref);
        create unique index vip_subscriptions_one_active on vip_subscriptions (user_id) where status = 'active';
        alter table orders add column renews boolean not null default false;
        alter table orders add column subscription_id text references vip_subscriptions(id);
      `.execute(db);
    },
  },
  '0008-tus-upload-locks': {
    async up(db: Kysely<unknown>) {
      // Who may write a tus upload now, when the instances share its store (S3): a lease, renewed
      // while it is held and taken over once it lapses (a holder that died), and a flag another
      // instance sets to ask the holder to let go (docs/decisions/0256).
      await sql`
        create table tus_upload_locks (
          upload_key text primary key,
          holder text not null,
          expires_at timestamptz not null,
          release_asked boolean not null default false
        );
      `.execute(db);
    },
  },
  '0009-refunds-renewal-stops-tus-uploads': {
    async up(db: Kysely<unknown>) {
      // Refunds and disputes (docs/decisions/0261). A provider names the payment it refunds by
      // its own reference (Stripe's payment intent; the test mode's checkout or charge id), kept
      // on the order once paid. Each refund, dispute or dispute won is one row here, under the
      // same idempotency key as its ledger posting (for points), so a replay finds it written;
      // like the ledger it is history. A subscription the user stopped is `stopping`: it charges
      // no more, yet it can be turned back on while the period paid lasts; `cancelled` is final.
      // And each tus upload is named under the upload it carries a file of, so the upload's
      // Discard or expiry can remove what tus kept of it (a partial file, S3's .part and
      // multipart upload) by upload id.
      await sql`
        alter table orders add column payment_ref text;
        create unique index orders_payment_ref on orders (provider, payment_ref);
        create table payment_reversals (
          id text primary key,
          idempotency_key text not null unique,
          order_id text not null references orders(id),
          user_id text not null references users(id),
          source text not null check (source in ('refund', 'dispute', 'dispute-won')),
          cents integer not null,
          points integer not null,
          unrecovered_points integer not null check (unrecovered_points >= 0 or source = 'dispute-won'),
          vip_ended boolean not null default false,
          created_at timestamptz not null
        );
        create index payment_reversals_order on payment_reversals (order_id);
        create trigger payment_reversals_append_only before update or delete on payment_reversals
          for each row execute function history_is_append_only();
        create table tus_uploads (
          tus_id text primary key,
          upload_id text not null references uploads(id),
          created_at timestamptz not null
        );
        create index tus_uploads_upload on tus_uploads (upload_id);
        alter table vip_subscriptions drop constraint vip_subscriptions_status_check;
        alter table vip_subscriptions add constraint vip_subscriptions_status_check check (status in ('active', 'stopping', 'cancelled'));
      `.execute(db);
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
