#!/usr/bin/env node
// The `flipbook` command: runs the bundled CLI, building it first on a fresh checkout.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { needsAllocatorRestart, withAllocatorTuning } from './allocator-env.js';

if (needsAllocatorRestart(process.env, process.platform)) {
  // Started again with the allocator tuning (see allocator-env.js); the variable it sets
  // makes the second start run the CLI itself, so this never loops.
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: withAllocatorTuning(process.env),
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(signal === null ? (code ?? 0) : 1));
} else {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const cli = path.join(root, 'dist', 'cli.js');
  if (!fs.existsSync(cli)) {
    execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--quiet'], { stdio: 'inherit' });
  }
  const { main } = await import(pathToFileURL(cli).href);
  process.exitCode = await main(process.argv.slice(2));
}
