import type { Handlers, MethodName } from '../../shared/api/contract.js';

/**
 * Collects the handlers each domain registers. Registering a name twice is a programming
 * error and throws at start-up, so two domains can never silently shadow each other.
 */
export class HandlerRegistry {
  private readonly handlers = new Map<MethodName, Handlers[MethodName]>();

  register<K extends MethodName>(name: K, handler: Handlers[K]): void {
    if (this.handlers.has(name)) throw new Error(`Handler already registered: ${name}`);
    this.handlers.set(name, handler as Handlers[MethodName]);
  }

  registerAll(handlers: Partial<Handlers>): void {
    for (const [name, handler] of Object.entries(handlers) as [MethodName, Handlers[MethodName]][]) {
      this.register(name, handler);
    }
  }

  get<K extends MethodName>(name: K): Handlers[K] | undefined {
    return this.handlers.get(name) as Handlers[K] | undefined;
  }

  names(): MethodName[] {
    return [...this.handlers.keys()];
  }
}
