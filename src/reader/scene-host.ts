import { isSceneId, type SceneId } from '../shared/design/design-ids.js';
import { SCENE_REGISTRY_GLOBAL, sceneScriptPath, type RunningScene, type SceneRegistry } from '../shared/design/scene-api.js';

/**
 * Shows the book's dynamic scene (the `scene` setting) behind the book. A scene's script is
 * fetched only when the book names it; changing the setting (the editor's live preview does
 * so by message) stops the old scene and removes its script and canvas at once, no reload.
 * Returns the listener to give `Reader.onSettingsChange`.
 */
export function createSceneHost(container: HTMLElement, win: Window = window): (settings: Readonly<Record<string, unknown>>) => void {
  const doc = container.ownerDocument;
  let wanted: SceneId = 'none';
  let running: RunningScene | null = null;
  let script: HTMLScriptElement | null = null;

  const registry = (): SceneRegistry => (win as unknown as Record<string, SceneRegistry | undefined>)[SCENE_REGISTRY_GLOBAL] ?? {};
  const start = (id: SceneId): void => {
    const factory = registry()[id];
    // A script that loaded but registered nothing (or a stale reply) leaves the book plain.
    if (factory === undefined || id !== wanted || running !== null) return;
    try {
      running = factory({ container });
    } catch {
      running = null;
    }
  };
  const clear = (): void => {
    running?.stop();
    running = null;
    script?.remove();
    script = null;
  };

  return (settings) => {
    const value = settings.scene;
    const next: SceneId = isSceneId(value) ? value : 'none';
    if (next === wanted) return;
    wanted = next;
    clear();
    if (next === 'none') return;
    if (registry()[next] !== undefined) {
      start(next);
      return;
    }
    const element = doc.createElement('script');
    element.src = sceneScriptPath(next);
    element.async = true;
    element.addEventListener('load', () => start(next), { once: true });
    script = element;
    doc.head.append(element);
  };
}
