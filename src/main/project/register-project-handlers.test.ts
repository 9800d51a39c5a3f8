import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Envelope } from '../../shared/api/envelope.js';
import type { EngineContext } from '../engine/context.js';
import { dispatch } from '../engine/dispatch.js';
import { JobRunner } from '../engine/job-runner.js';
import type { JobKind } from '../../shared/jobs/job-kinds.js';
import { HandlerRegistry } from '../engine/registry.js';
import { createProjectSession } from './create-project-session.js';
import { makeTempWorld, type TempWorld } from './project-test-support.js';
import { OpenRequests } from '../engine/open-requests.js';
import { registerProjectHandlers } from './register-project-handlers.js';
import { editionPolicyFor } from '../import/page-policy.js';

let world: TempWorld;
let ctx: EngineContext;
let registry: HandlerRegistry;

beforeEach(() => {
  world = makeTempWorld();
  ctx = {
    platform: world.platform,
    events: world.events,
    session: createProjectSession(world.platform, world.events),
    jobs: new JobRunner(world.events),
    openRequests: new OpenRequests(world.events),
    readerAssetsDir: world.root,
    editionPolicy: editionPolicyFor('registered'),
    // The project's handlers never publish or preview pages.
    markTrialPage: async () => {
      throw new Error('not used by the project handlers');
    },
  };
  registry = new HandlerRegistry(ctx.jobs);
  registerProjectHandlers(registry, ctx);
});

afterEach(() => {
  ctx.session.dispose();
  world.cleanup();
});

const call = (name: string, arg: unknown = {}): Promise<Envelope<unknown>> => dispatch(registry, name, arg);

function errorCodeOf(envelope: Envelope<unknown>): string | null {
  return envelope.ok ? null : envelope.error.code;
}

/** Holds a job open until the returned function is called. */
function startJob(kind: JobKind): () => Promise<void> {
  let finish = (): void => undefined;
  const running = ctx.jobs.run(kind, undefined, () => new Promise<void>((resolve) => (finish = resolve)));
  return async () => {
    finish();
    await running;
  };
}

describe('project handlers', () => {
  it('registers every project method of the contract', () => {
    expect(registry.names().sort()).toEqual(
      ['project.clearRecent', 'project.close', 'project.get', 'project.new', 'project.open', 'project.recent', 'project.save', 'project.saveAs', 'project.update', 'project.undo', 'project.redo', 'project.recoverable', 'project.recover', 'project.discardRecovery'].sort(),
    );
  });

  it('creates, edits, saves, closes and reopens a project through the contract', async () => {
    expect(await call('project.get')).toEqual({ ok: true, result: { project: null } });
    expect(await call('project.new', {})).toMatchObject({ ok: true, result: { book: { title: 'My Project' }, dirty: false } });
    expect(await call('project.update', { patch: { title: 'Handbook' } })).toMatchObject({ ok: true, result: { dirty: true } });
    expect(errorCodeOf(await call('project.save'))).toBe('PATH_EMPTY');
    const target = world.doc('handbook.flipbook');
    expect(await call('project.saveAs', { path: target })).toMatchObject({ ok: true, result: { path: target, dirty: false } });
    expect(await call('project.close')).toEqual({ ok: true, result: { closed: true } });
    expect(await call('project.close')).toEqual({ ok: true, result: { closed: false } });
    expect(await call('project.open', { path: target })).toMatchObject({ ok: true, result: { book: { title: 'Handbook' } } });
    expect(await call('project.recent')).toMatchObject({ ok: true, result: { items: [{ path: target, title: 'Handbook' }] } });
    expect(await call('project.clearRecent')).toEqual({ ok: true, result: { cleared: 1 } });
    expect(await call('project.recent')).toEqual({ ok: true, result: { items: [] } });
  });

  it('reports the spec messages for missing files and bad paths', async () => {
    const missing = await call('project.open', { path: world.doc('missing.flipbook') });
    expect(missing).toMatchObject({ ok: false, error: { code: 'PROJECT_NOT_FOUND', message: 'Project file does not exist!' } });
    await call('project.new', {});
    expect(await call('project.saveAs', { path: '' })).toMatchObject({ ok: false, error: { code: 'PATH_EMPTY', message: 'Path cannot be empty!' } });
    expect(await call('project.saveAs', { path: world.doc('a|b') })).toMatchObject({ ok: false, error: { code: 'PATH_FORMAT', message: 'Incorrect path format!' } });
  });

  it('gives NO_PROJECT for an edit while no project is open', async () => {
    expect(errorCodeOf(await call('project.update', { patch: { title: 'x' } }))).toBe('NO_PROJECT');
  });

  it('refuses new, open and close with BUSY while a job runs, and allows them after', async () => {
    await call('project.new', { title: 'Importing' });
    const finish = startJob('import');
    expect(errorCodeOf(await call('project.new', {}))).toBe('BUSY');
    expect(errorCodeOf(await call('project.open', { path: world.doc('any.flipbook') }))).toBe('BUSY');
    expect(errorCodeOf(await call('project.close'))).toBe('BUSY');
    expect(await call('project.get')).toMatchObject({ ok: true, result: { project: { book: { title: 'Importing' } } } });
    await finish();
    expect(await call('project.close')).toEqual({ ok: true, result: { closed: true } });
  });
});
