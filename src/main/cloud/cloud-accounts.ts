import { z } from 'zod';
import { CloudAccountSchema, DEFAULT_CLOUD_SERVER, type CloudAccount } from '../../shared/cloud/cloud-account.js';
import { AppError } from '../../shared/errors/app-error.js';
import { cloudRequest, type CloudRequest } from './cloud-http.js';
import type { CloudSessionStore, StoredCloudSession } from './cloud-session-store.js';

/** The service's answer to a sign-in: the token pair and the account. */
interface SignInAnswer {
  accessToken: string;
  accessExpiresAt: string;
  refreshToken: string;
  refreshExpiresAt: string;
  account: Omit<CloudAccount, 'server'>;
}
type TokenAnswer = Omit<SignInAnswer, 'account'>;

/** Enough of a sign-in answer to keep the session and show the account; more fields may come. */
const SignInAnswerSchema = z.object({
  accessToken: z.string(),
  accessExpiresAt: z.string(),
  refreshToken: z.string(),
  account: CloudAccountSchema.omit({ server: true }),
});

/**
 * The app's side of the cloud account: sign-in, auto login (a refresh token traded for a new
 * pair when the bearer token runs out), sign-out, and the account summary. Every call that
 * needs a session goes through `authorised`, which renews it once when the service says
 * "Login Timeout" and otherwise lets the error through.
 */
export class CloudAccounts {
  /** The renewal under way, by the access token it replaces, for the calls refused together. */
  private renewing: { accessToken: string; renewed: Promise<StoredCloudSession> } | null = null;

  constructor(
    private readonly store: CloudSessionStore,
    private readonly defaultServer: string = DEFAULT_CLOUD_SERVER,
  ) {}

  serverFor(requested: string | undefined): string {
    return new URL(requested ?? this.store.lastServer() ?? this.defaultServer).origin;
  }

  async register(input: { server?: string; email: string; password: string; remember: boolean }): Promise<CloudAccount> {
    return this.signIn('/api/v1/accounts', input);
  }

  async login(input: { server?: string; email: string; password: string; remember: boolean }): Promise<CloudAccount> {
    return this.signIn('/api/v1/sessions', input);
  }

  /**
   * Creating an account and logging in, which differ only by path. A service that fails in a way
   * the spec has no word of its own for (a 500, an answer that is not a sign-in) is "Login Error",
   * the spec's message for it, rather than "Unknown Error"; its own refusals ("Incorrect email or
   * password", a taken email…) and "Network Error!" go through as they are.
   */
  private async signIn(path: string, input: { server?: string; email: string; password: string; remember: boolean }): Promise<CloudAccount> {
    const server = this.serverFor(input.server);
    let answer: unknown;
    try {
      answer = await cloudRequest<unknown>(server, { method: 'POST', path, body: { email: input.email, password: input.password } });
    } catch (error) {
      if (error instanceof AppError && error.code === 'UNKNOWN') throw new AppError('LOGIN_ERROR', {}, error.detail);
      throw error;
    }
    if (!SignInAnswerSchema.safeParse(answer).success) throw new AppError('LOGIN_ERROR', {}, `POST ${path}: the answer is not a sign-in`);
    return this.keep(server, answer as SignInAnswer, input.remember);
  }

  /** Signs out here at once; the service is told too, but an unreachable one does not keep anyone signed in. */
  async logout(): Promise<void> {
    const session = this.store.read();
    this.store.clear();
    if (!session) return;
    await cloudRequest(session.server, { method: 'POST', path: '/api/v1/sessions/logout', body: session.refreshToken ? { refreshToken: session.refreshToken } : {}, token: session.accessToken }).catch(() => undefined);
  }

