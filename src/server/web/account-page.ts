import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountSummary, type AccountSummary } from '../accounts/account-summary.js';
import type { ServerContext } from '../server-context.js';
import type { AccountSection } from './account-section.js';
import { html, type SafeHtml } from './html.js';
import { redirect, sendPage } from './page-reply.js';
import { booksSection } from './books-section.js';
import { licenceCodesSection, purchaseSection } from './purchase-pages.js';
import { csrfField } from './web-security.js';
import { signedInUser } from './web-session.js';

const PLAN_NAMES: Record<'monthly' | 'yearly', string> = { monthly: 'Monthly', yearly: 'Yearly' };

/**
 * Whether VIP renews, with the form that turns it off, or back on while the paid period lasts
 * (it then lapses on its expiry date and is not charged again).
 */
function renewalPart(vip: NonNullable<AccountSummary['vip']>, request: FastifyRequest, reply: FastifyReply): SafeHtml {
  if (vip.renews) {
    return html`Renews automatically on that date.
<form method="post" action="/account/vip/stop-renewal">${csrfField(request, reply)}<button type="submit">Turn off automatic renewal</button></form>`;
  }
  if (vip.canResumeRenewal) {
    return html`Automatic renewal is off: VIP ends on that date and is not charged again.
<form method="post" action="/account/vip/resume-renewal">${csrfField(request, reply)}<button type="submit">Turn automatic renewal back on</button></form>`;
  }
  return html`Does not renew: buy VIP again to extend it.`;
}

/** Who is signed in, the points, the VIP plan and whether the account can upload. */
export const accountOverviewSection: AccountSection = ({ summary, request, reply }) => {
  const vip = summary.vip;
  return html`<p>Signed in as <strong>${summary.email}</strong></p>
<dl>
<dt>Points</dt><dd id="points">${summary.points}</dd>
<dt>VIP</dt><dd id="vip">${vip === null ? 'None' : PLAN_NAMES[vip.plan]}</dd>
${vip === null ? null : html`<dt>VIP expires</dt><dd id="vip-expires"><time datetime="${vip.expiresAt}">${vip.expiresAt.slice(0, 10)}</time></dd>
<dt>Days remaining</dt><dd id="vip-days">${vip.daysRemaining}</dd>
<dt>Renewal</dt><dd id="vip-renewal">${renewalPart(vip, request, reply)}</dd>`}
<dt>Uploading</dt><dd id="can-upload">${summary.canUpload ? 'You can upload books.' : 'Free accounts cannot upload books.'}</dd>
</dl>`;
};

/** Signing out, always the page's last section. */
export const signOutSection: AccountSection = ({ request, reply }) => html`<form method="post" action="/sign-out">
${csrfField(request, reply)}
<button type="submit">Sign out</button>
</form>`;

/** The account page's sections, in order; signing out stays last. */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [accountOverviewSection, licenceCodesSection, purchaseSection, booksSection, signOutSection];

/** The signed-in account's page; a browser that is not signed in is sent to sign in. */
export function registerAccountPage(app: FastifyInstance, ctx: ServerContext, sections: readonly AccountSection[] = ACCOUNT_SECTIONS): void {
  app.get('/account', async (request, reply) => {
    const userId = await signedInUser(ctx, request);
    if (userId === null) return redirect(reply, '/sign-in');
    const summary = await accountSummary(ctx, userId);
    const parts: SafeHtml[] = [];
    for (const section of sections) {
      const part = await section({ ctx, summary, request, reply });
      if (part !== null) parts.push(html`<section>${part}</section>`);
    }
    return sendPage(reply, 'Your account', html`${parts}`);
  });
}
