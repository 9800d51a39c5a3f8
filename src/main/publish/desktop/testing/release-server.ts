import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake release server serves under /v<version>/. */
export interface FakeRelease {
  version: string;
  /** File name → path of the zip on disk. */
  zips: Record<string, string>;
  /** File name → digest to announce instead of the real one (to test a mismatch). */
  lie?: Record<string, string>;
}

export interface ReleaseServer {
  mirror: string;
  requests: string[];
  close(): Promise<void>;
}

export function sha256(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** A local stand-in for Electron's GitHub releases: SHASUMS256.txt and the zips, with lengths. */
export async function startReleaseServer(release: FakeRelease): Promise<ReleaseServer> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = request.url ?? '';
    requests.push(url);
    const prefix = `/v${release.version}/`;
    const name = url.startsWith(prefix) ? decodeURIComponent(url.slice(prefix.length)) : '';
    if (name === 'SHASUMS256.txt') {
      const lines = Object.entries(release.zips).map(([zip, file]) => `${release.lie?.[zip] ?? sha256(file)} *${zip}`);
      response.end(`${lines.join('\n')}\n`);
      return;
    }
    const file = release.zips[name];
    if (file === undefined) {
      response.statusCode = 404;
      response.end();
      return;
    }
    response.setHeader('content-length', fs.statSync(file).size);
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    mirror: `http://127.0.0.1:${port}/`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
