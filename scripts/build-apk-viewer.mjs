// Rebuilds assets/apk/viewer-base.apk, the unsigned Android viewer that `publish.apk`
// patches and signs. The APK is committed, so publishing needs no Java; run this script
// (npm run build:apk-viewer) only after changing android/viewer or android/icon.svg.
// Needs Debian's apktool (which brings Java and aapt): node scripts/ensure-test-tools.mjs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'android', 'viewer');
const iconSvg = path.join(root, 'android', 'icon.svg');
const target = path.join(root, 'assets', 'apk', 'viewer-base.apk');

/** Launcher icon sizes per density bucket (Android's 48 dp at each density). */
const ICON_SIZES = { mdpi: 48, hdpi: 72, xhdpi: 96, xxhdpi: 144, xxxhdpi: 192 };

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-apk-viewer-'));
try {
  const project = path.join(work, 'viewer');
  fs.cpSync(source, project, { recursive: true });
  const svg = fs.readFileSync(iconSvg);
  for (const [density, size] of Object.entries(ICON_SIZES)) {
    const dir = path.join(project, 'res', `mipmap-${density}`);
    fs.mkdirSync(dir, { recursive: true });
    await sharp(svg, { density: 72 * (size / 192) * 4 }).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(dir, 'ic_launcher.png'));
  }
  const built = path.join(work, 'viewer-base.apk');
  // A private framework folder, so the build never depends on what another apktool run left.
  const frameworks = path.join(work, 'framework');
  const result = spawnSync('apktool', ['--frame-path', frameworks, 'build', project, '--output', built], { stdio: 'inherit' });
  if (result.error !== undefined || result.status !== 0) {
    console.error('apktool build failed. Install the Android tools with: node scripts/ensure-test-tools.mjs');
    process.exit(1);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(built, `${target}.tmp`);
  fs.renameSync(`${target}.tmp`, target);
  console.log(`Wrote ${path.relative(root, target)} (${fs.statSync(target).size} bytes)`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
