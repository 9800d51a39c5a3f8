import { AppError } from '../../src/shared/errors/app-error.js';

/** What a call ended with: 'ok', or the code of the AppError it threw (anything else is rethrown). */
export async function errorCodeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}
