import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { runCloud, runCloudCommand, type CloudProcess } from '../../support/cloud-process.js';

/** A port nobody listens on now, so the service can come back on the same address after a restart. */
async function freePort(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return String(port);
}

/** `npm run server` with licence codes minted before it started, and what a test needs of it. */
export interface LicenceService {
  codes: string[];
  /** The public key `admin licence public-key` printed: what the app under test trusts. */
  publicKey: string;
  apiUrl(): string;
  /** Runs an admin command with the service stopped (the embedded database is its alone while it runs), then starts it again on the same ports. */
  adminWhileStopped(words: string[]): Promise<string>;
  /** The offline page's form, filled in as a user on another computer would: the verification file it downloads, or the page's error. */
  verificationFile(code: string, terminalCode: string): Promise<{ status: number; body: string }>;
  stop(): Promise<void>;
}

export async function startLicenceService(work: string, mint: { count: number; activations: number }): Promise<LicenceService> {
  const data = path.join(work, 'cloud');
  fs.mkdirSync(work, { recursive: true });
  const ports = [await freePort(), await freePort()];
  const minted = await runCloudCommand(['admin', 'licence', 'mint', '--count', String(mint.count), '--activations', String(mint.activations), '--data', data]);
  if (minted.code !== 0) throw new Error(`minting failed: ${minted.output}`);
  const key = await runCloudCommand(['admin', 'licence', 'public-key', '--data', data]);
  const start = () => runCloud(['--data', data, '--port', ports[0] as string, '--books-port', ports[1] as string]);
  let cloud: CloudProcess = await start();
  return {
    codes: minted.output.trim().split('\n'),
    publicKey: key.output.trim(),
    apiUrl: () => cloud.apiUrl,
    async adminWhileStopped(words) {
      const code = await cloud.stop();
      if (code !== 0) throw new Error(`the service exited with ${code}`);
      const run = await runCloudCommand(['admin', ...words, '--data', data]);
      cloud = await start();
      if (run.code !== 0) throw new Error(`admin ${words.join(' ')} failed: ${run.output}`);
      return run.output;
    },
    async verificationFile(code, terminalCode) {
      const base = cloud.apiUrl;
      const form = await fetch(`${base}/licence/offline`);
      const cookie = (form.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
      const answer = await fetch(`${base}/licence/offline`, {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ _csrf: csrf, code, terminalCode }).toString(),
      });
      return { status: answer.status, body: await answer.text() };
    },
    async stop() {
      await cloud.stop();
    },
  };
}
