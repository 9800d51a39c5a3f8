import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../engine/engine.js';
import { createNodePlatform } from '../platform/node-platform.js';
import { createEngine } from './create-engine.js';

let root: string;
let engine: Engine;
let recentDocuments: string[];

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-open-requests-'));
  recentDocuments = [];
  const platform = createNodePlatform('test', { appDataDir: path.join(root, 'appdata'), homeDir: root, documentsDir: root, addRecentDocument: (file) => recentDocuments.push(file) });
  engine = createEngine({ platform });
});

afterEach(() => {
  engine.dispose();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('project files the system asks the app to open', () => {
  it('waits for the editor, says when there are new ones, and is taken once, oldest first', async () => {
    let announced = 0;
    engine.context.events.subscribe((name) => {
      if (name === 'app.openRequested') announced += 1;
    });
    engine.context.openRequests.push('/books/a.flipbook');
    engine.context.openRequests.push('/books/b.flipbook');
    expect(announced).toBe(2);
    expect(await engine.dispatch('app.takeOpenRequests', {})).toEqual({ ok: true, result: { paths: ['/books/a.flipbook', '/books/b.flipbook'] } });
    expect(await engine.dispatch('app.takeOpenRequests', {})).toEqual({ ok: true, result: { paths: [] } });
  });

  it('keeps only the latest twenty when nobody takes them', async () => {
    for (let n = 1; n <= 25; n += 1) engine.context.openRequests.push(`/books/${n}.flipbook`);
    const taken = await engine.dispatch('app.takeOpenRequests', {});
    expect(taken.ok && (taken.result as { paths: string[] }).paths).toEqual(Array.from({ length: 20 }, (_, at) => `/books/${at + 6}.flipbook`));
  });
});

describe('the system’s recent documents', () => {
  it('gets a project when it is saved and when it is opened, as the home screen’s list does', async () => {
    const file = path.join(root, 'Recent.flipbook');
    expect(await engine.dispatch('project.new', { title: 'Recent' })).toMatchObject({ ok: true });
    expect(recentDocuments).toEqual([]);
    expect(await engine.dispatch('project.saveAs', { path: file })).toMatchObject({ ok: true });
    expect(recentDocuments).toEqual([file]);
    expect(await engine.dispatch('project.close', {})).toMatchObject({ ok: true });
    expect(await engine.dispatch('project.open', { path: file })).toMatchObject({ ok: true });
    expect(recentDocuments).toEqual([file, file]);
  });
});
