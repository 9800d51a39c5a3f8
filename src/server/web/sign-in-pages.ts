import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkLogin } from '../accounts/login.js';
import { registerAccount } from '../accounts/register.js';
import type { ServerContext } from '../server-context.js';
import { html, messageBox } from './html.js';
import { formFailure, redirect, sendPage } from './page-reply.js';
import { csrfField, formField } from './web-security.js';
import { endSession, signedInUser, startSession } from './web-session.js';

/** Notices the sign-in page shows after another page sent the browser there; only these texts, never the query's. */
const SIGN_IN_NOTICES: Record<string, string> = {
  'password-reset': 'Your password has been changed. Sign in with the new one.',
  'signed-out': 'You have signed out.',
};

function noticeOf(request: FastifyRequest): string | null {
  const notice = (request.query as Record<string, unknown> | undefined)?.notice;
  return typeof notice === 'string' && Object.hasOwn(SIGN_IN_NOTICES, notice) ? (SIGN_IN_NOTICES[notice] ?? null) : null;
}

interface CredentialsForm {
  email: string;
  error: string | null;
  notice: string | null;
}

function signInPage(request: FastifyRequest, reply: FastifyReply, form: CredentialsForm, status = 200): FastifyReply {
  return sendPage(
    reply,
    'Sign in',
    html`${messageBox('notice', form.notice)}${messageBox('error', form.error)}
<form method="post" action="/sign-in">
${csrfField(request, reply)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${form.email}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<p class="links"><a href="/register">Create an account</a> · <a href="/forgot-password">Forgot your password?</a></p>`,
    status,
  );
}

function registerPage(request: FastifyRequest, reply: FastifyReply, form: CredentialsForm, status = 200): FastifyReply {
  return sendPage(
    reply,
    'Create an account',
    html`${messageBox('error', form.error)}
<form method="post" action="/register">
${csrfField(request, reply)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${form.email}">
<label for="password">Password (6-20 characters)</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="6" maxlength="20">
<button type="submit">Create account</button>
</form>
<p class="links">New accounts get 5 free points. <a href="/sign-in">Already have an account? Sign in</a></p>`,
    status,
  );
}

/** The home address, signing in, creating an account and signing out. */
export function registerSignInPages(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/', async (request, reply) => redirect(reply, (await signedInUser(ctx, request)) ? '/account' : '/sign-in'));

  app.get('/sign-in', async (request, reply) => {
    if (await signedInUser(ctx, request)) return redirect(reply, '/account');
    return signInPage(request, reply, { email: '', error: null, notice: noticeOf(request) });
  });

  app.post('/sign-in', async (request, reply) => {
    const email = formField(request.body, 'email');
    try {
      const userId = await checkLogin(ctx, { email, password: formField(request.body, 'password'), address: request.ip });
      await startSession(ctx, request, reply, userId);
      return redirect(reply, '/account');
    } catch (error) {
      const { message, status } = formFailure(error);
      return signInPage(request, reply, { email, error: message, notice: null }, status);
    }
  });

  app.get('/register', async (request, reply) => {
    if (await signedInUser(ctx, request)) return redirect(reply, '/account');
    return registerPage(request, reply, { email: '', error: null, notice: null });
  });

  app.post('/register', async (request, reply) => {
    const email = formField(request.body, 'email');
    try {
      const { userId } = await registerAccount(ctx, { email, password: formField(request.body, 'password') });
      await startSession(ctx, request, reply, userId);
      return redirect(reply, '/account');
    } catch (error) {
      const { message, status } = formFailure(error);
      return registerPage(request, reply, { email, error: message, notice: null }, status);
    }
  });

  app.post('/sign-out', async (request, reply) => {
    await endSession(ctx, request, reply);
    return redirect(reply, '/sign-in?notice=signed-out');
  });
}
