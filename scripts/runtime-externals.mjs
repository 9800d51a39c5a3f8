// The packages the Node bundles leave out (scripts/build.mjs) and which of them the packaged
// desktop app still loads from its node_modules (scripts/installers/): one list for both, so a new
// external cannot be bundled out and then left out of the installers.

/** Loaded from node_modules at run time: native code, WASM, a worker or data files of their own. */
export const PACKAGED_EXTERNALS = ['sharp', 'pdfjs-dist', '@napi-rs/canvas', 'node-sqlite3-wasm', 'electron-updater', 'yazl'];

/**
 * Everything the bundles leave out: the packaged ones, Electron itself, its built-in
 * original-fs (which @electron/asar asks for inside Electron) and playwright-core, which only
 * tests and benchmarks load.
 */
export const BUNDLE_EXTERNALS = [...PACKAGED_EXTERNALS, 'electron', 'original-fs', 'playwright-core'];
