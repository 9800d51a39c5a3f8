import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findPackageRoot } from '../../platform/reader-assets.js';
import { renderWorkerScript } from './worker-script.js';

const root = findPackageRoot();
const bundled = path.join(root, 'dist', 'render-worker.js');

describe('finding the render worker', () => {
  it('uses the bundled dist/render-worker.js from each bundle in dist', () => {
    for (const bundle of ['cli.js', 'web.js', path.join('electron', 'main.cjs')]) {
      const script = renderWorkerScript(pathToFileURL(path.join(root, 'dist', bundle)).href);
      expect(script).toEqual({ source: bundled, options: {}, isolation: 'process' });
    }
  });

  it('starts the TypeScript entry through tsx when the engine runs from source', () => {
    const script = renderWorkerScript(pathToFileURL(path.join(root, 'src', 'main', 'import', 'pdf', 'import-pdf.ts')).href, {});
    expect(script.isolation).toBe('process');
    expect(script.source).toBe(path.join(root, 'src', 'main', 'import', 'pdf', 'render-worker.ts'));
    expect(script.execArgv).toEqual(['--import', expect.stringMatching(/^file:.*tsx\/dist\/loader\.mjs$/)]);
  });

  it('uses the bundle the test run made when one is named, instead of compiling through tsx', () => {
    const sourceModule = pathToFileURL(path.join(root, 'src', 'main', 'import', 'pdf', 'import-pdf.ts')).href;
    const script = renderWorkerScript(sourceModule, { FLIPBOOK_RENDER_WORKER: '/tmp/bundle/render-worker.js' });
    expect(script).toEqual({ source: '/tmp/bundle/render-worker.js', options: {}, isolation: 'process' });
  });
});
