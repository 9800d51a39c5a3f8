import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUploadWorld, readHosted, type UploadWorld } from '../main/cloud/testing/upload-world.js';
import { runCloud } from './cloud-command.js';
import { formatBytes, formatUploadProgress } from './cloud-upload-command.js';
import type { CliIo } from './commands.js';
import { parseArgs } from './parse-args.js';

describe('flipbook cloud upload, uploads, resume, discard', () => {
  let world: UploadWorld;
  let project: string;

  beforeAll(async () => {
    world = await makeUploadWorld();
    await world.register('cli-upload@example.com');
    await world.openBook('8-9');
    project = path.join(world.appDataDir, '..', 'book.flipbook');
    await world.client.call('project.saveAs', { path: project });
  });
  afterAll(async () => {
    await world.cleanup();
  });

  /** Runs `flipbook cloud …` on the world's engine (whose reader is the stand-in) and collects what it prints. */
  async function flipbook(argv: string[]): Promise<{ ok: boolean; stdout: string; stderr: string; error?: unknown }> {
    let stdout = '';
    let stderr = '';
    const io: CliIo = { stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text), isTTY: false };
    const command = parseArgs(['cloud', ...argv], path.dirname(project), {});
    if (command.kind !== 'cloud') throw new Error(`not a cloud command: ${JSON.stringify(command)}`);
    try {
      await runCloud(world.client, io, command);
      return { ok: true, stdout, stderr };
    } catch (error) {
      return { ok: false, stdout, stderr, error };
    }
  }

  it('uploads a project file and prints its link; --overwrite keeps the link', async () => {
    const first = await flipbook(['upload', 'book.flipbook', '--title', 'From the CLI', '--keywords', 'cli', '--category', 'tests', '--html-text']);
    expect(first, String(first.error)).toMatchObject({ ok: true, stderr: 'Uploaded.\n' });
    const url = first.stdout.trim();
    expect(url).toMatch(new RegExp(`^${world.cloud.booksUrl}/b/[0-9a-f-]{36}/$`));
    expect((await readHosted(url)).body).toContain('<title>From the CLI</title>');
    const bookId = url.split('/').at(-2) ?? '';
    const again = await flipbook(['upload', 'book.flipbook', '--title', 'From the CLI, again', '--overwrite', bookId, '--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({ bookId, url, versionId: expect.any(String) });
  });

  it('pauses on Ctrl+C with a hint, lists the paused upload, and resumes it', async () => {
    await world.client.call('project.open', { path: project });
    const stop = world.client.on('job.progress', (event) => {
      if (event.step !== 'uploading' || event.done === 0) return;
      stop();
      world.engine.context.jobs.cancelAll();
    });
    // A new title makes a new index.html and book.js: those are sent, and the pause comes before the upload completes.
    const paused = await flipbook(['upload', 'book.flipbook', '--title', 'Paused from the CLI', '--description', 'Paused']);
    expect(paused.ok).toBe(false);
    expect(paused.error).toMatchObject({ code: 'CANCELLED' });
    const hint = /Continue it with "flipbook cloud resume ([0-9a-f-]{36})" or drop it with "flipbook cloud discard \1"\./.exec(paused.stderr);
    expect(hint, paused.stderr).not.toBeNull();
    const uploadId = hint?.[1] ?? '';
    const listed = await flipbook(['uploads']);
    expect(listed.stdout).toMatch(new RegExp(`^${uploadId}  \\d{4}-\\d{2}-\\d{2}  +[\\d.]+ [KM]B  Paused from the CLI\\n$`));
    expect(JSON.parse((await flipbook(['uploads', '--json'])).stdout)).toEqual([expect.objectContaining({ uploadId, fields: { title: 'Paused from the CLI', description: 'Paused' } })]);
    const resumed = await flipbook(['resume', uploadId]);
    expect(resumed, String(resumed.error)).toMatchObject({ ok: true, stderr: 'Uploaded.\n' });
    expect((await readHosted(resumed.stdout.trim())).body).toContain('<title>Paused from the CLI</title>');
    expect((await flipbook(['uploads'])).stdout).toBe('No paused uploads.\n');
    expect((await flipbook(['discard', uploadId])).error).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('shows bytes, speed and the time left while uploading', () => {
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1500)).toBe('1.5 KB');
    expect(formatBytes(4_800_000)).toBe('4.8 MB');
    expect(formatBytes(350_000)).toBe('350 KB');
    expect(formatUploadProgress({ done: 1_200_000, total: 4_800_000, etaSeconds: 10 }, 2000)).toBe('Uploading… 1.2 MB of 4.8 MB, 600 KB/s, ETA 10 s');
    expect(formatUploadProgress({ done: 0, total: 4_800_000, etaSeconds: null }, 0)).toBe('Uploading… 0 B of 4.8 MB');
  });
});
