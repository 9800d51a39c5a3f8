import fc from 'fast-check';
import type { IncomingHttpHeaders } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../tests/support/database-targets.js';
import { newId } from '../accounts/tokens.js';
import type { ServerContext } from '../server-context.js';
import type { Db } from '../store/schema.js';
import { grantPoints } from './grant-points.js';
import { balanceOf, pointsAccount } from './ledger.js';
import { openCheckout } from './orders.js';
import { receiveWebhook } from './payments.js';
import { TestModeProvider } from './test-mode-provider.js';
import { temporaryFolderStorage } from '../testing/test-context.js';

const USERS = 3;

/**
 * A run: the grants and purchases that exist, and batches of deliveries, each batch sent at
 * once: grants, payment notifications, and refunds of a purchase (its running total refunded,
 * a quarter to all of it), any of them replayed.
 */
const scenario = fc
  .tuple(
    fc.array(fc.record({ user: fc.nat({ max: USERS - 1 }), points: fc.integer({ min: 1, max: 100 }) }), { minLength: 1, maxLength: 5 }),
    fc.array(fc.record({ user: fc.nat({ max: USERS - 1 }), quantity: fc.integer({ min: 1, max: 600 }) }), { minLength: 1, maxLength: 4 }),
  )
  .chain(([grants, purchases]) =>
    fc.record({
      grants: fc.constant(grants),
      purchases: fc.constant(purchases),
      batches: fc.array(
        fc.array(
          fc.oneof(
            fc.record({ type: fc.constant('grant' as const), index: fc.nat({ max: grants.length - 1 }) }),
            fc.record({ type: fc.constant('pay' as const), index: fc.nat({ max: purchases.length - 1 }) }),
            fc.record({ type: fc.constant('refund' as const), index: fc.nat({ max: purchases.length - 1 }), quarters: fc.integer({ min: 1, max: 4 }) }),
          ),
          { minLength: 1, maxLength: 5 },
        ),
        { minLength: 1, maxLength: 6 },
      ),
    }),
  );

