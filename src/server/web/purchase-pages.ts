import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openCheckout } from '../billing/orders.js';
import type { Payments } from '../billing/payments.js';
import { priceCents, VOLUME_DISCOUNTS } from '../billing/price-list.js';
import { parseInput } from '../http/parse-input.js';
import type { ServerContext } from '../server-context.js';
import type { AccountSection } from './account-page.js';
import { html } from './html.js';
import { redirect } from './page-reply.js';
import { csrfField } from './web-security.js';
import { signedInUser } from './web-session.js';

const dollars = (cents: number) => `US$${(cents / 100).toFixed(2)}`;

const BuyForm = z.object({ product: z.enum(['points', 'vip-monthly', 'vip-yearly']), quantity: z.coerce.number().int().min(1).max(10_000).default(1) });

/** Buying points (with the volume discounts spelled out) and VIP, monthly or yearly. */
export const purchaseSection: AccountSection = ({ request, reply }) => {
  const discounts = VOLUME_DISCOUNTS.filter((row) => row.percentOff > 0).map((row) => `${row.percentOff}% off from ${row.fromQuantity} points`);
  return html`<h2>Buy</h2>
<form method="post" action="/account/buy">
${csrfField(request, reply)}
<input type="hidden" name="product" value="points">
<label>Points (${dollars(priceCents('points', 1))} each; ${discounts.join(', ')}; hosting a book costs 1 point a month)
<input type="number" name="quantity" min="1" max="10000" value="10" required></label>
<button type="submit">Buy points</button>
</form>
<form method="post" action="/account/buy">
${csrfField(request, reply)}
<input type="hidden" name="product" value="vip-monthly">
<button type="submit">VIP monthly, ${dollars(priceCents('vip-monthly', 1))}</button>
</form>
<form method="post" action="/account/buy">
${csrfField(request, reply)}
<input type="hidden" name="product" value="vip-yearly">
<button type="submit">VIP yearly, ${dollars(priceCents('vip-yearly', 1))}</button>
</form>
<p>VIP needs no points and hosts up to 1,000 books.</p>`;
};

/** The buy forms post here; the browser goes on to the provider's checkout and comes back to the account. */
export function registerPurchasePages(app: FastifyInstance, ctx: ServerContext, payments: Payments): void {
  app.post('/account/buy', async (request, reply) => {
    const userId = await signedInUser(ctx, request);
    if (userId === null) return redirect(reply, '/sign-in');
    const { product, quantity } = parseInput(BuyForm, request.body);
    const { checkoutUrl } = await openCheckout(ctx, payments.active, {
      userId,
      product,
      quantity: product === 'points' ? quantity : 1,
      urls: { successUrl: `${ctx.publicUrl}/account`, cancelUrl: `${ctx.publicUrl}/account` },
    });
    return reply.code(303).header('location', checkoutUrl).send();
  });
}
