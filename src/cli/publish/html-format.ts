import { applyDesignValues, checkDesignValues, DESIGN_USAGE, DESIGN_VALUES } from './design-options.js';
import { checkOptionFile, readOptionFile } from './option-file.js';
import type { PublishFormatCli } from './publish-format.js';
import { applyProtectOptions, checkProtectOptions, PROTECT_PATH_VALUES, PROTECT_USAGE, PROTECT_VALUES } from './protect-options.js';

/** `--format html`: a folder with index.html. */
export const htmlFormat: PublishFormatCli = {
  values: [...DESIGN_VALUES, ...PROTECT_VALUES, 'title', 'keywords', 'description', 'tracking-script'],
  pathValues: [...PROTECT_PATH_VALUES, 'tracking-script'],
  flags: ['seo-text'],
  usage: [
    DESIGN_USAGE,
    PROTECT_USAGE,
    `  --title, --keywords, --description <text>   the page's head texts (default: the book's)
  --tracking-script <file>     markup added verbatim to the page head (e.g. analytics)
  --seo-text                   add a plain HTML text version for search engines (text/)`,
  ].join('\n'),
  check: (command) => checkDesignValues(command.values) ?? checkProtectOptions(command) ?? checkOptionFile('tracking-script', command.values['tracking-script']),
  async run(client, command) {
    const { values } = command;
    await applyDesignValues(client, values);
    await applyProtectOptions(client, command);
    const trackingScript = await readOptionFile(values['tracking-script']);
    const result = await client.call('publish.html', {
      outDir: command.output,
      title: values.title,
      keywords: values.keywords,
      description: values.description,
      trackingScript,
      seoText: command.flags.includes('seo-text'),
    });
    return result.indexPath;
  },
};
