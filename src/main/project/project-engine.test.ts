import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FlipbookClient } from '../../shared/api/client.js';
import { createEngine } from '../app/create-engine.js';
import type { Engine } from '../engine/engine.js';
import { createInProcessClient } from '../engine/in-process-client.js';
import { bytesOf, makeTempWorld, renditionKeys, samplePage, type TempWorld } from './project-test-support.js';

let world: TempWorld;
let engine: Engine;
let client: FlipbookClient;

beforeEach(() => {
  world = makeTempWorld();
  engine = createEngine({ platform: world.platform, readerAssetsDir: world.root });
  client = createInProcessClient(engine);
});

afterEach(() => {
  engine.dispose();
  world.cleanup();
});

describe('the project domain in the engine', () => {
  it('serves the project lifecycle to an in-process client and pushes change events', async () => {
    const revisions: number[] = [];
    client.on('project.changed', ({ revision }) => revisions.push(revision));
    const created = await client.call('project.new', {});
    expect(created.book.title).toBe('My Project');
    const edited = await client.call('project.update', { patch: { title: 'Engine book' } });
    expect(revisions).toEqual([created.revision, edited.revision]);

    const target = world.doc('engine.flipbook');
    await client.call('project.saveAs', { path: target });
    await client.call('project.close', {});
    expect((await client.call('project.get', {})).project).toBeNull();
    expect((await client.call('project.open', { path: target })).book.title).toBe('Engine book');
    expect((await client.call('project.recent', {})).items.map((item) => item.path)).toEqual([target]);
  });

  it('lets hosts read the open project blobs, and nothing outside the asset keys', async () => {
    await client.call('project.new', {});
    const project = engine.context.session.require();
    const page = samplePage('p1');
    for (const key of renditionKeys(page)) project.assets.put(key, bytesOf(key));
    project.replacePages([page], []);
    expect(new TextDecoder().decode(engine.readAsset(page.renditions.normal) ?? new Uint8Array())).toBe(page.renditions.normal);
    expect(engine.readAsset('../recent-projects.json')).toBeNull();
  });

  it('rejects a call with an argument the contract does not allow', async () => {
    await expect(client.call('project.open', { path: '' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  });
});
