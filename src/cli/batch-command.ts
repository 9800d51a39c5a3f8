import { BATCH_END_STATES, type BatchTask } from '../shared/api/batch-api.js';
import type { FlipbookClient } from '../shared/api/client.js';
import { AppError } from '../shared/errors/app-error.js';
import { withFailureDetail } from '../shared/errors/failure-prefix.js';
import type { BatchCommand } from './batch-options.js';
import type { CliIo } from './commands.js';

/** Why a task failed, as the user reads it: the spec's message and, for prefixed failures, the detail. */
export function taskErrorText(task: BatchTask): string {
  if (task.error === undefined) return '';
  return withFailureDetail(task.error.message, AppError.fromJSON(task.error));
}

function taskLine(task: BatchTask, nameWidth: number): string {
  const pages = task.pages === null ? '' : `${task.pages} p.`;
  const detail = task.state === 'failed' ? `Batch conversion failed: ${taskErrorText(task)}` : task.state === 'success' ? task.outputPath : '';
  return `${task.name.padEnd(nameWidth)}  ${task.state.padEnd(11)} ${`${task.progress}%`.padStart(4)} ${pages.padStart(7)}  ${detail}`.trimEnd();
}

/**
 * One line per task on a terminal, redrawn in place as the tasks move on; without a
 * terminal, one line per task as it ends, so a log stays readable.
 */
class TaskBoard {
  private readonly tasks = new Map<string, BatchTask>();
  private drawn = 0;

  /** `show` is false with --json, where the board only keeps count. */
  constructor(
    private readonly io: CliIo,
    private readonly show: boolean,
  ) {}

  update(task: BatchTask): void {
    const before = this.tasks.get(task.taskId);
    this.tasks.set(task.taskId, task);
    if (!this.show) return;
    const width = Math.max(...[...this.tasks.values()].map((item) => item.name.length));
    if (!this.io.isTTY) {
      if (BATCH_END_STATES.has(task.state) && before?.state !== task.state) this.io.stderr(`${taskLine(task, width)}\n`);
      return;
    }
    // Back to the first line of the board (ESC [ n F), then every line rewritten whole.
    let text = this.drawn > 0 ? `\u001b[${this.drawn}F` : '';
    for (const item of this.tasks.values()) text += `\u001b[2K${taskLine(item, width)}\n`;
    this.drawn = this.tasks.size;
    this.io.stderr(text);
  }

  /** Every task's latest state, in the batch's order. */
  list(): BatchTask[] {
    return [...this.tasks.values()];
  }
}

/** The closing table: name, pages, state and where the book is (or why it failed). */
export function summaryTable(tasks: readonly BatchTask[]): string {
  const rows = [['Name', 'Pages', 'State', 'Output or error'], ...tasks.map((task) => [task.name, task.pages === null ? '-' : String(task.pages), task.state, task.state === 'failed' ? taskErrorText(task) : task.state === 'success' ? task.outputPath : '-'])];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const lines = rows.map((row) => row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column] ?? 0) : cell)).join('  '));
  const count = (state: BatchTask['state']) => tasks.filter((task) => task.state === state).length;
  const counts = [`${count('success')} succeeded`, `${count('failed')} failed`];
  if (count('stopped') > 0) counts.push(`${count('stopped')} stopped`);
  if (count('not started') > 0) counts.push(`${count('not started')} not started`);
  return `${lines.join('\n')}\n${counts.join(', ')}.`;
}

/** The summary as the last JSON line of `--json`. */
function summaryJson(tasks: readonly BatchTask[]): string {
  const count = (state: BatchTask['state']) => tasks.filter((task) => task.state === state).length;
  return JSON.stringify({ type: 'summary', succeeded: count('success'), failed: count('failed'), stopped: count('stopped'), notStarted: count('not started'), tasks });
}

/** The `batch.start` argument of a command, for these inputs. */
export function batchStartArg(command: BatchCommand, inputs: string[]) {
  return {
    inputs,
    outDir: command.outDir,
    format: command.format,
    options: command.options,
    ...(command.template === undefined ? {} : { template: command.template }),
    ...(command.jobs === undefined ? {} : { jobs: command.jobs }),
    ...(command.apk === undefined ? {} : { apk: command.apk }),
  };
}

/**
 * Runs one batch over these inputs, showing each task's progress (a line per task on a
 * terminal, or JSON lines with --json), and answers every task's end. Rejects with
 * CANCELLED after Ctrl+C (main cancels the batch job, which stops the books in flight);
 * `stopped` then holds how every task ended.
 */
export async function showBatch(client: FlipbookClient, io: CliIo, command: BatchCommand, inputs: string[]): Promise<BatchTask[]> {
  const board = new TaskBoard(io, !command.json);
  const stop = client.on('batch.task', (task) => {
    if (command.json) io.stdout(`${JSON.stringify({ type: 'task', ...task })}\n`);
    board.update(task);
  });
  try {
    return (await client.call('batch.start', batchStartArg(command, inputs))).tasks;
  } catch (error) {
    throw AppError.from(error).code === 'CANCELLED' ? new BatchStopped(board.list()) : error;
  } finally {
    stop();
  }
}

/** CANCELLED, with how each task of the stopped batch ended. */
export class BatchStopped extends AppError {
  constructor(readonly tasks: BatchTask[]) {
    super('CANCELLED');
  }
}

/** The summary after the tasks: a table, or the last JSON line with --json. */
export function printSummary(io: CliIo, command: BatchCommand, tasks: readonly BatchTask[]): void {
  if (tasks.length > 0) io.stdout(`${command.json ? summaryJson(tasks) : summaryTable(tasks)}\n`);
}

/**
 * `flipbook batch`: runs the batch and ends with a summary, printed after Ctrl+C too. Fails
 * with BATCH_FAILED when any book failed, and with CANCELLED after Ctrl+C.
 */
export async function runBatch(client: FlipbookClient, io: CliIo, command: BatchCommand): Promise<void> {
  let tasks: BatchTask[];
  try {
    tasks = await showBatch(client, io, command, command.inputs);
  } catch (error) {
    if (error instanceof BatchStopped) printSummary(io, command, error.tasks);
    throw error;
  }
  printSummary(io, command, tasks);
  const failed = tasks.filter((task) => task.state === 'failed').length;
  if (failed > 0) throw new AppError('BATCH_FAILED', {}, `${failed} of ${tasks.length} books failed`);
}
