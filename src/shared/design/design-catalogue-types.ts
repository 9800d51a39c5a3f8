import { z } from 'zod';
import { SCENE_IDS, TEMPLATE_IDS, THEME_IDS, type SceneId, type TemplateId, type ThemeId } from './design-ids.js';

/**
 * What the Design tab offers and what the design methods accept: the templates that exist,
 * each with its themes (the first is its default), and the dynamic scenes. The engine reads
 * it from templates/<id>/template.json; tests pass a fixture.
 */
export interface DesignCatalogue {
  templates: { id: TemplateId; defaultTheme: ThemeId; themes: { id: ThemeId }[] }[];
  scenes: SceneId[];
}

export const DesignCatalogueSchema = z.object({
  templates: z.array(
    z.object({
      id: z.enum(TEMPLATE_IDS),
      defaultTheme: z.enum(THEME_IDS),
      themes: z.array(z.object({ id: z.enum(THEME_IDS) })),
    }),
  ),
  scenes: z.array(z.enum(SCENE_IDS)),
}) satisfies z.ZodType<DesignCatalogue>;
