import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { contract } from '../../shared/api/contract.js';
import { localPathsIn } from '../../shared/validation/local-path.js';
import { createEngine } from '../app/create-engine.js';
import { createNodePlatform } from '../platform/node-platform.js';
import { createWebServer } from './http-server.js';
import { checkCallPaths } from './path-guard.js';

const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-path-guard-')));
const home = path.join(root, 'home');
const outside = path.join(root, 'outside');
fs.mkdirSync(home);
fs.mkdirSync(outside);
fs.writeFileSync(path.join(home, 'book.pdf'), '%PDF-1.4');
fs.writeFileSync(path.join(outside, 'secret.txt'), 'secret');
fs.symlinkSync(outside, path.join(home, 'link-out'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const codeOf = (name: string, arg: unknown) => checkCallPaths(name, arg, [home])?.code ?? null;

describe("the browser host's bound on file paths (issue 14, item 5)", () => {
  it('finds every marked path of a call: plain, in arrays, in a union member and in nested options', () => {
    expect(localPathsIn(contract['pdf.merge'].arg, { paths: ['/a.pdf', '/b.pdf'], options: { externalEngineDir: '/bin' } })).toEqual([
      { kind: 'file', value: '/a.pdf' },
      { kind: 'file', value: '/b.pdf' },
      { kind: 'engine-folder', value: '/bin' },
    ]);
    expect(localPathsIn(contract['pages.add'].arg, { position: 'last', source: { kind: 'pdf', path: '/c.pdf', pageNumber: 2 } })).toEqual([{ kind: 'file', value: '/c.pdf' }]);
    expect(localPathsIn(contract['project.update'].arg, { patch: { title: '/etc/passwd' } })).toEqual([]);
  });

  it('lets through files inside the allowed folders, existing or about to be written, and empty paths', () => {
    expect(codeOf('pdf.import', { path: path.join(home, 'book.pdf') })).toBeNull();
    expect(codeOf('project.saveAs', { path: path.join(home, 'new', 'folder', 'book.flipbook') })).toBeNull();
    expect(codeOf('publish.html', { outDir: '' })).toBeNull();
  });

  it('refuses files outside them, whether named plainly, through .. or through a symbolic link', () => {
    expect(codeOf('media.add', { path: '/etc/passwd', kind: 'image' })).toBe('PATH_NOT_ALLOWED');
    expect(codeOf('pdf.import', { path: path.join(home, '..', 'outside', 'secret.txt') })).toBe('PATH_NOT_ALLOWED');
    expect(codeOf('project.saveAs', { path: path.join(home, 'link-out', 'stolen.flipbook') })).toBe('PATH_NOT_ALLOWED');
    expect(codeOf('image.import', { paths: [path.join(home, 'book.pdf'), path.join(outside, 'secret.txt')] })).toBe('PATH_NOT_ALLOWED');
    expect(codeOf('help.exportLogs', { outDir: '/var/tmp' })).toBe('PATH_NOT_ALLOWED');
  });

  it('never runs a PDF engine from a folder a call names', () => {
    expect(codeOf('import.detectEngine', { dir: home })).toBe('PATH_NOT_ALLOWED');
    expect(codeOf('pdf.import', { path: path.join(home, 'book.pdf'), options: { engine: 'external', externalEngineDir: home } })).toBe('PATH_NOT_ALLOWED');
    expect(codeOf('import.detectEngine', {})).toBeNull();
  });

  it('answers a refused call over HTTP with the message, before the engine sees it', async () => {
    const engine = createEngine({ platform: createNodePlatform('test', { appDataDir: path.join(root, 'appdata'), homeDir: home, documentsDir: home }) });
    const server = createWebServer(engine, { token: 't'.repeat(32), rendererDir: root, readerDir: root, allowedRoots: [home] });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const call = async (name: string, arg: unknown) =>
        (await fetch(`http://127.0.0.1:${port}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-flipbook-token': 't'.repeat(32) }, body: JSON.stringify(arg) })).json();
      await call('project.new', {});
      expect(await call('media.add', { path: path.join(outside, 'secret.txt'), kind: 'image' })).toMatchObject({
        ok: false,
        error: { code: 'PATH_NOT_ALLOWED', message: 'The browser editor can only use files in your home folder and the files you upload.' },
      });
      // Inside the home the engine answers for itself (here: not a picture).
      expect(await call('media.add', { path: path.join(home, 'book.pdf'), kind: 'image' })).toMatchObject({ ok: false, error: { code: expect.not.stringMatching(/^PATH_NOT_ALLOWED$/) } });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      engine.dispose();
    }
  });
});
