import type { CommandName } from './parse-args.js';

const GENERAL = `Usage: flipbook <command> [options]

Commands:
  convert <file.pdf> -o <project.flipbook> [--password <pw>]
                      import a PDF into a new project file
  publish <project.flipbook> --format html -o <folder>
                      write a published HTML flipbook into a folder
  info <project.flipbook> [--json]
                      show the project's title, pages and table of contents

Options:
  --help              show help (also: flipbook <command> --help)
  --version           show the version`;

const TOPICS: Record<CommandName, string> = {
  convert: `Usage: flipbook convert <file.pdf> -o <project.flipbook> [--password <pw>]

Imports every page of the PDF into a new project and saves it.
  -o, --output <file>   the project file to write (must end in .flipbook)
  --password <pw>       the password of a protected PDF`,
  publish: `Usage: flipbook publish <project.flipbook> --format html -o <folder>

Publishes the project as a page-turning HTML book; open <folder>/index.html in a browser.
  -f, --format html     the output format (only html for now)
  -o, --output <dir>    the folder to write`,
  info: `Usage: flipbook info <project.flipbook> [--json]

Shows the project's title, page count and sizes, and table of contents.
  --json                print the facts as JSON`,
};

/** The help text for the whole command or for one subcommand. */
export function usageText(topic: CommandName | null): string {
  return topic === null ? GENERAL : TOPICS[topic];
}

/** The one-line hint after a usage error. */
export function usageHint(topic: CommandName | null): string {
  return topic === null ? 'Run "flipbook --help" for usage.' : `Run "flipbook ${topic} --help" for usage.`;
}
