/** What is bundled (an entry relative to root) and where the bundle goes. */
export interface ServerBundleTarget {
  root: string;
  entry: string;
  outfile: string;
}

/** V8 flags the service's process must be started with (package.json's `server` script has the same). */
export const SERVICE_NODE_FLAGS: readonly string[];

/** The service's bundle: src/server/main.ts into dist-server/main.js. */
export const SERVER_TARGET: ServerBundleTarget;

/** Whether the bundle on disk was built from the files as they are now. */
export function serverBundleIsFresh(target?: ServerBundleTarget): boolean;

/** Builds the bundle, its source map and the list of its inputs. */
export function buildServerBundle(target?: ServerBundleTarget): Promise<void>;

/** The bundle's path, after building it if it is missing or stale. */
export function freshServerBundle(target?: ServerBundleTarget): Promise<string>;
