import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors/app-error.js';
import { ENGLISH_ERROR_MESSAGES } from '../../shared/errors/english-messages.js';
import { requestPasswordReset, resetPassword } from '../accounts/password-reset.js';
import type { ServerContext } from '../server-context.js';
import { html, messageBox } from './html.js';
import { formFailure, redirect, sendPage } from './page-reply.js';
import { csrfField, formField } from './web-security.js';

/** What the forgot-password form answers for every well-formed email, so it does not tell who has an account. */
export const RESET_REQUESTED_NOTICE = 'If an account exists for that email, a reset link is on its way.';

/** What a reset token looks like (see accounts/tokens.ts); anything else is not worth a database look-up. */
const RESET_TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

function forgotPage(request: FastifyRequest, reply: FastifyReply, form: { email: string; error: string | null; notice: string | null }, status = 200): FastifyReply {
  return sendPage(
    reply,
    'Forgot your password?',
    html`${messageBox('notice', form.notice)}${messageBox('error', form.error)}
<p>Enter the email of your account and we will mail you a link to choose a new password.</p>
<form method="post" action="/forgot-password">
${csrfField(request, reply)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${form.email}">
<button type="submit">Send reset link</button>
</form>
<p class="links"><a href="/sign-in">Back to sign in</a></p>`,
    status,
  );
}

function resetPage(request: FastifyRequest, reply: FastifyReply, form: { token: string; error: string | null }, status = 200): FastifyReply {
  if (!RESET_TOKEN.test(form.token)) {
    return sendPage(
      reply,
      'Choose a new password',
      html`${messageBox('error', new AppError('RESET_LINK_INVALID').message)}
<p class="links"><a href="/forgot-password">Ask for a new link</a></p>`,
      status === 200 ? 400 : status,
    );
  }
  return sendPage(
    reply,
    'Choose a new password',
    html`${messageBox('error', form.error)}
<form method="post" action="/reset-password">
${csrfField(request, reply)}
<input type="hidden" name="token" value="${form.token}">
<label for="password">New password (6-20 characters)</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="6" maxlength="20">
<label for="confirm">New password again</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required minlength="6" maxlength="20">
<button type="submit">Change password</button>
</form>
<p class="links"><a href="/forgot-password">Ask for a new link</a></p>`,
    status,
  );
}

/** The token of a reset form: the posted field, else the link's query (as the mail's link carries it). */
function tokenOf(request: FastifyRequest): string {
  const posted = formField(request.body, 'token');
  if (posted) return posted;
  return formField(request.query, 'token');
}

/** Asking for a reset link, and choosing a new password with one. */
export function registerPasswordPages(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/forgot-password', async (request, reply) => forgotPage(request, reply, { email: '', error: null, notice: null }));

  app.post('/forgot-password', async (request, reply) => {
    const email = formField(request.body, 'email');
    try {
      await requestPasswordReset(ctx, email);
    } catch (error) {
      // Only a malformed email is told apart: it is a typing slip, and says nothing about who has an account.
      const { message, status } = formFailure(error);
      return forgotPage(request, reply, { email, error: message, notice: null }, status);
    }
    return forgotPage(request, reply, { email: '', error: null, notice: RESET_REQUESTED_NOTICE });
  });

  app.get('/reset-password', async (request, reply) => resetPage(request, reply, { token: tokenOf(request), error: null }));

  app.post('/reset-password', async (request, reply) => {
    const token = tokenOf(request);
    if (!RESET_TOKEN.test(token)) return resetPage(request, reply, { token, error: null });
    const password = formField(request.body, 'password');
    if (password !== formField(request.body, 'confirm')) {
      return resetPage(request, reply, { token, error: ENGLISH_ERROR_MESSAGES.PASSWORDS_DO_NOT_MATCH }, 400);
    }
    try {
      await resetPassword(ctx, { token, password });
    } catch (error) {
      const { message, status } = formFailure(error);
      return resetPage(request, reply, { token, error: message }, status);
    }
    return redirect(reply, '/sign-in?notice=password-reset');
  });
}
