import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { contract, METHOD_NAMES } from '../../src/shared/api/contract.js';
import { JOB_KIND_NAMES, JOB_KINDS, JobStepSchema, jobStepKey } from '../../src/shared/jobs/job-kinds.js';
import { createEngine } from '../../src/main/app/create-engine.js';
import { createNodePlatform } from '../../src/main/platform/node-platform.js';

const LOCALES_DIR = path.resolve(import.meta.dirname, '..', '..', 'locales');
const LANGUAGES = ['zh', 'en', 'ja', 'hi', 'fr', 'ar', 'de', 'ko', 'pt', 'ro', 'es', 'th'];

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Tree)[key] : undefined), tree);
}

/** The methods that start a long job: their argument takes the caller's `jobId`. */
const JOB_METHODS = METHOD_NAMES.filter((name) => {
  const arg = contract[name].arg as z.ZodType & { shape?: Record<string, unknown> };
  return arg.shape !== undefined && 'jobId' in arg.shape;
});

describe('the job catalogue', () => {
  it('names every step of every kind in all 12 languages', () => {
    for (const code of LANGUAGES) {
      const words = { jobs: JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, 'jobs', `${code}.json`), 'utf8')) as Tree };
      for (const kind of JOB_KIND_NAMES) {
        for (const step of JOB_KINDS[kind].steps) {
          const text = lookup(words, jobStepKey(kind, step));
          expect(typeof text === 'string' && text.trim() !== '', `${code}: ${jobStepKey(kind, step)}`).toBe(true);
          expect(JobStepSchema.safeParse(step).success).toBe(true);
        }
      }
    }
  });

  it('has one way to stop a job: job.cancel, and no cancel method per kind', () => {
    expect(METHOD_NAMES.filter((name) => /cancel/i.test(name))).toEqual(['job.cancel']);
  });

  it('lets every import (the demo book too), publish, runtime, upload, batch and phone-preview method run as a job with the caller’s id, and refuses a malformed id', async () => {
    expect(JOB_METHODS.sort()).toEqual(
      ['batch.start', 'cloud.resumeUpload', 'lan.refresh', 'lan.start', 'cloud.upload', 'help.openDemo', 'image.import', 'pages.add', 'pdf.import', 'pdf.merge', 'publish.apk', 'publish.app', 'publish.exe', 'publish.html', 'publish.plugin', 'runtime.download', 'runtime.useLocal'].sort(),
    );
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-jobs-'));
    const engine = createEngine({ platform: createNodePlatform('test', { appDataDir: path.join(root, 'appdata'), documentsDir: root, homeDir: root }) });
    try {
      for (const name of JOB_METHODS) {
        const envelope = await engine.dispatch(name, { jobId: 'bad id!' });
        expect(envelope, name).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
        if (!envelope.ok) expect(envelope.error.detail, name).toContain('jobId');
      }
    } finally {
      engine.dispose();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('announces a job under the id its caller chose, and ends it once', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-jobs-'));
    const engine = createEngine({ platform: createNodePlatform('test', { appDataDir: path.join(root, 'appdata'), documentsDir: root, homeDir: root }) });
    const seen: { id: string; state: string }[] = [];
    engine.context.events.subscribe((name, payload) => {
      if (name === 'job.progress') seen.push(payload as { id: string; state: string });
    });
    try {
      const envelope = await engine.dispatch('image.import', { paths: [path.join(root, 'missing.png')], jobId: 'job-import-missing' });
      expect(envelope.ok).toBe(false);
      expect(seen.map((event) => event.id)).toEqual(['job-import-missing', 'job-import-missing']);
      expect(seen.map((event) => event.state)).toEqual(['running', 'failed']);
    } finally {
      engine.dispose();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
