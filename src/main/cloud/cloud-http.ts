import { AppError } from '../../shared/errors/app-error.js';

/** How long the app waits for the service before it says "Network Error!". */
export const CLOUD_REQUEST_TIMEOUT_MS = 30_000;

export interface CloudRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: object;
  token?: string;
}

/**
 * One call to the cloud service's API. An answer that carries an error becomes that AppError
 * (the service speaks the app's error catalogue); no answer at all, or a cut connection, is
 * NETWORK ("Network Error!"); an answer that is not the service's JSON is UNKNOWN.
 */
export async function cloudRequest<T>(server: string, request: CloudRequest): Promise<T> {
  let response: Response;
  try {
    response = await fetch(new URL(request.path, server), {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body ? { 'content-type': 'application/json' } : {}),
        ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      },
      ...(request.body ? { body: JSON.stringify(request.body) } : {}),
      redirect: 'error',
      signal: AbortSignal.timeout(CLOUD_REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new AppError('NETWORK', {}, error instanceof Error ? `${request.method} ${request.path}: ${error.message}` : undefined);
  }
  if (response.status === 204) return undefined as T;
  let payload: unknown;
  try {
    payload = await response.json();
  } catch (error) {
    throw new AppError(response.ok ? 'UNKNOWN' : 'NETWORK', {}, `${request.method} ${request.path}: HTTP ${response.status}, not JSON (${error instanceof Error ? error.message : ''})`);
  }
  if (!response.ok || (typeof payload === 'object' && payload !== null && 'error' in payload)) {
    const wire = typeof payload === 'object' && payload !== null && 'error' in payload ? (payload as { error: unknown }).error : null;
    throw wire ? AppError.fromJSON(wire) : new AppError('UNKNOWN', {}, `HTTP ${response.status}`);
  }
  return payload as T;
}
