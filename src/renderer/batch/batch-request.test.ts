import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { BatchTask } from '../../shared/api/batch-api.js';
import { AppError } from '../../shared/errors/app-error.js';
import { BatchChoicesSchema } from '../../shared/prefs/batch-prefs.js';
import { createChoiceStore } from '../state/remembered-choices.js';
import { defaultBatchChoices, loadBatchChoices, saveBatchChoices } from './batch-choices.js';
import { addInputs, batchProblem, buildStartArg, removeInput, type BatchForm } from './batch-request.js';
import { taskFailureText } from './batch-task-text.js';

const form = (patch: Partial<BatchForm['choices']> = {}, apkPassword = ''): BatchForm => ({ choices: { ...defaultBatchChoices('/books', undefined), ...patch }, apkPassword });
const inputs = addInputs([], ['/in/a.pdf', '/in/b.pdf'], 'file');

describe('building a batch', () => {
  it('adds inputs in order, once each, and removes them by path', () => {
    const more = addInputs(inputs, ['/in/b.pdf', '/in/pics', ''], 'folder');
    expect(more).toEqual([
      { path: '/in/a.pdf', kind: 'file' },
      { path: '/in/b.pdf', kind: 'file' },
      { path: '/in/pics', kind: 'folder' },
    ]);
    expect(removeInput(more, '/in/b.pdf').map((input) => input.path)).toEqual(['/in/a.pdf', '/in/pics']);
  });

  it('sends the inputs, the folder, the format, the import options and the template by name', () => {
    const arg = buildStartArg(inputs, form({ format: 'joomla', outDir: ' /books ', template: 'House style' }));
    expect(arg).toMatchObject({ inputs: ['/in/a.pdf', '/in/b.pdf'], outDir: '/books', format: 'joomla', template: 'House style', options: { pageRange: 'all', cut: 'none' } });
    expect(arg.apk).toBeUndefined();
    expect('template' in buildStartArg(inputs, form({ template: '' }))).toBe(false);
  });

  it('converts every page of every PDF, whatever range the import panel last had', () => {
    const choices = form();
    choices.choices.import = { ...choices.choices.import, rangeMode: 'custom', customRange: '' };
    expect(batchProblem(inputs, choices)).toBeNull();
    expect(buildStartArg(inputs, choices).options?.pageRange).toBe('all');
  });

  it('signs APKs with the typed password, which is never part of the remembered choices', () => {
    const apk = form({ format: 'apk', apk: { keystorePath: '/k.p12', appIdPrefix: 'com.acme' } }, 's3cret');
    expect(buildStartArg(inputs, apk).apk).toEqual({ keystorePath: '/k.p12', keystorePassword: 's3cret', appIdPrefix: 'com.acme' });
    expect(JSON.stringify(apk.choices)).not.toContain('s3cret');
    expect(batchProblem(inputs, form({ format: 'apk' }))).toEqual({ key: 'batch.apk.keystoreRequired' });
  });

  it('refuses to start without inputs, without an output folder, or with a quality out of range', () => {
    expect((batchProblem([], form()) as AppError).code).toBe('BATCH_NO_INPUTS');
    expect((batchProblem(inputs, form({ outDir: '  ' })) as AppError).code).toBe('PATH_EMPTY');
    const bad = form();
    bad.choices.import = { ...bad.choices.import, preset: 'custom', custom: { definition: '20', maxEdge: '1000', dpi: '150' } };
    expect(batchProblem(inputs, bad)).toEqual({ key: 'batch.importProblem' });
  });

  it('remembers the settings and falls back to the defaults for anything unreadable', () => {
    const store = createChoiceStore();
    expect(loadBatchChoices('/suggested', store)).toMatchObject({ format: 'html', outDir: '/suggested', template: '' });
    saveBatchChoices({ ...defaultBatchChoices('/x', store), format: 'drupal', outDir: '/mine' }, store);
    expect(loadBatchChoices('/suggested', store)).toMatchObject({ format: 'drupal', outDir: '/mine' });
    expect(BatchChoicesSchema.safeParse(store.read('batchChoices')).success).toBe(true);
    store.values.set('batchChoices', { format: 'pdf' });
    expect(loadBatchChoices('/suggested', store).format).toBe('html');
  });
});

describe('a failed task', () => {
  const t = ((key: string, options?: Record<string, unknown>) => (key === 'batch.failedWith' ? `${String(options?.headline)}: ${String(options?.reason)}` : key === 'errors.batchFailed' ? 'Batch conversion failed' : String(options?.defaultValue ?? key))) as unknown as TFunction;
  const base: BatchTask = { jobId: 'j', taskId: 't', name: 'broken', input: '/in/broken.pdf', pages: null, state: 'failed', progress: 0, outputPath: '/out/broken' };

  it('reads "Batch conversion failed" followed by the reason', () => {
    const error = new AppError('BATCH_NO_INPUTS').toJSON();
    expect(taskFailureText(t, { ...base, error })).toBe('Batch conversion failed: No PDF files or folders of images to convert.');
    expect(taskFailureText(t, base)).toBe('Batch conversion failed');
    expect(taskFailureText(t, { ...base, state: 'success' })).toBe('');
  });
});
