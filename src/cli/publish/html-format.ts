import { checkOptionFile, readOptionFile } from './option-file.js';
import type { PublishFormatCli } from './publish-format.js';

/** `--format html`: a folder with index.html. */
export const htmlFormat: PublishFormatCli = {
  values: ['title', 'keywords', 'description', 'tracking-script'],
  pathValues: ['tracking-script'],
  flags: ['seo-text'],
  usage: `  --title, --keywords, --description <text>   the page's head texts (default: the book's)
  --tracking-script <file>     markup added verbatim to the page head (e.g. analytics)
  --seo-text                   add a plain HTML text version for search engines (text/)`,
  check: (command) => checkOptionFile('tracking-script', command.values['tracking-script']),
  async run(client, command) {
    const { values } = command;
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
