import { beforeAll, describe, expect, it, vi } from 'vitest';

type Handler = (event: unknown, message: unknown) => void;

const exposed = new Map<string, Record<string, (...args: never[]) => unknown>>();
const listeners = new Set<Handler>();
const invoke = vi.fn<(channel: string, message: unknown) => Promise<unknown>>();

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: Record<string, (...args: never[]) => unknown>) => exposed.set(key, api) },
  ipcRenderer: {
    invoke: (channel: string, message: unknown) => invoke(channel, message),
    on: (_channel: string, handler: Handler) => listeners.add(handler),
    removeListener: (_channel: string, handler: Handler) => listeners.delete(handler),
  },
  webUtils: { getPathForFile: (file: { name: string }) => `/dropped/${file.name}` },
}));

interface Bridge {
  call(name: string, arg: unknown): Promise<unknown>;
  on(event: string, listener: (payload: unknown) => void): () => void;
  openFileDialog(request: unknown): Promise<string[] | null>;
}

let bridge: Bridge;

beforeAll(async () => {
  await import('./preload.js');
  bridge = exposed.get('flipbook') as unknown as Bridge;
});

describe('the preload bridge', () => {
  it('exposes window.flipbook with call, on, openFileDialog and pathForFile only', () => {
    expect([...exposed.keys()]).toEqual(['flipbook']);
    expect(Object.keys(bridge).sort()).toEqual(['call', 'on', 'openFileDialog', 'pathForFile']);
  });

  it('sends {name, arg} on the call channel and resolves with the result', async () => {
    invoke.mockResolvedValueOnce({ ok: true, result: { project: null } });
    await expect(bridge.call('project.get', {})).resolves.toEqual({ project: null });
    expect(invoke).toHaveBeenLastCalledWith('flipbook:call', { name: 'project.get', arg: {} });
  });

  it('rejects with the serialised error object when the envelope is not ok', async () => {
    const error = { code: 'PATH_EMPTY', messageKey: 'errors.pathEmpty', message: 'Path cannot be empty!', params: {} };
    invoke.mockResolvedValueOnce({ ok: false, error });
    await expect(bridge.call('project.saveAs', { path: '' })).rejects.toEqual(error);
  });

  it('delivers only the subscribed event, until unsubscribed', () => {
    const seen: unknown[] = [];
    const off = bridge.on('job.progress', (payload) => seen.push(payload));
    const push = (message: unknown) => listeners.forEach((handler) => handler({}, message));
    const first = { id: 'job-00000001', kind: 'import', state: 'running', step: 'pages', done: 1, total: 2, etaSeconds: null };
    push({ event: 'job.progress', payload: first });
    push({ event: 'project.changed', payload: { revision: 3 } });
    off();
    push({ event: 'job.progress', payload: { ...first, done: 2, etaSeconds: 0 } });
    expect(seen).toEqual([first]);
  });

  it('asks the main process for a file dialog on the dialog channel', async () => {
    invoke.mockResolvedValueOnce(['/books/a.pdf']);
    await expect(bridge.openFileDialog({ kind: 'open-pdf' })).resolves.toEqual(['/books/a.pdf']);
    expect(invoke).toHaveBeenLastCalledWith('flipbook:dialog', { kind: 'open-pdf' });
  });
});
