import type { PublishFormatCli } from './publish-format.js';

/** `--format html`: a folder with index.html. */
export const htmlFormat: PublishFormatCli = {
  values: [],
  flags: [],
  usage: '',
  check: () => null,
  async run(client, command) {
    const result = await client.call('publish.html', { outDir: command.output });
    return result.indexPath;
  },
};
