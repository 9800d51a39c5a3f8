import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_IDS } from '../../shared/design/design-ids.js';
import { buildTemplateAssets } from '../../../scripts/template-assets.js';
import { findPackageRoot } from '../platform/reader-assets.js';
import { readTemplateDefinition } from './design-catalogue.js';
import { renderTemplateCss } from './template-css.js';
import { renderTemplatePreview } from './template-preview.js';

const TEMPLATES_DIR = path.join(findPackageRoot(), 'templates');

describe('the template stylesheets', () => {
  it('scope every theme to its [data-theme], the first also being the default', () => {
    const css = renderTemplateCss(readTemplateDefinition(TEMPLATES_DIR, 'float'), { desktop: '', phone: '' });
    expect(css).toContain('.fb-reader[data-template="float"], .fb-reader[data-template="float"][data-theme="ocean"] {');
    expect(css).toContain('.fb-reader[data-template="float"][data-theme="night"] {');
    expect(css).toContain('--fb-background-image: linear-gradient(60deg, #13608a, #0a2236);');
  });

  it('hide a template’s left-out buttons unless the book turns them on', () => {
    const css = renderTemplateCss(readTemplateDefinition(TEMPLATES_DIR, 'minimalist'), { desktop: '', phone: '' });
    expect(css).toContain('.fb-reader[data-template="minimalist"]:not([data-buttons-on~="print"]) [data-button="print"] { display: none; }');
    expect(css).not.toContain('[data-button="thumb"] { display: none; }');
  });

  it('are built for all 16 templates, flat (nesting lowered) and minified, with a preview per template and theme', async () => {
    const files = await buildTemplateAssets(TEMPLATES_DIR);
    for (const id of TEMPLATE_IDS) {
      const css = files.get(`templates/${id}.css`);
      expect(css).toBeDefined();
      expect(css).not.toContain('&');
      expect(css).toContain(`.fb-reader[data-template=${id}]`);
      expect(css).toContain('@media(max-width:600px)');
      expect(files.get(`previews/templates/${id}.svg`)).toMatch(/^<svg [^>]*width="160" height="100"/);
      for (const theme of readTemplateDefinition(TEMPLATES_DIR, id).themes) expect(files.has(`previews/themes/${id}.${theme.id}.svg`)).toBe(true);
    }
  });
});

describe('the template previews', () => {
  it('draw each template differently, and each theme of a template differently', () => {
    const previews = TEMPLATE_IDS.map((id) => renderTemplatePreview(readTemplateDefinition(TEMPLATES_DIR, id)));
    expect(new Set(previews).size).toBe(TEMPLATE_IDS.length);
    const classical = readTemplateDefinition(TEMPLATES_DIR, 'classical');
    const themes = classical.themes.map((theme) => renderTemplatePreview(classical, theme));
    expect(new Set(themes).size).toBe(classical.themes.length);
    expect(themes[0]).toContain(classical.themes[0]!.colours.toolbar);
  });
});
