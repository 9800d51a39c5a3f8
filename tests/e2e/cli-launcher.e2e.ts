import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isProcessAlive } from '../../src/main/platform/process-alive.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'flipbook.js');
// Long enough (352 pages) to be in the middle of it when the launcher dies.
const FREECULTURE = path.resolve(ROOT, '..', 'shared', 'corpus', 'books', 'freeculture.pdf');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-launcher-e2e-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** The processes whose parent is `pid`, read from /proc. */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The fields after the command's "(name)": state, then the parent's pid.
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}


describe('the flipbook launcher (issue 14, item 8)', () => {
  it('takes its restarted child down with it when it is killed with SIGKILL, leaving no output', async () => {
    // Without the allocator variables the launcher starts the CLI again as its child.
    const env: NodeJS.ProcessEnv = { ...process.env, FLIPBOOK_APPDATA: path.join(work, 'appdata'), HOME: work };
    delete env.MALLOC_ARENA_MAX;
    delete env.MALLOC_MMAP_THRESHOLD_;
    const target = path.join(work, 'book.flipbook');
    const launcher = spawn(process.execPath, [BIN, 'convert', FREECULTURE, '-o', target], { cwd: work, env, stdio: ['ignore', 'pipe', 'pipe'] });
    launcher.stdout.resume();
    launcher.stderr.resume();
    const launcherPid = launcher.pid as number;
    // The child is converting once the import has opened its working copy of the new project.
    const working = path.join(work, 'appdata', 'working');
    await expect.poll(() => fs.existsSync(working) && fs.readdirSync(working).some((name) => name.endsWith('.flipbook')), { timeout: 120_000, interval: 200 }).toBe(true);
    const [child] = childrenOf(launcherPid);
    expect(child).toBeDefined();
    launcher.kill('SIGKILL');
    await expect.poll(() => isProcessAlive(child as number), { timeout: 60_000, interval: 200 }).toBe(false);
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.readdirSync(work).filter((name) => name.startsWith('book.flipbook'))).toEqual([]);
  });
});
