import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openCheckout } from '../billing/orders.js';
import { resumeAutoRenewal, stopAutoRenewal } from '../billing/vip-subscriptions.js';
import type { Payments } from '../billing/payments.js';
import { priceCents, VOLUME_DISCOUNTS } from '../billing/price-list.js';
import { parseInput } from '../http/parse-input.js';
import type { ServerContext } from '../server-context.js';
import type { AccountSection } from './account-section.js';
import { html, type SafeHtml } from './html.js';
import { boughtLicenceCodes } from '../licences/licence-codes.js';
import { redirect, sendPage } from './page-reply.js';
import { csrfField } from './web-security.js';
import { signedInUser } from './web-session.js';

const dollars = (cents: number) => `US$${(cents / 100).toFixed(2)}`;

const BuyForm = z.object({ product: z.enum(['points', 'vip-monthly', 'vip-yearly', 'licence']), quantity: z.coerce.number().int().min(1).max(10_000).default(1) });

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
<p>VIP needs no points and hosts up to 1,000 books.</p>
<form method="post" action="/account/buy">
${csrfField(request, reply)}
<input type="hidden" name="product" value="licence">
<button type="submit">Licence code, ${dollars(priceCents('licence', 1))}</button>
</form>
<p>A licence code registers Flipbook Studio for life: no watermark and no 12-page limit. Hosting is paid separately.</p>`;
};

/** The licence codes this account bought, to type into the app's registration panel. */
export const licenceCodesSection: AccountSection = async ({ ctx, summary }) => {
  const codes = await boughtLicenceCodes(ctx, summary.userId);
  if (codes.length === 0) return null;
  return html`<h2>Your licence codes</h2>
<ul id="licence-codes">${codes.map((row) => html`<li><code>${row.code}</code>${row.revoked_at === null ? '' : ' (revoked)'}</li>`)}</ul>
<p>Enter a code in Flipbook Studio under Help → Registration, or on a computer without internet use the <a href="/licence/offline">offline registration</a> page.</p>`;
};

/**
 * The store the app's Buy opens: what is for sale, for anyone; buying needs an account, so a
 * visitor is asked to sign in or create one first.
 */
function storePage(signedIn: boolean): SafeHtml {
  return html`<p>Flipbook Studio is free to try: the trial imports up to 12 pages and watermarks what it publishes.</p>
<ul>
<li><strong>Licence code, ${dollars(priceCents('licence', 1))}</strong>: registers the program for life, with no watermark and no page limit.</li>
<li><strong>Points, ${dollars(priceCents('points', 1))} each</strong>: hosting a book online costs 1 point a month.</li>
<li><strong>VIP, ${dollars(priceCents('vip-monthly', 1))} a month or ${dollars(priceCents('vip-yearly', 1))} a year</strong>: up to 1,000 hosted books, no points needed.</li>
</ul>
<p class="links">${signedIn ? html`<a href="/account">Buy from your account</a>` : html`<a href="/sign-in">Sign in</a> or <a href="/register">create an account</a> to buy.`}</p>`;
}

/** The buy forms post here; the browser goes on to the provider's checkout and comes back to the account. */
export function registerPurchasePages(app: FastifyInstance, ctx: ServerContext, payments: Payments): void {
  app.get('/buy', async (request, reply) => sendPage(reply, 'Buy Flipbook Studio', storePage((await signedInUser(ctx, request)) !== null)));

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

  app.post('/account/vip/stop-renewal', async (request, reply) => {
    const userId = await signedInUser(ctx, request);
    if (userId === null) return redirect(reply, '/sign-in');
    await stopAutoRenewal(ctx, payments.active, userId);
    return redirect(reply, '/account');
  });

  app.post('/account/vip/resume-renewal', async (request, reply) => {
    const userId = await signedInUser(ctx, request);
    if (userId === null) return redirect(reply, '/sign-in');
    await resumeAutoRenewal(ctx, payments.active, userId);
    return redirect(reply, '/account');
  });
}
