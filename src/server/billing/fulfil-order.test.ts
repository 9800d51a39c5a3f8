import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../tests/support/database-targets.js';
import { newId } from '../accounts/tokens.js';
import type { ServerContext } from '../server-context.js';
import type { Db, ProductId } from '../store/schema.js';
import { cancelOrder, fulfilPaidOrder, paymentKey } from './fulfil-order.js';
import { addMonthsUtc } from './vip-period.js';
import { balanceOf, pointsAccount, post, WORLD_ACCOUNTS } from './ledger.js';
import { openCheckout } from './orders.js';
import { TestModeProvider } from './test-mode-provider.js';
import { temporaryFolderStorage } from '../testing/test-context.js';
import { insertTestUser } from '../testing/test-users.js';

describe('addMonthsUtc', () => {
  it.each([
    ['2026-01-15T09:30:00.000Z', 1, '2026-02-15T09:30:00.000Z'],
    ['2026-01-31T09:30:00.000Z', 1, '2026-02-28T09:30:00.000Z'],
    ['2028-01-31T00:00:00.000Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2026-12-31T23:59:59.000Z', 1, '2027-01-31T23:59:59.000Z'],
    ['2028-02-29T12:00:00.000Z', 12, '2029-02-28T12:00:00.000Z'],
    ['2026-03-10T00:00:00.000Z', 12, '2027-03-10T00:00:00.000Z'],
  ])('%s plus %i months is %s', (from, months, to) => {
    expect(addMonthsUtc(new Date(from), months).toISOString()).toBe(to);
  });
});

describe.each(databaseTargets())('fulfilling orders on $name', (target) => {
  let db: Db;
  let ctx: ServerContext;
  let now = new Date('2026-04-10T00:00:00Z');
  const provider = new TestModeProvider('fulfil-secret', () => 'http://api.test', () => now);

  beforeAll(async () => {
    db = await target.open();
    ctx = { db, clock: () => now, mailer: { send: async () => {} }, storage: temporaryFolderStorage(), publicUrl: 'http://api.test', scryptCost: 1024, testPaymentSecret: 'fulfil-secret' };
  });
  afterAll(async () => {
    if (db) await target.close(db);
  });

  const newUser = () => insertTestUser(db);

  async function order(userId: string, product: ProductId, quantity = 1) {
    const { orderId } = await openCheckout(ctx, provider, { userId, product, quantity, urls: { successUrl: 's', cancelUrl: 'c' } });
    const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    return { type: 'paid' as const, orderId, providerRef: row.provider_ref!, amountCents: row.cents, currency: 'usd' };
  }

  it('pays an order once however many deliveries race, posting one purchase under the payment key', async () => {
    const userId = await newUser();
    const paid = await order(userId, 'points', 100);
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => fulfilPaidOrder(ctx, 'test', paid)));
    expect(outcomes.filter((outcome) => outcome === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'unchanged')).toHaveLength(5);
    expect(await balanceOf(db, pointsAccount(userId))).toBe(100);
    const posting = await db.selectFrom('ledger_transactions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(posting).toMatchObject({ kind: 'purchase', cents: 9_000, idempotency_key: paymentKey('test', paid.providerRef) });
    const legs = await db.selectFrom('ledger_entries').select(['account', 'points']).where('transaction_id', '=', posting.id).orderBy('points').execute();
    expect(legs).toEqual([
      { account: WORLD_ACCOUNTS.sales, points: -100 },
      { account: pointsAccount(userId), points: 100 },
    ]);
  });

  it('refuses a payment for another provider, another checkout, another amount or currency', async () => {
    const userId = await newUser();
    const paid = await order(userId, 'points', 3);
    expect(await fulfilPaidOrder(ctx, 'stripe', paid)).toBe('refused');
    expect(await fulfilPaidOrder(ctx, 'test', { ...paid, providerRef: 'test_other' })).toBe('refused');
    expect(await fulfilPaidOrder(ctx, 'test', { ...paid, amountCents: paid.amountCents - 1 })).toBe('refused');
    expect(await fulfilPaidOrder(ctx, 'test', { ...paid, currency: 'eur' })).toBe('refused');
    expect(await fulfilPaidOrder(ctx, 'test', { ...paid, orderId: newId() })).toBe('refused');
    expect(await balanceOf(db, pointsAccount(userId))).toBe(0);
    expect(await fulfilPaidOrder(ctx, 'test', paid)).toBe('fulfilled');
  });

  it('cancels only an open order, and still honours a payment that arrives after the cancellation', async () => {
    const userId = await newUser();
    const paid = await order(userId, 'points', 4);
    expect(await cancelOrder(ctx, 'test', { type: 'cancelled', orderId: paid.orderId, providerRef: paid.providerRef })).toBe('fulfilled');
    expect(await cancelOrder(ctx, 'test', { type: 'cancelled', orderId: paid.orderId, providerRef: paid.providerRef })).toBe('unchanged');
    expect(await fulfilPaidOrder(ctx, 'test', paid)).toBe('fulfilled');
    expect(await cancelOrder(ctx, 'test', { type: 'cancelled', orderId: paid.orderId, providerRef: paid.providerRef })).toBe('unchanged');
    const row = await db.selectFrom('orders').select(['status', 'paid_at']).where('id', '=', paid.orderId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'paid', paid_at: now });
    expect(await balanceOf(db, pointsAccount(userId))).toBe(4);
  });

  it('extends VIP for two orders paid at once one after the other, each period recorded once', async () => {
    now = new Date('2026-04-10T00:00:00Z');
    const userId = await newUser();
    const [first, second] = [await order(userId, 'vip-monthly'), await order(userId, 'vip-monthly')];
    await Promise.all([fulfilPaidOrder(ctx, 'test', first), fulfilPaidOrder(ctx, 'test', second), fulfilPaidOrder(ctx, 'test', first)]);
    const user = await db.selectFrom('users').select(['vip_plan', 'vip_expires_at']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toEqual({ vip_plan: 'monthly', vip_expires_at: new Date('2026-06-10T00:00:00Z') });
    const periods = await db.selectFrom('vip_periods').select(['starts_at', 'ends_at']).where('user_id', '=', userId).orderBy('starts_at').execute();
    expect(periods.map((period) => [period.starts_at.toISOString(), period.ends_at.toISOString()])).toEqual([
      ['2026-04-10T00:00:00.000Z', '2026-05-10T00:00:00.000Z'],
      ['2026-05-10T00:00:00.000Z', '2026-06-10T00:00:00.000Z'],
    ]);
    // A VIP order moves no points.
    expect(await balanceOf(db, pointsAccount(userId))).toBe(0);
  });

  it('keeps the ledger and the VIP periods append-only', async () => {
    const userId = await newUser();
    await post(db, { idempotencyKey: `append-only:${userId}`, kind: 'grant', userId, entries: [{ account: pointsAccount(userId), points: 2 }, { account: WORLD_ACCOUNTS.grants, points: -2 }] });
    await fulfilPaidOrder(ctx, 'test', await order(userId, 'vip-yearly'));
    await expect(sql`update ledger_entries set points = 1000 where account = ${pointsAccount(userId)}`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_transactions where user_id = ${userId}`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`update vip_periods set ends_at = ends_at + interval '10 years' where user_id = ${userId}`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from vip_periods where user_id = ${userId}`.execute(db)).rejects.toThrow(/append-only/);
    expect(await balanceOf(db, pointsAccount(userId))).toBe(2);
  });
});
