import fs from 'node:fs';
import path from 'node:path';

interface Manifest {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function readManifest(dir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** Node's lookup: the nearest node_modules/<name> from `fromDir` up to the project root. */
function resolvePackageDir(root: string, fromDir: string, name: string): string | null {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (path.basename(dir) !== 'node_modules' && fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || path.dirname(dir) === dir) return null;
  }
}

/**
 * The installed packages the packaged app loads: the given externals and everything they
 * depend on, as folders relative to the project root (`node_modules/sharp`,
 * `node_modules/@img/sharp-linux-x64`, ...). Optional and peer dependencies count when they
 * are installed (sharp's and @napi-rs/canvas's binaries are optional dependencies); a missing
 * required one is an error, since the app would fail to load it.
 */
export function packagedModuleDirs(root: string, externals: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (fromDir: string, name: string, required: boolean, wantedBy: string) => {
    const dir = resolvePackageDir(root, fromDir, name);
    if (dir === null) {
      if (required) throw new Error(`${name} (needed by ${wantedBy}) is not installed: run npm install`);
      return;
    }
    const relative = path.relative(root, dir).split(path.sep).join('/');
    if (found.has(relative)) return;
    found.add(relative);
    const manifest = readManifest(dir);
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dir, dep, true, name);
    for (const dep of Object.keys({ ...manifest.optionalDependencies, ...manifest.peerDependencies })) visit(dir, dep, false, name);
  };
  for (const name of externals) visit(root, name, true, 'the app');
  return [...found].sort();
}

/** The top-level package names in node_modules (`sharp`, `@img/sharp-linux-x64`, ...). */
export function installedTopLevelPackages(root: string): string[] {
  const modules = path.join(root, 'node_modules');
  const names: string[] = [];
  for (const entry of fs.readdirSync(modules)) {
    if (entry.startsWith('.')) continue;
    if (entry.startsWith('@')) {
      for (const scoped of fs.readdirSync(path.join(modules, entry))) names.push(`${entry}/${scoped}`);
    } else {
      names.push(entry);
    }
  }
  return names.sort();
}

/**
 * `files` patterns that leave out every top-level package the app does not load. The bundles
 * in dist/ already hold the rest (React, zod, i18next, ...) and the cloud service's packages
 * (fastify, pg, pglite, the AWS SDK, ...) never run in the desktop app; without these patterns
 * electron-builder would copy every production dependency into the asar.
 */
export function unusedModuleExclusions(root: string, externals: readonly string[]): string[] {
  const kept = new Set(packagedModuleDirs(root, externals).filter((dir) => dir.split('/node_modules/').length === 1).map((dir) => dir.slice('node_modules/'.length)));
  return installedTopLevelPackages(root)
    .filter((name) => !kept.has(name))
    .map((name) => `!node_modules/${name}/**`);
}
