import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BatchTask } from '../shared/api/batch-api.js';
import { corpusFile } from '../main/import/testing/import-world.js';
import { createBatchWorld, LONG_PDF, SMALL_PDFS, type BatchWorld } from '../main/batch/testing/batch-world.js';
import { runWatch } from './batch-watch.js';
import type { CliIo } from './commands.js';
import { testInterrupts } from './testing/test-interrupts.js';
import { EXIT_FAILED, EXIT_OK, main } from './main.js';
import { parseArgs } from './parse-args.js';
import { usageText } from './usage.js';

function captureIo(isTTY = false): CliIo & { out: string; err: string } {
  const io = { out: '', err: '', isTTY, stdout: (text: string) => void (io.out += text), stderr: (text: string) => void (io.err += text) };
  return io;
}

describe('parsing flipbook batch', () => {
  it('reads inputs, the output folder, the format, the template, the jobs and the import options', () => {
    expect(parseArgs(['batch', 'a.pdf', 'scans', '-o', 'out', '-f', 'wordpress', '--template', 'Blue', '--jobs', '3', '--quality', 'hd', '--no-text', '--json'], '/w')).toEqual({
      kind: 'batch',
      inputs: ['/w/a.pdf', '/w/scans'],
      watch: null,
      outDir: '/w/out',
      format: 'wordpress',
      template: 'Blue',
      options: { quality: { preset: 'hd' }, extract: { toc: true, links: true, text: false } },
      jobs: 3,
      json: true,
      apk: undefined,
    });
    expect(parseArgs(['batch', '--watch', 'inbox', '--out', 'out', '--format', 'html'], '/w')).toMatchObject({ kind: 'batch', inputs: [], watch: '/w/inbox' });
    expect(usageText('batch')).toContain('--watch <inbox>');
    expect(usageText(null)).toContain('batch <file.pdf or folder>…');
  });

  it('refuses what cannot work, before any conversion', () => {
    const message = (...argv: string[]) => {
      const command = parseArgs(['batch', ...argv], '/w');
      return command.kind === 'usage-error' ? command.message : null;
    };
    expect(message('--out', 'o', '--format', 'html')).toBe('Missing the PDF files or folders');
    expect(message('a.pdf', '--format', 'html')).toBe('Missing --out <folder>');
    expect(message('a.pdf', '--out', 'o', '--format', 'pdf')).toBe('Unknown format: pdf (supported: html, wordpress, joomla, drupal, exe, app, apk)');
    expect(message('a.pdf', '--out', 'o', '--format', 'html', '--jobs', '5')).toBe('Option --jobs must be a whole number from 1 to 4');
    expect(message('a.pdf', '--out', 'o', '--format', 'apk')).toBe('Missing --keystore, --keystore-password, --app-id-prefix for --format apk');
    expect(message('a.pdf', '--out', 'o', '--format', 'html', '--keystore', 'k.p12')).toBe('Option --keystore applies to --format apk only');
    expect(message('a.pdf', '--out', 'o', '--format', 'html', '--cut', 'sideways')).toBe('Option --cut must be one of: none, auto, 1, 2, 3');
    expect(message('a.pdf', '--watch', 'in', '--out', 'o', '--format', 'html')).toBe('Give either files and folders or --watch <inbox>, not both');
  });
});

