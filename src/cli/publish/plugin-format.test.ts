import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../../shared/api/client.js';
import { parseArgs } from '../parse-args.js';
import type { PublishCommand } from './publish-format.js';
import { PUBLISH_FORMATS } from './publish-formats.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-cli-plugin-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A client that records the one call a format makes and answers it. */
function recordingClient(calls: { name: string; arg: unknown }[]): FlipbookClient {
  return {
    call: async (name: string, arg: unknown) => {
      calls.push({ name, arg });
      return name === 'publish.html' ? { outDir: '/o', indexPath: '/o/index.html', pageCount: 1 } : { outFile: '/o/b.zip', format: 'wordpress', slug: 's', pageCount: 1, bytes: 3 * 1024 * 1024 };
    },
    on: () => () => undefined,
  } as unknown as FlipbookClient;
}

function parsePublish(argv: string[]): PublishCommand {
  const parsed = parseArgs(['publish', 'b.flipbook', ...argv], dir);
  if (parsed.kind !== 'publish') throw new Error(`not a publish command: ${JSON.stringify(parsed)}`);
  return parsed;
}

describe('flipbook publish --format wordpress|joomla|drupal', () => {
  it('sends every plug-in option, with the added scripts read from their file', async () => {
    fs.writeFileSync(path.join(dir, 'stats.html'), '<script>track()</script>');
    const command = parsePublish([
      '--format', 'joomla', '-o', 'book-j.zip', '--width', '640', '--height', '480', '--title', 'T', '--flipbook-title', 'My "book"',
      '--keywords', 'k', '--description', 'd', '--scripts', 'stats.html', '--seo-text',
    ]);
    const calls: { name: string; arg: unknown }[] = [];
    expect(await PUBLISH_FORMATS.joomla?.run(recordingClient(calls), command)).toEqual({
      path: '/o/b.zip',
      note: expect.stringContaining('The Joomla zip is 3.0 MB.') as string,
    });
    expect(calls).toEqual([
      {
        name: 'publish.plugin',
        arg: {
          format: 'joomla', outFile: path.join(dir, 'book-j.zip'), width: 640, height: 480, title: 'T', keywords: 'k', description: 'd',
          scripts: '<script>track()</script>', flipbookTitle: 'My "book"', seoText: true,
        },
      },
    ]);
  });

  it('defaults the size to 800 by 600', async () => {
    const calls: { name: string; arg: unknown }[] = [];
    await PUBLISH_FORMATS.wordpress?.run(recordingClient(calls), parsePublish(['--format', 'wordpress', '-o', 'wp.zip']));
    expect(calls[0]?.arg).toMatchObject({ format: 'wordpress', width: 800, height: 600, seoText: false });
  });

  it.each([
    [['--format', 'drupal', '-o', 'book.tar'], 'Incorrect path format! (the file name must end in .zip)'],
    [['--format', 'drupal', '-o', 'b.zip', '--width', 'wide'], '--width must be a whole number from 100 to 10000'],
    [['--format', 'wordpress', '-o', 'b.zip', '--height', '50'], '--height must be a whole number from 100 to 10000'],
    [['--format', 'wordpress', '-o', 'b.zip', '--scripts', 'missing.html'], expect.stringMatching(/^--scripts: cannot read .*missing\.html$/)],
    [['--format', 'html', '-o', 'site', '--width', '5'], 'Option --width does not apply to --format html'],
  ])('refuses %j with "%s"', (argv, message) => {
    expect(parseArgs(['publish', 'b.flipbook', ...argv], dir)).toMatchObject({ kind: 'usage-error', message });
  });
});

describe('flipbook publish --format html options', () => {
  it('sends the head texts, the tracking script file and the text-version switch', async () => {
    fs.writeFileSync(path.join(dir, 'ga.html'), '<script async src="https://x.test/a.js"></script>');
    const calls: { name: string; arg: unknown }[] = [];
    const command = parsePublish(['-o', 'site', '--title', 'Site', '--keywords', 'a', '--description', 'b', '--tracking-script', 'ga.html', '--seo-text']);
    await PUBLISH_FORMATS.html?.run(recordingClient(calls), command);
    expect(calls[0]).toEqual({
      name: 'publish.html',
      arg: { outDir: path.join(dir, 'site'), title: 'Site', keywords: 'a', description: 'b', trackingScript: '<script async src="https://x.test/a.js"></script>', seoText: true },
    });
  });

  it('refuses a tracking script file that does not exist', () => {
    expect(parseArgs(['publish', 'b.flipbook', '-o', 'site', '--tracking-script', 'nope.js'], dir)).toMatchObject({ kind: 'usage-error', message: expect.stringContaining('--tracking-script: cannot read') });
  });
});
