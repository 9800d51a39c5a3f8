import type { DesignCatalogue } from '../../shared/design/design-catalogue-types.js';
import { DEFAULT_TEMPLATE, DESIGN_SETTING_KEYS } from '../../shared/design/design-ids.js';
import { AppError } from '../../shared/errors/app-error.js';

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

/**
 * True when the design keys a user template brings name things the catalogue offers, judged
 * on the settings as they would be after applying it (`merged`): a theme must belong to the
 * template the book would then have.
 */
export function isKnownDesign(catalogue: DesignCatalogue, brought: Settings, merged: Settings): boolean {
  const has = (key: string) => Object.hasOwn(brought, key);
  if (has(DESIGN_SETTING_KEYS.template) && findTemplate(catalogue, brought[DESIGN_SETTING_KEYS.template]) === undefined) return false;
  if (has(DESIGN_SETTING_KEYS.scene) && !catalogue.scenes.some((scene) => scene === brought[DESIGN_SETTING_KEYS.scene])) return false;
  if (!has(DESIGN_SETTING_KEYS.theme)) return true;
  const template = currentTemplate(catalogue, merged);
  return template !== undefined && template.themes.some((theme) => theme.id === brought[DESIGN_SETTING_KEYS.theme]);
}
