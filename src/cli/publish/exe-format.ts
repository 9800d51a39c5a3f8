import { parseWindowLaunch } from '../../shared/desktop/viewer-config.js';
import { checkDesktopShared, DESKTOP_PATH_VALUES, DESKTOP_SHARED_USAGE, DESKTOP_SHARED_VALUES, sharedDesktopArgs, useRuntimeOption } from './desktop-cli-options.js';
import type { PublishFormatCli } from './publish-format.js';

/** `--format exe`: a portable Windows app, zipped as <Book>/<Book>.exe with the book beside it. */
export const exeFormat: PublishFormatCli = {
  values: ['window', 'company', ...DESKTOP_SHARED_VALUES],
  pathValues: DESKTOP_PATH_VALUES,
  flags: [],
  usage: `  --window maximized|fullscreen|WIDTHxHEIGHT
                        the window at launch (default maximized; fullscreen shows the book full screen)
  --company <name>      the company shown in the exe's properties
${DESKTOP_SHARED_USAGE}`,
  check(command) {
    const window = command.values.window;
    if (window !== undefined && parseWindowLaunch(window) === null) {
      return `--window must be maximized, fullscreen or WIDTHxHEIGHT (320-7680 x 240-4320), not "${window}"`;
    }
    return checkDesktopShared(command);
  },
  async run(client, command) {
    await useRuntimeOption(client, command, 'win32-x64');
    const company = command.values.company;
    const result = await client.call('publish.exe', {
      outFile: command.output,
      window: parseWindowLaunch(command.values.window ?? 'maximized') ?? { mode: 'maximized' },
      ...sharedDesktopArgs(command),
      ...(company !== undefined ? { companyName: company } : {}),
    });
    return result.outFile;
  },
};
