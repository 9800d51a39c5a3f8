import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import readline from 'node:readline';
import { findPackageRoot } from '../../platform/reader-assets.js';
import type { PreviewWorld } from './preview-world.js';

/** The two addresses the namespace's veth pair gets: a home-style network and a 10/8 one. */
export const NAMESPACE_ADDRESSES = ['192.168.231.2', '10.231.7.1'] as const;

function ip(...args: string[]): void {
  execFileSync('ip', args, { stdio: 'ignore' });
}

/**
 * A preview world run inside a network namespace of its own, whose only non-loopback
 * interfaces are a veth pair holding NAMESPACE_ADDRESSES: the engine finds them through the
 * real `os.networkInterfaces()`, and the "phone" (the driver's requests) reaches the server
 * over them, never over loopback. Null where namespaces cannot be made (not root, no `ip`,
 * no CAP_SYS_ADMIN); the caller then falls back to loopback.
 */
export async function makeNamespaceWorld(): Promise<PreviewWorld | null> {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return null;
  const name = `fbpv-${process.pid}-${randomBytes(3).toString('hex')}`;
  try {
    ip('netns', 'add', name);
  } catch {
    return null;
  }
  const removeNamespace = () => {
    try {
      ip('netns', 'del', name);
    } catch {
      // Already gone.
    }
  };
  try {
    ip('-n', name, 'link', 'set', 'lo', 'up');
    ip('-n', name, 'link', 'add', 'fbv0', 'type', 'veth', 'peer', 'name', 'fbv1');
    ip('-n', name, 'addr', 'add', `${NAMESPACE_ADDRESSES[1]}/24`, 'dev', 'fbv0');
    ip('-n', name, 'addr', 'add', `${NAMESPACE_ADDRESSES[0]}/24`, 'dev', 'fbv1');
    ip('-n', name, 'link', 'set', 'fbv0', 'up');
    ip('-n', name, 'link', 'set', 'fbv1', 'up');
  } catch {
    removeNamespace();
    return null;
  }

  const driver = path.join(import.meta.dirname, 'preview-driver.ts');
  const child = spawn('ip', ['netns', 'exec', name, process.execPath, '--import', 'tsx', driver], { cwd: findPackageRoot(), stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting = new Map<number, (value: unknown) => void>();
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    const { id, value } = JSON.parse(line) as { id: number; value: unknown };
    waiting.get(id)?.(value);
    waiting.delete(id);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let nextId = 1;
  const send = <T>(op: string, ...args: unknown[]): Promise<T> => {
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, resolve as (value: unknown) => void);
      child.stdin.write(`${JSON.stringify({ id, op, args })}\n`, (error) => error && reject(error));
    });
  };
  const ready = new Promise<unknown>((resolve) => waiting.set(0, resolve));
  await Promise.race([ready, exited.then(() => Promise.reject(new Error('the preview driver ended before it was ready')))]).catch((error: unknown) => {
    removeNamespace();
    throw error;
  });
  return {
    call: (method, arg) => send('call', method, arg),
    request: (origin, rawPath, method) => send('request', origin, rawPath, method),
    events: () => send('events'),
    tempEntries: () => send('tempEntries'),
    async close() {
      await Promise.race([send('close'), exited]);
      await exited;
      removeNamespace();
    },
  };
}
