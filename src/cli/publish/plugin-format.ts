import { DEFAULT_PLUGIN_SIZE, PLUGIN_FORMAT_LABELS, PLUGIN_SIZE, type PluginFormat } from '../../shared/api/plugin-api.js';
import { AppError } from '../../shared/errors/app-error.js';
import { validateOutputPath } from '../../shared/validation/output-path.js';
import { pluginInstallNote } from '../../shared/publish/plugin-install.js';
import { checkOptionFile, readOptionFile } from './option-file.js';
import type { PublishCommand, PublishFormatCli } from './publish-format.js';

function size(command: PublishCommand, name: 'width' | 'height'): number {
  const raw = command.values[name];
  return raw === undefined ? DEFAULT_PLUGIN_SIZE[name] : Number(raw);
}

/** `--format wordpress|joomla|drupal`: an installable plug-in zip holding the book. */
function pluginFormat(format: PluginFormat): PublishFormatCli {
  return {
    values: ['width', 'height', 'title', 'keywords', 'description', 'scripts', 'flipbook-title'],
    pathValues: ['scripts'],
    flags: ['seo-text'],
    usage: `  -o <file.zip>                a ${PLUGIN_FORMAT_LABELS[format]} plug-in holding the book
  --width <px> --height <px>   default size of the embedded book (${DEFAULT_PLUGIN_SIZE.width}x${DEFAULT_PLUGIN_SIZE.height})
  --flipbook-title <text>      the plug-in's name (its folder name is derived from it)
  --title, --keywords, --description <text>   the book page's head texts
  --scripts <file>             markup added where the book is shown
  --seo-text                   add a plain HTML text version for search engines`,
    check(command) {
      for (const name of ['width', 'height'] as const) {
        const value = size(command, name);
        if (!Number.isInteger(value) || value < PLUGIN_SIZE.min || value > PLUGIN_SIZE.max) {
          return `--${name} must be a whole number from ${PLUGIN_SIZE.min} to ${PLUGIN_SIZE.max}`;
        }
      }
      try {
        validateOutputPath(command.output, { extension: '.zip' });
      } catch (error) {
        const appError = AppError.from(error);
        return `${appError.message} (${appError.detail ?? command.output})`;
      }
      return checkOptionFile('scripts', command.values.scripts);
    },
    async run(client, command) {
      const { values } = command;
      const scripts = await readOptionFile(values.scripts);
      const result = await client.call('publish.plugin', {
        format,
        outFile: command.output,
        width: size(command, 'width'),
        height: size(command, 'height'),
        title: values.title,
        keywords: values.keywords,
        description: values.description,
        scripts,
        flipbookTitle: values['flipbook-title'],
        seoText: command.flags.includes('seo-text'),
      });
      return { path: result.outFile, note: pluginInstallNote(format, result.slug, result.bytes) };
    },
  };
}

export const wordpressFormat = pluginFormat('wordpress');
export const joomlaFormat = pluginFormat('joomla');
export const drupalFormat = pluginFormat('drupal');
