// Builds the dynamic scenes (issue "Design"): each scenes/<id>.ts becomes its own classic
// script, dist/reader/scenes/<id>.js, which a book loads only when it chooses that scene (a
// book opened from file:// cannot load ES modules), and each gets a static picker preview,
// dist/reader/previews/scenes/<id>.svg, drawn by the scene's own code into SVG.
import { build } from 'esbuild';
import fs from 'node:fs/promises';
import path from 'node:path';

const ENTRY = 'flipbook-scene-entry';

/** Turns `flipbook-scene-entry:<id>` into a tiny module that registers scenes/<id>.ts. */
function sceneEntries(scenesDir) {
  return {
    name: ENTRY,
    setup(esbuild) {
      esbuild.onResolve({ filter: new RegExp(`^${ENTRY}:`) }, (args) => ({ path: args.path.slice(ENTRY.length + 1), namespace: ENTRY }));
      esbuild.onLoad({ filter: /.*/, namespace: ENTRY }, (args) => ({
        contents: `import scene from './${args.path}.ts';\nimport { registerScene } from './runtime/register.ts';\nregisterScene(scene);\n`,
        resolveDir: scenesDir,
        loader: 'ts',
      }));
    },
  };
}

/** Loads the scene catalogue and the preview renderer into Node, bundled from TypeScript. */
async function loadCatalogue(scenesDir) {
  const result = await build({
    stdin: {
      contents: "export { SCENES } from './catalogue.ts';\nexport { renderScenePreview } from './runtime/preview.ts';\n",
      resolveDir: scenesDir,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/**
 * Writes `<outDir>/scenes/<id>.js` for every scene and `<outDir>/previews/scenes/<id>.svg`
 * for every scene and for 'none'. Returns the scene ids built.
 * @param {{ root: string, outDir: string, minify?: boolean }} options
 * @returns {Promise<string[]>}
 */
export async function buildScenes({ root, outDir, minify = true }) {
  const scenesDir = path.join(root, 'scenes');
  const { SCENES, renderScenePreview } = await loadCatalogue(scenesDir);
  const ids = Object.keys(SCENES);
  await build({
    entryPoints: Object.fromEntries(ids.map((id) => [id, `${ENTRY}:${id}`])),
    outdir: path.join(outDir, 'scenes'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify,
    legalComments: 'none',
    plugins: [sceneEntries(scenesDir)],
    logLevel: 'warning',
  });
  const previews = path.join(outDir, 'previews', 'scenes');
  await fs.mkdir(previews, { recursive: true });
  await fs.writeFile(path.join(previews, 'none.svg'), renderScenePreview(null));
  for (const id of ids) await fs.writeFile(path.join(previews, `${id}.svg`), renderScenePreview(SCENES[id]));
  return ids;
}

/**
 * A Vite plugin for the reader build: the reader's build empties dist/reader first, so the
 * scenes are built after it has written its files, whoever runs it (the full build, the
 * benchmarks, the end-to-end tests).
 * @param {string} root
 */
export function scenesAfterReaderBuild(root) {
  let outDir = '';
  return {
    name: 'flipbook-scenes',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await buildScenes({ root, outDir });
    },
  };
}
