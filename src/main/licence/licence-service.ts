import { AppError } from '../../shared/errors/app-error.js';
import { LicenceEnvelopeSchema, type LicenceEnvelope } from '../../shared/licence/licence-document.js';

/** How long a registration call may take before it counts as a network error. */
const LICENCE_REQUEST_TIMEOUT_MS = 30_000;

/**
 * One call to the licence API. No answer is a network error (9); an answer that is not the
 * service's (a proxy's page, a 5xx, a crash) is "server connection failed" (10); the service's
 * own refusals (401–407, 106, 108) come through as they are.
 */
async function licenceCall(server: string, path: string, body: object, stop?: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(new URL(path, server), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: stop === undefined ? AbortSignal.timeout(LICENCE_REQUEST_TIMEOUT_MS) : AbortSignal.any([AbortSignal.timeout(LICENCE_REQUEST_TIMEOUT_MS), stop]),
    });
  } catch (error) {
    throw new AppError('LICENCE_NETWORK', {}, `${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (response.status === 204) return null;
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new AppError('LICENCE_SERVER_FAILED', {}, `${path}: HTTP ${response.status}, not JSON`);
  }
  const wire = typeof payload === 'object' && payload !== null && 'error' in payload ? (payload as { error: unknown }).error : null;
  if (wire !== null) {
    const error = AppError.fromJSON(wire);
    // Only the licence answers are the service's word; anything else means it could not serve us.
    if (response.status >= 500 || !/^LICENCE_|^REGISTRATION_/.test(error.code)) throw new AppError('LICENCE_SERVER_FAILED', {}, `${path}: HTTP ${response.status} ${error.code}`);
    throw error;
  }
  if (!response.ok) throw new AppError('LICENCE_SERVER_FAILED', {}, `${path}: HTTP ${response.status}`);
  return payload;
}

/** Online registration: the code and this machine's fingerprint, answered with a signed licence. */
export async function requestActivation(server: string, code: string, fingerprint: string): Promise<LicenceEnvelope> {
  const payload = await licenceCall(server, '/api/v1/licences/activations', { code, fingerprint });
  const parsed = LicenceEnvelopeSchema.safeParse((payload as { licence?: unknown } | null)?.licence);
  if (!parsed.success) throw new AppError('LICENCE_SERVER_FAILED', {}, 'the answer held no licence');
  return parsed.data;
}

export interface ActivationRef {
  code: string;
  activationId: string;
  fingerprint: string;
}

/** Frees this machine's activation. */
export async function requestDeactivation(server: string, ref: ActivationRef): Promise<void> {
  await licenceCall(server, '/api/v1/licences/deactivations', ref);
}

/** Asks whether the licence still stands: throws 108, 407 or 405 when it does not. `stop` abandons the question. */
export async function requestCheck(server: string, ref: ActivationRef, stop?: AbortSignal): Promise<void> {
  await licenceCall(server, '/api/v1/licences/checks', ref, stop);
}
