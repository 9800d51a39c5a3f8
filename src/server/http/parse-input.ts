import type { z } from 'zod';
import { AppError } from '../../shared/errors/app-error.js';

/** Validates what a request carries against the route's zod schema; a mismatch is "Request Error". */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('INVALID_ARGUMENT', {}, parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  return parsed.data;
}
