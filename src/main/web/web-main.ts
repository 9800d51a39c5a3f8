import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { APP_NAME } from '../../shared/constants.js';
import { createEngine } from '../app/create-engine.js';
import { warmProjectReadingSoon } from '../project/warm-project-reading.js';
import { findPackageRoot } from '../platform/reader-assets.js';
import { createNodePlatform } from '../platform/node-platform.js';
import { createWebServer } from './http-server.js';
import { newSessionToken } from './request-guards.js';
import { parseWebArgs, WEB_USAGE } from './web-args.js';
import { allowedWebRoots } from './path-guard.js';
import { cloudServerFromEnv } from '../../shared/cloud/cloud-account.js';

/** The loopback address is the only one the browser host ever listens on. */
const LOOPBACK = '127.0.0.1';

async function runWebHost(argv: readonly string[]): Promise<void> {
  const args = parseWebArgs(argv);
  if (args.kind === 'help') {
    console.log(WEB_USAGE);
    return;
  }
  if (args.kind === 'error') {
    console.error(`${args.message}\n\n${WEB_USAGE}`);
    process.exitCode = 2;
    return;
  }
  const root = findPackageRoot();
  const readerDir = path.join(root, 'dist', 'reader');
  const platform = createNodePlatform('web');
  const engine = createEngine({ platform, readerAssetsDir: readerDir, licensing: { env: process.env, packaged: false }, cloudServer: cloudServerFromEnv(process.env) });
  const token = newSessionToken();
  const allowedRoots = allowedWebRoots(platform.homeDir, process.env);
  const server = createWebServer(engine, { token, rendererDir: path.join(root, 'dist', 'renderer'), readerDir, allowedRoots });

  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(`${APP_NAME} could not listen on ${LOOPBACK}:${args.port}: ${error.code ?? error.message}`);
    engine.dispose();
    process.exit(1);
  });
  // The edition comes from the stored licence: nothing is served before it has been read.
  await engine.ready;
  server.listen(args.port, LOOPBACK, () => {
    const { port } = server.address() as AddressInfo;
    console.log(`${APP_NAME} editor: http://${LOOPBACK}:${port}/?token=${token}`);
    warmProjectReadingSoon();
  });

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    server.close(() => {
      engine.dispose();
      process.exit(0);
    });
    // Idle browser keep-alive connections would otherwise hold close() open.
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void runWebHost(process.argv.slice(2));
