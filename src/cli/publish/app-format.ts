import { checkDesktopShared, DESKTOP_PATH_VALUES, DESKTOP_SHARED_USAGE, DESKTOP_SHARED_VALUES, sharedDesktopArgs, useRuntimeOption } from './desktop-cli-options.js';
import type { PublishFormatCli } from './publish-format.js';

const ARCHES = ['arm64', 'x64'] as const;
type Arch = (typeof ARCHES)[number];

function isArch(value: string): value is Arch {
  return (ARCHES as readonly string[]).includes(value);
}

/** `--format app`: a Mac app, zipped as <Title>.app (unsigned; see the README's Mac caveat). */
export const appFormat: PublishFormatCli = {
  values: ['title', 'arch', ...DESKTOP_SHARED_VALUES],
  pathValues: DESKTOP_PATH_VALUES,
  flags: [],
  usage: `  --title <text>        the app's name in Finder and the menu bar (default: the book title)
  --arch arm64|x64      Apple Silicon (default) or Intel Macs
${DESKTOP_SHARED_USAGE}`,
  check(command) {
    const arch = command.values.arch;
    if (arch !== undefined && !isArch(arch)) return `--arch must be arm64 or x64, not "${arch}"`;
    const title = command.values.title;
    if (title !== undefined && title.trim() === '') return '--title must not be empty';
    return checkDesktopShared(command);
  },
  async run(client, command) {
    const requested = command.values.arch ?? 'arm64';
    const arch: Arch = isArch(requested) ? requested : 'arm64';
    await useRuntimeOption(client, command, `darwin-${arch}`);
    const title = command.values.title;
    const result = await client.call('publish.app', {
      outFile: command.output,
      arch,
      ...sharedDesktopArgs(command),
      ...(title !== undefined ? { title } : {}),
    });
    return result.outFile;
  },
};
