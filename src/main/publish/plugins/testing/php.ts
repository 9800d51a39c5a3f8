import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Debian's php-cli, which the plug-in tests lint and run the generated PHP with. */
export const PHP = process.env.FLIPBOOK_PHP ?? '/usr/bin/php';

/** Fails with how to get php when it is missing, rather than skipping the PHP checks. */
export function requirePhp(): string {
  if (!fs.existsSync(PHP)) {
    throw new Error(`${PHP} is missing: the plug-in tests need php-cli. Install it with "apt-get install php-cli" (or run node scripts/ensure-test-tools.mjs).`);
  }
  return PHP;
}

export interface PhpRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs php with the given arguments (and optional standard input). */
export function runPhp(args: readonly string[], input?: string): PhpRun {
  const result = spawnSync(requirePhp(), ['-n', ...args], { encoding: 'utf8', input, timeout: 30_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `php -l` on one file: null when the syntax is fine, else php's message. */
export function phpLint(file: string): string | null {
  const result = runPhp(['-l', file]);
  return result.status === 0 ? null : `${result.stdout}${result.stderr}`;
}
