import { describe, expect, it } from 'vitest';
import { parseArgs } from './parse-args.js';

const CWD = '/home/user/books';
const convert = (...args: string[]) => parseArgs(['convert', ...args, '-o', 'b.flipbook'], CWD);

describe('flipbook convert options', () => {
  it('passes --pages through as the page range, refusing a malformed one with the spec message', () => {
    expect(convert('a.pdf', '--pages', '1,5-8,20')).toMatchObject({ kind: 'convert', options: { pageRange: '1,5-8,20' } });
    expect(convert('a.pdf', '--pages=all')).toMatchObject({ options: { pageRange: 'all' } });
    expect(convert('a.pdf', '--pages', '8-5')).toMatchObject({ kind: 'usage-error', message: 'Option --pages: Incorrect Format' });
    expect(convert('a.pdf', '--pages', ' ')).toMatchObject({ kind: 'usage-error', message: 'Option --pages: Please fill in the page range to be imported' });
  });

  it('takes a quality preset by name, in any letter case', () => {
    expect(convert('a.pdf', '--quality', 'hd')).toMatchObject({ options: { quality: { preset: 'hd' } } });
    expect(convert('a.pdf', '--quality', 'SHD')).toMatchObject({ options: { quality: { preset: 'shd' } } });
    expect(convert('a.pdf', '--quality', 'uhd')).toMatchObject({ kind: 'usage-error', message: 'Option --quality must be one of: fhd, hd, shd, custom' });
  });

  it('makes --definition, --max-edge and --dpi a custom quality', () => {
    expect(convert('a.pdf', '--definition', '90', '--max-edge', '1800', '--dpi', '150')).toMatchObject({
      options: { quality: { preset: 'custom', definition: 90, maxEdge: 1800, dpi: 150 } },
    });
    expect(convert('a.pdf', '--quality', 'custom', '--dpi', '96')).toMatchObject({ options: { quality: { preset: 'custom', dpi: 96 } } });
  });

  it.each([
    [['--definition', '79'], 'Option --definition must be a whole number from 80 to 95'],
    [['--max-edge', '4000'], 'Option --max-edge must be a whole number from 450 to 3200'],
    [['--dpi', '150.5'], 'Option --dpi must be a whole number from 72 to 320'],
    [['--dpi', 'high'], 'Option --dpi must be a whole number from 72 to 320'],
    [['--quality', 'hd', '--dpi', '100'], 'Option --quality hd cannot be combined with --dpi (use --quality custom)'],
  ])('refuses the quality %j', (args, message) => {
    expect(convert('a.pdf', ...args)).toMatchObject({ kind: 'usage-error', message });
  });

  it('takes every widepage cut mode and refuses others', () => {
    for (const cut of ['none', 'auto', '1', '2', '3']) expect(convert('a.pdf', '--cut', cut)).toMatchObject({ options: { cut } });
    expect(convert('a.pdf', '--cut', '4')).toMatchObject({ kind: 'usage-error', message: 'Option --cut must be one of: none, auto, 1, 2, 3' });
  });

  it('chooses the render engine, and --engine-dir implies the external one', () => {
    expect(convert('a.pdf', '--engine', 'inner')).toMatchObject({ options: { engine: 'inner' } });
    expect(convert('a.pdf', '--engine', 'external')).toMatchObject({ options: { engine: 'external' } });
    expect(convert('a.pdf', '--engine-dir', 'poppler/bin')).toMatchObject({
      options: { engine: 'external', externalEngineDir: '/home/user/books/poppler/bin' },
    });
    expect(convert('a.pdf', '--engine', 'inner', '--engine-dir', '/opt')).toMatchObject({ kind: 'usage-error', message: 'Option --engine-dir needs --engine external' });
    expect(convert('a.pdf', '--engine', 'gpu')).toMatchObject({ kind: 'usage-error' });
  });

  it('turns off table of contents, links and text extraction with --no-toc, --no-links and --no-text', () => {
    expect(convert('a.pdf', '--no-toc')).toMatchObject({ options: { extract: { toc: false, links: true, text: true } } });
    expect(convert('a.pdf', '--no-links', '--no-text')).toMatchObject({ options: { extract: { toc: true, links: false, text: false } } });
    expect(convert('a.pdf')).toMatchObject({ options: {} });
    expect(convert('a.pdf', '--no-toc=yes')).toMatchObject({ kind: 'usage-error', message: 'Unknown option: --no-toc' });
  });

  it('merges several PDFs in the order given, but never with a password', () => {
    expect(convert('b.pdf', 'a.PDF', '--cut', 'auto')).toMatchObject({
      source: 'pdf',
      inputs: ['/home/user/books/b.pdf', '/home/user/books/a.PDF'],
      options: { cut: 'auto' },
    });
    expect(convert('a.pdf', 'b.pdf', '--password', 'x')).toMatchObject({
      kind: 'usage-error',
      message: 'Option --password applies to one PDF: protected PDFs cannot be merged',
    });
  });

  it('takes image files and folders, with a choice for large images, and refuses PDF options for them', () => {
    expect(convert('scans', 'cover.jpg', '--large-images', 'skip')).toMatchObject({
      source: 'images',
      inputs: ['/home/user/books/scans', '/home/user/books/cover.jpg'],
      largeImages: 'skip',
    });
    expect(convert('scans', '--pages', '1-3')).toMatchObject({ kind: 'usage-error', message: 'Option --pages applies to PDF files only' });
    expect(convert('scans', '--no-text')).toMatchObject({ kind: 'usage-error', message: 'Option --no-text applies to PDF files only' });
    expect(convert('a.pdf', '--large-images', 'skip')).toMatchObject({ kind: 'usage-error', message: 'Option --large-images applies to images only' });
    expect(convert('a.pdf', 'b.png')).toMatchObject({ kind: 'usage-error', message: 'PDF files and images cannot be converted together' });
  });
});
