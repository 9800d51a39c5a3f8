import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import type { Db } from './schema.js';

/** The cluster's identity, which initdb draws at random and a loaded dump keeps. */
async function clusterIdOf(db: Db): Promise<string> {
  const { rows } = await sql<{ id: string }>`select system_identifier::text as id from pg_control_system()`.execute(db);
  return rows[0]?.id ?? '';
}

describe('a new embedded database from the empty cluster’s dump', () => {
  let work: string;
  let before: string | undefined;

  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-pglite-template-'));
    before = process.env.FLIPBOOK_PGLITE_TEMPLATE_DIR;
    process.env.FLIPBOOK_PGLITE_TEMPLATE_DIR = path.join(work, 'cache');
  });
  afterAll(() => {
    if (before === undefined) delete process.env.FLIPBOOK_PGLITE_TEMPLATE_DIR;
    else process.env.FLIPBOOK_PGLITE_TEMPLATE_DIR = before;
    fs.rmSync(work, { recursive: true, force: true });
  });

  const dumps = () => (fs.existsSync(path.join(work, 'cache')) ? fs.readdirSync(path.join(work, 'cache')) : []);

  it('dumps the first cluster initdb makes, and a new data folder starts from that dump, migrated and lasting', async () => {
    const first = await openDatabase({ kind: 'memory' });
    const firstId = await clusterIdOf(first);
    await first.destroy();
    expect(dumps()).toEqual([expect.stringMatching(/^pglite-[\w.+-]+-empty-cluster\.tar\.gz$/)]);

    const folder = path.join(work, 'data', 'database');
    const loaded = await openDatabase({ kind: 'embedded', folder });
    expect(await clusterIdOf(loaded)).toBe(firstId);
    await loaded.insertInto('users').values({ id: 'u-1', email: 'a@example.com', password_hash: 'x', created_at: new Date() }).execute();
    await loaded.destroy();

    const reopened = await openDatabase({ kind: 'embedded', folder });
    expect(await reopened.selectFrom('users').select('email').execute()).toEqual([{ email: 'a@example.com' }]);
    await reopened.destroy();
  });

  it('runs initdb when the dump will not load, and replaces the dump with a good one', async () => {
    const [name] = dumps();
    const file = path.join(work, 'cache', name ?? 'missing');
    const goodId = await (async () => {
      const db = await openDatabase({ kind: 'memory' });
      const id = await clusterIdOf(db);
      await db.destroy();
      return id;
    })();
    fs.writeFileSync(file, 'not a cluster');

    const folder = path.join(work, 'damaged', 'database');
    const made = await openDatabase({ kind: 'embedded', folder });
    const madeId = await clusterIdOf(made);
    expect(madeId).not.toBe(goodId);
    expect(await made.selectFrom('users').select('id').execute()).toEqual([]);
    await made.destroy();
    expect(fs.readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    const next = await openDatabase({ kind: 'memory' });
    expect(await clusterIdOf(next)).toBe(madeId);
    await next.destroy();
  });
});
