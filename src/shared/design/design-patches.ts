import type { DesignCatalogue } from './design-catalogue-types.js';
import { DEFAULT_TEMPLATE, DESIGN_SETTING_KEYS } from './design-ids.js';
import { AppError } from '../errors/app-error.js';

// The settings a template, theme or scene sets, worked out from the catalogue. The engine applies
// them (it has the last word); the editor works out the same patch to show the choice at once.

type Settings = Readonly<Record<string, unknown>>;
type SettingsPatch = Record<string, unknown>;

function findTemplate(catalogue: DesignCatalogue, id: unknown) {
  return catalogue.templates.find((template) => template.id === id);
}

/** The book's template, or the default one when the book has none (or one the catalogue lacks). */
export function currentTemplate(catalogue: DesignCatalogue, settings: Settings) {
  return findTemplate(catalogue, settings[DESIGN_SETTING_KEYS.template]) ?? findTemplate(catalogue, DEFAULT_TEMPLATE) ?? catalogue.templates[0];
}

/** Choosing a template also resets the theme to that template's default one. */
export function templatePatch(catalogue: DesignCatalogue, id: string): SettingsPatch {
  const template = findTemplate(catalogue, id);
  if (template === undefined) throw new AppError('TEMPLATE_REPLACE_FAILED', {}, `unknown template ${id}`);
  return { [DESIGN_SETTING_KEYS.template]: template.id, [DESIGN_SETTING_KEYS.theme]: template.defaultTheme };
}

/** A theme applies only within the book's template, since each template has its own set. */
export function themePatch(catalogue: DesignCatalogue, settings: Settings, id: string): SettingsPatch {
  const template = currentTemplate(catalogue, settings);
  if (template === undefined || !template.themes.some((theme) => theme.id === id)) {
    throw new AppError('THEME_APPLY_FAILED', {}, `theme ${id} is not one of template ${template?.id ?? '(none)'}`);
  }
  // The template is written too, so a book that relied on the default keeps the theme's template.
  return { [DESIGN_SETTING_KEYS.template]: template.id, [DESIGN_SETTING_KEYS.theme]: id };
}

export function scenePatch(catalogue: DesignCatalogue, id: string): SettingsPatch {
  const scene = catalogue.scenes.find((candidate) => candidate === id);
  if (scene === undefined) throw new AppError('SCENE_REPLACE_FAILED', {}, `unknown scene ${id}`);
  return { [DESIGN_SETTING_KEYS.scene]: scene };
}
