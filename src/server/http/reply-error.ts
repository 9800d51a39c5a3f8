import type { FastifyReply } from 'fastify';
import { AppError } from '../../shared/errors/app-error.js';
import type { ErrorCode } from '../../shared/errors/error-codes.js';

/** The HTTP status each error travels with; anything else a client got wrong is a 400. */
const STATUS: Partial<Record<ErrorCode, number>> = {
  UNAUTHORIZED: 401,
  LOGIN_TIMEOUT: 401,
  LOGIN_INCORRECT: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  UPLOAD_NEEDS_PLAN: 403,
  BOOK_UPLOAD_OVER_LIMIT: 403,
  ACCOUNT_EXISTS: 409,
  UPLOAD_INCOMPLETE: 409,
  UPLOAD_FAILED: 409,
  LOGIN_THROTTLED: 429,
  LICENCE_CODE_ERROR: 404,
  LICENCE_REGISTER_FAIL_2: 404,
  LICENCE_REVOKED: 403,
  LICENCE_CODE_EXPIRED: 403,
  LICENCE_ACTIVATION_LIMIT: 409,
  LICENCE_CODE_USED: 409,
  UNKNOWN: 500,
};

/** The HTTP status an error travels with (the account pages answer their forms with it too). */
export function statusOf(error: AppError): number {
  return STATUS[error.code] ?? 400;
}

/**
 * Sends an error in the same wire form every transport of the app uses ({error: {code,
 * messageKey, message, params}}), so the app shows the spec's message in the user's language.
 * Anything that is not an AppError is logged and reported as UNKNOWN, never as a stack trace.
 */
export function replyError(reply: FastifyReply, error: unknown): FastifyReply {
  const appError = error instanceof AppError ? error : new AppError('UNKNOWN');
  if (!(error instanceof AppError)) reply.log.error({ err: error }, 'unexpected error');
  const { detail: _detail, ...wire } = appError.toJSON();
  return reply.code(statusOf(appError)).send({ error: wire });
}
