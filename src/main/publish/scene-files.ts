import fs from 'node:fs/promises';
import path from 'node:path';
import { isSceneId } from '../../shared/design/design-ids.js';
import { sceneScriptPath } from '../../shared/design/scene-api.js';
import { AppError } from '../../shared/errors/app-error.js';

/**
 * Copies the one scene script a book chose (`settings.scene`) from the built reader into
 * the book, as `scenes/<id>.js`. 'none', a missing or an unknown id copies nothing: a book
 * carries no scene it does not show.
 */
export async function copyChosenScene(dir: string, settings: Readonly<Record<string, unknown>>, readerAssetsDir: string): Promise<void> {
  const id = settings.scene;
  if (!isSceneId(id) || id === 'none') return;
  const relative = sceneScriptPath(id);
  const source = path.join(readerAssetsDir, relative);
  const built = await fs.stat(source).then((stat) => stat.isFile(), () => false);
  if (!built) throw new AppError('PUBLISH_HTML_FAILED', {}, `The scene is not built (${relative} is missing in ${readerAssetsDir}); run npm run build.`);
  await fs.mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
  await fs.copyFile(source, path.join(dir, relative));
}
