import { describe, expect, it } from 'vitest';
import { HandlerRegistry } from './registry.js';

describe('HandlerRegistry', () => {
  it('refuses a busy-refusing method with BUSY while an exclusive job runs, and runs it otherwise', async () => {
    const jobs = { running: null as string | null };
    const registry = new HandlerRegistry(jobs);
    let calls = 0;
    registry.register(
      'project.close',
      async () => {
        calls += 1;
        return { closed: true };
      },
      { refuseWhileBusy: true },
    );
    registry.register('project.get', async () => ({ project: null }));
    jobs.running = 'import';
    await expect(registry.get('project.close')?.({})).rejects.toMatchObject({ code: 'BUSY' });
    expect(calls).toBe(0);
    expect(await registry.get('project.get')?.({})).toEqual({ project: null });
    jobs.running = null;
    expect(await registry.get('project.close')?.({})).toEqual({ closed: true });
    expect(calls).toBe(1);
  });

  it('keeps each method’s policy with it, and no policy for a method without one', () => {
    const registry = new HandlerRegistry();
    registry.registerAll({ 'project.save': async () => ({}) as never }, { logged: true });
    expect(registry.policy('project.save')).toEqual({ logged: true });
    expect(registry.policy('project.get')).toEqual({});
  });

  it('refuses to register one name twice', () => {
    const registry = new HandlerRegistry();
    registry.register('project.get', async () => ({ project: null }));
    expect(() => registry.register('project.get', async () => ({ project: null }))).toThrow('already registered');
  });
});
