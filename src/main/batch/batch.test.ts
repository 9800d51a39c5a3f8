import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BatchTask } from '../../shared/api/batch-api.js';
import type { JobProgress } from '../../shared/jobs/job-progress.js';
import { appErrorOf } from '../import/testing/expect-app-error.js';
import { corpusFile } from '../import/testing/import-world.js';
import { readPublishedBook } from '../publish/testing/read-published-book.js';
import { createBatchWorld, LONG_PDF, type BatchWorld } from './testing/batch-world.js';

let w: BatchWorld;
beforeEach(async () => {
  w = await createBatchWorld();
});
afterEach(() => w.cleanup());

const byName = (tasks: readonly BatchTask[]) => Object.fromEntries(tasks.map((task) => [path.basename(task.outputPath), task]));
const outEntries = () => (fs.existsSync(w.out) ? fs.readdirSync(w.out).sort() : []);

/** A saved template carrying a password (fromPage 1) and a scene, made from the open project. */
async function saveProtectingTemplate(): Promise<void> {
  await w.client.call('project.new', { title: 'Template source' });
  const protection = { mode: 'password', kind: 'single', password: 'hunter2-Secret!', users: [], fromPage: 1 };
  await w.client.call('project.update', { patch: { settings: { protection, scene: 'snow' } } });
  const coverPath = path.join(w.world.root, 'cover.png');
  await w.png(coverPath, 10);
  await w.client.call('templates.save', { name: 'Locked', coverPath, groups: ['password', 'scene'] });
}

