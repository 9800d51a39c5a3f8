import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors/app-error.js';
import { copyChosenScene } from './scene-files.js';

let reader: string;
let book: string;

beforeEach(() => {
  reader = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-scene-reader-'));
  book = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-scene-book-'));
  fs.mkdirSync(path.join(reader, 'scenes'));
  for (const id of ['snow', 'moon']) fs.writeFileSync(path.join(reader, 'scenes', `${id}.js`), `/* ${id} */`);
});

afterEach(() => {
  fs.rmSync(reader, { recursive: true, force: true });
  fs.rmSync(book, { recursive: true, force: true });
});

describe('copying the chosen scene into a published book', () => {
  it('copies only the chosen scene', async () => {
    await copyChosenScene(book, { scene: 'snow' }, reader);
    expect(fs.readdirSync(path.join(book, 'scenes'))).toEqual(['snow.js']);
    expect(fs.readFileSync(path.join(book, 'scenes', 'snow.js'), 'utf8')).toBe('/* snow */');
  });

  it.each([['none'], [undefined], ['../../etc/passwd'], ['Snow'], [42]])('copies nothing for %s', async (scene) => {
    await copyChosenScene(book, { scene }, reader);
    expect(fs.readdirSync(book)).toEqual([]);
  });

  it('says the reader is not built when the chosen scene is missing', async () => {
    const failure = await copyChosenScene(book, { scene: 'balloon' }, reader).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('PUBLISH_HTML_FAILED');
    expect(fs.readdirSync(book)).toEqual([]);
  });
});
