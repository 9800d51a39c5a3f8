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
  // The IPC channel is the child's line to this process: it closes when this one dies, even by
  // kill -9, which no signal handler here can pass on.
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: withAllocatorTuning(process.env),
  });
  // Ctrl+C in a terminal reaches every process of the group, the child included: passing it
  // on as well would count as a second Ctrl+C, which quits without cleaning up. Without a
  // terminal (kill -INT from a script) only this process gets it, so it is passed on.
  const attached = process.stdin.isTTY === true || process.stderr.isTTY === true;
  process.on('SIGINT', () => {
    if (!attached) child.kill('SIGINT');
  });
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(signal === null ? (code ?? 0) : 1));
} else {
  if (process.channel !== undefined) {
    // Started by the launcher above: when it is gone, nobody waits for this run, so it stops as
    // SIGTERM stops it (a running job is cancelled and its partial output removed). The channel
    // must not keep the process alive by itself once the command is done.
    process.channel.unref();
    process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const cli = path.join(root, 'dist', 'cli.js');
  if (!fs.existsSync(cli)) {
    execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--quiet'], { stdio: 'inherit' });
  }
  const { main } = await import(pathToFileURL(cli).href);
  process.exitCode = await main(process.argv.slice(2));
}
