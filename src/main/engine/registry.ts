import type { Handlers, MethodName } from '../../shared/api/contract.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { BusyProbe, MethodPolicy } from './method-policy.js';

const NOTHING_RUNS: BusyProbe = { running: null };

/**
 * Collects the handlers each domain registers, each with its policy. Registering a name
 * twice is a programming error and throws at start-up, so two domains can never silently
 * shadow each other. `get` hands out the handler wrapped in its policy.
 */
export class HandlerRegistry {
  private readonly handlers = new Map<MethodName, { handler: Handlers[MethodName]; policy: MethodPolicy }>();

  /** `jobs` tells which exclusive job runs, for the methods that refuse to run beside one. */
  constructor(private readonly jobs: BusyProbe = NOTHING_RUNS) {}

  register<K extends MethodName>(name: K, handler: Handlers[K], policy: MethodPolicy = {}): void {
    if (this.handlers.has(name)) throw new Error(`Handler already registered: ${name}`);
    this.handlers.set(name, { handler: handler as Handlers[MethodName], policy });
  }

  /** Registers several handlers that share one policy. */
  registerAll(handlers: Partial<Handlers>, policy: MethodPolicy = {}): void {
    for (const [name, handler] of Object.entries(handlers) as [MethodName, Handlers[MethodName]][]) {
      this.register(name, handler, policy);
    }
  }

  get<K extends MethodName>(name: K): Handlers[K] | undefined {
    const entry = this.handlers.get(name);
    if (entry === undefined) return undefined;
    if (entry.policy.refuseWhileBusy !== true) return entry.handler as Handlers[K];
    const { handler } = entry;
    return (async (arg: never) => {
      const running = this.jobs.running;
      if (running !== null) throw new AppError('BUSY', {}, `${running} is running`);
      return (handler as (arg: never) => Promise<unknown>)(arg);
    }) as unknown as Handlers[K];
  }

  policy(name: MethodName): MethodPolicy {
    return this.handlers.get(name)?.policy ?? {};
  }

  names(): MethodName[] {
    return [...this.handlers.keys()];
  }
}
