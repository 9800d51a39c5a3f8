import type { DesignCatalogue } from '../../shared/design/design-catalogue-types.js';
import { DESIGN_SETTING_KEYS } from '../../shared/design/design-ids.js';
import { currentTemplate } from '../../shared/design/design-patches.js';

type Settings = Readonly<Record<string, unknown>>;

/**
 * True when the design keys a user template brings name things the catalogue offers, judged
 * on the settings as they would be after applying it (`merged`): a theme must belong to the
 * template the book would then have.
 */
export function isKnownDesign(catalogue: DesignCatalogue, brought: Settings, merged: Settings): boolean {
  const has = (key: string) => Object.hasOwn(brought, key);
  if (has(DESIGN_SETTING_KEYS.template) && !catalogue.templates.some((template) => template.id === brought[DESIGN_SETTING_KEYS.template])) return false;
  if (has(DESIGN_SETTING_KEYS.scene) && !catalogue.scenes.some((scene) => scene === brought[DESIGN_SETTING_KEYS.scene])) return false;
  if (!has(DESIGN_SETTING_KEYS.theme)) return true;
  const template = currentTemplate(catalogue, merged);
  return template !== undefined && template.themes.some((theme) => theme.id === brought[DESIGN_SETTING_KEYS.theme]);
}
