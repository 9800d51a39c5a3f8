// Builds the desktop installers: `npm run dist:win|dist:mac|dist:linux` (after `npm run build`).
// Options: --dir (the unpacked app only, no installer), --x64 / --arm64 (default: this
// machine's), --electron-dist PATH or FLIPBOOK_ELECTRON_DIST (a local Electron release zip or
// folder), --out DIR (default release/). See docs/decisions/0244-desktop-installers.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Arch, build, Platform } from 'electron-builder';
import { installedElectronVersion } from '../../src/main/publish/desktop/runtime-target.js';
import { writeAppIcons } from './app-icons.js';
import { desktopBuilderConfig } from './builder-config.js';
import { chooseElectronSource, localElectronPath, type ElectronTarget } from './electron-source.js';
import { missingBinariesMessage, missingNativeBinaries } from './native-binaries.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const argv = process.argv.slice(2);

/** The installer each system gets, by the flag that asks for it. */
const PLATFORMS = {
  '--win': { platform: Platform.WINDOWS, electron: 'win32', installer: 'nsis' },
  '--mac': { platform: Platform.MAC, electron: 'darwin', installer: 'dmg' },
  '--linux': { platform: Platform.LINUX, electron: 'linux', installer: 'AppImage' },
} as const;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function chosenPlatform() {
  const flags = Object.keys(PLATFORMS).filter((flag) => argv.includes(flag)) as (keyof typeof PLATFORMS)[];
  if (flags.length !== 1) fail('Name one system: --win, --mac or --linux (npm run dist:win, dist:mac or dist:linux).');
  return PLATFORMS[flags[0]!];
}

function chosenArch(): ElectronTarget['arch'] {
  if (argv.includes('--arm64')) return 'arm64';
  if (argv.includes('--x64')) return 'x64';
  if (process.arch === 'arm64' || process.arch === 'x64') return process.arch;
  return fail(`Electron has no build for this machine's ${process.arch}; add --x64 or --arm64.`);
}

function optionValue(flag: string): string | undefined {
  const at = argv.indexOf(flag);
  return at >= 0 ? argv[at + 1] : undefined;
}

async function main(): Promise<void> {
  const chosen = chosenPlatform();
  const target: ElectronTarget = { platform: chosen.electron, arch: chosenArch() };
  if (!fs.existsSync(path.join(root, 'dist', 'electron', 'main.cjs'))) fail('dist/ is not built: run npm run build first.');

  const missing = missingNativeBinaries(root, target);
  if (missing.length > 0) fail(missingBinariesMessage(target, missing));

  const local = localElectronPath(argv, process.env, process.cwd());
  const source = await chooseElectronSource({ local, version: installedElectronVersion(), target, env: process.env });

  // Drawn from the project's own artwork at every build, so the icons always match it.
  await writeAppIcons(path.join(root, 'android', 'icon.svg'), path.join(root, 'build'));

  const outputDir = optionValue('--out');
  const config = desktopBuilderConfig({ root, ...(source.kind === 'local' ? { electronDist: source.path } : {}), ...(outputDir === undefined ? {} : { outputDir: path.resolve(outputDir) }) });
  const installer = argv.includes('--dir') ? 'dir' : chosen.installer;
  const files = await build({ projectDir: root, config, targets: chosen.platform.createTarget(installer, Arch[target.arch]) });
  console.log(installer === 'dir' ? `Unpacked app written to ${config.directories!.output}/` : `Written:\n${files.map((file) => `  ${file}`).join('\n')}`);
}

/** Network failures: electron-builder fetches its installer tools (NSIS, AppImage) on first use. */
const OFFLINE = /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ENETUNREACH|fetch failed/;

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  if (!OFFLINE.test(message)) fail(message);
  fail(`${message}\nelectron-builder downloads the installer tools (NSIS, AppImage, and Electron unless --electron-dist gives it) from GitHub the first time and could not reach it.\nBuild the installer where the internet is reachable, or add --dir for the unpacked app only.`);
});
