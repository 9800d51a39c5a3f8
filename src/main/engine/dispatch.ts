import { contract, isMethodName } from '../../shared/api/contract.js';
import type { Envelope } from '../../shared/api/envelope.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { HandlerRegistry } from './registry.js';

/**
 * The one entry point every transport uses: validate the argument with the contract's zod
 * schema, run the handler, and fold any failure into the closed error union.
 */
export async function dispatch(registry: HandlerRegistry, name: string, rawArg: unknown): Promise<Envelope<unknown>> {
  try {
    if (!isMethodName(name)) throw new AppError('UNKNOWN_METHOD', {}, `No such method: ${name}`);
    const handler = registry.get(name);
    if (!handler) throw new AppError('UNKNOWN_METHOD', {}, `No handler for: ${name}`);
    const parsed = contract[name].arg.safeParse(rawArg ?? {});
    if (!parsed.success) {
      throw new AppError('INVALID_ARGUMENT', {}, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    }
    const result = await (handler as (arg: unknown) => Promise<unknown>)(parsed.data);
    return { ok: true, result };
  } catch (error) {
    return { ok: false, error: AppError.from(error).toJSON() };
  }
}
