// Launches the desktop app with Electron's binary, fetching it once if the install skipped it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withAllocatorTuning } from '../bin/allocator-env.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));

const NOT_INSTALLED =
  'Electron\'s binary is not installed and could not be downloaded (no internet); run "node node_modules/electron/install.js" ' +
  'where the internet is reachable, or use "npm run web" to open the editor in your browser.';

/** The binary path the electron package reports, or null when its download never happened. */
function electronBinary() {
  try {
    // The package's main throws when its postinstall download did not run.
    delete require.cache[require.resolve('electron')];
    const binary = require('electron');
    return typeof binary === 'string' && fs.existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

let binary = electronBinary();
if (binary === null) {
  const installer = path.join(root, 'node_modules', 'electron', 'install.js');
  if (fs.existsSync(installer)) {
    console.log('Electron\'s binary is missing; trying to download it once…');
    // The installer's own stack trace would bury the one sentence that matters below.
    spawnSync(process.execPath, [installer], { cwd: root, stdio: 'ignore' });
    binary = electronBinary();
  }
}
if (binary === null) {
  console.error(NOT_INSTALLED);
  process.exit(1);
}

// ELECTRON_RUN_AS_NODE in the environment would start a plain Node instead of the app.
const env = withAllocatorTuning(process.env);
delete env.ELECTRON_RUN_AS_NODE;
const child = spawn(binary, ['.', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal === null ? (code ?? 0) : 1));
