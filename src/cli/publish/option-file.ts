import fs from 'node:fs';

/** The largest script file a publish option takes, as the contract allows. */
const MAX_SCRIPT_BYTES = 200_000;

/**
 * Checks a text file given to a publish option (a tracking script, added scripts) before
 * any work starts: a usage problem with its path, or null when it can be read.
 */
export function checkOptionFile(option: string, file: string | undefined): string | null {
  if (file === undefined) return null;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
    fs.accessSync(file, fs.constants.R_OK);
  } catch {
    return `--${option}: cannot read ${file}`;
  }
  if (!stat.isFile()) return `--${option}: ${file} is not a file`;
  if (stat.size > MAX_SCRIPT_BYTES) return `--${option}: ${file} is larger than ${MAX_SCRIPT_BYTES} bytes`;
  return null;
}

/** The file's text, or undefined when the option was not given. */
export function readOptionFile(file: string | undefined): Promise<string | undefined> {
  return file === undefined ? Promise.resolve(undefined) : fs.promises.readFile(file, 'utf8');
}