describe.each(databaseTargets())('the ledger under random grants, purchases, refunds and replays on $name', (target) => {
  let db: Db;
  let ctx: ServerContext;
  const now = new Date('2026-05-01T00:00:00Z');
  const provider = new TestModeProvider('property-secret', () => 'http://api.test', () => now);

  beforeAll(async () => {
    db = await target.open();
    ctx = { db, clock: () => now, mailer: { send: async () => {} }, storage: temporaryFolderStorage(), publicUrl: 'http://api.test', scryptCost: 1024, testPaymentSecret: 'property-secret' };
  });
  afterAll(async () => {
    if (db) await target.close(db);
  });

  it('keeps every balance equal to the sum of its entries, to what was granted and bought less what refunds took, never below zero, and every transaction balanced', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ grants, purchases, batches }) => {
        const run = newId();
        const users = Array.from({ length: USERS }, (_, index) => ({ id: newId(), email: `p${index}-${run}@example.com` }));
        await db.insertInto('users').values(users.map((user) => ({ id: user.id, email: user.email, password_hash: 'x', vip_plan: null, vip_expires_at: null }))).execute();
        const orders: { rawBody: Buffer; headers: IncomingHttpHeaders }[] = [];
        const paymentRefs: { orderId: string; paymentRef: string; cents: number }[] = [];
        for (const purchase of purchases) {
          const { orderId } = await openCheckout(ctx, provider, { userId: users[purchase.user]!.id, product: 'points', quantity: purchase.quantity, urls: { successUrl: 'x', cancelUrl: 'y' } });
          const row = await db.selectFrom('orders').select(['provider_ref', 'cents']).where('id', '=', orderId).executeTakeFirstOrThrow();
          // One notification per purchase, whose very bytes every replay sends again.
          orders.push(provider.signedEvent({ type: 'paid', orderId, providerRef: row.provider_ref!, amountCents: row.cents, currency: 'usd' }));
          paymentRefs.push({ orderId, paymentRef: row.provider_ref!, cents: row.cents });
        }

        const expected = new Map<string, number>(users.map((user) => [user.id, 0]));
        const keysPosted = new Set<string>();
        // Refund totals per purchase: every total delivered, and the highest delivered once the purchase was surely paid.
        const paidBeforeBatch = new Set<number>();
        const refundTotals = new Map<number, number[]>();
        const mustReach = new Map<number, number>();
        const deliver = async (step: { type: 'grant' | 'pay' | 'refund'; index: number; quarters?: number }): Promise<void> => {
          if (step.type === 'refund') {
            const { paymentRef, cents } = paymentRefs[step.index]!;
            const total = Math.round((cents * step.quarters!) / 4);
            refundTotals.set(step.index, [...(refundTotals.get(step.index) ?? []), total]);
            if (paidBeforeBatch.has(step.index)) mustReach.set(step.index, Math.max(mustReach.get(step.index) ?? 0, total));
            const { rawBody, headers } = provider.signedEvent({ type: 'refunded', paymentRef, refundedCents: total, currency: 'usd' });
            const outcome = await receiveWebhook(ctx, provider, rawBody, headers);
            // Before its payment is recorded, a refund of it is refused (the provider sends it again).
            expect(['fulfilled', 'unchanged', ...(paidBeforeBatch.has(step.index) ? [] : ['refused'])]).toContain(outcome);
          } else if (step.type === 'grant') {
            const grant = grants[step.index]!;
            const key = `property:${run}:grant:${step.index}`;
            if (!keysPosted.has(key)) expected.set(users[grant.user]!.id, expected.get(users[grant.user]!.id)! + grant.points);
            keysPosted.add(key);
            await grantPoints(ctx, { email: users[grant.user]!.email, points: grant.points, idempotencyKey: key, memo: 'property' });
          } else {
            const purchase = purchases[step.index]!;
            const key = `pay:${step.index}`;
            if (!keysPosted.has(key)) expected.set(users[purchase.user]!.id, expected.get(users[purchase.user]!.id)! + purchase.quantity);
            keysPosted.add(key);
            const { rawBody, headers } = orders[step.index]!;
            const outcome = await receiveWebhook(ctx, provider, rawBody, headers);
            expect(['fulfilled', 'unchanged']).toContain(outcome);
          }
        };
        for (const batch of batches) {
          await Promise.all(batch.map(deliver));
          for (const step of batch) if (step.type === 'pay') paidBeforeBatch.add(step.index);
        }

        // What the refunds took: each purchase's reversals, checked against the deliveries.
        const taken = new Map<string, number>(users.map((user) => [user.id, 0]));
        for (const [index, purchase] of purchases.entries()) {
          const { orderId, cents } = paymentRefs[index]!;
          const rows = await db.selectFrom('payment_reversals').select(['cents', 'points', 'unrecovered_points']).where('order_id', '=', orderId).execute();
          const refunded = rows.reduce((sum, row) => sum + row.cents, 0);
          const pointsTaken = rows.reduce((sum, row) => sum + row.points, 0);
          expect(refunded).toBeGreaterThanOrEqual(mustReach.get(index) ?? 0);
          expect(refunded === 0 || (refundTotals.get(index) ?? []).includes(refunded)).toBe(true);
          expect(refunded).toBeLessThanOrEqual(cents);
          // The balance always held the points a purchase bought, so nothing was written off.
          expect(rows.every((row) => row.unrecovered_points === 0)).toBe(true);
          expect(pointsTaken).toBe(Math.round((purchase.quantity * refunded) / cents));
          taken.set(users[purchase.user]!.id, taken.get(users[purchase.user]!.id)! + pointsTaken);
        }

        for (const user of users) {
          const entries = await db.selectFrom('ledger_entries').select('points').where('account', '=', pointsAccount(user.id)).execute();
          const sumOfEntries = entries.reduce((total, entry) => total + entry.points, 0);
          expect(await balanceOf(db, pointsAccount(user.id))).toBe(sumOfEntries);
          expect(sumOfEntries).toBe(expected.get(user.id)! - taken.get(user.id)!);
          expect(sumOfEntries).toBeGreaterThanOrEqual(0);
        }
        const transactions = await db.selectFrom('ledger_transactions').select('id').where('user_id', 'in', users.map((user) => user.id)).where('kind', '<>', 'refund').execute();
        expect(transactions.length).toBe(keysPosted.size);
        // Every refund posting is one reversal, under the same key.
        const refundKeys = await db.selectFrom('ledger_transactions').select('idempotency_key').where('user_id', 'in', users.map((user) => user.id)).where('kind', '=', 'refund').execute();
        const reversalKeys = await db.selectFrom('payment_reversals').select('idempotency_key').where('user_id', 'in', users.map((user) => user.id)).where('points', '<>', 0).execute();
        expect(refundKeys.map((row) => row.idempotency_key).sort()).toEqual(reversalKeys.map((row) => row.idempotency_key).sort());
        const paidOrders = await db.selectFrom('orders').select('id').where('user_id', 'in', users.map((user) => user.id)).where('status', '=', 'paid').execute();
        expect(paidOrders.length).toBe([...keysPosted].filter((key) => key.startsWith('pay:')).length);

        const unbalanced = await db.selectFrom('ledger_entries').select('transaction_id').groupBy('transaction_id').having(sql`sum(points)`, '<>', 0).execute();
        expect(unbalanced).toEqual([]);
        const legless = await sql<{ id: string }>`select t.id from ledger_transactions t where (select count(*) from ledger_entries e where e.transaction_id = t.id) < 2`.execute(db);
        expect(legless.rows).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
