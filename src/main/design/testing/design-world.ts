import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FlipbookClient } from '../../../shared/api/client.js';
import type { DesignCatalogue } from '../../../shared/design/design-catalogue-types.js';
import { createEngine } from '../../app/create-engine.js';
import type { Engine } from '../../engine/engine.js';
import { createInProcessClient } from '../../engine/in-process-client.js';
import { makeTempWorld, type TempWorld } from '../../project/project-test-support.js';

/** A small catalogue: two templates with their own themes, and three scenes. */
export const FIXTURE_CATALOGUE: DesignCatalogue = {
  templates: [
    { id: 'metro', defaultTheme: 'daylight', themes: [{ id: 'daylight' }, { id: 'night' }, { id: 'ocean' }] },
    { id: 'classical', defaultTheme: 'paper', themes: [{ id: 'paper' }, { id: 'sand' }, { id: 'royal' }] },
  ],
  scenes: ['none', 'snow', 'moon'],
};

export interface DesignWorld {
  world: TempWorld;
  engine: Engine;
  client: FlipbookClient;
  /** The folder of the user's templates. */
  storeDir: string;
  /** Writes a real PNG (or JPEG) of the given size into the temp dir and returns its path. */
  image(name: string, options?: { width?: number; format?: 'png' | 'jpeg' }): Promise<string>;
  cleanup(): void;
}

/** An engine over temp folders with the fixture catalogue and a new, empty project open. */
export async function createDesignWorld(): Promise<DesignWorld> {
  const world = makeTempWorld();
  const engine = createEngine({ platform: world.platform, designCatalogue: () => FIXTURE_CATALOGUE });
  const client = createInProcessClient(engine);
  await client.call('project.new', { title: 'Design test' });
  return {
    world,
    engine,
    client,
    storeDir: path.join(world.platform.appDataDir, 'user-templates'),
    async image(name, options = {}) {
      const file = path.join(world.root, name);
      const base = sharp({ create: { width: options.width ?? 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } } });
      fs.writeFileSync(file, await (options.format === 'jpeg' ? base.jpeg() : base.png()).toBuffer());
      return file;
    },
    cleanup() {
      engine.dispose();
      world.cleanup();
    },
  };
}
