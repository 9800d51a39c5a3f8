import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { corpusFile } from '../main/import/testing/import-world.js';
import { testInterrupts } from './testing/test-interrupts.js';
import { EXIT_FAILED, main } from './main.js';

let dir: string;
let appData: string | undefined;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-cli-interrupt-'));
  appData = process.env.FLIPBOOK_APPDATA;
  process.env.FLIPBOOK_APPDATA = path.join(dir, 'appdata');
});

afterEach(() => {
  if (appData === undefined) delete process.env.FLIPBOOK_APPDATA;
  else process.env.FLIPBOOK_APPDATA = appData;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('Ctrl+C in the CLI', () => {
  it('cancels a running conversion, which then writes no project, and says so', async () => {
    const interrupts = testInterrupts();
    const output = path.join(dir, 'book.flipbook');
    let fired = false;
    let err = '';
    const io = {
      isTTY: true,
      stdout: () => undefined,
      stderr: (text: string) => {
        err += text;
        // The first page is done: the import is under way, so Ctrl+C now stops a running job.
        if (!fired && /Converting page [1-9]/.test(text)) {
          fired = true;
          interrupts.fire();
        }
      },
    };
    const code = await main(['convert', corpusFile('books', 'tracemonkey.pdf'), '-o', output], io, dir, interrupts);
    expect(fired).toBe(true);
    expect(code).toBe(EXIT_FAILED);
    // The progress line is wiped first, so the message stands on a line of its own.
    expect(err).toMatch(/\r +\rCancelled\.\n$/);
    expect(interrupts.quits).toEqual([]);
    expect(fs.existsSync(output)).toBe(false);
  });

  it('quits at once when nothing is running to cancel', async () => {
    const interrupts = testInterrupts();
    const io = { isTTY: false, stdout: () => undefined, stderr: () => undefined };
    const run = main(['info', path.join(dir, 'missing.flipbook')], io, dir, interrupts);
    // Fired while the engine opens the project: no job has started, so there is nothing to cancel.
    interrupts.fire();
    await run;
    expect(interrupts.quits).toEqual([130]);
  });
});
