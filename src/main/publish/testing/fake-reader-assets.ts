import fs from 'node:fs';
import path from 'node:path';
import { SCENE_IDS, TEMPLATE_IDS } from '../../../shared/design/design-ids.js';
import { sceneScriptPath } from '../../../shared/design/scene-api.js';

const READER_TEMPLATE = path.join(import.meta.dirname, '..', '..', '..', 'reader', 'index.html');

/**
 * A reader folder for publisher tests: the real index.html template, with stand-in script
 * and style files, so the tests do not depend on a Vite build having run.
 */
export function writeFakeReaderAssets(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(READER_TEMPLATE, path.join(dir, 'index.html'));
  fs.writeFileSync(path.join(dir, 'reader.js'), '/* reader bundle stand-in */\n');
  fs.writeFileSync(path.join(dir, 'reader.css'), '/* reader styles stand-in */\n');
  fs.mkdirSync(path.join(dir, 'parts'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'parts', 'features.js'), '/* reader tools stand-in */\n');
  for (const scene of SCENE_IDS.filter((id) => id !== 'none')) {
    const file = path.join(dir, sceneScriptPath(scene));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `/* ${scene} scene stand-in */\n`);
  }
  fs.mkdirSync(path.join(dir, 'templates'), { recursive: true });
  for (const id of TEMPLATE_IDS) fs.writeFileSync(path.join(dir, 'templates', `${id}.css`), `/* template ${id} stand-in */\n`);
  return dir;
}
