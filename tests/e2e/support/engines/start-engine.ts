import { startChromium } from './chromium-driver.js';
import type { EngineDriver, EngineName } from './engine-driver.js';
import { startFirefox } from './firefox-driver.js';
import { startWebKit } from './webkit-driver.js';

/** Every engine the reader is tested in, in the order a cross-engine suite runs them. */
export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** Starts a browser of this engine with one tab, ready to be driven. */
export function startEngine(engine: EngineName): Promise<EngineDriver> {
  if (engine === 'chromium') return startChromium();
  if (engine === 'firefox') return startFirefox();
  return startWebKit();
}