describe('running flipbook batch', () => {
  let w: BatchWorld;
  beforeEach(async () => {
    w = await createBatchWorld();
  });
  afterEach(() => w.cleanup());

  const run = (argv: string[], io: CliIo, interrupts = testInterrupts()) => main(['batch', ...argv], io, w.world.root, interrupts, () => w.engine);

  it('prints a JSON line per task change and a summary, and exits 1 when a book failed', async () => {
    const io = captureIo();
    expect(await run([w.inbox, '--out', w.out, '--format', 'html', '--json'], io)).toBe(EXIT_FAILED);
    const lines = io.out.trimEnd().split('\n').map((line) => JSON.parse(line) as { type: string } & Partial<BatchTask> & Record<string, unknown>);
    expect(lines.slice(0, -1).every((line) => line.type === 'task')).toBe(true);
    expect(lines.filter((line) => line.state === 'success').map((line) => line.name).sort()).toEqual(['alpha', 'beta', 'gamma', 'pics']);
    expect(lines.at(-1)).toMatchObject({ type: 'summary', succeeded: 4, failed: 1, stopped: 0, notStarted: 0 });
    expect(io.err).toBe('Batch conversion failed\n');
  });

  it('shows one line per task on a terminal, ends with a table, and exits 0 when every book succeeded', async () => {
    const io = captureIo(true);
    const inputs = Object.keys(SMALL_PDFS).map((name) => path.join(w.inbox, name));
    expect(await run([...inputs, '--out', w.out, '--format', 'html', '--jobs', '1'], io)).toBe(EXIT_OK);
    // Redrawn in place: back up over the board's lines, then each line wiped and written again.
    expect(io.err).toContain('\u001b[3F\u001b[2Kalpha  success');
    expect(io.out).toMatch(/^Name +Pages +State +Output or error\nalpha +1 +success +\S+alpha\n/);
    expect(io.out).toContain('3 succeeded, 0 failed.');
  });

  it('stops cleanly on Ctrl+C: the book in flight is stopped and removed, the finished one stays', async () => {
    fs.copyFileSync(corpusFile(...LONG_PDF), path.join(w.world.root, 'long.pdf'));
    const interrupts = testInterrupts();
    void w.nextTask((task) => task.name === 'long' && task.pages !== null).then(() => interrupts.fire());
    const io = captureIo();
    const code = await run([path.join(w.inbox, 'alpha.pdf'), path.join(w.world.root, 'long.pdf'), path.join(w.inbox, 'gamma.pdf'), '--out', w.out, '--format', 'html', '--jobs', '1'], io, interrupts);
    expect(code).toBe(EXIT_FAILED);
    expect(interrupts.quits).toEqual([]);
    expect(io.err).toMatch(/Cancelled\.\n$/);
    expect(io.out).toMatch(/alpha +1 +success/);
    expect(io.out).toMatch(/long +14 +stopped/);
    expect(io.out).toMatch(/gamma +- +not started/);
    expect(fs.readdirSync(w.out)).toEqual(['alpha']);
  });

  it('ends a watch cleanly on the first Ctrl+C while no book converts', async () => {
    const interrupts = testInterrupts();
    const io = captureIo();
    io.stderr = (text) => {
      io.err += text;
      if (text.startsWith('Watching')) interrupts.fire();
    };
    expect(await run(['--watch', w.inbox, '--out', w.out, '--format', 'html'], io, interrupts)).toBe(EXIT_OK);
    expect(interrupts.quits).toEqual([]);
    expect(io.err).toBe(`Watching ${w.inbox} for PDFs (Ctrl+C ends).\n`);
  });

  it('watches an inbox: converts a PDF once it has stopped growing, moves a broken one aside with its error', async () => {
    const inbox = path.join(w.world.root, 'hot');
    fs.mkdirSync(inbox);
    const command = parseArgs(['batch', '--watch', inbox, '--out', w.out, '--format', 'html'], w.world.root);
    if (command.kind !== 'batch') throw new Error(JSON.stringify(command));
    const until = new AbortController();
    let scans = 0;
    const scanWaiters: (() => void)[] = [];
    const scanned = (count: number) => new Promise<void>((resolve) => scanWaiters.push(() => scans >= count && resolve()));
    const timing = {
      pollMs: 20,
      settleMs: 120,
      onScan: () => {
        scans += 1;
        scanWaiters.forEach((wake) => wake());
      },
    };
    const io = captureIo();
    const watching = runWatch(w.client, io, command, until.signal, timing);
    // Copied in slowly, in eight parts two looks at the inbox apart: longer in all than
    // the settle time, so only a conversion that waits for the growth to stop succeeds.
    const bytes = fs.readFileSync(path.join(w.inbox, 'beta.pdf'));
    const target = path.join(inbox, 'beta.pdf');
    const part = Math.ceil(bytes.length / 8);
    const started = Date.now();
    fs.writeFileSync(target, bytes.subarray(0, part));
    for (let at = part; at < bytes.length; at += part) {
      await scanned(scans + 2);
      fs.appendFileSync(target, bytes.subarray(at, at + part));
    }
    expect(Date.now() - started).toBeGreaterThan(timing.settleMs);
    await w.nextTask((task) => task.name === 'beta' && task.state === 'success');
    fs.copyFileSync(path.join(w.inbox, 'broken.pdf'), path.join(inbox, 'broken.pdf'));
    await w.nextTask((task) => task.name === 'broken' && task.state === 'failed');
    await scanned(scans + 1);
    until.abort();
    await watching;
    expect(w.events.filter((task) => task.name === 'beta' && task.state === 'converting')).not.toHaveLength(0);
    expect(w.events.filter((task) => task.state === 'success' || task.state === 'failed').map((task) => [task.name, task.state, task.pages])).toEqual([
      ['beta', 'success', 2],
      ['broken', 'failed', null],
    ]);
    expect(fs.readdirSync(w.out)).toEqual(['beta']);
    expect(fs.readdirSync(path.join(inbox, 'done'))).toEqual(['beta.pdf']);
    expect(fs.readdirSync(path.join(inbox, 'failed')).sort()).toEqual(['broken.pdf', 'broken.pdf.error.txt']);
    expect(fs.readFileSync(path.join(inbox, 'failed', 'broken.pdf.error.txt'), 'utf8')).toMatch(/^Batch conversion failed: \S/);
    expect(io.out).toContain('1 succeeded, 1 failed.');
  });
});
