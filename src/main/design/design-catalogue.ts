import fs from 'node:fs';
import path from 'node:path';
import { SCENE_IDS, TEMPLATE_IDS, type SceneId, type TemplateId, type ThemeId } from '../../shared/design/design-ids.js';
import { templateSchema, type TemplateDefinition, type ThemeBackground, type ThemeColours, type IconSet } from '../../shared/design/template-schema.js';
import { findPackageRoot } from '../platform/reader-assets.js';

/** One theme as the Design tab lists it: its id plus the colours, background and icon set it applies. */
export interface CatalogueTheme extends ThemeColours {
  id: ThemeId;
  background: ThemeBackground;
  icons: IconSet;
}

/** What the Design tab offers: every template with its themes (the first is the default) and the scenes. */
export interface DesignCatalogue {
  templates: { id: TemplateId; defaultTheme: ThemeId; themes: CatalogueTheme[]; layout: TemplateDefinition['layout'] }[];
  scenes: SceneId[];
}

/** Reads and validates one template's template.json; a broken file names itself in the error. */
export function readTemplateDefinition(templatesDir: string, id: TemplateId): TemplateDefinition {
  const file = path.join(templatesDir, id, 'template.json');
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const parsed = templateSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid ${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  if (parsed.data.id !== id) throw new Error(`Invalid ${file}: its id is ${parsed.data.id}, not ${id}`);
  return parsed.data;
}

/** Every template of the spec, in the spec's order, each validated against the schema. */
export function readTemplateDefinitions(templatesDir: string): TemplateDefinition[] {
  return TEMPLATE_IDS.map((id) => readTemplateDefinition(templatesDir, id));
}

export function loadDesignCatalogue(templatesDir: string): DesignCatalogue {
  return {
    templates: readTemplateDefinitions(templatesDir).map((template) => ({
      id: template.id,
      defaultTheme: template.themes[0]!.id,
      themes: template.themes.map((theme) => ({ id: theme.id, ...theme.colours, background: theme.background, icons: theme.icons })),
      layout: template.layout,
    })),
    scenes: [...SCENE_IDS],
  };
}

/**
 * Finds the template definitions at run time: `templates/` beside package.json when run
 * from the repository (source or dist bundle), or `dist/templates/` (the build's validated
 * copy) when the app is packaged with only its dist folder.
 */
export function defaultTemplatesDir(root: string = findPackageRoot()): string {
  const candidates = [path.join(root, 'templates'), path.join(root, 'dist', 'templates')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, TEMPLATE_IDS[0], 'template.json')));
  if (found === undefined) throw new Error(`The templates are missing (looked in ${candidates.join(' and ')}).`);
  return found;
}
