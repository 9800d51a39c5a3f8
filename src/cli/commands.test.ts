import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../shared/api/client.js';
import type { ProjectSnapshot } from '../shared/domain/book.js';
import type { Page } from '../shared/domain/page.js';
import { runConvert, runInfo, type CliIo } from './commands.js';
import { parseArgs } from './parse-args.js';
import type { ConvertCommand } from './convert-options.js';
import { textOfLayer } from './project-info.js';

/** A client that records every call and answers from a table, standing in for the engine. */
function recordingClient(answers: Record<string, unknown>): { client: FlipbookClient; calls: [string, unknown][] } {
  const calls: [string, unknown][] = [];
  const client = {
    call: async (name: string, arg: unknown) => {
      calls.push([name, arg]);
      return answers[name];
    },
    on: () => () => undefined,
    assetUrl: (key: string) => key,
  } as unknown as FlipbookClient;
  return { client, calls };
}

function quietIo(): CliIo & { out: string; err: string } {
  const io = { out: '', err: '', isTTY: false, stdout: (text: string) => void (io.out += text), stderr: (text: string) => void (io.err += text) };
  return io;
}

function convertCommand(...args: string[]): ConvertCommand {
  const command = parseArgs(['convert', ...args, '-o', '/out/b.flipbook'], '/in');
  if (command.kind !== 'convert') throw new Error(`not a convert: ${JSON.stringify(command)}`);
  return command;
}

/** These tests fake the engine and never write /out, so its folder is taken as writable. */
const ANY_OUTPUT = async (): Promise<void> => undefined;

const IMPORTED = { importedPages: 3, project: {} };
const ANSWERS = { 'pdf.import': IMPORTED, 'pdf.merge': IMPORTED, 'image.import': { ...IMPORTED, skippedFiles: ['/in/huge.jpg'] }, 'project.saveAs': { path: '/out/b.flipbook' } };

describe('flipbook convert', () => {
  it('imports one PDF with its password and options', async () => {
    const { client, calls } = recordingClient(ANSWERS);
    const io = quietIo();
    await runConvert(client, io, convertCommand('a.pdf', '--password', 'pw', '--pages', '2-4', '--cut', 'auto', '--quality', 'hd', '--no-toc'), ANY_OUTPUT);
    expect(calls).toEqual([
      ['project.new', {}],
      [
        'pdf.import',
        {
          path: '/in/a.pdf',
          password: 'pw',
          options: { pageRange: '2-4', cut: 'auto', quality: { preset: 'hd' }, extract: { toc: false, links: true, text: true } },
        },
      ],
      ['project.saveAs', { path: '/out/b.flipbook' }],
    ]);
    expect(io.err).toBe('Converted 3 pages.\n');
    expect(io.out).toBe('/out/b.flipbook\n');
  });

  it('merges several PDFs in the order given', async () => {
    const { client, calls } = recordingClient(ANSWERS);
    await runConvert(client, quietIo(), convertCommand('z.pdf', 'a.pdf', '--dpi', '150'), ANY_OUTPUT);
    expect(calls[1]).toEqual(['pdf.merge', { paths: ['/in/z.pdf', '/in/a.pdf'], options: { quality: { preset: 'custom', dpi: 150 } } }]);
  });

  it('imports images and folders, and says how many large images were skipped', async () => {
    const { client, calls } = recordingClient(ANSWERS);
    const io = quietIo();
    await runConvert(client, io, convertCommand('scans', 'huge.jpg', '--large-images', 'skip'), ANY_OUTPUT);
    expect(calls[1]).toEqual(['image.import', { paths: ['/in/scans', '/in/huge.jpg'], largeImages: 'skip' }]);
    expect(io.err).toBe('Converted 3 pages. Skipped 1 large image.\n');
  });

  it('refuses an output folder it cannot write before it imports anything', async () => {
    // A folder under a plain file cannot be made, even by root, who writes through a chmod-ed folder.
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-convert-out-'));
    try {
      fs.writeFileSync(path.join(work, 'file.txt'), 'x');
      const { client, calls } = recordingClient(ANSWERS);
      const command = parseArgs(['convert', 'a.pdf', '-o', path.join(work, 'file.txt', 'b.flipbook')], '/in');
      if (command.kind !== 'convert') throw new Error('not a convert');
      await expect(runConvert(client, quietIo(), command)).rejects.toMatchObject({ code: 'OUTPUT_FOLDER_UNWRITABLE' });
      expect(calls).toEqual([]);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});

describe('flipbook info', () => {
  const page = (extra: Partial<Page>): Page => ({
    id: 'p',
    width: 700,
    height: 900,
    renditions: { thumb: 'pages/p/thumb.webp', normal: 'pages/p/normal.webp', hd: 'pages/p/hd.webp' },
    source: { kind: 'pdf', file: '/in/a.pdf', pageNumber: 1 },
    ...extra,
  });
  const link = { x: 0.1, y: 0.1, width: 0.2, height: 0.05, target: { kind: 'url' as const, url: 'https://example.org/' } };
  const snapshot = {
    book: { title: 'Book' },
    pages: [page({ textLayer: 'pages/p/text.json', links: [link] }), page({})],
    toc: [{ title: 'One', page: 1, children: [] }],
    path: '/out/b.flipbook',
  } as unknown as ProjectSnapshot;
  const layer = { version: 1, items: [{ text: 'Hello', x: 0, y: 0, width: 0.1, height: 0.02 }, { text: ' world\n', x: 0.1, y: 0, width: 0.1, height: 0.02 }] };

  it('reports each page’s size, text and links, and the table of contents, as JSON', async () => {
    const { client } = recordingClient({ 'project.open': snapshot });
    const io = quietIo();
    const assets: Record<string, Uint8Array> = { 'pages/p/text.json': new TextEncoder().encode(JSON.stringify(layer)) };
    await runInfo(client, io, { project: '/out/b.flipbook', json: true }, (key) => assets[key] ?? null);
    expect(JSON.parse(io.out)).toEqual({
      title: 'Book',
      pageCount: 2,
      pages: [
        { width: 700, height: 900, text: 'Hello world', links: [link] },
        { width: 700, height: 900, text: null, links: [] },
      ],
      toc: [{ title: 'One', page: 1, children: [] }],
      path: '/out/b.flipbook',
    });
  });

  it('joins a text layer’s runs with single spaces, and reads a damaged layer as no text', () => {
    const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
    expect(textOfLayer(bytes({ version: 1, items: [{ text: 'a\n', x: 0, y: 0, width: 0, height: 0 }, { text: '  b', x: 0, y: 0, width: 0, height: 0 }] }))).toBe('a b');
    expect(textOfLayer(new TextEncoder().encode('{not json'))).toBeNull();
    expect(textOfLayer(bytes({ version: 2, items: [] }))).toBeNull();
    expect(textOfLayer(null)).toBeNull();
  });
});
