import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { METHOD_NAMES, type MethodName } from '../../src/shared/api/contract.js';
import { HTTP_API_PREFIX, HTTP_TOKEN_HEADER, type Envelope } from '../../src/shared/api/envelope.js';
import { ERROR_CODES } from '../../src/shared/errors/error-codes.js';
import { createEngine } from '../../src/main/app/create-engine.js';
import type { Engine } from '../../src/main/engine/engine.js';
import { createInProcessClient } from '../../src/main/engine/in-process-client.js';
import { createNodePlatform } from '../../src/main/platform/node-platform.js';
import { createIpcCallHandler, type IpcSenderLike } from '../../src/main/electron/ipc-dispatcher.js';
import { createWebServer } from '../../src/main/web/http-server.js';

type Call = (name: string, arg: unknown) => Promise<Envelope<unknown>>;

interface Rig {
  dir: string;
  engine: Engine;
  call: Call;
}

const TOKEN = 'transport-test-token';
const MAIN_WINDOW_ID = 7;
const EDITOR_EVENT: IpcSenderLike = { sender: { id: MAIN_WINDOW_ID }, senderFrame: { url: 'app://editor/index.html', parent: null } };
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function freshEngine(): { dir: string; engine: Engine } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-transport-'));
  const engine = createEngine({ platform: createNodePlatform('test', { appDataDir: path.join(dir, 'appdata'), homeDir: dir, documentsDir: path.join(dir, 'docs') }) });
  cleanups.push(() => {
    engine.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { dir, engine };
}

/** (a) the in-process client, turned back into an envelope so all three compare alike. */
function inProcessRig(): Rig {
  const { dir, engine } = freshEngine();
  const client = createInProcessClient(engine);
  const call: Call = async (name, arg) => {
    try {
      return { ok: true, result: await client.call(name as MethodName, arg as never) };
    } catch (error) {
      return { ok: false, error: (error as { toJSON(): never }).toJSON() };
    }
  };
  return { dir, engine, call };
}

/** (b) the HTTP host, on a real loopback socket. */
async function httpRig(): Promise<Rig & { origin: string }> {
  const { dir, engine } = freshEngine();
  const server: http.Server = createWebServer(engine, { token: TOKEN, rendererDir: path.join(dir, 'renderer'), readerDir: path.join(dir, 'reader') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call: Call = async (name, arg) => {
    const response = await fetch(`${origin}${HTTP_API_PREFIX}${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HTTP_TOKEN_HEADER]: TOKEN },
      body: JSON.stringify(arg),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Envelope<unknown>;
  };
  return { dir, engine, call, origin };
}

/** (c) the Electron IPC dispatcher, called as ipcMain.handle would, with a structured clone. */
function ipcRig(): Rig {
  const { dir, engine } = freshEngine();
  const handler = createIpcCallHandler(engine, () => MAIN_WINDOW_ID);
  const call: Call = async (name, arg) => structuredClone(await handler(EDITOR_EVENT, structuredClone({ name, arg })));
  return { dir, engine, call };
}

/** Hides what differs by nature between engines: their temp folders and random ids. */
function normalise(envelope: Envelope<unknown>, dir: string): unknown {
  return JSON.parse(JSON.stringify(envelope).split(dir).join('<tmp>'), (key, value: unknown) =>
    (key === 'id' || key === 'openedAt') && typeof value === 'string' ? '<varies>' : value,
  );
}

function expectEnvelope(envelope: Envelope<unknown>): void {
  if (envelope.ok) expect(envelope).toHaveProperty('result');
  else expect(ERROR_CODES).toContain(envelope.error.code);
}

/** One cheap call per contract method, in an order that walks the project lifecycle. */
const SCRIPT: [MethodName, unknown][] = [
  ['app.info', {}],
  ['app.paths', {}],
  ['app.showInFolder', { path: '/nonexistent-book-to-show' }],
  ['app.takeOpenRequests', {}],
  ['project.get', {}],
  ['project.recent', {}],
  ['project.clearRecent', {}],
  ['project.recoverable', {}],
  ['project.discardRecovery', { id: 'missing' }],
  ['project.recover', { id: 'missing' }],
  ['project.new', { title: 'Transport test' }],
  ['project.update', { patch: { title: 'Renamed' } }],
  ['project.undo', {}],
  ['project.redo', {}],
  ['pages.move', { baseRevision: 0, pageIds: ['missing'], move: { by: 1 } }],
  ['pages.add', { position: 'after', anchorPageId: 'missing', source: { kind: 'blank', width: 100, height: 100 } }],
  ['pages.delete', { baseRevision: 0, pageIds: ['missing'] }],
  ['pages.text', { pageId: 'missing' }],
  ['project.save', {}],
  ['project.saveAs', { path: '' }],
  ['project.open', { path: '/nonexistent/missing.flipbook' }],
  ['pdf.inspect', { path: '/nonexistent.pdf' }],
  ['pdf.holdWorker', {}],
  ['pdf.import', { path: '/nonexistent.pdf' }],
  ['pdf.merge', { paths: [] }],
  ['image.import', { paths: ['/nonexistent.png'] }],
  ['import.allowance', {}],
  ['import.detectEngine', { dir: '/nonexistent-engine-folder' }],
  ['publish.html', { outDir: '' }],
  ['media.add', { path: '/nonexistent/setup.exe', kind: 'attachment' }],
  ['toc.set', { toc: [{ title: 'Beyond', page: 99, children: [] }] }],
  ['toc.importOutline', {}],
  ['help.exportLogs', { outDir: '' }],
  ['help.tourState', {}],
  ['help.tourShown', {}],
  // An empty title is refused by the contract, before the demo replaces the open project.
  ['help.openDemo', { title: '' }],
  ['design.catalogue', {}],
  ['design.applyTemplate', { template: 'metro' }],
  ['design.applyTheme', { theme: 'no-such-theme' }],
  ['design.applyScene', { scene: 'snow' }],
  ['templates.list', {}],
  ['templates.save', { name: '', coverPath: '', groups: [] }],
  ['templates.export', { id: '00000000-0000-4000-8000-000000000000', outDir: '' }],
  ['templates.import', { path: '/nonexistent.fbtemplate' }],
  ['templates.apply', { id: '00000000-0000-4000-8000-000000000000' }],
  ['templates.delete', { id: '00000000-0000-4000-8000-000000000000' }],
  ['publish.plugin', { format: 'wordpress', outFile: '', width: 800, height: 600 }],
  ['publish.apk', { outPath: '', appName: 'Book', appId: 'com.acme.book', versionCode: 1, versionName: '1.0', keystorePath: '/nonexistent.p12', keystorePassword: 'secret123' }],
  ['publish.apkLastRelease', { appId: 'com.acme.book' }],
  ['keystore.create', { outPath: '', name: 'Jane Doe', validityYears: 25, password: 'secret123', confirmPassword: 'secret123' }],
  ['runtime.status', {}],
  ['runtime.download', { target: 'bogus' }],
  ['runtime.useLocal', { target: 'win32-x64', path: '/nonexistent-runtime' }],
  ['job.cancel', { id: 'no-such-job-0000' }],
  ['publish.exe', { outFile: '', window: { mode: 'maximized' } }],
  ['publish.app', { outFile: '' }],
  ['prefs.set', { key: 'previewDevice', value: 'phone' }],
  ['prefs.get', {}],
  ['cloud.account', {}],
  ['cloud.logout', {}],
  ['cloud.login', { server: 'http://127.0.0.1:9', email: 'a@b.example', password: 'secret-1' }],
  ['cloud.register', { server: 'http://127.0.0.1:9', email: 'a@b.example', password: 'secret-1' }],
  ['cloud.forgotPassword', { server: 'http://127.0.0.1:9', email: 'a@b.example' }],
  ['cloud.books', {}],
  ['cloud.vipRenewal', { renews: false }],
  ['cloud.share', { bookId: '00000000-0000-4000-8000-000000000000' }],
  ['cloud.updateBook', { bookId: '00000000-0000-4000-8000-000000000000', action: 'disable' }],
  ['cloud.deleteBook', { bookId: '00000000-0000-4000-8000-000000000000' }],
  ['cloud.upload', { title: ' ' }],
  ['cloud.pendingUploads', {}],
  ['cloud.resumeUpload', { uploadId: '00000000-0000-4000-8000-000000000000' }],
  ['cloud.discardUpload', { uploadId: '00000000-0000-4000-8000-000000000000' }],
  ['batch.start', { inputs: ['/nonexistent-batch-input.pdf'], outDir: '', format: 'html' }],
  ['batch.stop', { taskId: 'no-such-task' }],
  ['licence.status', {}],
  ['licence.activate', { code: 'not a code' }],
  ['licence.install', { path: '/nonexistent/flipbook-verification.lic' }],
  ['licence.check', {}],
  ['licence.deactivate', {}],
  ['lan.addresses', {}],
  // Never every interface at once: only an address the machine has is served on.
  ['lan.start', { address: '0.0.0.0' }],
  ['lan.refresh', {}],
  ['lan.stop', {}],
  ['update.state', {}],
  // The update check reads the service URL preference: a closed port, so every transport sees the same refusal.
  ['prefs.set', { key: 'cloudLogin', value: { server: 'http://127.0.0.1:9', remember: false } }],
  ['update.check', {}],
  ['update.download', {}],
  ['update.restart', {}],
  ['project.close', {}],
];

describe('every contract method is served by every transport', () => {
  it('covers every method of the contract in the script', () => {
    expect(new Set(SCRIPT.map(([name]) => name))).toEqual(new Set(METHOD_NAMES));
  });

  it('answers each call with the same envelope in-process, over HTTP and over IPC', async () => {
    const rigs = [inProcessRig(), await httpRig(), ipcRig()];
    for (const [name, arg] of SCRIPT) {
      const answers = await Promise.all(rigs.map(async (rig) => ({ rig, envelope: await rig.call(name, arg) })));
      for (const { envelope } of answers) expectEnvelope(envelope);
      const [first, ...others] = answers.map(({ rig, envelope }) => normalise(envelope, rig.dir));
      for (const other of others) expect(other, name).toEqual(first);
    }
  });

  it('reports the expected outcome for the calls whose answer is known in advance', async () => {
    const rig = await httpRig();
    const byName = new Map<string, Envelope<unknown>>();
    for (const [name, arg] of SCRIPT) byName.set(name, await rig.call(name, arg));
    expect(byName.get('app.info')).toMatchObject({ ok: true, result: { name: 'Flipbook Studio', platform: 'test' } });
    expect(byName.get('app.showInFolder')).toEqual({ ok: true, result: { shown: false } });
    expect(byName.get('project.get')).toEqual({ ok: true, result: { project: null } });
    expect(byName.get('licence.activate')).toMatchObject({ ok: false, error: { code: 'REGISTRATION_CODE_INVALID', message: 'Please enter a valid registration code!' } });
    expect(byName.get('licence.install')).toMatchObject({ ok: false, error: { code: 'VERIFICATION_FILE_MISSING' } });
    expect(byName.get('licence.deactivate')).toMatchObject({ ok: false, error: { code: 'LICENCE_FILE_MISSING' } });
    expect(byName.get('lan.start')).toMatchObject({ ok: false, error: { code: 'LAN_NO_ADDRESS' } });
    expect(byName.get('lan.refresh')).toMatchObject({ ok: false, error: { code: 'LAN_PREVIEW_NOT_RUNNING' } });
    expect(byName.get('lan.stop')).toEqual({ ok: true, result: { stopped: false } });
    expect(byName.get('project.recoverable')).toEqual({ ok: true, result: { items: [] } });
    expect(byName.get('project.recover')).toMatchObject({ ok: false, error: { code: 'PROJECT_NOT_FOUND' } });
    expect(byName.get('project.update')).toMatchObject({ ok: true, result: { book: { title: 'Renamed' } } });
    expect(byName.get('project.undo')).toMatchObject({ ok: true, result: { book: { title: 'Transport test' }, history: { undo: 0, redo: 1 } } });
    expect(byName.get('project.redo')).toMatchObject({ ok: true, result: { book: { title: 'Renamed' }, history: { undo: 1, redo: 0 } } });
    expect(byName.get('project.save')).toMatchObject({ ok: false, error: { code: 'PATH_EMPTY' } });
    expect(byName.get('toc.set')).toMatchObject({ ok: false, error: { code: 'TOC_PAGE_OUT_OF_BOOK', message: 'Page 99 is not in the book, which has 0 pages.' } });
    expect(byName.get('help.exportLogs')).toMatchObject({ ok: false, error: { code: 'PATH_EMPTY' } });
    expect(byName.get('toc.importOutline')).toMatchObject({ ok: false, error: { code: 'TOC_SOURCE_MISSING' } });
    expect(byName.get('media.add')).toMatchObject({ ok: false, error: { code: 'ATTACHMENT_EXE', message: '.exe files cannot be attached.' } });
    expect(byName.get('project.saveAs')).toMatchObject({ ok: false, error: { code: 'PATH_EMPTY', message: 'Path cannot be empty!' } });
    expect(byName.get('pdf.import')).toMatchObject({ ok: false });
    expect(byName.get('help.openDemo')).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    expect(byName.get('publish.html')).toMatchObject({ ok: false, error: { code: 'PATH_EMPTY' } });
    expect(byName.get('publish.plugin')).toMatchObject({ ok: false, error: { code: 'PATH_EMPTY' } });
    expect(byName.get('publish.apk')).toMatchObject({ ok: false, error: { code: 'PATH_EMPTY' } });
    expect(byName.get('publish.apkLastRelease')).toEqual({ ok: true, result: { lastVersionCode: null } });
    expect(byName.get('batch.start')).toMatchObject({ ok: false, error: { code: 'PATH_EMPTY' } });
    expect(byName.get('batch.stop')).toEqual({ ok: true, result: { stopped: false } });
    expect(byName.get('keystore.create')).toMatchObject({ ok: false, error: { code: 'PATH_EMPTY' } });
    expect(byName.get('runtime.status')).toMatchObject({ ok: true, result: { runtimes: [{ ready: false }, { ready: false }, { ready: false }] } });
    expect(byName.get('runtime.download')).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    expect(byName.get('runtime.useLocal')).toMatchObject({ ok: false, error: { code: 'RUNTIME_MISSING' } });
    expect(byName.get('job.cancel')).toEqual({ ok: true, result: { cancelled: false } });
    expect(byName.get('publish.exe')).toMatchObject({ ok: false, error: { code: 'PATH_EMPTY' } });
    expect(byName.get('publish.app')).toMatchObject({ ok: false, error: { code: 'PATH_EMPTY' } });
    expect(byName.get('pdf.merge')).toMatchObject({ ok: false, error: { code: 'MERGE_NO_FILES', message: 'Please add at least one PDF file.' } });
    expect(byName.get('pages.add')).toMatchObject({ ok: false, error: { code: 'PAGE_NOT_FOUND' } });
    expect(byName.get('pages.delete')).toMatchObject({ ok: false, error: { code: 'PAGES_CHANGED' } });
    expect(byName.get('pages.text')).toMatchObject({ ok: false, error: { code: 'PAGE_NOT_FOUND' } });
    expect(byName.get('help.tourShown')).toEqual({ ok: true, result: { seen: true } });
    expect(byName.get('pages.move')).toMatchObject({ ok: false, error: { code: 'PAGES_CHANGED' } });
    expect(byName.get('pdf.inspect')).toMatchObject({ ok: false, error: { code: 'FILE_NOT_FOUND' } });
    expect(byName.get('prefs.set')).toEqual({ ok: true, result: { saved: true } });
    expect(byName.get('prefs.get')).toEqual({ ok: true, result: { previewDevice: 'phone' } });
    expect(byName.get('cloud.account')).toEqual({ ok: true, result: { account: null } });
    expect(byName.get('cloud.logout')).toEqual({ ok: true, result: { loggedOut: true } });
    expect(byName.get('cloud.login')).toMatchObject({ ok: false, error: { code: 'NETWORK', message: 'Network Error!' } });
    expect(byName.get('cloud.forgotPassword')).toMatchObject({ ok: false, error: { code: 'NETWORK' } });
    expect(byName.get('cloud.books')).toMatchObject({ ok: false, error: { code: 'LOGIN_TIMEOUT', message: 'Login Timeout' } });
    expect(byName.get('cloud.deleteBook')).toMatchObject({ ok: false, error: { code: 'LOGIN_TIMEOUT' } });
    expect(byName.get('cloud.vipRenewal')).toMatchObject({ ok: false, error: { code: 'LOGIN_TIMEOUT' } });
    expect(byName.get('cloud.upload')).toMatchObject({ ok: false, error: { code: 'BOOK_TITLE_REQUIRED', message: 'Please enter book title!' } });
    expect(byName.get('cloud.pendingUploads')).toEqual({ ok: true, result: { uploads: [] } });
    expect(byName.get('cloud.resumeUpload')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(byName.get('cloud.discardUpload')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(byName.get('update.state')).toEqual({ ok: true, result: { status: 'idle' } });
    expect(byName.get('update.check')).toMatchObject({ ok: true, result: { status: 'error', phase: 'check', error: { code: 'NETWORK', message: 'Network Error!' } } });
    expect(byName.get('update.download')).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    expect(byName.get('update.restart')).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    expect(byName.get('pdf.holdWorker')).toEqual({ ok: true, result: { waiting: true } });
    expect(byName.get('import.allowance')).toEqual({ ok: true, result: { maxPages: null, currentPages: 0, remaining: null } });
  });

  it('refuses an unknown method and a malformed argument the same way everywhere', async () => {
    for (const rig of [inProcessRig(), await httpRig(), ipcRig()]) {
      expect(await rig.call('project.explode', {})).toMatchObject({ ok: false, error: { code: 'UNKNOWN_METHOD' } });
      expect(await rig.call('project.open', { path: 42 })).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
      expect(await rig.call('project.get', { extra: true })).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    }
  });
});

describe('the HTTP transport guards', () => {
  it('answers 401 without the token or with a wrong one', async () => {
    const { origin } = await httpRig();
    const post = (headers: Record<string, string>) =>
      fetch(`${origin}/api/app.info`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
    const absent = await post({});
    expect(absent.status).toBe(401);
    expect(await absent.json()).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
    expect((await post({ [HTTP_TOKEN_HEADER]: `${TOKEN}x` })).status).toBe(401);
    expect((await post({ [HTTP_TOKEN_HEADER]: TOKEN })).status).toBe(200);
  });

  it('answers 403 to a request from a foreign origin even with the token', async () => {
    const { origin } = await httpRig();
    const response = await fetch(`${origin}/api/app.info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HTTP_TOKEN_HEADER]: TOKEN, origin: 'http://evil.example' },
      body: '{}',
    });
    expect(response.status).toBe(403);
  });
});

