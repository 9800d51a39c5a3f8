/**
 * The names of the design catalogue: the spec's 16 templates, its 18 dynamic scenes, and the
 * theme names templates draw their themes from. The ids are data keys (stored in the book
 * configuration and in file names), so they never change; their display names are i18n keys
 * in `locales/design-tab/<lang>.json` (`design-tab.templates.<id>`, `design-tab.themes.<id>`,
 * `design-tab.scenes.<id>`).
 */
export const TEMPLATE_IDS = [
  'metro', 'active', 'classical', 'clear', 'facile', 'float', 'fresh', 'gorgeous',
  'handy', 'lively', 'minimalist', 'neat', 'popular', 'pure', 'simple', 'specific',
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export const SCENE_IDS = [
  'none', 'petals-dancing', 'fallen-leaves', 'snow', 'slow-bubble', 'rising-bubble',
  'light-rain', 'heavy-rain', 'firefly', 'spaceship', 'space-travel', 'twinkling-stars',
  'meteor', 'sunshine', 'cloud', 'sun-and-cloud', 'balloon', 'moon',
] as const;
export type SceneId = (typeof SCENE_IDS)[number];

/**
 * The theme names a template may use; each template offers at least three of them, each
 * with its own colours, background and icon set (see templates/<id>/template.json).
 */
export const THEME_IDS = [
  'daylight', 'night', 'ocean', 'forest', 'sunset', 'rose', 'slate', 'paper', 'mint', 'royal', 'sand', 'graphite',
] as const;
export type ThemeId = (typeof THEME_IDS)[number];

/** The book-configuration keys (in `book.settings`) that hold the design choices. */
export const DESIGN_SETTING_KEYS = { template: 'template', theme: 'theme', scene: 'scene' } as const;

export const DEFAULT_TEMPLATE: TemplateId = 'metro';
export const DEFAULT_SCENE: SceneId = 'none';

export function isTemplateId(value: unknown): value is TemplateId {
  return typeof value === 'string' && (TEMPLATE_IDS as readonly string[]).includes(value);
}

export function isSceneId(value: unknown): value is SceneId {
  return typeof value === 'string' && (SCENE_IDS as readonly string[]).includes(value);
}

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && (THEME_IDS as readonly string[]).includes(value);
}
