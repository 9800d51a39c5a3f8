import type { PublishFormatCli } from './publish-format.js';
import { applyProtectOptions, checkProtectOptions, PROTECT_PATH_VALUES, PROTECT_USAGE, PROTECT_VALUES } from './protect-options.js';

/** `--format html`: a folder with index.html. */
export const htmlFormat: PublishFormatCli = {
  values: [...PROTECT_VALUES],
  pathValues: [...PROTECT_PATH_VALUES],
  flags: [],
  usage: PROTECT_USAGE,
  check: (command) => checkProtectOptions(command),
  async run(client, command) {
    await applyProtectOptions(client, command);
    const result = await client.call('publish.html', { outDir: command.output });
    return result.indexPath;
  },
};
