/** Loaded from node_modules at run time: native code, WASM, a worker or data files of their own. */
export const PACKAGED_EXTERNALS: readonly string[];

/** Everything the bundles leave out: the packaged ones, electron, original-fs and playwright-core. */
export const BUNDLE_EXTERNALS: readonly string[];
