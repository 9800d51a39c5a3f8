import type { ProjectSnapshot } from '../../shared/domain/book.js';
import type { DesignCatalogue } from '../../shared/design/design-catalogue-types.js';
import { DEFAULT_SCENE } from '../../shared/design/design-ids.js';
import { GROUP_SETTING_KEYS, type TemplateGroup, type TemplateValues } from '../../shared/design/user-template.js';
import { currentTemplate } from '../../shared/design/design-patches.js';

const OWNED_KEYS = new Set(Object.values(GROUP_SETTING_KEYS));

/**
 * The design choices are captured even when the book still uses the defaults, so applying
 * the template later really switches a book back to them.
 */
function designDefault(group: TemplateGroup, settings: Record<string, unknown>, catalogue: DesignCatalogue): unknown {
  const template = currentTemplate(catalogue, settings);
  if (group === 'template') return template?.id;
  if (group === 'theme') return template?.defaultTheme;
  if (group === 'scene') return DEFAULT_SCENE;
  return undefined;
}

/**
 * What a user template keeps of the open book for the chosen groups. A group whose setting
 * the book does not have (no languages, no password) carries nothing and changes nothing
 * when applied.
 */
export function captureGroups(groups: readonly TemplateGroup[], project: ProjectSnapshot, catalogue: DesignCatalogue): TemplateValues {
  const source = project.book.settings;
  const settings: Record<string, unknown> = {};
  for (const group of groups) {
    if (group === 'toc') continue;
    if (group === 'settings') {
      for (const [key, value] of Object.entries(source)) if (!OWNED_KEYS.has(key)) settings[key] = value;
      continue;
    }
    const key = GROUP_SETTING_KEYS[group];
    if (key === undefined) continue;
    const value = Object.hasOwn(source, key) ? source[key] : designDefault(group, source, catalogue);
    if (value !== undefined) settings[key] = structuredClone(value);
  }
  const values: TemplateValues = { settings };
  if (groups.includes('toc')) values.toc = structuredClone(project.toc);
  return values;
}