describe('batch conversion', () => {
  it('converts each PDF and the image folder into a book, reports the broken PDF, and leaves the open project alone', async () => {
    await saveProtectingTemplate();
    const before = await w.client.call('project.get', {});
    const { tasks } = await w.client.call('batch.start', { inputs: [w.inbox], outDir: w.out, format: 'html', template: 'Locked', jobs: 2 });
    const tasksByName = byName(tasks);
    expect(Object.keys(tasksByName).sort()).toEqual(['alpha', 'beta', 'broken', 'gamma', 'pics']);
    for (const name of ['alpha', 'beta', 'gamma', 'pics']) {
      expect(tasksByName[name], name).toMatchObject({ state: 'success', progress: 100 });
      const book = readPublishedBook(path.join(w.out, name));
      // The template's scene came along; its password did not (groupsForBatch).
      expect(book.protection, name).toBeUndefined();
      expect(JSON.stringify(book), name).toContain('"snow"');
    }
    expect(tasksByName.beta?.pages).toBe(2);
    expect(tasksByName.pics).toMatchObject({ pages: 2, input: path.join(w.inbox, 'pics') });
    expect(tasksByName.broken).toMatchObject({ state: 'failed', error: { code: expect.stringMatching(/^PDF_/) } });
    expect(tasksByName.broken?.error?.message).not.toBe('');
    expect(outEntries()).toEqual(['alpha', 'beta', 'gamma', 'pics']);
    // Every task was announced waiting, then converting, then ended once.
    for (const task of tasks) {
      const states = w.events.filter((event) => event.taskId === task.taskId).map((event) => event.state);
      expect(states[0]).toBe('waiting');
      expect(states).toContain('converting');
      expect(states.filter((state) => state === task.state)).toHaveLength(1);
    }
    expect(await w.client.call('project.get', {})).toEqual(before);
  });

  it('never overwrites: a second run adds -2 to the names', async () => {
    const inputs = [path.join(w.inbox, 'alpha.pdf'), path.join(w.inbox, 'pics')];
    const jobs: JobProgress[] = [];
    const stop = w.client.on('job.progress', (job) => void (job.kind === 'batch' && jobs.push(job)));
    await w.client.call('batch.start', { inputs, outDir: w.out, format: 'html' });
    stop();
    // One batch job counting tasks; the tasks' own imports and publishes stay in their engines.
    expect(jobs.at(-1)).toMatchObject({ state: 'succeeded', step: 'publishing', done: 2, total: 2 });
    expect(new Set(jobs.map((job) => job.step).filter((step) => step !== null))).toEqual(new Set(['converting', 'publishing']));
    const second = await w.client.call('batch.start', { inputs, outDir: w.out, format: 'html' });
    expect(second.tasks.map((task) => path.basename(task.outputPath))).toEqual(['alpha-2', 'pics-2']);
    expect(outEntries()).toEqual(['alpha', 'alpha-2', 'pics', 'pics-2']);
  });

  it('publishes a plug-in zip per book', async () => {
    const { tasks } = await w.client.call('batch.start', { inputs: [path.join(w.inbox, 'gamma.pdf')], outDir: w.out, format: 'wordpress' });
    expect(tasks).toMatchObject([{ state: 'success', outputPath: path.join(w.out, 'gamma.zip') }]);
    expect(fs.statSync(path.join(w.out, 'gamma.zip')).size).toBeGreaterThan(0);
  });

  it('signs an APK per book, one version past the last release of its ID on a second run', async () => {
    const keystorePath = path.join(w.world.root, 'sign.p12');
    const password = 'secret123';
    await w.client.call('keystore.create', { outPath: keystorePath, name: 'Jane Doe', validityYears: 25, password, confirmPassword: password });
    const arg = { inputs: [path.join(w.inbox, 'gamma.pdf')], outDir: w.out, format: 'apk' as const, apk: { keystorePath, keystorePassword: password, appIdPrefix: 'com.acme' } };
    expect((await w.client.call('batch.start', arg)).tasks).toMatchObject([{ state: 'success', outputPath: path.join(w.out, 'gamma.apk') }]);
    expect((await w.client.call('batch.start', arg)).tasks).toMatchObject([{ state: 'success', outputPath: path.join(w.out, 'gamma-2.apk') }]);
    expect(await w.client.call('publish.apkLastRelease', { appId: 'com.acme.gamma' })).toEqual({ lastVersionCode: 2 });
  });

  it('runs beside the user’s own jobs: an import in the main engine is not refused as busy', async () => {
    const run = w.client.call('batch.start', { inputs: [path.join(w.inbox, 'alpha.pdf'), path.join(w.inbox, 'pics')], outDir: w.out, format: 'html', jobs: 1 });
    await w.nextTask((task) => task.state === 'converting');
    expect(w.engine.context.jobs.idle).toBe(false);
    expect((await w.client.call('pdf.import', { path: path.join(w.inbox, 'beta.pdf') })).importedPages).toBe(2);
    expect((await run).tasks.map((task) => task.state)).toEqual(['success', 'success']);
  });

  it('applies the trial’s page limit to each book', async () => {
    const trial = await createBatchWorld({ edition: 'trial' });
    try {
      const long = path.join(trial.world.root, 'long.pdf');
      fs.copyFileSync(corpusFile(...LONG_PDF), long);
      const { tasks } = await trial.client.call('batch.start', { inputs: [long, path.join(trial.inbox, 'alpha.pdf')], outDir: trial.out, format: 'html' });
      expect(tasks).toMatchObject([
        { name: 'long', state: 'failed', error: { code: 'TRIAL_PAGE_LIMIT' } },
        { name: 'alpha', state: 'success' },
      ]);
    } finally {
      trial.cleanup();
    }
  });

  it('stops the whole batch through job.cancel: the task in flight ends stopped with no output, the waiting ones not started', async () => {
    const long = path.join(w.world.root, 'long');
    fs.mkdirSync(long);
    fs.copyFileSync(corpusFile(...LONG_PDF), path.join(long, 'long.pdf'));
    const jobId = 'batch-stop-all-test';
    const run = appErrorOf(w.client.call('batch.start', { inputs: [path.join(long, 'long.pdf'), w.inbox], outDir: w.out, format: 'html', jobs: 1, jobId }));
    await w.nextTask((task) => task.name === 'long' && task.state === 'converting' && task.pages !== null);
    await w.client.call('job.cancel', { id: jobId });
    expect((await run).code).toBe('CANCELLED');
    const last = new Map(w.events.map((event) => [event.taskId, event]));
    expect([...last.values()].map((task) => task.state)).toEqual(['stopped', 'not started', 'not started', 'not started', 'not started', 'not started']);
    expect(w.events.some((event) => event.name === 'long' && event.state === 'stopping')).toBe(true);
    expect(outEntries()).toEqual([]);
  });

  it('stops one task with batch.stop and finishes the others', async () => {
    const long = path.join(w.world.root, 'long');
    fs.mkdirSync(long);
    fs.copyFileSync(corpusFile(...LONG_PDF), path.join(long, 'long.pdf'));
    const run = w.client.call('batch.start', { inputs: [path.join(long, 'long.pdf'), path.join(w.inbox, 'alpha.pdf')], outDir: w.out, format: 'html', jobs: 1 });
    const converting = await w.nextTask((task) => task.name === 'long' && task.state === 'converting' && task.pages !== null);
    expect(await w.client.call('batch.stop', { taskId: converting.taskId })).toEqual({ stopped: true });
    const { tasks } = await run;
    expect(tasks.map((task) => [task.name, task.state])).toEqual([
      ['long', 'stopped'],
      ['alpha', 'success'],
    ]);
    expect(outEntries()).toEqual(['alpha']);
    expect(await w.client.call('batch.stop', { taskId: converting.taskId })).toEqual({ stopped: false });
  });

  it('checks the output folder, the template and the inputs before converting anything', async () => {
    const start = (outDir: string, extra: { template?: string; inputs?: string[] } = {}) =>
      appErrorOf(w.client.call('batch.start', { inputs: extra.inputs ?? [w.inbox], outDir, format: 'html', ...(extra.template === undefined ? {} : { template: extra.template }) }));
    expect((await start(path.join(w.inbox, 'books'))).code).toBe('BATCH_OUTPUT_INSIDE_INPUT');
    expect((await start(w.inbox)).code).toBe('BATCH_OUTPUT_INSIDE_INPUT');
    expect((await start(path.join(w.inbox, 'alpha.pdf'))).code).toBe('BATCH_OUTPUT_INSIDE_INPUT');
    const file = path.join(w.world.root, 'a-file');
    fs.writeFileSync(file, 'x');
    expect((await start(file)).message).toBe('The output folder cannot be created or written to.');
    expect((await start('relative/out')).code).toBe('PATH_FORMAT');
    expect((await start(w.out, { template: 'No such template' })).code).toBe('TEMPLATE_APPLY_FAILED');
    const empty = path.join(w.world.root, 'empty');
    fs.mkdirSync(empty);
    expect((await start(w.out, { inputs: [empty] })).message).toBe('No PDF files or folders of images to convert.');
    expect(w.events).toEqual([]);
    expect(fs.existsSync(path.join(w.inbox, 'books'))).toBe(false);
  });
});