  /** The signed-in account, or null when nobody is (or the session has ended for good). */
  async account(): Promise<CloudAccount | null> {
    const session = this.store.read();
    if (!session) return null;
    try {
      const account = await this.authorised((token) => cloudRequest<Omit<CloudAccount, 'server'>>(session.server, { method: 'GET', path: '/api/v1/account', token }));
      return { ...account, server: session.server };
    } catch (error) {
      if (error instanceof AppError && (error.code === 'LOGIN_TIMEOUT' || error.code === 'UNAUTHORIZED')) {
        this.store.clear();
        return null;
      }
      throw error;
    }
  }

  /** Turns VIP's automatic renewal off or back on; the account as the service then has it. */
  async setVipRenewal(renews: boolean): Promise<CloudAccount> {
    const path = renews ? '/api/v1/vip/resume-renewal' : '/api/v1/vip/stop-renewal';
    const account = await this.call<Omit<CloudAccount, 'server'>>({ method: 'POST', path });
    return { ...account, server: this.signedInServer() };
  }

  /** A call to the service as the signed-in account (renewing the session once if it has run out). */
  async call<T>(request: Omit<CloudRequest, 'token'>): Promise<T> {
    const session = this.store.read();
    if (!session) throw new AppError('LOGIN_TIMEOUT');
    return this.authorised((token) => cloudRequest<T>(session.server, { ...request, token }));
  }

  /** The service the signed-in account is on; LOGIN_TIMEOUT when nobody is signed in. */
  signedInServer(): string {
    const session = this.store.read();
    if (!session) throw new AppError('LOGIN_TIMEOUT');
    return session.server;
  }

  async forgotPassword(input: { server?: string; email: string }): Promise<void> {
    await cloudRequest(this.serverFor(input.server), { method: 'POST', path: '/api/v1/password-resets', body: { email: input.email } });
  }

  /**
   * Runs a call with the bearer token, renewed once when the service answers "Login Timeout".
   * The service decides when a token has run out (the two clocks may disagree, so the app
   * never judges by its own). Without auto login, or when the refresh token is spent too, the
   * "Login Timeout" reaches the caller: sign in again.
   */
  async authorised<T>(call: (token: string) => Promise<T>): Promise<T> {
    const session = this.store.read();
    if (!session) throw new AppError('LOGIN_TIMEOUT');
    try {
      return await call(session.accessToken);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'LOGIN_TIMEOUT') throw error;
      return call((await this.renew(session)).accessToken);
    }
  }

  /**
   * Renews the session whose access token the service refused, once however many calls were
   * refused together: a refresh token is spent by its first use (the service rotates it), so
   * a second renewal with it would end the session. A call refused with a token already
   * renewed by another takes the new one.
   */
  private renew(session: StoredCloudSession): Promise<StoredCloudSession> {
    const current = this.store.read();
    if (current && current.accessToken !== session.accessToken) return Promise.resolve(current);
    if (this.renewing?.accessToken === session.accessToken) return this.renewing.renewed;
    const renewed = this.refreshed(session);
    this.renewing = { accessToken: session.accessToken, renewed };
    void renewed
      .catch(() => undefined)
      .finally(() => {
        if (this.renewing?.renewed === renewed) this.renewing = null;
      });
    return renewed;
  }

  private async refreshed(session: StoredCloudSession): Promise<StoredCloudSession> {
    if (!session.refreshToken) throw new AppError('LOGIN_TIMEOUT');
    const answer = await cloudRequest<TokenAnswer>(session.server, { method: 'POST', path: '/api/v1/sessions/refresh', body: { refreshToken: session.refreshToken } });
    const renewed: StoredCloudSession = { ...session, accessToken: answer.accessToken, accessExpiresAt: answer.accessExpiresAt, refreshToken: answer.refreshToken };
    this.store.write(renewed, this.store.remembered);
    return renewed;
  }

  private keep(server: string, answer: SignInAnswer, remember: boolean): CloudAccount {
    this.store.write(
      { server, email: answer.account.email, accessToken: answer.accessToken, accessExpiresAt: answer.accessExpiresAt, refreshToken: remember ? answer.refreshToken : null },
      remember,
    );
    return { ...answer.account, server };
  }
}
