import type { FlipbookClient } from '../shared/api/client.js';
import type { ImportResult } from '../shared/api/import-api.js';
import { PROJECT_EXTENSION } from '../shared/constants.js';
import { validateOutputPath } from '../shared/validation/output-path.js';
import { assertOutputWritable } from '../main/fs/writable-output.js';
import type { ConvertCommand } from './convert-options.js';
import { formatJobStep } from './job-words.js';
import { ProgressLine } from './progress-line.js';
import type { PublishCommand } from './publish/publish-format.js';
import { PUBLISH_FORMATS } from './publish/publish-formats.js';
import { formatInfo, readProjectInfo, type AssetReader } from './project-info.js';

/** Where the CLI writes; injected so tests can capture it without a terminal. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** True when stderr is a terminal, so a self-overwriting progress line makes sense. */
  isTTY: boolean;
}

/** The contract call a convert makes: one PDF, a merge of several, or images. */
function importInputs(client: FlipbookClient, args: ConvertCommand): Promise<ImportResult> {
  if (args.source === 'images') {
    return client.call('image.import', args.largeImages === undefined ? { paths: args.inputs } : { paths: args.inputs, largeImages: args.largeImages });
  }
  if (args.inputs.length > 1) return client.call('pdf.merge', { paths: args.inputs, options: args.options });
  const path = args.inputs[0] ?? '';
  return client.call('pdf.import', args.password === undefined ? { path, options: args.options } : { path, password: args.password, options: args.options });
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * Imports PDFs or images into a new project and saves it; progress goes to stderr, the path
 * to stdout. `checkOutput` is the file-system check of the -o folder; tests that fake the
 * engine pass their own, since their paths are never written.
 */
export async function runConvert(client: FlipbookClient, io: CliIo, args: ConvertCommand, checkOutput: (file: string) => Promise<void> = assertOutputWritable): Promise<void> {
  // Checked up front: a bad or read-only -o path should fail before minutes of rendering, not after.
  validateOutputPath(args.output, { extension: PROJECT_EXTENSION });
  await checkOutput(args.output);
  await client.call('project.new', {});
  const progress = new ProgressLine(io.stderr, io.isTTY);
  const stop = client.on('job.progress', (job) => {
    if (job.kind === 'import' && job.state === 'running' && job.step === 'pages') progress.update({ page: job.done, total: job.total, etaSeconds: job.etaSeconds });
  });
  try {
    const result = await importInputs(client, args);
    const skipped = result.skippedFiles?.length ?? 0;
    progress.finish(`Converted ${plural(result.importedPages, 'page')}.${skipped > 0 ? ` Skipped ${plural(skipped, 'large image')}.` : ''}`);
  } catch (error) {
    progress.clear();
    throw error;
  } finally {
    stop();
  }
  const saved = await client.call('project.saveAs', { path: args.output });
  io.stdout(`${saved.path ?? args.output}\n`);
}

/** Publishes a saved project in the chosen format and prints where the result is. */
export async function runPublish(client: FlipbookClient, io: CliIo, command: PublishCommand): Promise<void> {
  const format = PUBLISH_FORMATS[command.format];
  if (format === undefined) throw new Error(`unknown format ${command.format}`);
  await client.call('project.open', { path: command.project });
  const progress = new ProgressLine(io.stderr, io.isTTY);
  const stop = client.on('job.progress', (job) => {
    const line = formatJobStep(job);
    if (line !== null) progress.show(line);
  });
  try {
    const written = await format.run(client, command);
    const output = typeof written === 'string' ? { path: written, note: '' } : written;
    progress.finish(output.note === '' ? `Published ${command.format}.` : `Published ${command.format}. ${output.note}`);
    io.stdout(`${output.path}\n`);
  } catch (error) {
    progress.clear();
    throw error;
  } finally {
    stop();
  }
}

/** Prints a project's facts: pages with their text and links, and the table of contents. */
export async function runInfo(client: FlipbookClient, io: CliIo, args: { project: string; json: boolean }, readAsset: AssetReader): Promise<void> {
  const info = await readProjectInfo(client, args.project, readAsset);
  io.stdout(args.json ? `${JSON.stringify(info, null, 2)}\n` : `${formatInfo(info)}\n`);
}
