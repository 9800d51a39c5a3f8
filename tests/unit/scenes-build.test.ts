import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScenes } from '../../scripts/build-scenes.mjs';
import { SCENE_IDS } from '../../src/shared/design/design-ids.js';
import { SCENE_REGISTRY_GLOBAL, scenePreviewPath, sceneScriptPath } from '../../src/shared/design/scene-api.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SCENES = SCENE_IDS.filter((id) => id !== 'none');
let out: string;

beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-scenes-build-'));
  await buildScenes({ root: ROOT, outDir: out });
});

afterAll(() => {
  if (out) fs.rmSync(out, { recursive: true, force: true });
});

describe('the scenes build', () => {
  it('has a module for every scene id but none', () => {
    for (const id of SCENES) expect(fs.existsSync(path.join(ROOT, 'scenes', `${id}.ts`)), id).toBe(true);
  });

  it.each(SCENES)('emits %s as a classic script that registers its factory and nothing else', (id) => {
    const code = fs.readFileSync(path.join(out, sceneScriptPath(id)), 'utf8');
    // A classic script: no module syntax, which a book opened from file:// could not run.
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    const window: Record<string, unknown> = {};
    vm.runInNewContext(code, { window });
    const registry = window[SCENE_REGISTRY_GLOBAL] as Record<string, unknown>;
    expect(Object.keys(registry)).toEqual([id]);
    expect(typeof registry[id]).toBe('function');
  });

  it('writes a picker preview for every scene id, none included, and only scene scripts', () => {
    for (const id of SCENE_IDS) {
      const svg = fs.readFileSync(path.join(out, scenePreviewPath(id)), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="160" height="100"/);
    }
    expect(fs.readdirSync(path.join(out, 'scenes')).sort()).toEqual(SCENES.map((id) => `${id}.js`).sort());
  });
});
