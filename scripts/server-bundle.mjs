// The cloud service runs from one esbuild bundle of src/server/main.ts, not through tsx: tsx's
// loader thread (its own V8 heap) and its transform of every TypeScript file at start cost the
// service about 50 MB of resident memory (docs/decisions/0269). `npm run server` and the
// service processes of the tests and the benchmark (tests/support/cloud-process.ts) all start
// scripts/server.mjs, which builds the bundle here whenever it is missing or stale.
//
// Fresh means: the bundle's first line carries a digest of every file it was built from (the
// esbuild metafile's inputs, listed beside it, and the build's own scripts), and that digest,
// taken again over the same files now, is the same. Contents are hashed, not dates compared, so
// a checkout that keeps a file's size and date cannot leave an old bundle in place.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_EXTERNALS } from './runtime-externals.mjs';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * V8 flags the service's process must be started with (package.json's `server` script has the
 * same; a test holds them together). The young generation's two semi-spaces grow to 16 MB each
 * by default, all of it resident once a burst of requests has passed through; 2 MB each costs
 * more frequent scavenges, which the listing benchmark did not show in the service's CPU.
 */
export const SERVICE_NODE_FLAGS = ['--max-semi-space-size=2'];

/** The service's bundle: what is bundled, from where, and where it goes. */
export const SERVER_TARGET = { root: repository, entry: 'src/server/main.ts', outfile: path.join(repository, 'dist-server', 'main.js') };

/** What the build depends on beyond the bundled files: these scripts (esbuild's options, the externals) and the TypeScript settings. */
const BUILD_FILES = ['scripts/server-bundle.mjs', 'scripts/runtime-externals.mjs', 'tsconfig.json'].map((file) => path.join(repository, file));
const DIGEST_MARK = '// flipbook-server-inputs ';
/** Replaced after the build by the digest, which has the same length, so the source map's lines stay right. */
const DIGEST_PLACEHOLDER = '0'.repeat(64);

// PGlite finds its WASM and data files beside its own module, and pg loads pg-native on demand:
// both stay in node_modules, with the packages the app's bundles leave out.
const external = [...BUNDLE_EXTERNALS, '@electric-sql/pglite', 'pg'];

const inputsFileOf = (target) => target.outfile.replace(/\.js$/, '.inputs.json');

const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

/**
 * sha256 over the files' paths and contents (inputs relative to the target's root), each read
 * now unless `seen` holds the hash of what the build read; null when one of them is gone.
 */
function digestOf(target, inputs, seen = new Map()) {
  const digest = crypto.createHash('sha256');
  const files = [...new Set([...inputs.map((file) => path.join(target.root, file)), ...BUILD_FILES])].sort();
  for (const file of files) {
    let hash = seen.get(file);
    if (hash === undefined) {
      try {
        hash = sha256(fs.readFileSync(file));
      } catch {
        return null;
      }
    }
    digest.update(`${path.relative(target.root, file)}\0${hash}\n`);
  }
  return digest.digest('hex');
}

/** The digest the bundle on disk was built with, or null when there is none. */
function builtDigest(target) {
  let head;
  try {
    const handle = fs.openSync(target.outfile, 'r');
    try {
      const buffer = Buffer.alloc(DIGEST_MARK.length + DIGEST_PLACEHOLDER.length);
      head = buffer.subarray(0, fs.readSync(handle, buffer, 0, buffer.length, 0)).toString('utf8');
    } finally {
      fs.closeSync(handle);
    }
  } catch {
    return null;
  }
  return head.startsWith(DIGEST_MARK) ? head.slice(DIGEST_MARK.length) : null;
}

/** Whether the bundle on disk was built from the files as they are now. */
export function serverBundleIsFresh(target = SERVER_TARGET) {
  const built = builtDigest(target);
  if (built === null) return false;
  let inputs;
  try {
    inputs = JSON.parse(fs.readFileSync(inputsFileOf(target), 'utf8'));
  } catch {
    return false;
  }
  return Array.isArray(inputs) && digestOf(target, inputs) === built;
}

/** Writes a file whole or not at all: several service processes may build at once (the tests start them in parallel). */
function writeWhole(file, contents) {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

/** esbuild's loader for each kind of source file the service is made of. */
const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx', '.json': 'json' };

/**
 * Reads every source file for esbuild and keeps the hash of exactly what it was given, so the
 * digest is of what was bundled even when a file is saved while the build runs.
 */
function hashingReader(seen) {
  return {
    name: 'hash-what-is-bundled',
    setup(build) {
      build.onLoad({ filter: /\.(?:[cm]?[jt]sx?|json)$/ }, async (args) => {
        const contents = await fs.promises.readFile(args.path);
        seen.set(args.path, sha256(contents));
        return { contents, loader: LOADERS[path.extname(args.path)] };
      });
    },
  };
}

/** One esbuild run, written to memory: its output files, the files it read and their hashes. */
async function bundleOnce(esbuild, target) {
  const seen = new Map();
  const result = await esbuild.build({
    plugins: [hashingReader(seen)],
    absWorkingDir: target.root,
    entryPoints: [target.entry],
    outfile: target.outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external,
    // The map is written for reading a stack trace by hand; the service does not load it
    // (--enable-source-maps would keep it in memory).
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
    banner: { js: `${DIGEST_MARK}${DIGEST_PLACEHOLDER}\nimport { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);` },
  });
  return { outputs: result.outputFiles, inputs: Object.keys(result.metafile.inputs).sort(), seen };
}

/** Writes the map, then the bundle with its digest, then the list of inputs the digest covers. */
function write(target, { outputs, inputs, seen }) {
  const digest = digestOf(target, inputs, seen);
  if (digest === null) throw new Error('a file of the service went while it was being bundled; start it again');
  fs.mkdirSync(path.dirname(target.outfile), { recursive: true });
  for (const output of outputs) {
    if (output.path !== target.outfile) writeWhole(output.path, output.contents);
  }
  const bundle = outputs.find((output) => output.path === target.outfile);
  if (bundle === undefined) throw new Error('esbuild wrote no service bundle');
  writeWhole(target.outfile, bundle.text.replace(DIGEST_PLACEHOLDER, digest));
  writeWhole(inputsFileOf(target), JSON.stringify(inputs));
}

/** Builds the bundle, its source map and the list of its inputs. */
export async function buildServerBundle(target = SERVER_TARGET) {
  const esbuild = await import('esbuild');
  try {
    write(target, await bundleOnce(esbuild, target));
  } finally {
    // esbuild's service process would otherwise live on beside the service.
    await esbuild.stop();
  }
}

/** The bundle's path, after building it if it is missing or stale. */
export async function freshServerBundle(target = SERVER_TARGET) {
  if (!serverBundleIsFresh(target)) await buildServerBundle(target);
  return target.outfile;
}
