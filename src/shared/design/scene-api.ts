import type { SceneId } from './design-ids.js';

/**
 * The contract between the reader and a scene script. Each built scene
 * (`scenes/<id>.js`, a classic script so a book opened from file:// can load it) registers
 * one factory under this global; the reader injects the script only when the book chooses
 * that scene, starts it, and stops it when the setting changes.
 */
export const SCENE_REGISTRY_GLOBAL = '__FLIPBOOK_SCENES__';

/** Where a scene's script sits, relative to the reader's index.html (and in a published book). */
export function sceneScriptPath(id: SceneId): string {
  return `scenes/${id}.js`;
}

/** Where the build writes a scene's static picker preview, relative to dist/reader. */
export function scenePreviewPath(id: SceneId): string {
  return `previews/scenes/${id}.svg`;
}

/** How the reader starts a scene. */
export interface SceneStartOptions {
  /** The element the scene's canvas is put in, as its first child, so it sits behind the book. */
  container: HTMLElement;
  /** Seeds the scene's randomness; the same seed draws the same frames (tests, previews). */
  seed?: number;
  /** Records how long each frame took; only the scene benchmark asks for it. */
  measure?: boolean;
}

/** A running scene. */
export interface RunningScene {
  /** Stops the loop, removes every listener and the canvas. Safe to call twice. */
  stop(): void;
  /** Milliseconds spent in each frame function so far (empty unless started with `measure`). */
  frameTimes(): readonly number[];
}

export type SceneFactory = (options: SceneStartOptions) => RunningScene;

/** The registry global's shape: scene id to factory. */
export type SceneRegistry = Partial<Record<SceneId, SceneFactory>>;
