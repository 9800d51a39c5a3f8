import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountSummary } from '../accounts/account-summary.js';
import type { ServerContext } from '../server-context.js';
import type { SafeHtml } from './html.js';

/** What a section of the account page is given: the account, and the request and reply (for form tokens). */
export interface AccountSectionInput {
  ctx: ServerContext;
  summary: AccountSummary;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** One part of the account page; null leaves it out. */
export type AccountSection = (input: AccountSectionInput) => SafeHtml | null | Promise<SafeHtml | null>;
