import type { EngineContext } from '../engine/context.js';
import type { HandlerRegistry } from '../engine/registry.js';
import { PrefsStore } from './prefs-store.js';

/** prefs.get and prefs.set, over the preferences file in this platform's app-data folder. */
export function registerPrefsHandlers(registry: HandlerRegistry, context: EngineContext): void {
  const store = new PrefsStore(context.platform.appDataDir);
  registry.registerAll({
    'prefs.get': async () => store.all(),
    'prefs.set': async (entry) => {
      store.set(entry);
      return { saved: true };
    },
  });
}
