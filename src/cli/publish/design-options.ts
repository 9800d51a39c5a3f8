import type { FlipbookClient } from '../../shared/api/client.js';
import { SCENE_IDS, TEMPLATE_IDS, THEME_IDS } from '../../shared/design/design-ids.js';

/** The design options of `flipbook publish`, applied to the open project before it is published. */
export const DESIGN_VALUES = ['template', 'theme', 'scene'] as const;

const VALID: Record<(typeof DESIGN_VALUES)[number], readonly string[]> = { template: TEMPLATE_IDS, theme: THEME_IDS, scene: SCENE_IDS };

export const DESIGN_USAGE = `  --template <name>     apply a template (and its default theme); see "flipbook templates"
  --theme <name>        apply a theme of the book's (or the given) template
  --scene <name>        apply a dynamic scene ("none" for no scene)`;

/** A usage error naming the valid names when a design option names something unknown. */
export function checkDesignValues(values: Readonly<Record<string, string>>): string | null {
  for (const option of DESIGN_VALUES) {
    const value = values[option];
    if (value !== undefined && !VALID[option].includes(value)) return `Unknown ${option}: ${value} (valid: ${VALID[option].join(', ')})`;
  }
  return null;
}

/**
 * Applies the design options to the project open in memory, template first since it resets
 * the theme. The project file is never saved, so publishing with a look leaves it as it was.
 */
export async function applyDesignValues(client: FlipbookClient, values: Readonly<Record<string, string>>): Promise<void> {
  if (values.template !== undefined) await client.call('design.applyTemplate', { template: values.template });
  if (values.theme !== undefined) await client.call('design.applyTheme', { theme: values.theme });
  if (values.scene !== undefined) await client.call('design.applyScene', { scene: values.scene });
}
