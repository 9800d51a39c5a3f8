import { describe, expect, it } from 'vitest';
import { SCENE_IDS } from '../src/shared/design/design-ids.js';
import { SCENES } from './catalogue.js';
import { renderScenePreview, PREVIEW_SIZE } from './runtime/preview.js';
import { seededRandom } from './runtime/random.js';
import type { AnyScene } from './runtime/scene-definition.js';
import { createSimulation } from './runtime/simulation.js';
import { SvgContext } from './runtime/svg-context.js';

const AREA = { width: 1280, height: 800 };
const entries = Object.entries(SCENES);

function drawn(scene: AnyScene, particles: readonly unknown[], time: number): string {
  const ctx = new SvgContext();
  const resources: unknown = scene.prepare(ctx, seededRandom(2));
  scene.draw({ ctx, particles, area: AREA, time, resources });
  return ctx.markup();
}

describe('the scene catalogue', () => {
  it('has a scene for every scene id but none, each under its own id', () => {
    expect(Object.keys(SCENES).sort()).toEqual(SCENE_IDS.filter((id) => id !== 'none').sort());
    for (const [id, scene] of entries) expect(scene.id).toBe(id);
  });

  it.each(entries)('%s keeps its particle budget over a minute, every particle on a finite course', (_id, scene) => {
    const simulation = createSimulation(scene, seededRandom(1), AREA);
    const before = drawn(scene, simulation.particles, 0);
    for (let frame = 0; frame < 3600; frame += 1) simulation.advance(1 / 60);
    expect(simulation.particles).toHaveLength(scene.budget);
    for (const particle of simulation.particles) {
      for (const value of Object.values(particle as object)) if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
    }
    // Something moved, was born again or changed its light: a scene is never a still picture.
    const after = drawn(scene, simulation.particles, simulation.time);
    expect(after).toContain('<path');
    expect(after).not.toBe(before);
  });
});

describe('the picker previews', () => {
  it('shows a plain frame for none', () => {
    const svg = renderScenePreview(null);
    expect(svg).toContain(`width="${PREVIEW_SIZE.width}" height="${PREVIEW_SIZE.height}"`);
    expect(svg).not.toContain('<path');
  });

  it('draws each scene the same way every time, and every scene differently', () => {
    const previews = entries.map(([, scene]) => renderScenePreview(scene));
    expect(entries.map(([, scene]) => renderScenePreview(scene))).toEqual(previews);
    expect(new Set(previews).size).toBe(entries.length);
    for (const svg of previews) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain('<path');
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    }
  });
});
