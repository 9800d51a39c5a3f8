import fs from 'node:fs';
import path from 'node:path';
import type { ElectronTarget } from './electron-source.js';

/**
 * The native packages the app loads, each with the scope and name prefix of its per-platform
 * binary package. npm installs only the binaries of the machine it runs on, so an installer for
 * another system would ship code that cannot load there.
 */
const NATIVE_PACKAGES = [
  { name: 'sharp', scope: '@img', prefix: (t: ElectronTarget) => [`sharp-${t.platform}-${t.arch}`, `sharp-${t.platform}musl-${t.arch}`] },
  { name: '@napi-rs/canvas', scope: '@napi-rs', prefix: (t: ElectronTarget) => [`canvas-${t.platform}-${t.arch}`] },
] as const;

/** The binary packages missing for a target, named as npm would install them; empty when all are there. */
export function missingNativeBinaries(root: string, target: ElectronTarget): string[] {
  return NATIVE_PACKAGES.flatMap(({ name, scope, prefix }) => {
    const dir = path.join(root, 'node_modules', scope);
    const installed = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    const wanted = prefix(target);
    const present = installed.some((entry) => wanted.some((start) => entry === start || entry.startsWith(`${start}-`)));
    return present ? [] : [`${scope}/${wanted[0]}* (for ${name})`];
  });
}

/** What to do when node_modules lacks a target's binaries. */
export function missingBinariesMessage(target: ElectronTarget, missing: readonly string[]): string {
  return [
    `node_modules has no ${target.platform}-${target.arch} binaries for: ${missing.join(', ')}.`,
    'npm installs only the binaries of the system it runs on (and sharp advises against npm for',
    `multi-platform installs), so build this installer on ${target.platform} ${target.arch}, after npm install there.`,
  ].join('\n');
}
