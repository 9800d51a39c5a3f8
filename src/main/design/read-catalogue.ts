import fs from 'node:fs';
import path from 'node:path';
import type { DesignCatalogue } from '../../shared/design/design-catalogue-types.js';
import { isThemeId, SCENE_IDS, TEMPLATE_IDS, THEME_IDS, type ThemeId } from '../../shared/design/design-ids.js';

/** Largest template.json read; the real ones are a few kilobytes. */
const MAX_TEMPLATE_JSON_BYTES = 1024 * 1024;

/** The theme ids a template.json lists under `themes[].id`, in order; null when unreadable. */
function readThemeIds(file: string): ThemeId[] | null {
  try {
    if (fs.statSync(file).size > MAX_TEMPLATE_JSON_BYTES) return null;
    const json: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    const themes = (json as { themes?: unknown }).themes;
    if (!Array.isArray(themes)) return null;
    const ids = themes.map((theme: unknown) => (theme as { id?: unknown } | null)?.id).filter(isThemeId);
    return ids.length > 0 ? [...new Set(ids)] : null;
  } catch {
    return null;
  }
}

/**
 * A deliberately small reader of templates/<id>/template.json: the id is the folder name,
 * the themes are `themes[].id` and the first one is the default. A template whose data is
 * missing or unreadable is still offered with every theme name, so the Design tab works
 * before (or without) the template data (decision 0050).
 */
export function readDesignCatalogue(templatesDir: string): DesignCatalogue {
  const templates = TEMPLATE_IDS.map((id) => {
    const themes = readThemeIds(path.join(templatesDir, id, 'template.json')) ?? [...THEME_IDS];
    return { id, defaultTheme: themes[0] ?? THEME_IDS[0], themes: themes.map((theme) => ({ id: theme })) };
  });
  return { templates, scenes: [...SCENE_IDS] };
}
