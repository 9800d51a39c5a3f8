import { applyDesignValues, checkDesignValues, DESIGN_USAGE, DESIGN_VALUES } from './design-options.js';
import type { PublishFormatCli } from './publish-format.js';

/** `--format html`: a folder with index.html. */
export const htmlFormat: PublishFormatCli = {
  values: [...DESIGN_VALUES],
  flags: [],
  usage: DESIGN_USAGE,
  check: (command) => checkDesignValues(command.values),
  async run(client, command) {
    await applyDesignValues(client, command.values);
    const result = await client.call('publish.html', { outDir: command.output });
    return result.indexPath;
  },
};
