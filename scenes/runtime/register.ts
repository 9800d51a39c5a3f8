import { SCENE_REGISTRY_GLOBAL, type SceneRegistry } from '../../src/shared/design/scene-api.js';
import { startScene } from './run-scene.js';
import type { AnyScene } from './scene-definition.js';

/** Run by each built scene script: puts the scene's factory on the registry global. */
export function registerScene(scene: AnyScene, win: Window = window): void {
  const holder = win as unknown as Record<string, SceneRegistry | undefined>;
  const registry = (holder[SCENE_REGISTRY_GLOBAL] ??= {});
  registry[scene.id] = (options) => startScene(scene, options);
}
