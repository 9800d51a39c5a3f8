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
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
