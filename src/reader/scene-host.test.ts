import { describe, expect, it } from 'vitest';
import { SCENE_REGISTRY_GLOBAL, type SceneRegistry, type SceneStartOptions } from '../shared/design/scene-api.js';
import { createSceneHost } from './scene-host.js';

interface FakeScript {
  src: string;
  async: boolean;
  removed: boolean;
  onLoad: (() => void) | null;
  addEventListener(type: string, listener: () => void): void;
  remove(): void;
}

/** A stage, a document head that keeps the scripts appended, and a window with the registry. */
function fakePage() {
  const scripts: FakeScript[] = [];
  const started: string[] = [];
  const stopped: string[] = [];
  const registry: SceneRegistry = {};
  const win = { [SCENE_REGISTRY_GLOBAL]: registry } as unknown as Window;
  const doc = {
    createElement: (): FakeScript => {
      const script: FakeScript = {
        src: '',
        async: false,
        removed: false,
        onLoad: null,
        addEventListener: (_type, listener) => {
          script.onLoad = listener;
        },
        remove: () => {
          script.removed = true;
        },
      };
      return script;
    },
    head: { append: (script: FakeScript) => scripts.push(script) },
  };
  const container = { ownerDocument: doc } as unknown as HTMLElement;
  /** What a scene script does when it runs: registers a factory that records starts and stops. */
  const register = (id: keyof SceneRegistry) => {
    registry[id] = (options: SceneStartOptions) => {
      expect(options.container).toBe(container);
      started.push(id);
      return { stop: () => void stopped.push(id), frameTimes: () => [] };
    };
  };
  const load = (index: number, id: keyof SceneRegistry) => {
    register(id);
    scripts[index]!.onLoad?.();
  };
  return { host: createSceneHost(container, win), scripts, started, stopped, register, load };
}

describe('the scene host', () => {
  it('loads nothing for a book without a scene, or with none', () => {
    const page = fakePage();
    page.host({});
    page.host({ scene: 'none' });
    expect(page.scripts).toEqual([]);
  });

  it('fetches the chosen scene script once and starts the scene when it has loaded', () => {
    const page = fakePage();
    page.host({ scene: 'snow' });
    page.host({ scene: 'snow', other: 1 });
    expect(page.scripts.map((script) => [script.src, script.async])).toEqual([['scenes/snow.js', true]]);
    expect(page.started).toEqual([]);
    page.load(0, 'snow');
    expect(page.started).toEqual(['snow']);
  });

  it('stops the old scene and removes its script when the setting changes', () => {
    const page = fakePage();
    page.host({ scene: 'snow' });
    page.load(0, 'snow');
    page.host({ scene: 'moon' });
    expect(page.stopped).toEqual(['snow']);
    expect(page.scripts[0]!.removed).toBe(true);
    expect(page.scripts[1]!.src).toBe('scenes/moon.js');
    page.load(1, 'moon');
    page.host({ scene: 'none' });
    expect(page.stopped).toEqual(['snow', 'moon']);
    expect(page.scripts[1]!.removed).toBe(true);
  });

  it('starts a scene already loaded at once, without fetching it again', () => {
    const page = fakePage();
    page.register('balloon');
    page.host({ scene: 'balloon' });
    expect(page.scripts).toEqual([]);
    expect(page.started).toEqual(['balloon']);
  });

  it('does not start a scene whose script arrives after the setting moved on', () => {
    const page = fakePage();
    page.host({ scene: 'snow' });
    page.host({ scene: 'none' });
    page.load(0, 'snow');
    expect(page.started).toEqual([]);
  });

  it('treats an unknown scene as none', () => {
    const page = fakePage();
    page.register('snow');
    page.host({ scene: 'snow' });
    page.host({ scene: '<script>' });
    expect(page.stopped).toEqual(['snow']);
    expect(page.scripts).toEqual([]);
  });
});
