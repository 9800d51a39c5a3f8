import fs from 'node:fs';
import path from 'node:path';
import { findPackageRoot } from '../../../platform/reader-assets.js';

/**
 * Fake Electron runtimes with the real release layout, for tests: no download is possible
 * here, and a real runtime is 100 MB. The Windows one carries a real PE file (a small exe
 * from node_modules) so resedit can edit its resources; the Mac one a Mach-O header for
 * the requested CPU, a real Info.plist and framework links.
 */
export const FAKE_ELECTRON_VERSION = '41.7.1';

/** A small real Windows executable with a resource section, shipped in node_modules. */
export function sampleWindowsExe(): string {
  const file = path.join(findPackageRoot(), 'node_modules', 'electron-winstaller', 'vendor', '7z.exe');
  if (!fs.existsSync(file)) throw new Error(`the sample Windows executable is missing: ${file}`);
  return file;
}

function write(file: string, data: string | Buffer, mode = 0o644): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data, { mode });
}

export function buildFakeWindowsRuntime(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(sampleWindowsExe(), path.join(dir, 'electron.exe'));
  write(path.join(dir, 'resources', 'default_app.asar'), 'the sample app Electron ships');
  write(path.join(dir, 'icudtl.dat'), 'icu data');
  write(path.join(dir, 'resources.pak'), 'pak');
  write(path.join(dir, 'chrome_100_percent.pak'), 'pak');
  write(path.join(dir, 'locales', 'en-US.pak'), 'pak');
  write(path.join(dir, 'ffmpeg.dll'), 'dll');
  write(path.join(dir, 'version'), FAKE_ELECTRON_VERSION);
  write(path.join(dir, 'LICENSE'), 'MIT');
  return dir;
}

/** Electron's Info.plist, trimmed but with every kind of value the real one has. */
export const FAKE_INFO_PLIST = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>BuildMachineOSBuild</key>
	<string>22E252</string>
	<key>CFBundleDisplayName</key>
	<string>Electron</string>
	<key>CFBundleExecutable</key>
	<string>Electron</string>
	<key>CFBundleIconFile</key>
	<string>electron.icns</string>
	<key>CFBundleIdentifier</key>
	<string>com.github.Electron</string>
	<key>CFBundleInfoDictionaryVersion</key>
	<string>6.0</string>
	<key>CFBundleName</key>
	<string>Electron</string>
	<key>CFBundlePackageType</key>
	<string>APPL</string>
	<key>CFBundleShortVersionString</key>
	<string>${FAKE_ELECTRON_VERSION}</string>
	<key>CFBundleVersion</key>
	<string>${FAKE_ELECTRON_VERSION}</string>
	<key>DTSDKBuild</key>
	<string>23C53</string>
	<key>LSApplicationCategoryType</key>
	<string>public.app-category.developer-tools</string>
	<key>LSEnvironment</key>
	<dict>
		<key>MallocNanoZone</key>
		<string>0</string>
	</dict>
	<key>LSMinimumSystemVersion</key>
	<string>12.0</string>
	<key>NSAppTransportSecurity</key>
	<dict>
		<key>NSAllowsArbitraryLoads</key>
		<true/>
		<key>NSAllowsLocalNetworking</key>
		<false/>
	</dict>
	<key>NSHighResolutionCapable</key>
	<true/>
	<key>NSSupportsAutomaticGraphicsSwitching</key>
	<true/>
	<key>NSPrincipalClass</key>
	<string>AtomApplication</string>
	<key>ElectronAsarIntegrity</key>
	<dict>
		<key>Resources/default_app.asar</key>
		<dict>
			<key>algorithm</key>
			<string>SHA256</string>
			<key>hash</key>
			<string>0e2b2b3c</string>
		</dict>
	</dict>
	<key>LSUIElementCount</key>
	<integer>0</integer>
</dict>
</plist>
`;

/** The first bytes of a 64-bit Mach-O executable for x64 or arm64. */
export function machOHeader(arch: 'x64' | 'arm64'): Buffer {
  const header = Buffer.alloc(32);
  header.writeUInt32LE(0xfeedfacf, 0);
  header.writeUInt32LE(arch === 'x64' ? 0x01000007 : 0x0100000c, 4);
  header.writeUInt32LE(2, 12); // MH_EXECUTE
  return header;
}

export function buildFakeMacRuntime(dir: string, arch: 'x64' | 'arm64'): string {
  const contents = path.join(dir, 'Electron.app', 'Contents');
  write(path.join(contents, 'Info.plist'), FAKE_INFO_PLIST);
  write(path.join(contents, 'PkgInfo'), 'APPL????');
  write(path.join(contents, 'MacOS', 'Electron'), machOHeader(arch), 0o755);
  write(path.join(contents, 'Resources', 'electron.icns'), 'icns');
  write(path.join(contents, 'Resources', 'default_app.asar'), 'the sample app Electron ships');
  write(path.join(contents, 'Resources', 'en.lproj', 'locale.pak'), 'pak');
  const framework = path.join(contents, 'Frameworks', 'Electron Framework.framework');
  write(path.join(framework, 'Versions', 'A', 'Electron Framework'), machOHeader(arch), 0o755);
  write(path.join(framework, 'Versions', 'A', 'Resources', 'Info.plist'), FAKE_INFO_PLIST);
  fs.symlinkSync('A', path.join(framework, 'Versions', 'Current'));
  fs.symlinkSync('Versions/Current/Electron Framework', path.join(framework, 'Electron Framework'));
  fs.symlinkSync('Versions/Current/Resources', path.join(framework, 'Resources'));
  const helper = path.join(contents, 'Frameworks', 'Electron Helper.app', 'Contents');
  write(path.join(helper, 'MacOS', 'Electron Helper'), machOHeader(arch), 0o755);
  write(path.join(helper, 'Info.plist'), FAKE_INFO_PLIST.replaceAll('<string>Electron</string>', '<string>Electron Helper</string>'));
  write(path.join(dir, 'version'), FAKE_ELECTRON_VERSION);
  write(path.join(dir, 'LICENSE'), 'MIT');
  return dir;
}
