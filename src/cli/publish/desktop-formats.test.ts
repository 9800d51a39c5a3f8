import { describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../../shared/api/client.js';
import { parseArgs } from '../parse-args.js';
import type { PublishCommand } from './publish-format.js';
import { PUBLISH_FORMATS } from './publish-formats.js';

const CWD = '/home/user/books';

function publish(argv: string[]): PublishCommand {
  const command = parseArgs(['publish', 'book.flipbook', ...argv], CWD);
  if (command.kind !== 'publish') throw new Error(`expected a publish command, got ${JSON.stringify(command)}`);
  return command;
}

function usageError(argv: string[]): string {
  const command = parseArgs(['publish', 'book.flipbook', ...argv], CWD);
  if (command.kind !== 'usage-error') throw new Error(`expected a usage error, got ${JSON.stringify(command)}`);
  return command.message;
}

/** A client that records calls and answers like the engine would. */
function recordingClient(): { client: FlipbookClient; calls: [string, unknown][] } {
  const calls: [string, unknown][] = [];
  const client = {
    call: async (name: string, arg: unknown) => {
      calls.push([name, arg]);
      const outFile = (arg as { outFile?: string }).outFile ?? '';
      return { outFile, executableName: 'Book.exe', appName: 'Book.app', pageCount: 1, target: 'win32-x64', ready: true, version: '1', source: 'local' };
    },
    on: () => () => undefined,
    assetUrl: () => '',
  } as unknown as FlipbookClient;
  return { client, calls };
}

describe('flipbook publish --format exe', () => {
  it('parses the window, icon, version and runtime, resolving paths', async () => {
    const command = publish(['--format', 'exe', '-o', 'Book.zip', '--window', '1280x720', '--icon', 'icon.png', '--app-version', '1.2.3', '--runtime', 'rt']);
    expect(command.values).toEqual({ window: '1280x720', icon: `${CWD}/icon.png`, 'app-version': '1.2.3', runtime: `${CWD}/rt` });
    const { client, calls } = recordingClient();
    expect(await PUBLISH_FORMATS.exe!.run(client, command)).toBe(`${CWD}/Book.zip`);
    expect(calls).toEqual([
      ['runtime.useLocal', { target: 'win32-x64', path: `${CWD}/rt` }],
      ['publish.exe', { outFile: `${CWD}/Book.zip`, window: { mode: 'custom', width: 1280, height: 720 }, iconPath: `${CWD}/icon.png`, appVersion: '1.2.3' }],
    ]);
  });

  it('opens maximised unless told otherwise, and uses the cache without --runtime', async () => {
    const { client, calls } = recordingClient();
    await PUBLISH_FORMATS.exe!.run(client, publish(['--format', 'exe', '-o', 'Book.zip']));
    expect(calls).toEqual([['publish.exe', { outFile: `${CWD}/Book.zip`, window: { mode: 'maximized' } }]]);
  });

  it.each([
    [['--window', 'huge'], /--window must be/],
    [['--window', '10x10'], /--window must be/],
    [['--app-version', 'one'], /--app-version must be/],
    [['--title', 'x'], /does not apply to --format exe/],
  ])('refuses %j', (extra, message) => {
    expect(usageError(['--format', 'exe', '-o', 'Book.zip', ...extra])).toMatch(message);
  });

  it('needs a .zip output', () => {
    expect(usageError(['--format', 'exe', '-o', 'Book.exe'])).toMatch(/\.zip/);
  });
});

describe('flipbook publish --format app', () => {
  it('passes the title and architecture, with a runtime from disk for that architecture', async () => {
    const command = publish(['--format', 'app', '-o', 'Book.zip', '--title', 'My Book', '--arch', 'x64', '--runtime', 'mac.zip']);
    const { client, calls } = recordingClient();
    await PUBLISH_FORMATS.app!.run(client, command);
    expect(calls).toEqual([
      ['runtime.useLocal', { target: 'darwin-x64', path: `${CWD}/mac.zip` }],
      ['publish.app', { outFile: `${CWD}/Book.zip`, arch: 'x64', title: 'My Book' }],
    ]);
  });

  it('builds for Apple Silicon by default', async () => {
    const { client, calls } = recordingClient();
    await PUBLISH_FORMATS.app!.run(client, publish(['--format', 'app', '-o', 'Book.zip']));
    expect(calls).toEqual([['publish.app', { outFile: `${CWD}/Book.zip`, arch: 'arm64' }]]);
  });

  it.each([
    [['--arch', 'ppc'], /--arch must be/],
    [['--title', '  '], /--title must not be empty/],
    [['--window', 'maximized'], /does not apply to --format app/],
  ])('refuses %j', (extra, message) => {
    expect(usageError(['--format', 'app', '-o', 'Book.zip', ...extra])).toMatch(message);
  });
});
