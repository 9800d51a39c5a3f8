import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'flipbook.js');
const TRACEMONKEY = path.resolve(ROOT, '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-cli-e2e-'));

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real `flipbook` command with its own app-data folder, as a user would. */
function flipbook(...args: string[]): Promise<Run> {
  return flipbookWithEnv({}, ...args);
}

/** Runs `flipbook` with extra environment variables, such as FLIPBOOK_TEST_EDITION. */
function flipbookWithEnv(extraEnv: Record<string, string>, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd: work, env: { ...process.env, ...extraEnv, FLIPBOOK_APPDATA: path.join(work, 'appdata'), HOME: work }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr }),
    );
  });
}

describe('the flipbook command', () => {
  it('prints its version and its help', async () => {
    const version = await flipbook('--version');
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toBe(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version);
    const help = await flipbook('--help');
    expect(help.code).toBe(0);
    for (const command of ['convert', 'publish', 'info']) expect(help.stdout).toContain(command);
    expect((await flipbook('convert', '--help')).stdout).toContain('flipbook convert <file.pdf> -o <project.flipbook>');
  });

  it('exits 2 with a usage hint on a wrong command line', async () => {
    const run = await flipbook('publish', 'x.flipbook', '--format', 'docx', '-o', 'out');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Unknown format: docx');
    expect(run.stderr).toContain('flipbook publish --help');
  });

  it('converts a PDF, reports its facts and publishes it as HTML', async () => {
    const convert = await flipbook('convert', TRACEMONKEY, '-o', 'tracemonkey.flipbook');
    expect(convert.stderr).toContain('Converted 14 pages.');
    expect(convert.code).toBe(0);
    const project = path.join(work, 'tracemonkey.flipbook');
    expect(convert.stdout.trim()).toBe(project);
    expect(fs.existsSync(project)).toBe(true);

    const info = await flipbook('info', 'tracemonkey.flipbook', '--json');
    expect(info.code).toBe(0);
    const facts = JSON.parse(info.stdout) as { title: string; pageCount: number; pages: { width: number; height: number }[]; toc: unknown[]; path: string };
    expect(facts.pageCount).toBe(14);
    expect(facts.pages).toHaveLength(14);
    for (const page of facts.pages) {
      expect(page.width).toBeGreaterThan(0);
      expect(page.height).toBeGreaterThan(page.width);
    }
    expect(Array.isArray(facts.toc)).toBe(true);
    expect(facts.path).toBe(project);
    expect((await flipbook('info', 'tracemonkey.flipbook')).stdout).toContain('Pages:    14');

    const publish = await flipbook('publish', 'tracemonkey.flipbook', '--format', 'html', '-o', 'site');
    expect(publish.code).toBe(0);
    expect(publish.stdout.trim()).toBe(path.join(work, 'site', 'index.html'));
    expect(fs.existsSync(path.join(work, 'site', 'index.html'))).toBe(true);
    expect(fs.existsSync(path.join(work, 'site', 'book.js'))).toBe(true);
  });

  it('imports a page range at a chosen quality and reports each page’s text and links', async () => {
    const convert = await flipbook('convert', TRACEMONKEY, '-o', 'range.flipbook', '--pages', '2-3', '--quality', 'hd', '--cut', 'none', '--no-toc');
    expect(convert.stderr).toContain('Converted 2 pages.');
    expect(convert.code).toBe(0);
    const info = await flipbook('info', 'range.flipbook', '--json');
    const facts = JSON.parse(info.stdout) as { pageCount: number; pages: { text: string | null; links: unknown[] }[]; toc: unknown[] };
    expect(facts.pageCount).toBe(2);
    for (const page of facts.pages) {
      expect(page.text).toMatch(/trace/i);
      expect(Array.isArray(page.links)).toBe(true);
    }
    expect(facts.toc).toEqual([]);
  });

  it('refuses more than 12 pages in the trial edition, before converting anything', async () => {
    const run = await flipbookWithEnv({ FLIPBOOK_TEST_EDITION: '' }, 'convert', TRACEMONKEY, '-o', 'trial.flipbook');
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('The trial version allows only 12 pages. The book has 0 pages; 12 more can be added.');
    expect(fs.existsSync(path.join(work, 'trial.flipbook'))).toBe(false);
  });

  it('refuses a custom quality out of range as a command-line error', async () => {
    const run = await flipbook('convert', TRACEMONKEY, '-o', 'q.flipbook', '--dpi', '400');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Option --dpi must be a whole number from 72 to 320');
  });

  it('refuses a text file named .pdf with "Incorrect file format!" and writes no project', async () => {
    fs.writeFileSync(path.join(work, 'notes.pdf'), 'These are notes, not a PDF.\n');
    const run = await flipbook('convert', 'notes.pdf', '-o', 'notes.flipbook');
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('Incorrect file format!');
    expect(fs.existsSync(path.join(work, 'notes.flipbook'))).toBe(false);
  });

  it('says "Project file does not exist!" for a missing project', async () => {
    const run = await flipbook('info', 'missing.flipbook');
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('Project file does not exist!');
  });
});
