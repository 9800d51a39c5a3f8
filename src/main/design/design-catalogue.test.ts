import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCENE_IDS, TEMPLATE_IDS, THEME_IDS } from '../../shared/design/design-ids.js';
import { templateSchema } from '../../shared/design/template-schema.js';
import { defaultTemplatesDir, loadDesignCatalogue, readTemplateDefinition } from './design-catalogue.js';
import { findPackageRoot } from '../platform/reader-assets.js';

const TEMPLATES_DIR = path.join(findPackageRoot(), 'templates');

describe('the template definitions', () => {
  it.each(TEMPLATE_IDS)('templates/%s/template.json is valid, with its CSS, at least three unique themes and its own id', (id) => {
    const raw: unknown = JSON.parse(fs.readFileSync(path.join(TEMPLATES_DIR, id, 'template.json'), 'utf8'));
    const parsed = templateSchema.safeParse(raw);
    expect(parsed.error?.issues ?? []).toEqual([]);
    const template = parsed.data!;
    expect(template.id).toBe(id);
    expect(template.themes.length).toBeGreaterThanOrEqual(3);
    expect(new Set(template.themes.map((theme) => theme.id)).size).toBe(template.themes.length);
    for (const file of ['template.css', 'phone.css']) expect(fs.readFileSync(path.join(TEMPLATES_DIR, id, file), 'utf8').trim()).not.toBe('');
  });

  it('has a folder for each of the 16 templates and no other', () => {
    const folders = fs.readdirSync(TEMPLATES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.sort()).toEqual([...TEMPLATE_IDS].sort());
  });

  it('gives each template a layout of its own (no two share toolbar, style, labels, frame and font)', () => {
    const signatures = TEMPLATE_IDS.map((id) => {
      const { layout } = readTemplateDefinition(TEMPLATES_DIR, id);
      return [layout.toolbar.position, layout.toolbar.style, layout.toolbar.labels, layout.frame, layout.typography.font].join(' ');
    });
    expect(new Set(signatures).size).toBe(TEMPLATE_IDS.length);
  });
});

describe('the template schema', () => {
  const valid = (): Record<string, unknown> => JSON.parse(fs.readFileSync(path.join(TEMPLATES_DIR, 'metro', 'template.json'), 'utf8'));

  it('refuses a template with fewer than three themes', () => {
    const template = valid();
    template.themes = (template.themes as unknown[]).slice(0, 2);
    expect(templateSchema.safeParse(template).success).toBe(false);
  });

  it('refuses the same theme twice', () => {
    const template = valid();
    const themes = template.themes as { id: string }[];
    themes[1]!.id = themes[0]!.id;
    expect(templateSchema.safeParse(template).success).toBe(false);
  });

  it('refuses a colour that is not #rrggbb, so nothing else can reach CSS or SVG', () => {
    const template = valid();
    (template.themes as { colours: Record<string, string> }[])[0]!.colours.accent = 'red;}body{display:none';
    expect(templateSchema.safeParse(template).success).toBe(false);
  });

  it('refuses a gradient angle outside 30, 60, 90 and 180', () => {
    const template = valid();
    (template.themes as { background: unknown }[])[0]!.background = { kind: 'gradient', from: '#000000', to: '#ffffff', angle: 45 };
    expect(templateSchema.safeParse(template).success).toBe(false);
  });
});

describe('the design catalogue', () => {
  it('lists every template in order with its default theme first, and every scene', () => {
    const catalogue = loadDesignCatalogue(TEMPLATES_DIR);
    expect(catalogue.templates.map((template) => template.id)).toEqual([...TEMPLATE_IDS]);
    expect(catalogue.scenes).toEqual([...SCENE_IDS]);
    for (const template of catalogue.templates) {
      expect(template.defaultTheme).toBe(template.themes[0]!.id);
      for (const theme of template.themes) {
        expect(THEME_IDS).toContain(theme.id);
        expect(theme.page).toMatch(/^#[0-9a-f]{6}$/i);
      }
    }
  });

  it('names the broken file when a template.json is invalid', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-templates-'));
    try {
      for (const id of TEMPLATE_IDS) fs.cpSync(path.join(TEMPLATES_DIR, id), path.join(dir, id), { recursive: true });
      fs.writeFileSync(path.join(dir, 'handy', 'template.json'), JSON.stringify({ id: 'handy', themes: [] }));
      expect(() => loadDesignCatalogue(dir)).toThrow(/handy[\\/]template\.json/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds the templates beside package.json, or the build copy in dist/templates', () => {
    expect(defaultTemplatesDir()).toBe(TEMPLATES_DIR);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'flipbook-packaged-'));
    try {
      fs.cpSync(path.join(TEMPLATES_DIR, 'metro'), path.join(root, 'dist', 'templates', 'metro'), { recursive: true });
      expect(defaultTemplatesDir(root)).toBe(path.join(root, 'dist', 'templates'));
      fs.rmSync(path.join(root, 'dist'), { recursive: true });
      expect(() => defaultTemplatesDir(root)).toThrow(/templates are missing/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
