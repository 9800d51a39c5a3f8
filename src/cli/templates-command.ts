import type { FlipbookClient } from '../shared/api/client.js';
import type { DesignCatalogue } from '../shared/design/design-catalogue-types.js';
import type { CliIo } from './commands.js';

/** The catalogue as `flipbook templates --json` prints it: plain names, default theme first. */
export function catalogueJson(catalogue: DesignCatalogue) {
  return {
    templates: catalogue.templates.map((template) => ({
      name: template.id,
      defaultTheme: template.defaultTheme,
      themes: template.themes.map((theme) => theme.id),
    })),
    scenes: catalogue.scenes,
  };
}

export function formatCatalogue(catalogue: DesignCatalogue): string {
  const width = Math.max(0, ...catalogue.templates.map((template) => template.id.length)) + 2;
  const lines = ['Templates (themes; the default is marked *):'];
  for (const template of catalogue.templates) {
    const themes = template.themes.map((theme) => (theme.id === template.defaultTheme ? `${theme.id}*` : theme.id));
    lines.push(`  ${template.id.padEnd(width)}${themes.join(', ')}`);
  }
  lines.push('', 'Scenes:', `  ${catalogue.scenes.join(', ')}`);
  return lines.join('\n');
}

/** `flipbook templates [--json]`: what --template, --theme and --scene accept. */
export async function runTemplates(client: FlipbookClient, io: CliIo, args: { json: boolean }): Promise<void> {
  const catalogue = await client.call('design.catalogue', {});
  io.stdout(args.json ? `${JSON.stringify(catalogueJson(catalogue), null, 2)}\n` : `${formatCatalogue(catalogue)}\n`);
}
