import { z } from 'zod';
import { localPath } from '../validation/local-path.js';
import { ProjectChangeSchema } from '../domain/project-change.js';
import { DesignCatalogueSchema } from '../design/design-catalogue-types.js';
import { TEMPLATE_GROUPS, UserTemplateItemSchema } from '../design/user-template.js';
import { defineMethods } from './define.js';

const Empty = z.object({}).strict();
const FilePath = localPath();
/** Ids are checked against the catalogue by the handlers, so an unknown one gets the spec's message. */
const DesignId = z.string().max(100);
const UserTemplateId = z.string().regex(/^[a-f0-9-]{36}$/);

/**
 * The Design tab: templates, themes and dynamic scenes applied to the open book, and the
 * user's own saved templates (stored in the app-data folder, one file each).
 */
export const designMethods = defineMethods({
  'design.catalogue': { arg: Empty, result: DesignCatalogueSchema },
  // Each apply answers with what changed (the project's header and its book), as project.update
  // does: never the page list, which at 1,000 pages made a template change carry 450 KB.
  /** Sets the template and its default theme; TEMPLATE_REPLACE_FAILED leaves the book as it was. */
  'design.applyTemplate': { arg: z.object({ template: DesignId }).strict(), result: ProjectChangeSchema },
  /** The theme must belong to the book's template; else THEME_APPLY_FAILED. */
  'design.applyTheme': { arg: z.object({ theme: DesignId }).strict(), result: ProjectChangeSchema },
  /** SCENE_REPLACE_FAILED for a scene the catalogue lacks. */
  'design.applyScene': { arg: z.object({ scene: DesignId }).strict(), result: ProjectChangeSchema },
  'templates.list': { arg: Empty, result: z.object({ items: z.array(UserTemplateItemSchema) }) },
  /**
   * Saves the chosen groups of the open book under a name, with a PNG or JPG cover of at
   * most 10 MB. TEMPLATE_INCOMPLETE without a name, cover or group; TEMPLATE_EXISTS for a
   * name in use unless `replace` is true (the editor asks the user first).
   */
  'templates.save': {
    arg: z
      .object({
        name: z.string().max(100),
        coverPath: localPath(0),
        groups: z.array(z.enum(TEMPLATE_GROUPS)).max(TEMPLATE_GROUPS.length),
        replace: z.boolean().optional(),
      })
      .strict(),
    result: z.object({ item: UserTemplateItemSchema }),
  },
  /** Writes the template as one .fbtemplate file into `outDir` and returns its path. */
  'templates.export': { arg: z.object({ id: UserTemplateId, outDir: FilePath }).strict(), result: z.object({ path: z.string() }) },
  /** Reads a .fbtemplate file; CONFIG_IMPORT_INCORRECT for anything that is not a valid one. */
  'templates.import': {
    arg: z.object({ path: FilePath, replace: z.boolean().optional() }).strict(),
    result: z.object({ item: UserTemplateItemSchema }),
  },
  /**
   * Copies the template's groups into the open book in one edit; TEMPLATE_APPLY_FAILED leaves
   * it unchanged. Answers with what changed: the book, and the contents when the template brings them.
   */
  'templates.apply': { arg: z.object({ id: UserTemplateId }).strict(), result: ProjectChangeSchema },
  'templates.delete': { arg: z.object({ id: UserTemplateId }).strict(), result: z.object({ deleted: z.literal(true) }) },
});
