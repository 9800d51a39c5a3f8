import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../../shared/api/client.js';
import { runPublish, type CliIo } from '../commands.js';
import { parseArgs } from '../parse-args.js';
import { protectionFromOptions } from './protect-options.js';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-protect-cli-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function usersFile(name: string, content: unknown): string {
  const file = path.join(work, name);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

function parse(...args: string[]) {
  return parseArgs(['publish', 'b.flipbook', '--format', 'html', '-o', 'site', ...args], work);
}

function recordingClient(): { client: FlipbookClient; calls: [string, unknown][] } {
  const calls: [string, unknown][] = [];
  const client = {
    call: async (name: string, arg: unknown) => {
      calls.push([name, arg]);
      return name === 'publish.html' ? { indexPath: '/site/index.html' } : {};
    },
    on: () => () => undefined,
    assetUrl: (key: string) => key,
  } as unknown as FlipbookClient;
  return { client, calls };
}

const io: CliIo = { stdout: () => undefined, stderr: () => undefined, isTTY: false };

describe('flipbook publish --protect-*', () => {
  it('protects the book with one password from a start page, for this publish only', async () => {
    const command = parse('--protect-password', 'secret', '--protect-from', '3');
    if (command.kind !== 'publish') throw new Error(JSON.stringify(command));
    const { client, calls } = recordingClient();
    await runPublish(client, io, command);
    expect(calls.map(([name]) => name)).toEqual(['project.open', 'project.update', 'publish.html']);
    expect(calls[1]?.[1]).toEqual({ patch: { settings: { protection: { mode: 'password', kind: 'single', password: 'secret', users: [], fromPage: 3 } } } });
  });

  it('reads several users, with hints, from a JSON file given relative to the working folder', async () => {
    usersFile('users.json', [{ user: 'Ann', password: 'a1', hint: 'cat' }, { user: 'Bob', password: 'b2' }]);
    const command = parse('--protect-users', 'users.json');
    if (command.kind !== 'publish') throw new Error(JSON.stringify(command));
    expect(command.values['protect-users']).toBe(path.join(work, 'users.json'));
    const { client, calls } = recordingClient();
    await runPublish(client, io, command);
    expect(calls[1]?.[1]).toMatchObject({
      patch: { settings: { protection: { kind: 'users', fromPage: 1, users: [{ user: 'Ann', password: 'a1', hint: 'cat' }, { user: 'Bob', password: 'b2', hint: '' }] } } },
    });
  });

  it('publishes as the project says when no protect option is given', async () => {
    const command = parse();
    if (command.kind !== 'publish') throw new Error(JSON.stringify(command));
    const { client, calls } = recordingClient();
    await runPublish(client, io, command);
    expect(calls.map(([name]) => name)).toEqual(['project.open', 'publish.html']);
  });

  it.each([
    [['--protect-from', '2'], '--protect-from needs --protect-password or --protect-users'],
    [['--protect-password', 'x', '--protect-from', '0'], '--protect-from must be a page number of 1 or more, not 0'],
    [['--protect-password', 'x', '--protect-from', 'two'], '--protect-from must be a page number of 1 or more, not two'],
    [['--protect-password', 'x', '--protect-users', 'users.json'], 'Give --protect-password or --protect-users, not both'],
  ])('refuses %j before any work: %s', (args, message) => {
    expect(parse(...args)).toMatchObject({ kind: 'usage-error', message });
  });

  it('asks for a password when an empty one reaches it', () => {
    expect(protectionFromOptions({ 'protect-password': '' })).toBe('Please enter a password for the protected pages.');
  });

  it('refuses a users file that is missing or not a list of users', () => {
    expect(parse('--protect-users', 'none.json')).toMatchObject({ kind: 'usage-error', message: expect.stringContaining('Cannot read --protect-users') });
    usersFile('bad.json', [{ name: 'Ann' }]);
    expect(parse('--protect-users', 'bad.json')).toMatchObject({ kind: 'usage-error', message: expect.stringContaining('must be a JSON array') });
    usersFile('empty.json', []);
    expect(parse('--protect-users', 'empty.json')).toMatchObject({ kind: 'usage-error' });
  });
});
