import type { FlipbookClient } from '../shared/api/client.js';
import { PROJECT_EXTENSION } from '../shared/constants.js';
import type { TocEntry } from '../shared/domain/page.js';
import { validateOutputPath } from '../shared/validation/output-path.js';
import { ProgressLine } from './progress-line.js';

/** Where the CLI writes; injected so tests can capture it without a terminal. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** True when stderr is a terminal, so a self-overwriting progress line makes sense. */
  isTTY: boolean;
}

/** The facts `flipbook info` reports. */
export interface ProjectInfo {
  title: string;
  pageCount: number;
  pages: { width: number; height: number }[];
  toc: TocEntry[];
  path: string | null;
}

/** Imports a PDF into a new project and saves it; progress goes to stderr, the path to stdout. */
export async function runConvert(
  client: FlipbookClient,
  io: CliIo,
  args: { input: string; output: string; password: string | undefined },
): Promise<void> {
  // Checked up front: a bad -o path should fail before minutes of rendering, not after.
  validateOutputPath(args.output, { extension: PROJECT_EXTENSION });
  await client.call('project.new', {});
  const progress = new ProgressLine(io.stderr, io.isTTY);
  const stop = client.on('import.progress', (payload) => progress.update(payload));
  try {
    const result = await client.call('pdf.import', args.password === undefined ? { path: args.input } : { path: args.input, password: args.password });
    progress.finish(`Converted ${result.importedPages} page${result.importedPages === 1 ? '' : 's'}.`);
  } finally {
    stop();
  }
  const saved = await client.call('project.saveAs', { path: args.output });
  io.stdout(`${saved.path ?? args.output}\n`);
}

/** Publishes a saved project as HTML and prints the book's index.html. */
export async function runPublish(client: FlipbookClient, io: CliIo, args: { project: string; outDir: string }): Promise<void> {
  await client.call('project.open', { path: args.project });
  const result = await client.call('publish.html', { outDir: args.outDir });
  io.stdout(`${result.indexPath}\n`);
}

export async function readProjectInfo(client: FlipbookClient, project: string): Promise<ProjectInfo> {
  const snapshot = await client.call('project.open', { path: project });
  return {
    title: snapshot.book.title,
    pageCount: snapshot.pages.length,
    pages: snapshot.pages.map((page) => ({ width: page.width, height: page.height })),
    toc: snapshot.toc,
    path: snapshot.path,
  };
}

function countEntries(toc: readonly TocEntry[]): number {
  return toc.reduce((sum, entry) => sum + 1 + countEntries(entry.children), 0);
}

/** A short human summary; distinct page sizes are listed once each. */
export function formatInfo(info: ProjectInfo): string {
  const sizes = [...new Set(info.pages.map((p) => `${p.width}×${p.height}`))];
  const shown = sizes.length > 3 ? `${sizes.slice(0, 3).join(', ')}, …` : sizes.join(', ');
  return [
    `Title:    ${info.title}`,
    `Pages:    ${info.pageCount}${shown === '' ? '' : ` (${shown})`}`,
    `Contents: ${countEntries(info.toc)} entr${countEntries(info.toc) === 1 ? 'y' : 'ies'}`,
    `File:     ${info.path ?? '(not saved)'}`,
  ].join('\n');
}

export async function runInfo(client: FlipbookClient, io: CliIo, args: { project: string; json: boolean }): Promise<void> {
  const info = await readProjectInfo(client, args.project);
  io.stdout(args.json ? `${JSON.stringify(info, null, 2)}\n` : `${formatInfo(info)}\n`);
}
