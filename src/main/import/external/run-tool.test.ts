import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appErrorOf } from '../testing/expect-app-error.js';
import { externalRenderArgs } from './render-external-page.js';
import { parsePpm } from './pnm.js';
import { runTool } from './run-tool.js';
import { isProcessAlive } from '../../platform/process-alive.js';

const limits = (overrides: Partial<Parameters<typeof runTool>[2]> = {}) => ({
  timeoutMs: 10_000,
  signal: new AbortController().signal,
  maxOutputBytes: 1024,
  ...overrides,
});

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-run-tool-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const tempFile = (name: string) => path.join(scratch, name);

function readPid(file: string): number {
  const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
  expect(pid).toBeGreaterThan(1);
  return pid;
}

/** Waits until the tool has written its pid, i.e. until it is surely running. */
async function waitForFile(file: string): Promise<void> {
  while (!fs.existsSync(file) || fs.readFileSync(file, 'utf8').trim() === '') await new Promise((resolve) => setTimeout(resolve, 20));
}


describe('runTool', () => {
  it('returns what the tool wrote to stdout, with arguments passed as they are and no shell', async () => {
    const out = await runTool('/bin/echo', ['$HOME', '; rm -rf /', '`id`'], limits());
    expect(out.toString()).toBe('$HOME ; rm -rf / `id`\n');
  });

  it('fails with the tool’s own complaint when it exits with an error', async () => {
    const error = await appErrorOf(runTool('/bin/sh', ['-c', 'echo "Syntax Error: bad page" >&2; exit 3'], limits()));
    expect(error.code).toBe('PDF_CONVERSION_FAILED');
    expect(error.detail).toMatch(/exited with 3: Syntax Error: bad page/);
  });

  it('kills a tool that writes more than it may', async () => {
    const error = await appErrorOf(runTool('/bin/sh', ['-c', 'yes'], limits({ maxOutputBytes: 100_000 })));
    expect(error.code).toBe('PDF_CONVERSION_FAILED');
    expect(error.detail).toMatch(/wrote more than 100000 bytes/);
  });

  it('kills a tool that hangs, at its time limit', async () => {
    const pidFile = tempFile('hung.pid');
    const error = await appErrorOf(runTool('/bin/sh', ['-c', `echo $$ > '${pidFile}'; exec sleep 30`], limits({ timeoutMs: 500 })));
    expect(error.code).toBe('PDF_CONVERSION_FAILED');
    expect(error.detail).toMatch(/took longer than/);
    expect(isProcessAlive(readPid(pidFile))).toBe(false);
  });

  it('kills the tool and fails with CANCELLED when the import is cancelled', async () => {
    const controller = new AbortController();
    const pidFile = tempFile('cancelled.pid');
    const run = runTool('/bin/sh', ['-c', `echo $$ > '${pidFile}'; exec sleep 30`], limits({ signal: controller.signal }));
    await waitForFile(pidFile);
    controller.abort();
    const error = await appErrorOf(run);
    expect(error.code).toBe('CANCELLED');
    expect(isProcessAlive(readPid(pidFile))).toBe(false);
  });

  it('fails a tool that cannot be started', async () => {
    const error = await appErrorOf(runTool('/nonexistent/pdftoppm', [], limits()));
    expect(error.code).toBe('PDF_CONVERSION_FAILED');
    expect(error.detail).toMatch(/could not start/);
  });
});

describe('parsePpm', () => {
  it('reads a binary PPM, comments included', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('P6\n# by a tool\n2 1\n255\n'), 1, 2, 3, 4, 5, 6]);
    const image = parsePpm(bytes);
    expect({ width: image.width, height: image.height, channels: image.channels }).toEqual({ width: 2, height: 1, channels: 3 });
    expect([...image.data]).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses grey, 16-bit and truncated bitmaps instead of guessing', () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(() => parsePpm(encode('P5\n1 1\n255\n\u0000'))).toThrow(/P6/);
    expect(() => parsePpm(encode('P6\n1 1\n65535\n\u0000\u0000'))).toThrow(/8-bit/);
    expect(() => parsePpm(encode('P6\n2 2\n255\n\u0000'))).toThrow(/truncated/);
    expect(() => parsePpm(encode('P6\n0 2\n255\n'))).toThrow(/impossible size/);
  });
});

describe('externalRenderArgs', () => {
  const job = { file: '/books/a b.pdf', password: 'pa ss', pageNumber: 7, width: 1855, height: 2400 };

  it('asks pdftoppm for one page of the crop box at the exact size, as PPM on stdout', () => {
    expect(externalRenderArgs('pdftoppm', job)).toEqual([
      '-q', '-cropbox', '-f', '7', '-l', '7', '-singlefile', '-scale-to-x', '1855', '-scale-to-y', '2400',
      '-opw', 'pa ss', '-upw', 'pa ss', '/books/a b.pdf',
    ]);
  });

  it('asks mutool for one page as RGB PPM on stdout, fitted exactly', () => {
    expect(externalRenderArgs('mutool', { ...job, password: null })).toEqual([
      'draw', '-q', '-F', 'pnm', '-c', 'rgb', '-o', '-', '-w', '1855', '-h', '2400', '-f', '/books/a b.pdf', '7',
    ]);
  });
});
