import { expect } from 'vitest';
import { AppError } from '../../../shared/errors/app-error.js';

/** Awaits a promise that must reject with an AppError of this code, and gives the error back for more checks. */
export async function expectAppError(promise: Promise<unknown>, code: string): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}
