import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEngine } from '../app/create-engine.js';
import { createInProcessClient } from '../engine/in-process-client.js';
import { createNodePlatform } from '../platform/node-platform.js';
import { AppLog, LOG_FILE, LOG_FILE_LIMIT_BYTES, OLD_LOG_FILE } from './app-log.js';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-logs-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function zipNames(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.readEntry();
    });
  });
}

describe('the app log and its export', () => {
  it('writes one line per event, rolls over past its limit and keeps one older file', () => {
    const log = new AppLog(path.join(root, 'logs'), () => new Date(Date.UTC(2026, 0, 2)));
    log.append('first\nforged line');
    expect(fs.readFileSync(path.join(root, 'logs', LOG_FILE), 'utf8')).toBe('2026-01-02T00:00:00.000Z first forged line\n');
    fs.appendFileSync(path.join(root, 'logs', LOG_FILE), 'x'.repeat(LOG_FILE_LIMIT_BYTES));
    log.append('after the roll');
    expect(fs.readFileSync(path.join(root, 'logs', LOG_FILE), 'utf8')).toContain('after the roll');
    expect(fs.existsSync(path.join(root, 'logs', OLD_LOG_FILE))).toBe(true);
    expect(log.files().map((file) => path.basename(file))).toEqual([OLD_LOG_FILE, LOG_FILE]);
  });

  it('logs failed calls and exports a zip with the log and the version; a bad folder is "Log export failed"', async () => {
    const platform = createNodePlatform('test', { appDataDir: path.join(root, 'appdata'), documentsDir: root, homeDir: root });
    const engine = createEngine({ platform });
    const client = createInProcessClient(engine);
    await client.call('project.open', { path: path.join(root, 'missing.flipbook') }).catch(() => undefined);
    const { path: zip } = await client.call('help.exportLogs', { outDir: path.join(root, 'out') });
    expect(path.basename(zip)).toMatch(/^flipbook-logs-\d{4}-\d\d-\d\d-\d\d-\d\d-\d\d\.zip$/);
    expect((await zipNames(zip)).sort()).toEqual(['about.txt', LOG_FILE]);
    expect(fs.readFileSync(path.join(root, 'appdata', 'logs', LOG_FILE), 'utf8')).toContain('project.open failed: PROJECT_NOT_FOUND');
    const blocker = path.join(root, 'a-file');
    fs.writeFileSync(blocker, '');
    await expect(client.call('help.exportLogs', { outDir: path.join(blocker, 'inside') })).rejects.toMatchObject({ code: 'LOG_EXPORT_FAILED', message: 'Log export failed' });
    engine.dispose();
  });
});
