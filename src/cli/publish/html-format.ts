import { applyDesignValues, checkDesignValues, DESIGN_USAGE, DESIGN_VALUES } from './design-options.js';
import type { PublishFormatCli } from './publish-format.js';
import { applyProtectOptions, checkProtectOptions, PROTECT_PATH_VALUES, PROTECT_USAGE, PROTECT_VALUES } from './protect-options.js';

/** `--format html`: a folder with index.html. */
export const htmlFormat: PublishFormatCli = {
  values: [...DESIGN_VALUES, ...PROTECT_VALUES],
  pathValues: [...PROTECT_PATH_VALUES],
  flags: [],
  usage: [DESIGN_USAGE, PROTECT_USAGE].join('\n'),
  check: (command) => checkDesignValues(command.values) ?? checkProtectOptions(command),
  async run(client, command) {
    await applyDesignValues(client, command.values);
    await applyProtectOptions(client, command);
    const result = await client.call('publish.html', { outDir: command.output });
    return result.indexPath;
  },
};
