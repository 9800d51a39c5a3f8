import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MethodArg, MethodResult } from '../../../shared/api/contract.js';
import { createFakeProject, pageColor, type FakeProject } from '../testing/fake-project.js';
import { writeFakeReaderAssets } from '../testing/fake-reader-assets.js';
import { createPublishTestEngine, type PublishTestEngine } from '../testing/test-context.js';
import { phpLint, runPhp } from './testing/php.js';
import { readZip, readZipTimes } from './testing/read-zip.js';
import { isSafeEntryName } from '../../archive/zip-file.js';
import type { JobProgress } from '../../../shared/jobs/job-progress.js';
import { expectAppError } from '../testing/expect-app-error.js';

/** A title that tries every way out of a PHP string, a comment, an attribute and XML. */
const HOSTILE = `Tom's "Book" </title><script>alert(1)</script> ?> \\' \\ */ & é`;
const PRELUDE = path.join(import.meta.dirname, 'testing', 'wordpress-prelude.php');

let work: string;
let readerDir: string;
let project: FakeProject;
let engine: PublishTestEngine;

beforeEach(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-plugin-test-'));
  readerDir = writeFakeReaderAssets(path.join(work, 'reader'));
  project = await createFakeProject({
    title: HOSTILE,
    description: 'A book "about" <things>',
    pages: [1, 2].map((n) => ({
      width: 60,
      height: 80,
      color: pageColor(n),
      text: { version: 1, items: [{ text: `Page ${n} <b>text</b>`, x: 0.1, y: 0.1, width: 0.5, height: 0.05 }] },
    })),
  });
  engine = createPublishTestEngine({ project, readerAssetsDir: readerDir });
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

type PluginArg = MethodArg<'publish.plugin'>;

function publish(arg: Partial<PluginArg> & Pick<PluginArg, 'format'>): Promise<MethodResult<'publish.plugin'>> {
  const handler = engine.registry.get('publish.plugin');
  if (handler === undefined) throw new Error('publish.plugin is not registered');
  return handler({ outFile: path.join(work, `${arg.format}.zip`), width: 800, height: 600, flipbookTitle: HOSTILE, ...arg });
}

/** Unpacks a zip into a folder (the names were checked safe first) and returns the folder. */
function unpack(entries: Map<string, Buffer>, into: string): string {
  for (const [name, data] of entries) {
    expect(isSafeEntryName(name), name).toBe(true);
    fs.mkdirSync(path.dirname(path.join(into, name)), { recursive: true });
    fs.writeFileSync(path.join(into, name), data);
  }
  return into;
}

/** Lints every PHP file; returns how many there are besides the folder guards. */
function expectPhpFilesLintClean(entries: Map<string, Buffer>, folder: string): number {
  const phpFiles = [...entries.keys()].filter((name) => name.endsWith('.php'));
  for (const name of phpFiles) expect(phpLint(path.join(folder, name)), name).toBeNull();
  return phpFiles.filter((name) => !name.endsWith('/index.php')).length;
}

function decodeAttribute(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#0?39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

describe('the WordPress plug-in', () => {
  it('is one folder with a headed main file, a readme and the book, and every PHP file lints', async () => {
    const result = await publish({ format: 'wordpress', scripts: '<script>window.tracked = 1;</script>', seoText: true });
    expect(result).toMatchObject({ format: 'wordpress', slug: 'flipbook-tom-s-book-title-script-alert-1-script-e-fake01', pageCount: 2 });
    const entries = await readZip(result.outFile);
    const slug = result.slug;
    expect(new Set([...entries.keys()].map((name) => name.split('/')[0]))).toEqual(new Set([slug]));
    for (const file of ['readme.txt', `${slug}.php`, 'added-scripts.html', 'book/index.html', 'book/book.js', 'book/reader.js', 'book/text/page-2.html', 'book/files/page-1-hd.webp']) {
      expect(entries.has(`${slug}/${file}`), file).toBe(true);
    }
    const folder = unpack(entries, path.join(work, 'unzipped'));
    expect(expectPhpFilesLintClean(entries, folder)).toBe(1);

    const main = entries.get(`${slug}/${slug}.php`)?.toString('utf8') ?? '';
    const header = Object.fromEntries([...main.matchAll(/^ \* ([A-Za-z ]+): (.*)$/gm)].map((match) => [match[1], match[2]]));
    expect(header).toMatchObject({ 'Requires at least': '5.0', 'Requires PHP': '7.0', Version: '1.0.0', License: 'GPL-2.0-or-later' });
    expect(header['Plugin Name']).toContain('Tom\'s "Book"');
    expect(header['Plugin Name']).not.toContain('*/');
    expect(header.Description).toBe('A book "about" <things>');
    expect(main).toMatch(/if \( ! defined\( 'ABSPATH' \) \) \{\s+exit;/);
    // Only the book's own shortcode: a shared [flipbook] would move between books.
    expect([...main.matchAll(/add_shortcode\( '([^']*)'/g)].map((match) => match[1])).toEqual([slug]);
    const readme = entries.get(`${slug}/readme.txt`)?.toString('utf8') ?? '';
    expect(readme).toMatch(new RegExp(`^=== .* ===\\n[\\s\\S]*== Description ==[\\s\\S]*\\[${slug}\\]`));
    expect(readme).not.toMatch(/\[flipbook[ \]]/);
    // A stock PHP refuses uploads over 2 MB: the readme says how to get past that.
    expect(readme).toContain('upload_max_filesize');
    expect(readme).toContain(`unzip this file into wp-content/plugins on the server (the\nfolder ${slug} goes there`);
  });

  it('runs its shortcode with the given size and escapes a hostile title', async () => {
    const result = await publish({ format: 'wordpress', scripts: '<script>window.tracked = 1;</script>', seoText: true });
    const folder = unpack(await readZip(result.outFile), path.join(work, 'unzipped'));
    const run = runPhp([PRELUDE, path.join(folder, result.slug, `${result.slug}.php`), result.slug, JSON.stringify({ width: '640', height: '480' })]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const [html = '', footer = ''] = run.stdout.split('\n--footer--\n');
    const iframe = /<iframe ([^>]*)><\/iframe>/.exec(html)?.[1] ?? '';
    const attributes = Object.fromEntries([...iframe.matchAll(/([a-z]+)="([^"]*)"/g)].map((match) => [match[1], decodeAttribute(match[2] ?? '')]));
    expect(attributes).toMatchObject({
      src: expect.stringMatching(new RegExp(`^https://example\\.test/wp-content/plugins/${result.slug}/book/index\\.html\\?v=[a-z0-9]+$`)),
      width: '640',
      height: '480',
      title: HOSTILE,
    });
    expect(attributes.style).toContain('max-width:640px');
    expect(attributes.style).toContain('aspect-ratio:640 / 480');
    expect(html).not.toContain('<script');
    expect(html).toContain(`/${result.slug}/book/text/index.html`);
    expect(footer).toContain('<script>window.tracked = 1;</script>');
  });

  it('falls back to the panel size, and prints the added scripts only on pages with the shortcode', async () => {
    const result = await publish({ format: 'wordpress', width: 720, height: 540, scripts: '<script>window.tracked = 1;</script>' });
    const folder = unpack(await readZip(result.outFile), path.join(work, 'unzipped'));
    const main = path.join(folder, result.slug, `${result.slug}.php`);
    const shown = runPhp([PRELUDE, main, result.slug, JSON.stringify({ width: 'wide' })]);
    expect(shown.stdout).toContain('width="720" height="540"');
    expect(shown.stdout).toContain('window.tracked');
    const notShown = runPhp([PRELUDE, main, result.slug, 'none']);
    expect(notShown.status).toBe(0);
    expect(notShown.stdout).not.toContain('window.tracked');
  });
});

describe('the WordPress shortcode in a post', () => {
  async function shortcodeHtml(attributes: Record<string, string>): Promise<string> {
    const result = await publish({ format: 'wordpress', width: 720, height: 540, seoText: true });
    const folder = unpack(await readZip(result.outFile), path.join(work, 'unzipped'));
    const run = runPhp([PRELUDE, path.join(folder, result.slug, `${result.slug}.php`), result.slug, JSON.stringify(attributes)]);
    expect(run.stderr).toBe('');
    return run.stdout.split('\n--footer--\n')[0] ?? '';
  }

  it('falls back to the defaults for sizes out of range, rather than flipping their sign', async () => {
    for (const [width, height] of [['-300', '-300'], ['99', '10001'], ['1e3', '0x200'], ['', ' ']]) {
      expect(await shortcodeHtml({ width: width as string, height: height as string }), `${width}x${height}`).toContain('width="720" height="540"');
    }
    expect(await shortcodeHtml({ width: '100', height: '10000' })).toContain('width="100" height="10000"');
  });

  it('is phrasing content, valid inside the paragraph a theme wraps it in', async () => {
    const html = await shortcodeHtml({});
    const tags = [...html.matchAll(/<([a-z]+)[\s>]/g)].map((match) => match[1]);
    expect(new Set(tags)).toEqual(new Set(['span', 'iframe', 'a']));
  });
});

describe('the Joomla module', () => {
  it('has a manifest that parses and lists files that are all in the zip, and lint-clean PHP', async () => {
    const { parseXml, childrenNamed } = await import('./testing/mini-xml.js');
    const result = await publish({ format: 'joomla', scripts: '<script>1</script>', width: 900, height: 700 });
    expect(result.slug).toBe('mod_flipbook_tom_s_book_title_script_alert_1_script_e_fake01');
    const entries = await readZip(result.outFile);
    const folder = unpack(entries, path.join(work, 'unzipped'));
    expect(expectPhpFilesLintClean(entries, folder)).toBe(1);

    const manifest = parseXml(entries.get(`${result.slug}/${result.slug}.xml`)?.toString('utf8') ?? '');
    expect(manifest.name).toBe('extension');
    expect(manifest.attributes).toEqual({ type: 'module', client: 'site', method: 'upgrade' });
    expect(childrenNamed(manifest, 'name')[0]?.text).toContain('</title><script>');
    expect(childrenNamed(manifest, 'version')[0]?.text).toBe('1.0.0');
    expect(childrenNamed(manifest, 'description')[0]?.text).toBe('A book "about" <things>');
    const files = childrenNamed(manifest, 'files')[0]?.children ?? [];
    expect(files.find((file) => file.attributes.module === result.slug)?.text).toBe(`${result.slug}.php`);
    for (const file of files) {
      const listed = `${result.slug}/${file.text}`;
      const present = file.name === 'folder' ? [...entries.keys()].some((name) => name.startsWith(`${listed}/`)) : entries.has(listed);
      expect(present, listed).toBe(true);
    }
    expect(files.map((file) => file.text)).toContain('book');
    const fields = manifest.children.find((child) => child.name === 'config')?.children[0]?.children[0]?.children ?? [];
    expect(fields.map((field) => [field.attributes.name, field.attributes.default])).toEqual([
      ['width', '900'],
      ['height', '700'],
    ]);
    const php = entries.get(`${result.slug}/${result.slug}.php`)?.toString('utf8') ?? '';
    expect(php).toContain("defined('_JEXEC') or die;");
    expect(php).toContain('htmlspecialchars(');
  });
});

describe('the Drupal module', () => {
  it('has an info.yml with the required keys and a block plugin class that lints', async () => {
    const { parseFlatYaml } = await import('./testing/mini-yaml.js');
    const result = await publish({ format: 'drupal', scripts: '<script>1</script>', seoText: true });
    const machine = 'flipbook_tom_s_book_title_script_alert_1_script_e_fake01';
    expect(result.slug).toBe(machine);
    const entries = await readZip(result.outFile);
    const folder = unpack(entries, path.join(work, 'unzipped'));
    expect(expectPhpFilesLintClean(entries, folder)).toBe(1);

    const info = parseFlatYaml(entries.get(`${machine}/${machine}.info.yml`)?.toString('utf8') ?? '');
    expect(info).toMatchObject({ name: project.snapshot().book.title, type: 'module', description: 'A book "about" <things>', core_version_requirement: '^9 || ^10 || ^11', package: 'Flipbook' });
    const blockFile = `${machine}/src/Plugin/Block/FlipbookTomSBookTitleScriptAlert1ScriptEFake01Block.php`;
    const block = entries.get(blockFile)?.toString('utf8') ?? '';
    expect(block).toContain(`namespace Drupal\\${machine}\\Plugin\\Block;`);
    expect(block).toMatch(/@Block\(\n \*   id = "flipbook_tom_s_book_title_script_alert_1_script_e_fake01_block",/);
    expect(block).toContain('class FlipbookTomSBookTitleScriptAlert1ScriptEFake01Block extends BlockBase {');
    expect(block).toContain("getPath('flipbook_tom_s_book_title_script_alert_1_script_e_fake01')");
    expect(entries.has(`${machine}/book/index.html`)).toBe(true);
    expect(entries.has(`${machine}/book/text/index.html`)).toBe(true);
  });
});

describe('publishing any plug-in', () => {
  it.each(['wordpress', 'joomla', 'drupal'] as const)('%s: dates its entries at publish time, busts the reader caches and guards every book folder', async (format) => {
    const before = Date.now();
    const result = await publish({ format, seoText: true });
    const entries = await readZip(result.outFile);
    const times = await readZipTimes(result.outFile);
    expect(times.size).toBe(entries.size);
    // DOS times have a two-second grain and no zone; the zip library writes local time.
    for (const [name, time] of times) expect(Math.abs(time - before), name).toBeLessThan(60_000);
    const index = entries.get(`${result.slug}/book/index.html`)?.toString('utf8') ?? '';
    for (const file of ['reader.css', 'book.js', 'reader.js']) expect(index).toMatch(new RegExp(`="${file.replace('.', '\\.')}\\?v=[a-z0-9]+"`));
    const folders = new Set([...entries.keys()].filter((name) => name.startsWith(`${result.slug}/book/`)).map((name) => path.posix.dirname(name)));
    expect(folders.size).toBeGreaterThan(2);
    for (const folder of folders) expect(entries.has(`${folder}/index.php`) || entries.has(`${folder}/index.html`), folder).toBe(true);
    expect(entries.get(`${result.slug}/book/files/index.php`)?.toString('utf8')).toMatch(/^<\?php\n/);
  });

  it('gives the iframe and the book the flipbook title when no page title is given', async () => {
    const result = await publish({ format: 'joomla', flipbookTitle: 'Garden plans' });
    const entries = await readZip(result.outFile);
    expect(entries.get(`${result.slug}/book/index.html`)?.toString('utf8')).toContain('<title>Garden plans</title>');
    expect(entries.get(`${result.slug}/${result.slug}.php`)?.toString('utf8')).toContain("$flipbookTitle = 'Garden plans';");
    const titled = await publish({ format: 'drupal', flipbookTitle: 'Garden plans', title: 'Plans for the garden' });
    const block = [...(await readZip(titled.outFile)).entries()].find(([name]) => name.endsWith('Block.php'))?.[1].toString('utf8') ?? '';
    expect(block).toContain("$title = 'Plans for the garden';");
  });

  it('derives a fallback name from a title without ASCII letters, kept apart by the book id', async () => {
    const result = await publish({ format: 'drupal', flipbookTitle: '../../年度报告' });
    expect(result.slug).toBe('flipbook_book_fake01');
    const entries = await readZip(result.outFile);
    expect([...entries.keys()].every((name) => name.startsWith('flipbook_book_fake01/') && isSafeEntryName(name))).toBe(true);
  });

  it('names the same plug-in on every republish of a project, and another book a different one', async () => {
    const first = await publish({ format: 'wordpress', flipbookTitle: 'Annual report' });
    const again = await publish({ format: 'wordpress', flipbookTitle: 'Annual report', outFile: path.join(work, 'again.zip') });
    expect(again.slug).toBe(first.slug);
    const other = await createFakeProject({ title: 'Annual report', bookId: 'other2', pages: [{ width: 60, height: 80, color: pageColor(1) }] });
    const otherEngine = createPublishTestEngine({ project: other, readerAssetsDir: readerDir });
    const handler = otherEngine.registry.get('publish.plugin');
    const second = await handler?.({ format: 'wordpress', outFile: path.join(work, 'other.zip'), width: 800, height: 600, flipbookTitle: 'Annual report' });
    expect(second?.slug).toBe('flipbook-annual-report-other2');
    expect(second?.slug).not.toBe(first.slug);
  });

  it('uses the book title, keywords and description overrides in the embedded book', async () => {
    const result = await publish({ format: 'wordpress', title: 'Annual report', keywords: 'money, year', description: 'All of it' });
    const index = (await readZip(result.outFile)).get(`${result.slug}/book/index.html`)?.toString('utf8') ?? '';
    expect(index).toContain('<title>Annual report</title>');
    expect(index).toContain('<meta name="keywords" content="money, year">');
    expect(index).toContain('<meta property="og:description" content="All of it">');
  });

  it('refuses an output that is not a .zip, and needs pages', async () => {
    await expectAppError(publish({ format: 'joomla', outFile: path.join(work, 'book.tar') }), 'PATH_FORMAT');
    await expectAppError(publish({ format: 'joomla', outFile: '' }), 'PATH_EMPTY');
    project.replacePages([], []);
    await expectAppError(publish({ format: 'joomla' }), 'NO_PAGES');
  });

  it('fails with the format named and the cause as detail, leaving no zip behind', async () => {
    fs.rmSync(path.join(readerDir, 'reader.js'));
    const error = await expectAppError(publish({ format: 'wordpress' }), 'PUBLISH_PLUGIN_FAILED');
    expect(error.message).toBe('Failed to publish the WordPress plug-in!');
    expect(error.detail).toContain('reader.js is missing');
    expect(fs.readdirSync(work).filter((name) => name.includes('zip'))).toEqual([]);
  });

  it('stops when cancelled and leaves no zip behind, not even a temporary one', async () => {
    const stop = engine.ctx.events.subscribe((name, payload) => {
      if (name === 'job.progress' && (payload as JobProgress).done === 1) engine.ctx.jobs.cancel((payload as JobProgress).id);
    });
    await expectAppError(publish({ format: 'drupal' }), 'CANCELLED');
    stop();
    expect(fs.readdirSync(work).filter((name) => name.includes('zip'))).toEqual([]);
  });

  it('keeps an earlier zip when a republish fails', async () => {
    const first = await publish({ format: 'joomla' });
    const before = fs.readFileSync(first.outFile);
    fs.rmSync(path.join(readerDir, 'reader.css'));
    await expectAppError(publish({ format: 'joomla' }), 'PUBLISH_PLUGIN_FAILED');
    expect(fs.readFileSync(first.outFile).equals(before)).toBe(true);
  });
});