describe('the IPC dispatcher', () => {
  const { engine } = freshEngine();
  const handler = createIpcCallHandler(engine, () => MAIN_WINDOW_ID);
  const message = { name: 'app.info', arg: {} };

  it('serves the editor page of the main window', async () => {
    expect(await handler(EDITOR_EVENT, message)).toMatchObject({ ok: true });
  });

  it.each([
    ['another window', { sender: { id: 8 }, senderFrame: { url: 'app://editor/index.html', parent: null } }],
    ['the reader iframe', { sender: { id: MAIN_WINDOW_ID }, senderFrame: { url: 'app://reader/index.html', parent: {} } }],
    ['an editor page framed inside the window', { sender: { id: MAIN_WINDOW_ID }, senderFrame: { url: 'app://editor/index.html', parent: {} } }],
    ['a page the window navigated to', { sender: { id: MAIN_WINDOW_ID }, senderFrame: { url: 'https://evil.example/', parent: null } }],
    ['a destroyed frame', { sender: { id: MAIN_WINDOW_ID }, senderFrame: null }],
  ])('refuses a call from %s', async (_label, event) => {
    expect(await handler(event as IpcSenderLike, message)).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
  });

  it('refuses every call once the main window is gone', async () => {
    const closed = createIpcCallHandler(engine, () => null);
    expect(await closed(EDITOR_EVENT, message)).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } });
  });

  it('refuses a message that is not {name, arg}', async () => {
    expect(await handler(EDITOR_EVENT, 'app.info')).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    expect(await handler(EDITOR_EVENT, { name: 'app.info', arg: {}, sneaky: 1 })).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
  });
});
