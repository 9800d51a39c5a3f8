import { describe, expect, it } from 'vitest';
import { MAX_STEP_SECONDS, runFrameLoop } from './loop.js';
import { fakeEnvironment } from './testing/fake-environment.js';

describe('the frame loop', () => {
  it('runs one frame per animation frame with the seconds elapsed, a stall counting as a short step', () => {
    const fake = fakeEnvironment();
    const steps: number[] = [];
    runFrameLoop(fake.env, (dt) => steps.push(dt));
    fake.frame(16);
    fake.frame(20);
    fake.frame(5000);
    expect(steps).toEqual([0, 0.02, MAX_STEP_SECONDS]);
  });

  it('pauses while the page is hidden and resumes without replaying the hidden time', () => {
    const fake = fakeEnvironment();
    const steps: number[] = [];
    runFrameLoop(fake.env, (dt) => steps.push(dt));
    fake.frame();
    fake.frame(16);
    fake.setHidden(true);
    expect(fake.pendingFrames()).toBe(0);
    fake.frame(16);
    fake.frame(16);
    expect(steps).toHaveLength(2);
    fake.setHidden(false);
    fake.frame(3000);
    fake.frame(16);
    expect(steps).toEqual([0, 0.016, 0, 0.016]);
  });

  it('does not start while the page is hidden', () => {
    const fake = fakeEnvironment({ hidden: true });
    const steps: number[] = [];
    runFrameLoop(fake.env, (dt) => steps.push(dt));
    fake.frame();
    expect(steps).toEqual([]);
    fake.setHidden(false);
    fake.frame();
    expect(steps).toEqual([0]);
  });

  it('stops cleanly: no frame left scheduled, no listener left, and a second stop is harmless', () => {
    const fake = fakeEnvironment();
    const steps: number[] = [];
    const loop = runFrameLoop(fake.env, (dt) => steps.push(dt));
    fake.frame();
    expect(loop.scheduled).toBe(true);
    loop.stop();
    loop.stop();
    expect(loop.scheduled).toBe(false);
    expect(fake.pendingFrames()).toBe(0);
    expect(fake.listenerCount()).toBe(0);
    fake.setHidden(true);
    fake.setHidden(false);
    fake.frame();
    expect(steps).toHaveLength(1);
  });
});
