import path from 'node:path';
import type { Edition } from '../../shared/domain/edition.js';
import type { EngineContext } from '../engine/context.js';
import type { HandlerRegistry } from '../engine/registry.js';
import { editionPolicyFor } from '../import/page-policy.js';
import { honoursTestSwitches } from './build-kind.js';
import { LicenceKeeper } from './licence-keeper.js';
import { machineFingerprint } from './machine-fingerprint.js';
import { trustedLicenceKeys } from './trusted-keys.js';

/** How a host runs: its environment (for the development build's test switches) and whether it is a packaged app. */
export interface LicensingOptions {
  env: Record<string, string | undefined>;
  packaged: boolean;
  defaultServer: string;
  /** An edition fixed by the engine's creator (tests of the domains, a batch task); null: the licence decides. */
  fixedEdition?: Edition | null;
}

/** The suite's edition switch, in a development build only. */
function forcedEdition(options: LicensingOptions): Edition | null {
  if (options.fixedEdition) return options.fixedEdition;
  if (!honoursTestSwitches(options.packaged)) return null;
  const value = options.env.FLIPBOOK_TEST_EDITION?.trim().toLowerCase();
  return value === 'trial' || value === 'registered' ? value : null;
}

/**
 * Registration's methods, and the edition the engine runs as: a fresh install is a trial; a
 * licence that verifies makes it registered. Resolves once the stored licence has been read,
 * so no host serves a call before it knows its edition.
 */
export function registerLicenceHandlers(registry: HandlerRegistry, context: EngineContext, options: LicensingOptions): { ready: Promise<void>; dispose(): void } {
  // Aborted when the engine is disposed, so the background check never holds a closing host.
  const closing = new AbortController();
  const keeper = openKeeper(context, options, closing.signal);
  registry.registerAll({
    'licence.status': async () => ({ status: (await keeper).status() }),
    'licence.activate': async (arg) => ({ status: await (await keeper).activate(arg.code, arg.server) }),
    'licence.deactivate': async () => ({ status: await (await keeper).deactivate() }),
    'licence.install': async (arg) => ({ status: await (await keeper).install(arg.path) }),
    'licence.check': async () => ({ status: await (await keeper).check() }),
  });
  return { ready: keeper.then(() => undefined), dispose: () => closing.abort() };
}

/** The keeper, once this machine's fingerprint is known and the stored licence has been read. */
async function openKeeper(context: EngineContext, options: LicensingOptions, closing: AbortSignal): Promise<LicenceKeeper> {
  const folder = path.join(context.platform.appDataDir, 'licence');
  const testMachine = honoursTestSwitches(options.packaged) ? options.env.FLIPBOOK_TEST_MACHINE_ID?.trim() || null : null;
  const keeper = new LicenceKeeper({
    folder,
    fingerprint: await machineFingerprint(folder, testMachine),
    trustedKeys: trustedLicenceKeys(options.env, options.packaged),
    defaultServer: options.defaultServer,
    forcedEdition: forcedEdition(options),
    onChange: (status) => {
      context.editionPolicy = editionPolicyFor(status.edition);
      context.events.emit('licence.changed', status);
    },
  });
  await keeper.load();
  void keeper.checkIfDue(closing);
  return keeper;
}
