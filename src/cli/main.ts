import { APP_VERSION } from '../shared/constants.js';
import { AppError } from '../shared/errors/app-error.js';
import { withFailureDetail } from '../shared/errors/failure-prefix.js';
import { createEngine } from '../main/app/create-engine.js';
import type { Engine } from '../main/engine/engine.js';
import { createInProcessClient } from '../main/engine/in-process-client.js';
import { createNodePlatform } from '../main/platform/node-platform.js';
import { runConvert, runInfo, runPublish, type CliIo } from './commands.js';
import { EXIT_INTERRUPTED, processInterrupts, type Interrupts } from './interrupts.js';
import { runCloud } from './cloud-command.js';
import { runBatch } from './batch-command.js';
import { runWatch } from './batch-watch.js';
import { runKeystore } from './keystore-command.js';
import { runLicence } from './licence-command.js';
import { parseArgs } from './parse-args.js';
import { runTemplates } from './templates-command.js';
import { usageHint, usageText } from './usage.js';
import { cloudServerFromEnv } from '../shared/cloud/cloud-account.js';

/** Exit codes: 0 done, 1 the work failed (message on stderr), 2 the command line was wrong. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

function processIo(): CliIo {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    isTTY: process.stderr.isTTY === true,
  };
}

/** The engine the command runs on: the user's app data, the edition from the stored licence, the cloud service from the environment. */
function cliEngine(): Engine {
  return createEngine({ platform: createNodePlatform('cli'), licensing: { env: process.env, packaged: false }, cloudServer: cloudServerFromEnv(process.env) });
}

/**
 * The `flipbook` command. Returns the exit code instead of exiting, so bin/flipbook.js can
 * let pending output flush and tests can call it in-process. The first Ctrl+C cancels the
 * running job, which then leaves nothing behind (no half-written project or book); a second
 * one, or one while no job runs, quits at once (but ends `batch --watch` cleanly first).
 */
export async function main(
  argv: string[],
  io: CliIo = processIo(),
  cwd: string = process.cwd(),
  interrupts: Interrupts = processInterrupts(),
  newEngine: () => Engine = cliEngine,
): Promise<number> {
  const command = parseArgs(argv, cwd);
  switch (command.kind) {
    case 'help':
      io.stdout(`${usageText(command.topic)}\n`);
      return EXIT_OK;
    case 'version':
      io.stdout(`${APP_VERSION}\n`);
      return EXIT_OK;
    case 'usage-error':
      io.stderr(`${command.message}\n${usageHint(command.topic)}\n`);
      return EXIT_USAGE;
  }
  const engine = newEngine();
  const client = createInProcessClient(engine);
  let cancelling = false;
  // A watching batch ends cleanly on the first Ctrl+C between books (with its summary).
  const watching = new AbortController();
  const isWatch = command.kind === 'batch' && command.watch !== null;
  const stopListening = interrupts.subscribe(() => {
    const idle = engine.context.jobs.idle;
    if (isWatch && idle && !watching.signal.aborted) return watching.abort();
    if (cancelling || idle) interrupts.quit(EXIT_INTERRUPTED);
    cancelling = true;
    watching.abort();
    engine.context.jobs.cancelAll();
  });
  try {
    // The edition comes from the stored licence, read before any command runs.
    await engine.ready;
    if (command.kind === 'convert') await runConvert(client, io, command);
    else if (command.kind === 'publish') await runPublish(client, io, command);
    else if (command.kind === 'batch' && command.watch !== null) await runWatch(client, io, command, watching.signal);
    else if (command.kind === 'batch') await runBatch(client, io, command);
    else if (command.kind === 'templates') await runTemplates(client, io, command);
    else if (command.kind === 'keystore') await runKeystore(client, io, command);
    else if (command.kind === 'cloud') await runCloud(client, io, command);
    else if (command.kind === 'licence') await runLicence(client, io, command);
    else await runInfo(client, io, command, (key) => engine.readAsset(key));
    return EXIT_OK;
  } catch (error) {
    // The headline is the spec's English message; the detail helps when reporting a bug.
    const appError = AppError.from(error);
    io.stderr(`${withFailureDetail(appError.message, appError)}\n`);
    if (process.env.FLIPBOOK_DEBUG && appError.detail !== undefined) io.stderr(`${appError.detail}\n`);
    return EXIT_FAILED;
  } finally {
    stopListening();
    engine.dispose();
  }
}
