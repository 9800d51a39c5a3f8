import { z } from 'zod';
import { ERROR_CATALOGUE, isErrorCode, type ErrorCode } from './error-codes.js';
import { ENGLISH_ERROR_MESSAGES } from './english-messages.js';

/** Values substituted into %name% placeholders of a message. */
export type ErrorParams = Record<string, string | number>;

/** The wire form of an error: what every transport sends when a call fails. */
export const SerializedErrorSchema = z.object({
  code: z.string(),
  messageKey: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  detail: z.string().optional(),
});
export type SerializedError = z.infer<typeof SerializedErrorSchema>;

export function fillPlaceholders(template: string, params: ErrorParams): string {
  return template.replace(/%(\w+)%/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * The only error type that crosses a boundary. Anything else thrown by a handler is
 * wrapped as UNKNOWN (or the caller's fallback code) so users never see a stack trace.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParams;
  /** Technical detail for logs; never shown as the headline. */
  readonly detail: string | undefined;

  constructor(code: ErrorCode, params: ErrorParams = {}, detail?: string) {
    super(fillPlaceholders(ENGLISH_ERROR_MESSAGES[code], params));
    this.name = 'AppError';
    this.code = code;
    this.params = params;
    this.detail = detail;
  }

  get messageKey(): string {
    return ERROR_CATALOGUE[this.code];
  }

  toJSON(): SerializedError {
    const out: SerializedError = {
      code: this.code,
      messageKey: this.messageKey,
      message: this.message,
      params: this.params,
    };
    if (this.detail !== undefined) out.detail = this.detail;
    return out;
  }

  static fromJSON(value: unknown): AppError {
    const parsed = SerializedErrorSchema.safeParse(value);
    if (!parsed.success || !isErrorCode(parsed.data.code)) return new AppError('UNKNOWN');
    return new AppError(parsed.data.code, parsed.data.params, parsed.data.detail);
  }

  /** Wraps anything thrown into an AppError, keeping AppErrors as they are. */
  static from(error: unknown, fallback: ErrorCode = 'UNKNOWN'): AppError {
    if (error instanceof AppError) return error;
    const detail = error instanceof Error ? error.message : String(error);
    return new AppError(fallback, {}, detail);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
