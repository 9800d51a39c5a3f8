import { AppError } from '../errors/app-error.js';

/**
 * Characters refused in an output file or folder name (desktop-app.md section 5):
 * / : * ? " < > |, the full-width exclamation mark, and the full-width forms of the others.
 * Backslash is refused too, since on Windows it is a separator the user did not mean.
 */
const FORBIDDEN_NAME_CHARS = new Set(['/', '\\', ':', '*', '?', '"', '<', '>', '|', '！', '／', '＼', '：', '＊', '？', '＂', '＜', '＞', '｜']);

export interface OutputPathRule {
  /** Required extension of the final name, e.g. '.flipbook' or '.zip'; omit for a folder. */
  extension?: string;
}

/** Splits a path on either separator, keeping a Windows drive letter with its first part. */
function pathSegments(value: string): string[] {
  return value.split(/[\\/]+/).filter((segment, index) => segment !== '' && !(index === 0 && /^[A-Za-z]:$/.test(segment)));
}

/**
 * Checks an output path typed or chosen by the user and returns it trimmed.
 * Throws PATH_EMPTY or PATH_FORMAT with the spec's messages.
 */
export function validateOutputPath(raw: string, rule: OutputPathRule = {}): string {
  const value = raw.trim();
  if (value === '') throw new AppError('PATH_EMPTY');
  const isAbsolute = value.startsWith('/') || /^[A-Za-z]:[\\/]/.test(value) || value.startsWith('\\\\');
  if (!isAbsolute) throw new AppError('PATH_FORMAT', {}, 'the path must be absolute');
  if (/[\u0000-\u001f]/.test(value)) throw new AppError('PATH_FORMAT', {}, 'control characters');
  const segments = pathSegments(value);
  const last = segments.at(-1);
  if (last === undefined) throw new AppError('PATH_FORMAT', {}, 'no file or folder name');
  for (const segment of segments) {
    if (segment === '..') throw new AppError('PATH_FORMAT', {}, 'parent-folder steps are not allowed');
    for (const char of segment) {
      if (FORBIDDEN_NAME_CHARS.has(char)) throw new AppError('PATH_FORMAT', {}, `character ${char} is not allowed`);
    }
  }
  if (rule.extension !== undefined && !last.toLowerCase().endsWith(rule.extension.toLowerCase())) {
    throw new AppError('PATH_FORMAT', {}, `the file name must end in ${rule.extension}`);
  }
  return value;
}
