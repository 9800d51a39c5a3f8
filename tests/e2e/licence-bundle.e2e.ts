import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { SIGNING_KEY_FILE, newSigner } from '../../src/server/licences/signing-key.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DIST = path.join(ROOT, 'dist');
// Inside node_modules so the bundle's packages resolve as they do from dist/.
const RELEASE = path.join(ROOT, 'node_modules', '.cache', 'flipbook-release-check');

afterAll(() => fs.rmSync(RELEASE, { recursive: true, force: true }));

function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

function run(file: string, args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [file, ...args], { cwd: RELEASE, env: { ...process.env, ...env } }, (error, stdout, stderr) => resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr }));
  });
}

describe('what ships cannot forge or fake a licence', () => {
  it('has no private key and none of the service that signs in the built app', () => {
    const files = filesUnder(DIST);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = fs.readFileSync(file, 'latin1');
      expect(text, file).not.toMatch(/-----BEGIN [A-Z ]*PRIVATE KEY-----/);
      expect(text.includes(SIGNING_KEY_FILE), file).toBe(false);
      expect(text.includes('FLIPBOOK_LICENCE_SIGNING_KEY'), file).toBe(false);
    }
  });

  it('ignores the test switches in a release build, which trusts only its built-in key', async () => {
    const releaseKey = newSigner().publicKey;
    const testKey = newSigner().publicKey;
    await build({
      entryPoints: [path.join(ROOT, 'src/cli/main.ts')],
      outfile: path.join(RELEASE, 'cli.mjs'),
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      logLevel: 'error',
      define: { __FLIPBOOK_RELEASE_LICENCE_KEY__: JSON.stringify(releaseKey) },
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    });
    fs.writeFileSync(path.join(RELEASE, 'run.mjs'), "import { main } from './cli.mjs';\nprocess.exitCode = await main(process.argv.slice(2));\n");
    const env = { FLIPBOOK_TEST_EDITION: 'registered', FLIPBOOK_TEST_LICENCE_KEY: testKey, FLIPBOOK_APPDATA: path.join(RELEASE, 'appdata') };
    const status = await run(path.join(RELEASE, 'run.mjs'), ['licence', 'status', '--json'], env);
    expect(status.code, status.stderr).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ edition: 'trial', licence: null });
    // The development build honours the same switch: the test above is not passing by accident.
    const development = await run(path.join(ROOT, 'bin', 'flipbook.js'), ['licence', 'status', '--json'], env);
    expect(JSON.parse(development.stdout)).toMatchObject({ edition: 'registered' });
  });
});
