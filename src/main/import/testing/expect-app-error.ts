import { AppError } from '../../../shared/errors/app-error.js';

/** Awaits a call that must fail, and returns its AppError (anything else fails the test). */
export async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw new Error(`expected an AppError, got ${String(error)}`);
  }
  throw new Error('expected the call to fail, but it succeeded');
}
