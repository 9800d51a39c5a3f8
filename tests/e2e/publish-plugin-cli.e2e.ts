import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZip } from '../../src/main/publish/plugins/testing/read-zip.js';
import { phpLint } from '../../src/main/publish/plugins/testing/php.js';
import { approximateSize } from '../../src/shared/publish/plugin-install.js';
import { flipbookIn } from './support/flipbook-cli.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const TRACEMONKEY = path.resolve(ROOT, '..', 'shared', 'corpus', 'books', 'tracemonkey.pdf');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-plugin-cli-e2e-'));

const flipbook = flipbookIn(work);

beforeAll(async () => {
  const converted = await flipbook('convert', TRACEMONKEY, '-o', 'book.flipbook', '--pages', '1-3');
  expect(converted.code, converted.stderr).toBe(0);
}, 180_000);

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('flipbook publish --format wordpress|joomla|drupal', () => {
  it('writes an installable WordPress plug-in zip with the book, its text version and the added scripts', async () => {
    fs.writeFileSync(path.join(work, 'stats.html'), '<script>window.stats = true;</script>\n');
    const run = await flipbook(
      'publish', 'book.flipbook', '--format', 'wordpress', '-o', 'book-wp.zip', '--width', '640', '--height', '480',
      '--flipbook-title', 'Trace Monkey', '--title', 'Trace trees', '--scripts', 'stats.html', '--seo-text',
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe(path.join(work, 'book-wp.zip'));
    const entries = await readZip(path.join(work, 'book-wp.zip'));
    // The folder is the flipbook title plus the project's book id (decision 0229).
    const slug = /^(flipbook-trace-monkey-[a-z0-9]{6})\//.exec([...entries.keys()][0] ?? '')?.[1] ?? 'no slug';
    expect(new Set([...entries.keys()].map((name) => name.split('/')[0]))).toEqual(new Set([slug]));
    expect(entries.get(`${slug}/added-scripts.html`)?.toString('utf8')).toContain('window.stats');
    expect(entries.get(`${slug}/book/index.html`)?.toString('utf8')).toContain('<title>Trace trees</title>');
    expect(entries.has(`${slug}/book/text/page-3.html`)).toBe(true);
    const main = path.join(work, 'main.php');
    fs.writeFileSync(main, entries.get(`${slug}/${slug}.php`) ?? '');
    expect(phpLint(main)).toBeNull();
    // The closing line and the readme give the zip's size and how to install a zip that big.
    const zipBytes = fs.statSync(path.join(work, 'book-wp.zip')).size;
    expect(run.stderr).toContain(`The WordPress zip is ${approximateSize(zipBytes)}.`);
    expect(run.stderr).toContain(`put [${slug}] on a page`);
    expect(entries.get(`${slug}/readme.txt`)?.toString('utf8')).toMatch(/The zip holds the whole book, about \d+(\.\d)? (MB|KB)/);

    const again = await flipbook('publish', 'book.flipbook', '--format', 'wordpress', '-o', 'again-wp.zip', '--flipbook-title', 'Trace Monkey');
    expect(again.code, again.stderr).toBe(0);
    expect([...(await readZip(path.join(work, 'again-wp.zip'))).keys()][0]?.startsWith(`${slug}/`)).toBe(true);
  }, 180_000);

  it('refuses an output that is not a .zip before doing any work', async () => {
    const run = await flipbook('publish', 'book.flipbook', '--format', 'drupal', '-o', 'book.tar');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Incorrect path format! (the file name must end in .zip)');
    expect(fs.existsSync(path.join(work, 'book.tar'))).toBe(false);
  });

  it('prints the failure followed by its error text, and leaves no zip', async () => {
    fs.mkdirSync(path.join(work, 'taken.zip'));
    const run = await flipbook('publish', 'book.flipbook', '--format', 'joomla', '-o', 'taken.zip');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Failed to publish the Joomla plug-in! .*taken\.zip is a folder/);
    expect(fs.readdirSync(work).filter((name) => name.includes('publishing'))).toEqual([]);
  });
});
