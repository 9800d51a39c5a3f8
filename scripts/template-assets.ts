// The templates' build step: each template's stylesheet and the pickers' SVG previews, emitted
// into the reader bundle (dist/reader) by the reader's Vite build, so no later emptyOutDir can
// lose them and every reader build (the app's and the tests') carries them.
import { transform } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { readTemplateDefinitions } from '../src/main/design/design-catalogue.js';
import { renderTemplateCss } from '../src/main/design/template-css.js';
import { renderTemplatePreview } from '../src/main/design/template-preview.js';
import { templateAssetPath, templatePreviewPath, themePreviewPath } from '../src/main/design/template-asset-paths.js';

/** Chromium 111 has color-mix but not CSS nesting, which esbuild lowers for it (older Electron too). */
const CSS_TARGET = 'chrome111';

/** The files the build derives from templates/, keyed by their path inside dist/reader. */
export async function buildTemplateAssets(templatesDir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const template of readTemplateDefinitions(templatesDir)) {
    const folder = path.join(templatesDir, template.id);
    const own = { desktop: fs.readFileSync(path.join(folder, 'template.css'), 'utf8'), phone: fs.readFileSync(path.join(folder, 'phone.css'), 'utf8') };
    const css = await transform(renderTemplateCss(template, own), { loader: 'css', minify: true, target: CSS_TARGET, logLevel: 'error' });
    files.set(templateAssetPath(template.id), css.code);
    files.set(templatePreviewPath(template.id), renderTemplatePreview(template));
    for (const theme of template.themes) files.set(themePreviewPath(template.id, theme.id), renderTemplatePreview(template, theme));
  }
  return files;
}

/** The Vite plugin of the reader build; it also leaves a validated copy of the data in dist/templates for packaged apps. */
export function templateAssets(root: string): Plugin {
  const templatesDir = path.join(root, 'templates');
  return {
    name: 'flipbook-templates',
    async generateBundle() {
      for (const [fileName, source] of await buildTemplateAssets(templatesDir)) this.emitFile({ type: 'asset', fileName, source });
    },
    writeBundle() {
      for (const template of readTemplateDefinitions(templatesDir)) {
        const target = path.join(root, 'dist', 'templates', template.id);
        fs.mkdirSync(target, { recursive: true });
        fs.writeFileSync(path.join(target, 'template.json'), JSON.stringify(template, null, 2) + '\n');
      }
    },
  };
}
