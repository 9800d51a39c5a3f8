import { z } from 'zod';
import { TocEntrySchema } from '../domain/page.js';
import { DESIGN_SETTING_KEYS } from './design-ids.js';

/**
 * The groups a user template may carry (spec: template, theme, scene, settings,
 * multi-language, TOC, bookmark, password and voice assistant). Batch conversion applies a
 * template without its `password` group (spec: "Password data in a template is ignored by
 * batch conversion"); see `groupsForBatch`.
 */
export const TEMPLATE_GROUPS = ['template', 'theme', 'scene', 'settings', 'languages', 'toc', 'bookmarks', 'password', 'voice'] as const;
export type TemplateGroup = (typeof TEMPLATE_GROUPS)[number];

/**
 * The book-settings key each group owns. `settings` owns every key not named here, and
 * `toc` owns the project's table of contents rather than a settings key.
 */
export const GROUP_SETTING_KEYS: Readonly<Partial<Record<TemplateGroup, string>>> = {
  template: DESIGN_SETTING_KEYS.template,
  theme: DESIGN_SETTING_KEYS.theme,
  scene: DESIGN_SETTING_KEYS.scene,
  languages: 'languages',
  bookmarks: 'bookmarks',
  password: 'protection',
  voice: 'pageAudio',
};

/** The groups batch conversion applies: every chosen one but the password. */
export function groupsForBatch(groups: readonly TemplateGroup[]): TemplateGroup[] {
  return groups.filter((group) => group !== 'password');
}

export const TemplateNameSchema = z.string().trim().min(1).max(100);

/** A user template as the list shows it; the thumbnail is a small data: URL of its cover. */
export const UserTemplateItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  groups: z.array(z.enum(TEMPLATE_GROUPS)),
  createdAt: z.string(),
  thumbnail: z.string(),
});
export type UserTemplateItem = z.infer<typeof UserTemplateItemSchema>;

/** What a template carries: the captured settings keys and, with the toc group, the TOC. */
export const TemplateValuesSchema = z.object({
  settings: z.record(z.string().max(200), z.unknown()),
  toc: z.array(TocEntrySchema).max(10000).optional(),
});
export type TemplateValues = z.infer<typeof TemplateValuesSchema>;
