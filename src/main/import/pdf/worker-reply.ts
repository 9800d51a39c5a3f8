import { AppError } from '../../../shared/errors/app-error.js';
import type { WorkerReply } from './worker-protocol.js';

/** Narrows a worker reply to the expected kind; a `failed` reply becomes its AppError. */
export function expectReply<T extends WorkerReply['type']>(reply: WorkerReply, type: T): Extract<WorkerReply, { type: T }> {
  if (reply.type === type) return reply as Extract<WorkerReply, { type: T }>;
  if (reply.type === 'failed') throw new AppError(reply.code, {}, reply.detail);
  throw new AppError('PDF_CONVERSION_FAILED', {}, `render worker replied ${reply.type} where ${type} was expected`);
}
