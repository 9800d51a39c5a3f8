#!/usr/bin/env node
// The `flipbook` command: runs the bundled CLI, building it first on a fresh checkout.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist', 'cli.js');
if (!fs.existsSync(cli)) {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--quiet'], { stdio: 'inherit' });
}
const { main } = await import(pathToFileURL(cli).href);
process.exitCode = await main(process.argv.slice(2));
