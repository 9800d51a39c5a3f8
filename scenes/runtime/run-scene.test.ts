import { describe, expect, it } from 'vitest';
import snow from '../snow.js';
import { startScene } from './run-scene.js';
import { MAX_PIXEL_RATIO } from './scene-canvas.js';
import { fakeContainer, fakeEnvironment } from './testing/fake-environment.js';

describe('a running scene', () => {
  it('puts one canvas first in its container, sized in device pixels with the ratio capped, and untouchable', () => {
    const fake = fakeEnvironment({ pixelRatio: 3 });
    const box = fakeContainer(400, 300);
    startScene(snow, { container: box.container }, fake.env);
    expect(box.children).toEqual([box.canvas]);
    expect(box.canvas.width).toBe(400 * MAX_PIXEL_RATIO);
    expect(box.canvas.height).toBe(300 * MAX_PIXEL_RATIO);
    expect(box.ctx.transform).toEqual([2, 0, 0, 2, 0, 0]);
    expect(box.canvas.style).toMatchObject({ position: 'absolute', pointerEvents: 'none' });
    expect(box.canvas.style.background).toContain('linear-gradient');
    expect(box.canvas.attributes['aria-hidden']).toBe('true');
    expect(box.canvas.dataset.scene).toBe('snow');
  });

  it('animates a frame per animation frame', () => {
    const fake = fakeEnvironment();
    const box = fakeContainer(400, 300);
    startScene(snow, { container: box.container }, fake.env);
    fake.frame();
    fake.frame();
    fake.frame();
    expect(box.ctx.clears).toBe(3);
  });

  it('with reduced motion draws one still frame, runs no loop, and redraws only when resized', () => {
    const fake = fakeEnvironment({ reducedMotion: true });
    const box = fakeContainer(400, 300);
    startScene(snow, { container: box.container }, fake.env);
    expect(box.ctx.clears).toBe(1);
    expect(fake.pendingFrames()).toBe(0);
    fake.frame();
    expect(box.ctx.clears).toBe(1);
    box.setSize(500, 300);
    fake.resize();
    expect(box.ctx.clears).toBe(2);
    expect(box.canvas.width).toBe(500);
  });

  it('follows a change of the reduced-motion preference while running', () => {
    const fake = fakeEnvironment();
    const box = fakeContainer(400, 300);
    startScene(snow, { container: box.container }, fake.env);
    fake.frame();
    fake.setReducedMotion(true);
    expect(fake.pendingFrames()).toBe(0);
    expect(box.ctx.clears).toBe(2);
    fake.frame();
    expect(box.ctx.clears).toBe(2);
    fake.setReducedMotion(false);
    fake.frame();
    fake.frame();
    expect(box.ctx.clears).toBe(4);
  });

  it('follows the container when it is resized, and ignores a resize that changes nothing', () => {
    const fake = fakeEnvironment({ reducedMotion: true });
    const box = fakeContainer(400, 300);
    startScene(snow, { container: box.container }, fake.env);
    fake.resize();
    expect(box.ctx.clears).toBe(1);
    box.setSize(800, 600);
    fake.resize();
    expect([box.canvas.width, box.canvas.height]).toEqual([800, 600]);
  });

  it('stops cleanly: canvas removed, no frame scheduled, no listener left', () => {
    const fake = fakeEnvironment();
    const box = fakeContainer(400, 300);
    const scene = startScene(snow, { container: box.container }, fake.env);
    fake.frame();
    scene.stop();
    scene.stop();
    expect(box.children).toEqual([]);
    expect(fake.pendingFrames()).toBe(0);
    expect(fake.listenerCount()).toBe(0);
  });

  it('records frame times only when asked to measure', () => {
    const fake = fakeEnvironment();
    const quiet = startScene(snow, { container: fakeContainer(400, 300).container }, fake.env);
    const measured = startScene(snow, { container: fakeContainer(400, 300).container, measure: true }, fake.env);
    fake.frame();
    fake.frame();
    expect(quiet.frameTimes()).toEqual([]);
    expect(measured.frameTimes()).toHaveLength(2);
  });

  it('draws the same frames from the same seed, and different ones from another', () => {
    const draw = (seed: number): string => {
      const fake = fakeEnvironment();
      const box = fakeContainer(400, 300);
      startScene(snow, { container: box.container, seed }, fake.env);
      fake.frame();
      fake.frame();
      return box.ctx.markup();
    };
    expect(draw(7)).toBe(draw(7));
    expect(draw(7)).not.toBe(draw(8));
  });
});
