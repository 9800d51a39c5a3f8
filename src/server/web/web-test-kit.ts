import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Mail } from '../accounts/mailer.js';
import { buildApiApp } from '../http/api-app.js';
import type { Clock, ServerContext } from '../server-context.js';
import { openDatabase } from '../store/database.js';
import { temporaryFolderStorage } from '../testing/test-context.js';
import { CSRF_FIELD } from './web-security.js';
import { newSigner } from '../licences/signing-key.js';

/**
 * A small browser for the page tests: it keeps the cookies the pages set (dropping cleared
 * ones), remembers the form token of the last page it saw, and posts forms with it.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  /** The hidden CSRF field of the last page with a form. */
  formToken: string | null = null;

  constructor(private readonly app: FastifyInstance) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const token = new RegExp(`name="${CSRF_FIELD}" value="([^"]+)"`).exec(response.body)?.[1];
    if (token !== undefined) this.formToken = token;
    return response;
  }

  async get(url: string): Promise<LightMyRequestResponse> {
    return this.keep(await this.app.inject({ method: 'GET', url, headers: { cookie: this.cookieHeader() } }));
  }

  /** Posts a form as the page would: with the last page's token unless the fields say otherwise. */
  async post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const form = new URLSearchParams({ ...(this.formToken === null ? {} : { [CSRF_FIELD]: this.formToken }), ...fields });
    return this.keep(
      await this.app.inject({
        method: 'POST',
        url,
        payload: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: this.cookieHeader(), ...headers },
      }),
    );
  }
}

/** The set-cookie header lines of a response. */
export function setCookieLines(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
}

/** A service for one test file: an in-memory database, a mailer that keeps its mails, and the account origin; the clock may be a test's. */
export async function openTestService(options: { clock?: Clock } = {}): Promise<{ ctx: ServerContext; mails: Mail[]; app: FastifyInstance; close(): Promise<void> }> {
  const mails: Mail[] = [];
  const ctx: ServerContext = {
    db: await openDatabase({ kind: 'memory' }),
    clock: options.clock ?? (() => new Date()),
    mailer: {
      send(mail) {
        mails.push(mail);
        return Promise.resolve();
      },
    },
    storage: temporaryFolderStorage(),
    publicUrl: 'http://127.0.0.1:1',
    scryptCost: 1024,
    licenceSigner: newSigner(),
  };
  const app = await buildApiApp(ctx);
  return {
    ctx,
    mails,
    app,
    async close() {
      await app.close();
      await ctx.db.destroy();
    },
  };
}
