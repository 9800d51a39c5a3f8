import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeProject, pageColor } from './testing/fake-project.js';
import { writeFakeReaderAssets } from './testing/fake-reader-assets.js';
import { createPublishTestEngine, type PublishTestEngine } from './testing/test-context.js';
import { expectAppError } from './testing/expect-app-error.js';

let work: string;
let engine: PublishTestEngine;
/** A path under a plain file: no one, root included, can make a folder there (see writable-output.ts). */
let blocked: string;

beforeEach(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-unwritable-'));
  const project = await createFakeProject({ pages: [1, 2].map((n) => ({ width: 60, height: 80, color: pageColor(n) })) });
  engine = createPublishTestEngine({ project, readerAssetsDir: writeFakeReaderAssets(path.join(work, 'reader')) });
  fs.writeFileSync(path.join(work, 'file.txt'), 'x');
  blocked = path.join(work, 'file.txt', 'out');
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** Whether the job got as far as rendering a page before it ended. */
function renderedAnyPage(): boolean {
  return engine.events.some(({ name, payload }) => name === 'job.progress' && 'step' in payload && payload.step === 'book' && 'done' in payload && payload.done > 0);
}

describe('an output folder that cannot be written', () => {
  it('is refused by publish.html before any page is rendered', async () => {
    await expectAppError(engine.publish(path.join(blocked, 'book')), 'OUTPUT_FOLDER_UNWRITABLE');
    expect(renderedAnyPage()).toBe(false);
  });

  it('is refused by publish.plugin before any page is rendered, not when the zip is written', async () => {
    const handler = engine.registry.get('publish.plugin');
    if (handler === undefined) throw new Error('publish.plugin is not registered');
    await expectAppError(handler({ format: 'wordpress', outFile: path.join(blocked, 'book.zip'), width: 800, height: 600 }), 'OUTPUT_FOLDER_UNWRITABLE');
    expect(renderedAnyPage()).toBe(false);
  });
});
