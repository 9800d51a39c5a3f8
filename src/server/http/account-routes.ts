import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountSummary } from '../accounts/account-summary.js';
import { checkLogin } from '../accounts/login.js';
import { requestPasswordReset, resetPassword } from '../accounts/password-reset.js';
import { registerAccount } from '../accounts/register.js';
import { issueTokenPair, refreshTokens, revokeTokens, type TokenPair } from '../accounts/sessions.js';
import type { ServerContext } from '../server-context.js';
import { authenticate, bearerToken } from './authenticate.js';
import { parseInput } from './parse-input.js';

const Credentials = z.object({ email: z.string().max(320), password: z.string().max(200) });
const RefreshBody = z.object({ refreshToken: z.string().min(20).max(200) });
const LogoutBody = z.object({ refreshToken: z.string().min(20).max(200).optional() }).optional();
const ResetRequestBody = z.object({ email: z.string().max(320) });
const ResetBody = z.object({ token: z.string().min(20).max(200), password: z.string().max(200) });

/** The wire form of a token pair: the tokens and when each stops working. */
function pairJson(pair: TokenPair) {
  return {
    accessToken: pair.accessToken.token,
    accessExpiresAt: pair.accessToken.expiresAt.toISOString(),
    refreshToken: pair.refreshToken.token,
    refreshExpiresAt: pair.refreshToken.expiresAt.toISOString(),
  };
}

/**
 * The account API the app (and the CLI) call with JSON and bearer tokens: register, log in,
 * refresh (auto login), log out, the account summary, and the password reset pair.
 */
export function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/api/v1/accounts', async (request, reply) => {
    const body = parseInput(Credentials, request.body);
    const { userId } = await registerAccount(ctx, body);
    const pair = await issueTokenPair(ctx, userId);
    return reply.code(201).send({ ...pairJson(pair), account: await accountSummary(ctx, userId) });
  });

  app.post('/api/v1/sessions', async (request) => {
    const body = parseInput(Credentials, request.body);
    const userId = await checkLogin(ctx, { ...body, address: request.ip });
    const pair = await issueTokenPair(ctx, userId);
    return { ...pairJson(pair), account: await accountSummary(ctx, userId) };
  });

  app.post('/api/v1/sessions/refresh', async (request) => {
    const body = parseInput(RefreshBody, request.body);
    return pairJson(await refreshTokens(ctx, body.refreshToken));
  });

  app.post('/api/v1/sessions/logout', async (request, reply) => {
    const body = parseInput(LogoutBody, request.body);
    const tokens = [bearerToken(request), body?.refreshToken].filter((token): token is string => typeof token === 'string');
    await revokeTokens(ctx, tokens);
    return reply.code(204).send();
  });

  app.get('/api/v1/account', async (request) => accountSummary(ctx, await authenticate(ctx, request)));

  app.post('/api/v1/password-resets', async (request, reply) => {
    await requestPasswordReset(ctx, parseInput(ResetRequestBody, request.body).email);
    return reply.code(202).send({ ok: true });
  });

  app.post('/api/v1/password-resets/complete', async (request, reply) => {
    await resetPassword(ctx, parseInput(ResetBody, request.body));
    return reply.code(204).send();
  });
}
