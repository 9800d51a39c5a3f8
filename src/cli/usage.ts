import { BATCH_USAGE } from './batch-options.js';
import { CLOUD_USAGE } from './cloud-command.js';
import { KEYSTORE_USAGE } from './keystore-command.js';
import { LICENCE_USAGE } from './licence-command.js';
import type { CommandName } from './parse-args.js';
import { PUBLISH_FORMAT_NAMES, PUBLISH_FORMATS } from './publish/publish-formats.js';

/** Each format's own options, under a heading per format. */
function publishFormatUsage(): string {
  return Object.entries(PUBLISH_FORMATS)
    .filter(([, format]) => format.usage !== '')
    .map(([name, format]) => `\n\n--format ${name}:\n${format.usage}`)
    .join('');
}

const GENERAL = `Usage: flipbook <command> [options]

Commands:
  convert <file.pdf>… -o <project.flipbook> [options]
                      import a PDF (several are merged) into a new project file
  convert <image or folder>… -o <project.flipbook>
                      import JPG, PNG or BMP images as pages
  publish <project.flipbook> --format <format> -o <path> [options]
                      publish as html (a folder), wordpress, joomla or drupal (a
                      plug-in zip), exe or app (a desktop app zip) or apk (Android)
  batch <file.pdf or folder>… --out <folder> --format <format> [options]
                      convert and publish many books at once (each PDF, and each
                      folder of images, is one book); --watch <inbox> keeps going
  info <project.flipbook> [--json]
                      show the project's title, pages and table of contents
  templates [--json]  list the templates (with their themes) and the dynamic scenes
  keystore create -o <file.p12> --name <name> --password <pw> [options]
                      create a signature for Android APKs (publish --format apk)
  cloud register|login|logout|whoami|forgot-password [--server URL]
                      sign in to Flipbook Cloud and see the account's points and VIP
  cloud list | share <id> [--qr file] | enable|disable|delete <id> | rename <id>
                      manage the online books and share their links
  cloud upload <project.flipbook> --title <title> [--overwrite <id>] [options]
                      publish the project to Flipbook Cloud and print its link
  cloud uploads | resume <upload id> | discard <upload id>
                      list, continue or drop the paused or cut-off uploads
  licence status | activate <code> | deactivate | terminal-code | install <file>
                      register this computer online or offline (a trial imports at
                      most 12 pages and watermarks every published page)

Options:
  --help              show help (also: flipbook <command> --help)
  --version           show the version

Environment:
  FLIPBOOK_CLOUD_URL  the Flipbook Cloud service to use when none was signed in to`;

const TOPICS: Record<CommandName, string> = {
  convert: `Usage: flipbook convert <file.pdf> -o <project.flipbook> [options]
       flipbook convert <a.pdf> <b.pdf>… -o <project.flipbook> [options]
       flipbook convert <image or folder>… -o <project.flipbook> [--large-images include|skip]

Imports the PDF, the PDFs merged in the order given, or the images (in natural file-name
order) into a new project and saves it.
  -o, --output <file>        the project file to write (must end in .flipbook)
  --password <pw>            the password of a protected PDF (one PDF only)
  --pages <range>            "all" (the default) or pages such as 1,5-8,20
  --quality fhd|hd|shd       page quality preset (default fhd); or set any of:
  --definition <80-95>       image quality
  --max-edge <450-3200>      longest edge of the HD page image, in pixels
  --dpi <72-320>             rendering resolution
  --cut none|auto|1|2|3      widepage cut: auto splits landscape spreads; 1 splits every
                             page, 2 every page but the covers, 3 every page right half first
  --engine inner|external    the PDF renderer: pdf.js (default) or pdftoppm/mutool
  --engine-dir <folder>      where the external renderer is installed
  --no-toc                   do not turn the PDF outline into a table of contents
  --no-links                 do not keep the PDF's links
  --no-text                  do not extract the text layer
  --large-images include|skip
                             what to do with images over 10 MB (otherwise it stops and asks)`,
  publish: `Usage: flipbook publish <project.flipbook> --format <format> -o <path> [options]

Publishes the project. html writes a folder; open <folder>/index.html in a browser.
  -f, --format <format> the output format: ${PUBLISH_FORMAT_NAMES.join(', ')} (default html)
  -o, --output <path>   the folder (html) or file to write${publishFormatUsage()}`,
  templates: `Usage: flipbook templates [--json]

Lists the templates with their themes (the default one first) and the dynamic scenes, by
the names "flipbook publish --template/--theme/--scene" accept.
  --json                print them as JSON`,
  info: `Usage: flipbook info <project.flipbook> [--json]

Shows the project's title, page count and sizes, links, text and table of contents.
  --json                print the facts as JSON: each page's size, text and links, and the TOC`,
  batch: BATCH_USAGE,
  keystore: KEYSTORE_USAGE,
  cloud: CLOUD_USAGE,
  licence: LICENCE_USAGE,
};

/** The help text for the whole command or for one subcommand. */
export function usageText(topic: CommandName | null): string {
  return topic === null ? GENERAL : TOPICS[topic];
}

/** The one-line hint after a usage error. */
export function usageHint(topic: CommandName | null): string {
  return topic === null ? 'Run "flipbook --help" for usage.' : `Run "flipbook ${topic} --help" for usage.`;
}
