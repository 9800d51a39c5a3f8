import { APP_VERSION_PATTERN, type RuntimeTarget } from '../../shared/api/desktop-api.js';
import type { FlipbookClient } from '../../shared/api/client.js';
import type { PublishCommand } from './publish-format.js';

/** Options EXE and APP share; --icon and --runtime are paths, resolved when parsed. */
export const DESKTOP_SHARED_VALUES = ['icon', 'app-version', 'runtime'] as const;
export const DESKTOP_PATH_VALUES = ['icon', 'runtime'] as const;

export const DESKTOP_SHARED_USAGE = `  --icon <image.png>    the app icon (default: the first page)
  --app-version <1.0.0> the version shown in the app's properties (1 to 4 numbers)
  --runtime <folder|zip> an Electron runtime from disk (offline); otherwise the cached one,
                        downloaded once from Electron's releases when missing`;

/** The checks EXE and APP share, before any work starts. */
export function checkDesktopShared(command: PublishCommand): string | null {
  if (!command.output.toLowerCase().endsWith('.zip')) return `-o must be a .zip file for --format ${command.format}`;
  const version = command.values['app-version'];
  if (version !== undefined && !APP_VERSION_PATTERN.test(version)) return `--app-version must be 1 to 4 numbers separated by dots, not "${version}"`;
  return null;
}

/** With --runtime, caches the chosen runtime first, so the publish finds it without a download. */
export async function useRuntimeOption(client: FlipbookClient, command: PublishCommand, target: RuntimeTarget): Promise<void> {
  const runtime = command.values.runtime;
  if (runtime !== undefined) await client.call('runtime.useLocal', { target, path: runtime });
}

/** The values both formats pass through as they are. */
export function sharedDesktopArgs(command: PublishCommand): { iconPath?: string; appVersion?: string } {
  const { icon, 'app-version': appVersion } = command.values;
  return { ...(icon !== undefined ? { iconPath: icon } : {}), ...(appVersion !== undefined ? { appVersion } : {}) };
}
