import type { Configuration } from 'electron-builder';
import { PACKAGED_EXTERNALS } from '../runtime-externals.mjs';
import { unusedModuleExclusions } from './packaged-modules.js';

/** The project file's extension, which the installers register with the system. */
export const PROJECT_EXTENSION = 'flipbook';

/**
 * What the packaged app reads at run time, relative to the app folder (app.asar): the Electron
 * main and preload bundles, the editor, the reader (published books and the live preview), the
 * validated template definitions, the demo book, the EXE/APP viewer, the PDF render worker,
 * the menu's locale files and the APK viewer base. Nothing from src/, tests/ or scenes/ (the
 * sources) and neither dist/cli.js nor dist/web.js, which the desktop app never runs.
 */
export const APP_FILES = [
  'package.json',
  'dist/electron/**',
  'dist/renderer/**',
  'dist/reader/**',
  'dist/templates/**',
  'dist/demo/**',
  'dist/viewer/**',
  'dist/render-worker.js',
  'locales/**/*.json',
  'assets/apk/viewer-base.apk',
] as const;

/**
 * Parts of pdfjs-dist the Node render worker never loads: the browser builds, the viewer, the
 * image decoders and the type declarations (about 20 MB). It uses legacy/build and the data
 * folders only.
 */
const PDFJS_UNUSED = ['build', 'web', 'image_decoders', 'types', 'legacy/web', 'legacy/image_decoders'].map((dir) => `!node_modules/pdfjs-dist/${dir}/**`);

/**
 * Loaded by path or as native code, which does not work from inside the asar archive: native
 * addons (any *.node, sharp with its libvips in @img, @napi-rs/canvas), WASM, pdf.js's data
 * folders, and the render worker, which a worker thread starts by its file name.
 */
export const ASAR_UNPACK = [
  '**/*.node',
  '**/node_modules/sharp/**',
  '**/node_modules/@img/**',
  '**/node_modules/@napi-rs/**',
  '**/node_modules/pdfjs-dist/wasm/**',
  '**/node_modules/pdfjs-dist/standard_fonts/**',
  '**/node_modules/pdfjs-dist/cmaps/**',
  '**/node_modules/pdfjs-dist/iccs/**',
  '**/node_modules/node-sqlite3-wasm/dist/*.wasm',
  'dist/render-worker.js',
] as const;

export interface BuilderConfigOptions {
  /** The project folder (with package.json and node_modules). */
  root: string;
  /** A local Electron release zip or folder; unset, electron-builder downloads Electron. */
  electronDist?: string;
  /** Where the installers go; release/ by default. */
  outputDir?: string;
}

/**
 * The electron-builder configuration of the installers: the app's identity, NSIS for Windows,
 * DMG for macOS and AppImage for Linux, the .flipbook association, an asar with the native
 * parts unpacked and only the node_modules the bundles leave out (decision 0244).
 */
export function desktopBuilderConfig(options: BuilderConfigOptions): Configuration {
  return {
    appId: 'com.flipbookstudio.desktop',
    productName: 'Flipbook Studio',
    copyright: `Copyright © ${new Date().getUTCFullYear()} Flipbook Studio contributors`,
    directories: { output: options.outputDir ?? 'release', buildResources: 'build' },
    files: [...APP_FILES, '!**/*.map', ...PDFJS_UNUSED, ...unusedModuleExclusions(options.root, PACKAGED_EXTERNALS)],
    asar: true,
    asarUnpack: [...ASAR_UNPACK],
    // Every native part is a prebuilt N-API binary (sharp's @img packages, @napi-rs/canvas) or
    // WASM, which Electron loads as it is; a rebuild would only fetch Electron's headers.
    npmRebuild: false,
    ...(options.electronDist === undefined ? {} : { electronDist: options.electronDist }),
    fileAssociations: [
      {
        ext: PROJECT_EXTENSION,
        name: 'Flipbook Studio project',
        description: 'Flipbook Studio project',
        mimeType: 'application/x-flipbook-project',
        role: 'Editor',
        rank: 'Owner',
      },
    ],
    win: { target: 'nsis', icon: 'icon.ico' },
    nsis: { oneClick: false, allowToChangeInstallationDirectory: true, perMachine: false, createDesktopShortcut: true, createStartMenuShortcut: true },
    mac: { target: 'dmg', icon: 'icon.icns', category: 'public.app-category.productivity' },
    // desktopName (package.json) names the .desktop entry and the window class Electron reports.
    linux: { target: 'AppImage', icon: 'icons', category: 'Office', executableName: 'flipbook-studio', syncDesktopName: true, synopsis: 'PDF to page-turning flipbooks' },
    // The generic provider makes electron-builder write the update feed (latest.yml,
    // latest-mac.yml, latest-linux.yml) beside the installers; nothing is uploaded.
    // `npm run server -- admin publish-update release/` puts a release on the cloud service, and
    // the app points electron-updater at its service URL's /updates/ at each check (decision 0238).
    publish: { provider: 'generic', url: 'http://127.0.0.1:8790/updates/' },
  };
}
