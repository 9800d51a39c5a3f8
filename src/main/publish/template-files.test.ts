import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors/app-error.js';
import { copyTemplateFiles, withTemplateStylesheet } from './template-files.js';
import { writeFakeReaderAssets } from './testing/fake-reader-assets.js';

let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-template-files-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

describe('publishing a template', () => {
  it('copies only the chosen template’s stylesheet into the book', async () => {
    const reader = writeFakeReaderAssets(path.join(work, 'reader'));
    const book = path.join(work, 'book');
    fs.mkdirSync(book);
    await copyTemplateFiles(reader, book, { template: 'lively' });
    expect(fs.readdirSync(path.join(book, 'templates'))).toEqual(['lively.css']);
  });

  it('falls back to metro for an unknown template, as the reader does', async () => {
    const reader = writeFakeReaderAssets(path.join(work, 'reader'));
    const book = path.join(work, 'book');
    fs.mkdirSync(book);
    await copyTemplateFiles(reader, book, { template: '../secret' });
    expect(fs.readdirSync(path.join(book, 'templates'))).toEqual(['metro.css']);
  });

  it('fails clearly when the reader was built without templates', async () => {
    const reader = writeFakeReaderAssets(path.join(work, 'reader'));
    fs.rmSync(path.join(reader, 'templates'), { recursive: true });
    const book = path.join(work, 'book');
    fs.mkdirSync(book);
    const error = await copyTemplateFiles(reader, book, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('PUBLISH_HTML_FAILED');
  });

  it("links the chosen template's stylesheet from the head, after the reader's, for the reader's template host to keep", () => {
    const template = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'reader', 'index.html'), 'utf8');
    const html = withTemplateStylesheet(template, { template: 'lively' });
    expect(html).toContain('<link rel="stylesheet" href="reader.css">\n    <link rel="stylesheet" href="templates/lively.css" data-template-css>');
    // An unknown template is the default one, as in the reader.
    expect(withTemplateStylesheet(template, { template: 'nope' })).toContain('href="templates/metro.css" data-template-css');
    expect(() => withTemplateStylesheet('<html></html>', {})).toThrow(/reader.css/);
  });
});
